"""When Export is disabled, the Release page says why, with a link to the step where it is fixed."""
from PySide6.QtWidgets import QLabel, QPushButton

from tests.gui.conftest import by_name, open_and_wait


def test_the_release_page_says_why_export_is_disabled_and_links_to_the_fix(qtbot, window):
    blocked = by_name(window, QLabel, "Why export is disabled")
    window.release_page.refresh()
    assert "open a table on <a href='step:0'>Data</a>" in blocked.text()
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(4)
    assert blocked.isHidden() and by_name(window, QPushButton, "Export release").isEnabled()
    window.project.edit("Overspend", lambda state: setattr(state, "epsilon", 0.5))
    assert not blocked.isHidden() and not by_name(window, QPushButton, "Export release").isEnabled()
    assert "The total budget's ε" in blocked.text() and "budget.epsilon" not in blocked.text()
    assert "<a href='step:2'>Queries &amp; budget</a>" in blocked.text()
    blocked.linkActivated.emit("step:2")
    assert window.steps.currentRow() == 2
    window.project.undo_stack.undo()
    assert blocked.isHidden()
