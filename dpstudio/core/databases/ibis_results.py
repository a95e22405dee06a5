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


# PostgreSQL's costs of starting parallel workers and of passing them a row, for a query whose every row costs
# more than the planner counts (a hash of each row: its functions are costed like an addition). With the defaults
# (1000 and 0.1) the ledger's sketch by person of 10^6 rows under scheme V2 ran on one core, 1.03 s; with these,
# on three, 0.64 s. Scheme V3's query (a filter on MD5) is planned with the workers either way at 10^7 rows
# (benchmarks/RESULTS.md, issue 47).
PARALLEL_COSTS = (("parallel_setup_cost", "10"), ("parallel_tuple_cost", "0.001"))


def aggregate_rows(expr, costly_rows: bool = False) -> list[dict]:
    """A small result's rows as dicts: the plan's aggregates (a few hundred rows at most).

    On PostgreSQL through an ordinary cursor: Ibis 12 fetches through a server-side cursor (DECLARE ...
    CURSOR), which PostgreSQL never plans in parallel, so the plan's UNION ALL of aggregates ran on one
    core (1.85 s, against 1.07 s with its parallel workers, at 10^6 rows: benchmarks/RESULTS.md). The
    rows become Arrow values under the expression's own schema, as Ibis's batches do. `costly_rows`: the
    query's work on each row is more than PostgreSQL's planner counts, so its transaction (and nothing after it)
    plans with PARALLEL_COSTS (SET LOCAL: a setting of this transaction, not a change to the database)."""
    backend = expr._find_backend(use_default=True)
    if backend.name != "postgres":
        return expr.to_pyarrow().to_pylist()
    backend._run_pre_execute_hooks(expr)
    with backend.con.cursor() as cursor, backend.con.transaction():
        for name, value in PARALLEL_COSTS if costly_rows else ():
            cursor.execute(f"SET LOCAL {name} = {value}")
        rows = cursor.execute(backend.compile(expr)).fetchall()
    return pa.array(rows, type=expr.schema().as_struct().to_pyarrow()).to_pylist()
