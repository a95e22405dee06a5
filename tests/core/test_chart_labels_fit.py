"""Every chart the app and the report draw keeps its words inside its figure, in every language, with long
German, Greek and Chinese names and many categories (issue 32: the preview's rotated category labels ran
off the bottom of the figure and over each other; long query names on the budget plot ran over the error
curve beside it).

Each chart is drawn at the sizes the app and the report use, rendered, and every text it drew is checked:
inside the figure, over no other text, and over no other chart's plot area."""
from itertools import combinations

import pandas as pd
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

from dpstudio.core.exact.rows_per_person import RowsPerPerson
from dpstudio.core.output.report_charts import cells_chart_figure
from dpstudio.core.preview.expected_error import QueryPreview
from dpstudio.core.preview.people_plot import plot_rows_per_person
from dpstudio.core.preview.plots import (plot_budget, plot_class_sizes, plot_error_curve, plot_preview, preview_axes,
                                      refit)
from dpstudio.core.risk.reidentification import assess_risk

LANGUAGES = ["en", "de", "zh", "el"]
NAMES = {
    "de": ["Bluthochdruck ohne Organschädigung (essentielle Hypertonie)", "Diabetes mellitus Typ 2 mit "
           "Nierenkomplikationen", "Akuter transmuraler Myokardinfarkt der Vorderwand", "Herzinsuffizienz mit "
           "eingeschränkter Auswurffraktion", "Harnwegsinfektion, Lokalisation nicht näher bezeichnet"],
    "el": ["Υπέρταση χωρίς βλάβη οργάνων-στόχων (ιδιοπαθής υπέρταση)", "Σακχαρώδης διαβήτης τύπου 2 με νεφρικές "
           "επιπλοκές", "Οξύ διατοιχωματικό έμφραγμα του μυοκαρδίου", "Καρδιακή ανεπάρκεια με μειωμένο κλάσμα "
           "εξώθησης", "Λοίμωξη του ουροποιητικού, μη καθορισμένης εντόπισης"],
    "zh": ["原发性高血压（无靶器官损害）", "2型糖尿病伴肾脏并发症", "急性透壁性前壁心肌梗死", "射血分数降低的心力衰竭",
           "尿路感染，部位未特指"],
}
NAMES["en"] = NAMES["de"]
QUERY_IDS = {"de": "Diagnosen_aller_stationären_Aufnahmen_im_Berichtsjahr_nach_Fachabteilung",
             "el": "Διαγνώσεις_όλων_των_εισαγωγών_του_έτους_αναφοράς_ανά_κλινική",
             "zh": "报告年度所有住院病例按科室统计的诊断分布情况一览表",
             "en": "diagnoses_of_all_the_admissions_in_the_reporting_year_by_ward"}
PREVIEW_SIZES = [(8.9, 2.4), (11.5, 3.2), (6.5, 1.8)]  # inches at 100 dpi: the Preview's canvas at 1366x768
# (with and without the help beside it) and in a small window


def many_names(language: str, count: int = 61) -> list[str]:
    """`count` long category names: each of the language's five, numbered."""
    return [f"{NAMES[language][i % 5]} {i // 5 + 1}" for i in range(count)]


def drawn_texts(figure, monkeypatch) -> list:
    """Every text the figure draws, rendered: each Text whose draw runs while visible and with words."""
    drawn = []
    draw = Text.draw

    def noting(text, renderer):
        if text.get_visible() and text.get_text().strip():
            drawn.append(text)
        return draw(text, renderer)

    monkeypatch.setattr(Text, "draw", noting)
    figure.canvas.draw()
    monkeypatch.setattr(Text, "draw", draw)
    return drawn


def plot_areas(figure) -> list:
    return [ax for ax in figure.axes for ax in [ax, *ax.child_axes]]


def related(a, b) -> bool:
    """The same chart: an axes and its own inset (a heat map's colour bar)."""
    return a is b or a in getattr(b, "child_axes", ()) or b in getattr(a, "child_axes", ())


def assert_fits(figure, monkeypatch):
    """Every drawn text inside the figure, over no other text, and over no other chart's plot area."""
    texts = drawn_texts(figure, monkeypatch)
    renderer = figure.canvas.get_renderer()
    boxes = [(t, t.get_window_extent(renderer)) for t in texts]
    width, height = figure.bbox.width, figure.bbox.height
    for text, box in boxes:
        assert box.x0 >= -0.5 and box.y0 >= -0.5 and box.x1 <= width + 0.5 and box.y1 <= height + 0.5, \
            (text.get_text(), box.bounds, (width, height))
    touching = [(a.get_text(), b.get_text()) for (a, p), (b, q) in combinations(boxes, 2)
                if p.shrunk(0.98, 0.98).overlaps(q.shrunk(0.98, 0.98))]
    assert touching == []
    for text, box in boxes:
        for ax in plot_areas(figure):
            if text.axes is not None and related(text.axes, ax):
                continue
            assert not box.shrunk(0.98, 0.98).overlaps(ax.get_window_extent(renderer)), (text.get_text(), ax)
    return texts


def tick_texts(ax, which: str) -> list[str]:
    axis = ax.xaxis if which == "x" else ax.yaxis
    return [t.get_text() for t in axis.get_ticklabels() if t.get_visible() and t.get_text()]


def histogram_preview(language: str, count: int, threshold=None) -> QueryPreview:
    names = many_names(language, count) if count > 5 else NAMES[language][:count]
    return QueryPreview(id=QUERY_IDS[language], kind="histogram", epsilon=0.4, delta=0.0, mechanism="discrete_laplace",
                        noise_scale=7.5, halfwidth=22.0, truth=[float(300 - 4 * i) for i in range(count)],
                        cells=[{"diagnosis": n} for n in names], threshold=threshold)


def crosstab_preview(language: str) -> QueryPreview:
    keys = [{"diagnosis": d, "ward": w} for d in many_names(language, 13) for w in NAMES[language][:4]]
    return QueryPreview(id=QUERY_IDS[language], kind="crosstab", epsilon=0.4, delta=0.0, mechanism="discrete_laplace",
                        noise_scale=7.5, halfwidth=22.0, truth=[float(10 + i) for i in range(len(keys))], cells=keys)


def shares(language: str, count: int = 8) -> list[tuple[str, float]]:
    return [(f"{QUERY_IDS[language]}_{i}", 0.2) for i in range(count)]


def preview_canvas(size):
    """The Preview page's canvas: its three plots side by side, laid out as the page lays them out."""
    figure = Figure(figsize=size, dpi=100)
    FigureCanvasAgg(figure)
    return figure, preview_axes(figure)


def draw_preview(size, preview, language, queries=8, curve_unit=""):
    figure, (answer, curve, budget) = preview_canvas(size)
    artists = {"answer": plot_preview(answer, preview, language),
               "curve": plot_error_curve(curve, [0.05, 0.1, 1.0, 5.0], [400.0, 200.0, 20.0, 4.0], 0.4, 22.0,
                                         curve_unit, language),
               "budget": plot_budget(budget, shares(language, queries), 3.0, language)}
    return figure, (answer, curve, budget), artists


@pytest.mark.parametrize("size", PREVIEW_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_previews_histogram_of_many_long_categories_and_its_budget_fit(language, size, monkeypatch):
    figure, (answer, _, budget), _ = draw_preview(size, histogram_preview(language, 61), language)
    assert_fits(figure, monkeypatch)
    labels = tick_texts(answer, "x")
    assert len(labels) >= 10  # thinned where they would touch, never all gone
    assert any("…" in label for label in labels)  # cut to the room, the whole name on hover
    assert len(tick_texts(budget, "y")) >= 3


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_few_long_categories_wrap_across_and_a_long_threshold_fits(language, monkeypatch):
    figure, (answer, _, _), _ = draw_preview((8.9, 2.4), histogram_preview(language, 4, threshold=50), language)
    assert_fits(figure, monkeypatch)
    assert all(t.get_rotation() == 0 for t in answer.get_xticklabels())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_previews_heat_map_quantile_and_number_fit_beside_a_long_budget(language, monkeypatch):
    quantile = QueryPreview(id=QUERY_IDS[language], kind="quantile", epsilon=0.2, delta=0.0, mechanism="exponential",
                            noise_scale=None, halfwidth=117.5, truth=1976.0, unit="rows",
                            value_interval=(1973.0, 1979.0))
    number = QueryPreview(id=QUERY_IDS[language], kind="sum", epsilon=0.2, delta=0.0, mechanism="laplace",
                          noise_scale=5e5, halfwidth=4_493_603.0, truth=28_800_767.0)
    for preview, unit in ((crosstab_preview(language), ""), (quantile, "places"), (number, "")):
        for size in PREVIEW_SIZES:
            figure, _, _ = draw_preview(size, preview, language, queries=20, curve_unit=unit)
            assert_fits(figure, monkeypatch)
    for size in PREVIEW_SIZES:  # no expected number of rows typed: the curve says so in its place
        figure, (_, curve, _), _ = draw_preview(size, number, language)
        plot_error_curve(curve, [0.1, 1.0], None, 0.2, None, language=language)
        assert_fits(figure, monkeypatch)
    figure, (answer, curve, budget), artists = draw_preview((11.5, 3.2), histogram_preview(language, 61), language)
    figure.set_size_inches(6.5, 1.8)  # a smaller window: laid out again, as the page does on a resize
    for ax, name in ((answer, "answer"), (curve, "curve"), (budget, "budget")):
        refit(ax, artists[name])
    assert_fits(figure, monkeypatch)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_reports_and_release_pages_charts_fit(language, monkeypatch):
    for count in (61, 13, 4):
        names = many_names(language, count) if count > 5 else NAMES[language][:count]
        cells = [{"key": {"diagnosis": n}, "value": 100 + i, "ci95": 22.5} for i, n in enumerate(names)]
        cells[1]["suppressed"], cells[1]["value"] = True, None
        query = {"id": QUERY_IDS[language], "kind": "histogram", "cells": cells}
        for width, dpi in ((7, 110), (5.6, 100)):  # the report's, the Release page's
            figure = cells_chart_figure(query, language, width, dpi)
            assert_fits(figure, monkeypatch)
            labels = tick_texts(figure.axes[0], "x")
            assert len(labels) >= min(count, 20)
    keys = [{"diagnosis": d, "ward": w} for d in many_names(language, 13) for w in NAMES[language][:4]]
    crosstab = {"id": QUERY_IDS[language], "kind": "crosstab",
                "cells": [{"key": k, "value": i, "ci95": 22.5} for i, k in enumerate(keys)]}
    for width, dpi in ((7, 110), (5.6, 100)):
        assert_fits(cells_chart_figure(crosstab, language, width, dpi), monkeypatch)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_columns_pages_narrow_charts_fit(language, monkeypatch):
    sizes = [k for k in range(1, 13) for _ in range(k)]  # classes of 1 to 12 rows: 11 bars, the last ">10"
    frame = pd.DataFrame({"age": sizes, "sex": ["F"] * len(sizes), "dx": [NAMES[language][k % 5] for k in sizes]})
    for width in (2.6, 4):
        figure = Figure(figsize=(width, 2.2), dpi=100, tight_layout=True)  # as the risk panel's
        FigureCanvasAgg(figure)
        plot_class_sizes(figure.add_subplot(111), assess_risk(frame, ["age", "sex"], ["dx"]), language)
        assert_fits(figure, monkeypatch)
        figure = Figure(figsize=(width, 2.4), dpi=100, tight_layout=True)  # as the rows-per-person panel's
        FigureCanvasAgg(figure)
        counts = RowsPerPerson(people_with={1: 40, 2: 12, 5: 3, 30: 1}, rows_without_person=0)
        plot_rows_per_person(figure.add_subplot(111), counts, 3, language)
        assert_fits(figure, monkeypatch)
