"""SIGTERM on the command line, handled as Ctrl-C is.

A service manager, a scheduler's time limit or `kill PID` sends SIGTERM, whose default is to end the
process at once, without a word: a release stopped that way said nothing of what it had spent or written.
While a command runs, SIGTERM raises errors.Terminated (a KeyboardInterrupt) in the main thread instead,
so everything Ctrl-C does happens: a release stopped before its charge charges and writes nothing, one
stopped after it says the budget was spent (exit 4), a statement running on PostgreSQL is cancelled, and
the command says which (main.main). kill -9 (SIGKILL) cannot be caught; the ledger's order is what keeps
that honest (publish.py).
"""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager

from ..core.base.errors import Terminated


def _terminate(signum, frame):
    raise Terminated()


@contextmanager
def sigterm_as_interrupt():
    """Within the block, SIGTERM raises Terminated (only the main thread can install a handler: elsewhere, as is)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGTERM"):
        yield
        return
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
