"""The Ibis engine: a table wherever Ibis reaches it (DuckDB, a SQL database, Spark), answered there.

Every computation is an Ibis expression compiled for the table's engine; only aggregates (counts per
cell or bucket, exact sums) come back, except for randomized response, which reads one code per row
and only where `rows_local` says the rows may be read in this process (DuckDB in process).
"""
from __future__ import annotations

from ..progress import check_cancel, report
from .ibis_answers import ibis_answer, one_row
from .ibis_bounding import bound_rows
from .ibis_values import kind_of
from .source import PreparedAnswers


class IbisSource:
    """An Ibis table; `row_order` names a column giving file order (None: a database, no order)."""

    def __init__(self, table, engine: str, row_order: str | None, description: str, rows_local: bool = False):
        self.table, self.engine, self.row_order = table, engine, row_order
        self.description, self.rows_local = description, rows_local

    def column_kinds(self) -> dict[str, str]:
        """Each column's kind from the engine's schema (the row-order column is not the steward's)."""
        schema = self.table.schema()
        return {name: kind_of(dtype) for name, dtype in schema.items() if name != self.row_order}

    def row_count(self) -> int:
        return int(self.table.count().to_pyarrow().as_py())

    def people_frame(self, person_column: str | None):
        """The person column (or every column, when a row is a person), read into this process for the
        ledger's population sketch, which hashes them at once with the ledger's key."""
        columns = [person_column] if person_column else [c for c in self.table.columns if c != self.row_order]
        return self.table.select(*columns).to_pyarrow().to_pandas()

    def used_columns(self, plan) -> list[str]:
        """The columns a plan reads (in table order): the only ones bounding and queries carry along."""
        unit = plan.privacy_unit
        wanted = {unit.column, getattr(unit, "order_by", None), self.row_order}
        for query in plan.queries:
            wanted.update(query.columns_used())
        return [name for name in self.table.columns if name in wanted]

    def prepare(self, plan, progress=None, cancel=None) -> PreparedAnswers:
        kinds = self.column_kinds()
        used = self.table.select(*self.used_columns(plan))
        bounded = bound_rows(used, plan.privacy_unit, kinds, self.row_order)
        return self._answer(plan, bounded, kinds, progress, cancel)

    def _answer(self, plan, bounded, kinds, progress, cancel) -> PreparedAnswers:
        answers = []
        for index, query in enumerate(plan.queries):
            check_cancel(cancel)
            where = f"queries[{index}] ('{query.id}')"
            answers.append(ibis_answer(query, bounded.rows, kinds, where, self))
            report(progress, (index + 1) / (len(plan.queries) + 1))
        check_cancel(cancel)
        if bounded.facts is None:
            facts = {"rows_without_person": 0, "rows_over_limit": 0, "people": self.row_count()}
        else:
            facts = {name: int(value) for name, value in one_row(bounded.facts).items()}
        report(progress, 1.0)
        return PreparedAnswers(tuple(answers), **facts)

    def __repr__(self) -> str:
        return f"IbisSource({self.engine}: {self.description})"
