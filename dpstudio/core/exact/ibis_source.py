"""The Ibis engine: a table wherever Ibis reaches it (DuckDB, a SQL database, Spark), answered there.

Every computation is an Ibis expression compiled for the table's engine; only aggregates (counts per
cell or bucket, exact sums) come back, except for randomized response, which reads one code per row
and only where `rows_local` says the rows may be read in this process (DuckDB in process).
"""
from __future__ import annotations

import pandas as pd
import pyarrow as pa

from ..databases.ibis_results import arrow_batches
from ..base.exact_answers import PreparedAnswers
from .people_digests import MD5_SHA256
from ..base.progress import check_cancel, report
from .ibis_answers import answer_plan
from .ibis_bounding import bound_rows
from .ibis_people import reads_last_rows
from .ibis_values import kind_of

# Arrow types read back as the pandas dtypes the file readers give (booleans stay booleans with NULLs)
PANDAS_TYPES = {pa.bool_(): pd.BooleanDtype(), pa.string(): pd.StringDtype(), pa.large_string(): pd.StringDtype(),
                **{t: pd.Int64Dtype() for t in (pa.int8(), pa.int16(), pa.int32(), pa.int64())}}
# rows per batch of the ledger's people: every column when a row is a person, so smaller than the
# answers' batches (at 2^16 rows a 13-column table's sketch peaks at 0.6 GB for 10^7 rows, 1.3 GB at 2^20)
PEOPLE_BATCH_ROWS = 1 << 16


class IbisSource:
    """An Ibis table; `row_order` names a column giving file order (None: a database, no order)."""

    content_file = None  # a file whose bytes alone are the table's rows (a Parquet file read where it lies), if any

    def __init__(self, table, engine: str, row_order: str | None, description: str, rows_local: bool = False):
        self.table, self.engine, self.row_order = table, engine, row_order
        self.description, self.rows_local = description, rows_local

    def column_kinds(self) -> dict[str, str]:
        """Each column's kind from the engine's schema (the row-order column is not the steward's)."""
        schema = self.table.schema()
        return {name: kind_of(dtype) for name, dtype in schema.items() if name != self.row_order}

    def row_count(self) -> int:
        return int(self.table.count().to_pyarrow().as_py())

    def people_batches(self, columns: list[str]):
        """The cells of `columns`, streamed batch by batch into this process for the ledger's population
        sketch, which hashes each batch at once with the ledger's key and keeps no cell."""
        for batch in arrow_batches(self.table.select(*columns), PEOPLE_BATCH_ROWS):
            yield batch.to_pandas(types_mapper=PANDAS_TYPES.get)

    def people_sample(self, columns: list[str], person: bool, salt: str, kind: str = MD5_SHA256):
        """The ledger's sample of the table's people, computed by the engine (people_sample.py): only the
        smallest salted hashes and a count come back."""
        from .people_sample import people_sample  # looked up when called: tests/core/test_release_api.py replaces it

        return people_sample(self.table, list(columns), person, salt, self.row_count(), kind=kind)

    def used_columns(self, plan) -> list[str]:
        """The columns a plan reads (in table order): the only ones bounding and queries carry along."""
        unit = plan.privacy_unit
        wanted = {unit.column, getattr(unit, "order_by", None), self.row_order}
        for query in plan.queries:
            wanted.update(query.columns_used())
        return [name for name in self.table.columns if name in wanted]

    def prepare(self, plan, progress=None, cancel=None) -> PreparedAnswers:
        kinds = self.column_kinds()
        # the bounding window carries only the columns the plan reads; without one (a row is a person) every
        # part reads the table itself: a projection shared by several parts becomes a common table
        # expression, which PostgreSQL writes out as a temporary table (1.1 s of 6.4 s for 10^6 rows)
        used = self.table.select(*self.used_columns(plan)) if plan.privacy_unit.column is not None else self.table
        bounded = bound_rows(used, plan.privacy_unit, kinds, self.row_order, last=reads_last_rows(plan))
        return self._answer(plan, bounded, kinds, progress, cancel)

    def _answer(self, plan, bounded, kinds, progress, cancel) -> PreparedAnswers:
        check_cancel(cancel)
        answers, facts = answer_plan(plan, bounded, kinds, self, progress, cancel)
        report(progress, 1.0)
        return PreparedAnswers(tuple(answers), **facts)

    def __repr__(self) -> str:
        return f"IbisSource({self.engine}: {self.description})"
