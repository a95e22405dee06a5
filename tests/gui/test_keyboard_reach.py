"""Every action is reachable without a mouse: each button, field, list and box on every page takes the
keyboard focus with Tab, and has an accessible name a screen reader can say."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QHeaderView, QLineEdit,
                               QSlider)

from tests.gui.conftest import open_and_wait

INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLineEdit, QSlider)


def test_every_control_takes_the_focus_with_tab_and_has_a_name(qtbot, window):
    open_and_wait(qtbot, window, window.open_sample)
    missing_focus, unnamed = [], []
    for step in range(window.steps.count()):
        window.steps.setCurrentRow(step)
        page = window.pages.currentWidget() if hasattr(window, "pages") else window
        for kind in INTERACTIVE:
            for widget in page.findChildren(kind):
                if not widget.isVisibleTo(page) or isinstance(widget, QHeaderView) or \
                        widget.objectName().startswith("qt_") or isinstance(widget.parent(), QComboBox):
                    continue  # Qt's own parts of a view or a box, which the view or box stands for
                if kind is QLineEdit and isinstance(widget.parent(), (QAbstractSpinBox, QComboBox)):
                    continue  # the editor inside a spin box or combo box: the box takes the focus
                if not widget.focusPolicy() & Qt.TabFocus:
                    missing_focus.append(widget.accessibleName() or widget.objectName() or type(widget).__name__)
                if not widget.accessibleName():
                    unnamed.append(f"{type(widget).__name__} on step {step + 1}: {getattr(widget, 'text', lambda: '')()}")
    assert not missing_focus, missing_focus
    assert not unnamed, unnamed
