"""Column roles: what a column is to the people in the table."""
from __future__ import annotations

from enum import Enum


class ColumnRole(str, Enum):
    IDENTIFIER = "identifier"          # names, record numbers: never used by a query or released
    QUASI_IDENTIFIER = "quasi_identifier"  # age, sex, zip: linkable to other sources
    SENSITIVE = "sensitive"            # diagnosis, test result
    OTHER = "other"

    @property
    def label(self) -> str:
        return {"identifier": "Direct identifier", "quasi_identifier": "Quasi-identifier",
                "sensitive": "Sensitive", "other": "Other"}[self.value]

    @property
    def usable_in_queries(self) -> bool:
        return self is not ColumnRole.IDENTIFIER


ROLE_NAMES = tuple(r.value for r in ColumnRole)
