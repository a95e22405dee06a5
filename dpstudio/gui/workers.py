"""One small task runner: runs one core function at a time on a worker thread.

Starting a new task cancels the previous one (its result is dropped); done/failed/progress are
delivered on the GUI thread. Core functions that take `cancel` and `progress` keywords get a
threading.Event and a callback taking a fraction (0..1); others just run.

Runners made with `lock=ENGINE_LOCK` run their tasks one at a time among themselves: they read the
project's table, and an Ibis connection (psycopg, DuckDB) breaks when two threads use it at once.
"""
from __future__ import annotations

import contextlib
import inspect
import threading
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

ENGINE_LOCK = threading.RLock()  # held while a task reads the project's table (see above)


class _Signals(QObject):
    done = Signal(int, object)
    failed = Signal(int, object, str)
    progress = Signal(int, int)
    step = Signal(int, object)


class _Progress:
    """The `progress` a task gets: a fraction (0..1) as a percent, and the step it is on (progress.report_step)."""

    def __init__(self, signals, number):
        self.signals, self.number = signals, number

    def __call__(self, fraction: float) -> None:
        self.signals.progress.emit(self.number, int(fraction * 100))

    def step(self, step) -> None:
        self.signals.step.emit(self.number, step)


class _Job(QRunnable):
    def __init__(self, number, function, args, kwargs, signals, lock):
        super().__init__()
        self.number, self.function, self.args, self.kwargs, self.signals = number, function, args, kwargs, signals
        self.lock = lock

    def run(self):
        try:
            with self.lock:
                result = self.function(*self.args, **self.kwargs)
        except BaseException as error:  # delivered to the GUI thread, shown in one error dialog
            self.signals.failed.emit(self.number, error, traceback.format_exc())
        else:
            self.signals.done.emit(self.number, result)


class TaskRunner(QObject):
    """Runs at most one task; `done(result)`, `failed(error, details)`, `progress(percent)`, `step(Message)`,
    `busy(bool)`."""

    done = Signal(object)
    failed = Signal(object, str)
    progress = Signal(int)
    step = Signal(object)
    busy = Signal(bool)

    def __init__(self, parent=None, lock=None):
        super().__init__(parent)
        self._lock = lock if lock is not None else contextlib.nullcontext()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._signals.progress.connect(self._on_progress)
        self._signals.step.connect(self._on_step)
        self._number = 0
        self._cancel: threading.Event | None = None

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self, function, *args, **kwargs) -> None:
        self.cancel()
        self._number += 1
        number = self._number
        self._cancel = threading.Event()
        accepted = inspect.signature(function).parameters
        if "cancel" in accepted:
            kwargs["cancel"] = self._cancel
        if "progress" in accepted:
            kwargs["progress"] = _Progress(self._signals, number)
        self.busy.emit(True)
        self._pool.start(_Job(number, function, args, kwargs, self._signals, self._lock))

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
            self.busy.emit(False)

    def request_cancel(self) -> None:
        """Ask the task to stop at its next cancel point, and still deliver how it ended (done or failed):
        for a task whose effect cannot be dropped, such as a release that may already be charged."""
        if self._cancel is not None:
            self._cancel.set()

    def wait(self, msecs: int = 30000) -> bool:
        return self._pool.waitForDone(msecs)

    def _current(self, number) -> bool:
        return number == self._number and self._cancel is not None

    def _on_done(self, number, result):
        if self._current(number):
            self._cancel = None
            self.busy.emit(False)
            self.done.emit(result)

    def _on_failed(self, number, error, details):
        if self._current(number):
            self._cancel = None
            self.busy.emit(False)
            self.failed.emit(error, details)

    def _on_progress(self, number, percent):
        if self._current(number):
            self.progress.emit(percent)

    def _on_step(self, number, step):
        if self._current(number):
            self.step.emit(step)
