"""Plain progress and cancel arguments for long core functions; the GUI adapts them at its edge.

`progress` is a callable taking a fraction in [0, 1] (or None); `cancel` is anything with an
`is_set()` method, such as a threading.Event (or None). A `progress` that also has a `step(message)` method
hears which step a long task is on (a Message of the catalogue: "reading who is in the table for
the ledger", "the true answers where the data is"...), which the app shows beside its bar.
"""
from __future__ import annotations

from typing import Callable, Protocol

from .errors import Cancelled

ProgressCallback = Callable[[float], None]


class CancelToken(Protocol):
    def is_set(self) -> bool: ...


def report(progress: ProgressCallback | None, fraction: float) -> None:
    if progress is not None:
        progress(min(1.0, max(0.0, fraction)))


def check_cancel(cancel: CancelToken | None) -> None:
    if cancel is not None and cancel.is_set():
        raise Cancelled()


def report_step(progress: ProgressCallback | None, step) -> None:
    """Tell `progress` which step the task is on now (a Message), if it listens for steps."""
    tell = getattr(progress, "step", None)
    if tell is not None:
        tell(step)


class _Scaled:
    """A callback reporting `start..end` of the whole for a part that reports 0..1 of itself; its steps
    pass through."""

    def __init__(self, progress: ProgressCallback, start: float, end: float):
        self.progress, self.start, self.end = progress, start, end

    def __call__(self, fraction: float) -> None:
        self.progress(self.start + (self.end - self.start) * fraction)

    def step(self, step) -> None:
        report_step(self.progress, step)


def scaled(progress: ProgressCallback | None, start: float, end: float) -> ProgressCallback | None:
    """A callback reporting `start..end` of the whole for a step that reports 0..1 of itself."""
    if progress is None:
        return None
    return _Scaled(progress, start, end)
