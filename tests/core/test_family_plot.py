"""A table family's preview plot: two bars per table, its interval measured together and measured on its own."""
import json

from matplotlib.figure import Figure

from dpstudio.core.preview.expected_error import preview_plan
from dpstudio.core.preview.plots import plot_preview, update_preview
from dpstudio.resources import resource_path


def test_each_table_has_its_interval_together_beside_on_its_own(sample_frame):
    plan = json.loads(resource_path("sample", "family_plan.json").read_text(encoding="utf-8"))
    preview = preview_plan(sample_frame, plan)[0]
    ax = Figure(figsize=(6, 3)).add_subplot()
    artists = plot_preview(ax, preview, "de")
    heights = [bar.get_height() for bar in ax.patches]
    tables = preview.tables
    assert heights == [t["halfwidth"] for t in tables] + [t["one_by_one_halfwidth"] for t in tables]
    assert artists["names"][:2] == ["birth_year", "sex"] and "sex × ward" in artists["names"]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["gemeinsam gemessen", "einzeln gemessen"]
    assert update_preview(ax, artists, preview) is False  # its bars are drawn anew, never moved
