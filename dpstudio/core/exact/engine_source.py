"""An Ibis source as the steward's commands use it: the people for the ledger, class sizes for risk.

The ledger's sample of the people is computed by the engine (people_sample.py): only salted hashes
come back. Reading the people themselves (people_batches) is left for sketches of the older scheme
(ledger/population_v1.py), which hash each id with the ledger's key at once and keep none; the risk figures
need the size of each combination of quasi-identifiers, which the engine counts (GROUP BY) so that
only one row per combination comes back. Neither is ever published.
"""
from __future__ import annotations

import pandas as pd

from ..base.errors import InputError
from ..base.words.message import Message, counted
from ..databases.db_connect import time_limit_ms
from ..databases.driver_quiet import quiet_drivers
from .ibis_source import IbisSource
from .people_digests import MD5_SHA256
from ..databases.server_cancel import source_stopped_on_cancel

CLASS_SIZE = "__dpstudio_class_size"


class EngineSource(IbisSource):
    """An IbisSource (see ibis_source.py) that can also hand the ledger its people and the risk
    figures their class sizes."""

    @classmethod
    def of(cls, source: IbisSource) -> "EngineSource":
        return cls(source.table, source.engine, source.row_order, source.description, source.rows_local)

    def time_limit_ms(self) -> int | None:
        """The statement timeout on the database the table lives in (core/databases/db_connect.py), if dpstudio set one."""
        try:
            return time_limit_ms(self.table._find_backend())
        except Exception:  # noqa: BLE001 - a table of no single backend: no time limit to tell
            return None

    def row_count(self) -> int:
        with quiet_drivers(self.description, self.time_limit_ms()):
            return super().row_count()

    def prepare(self, plan, progress=None, cancel=None):
        """The exact answers (IbisSource.prepare); the steward's Cancel stops the statement on the server."""
        with quiet_drivers(self.description, self.time_limit_ms()), source_stopped_on_cancel(self, cancel):
            return super().prepare(plan, progress, cancel)

    def data_columns(self) -> list[str]:
        return [name for name in self.table.columns if name != self.row_order]

    def people_batches(self, columns: list[str]):
        """The cells of `columns` in batches (see IbisSource.people_batches); a missing column named plainly."""
        self._check_people(columns)
        with quiet_drivers(self.description, self.time_limit_ms()):
            yield from super().people_batches(columns)

    def people_sample(self, columns: list[str], person: bool, salt: str, kind: str = MD5_SHA256):
        """The ledger's sample of the people (see IbisSource.people_sample); a missing column named plainly."""
        self._check_people(columns)
        with quiet_drivers(self.description, self.time_limit_ms()):
            return super().people_sample(columns, person, salt, kind)

    def _check_people(self, columns) -> None:
        missing = [name for name in columns if name not in self.data_columns()]
        if missing:
            raise InputError(Message("the table has no column {column} (the privacy unit)", column=repr(missing[0])),
                             where=self.description)

    def class_sizes(self, columns) -> pd.DataFrame:
        """One row per distinct combination of `columns` (missing values included), with its row count."""
        missing = [name for name in columns if name not in self.data_columns()]
        if missing:
            raise InputError(counted("count", "the table has no column {columns}", "the table has no columns {columns}",
                                     count=len(missing), columns=[repr(name) for name in missing]),
                             where=self.description, hint=Message("Check the column names (they are case-sensitive)"))
        grouped = self.table.group_by(list(columns)).aggregate(**{CLASS_SIZE: self.table.count()})
        with quiet_drivers(self.description, self.time_limit_ms()):
            return grouped.to_pyarrow().to_pandas()

    def class_rows(self, columns) -> pd.DataFrame:
        """A frame with one row per table row over `columns`, rebuilt from the class sizes (row order lost,
        which no risk figure depends on)."""
        sizes = self.class_sizes(columns)
        rows = sizes.loc[sizes.index.repeat(sizes.pop(CLASS_SIZE).astype("int64"))]
        return rows.reset_index(drop=True)
