"""A progress bar and a Cancel button that follow one TaskRunner: shown while it works, hidden after."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from ..core.base.words.message import said
from .translation import app_language, translator
from .widgets import named

_t = translator("TaskProgress")  # what a task does: marked by its caller, QT_TRANSLATE_NOOP("TaskProgress", ...)


class TaskProgress(QWidget):
    """`runner`'s progress; Cancel (when `cancellable`) drops its task, or, when the task `waits`, asks it to
    stop and shows "Cancelling…" until it has. A task that reports no progress shows a moving bar. `what` is
    English (the accessible names keep it), shown in the app's language until the task tells which step it
    is on (progress.report_step: e.g. the database computing the true answers), which is shown instead."""

    def __init__(self, runner, what: str, cancellable: bool = True, parent=None, waits: bool = False):
        super().__init__(parent)
        self.runner, self.what, self.waits = runner, what, waits
        self.cancelling = False
        self.step = None  # the step the task said it is on (a core Message), shown instead of `what`
        self.label = named(QLabel(), f"{what} status")
        self.bar = named(QProgressBar(), f"{what} progress")
        self.bar.setRange(0, 100)
        self.cancel_button = named(QPushButton(), f"Cancel {what.lower()}")
        self.cancel_button.setVisible(cancellable)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar, 1)
        layout.addWidget(self.cancel_button)
        self.cancel_button.clicked.connect(self._cancel)
        runner.busy.connect(self._busy)
        runner.progress.connect(self._progress)
        runner.step.connect(self._step)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Its words in the app's language (the page that holds it calls this)."""
        if self.cancelling:
            self.label.setText(self.tr("Cancelling…"))
        else:
            self.label.setText(said(self.step, app_language()) + "…" if self.step is not None else _t(self.what))
        self.cancel_button.setText(self.tr("Cancel"))

    def _cancel(self) -> None:
        if not self.waits:
            self.runner.cancel()
            return
        self.cancelling = True
        self.retranslate()
        self.cancel_button.setEnabled(False)
        self.runner.request_cancel()

    def _busy(self, busy: bool) -> None:
        self.bar.setRange(0, 0)  # moving until the task reports a fraction
        self.cancelling = False
        self.step = None
        self.retranslate()
        self.cancel_button.setEnabled(True)
        self.setVisible(busy)

    def _step(self, step) -> None:
        self.step = step
        self.retranslate()

    def _progress(self, percent: int) -> None:
        self.bar.setRange(0, 100)
        self.bar.setValue(percent)
