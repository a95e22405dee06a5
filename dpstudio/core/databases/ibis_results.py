"""An Ibis expression's result, fetched from its backend: a small one's rows (the plan's aggregates), a large
one's record batches streamed, each as the backend best gives it.
"""
from __future__ import annotations

import pyarrow as pa

BATCH_ROWS = 1 << 20


def arrow_batches(expr, rows: int = BATCH_ROWS):
    """The result's record batches, streamed (at most `rows` rows each in memory at once).

    Ibis 12's DuckDB backend streams with a cursor method DuckDB 2.0 removed: there, the compiled
    query runs as a DuckDB relation (Ibis registers the in-memory tables it reads first) and DuckDB's
    own Arrow reader streams it (without its progress bar, which would draw on the steward's terminal)."""
    backend = expr._find_backend(use_default=True)  # a memtable runs on the default backend (DuckDB)
    if backend.name == "duckdb" and not hasattr(backend.con, "fetch_record_batch"):
        backend.con.execute("SET enable_progress_bar = false")
        yield from backend._to_duckdb_relation(expr).to_arrow_reader(rows)
        return
    yield from expr.to_pyarrow_batches(chunk_size=rows)


def aggregate_rows(expr) -> list[dict]:
    """A small result's rows as dicts: the plan's aggregates (a few hundred rows at most).

    On PostgreSQL through an ordinary cursor: Ibis 12 fetches through a server-side cursor (DECLARE ...
    CURSOR), which PostgreSQL never plans in parallel, so the plan's UNION ALL of aggregates ran on one
    core (1.85 s, against 1.07 s with its parallel workers, at 10^6 rows: benchmarks/RESULTS.md). The
    rows become Arrow values under the expression's own schema, as Ibis's batches do."""
    backend = expr._find_backend(use_default=True)
    if backend.name != "postgres":
        return expr.to_pyarrow().to_pylist()
    backend._run_pre_execute_hooks(expr)
    with backend.con.cursor() as cursor, backend.con.transaction():
        rows = cursor.execute(backend.compile(expr)).fetchall()
    return pa.array(rows, type=expr.schema().as_struct().to_pyarrow()).to_pylist()
