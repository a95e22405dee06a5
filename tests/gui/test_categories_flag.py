"""The "categories taken from the data" flag survives editing that does not replace the list."""
from PySide6.QtCore import Qt

from dpstudio.gui.models import ColumnsModel
from tests.gui.conftest import open_and_wait


def ward_taken_from_data(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    page = window.columns_page
    page.view.selectRow(window.project.column_names.index("ward"))
    page.take_categories_from_data(confirmed=True)
    assert window.project.state.columns["ward"].categories_from_data
    return page


def test_confirming_the_dialog_unchanged_keeps_the_flag(qtbot, window):
    page = ward_taken_from_data(qtbot, window)
    dialog = page.edit_categories()
    dialog.accept()
    assert window.project.state.columns["ward"].categories_from_data
    assert window.project.to_plan()["categories_from_data"] == ["ward"]
    assert "Category lists taken from the data" in window.release_page.summary.text()


def test_committing_the_cell_unchanged_keeps_the_flag(qtbot, window):
    page = ward_taken_from_data(qtbot, window)
    index = page.model.index(window.project.column_names.index("ward"), ColumnsModel.CATEGORIES)
    page.model.setData(index, page.model.data(index, Qt.EditRole), Qt.EditRole)
    assert window.project.state.columns["ward"].categories_from_data


def test_trimming_a_list_taken_from_the_data_keeps_the_flag(qtbot, window):
    page = ward_taken_from_data(qtbot, window)
    dialog = page.edit_categories()
    dialog.text.setPlainText("Surgery\nPsychiatry")
    dialog.accept()
    assert window.project.state.columns["ward"].categories == ["Surgery", "Psychiatry"]
    assert window.project.state.columns["ward"].categories_from_data


def test_a_new_list_sharing_no_value_clears_the_flag(qtbot, window):
    page = ward_taken_from_data(qtbot, window)
    dialog = page.edit_categories()
    dialog.text.setPlainText("Ward A\nWard B")
    dialog.accept()
    assert not window.project.state.columns["ward"].categories_from_data
