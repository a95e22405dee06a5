"""The app's Cancel stops the statement running where the data is, not only the steward's side of it.

A long core function checks its `cancel` token (progress.py) between steps; a statement the engine is
running is a single step, which without this would run on to its end (or its time limit) after the
steward pressed Cancel. While a block runs under `stopped_on_cancel`, a small thread watches the token and,
once it is set, asks the engine to stop what it runs now, from outside the thread waiting for it, as Ctrl-C
does on the command line:

- PostgreSQL: psycopg's `cancel_safe()` sends the server a cancel request on a connection of its own; the
  statement ends with "canceling statement due to user request" and Ibis rolls its transaction back.
- DuckDB: the connection's `interrupt()`.
- Spark: the session's `cancelAllJobs()` (dpstudio's session runs only dpstudio's jobs).

The failure the engine then raises is the steward's own Cancel, and is told as that (errors.Cancelled),
never as the database's error.
"""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Callable

from ..base.errors import Cancelled

POLL_SECONDS = 0.1  # how soon after Cancel the engine is asked to stop


def statement_stopper(backend) -> Callable[[], None] | None:
    """A function that stops whatever the Ibis connection `backend` is running now, callable from another
    thread; None for an engine that cannot be stopped from outside."""
    name = getattr(backend, "name", None)
    if name == "postgres":
        raw = backend.con
        return getattr(raw, "cancel_safe", None) or raw.cancel
    if name == "duckdb":
        return backend.con.interrupt
    if name == "pyspark":
        session = backend._session
        if type(session).__module__.startswith("pyspark.sql.connect"):  # Spark Connect: no SparkContext here
            return session.interruptAll
        return session.sparkContext.cancelAllJobs
    return None


@contextmanager
def stopped_on_cancel(backend, cancel):
    """Run the block; once `cancel` (anything with `is_set()`) is set, stop the engine's running statement,
    and raise Cancelled for whatever the block then fails with. A block that ends without failing ends as it
    is: the caller's next check_cancel decides (a stop that reached an engine with nothing running does
    nothing)."""
    stop = statement_stopper(backend) if cancel is not None else None
    if stop is None:
        yield
        return
    finished = threading.Event()

    def watch():
        while not finished.wait(POLL_SECONDS):
            if cancel.is_set():
                try:
                    stop()
                except Exception:  # noqa: BLE001 - the statement ended meanwhile: nothing left to stop
                    pass
                return

    watcher = threading.Thread(target=watch, name="dpstudio-cancel-watch", daemon=True)
    watcher.start()
    try:
        yield
    except Exception:
        if cancel.is_set():
            raise Cancelled() from None
        raise
    finally:
        finished.set()
        watcher.join()


def engine_of(source):
    """The Ibis connection a table source reads through (an EngineSource's), or None (a frame in memory)."""
    find = getattr(getattr(source, "table", None), "_find_backend", None)
    if find is None:
        return None
    try:
        return find()
    except Exception:  # noqa: BLE001 - a table of no single backend: nothing to stop
        return None


def source_stopped_on_cancel(source, cancel):
    """`stopped_on_cancel` for the engine `source` reads through (a frame's block just runs)."""
    return stopped_on_cancel(engine_of(source) if cancel is not None else None, cancel)
