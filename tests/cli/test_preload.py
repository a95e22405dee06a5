"""The release's second thread loads the bundle's libraries it will use, and only those (cli/preload.py)."""
import json
import sys

from dpstudio.cli.preload import draws_charts, preload_bundle
from dpstudio.core.plan.release_plan import parse_plan
from tests.conftest import SAMPLE_PLAN


def _plan(ids=None, group_by=None):
    data = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    data["queries"] = [q for q in data["queries"] if ids is None or q["id"] in ids]
    if group_by:
        data["queries"] = [{**q, "group_by": [group_by], "categories": {group_by: ["F", "M"]}} for q in data["queries"]]
    return parse_plan(data)


def test_a_plan_with_cells_draws_charts_and_one_of_single_values_does_not():
    assert draws_charts(_plan())
    assert not draws_charts(_plan({"admissions", "mean_stay"}))  # a count and a mean: one value each
    assert draws_charts(_plan({"mean_stay"}, group_by="sex"))  # a value per group: cells, a chart


def test_the_thread_ends_having_loaded_what_the_bundle_imports():
    thread = preload_bundle(_plan())
    thread.join(timeout=120)
    assert not thread.is_alive()
    assert "dpstudio.core.output.report_charts" in sys.modules and "PySide6.QtGui" in sys.modules
