"""Plot titles wrap to their own plot's width and stay inside the figure, in every language (issue 32):
"Προϋπολογισμός: 3 από 3" over the preview's narrow budget plot ran past the figure's edge."""
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from dpstudio.core.preview.plot_titles import _ems, leave_room_for_titles, set_title, wrap_to

TITLES = ["Προϋπολογισμός: 3 από 3 — υπέρβαση!", "sex_by_ward: ε = 0,333333, διακριτός Laplace",
          "Budget: 2,5 von 3 — überschritten!", "预算：已用 3，共 3 — 超出！", "Error against ε"]


def test_lines_are_no_wider_than_the_room_and_no_word_is_lost():
    for title in TITLES:
        for room in (8, 14, 30):
            lines = wrap_to(title, room).split("\n")
            assert all(_ems(line) <= room or " " not in line for line in lines), (title, room)
            assert "".join(lines).replace(" ", "") == title.replace(" ", "")  # every word, in order
    assert wrap_to("预算：已用 3，共 3", 4).split("\n")[0] == "预算：已"  # Chinese breaks between its characters
    assert wrap_to("People by class size\n(red: unique)", 100) == "People by class size\n(red: unique)"


def test_the_preview_s_titles_stay_inside_their_figure_at_a_small_canvas():
    """The preview's three plots on a canvas as the Preview page shows it at 1366x768 (780 by 230 pixels)."""
    figure = Figure(figsize=(7.8, 2.3), dpi=100)
    FigureCanvasAgg(figure)
    grid = figure.add_gridspec(1, 3, width_ratios=[2.2, 1, 1], left=0.06, right=0.99, bottom=0.3, top=0.9,
                               wspace=0.45)
    axes = [figure.add_subplot(grid[i]) for i in range(3)]
    for ax, title in zip(axes, ["sex_by_ward: ε = 0,333333, διακριτός Laplace", "Σφάλμα ως προς ε",
                                "Προϋπολογισμός: 3 από 3 — υπέρβαση!"]):
        set_title(ax, title, 9)
    leave_room_for_titles(figure, axes)
    renderer = figure.canvas.get_renderer()
    for ax in axes:
        box = ax.title.get_window_extent(renderer)
        assert box.x0 >= 0 and box.x1 <= figure.bbox.width and box.y1 <= figure.bbox.height, ax.title.get_text()
    budget = axes[2].title
    assert "\n" in budget.get_text()  # wrapped, not cut: the budget plot is narrower than its Greek title
    assert axes[0].get_position().y1 < 0.9  # the plots came down to make room


def test_one_line_titles_leave_the_plots_where_they_were():
    figure = Figure(figsize=(9, 3), dpi=100)
    FigureCanvasAgg(figure)
    grid = figure.add_gridspec(1, 2, top=0.9)
    axes = [figure.add_subplot(grid[i]) for i in range(2)]
    for ax in axes:
        set_title(ax, "Error against ε", 9)
    leave_room_for_titles(figure, axes)
    assert all(abs(ax.get_position().y1 - 0.9) < 1e-9 for ax in axes)
