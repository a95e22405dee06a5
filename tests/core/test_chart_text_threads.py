"""Measuring chart text on one thread while another draws (a report rendered on the release's worker while
the app draws its preview) shares no FreeType face: FreeType's faces are not for two threads at once
(a CI run failed with "FT_Load_Glyph ... invalid outline" in the preview's draw)."""
import threading

from matplotlib.figure import Figure
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.font_manager import FontProperties, findfont, get_font

from dpstudio.core.output import chart_text
from dpstudio.core.output.fonts import plot_font_family

GREEK = "Μέση διάρκεια νοσηλείας ανά πτέρυγα — κατανομή"


def test_the_faces_measured_with_are_not_the_ones_matplotlib_draws_with():
    drawing = {id(get_font(findfont(FontProperties(family=[name]), fallback_to_default=False)))
               for name in plot_font_family()[:1]}
    assert chart_text._fonts() and not drawing & {id(face) for face in chart_text._fonts()}


def test_measuring_on_a_worker_while_this_thread_draws_gives_the_same_widths():
    expected = {size: chart_text.text_width(GREEK, size, 100) for size in (6, 7, 8, 9, 10)}
    chart_text._advance.cache_clear()
    failures, stop = [], threading.Event()

    def measure():
        while not stop.is_set():
            for size in expected:
                chart_text._advance.cache_clear()
                if chart_text.text_width(GREEK, size, 100) != expected[size]:
                    failures.append(size)
    worker = threading.Thread(target=measure)
    worker.start()
    try:
        for _ in range(30):
            figure = Figure(figsize=(4, 3), dpi=100)
            FigureCanvasAgg(figure)
            axes = figure.add_subplot()
            axes.set_title(GREEK, fontsize=9)
            axes.bar(range(8), range(8), tick_label=[GREEK[i:i + 9] for i in range(8)])
            figure.canvas.draw()
    finally:
        stop.set()
        worker.join()
    assert failures == []
