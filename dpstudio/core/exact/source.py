"""Where a table's rows live, and all the private side may ask of them: the seam.

A TableSource answers three questions, each computed where the data lives (pandas in memory,
DuckDB, a SQL database, Spark): the columns' names and kinds (from the engine's schema, never
guessed from values), how many rows there are (to refuse an empty table), and the exact answers
of a plan's queries after contribution bounding (definitions.py says what each answer is).
Nothing a source returns is published: core.private adds the noise in the steward's process.
"""
from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..base.exact_answers import PreparedAnswers
from .people_digests import MD5_SHA256
from .frame_source import FrameSource


@runtime_checkable
class TableSource(Protocol):
    engine: str  # "pandas", "duckdb", "postgres", "spark", ...

    def column_kinds(self) -> dict[str, str]:
        """Each column's name and kind (column_kinds.NUMBER, TEXT, BOOLEAN, DATE or OTHER), in table order."""

    def row_count(self) -> int:
        """How many rows the table has (the steward's eyes only)."""

    def prepare(self, plan, progress=None, cancel=None) -> PreparedAnswers:
        """Bound each person's rows to the plan's max_rows, then answer every query exactly."""

    def people_sample(self, columns: list[str], person: bool, salt: str, kind: str = MD5_SHA256):
        """The ledger's sample of the people (exact/people_sample.PeopleSample), computed where the table
        lives: the ids in columns[0] when `person`, else whole rows over `columns`, each hashed salted by
        the engine (`kind`: people_digests.py); only the smallest hashes and a count come back
        (ledger/population.py)."""

    def people_batches(self, columns: list[str]):
        """The cells of `columns` an older ledger's sketch hashes (ledger/population_v1.py: the person
        column, or every column when a row is a person), as DataFrames of a bounded number of rows.
        Each is keyed-hashed at once in the steward's process; no cell is kept or published."""


def as_source(table) -> TableSource:
    """A TableSource for a pandas DataFrame, or the source itself."""
    if isinstance(table, TableSource):
        return table
    return FrameSource(table)

