"""`dpstudio` as the benchmarks run it (the figures of 2026-11-23, run 1, needed it; fixed since): `python -m benchmarks.cli_run release PLAN --data ...`.

It is `python -m dpstudio` with one work-around, applied only while it is needed and said on
stderr: Ibis 12 streams DuckDB results with a cursor method DuckDB 2.0 removed, and the ledger's
people (EngineSource.people_frame) are read that way, so a release from Parquet fails with exit 1.
The work-around reads them the way ibis_answers.arrow_batches already does (all at once).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def needs_work_around() -> bool:
    import inspect

    import duckdb

    from dpstudio.core.exact.engine_source import EngineSource

    streams = "to_pyarrow_batches" in inspect.getsource(EngineSource.people_frame)
    return streams and not hasattr(duckdb.connect(), "fetch_record_batch")


def work_around() -> None:
    from dpstudio.core.exact import engine_source
    from dpstudio.core.exact.ibis_answers import arrow_batches

    def people_frame(self, person_column):
        import pyarrow as pa

        columns = [person_column] if person_column is not None else self.data_columns()
        with engine_source.quiet_drivers():
            expr = self.table.select(*columns)
            return pa.Table.from_batches(arrow_batches(expr), schema=expr.schema().to_pyarrow()).to_pandas()

    engine_source.EngineSource.people_frame = people_frame
    print("benchmark note: EngineSource.people_frame read through ibis_answers.arrow_batches "
          "(Ibis 12 + DuckDB 2.0 cannot stream)", file=sys.stderr)


if __name__ == "__main__":
    if needs_work_around():
        work_around()
    from dpstudio.__main__ import main

    sys.exit(main(sys.argv[1:]))
