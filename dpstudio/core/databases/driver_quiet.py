"""The engines' and drivers' failures in the steward's words, around any call that reaches an engine.

A module of its own, without Ibis, so that a command answered by pandas (a CSV file) can open its table
(exact/opening.open_source) without importing Ibis, sqlglot or DuckDB (they take about half a second).
"""
from __future__ import annotations

import sys
import warnings
from contextlib import contextmanager

from ..base.errors import InputError
from ..base.words.message import Message
from .db_connect import write_refused
from .driver_errors import reading_failure


@contextmanager
def quiet_drivers(where: str | None = None, limit_ms: int | None = None):
    """Ibis and the drivers warn about their own APIs (deprecations): nothing the steward can act on.
    DuckDB running out of memory is told as what the steward can change (its memory limit); PostgreSQL
    refusing a write in dpstudio's read-only transaction (a function or view the query calls that writes)
    as what it is, with `where` (the table or query) named; a role that may not read the table, or a connection
    that broke off, or a statement stopped at its time limit (`limit_ms`) or cancelled, in words
    (driver_errors.reading_failure)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        warnings.simplefilter("ignore", FutureWarning)
        try:
            yield
        except Exception as error:
            if _out_of_memory(error):
                first = (str(error).strip().splitlines() or [""])[0]
                raise InputError(Message("DuckDB ran out of memory ({reason})", reason=first),
                                 hint=Message("Raise --memory-limit (e.g. 2GB), or close other programs and try "
                                              "again")) from None
            refused = write_refused(error, where) or reading_failure(error, where, limit_ms)
            if refused is not None:
                raise refused from None
            raise


def _out_of_memory(error: Exception) -> bool:
    duckdb = sys.modules.get("duckdb")  # loaded whenever DuckDB answered; else not DuckDB's error
    return duckdb is not None and isinstance(error, duckdb.OutOfMemoryException)
