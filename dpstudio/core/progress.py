"""Plain progress and cancel arguments for long core functions; the GUI adapts them at its edge.

`progress` is a callable taking a fraction in [0, 1] (or None); `cancel` is anything with an
`is_set()` method, such as a threading.Event (or None).
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


def scaled(progress: ProgressCallback | None, start: float, end: float) -> ProgressCallback | None:
    """A callback reporting `start..end` of the whole for a step that reports 0..1 of itself."""
    if progress is None:
        return None
    return lambda fraction: progress(start + (end - start) * fraction)
