"""An ε at or below 0 typed into the query's or the budget's box is refused in words, the value kept."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLabel

from tests.gui.conftest import by_name, open_and_wait


def type_and_leave(qtbot, box: QAbstractSpinBox, text: str) -> None:
    """As typing does: each character through the box's validator (QLineEdit.insert validates; qtbot's
    keyClicks cannot send a character without a key, such as the typographic minus)."""
    box.setFocus()
    box.lineEdit().selectAll()
    for character in text:
        box.lineEdit().insert(character)
    assert box.lineEdit().text() == text  # the box let it be typed: it is refused on leaving, in words
    qtbot.keyClick(box, Qt.Key_Return)
    box.clearFocus()


@pytest.mark.parametrize("typed", ["-1", "\u22121", "0"])
def test_a_query_epsilon_at_or_below_zero_is_refused_in_words(qtbot, window, typed):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    window.queries_page.list.selectRow(0)
    before = window.project.state.queries[0]["epsilon"]
    box = by_name(window, QAbstractSpinBox, "Query epsilon value")
    type_and_leave(qtbot, box, typed)
    assert window.project.state.queries[0]["epsilon"] == before
    problems = by_name(window, QLabel, "Query problems").text()
    assert f"ε must be above 0: {typed} was not taken, it stays {before:g}" in problems, problems


def test_the_total_epsilon_at_zero_is_refused_in_words(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    type_and_leave(qtbot, by_name(window, QAbstractSpinBox, "Total epsilon"), "0")
    assert window.project.state.epsilon == 3
    assert "The total ε must be above 0: 0 was not taken, it stays 3" in window.queries_page.plan_problems.text()


def test_a_delta_that_is_not_a_number_is_refused_and_the_field_shows_the_kept_value(qtbot, window):
    from PySide6.QtWidgets import QLineEdit

    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    window.queries_page.list.selectRow(0)
    field = by_name(window, QLineEdit, "Query delta")
    field.setText("abc")
    field.editingFinished.emit()
    assert "δ must be a number such as 1e-7: 'abc' was not taken, it stays 0" in \
        by_name(window, QLabel, "Query problems").text()
    assert field.text() == "0" and "delta" not in window.project.state.queries[0]
    total = by_name(window, QLineEdit, "Total delta")
    total.setText("abc")
    total.editingFinished.emit()
    assert "'abc' was not taken, it stays 1e-07" in window.queries_page.plan_problems.text()
    assert total.text() == "1e-07" and window.project.state.delta == 1e-7


@pytest.mark.parametrize("language", ["de", "el", "en"])
@pytest.mark.parametrize("typed", ["1.5", "1,5"])
def test_a_decimal_typed_with_either_mark_is_read_as_one_in_every_language(qtbot, window, monkeypatch, language,
                                                                           typed):
    """German's locale reads "." as a thousands mark: "1.5" typed into an ε box would have been 15, ten
    times the ε meant. Every number box reads "." and "," alike as the decimal mark."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE")
    open_and_wait(qtbot, window, window.open_sample)
    window.language_actions[language].trigger()
    window.steps.setCurrentRow(2)
    window.queries_page.list.selectRow(0)
    for name in ("Total epsilon", "Query epsilon value", "Query weight"):
        box = by_name(window, QAbstractSpinBox, name)
        box.setFocus()
        box.lineEdit().selectAll()
        for character in typed:
            box.lineEdit().insert(character)
        qtbot.keyClick(box, Qt.Key_Return)
        box.clearFocus()
        assert box.value() == 1.5, (name, box.lineEdit().text())
    assert window.project.state.epsilon == 1.5 and window.project.state.queries[0]["epsilon"] == 1.5
    window.language_actions["en"].trigger()
