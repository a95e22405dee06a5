"""Tab leaves every table (no keyboard trap); the status bar stops asking for attention after a success."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QTableView

from dpstudio.core.plan import edits
from dpstudio.gui.main_window import ATTENTION
from tests.gui.conftest import by_name, open_and_wait


def test_tab_leaves_the_queries_table(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    queries = by_name(window, QTableView, "Queries")
    queries.setFocus()
    queries.setCurrentIndex(queries.model().index(0, 0))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is queries)
    qtbot.keyClick(queries, Qt.Key_Tab)
    assert QApplication.focusWidget() is not queries
    views = window.findChildren(QAbstractItemView)
    assert views and not [v.accessibleName() for v in views if v.tabKeyNavigation()]


def test_the_attention_message_goes_after_a_release_or_an_edit(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, window.open_sample)
    window.statusBar().showMessage(ATTENTION)
    window.release_page.exported.emit(str(tmp_path))
    assert window.statusBar().currentMessage() == f"Released into {tmp_path}."
    window.statusBar().showMessage(ATTENTION)
    window.project.edit_plan("Change the budget", lambda doc: edits.with_budget(doc, epsilon=2.0))
    assert window.statusBar().currentMessage() == ""


def test_the_data_page_has_a_legend_of_the_role_colours(qtbot, window):
    from PySide6.QtWidgets import QLabel

    from dpstudio.core.plan.roles import ColumnRole
    from dpstudio.gui.models import ROLE_COLOURS

    for role in ColumnRole:
        swatch = by_name(window, QLabel, f"Role colour: {role.label}")
        assert role.label in swatch.text() and ROLE_COLOURS[role].name() in swatch.styleSheet()


def test_the_add_query_menu_explains_each_kind_in_one_line(qtbot, window):
    from PySide6.QtWidgets import QMenu, QToolButton

    button = by_name(window, QToolButton, "Add query")
    assert button.text() == "Add query"  # one arrow: the popup's own
    texts = [a.text() for a in by_name(window, QMenu, "Query kinds").actions()]
    assert len(texts) == 11 and all(" — " in t for t in texts)
    assert "Quantiles (several at once) — several quantiles of a number column, chosen jointly" in texts
    assert "Mean — the average of a number column" in texts
    assert "People by number of rows — people by their number of rows (visits per patient)" in texts
    assert "Family of tables — every table of one and of two columns, measured together" in texts
    assert "Synthetic table — synthetic rows from tables of every pair of columns; no row is a patient" in texts


def test_the_status_message_is_told_again_in_a_new_language(qtbot, window, monkeypatch):
    """"Loaded …" follows a change of language, its number in the new language's marks; a message since
    cleared stays cleared."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")  # the tests' English, forced: lifted here
    open_and_wait(qtbot, window, window.open_sample)
    rows = len(window.project.table.frame)
    assert window.statusBar().currentMessage() == f"Loaded hospital_admissions.csv: {rows:,} rows."
    try:
        window.show()
        menu = next(a.menu() for a in window.menuBar().actions()  # the Language menu, as a steward opens it
                    if a.menu() and window.language_actions["de"] in a.menu().actions())
        window.menuBar().setActiveAction(menu.menuAction())
        qtbot.waitUntil(menu.isVisible)
        target = menu.actionGeometry(window.language_actions["de"]).center()
        QTest.mouseMove(menu, target)  # hovering an action sends the window its (empty) status tip
        qtbot.wait(50)
        assert window.statusBar().currentMessage() == f"Loaded hospital_admissions.csv: {rows:,} rows."
        QTest.mouseClick(menu, Qt.LeftButton, pos=target)
        qtbot.waitUntil(lambda: window.language == "de")
        german = f"{rows:,}".replace(",", ".")
        assert window.statusBar().currentMessage() == f"hospital_admissions.csv geladen: {german} Zeilen."
        window.statusBar().clearMessage()
        window.choose_language("en")
        assert window.statusBar().currentMessage() == ""
    finally:
        window.choose_language("en")


def test_one_row_one_column_one_query_read_in_the_singular(qtbot, window, monkeypatch, tmp_path):
    """A count of one is said with its singular noun ("1 row", "1 Zeile"), never "1 rows"."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    table = tmp_path / "one.csv"
    table.write_text("patient\nP1\n", encoding="utf-8")
    open_and_wait(qtbot, window, lambda: window.open_table(table))
    assert window.statusBar().currentMessage() == "Loaded one.csv: 1 row."
    assert "<b>one.csv</b> — 1 row, 1 column" in window.data_page.info.text()

    def one_query(doc):
        doc = edits.with_privacy_unit(doc, "patient", 1)
        return edits.with_queries(doc, [{"id": "n", "kind": "count", "epsilon": 1.0}])
    window.project.edit_plan("One query", one_query)
    described = window.release_page.describe()
    assert "answers <b>1 query</b>" in described and "at most 1 row each" in described
    try:
        window.choose_language("de")
        assert window.statusBar().currentMessage() == "one.csv geladen: 1 Zeile."
        described = window.release_page.describe()
        assert "beantwortet <b>1 Abfrage</b>" in described and "höchstens 1 Zeile je Person" in described
    finally:
        window.choose_language("en")
