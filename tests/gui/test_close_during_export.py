"""Closing the window during an export asks first; stopping waits for the worker (no traceback)."""
from PySide6.QtWidgets import QMessageBox


def slow_export(cancel):
    """Stands for export_release before its charge: it stops at a cancel point, as the real one does."""
    from dpstudio.core.base.errors import Cancelled

    cancel.wait(20)
    raise Cancelled()


def test_closing_during_an_export_asks_and_can_be_declined(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[1]) or QMessageBox.No)
    window.release_page.runner.start(slow_export)
    assert window.release_page.runner.running
    window.close()
    assert asked == ["An export is running"] and window.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[1]) or QMessageBox.Yes)
    window.close()
    assert len(asked) == 2 and not window.isVisible()
    assert window.release_page.runner.wait(1000)  # the worker stopped at its cancel point


def test_closing_without_an_export_does_not_ask(qtbot, window, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: (_ for _ in ()).throw(AssertionError("asked")))
    window.close()
    assert not window.isVisible()
