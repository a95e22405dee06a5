"""The widgets that keep the window within 1366x768 (issue 32): a combo box asks for a few characters at least
and for its longest item when there is room; a tick box wraps its words and takes a click anywhere on its row
(the cross-tab's margins box: its words too); a cut table header shows its whole text on hover."""
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QTableWidget, QToolTip, QVBoxLayout, QWidget

from dpstudio.gui.fitting import FittingCombo, TickBox
from dpstudio.gui.widgets import named
from tests.gui.conftest import by_name, open_and_wait
from tests.gui.test_table_options import choose, new_query

LONG = "Πρόσωπα, το καθένα μία φορά: στο κελί της πρώτης γραμμής του"


def test_a_combo_box_asks_for_a_few_characters_and_for_its_longest_item_when_there_is_room(qtbot):
    combo = FittingCombo(8)
    qtbot.addWidget(combo)
    combo.addItems(["Γραμμές", LONG])
    text_width = combo.fontMetrics().horizontalAdvance(LONG)
    assert combo.minimumSizeHint().width() < text_width / 2  # not its longest item: the window may stay narrow
    assert combo.sizeHint().width() >= text_width  # the whole item when the layout has room


def test_a_tick_box_wraps_its_words_and_a_click_on_its_words_or_row_ticks_it(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    box = named(TickBox(), "Margins")
    box.setText("Με περιθώρια και σύνολο, συνεπή με τα κελιά τους και μεταξύ τους")
    QVBoxLayout(holder).addWidget(box)
    holder.show()
    qtbot.waitExposed(holder)
    holder.resize(200, 200)
    qtbot.waitUntil(lambda: box.width() < 200)
    one_line = box.sizeHint()
    assert box.minimumSizeHint().width() < one_line.width() / 2  # a long sentence does not widen the window
    assert box.height() >= box.heightForWidth(box.width()) > one_line.height()  # on more lines, none cut
    words = QPoint(box.width() // 2, box.height() // 2)  # on its words, far from the box itself
    QTest.mouseClick(box, Qt.LeftButton, pos=words)
    assert box.isChecked()
    QTest.mouseClick(box, Qt.LeftButton, pos=QPoint(box.width() - 2, 2))  # the end of its row
    assert not box.isChecked()


def test_the_margins_box_of_a_cross_tab_takes_a_click_on_its_words(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.resize(1366, 768)
    window.steps.setCurrentRow(2)
    query = new_query(window, "crosstab")
    choose(window.queries_page.column2, "ward")
    margins = by_name(window, QCheckBox, "Margins")
    qtbot.waitUntil(margins.isVisible)
    qtbot.wait(50)  # the editor's scroll area settles
    window.queries_page.editor_scroll.ensureWidgetVisible(margins)
    assert margins.height() >= margins.heightForWidth(margins.width())  # its words whole, on one line or more
    words = QPoint(margins.width() - 10, margins.height() // 2)  # its words, or past them on its row
    QTest.mouseClick(margins, Qt.LeftButton, pos=words)
    assert next(q for q in window.project.state.queries if q["id"] == query["id"]).get("margins") is True


def test_a_cut_header_ends_in_an_ellipsis_and_shows_its_whole_text_on_hover(qtbot):
    table = named(QTableWidget(1, 2), "Expected errors")
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(["Ερώτημα", "Μετά την αύξηση στο 0"])
    table.horizontalHeaderItem(1).setToolTip("The interval once negative values are raised to 0")
    table.setColumnWidth(1, 40)
    table.show()
    qtbot.waitExposed(table)
    header = table.horizontalHeader()
    drawn = shown_header(table, 1)
    assert drawn[-1].endswith("…") and len(drawn) <= 3  # broken between words, the word too wide cut
    inside = QPoint(header.sectionViewportPosition(1) + 10, header.height() // 2)
    event = QHelpEvent(QEvent.ToolTip, inside, header.viewport().mapToGlobal(inside))
    QApplication.sendEvent(header.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == "Μετά την αύξηση στο 0\nThe interval once negative values are raised to 0"
    QToolTip.hideText()


def shown_header(view, section: int) -> list[str]:
    """The lines a view's header draws for `section` at its width now (fitting._HeaderWords)."""
    from PySide6.QtWidgets import QStyle

    from dpstudio.gui.fitting import fitted_lines

    header = view.horizontalHeader()
    margin = header.style().pixelMetric(QStyle.PM_HeaderMargin, None, header)
    text = str(view.model().headerData(section, Qt.Horizontal, Qt.DisplayRole))
    room = header.sectionSize(section) - 2 * margin
    most = max(1, (header.height() - 2 * margin) // header.fontMetrics().lineSpacing())
    return fitted_lines(text, header.fontMetrics(), room, min(most, 3))


def test_two_line_headers_are_never_cut_where_they_fit_and_narrow_ones_wrap(qtbot):
    """Issue 46: Qt's eliding took "Alter\nganze Zahl" for one long line and drew "Alte…" in a section wide enough
    for both lines; a narrow section's words go onto more lines, the header growing for them."""
    from PySide6.QtWidgets import QHeaderView, QStyle

    table = named(QTableWidget(1, 3), "Import preview")
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(["Alter\nganze Zahl", "Geschlecht\nText", "Behandlung\nText"])
    table.show()
    qtbot.waitExposed(table)
    table.resizeColumnsToContents()
    assert [shown_header(table, c) for c in range(3)] == [["Alter", "ganze Zahl"], ["Geschlecht", "Text"],
                                                         ["Behandlung", "Text"]]
    header = table.horizontalHeader()
    assert header.textElideMode() == Qt.ElideNone  # Qt's own cutting is what misread two lines
    limits = named(QTableWidget(1, 3), "Rows left out by limit")
    qtbot.addWidget(limits)
    limits.setHorizontalHeaderLabels(["Höchstens", "Weggelassene Zeilen", "Personen, die Zeilen verlieren"])
    limits.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    limits.resize(330, 200)
    limits.show()
    qtbot.waitExposed(limits)
    header = limits.horizontalHeader()
    metrics = header.fontMetrics()
    room = header.sectionSize(2) - 2 * header.style().pixelMetric(QStyle.PM_HeaderMargin, None, header)
    assert metrics.horizontalAdvance("Personen, die Zeilen verlieren") > room  # too narrow for one line
    qtbot.waitUntil(lambda: " ".join(shown_header(limits, 2)) == "Personen, die Zeilen verlieren", timeout=2000)
    lines = shown_header(limits, 2)
    assert len(lines) >= 2 and all(metrics.horizontalAdvance(line) <= room for line in lines)
    assert header.height() >= len(lines) * metrics.lineSpacing()  # the header grew for them
    assert " ".join(shown_header(limits, 1)) == "Weggelassene Zeilen"
