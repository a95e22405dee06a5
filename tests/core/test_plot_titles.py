"""The titles of the steward's narrow charts (the risk panel's class sizes, the rows per person) wrap to their
chart's width and stay inside their figure, in every language (issue 32): Greek and German titles were cut
at the panel's edges."""
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from dpstudio.core.exact.rows_per_person import RowsPerPerson
from dpstudio.core.output.chart_text import text_width
from dpstudio.core.preview.people_plot import plot_rows_per_person
from dpstudio.core.preview.plot_titles import wrapped_title
from dpstudio.core.preview.plots import plot_class_sizes
from dpstudio.core.risk.reidentification import assess_risk

TITLES = ["Πρόσωπα ανά μέγεθος κλάσης ισοδυναμίας\n(κόκκινο: μοναδικά· πορτοκαλί: κάτω από 5)",
          "Personen nach Größe ihrer Äquivalenzklasse\n(rot: eindeutig; orange: unter 5)",
          "按等价类大小统计的人数（红色：唯一；橙色：少于 5）"]


def test_lines_are_no_wider_than_the_room_and_nothing_is_lost():
    for title in TITLES:
        for width in (90, 160, 400):
            lines = wrapped_title(title, width, 8, 100).split("\n")
            assert all(text_width(line, 8, 100) <= width or " " not in line for line in lines), (title, width)
            assert "".join("".join(lines).split()) == "".join(title.split())  # every word, in order
            assert len(lines) >= title.count("\n") + 1  # its own line breaks kept


def figure_of(width_inches: float):
    figure = Figure(figsize=(width_inches, 2.4), dpi=100, tight_layout=True)  # as the Columns page's panels
    FigureCanvasAgg(figure)
    return figure, figure.add_subplot(111)


def inside(figure, text) -> bool:
    figure.canvas.draw()
    box = text.get_window_extent(figure.canvas.get_renderer())
    return box.x0 >= 0 and box.x1 <= figure.bbox.width and box.y0 >= 0 and box.y1 <= figure.bbox.height


def test_the_charts_titles_stay_inside_a_narrow_panel_in_greek():
    import pandas as pd

    frame = pd.DataFrame({"age": [30, 30, 41, 52, 52, 52], "sex": list("FFMMMF"), "dx": list("abcabc")})
    figure, axes = figure_of(2.6)
    plot_class_sizes(axes, assess_risk(frame, ["age", "sex"], ["dx"]), "el")
    assert "\n" in axes.get_title() and inside(figure, axes.title)
    figure, axes = figure_of(2.6)
    plot_rows_per_person(axes, RowsPerPerson(people_with={1: 40, 2: 12, 5: 3}, rows_without_person=0), 3, "el")
    assert axes.get_title().count("\n") >= 2 and inside(figure, axes.title)  # wrapped beyond its one break
