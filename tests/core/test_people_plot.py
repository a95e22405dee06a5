"""The rows-per-person chart reads at a glance (issue 46): its count axis was labelled only 0 and 10¹, and its last,
merged bar (people with 12 to 16 rows) had no label."""
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from dpstudio.core.exact.rows_per_person import RowsPerPerson
from dpstudio.core.preview.people_plot import count_ticks, plot_rows_per_person
from tests.core.test_chart_labels_fit import assert_fits, tick_texts

# the walk's table: 312 patients with 1 to 16 visits each, most with few
WALK = RowsPerPerson(people_with={1: 80, 2: 62, 3: 48, 4: 35, 5: 27, 6: 18, 7: 12, 8: 9, 9: 7, 10: 5, 11: 3, 12: 2,
                                  13: 1, 14: 1, 16: 2}, rows_without_person=0)


def drawn(width: float, language: str, counts=WALK):
    figure = Figure(figsize=(width, 2.4), dpi=100, tight_layout=True)  # as the Columns page's panel
    FigureCanvasAgg(figure)
    axes = figure.add_subplot(111)
    plot_rows_per_person(axes, counts, 5, language)
    figure.canvas.draw()
    return figure, axes


@pytest.mark.parametrize("language", ["en", "de", "el", "zh"])
@pytest.mark.parametrize("width", [2.6, 4])
def test_every_bar_is_labelled_and_the_counts_are_plain_figures(language, width, monkeypatch):
    figure, axes = drawn(width, language)
    labels = [t.get_text() for t in axes.xaxis.get_ticklabels()]
    assert labels == [str(n) for n in range(1, 12)] + ["12–16"]  # every bar, the merged one as its range
    assert tick_texts(axes, "x") == labels  # all of them drawn: none thinned out
    counts = tick_texts(axes, "y")
    assert counts == ["0", "10", "20", "50", "100"], counts  # not "0" and "10¹" alone
    assert_fits(figure, monkeypatch)


def test_large_counts_are_written_in_the_languages_marks():
    many = RowsPerPerson(people_with={1: 25000, 2: 900, 3: 40, 4: 2}, rows_without_person=0)
    _, axes = drawn(4, "de", many)
    assert tick_texts(axes, "y") == ["0", "10", "100", "1.000", "10.000", "100.000"]


def test_count_ticks():
    assert count_ticks(0) == [0, 1] and count_ticks(1) == [0, 1] and count_ticks(7) == [0, 1, 2, 5, 10]
    assert count_ticks(10) == [0, 1, 2, 5, 10] and count_ticks(11) == [0, 10, 20]
    assert count_ticks(80) == [0, 10, 20, 50, 100] and count_ticks(100) == [0, 10, 20, 50, 100]
    assert count_ticks(312) == [0, 10, 20, 50, 100, 200, 500]
    assert count_ticks(25000) == [0, 10, 100, 1000, 10000, 100000]
