"""The Columns page answers bad bounds on the spot: reversed bounds are marked and named, text in a
bound is refused with a message, a typographic minus reads as one; a date column's type says so."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from dpstudio.gui.models import ColumnsModel
from tests.gui.conftest import by_name, open_and_wait


def bound_cell(window, column: str, which: int):
    model = window.columns_page.model
    row = window.project.column_names.index(column)
    return model, model.index(row, ColumnsModel.LOW + which)


def test_reversed_bounds_are_marked_and_named(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(1)
    label = by_name(window, QLabel, "Bound problems")
    assert label.isHidden()
    model, upper = bound_cell(window, "length_of_stay", 1)
    assert model.setData(upper, "-5")  # below the sample's lower bound 0
    assert window.project.state.columns["length_of_stay"].bounds[1] == -5
    assert not label.isHidden() and "length_of_stay: the lower bound 0 is above the upper bound -5" in label.text()
    assert model.data(upper, Qt.ToolTipRole) == "The lower bound is above the upper bound: swap them."
    assert model.setData(upper, "60")
    assert label.isHidden()


def test_text_in_a_bound_is_refused_with_a_message(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(1)
    label = by_name(window, QLabel, "Bound problems")
    model, lower = bound_cell(window, "length_of_stay", 0)
    before = window.project.state.columns["length_of_stay"].bounds
    assert not model.setData(lower, "zero")
    assert window.project.state.columns["length_of_stay"].bounds == before
    assert "'zero' is not a number: the lower bound of length_of_stay is unchanged" in label.text()
    assert model.setData(lower, "\u22121")  # "−1" as a word processor writes it
    assert window.project.state.columns["length_of_stay"].bounds[0] == -1
