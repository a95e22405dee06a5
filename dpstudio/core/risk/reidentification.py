"""Re-identification risk of the raw table over chosen quasi-identifiers (for the steward only).

Records with the same values in every quasi-identifier form an equivalence class (a missing
value is a value of its own). A record in a class of size s is singled out with probability 1/s
by someone who knows those values (prosecutor risk, as ARX reports it). These figures describe
the table itself: they are not private and never go into a release.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Callable

import numpy as np
import pandas as pd

from ..base.words.message import Message
from ..io.column_names import text_named
from ..base.errors import InputError

SMALL_CLASS_LIMITS = (2, 3, 5, 10)
# Each pair of quasi-identifiers, and each set leaving one out, is grouped over every row: the work
# grows with their number squared (60 took 6 s on 10^5 rows). With 30, nearly every record is
# unique already, so more say nothing new.
MAX_QUASI_IDENTIFIERS = 30
DEFAULT_THRESHOLD = 0.2


@dataclass(frozen=True)
class SensitiveRisk:
    """l-diversity of one sensitive column: distinct sensitive values within each class."""

    column: str
    smallest_l: int
    classes_with_one_value: int
    records_with_one_value: int
    share_with_one_value: float


@dataclass(frozen=True)
class Combination:
    """Uniqueness when only these quasi-identifiers are known."""

    columns: tuple[str, ...]
    classes: int
    unique_records: int
    unique_share: float


@dataclass(frozen=True)
class RiskSummary:
    quasi_identifiers: tuple[str, ...]
    records: int
    classes: int
    k: int
    unique_records: int
    in_small_classes: dict[int, int]    # limit -> records in classes smaller than the limit
    class_sizes: dict[int, int]         # class size -> number of classes of that size
    highest_risk: float
    average_risk: float
    threshold: float
    records_above_threshold: int
    sensitive: tuple[SensitiveRisk, ...] = ()
    combinations: tuple[Combination, ...] = ()
    leave_one_out: dict[str, float] = field(default_factory=dict)  # QI -> unique share without it
    # what one of the `records` is: a row ("rows"), or a person of the privacy unit ("people"), whose
    # quasi-identifiers `person_rule` picks (persons.py: "set", "first" or "last")
    counts: str = "rows"
    person_column: str | None = None
    person_rule: str | None = None
    order_by: str | None = None
    rows_without_person: int = 0  # rows left out for having no person id (counting people only)

    def share(self, records: int) -> float:
        return records / self.records if self.records else 0.0

    @property
    def unique_share(self) -> float:
        return self.share(self.unique_records)

    @property
    def share_above_threshold(self) -> float:
        return self.share(self.records_above_threshold)

    def to_dict(self) -> dict:
        return {
            "quasi_identifiers": list(self.quasi_identifiers), "records": self.records, "classes": self.classes,
            "k": self.k, "unique_records": self.unique_records, "unique_share": self.unique_share,
            "records_in_classes_smaller_than": {str(k): v for k, v in self.in_small_classes.items()},
            "class_sizes": {str(k): v for k, v in sorted(self.class_sizes.items())},
            "highest_prosecutor_risk": self.highest_risk, "average_prosecutor_risk": self.average_risk,
            "threshold": self.threshold, "records_above_threshold": self.records_above_threshold,
            "share_above_threshold": self.share_above_threshold,
            "sensitive": [vars(s) for s in self.sensitive],
            "combinations": [{**vars(c), "columns": list(c.columns)} for c in self.combinations],
            "unique_share_without": self.leave_one_out,
            "counts": self.counts, "person_column": self.person_column, "person_rule": self.person_rule,
            "order_by": self.order_by, "rows_without_person": self.rows_without_person,
        }


def column_codes(frame: pd.DataFrame, columns) -> list[np.ndarray]:
    """Integer codes per column; a missing value gets a code of its own."""
    return [pd.factorize(frame[c], use_na_sentinel=False)[0].astype(np.int64) for c in columns]


def class_ids(codes: list[np.ndarray], rows: int) -> np.ndarray:
    """One dense id per distinct combination of codes."""
    if not codes:
        return np.zeros(rows, dtype=np.int64)
    key = codes[0].copy()
    for column in codes[1:]:
        width = int(column.max()) + 1 if len(column) else 1
        if int(key.max(initial=0)) + 1 > np.iinfo(np.int64).max // max(width, 1):
            key = pd.factorize(key)[0].astype(np.int64)  # re-densify before it could overflow
        key = key * width + column
    return pd.factorize(key)[0].astype(np.int64)


@dataclass(frozen=True)
class Units:
    """What the figures count: `count` units (rows, or persons), each row's unit (`of_row`), and how the
    codes of some quasi-identifiers, one per row, become one class id per unit (`classes`). Rows are their
    own units; persons.py makes persons the units."""

    count: int
    of_row: np.ndarray
    classes: Callable[[list[np.ndarray]], np.ndarray]


def row_units(rows: int) -> Units:
    return Units(rows, np.arange(rows, dtype=np.int64), lambda codes: class_ids(codes, rows))


def checked_columns(frame: pd.DataFrame, quasi_identifiers, sensitive, threshold: float, also=()):
    """The columns as tuples, or InputError in the steward's words: a missing column, none chosen, too many,
    a threshold outside (0, 1]."""
    quasi_identifiers, sensitive = tuple(quasi_identifiers), tuple(sensitive)
    missing = [c for c in dict.fromkeys(quasi_identifiers + sensitive + tuple(also)) if c not in frame.columns]
    if missing:
        raise InputError(Message("the table has no column {columns}", columns=[repr(m) for m in missing]),
                         hint=Message("Check the column names (they are case-sensitive)"))
    if not quasi_identifiers:
        raise InputError(Message("choose at least one quasi-identifier"), hint=Message("e.g. birth year, sex, zip code"))
    if len(quasi_identifiers) > MAX_QUASI_IDENTIFIERS:
        raise InputError(Message("{count} quasi-identifiers are more than the risk analysis takes ({limit})",
                                 count=len(quasi_identifiers), limit=MAX_QUASI_IDENTIFIERS),
                         hint=Message("Choose the columns an outsider could know or link (e.g. birth year, sex, zip "
                                      "code); with this many, nearly every record is unique anyway"))
    if not 0 < threshold <= 1:
        raise InputError(Message("the risk threshold must be between 0 and 1 (got {threshold})",
                                 threshold=threshold))
    return quasi_identifiers, sensitive


def assess_risk(frame: pd.DataFrame, quasi_identifiers, sensitive=(), threshold: float = DEFAULT_THRESHOLD,
                pairs: bool = True) -> RiskSummary:
    """Exact risk figures over `quasi_identifiers` (and l-diversity of `sensitive` columns), counting rows."""
    frame = text_named(frame)
    quasi_identifiers, sensitive = checked_columns(frame, quasi_identifiers, sensitive, threshold)
    return summarise(frame, quasi_identifiers, sensitive, threshold, pairs, row_units(len(frame)))


def summarise(frame: pd.DataFrame, quasi_identifiers: tuple, sensitive: tuple, threshold: float, pairs: bool,
              units: Units) -> RiskSummary:
    """The figures over `units` (checked columns): each unit's class, the classes' sizes in units."""
    n = units.count
    codes = column_codes(frame, quasi_identifiers)
    ids = units.classes(codes)
    sizes = np.bincount(ids) if n else np.zeros(0, dtype=np.int64)
    record_sizes = sizes[ids] if n else sizes
    size_values, size_counts = np.unique(sizes, return_counts=True)
    k = int(sizes.min()) if n else 0
    return RiskSummary(
        quasi_identifiers=quasi_identifiers, records=n, classes=len(sizes), k=k,
        unique_records=int((sizes == 1).sum()),
        in_small_classes={limit: int((record_sizes < limit).sum()) for limit in SMALL_CLASS_LIMITS},
        class_sizes={int(s): int(c) for s, c in zip(size_values, size_counts)},
        highest_risk=1 / k if k else 0.0,
        average_risk=len(sizes) / n if n else 0.0,
        threshold=threshold,
        records_above_threshold=int((1 / np.maximum(record_sizes, 1) > threshold).sum()) if n else 0,
        sensitive=tuple(_l_diversity(frame[column], ids[units.of_row], sizes) for column in sensitive),
        combinations=_combinations(codes, quasi_identifiers, units, pairs),
        leave_one_out=_leave_one_out(codes, quasi_identifiers, units),
    )


def _l_diversity(column: pd.Series, row_classes: np.ndarray, sizes: np.ndarray) -> SensitiveRisk:
    """Distinct values of `column` over the rows of each class (`row_classes`: each row's class; `sizes`:
    units per class)."""
    values = pd.factorize(column, use_na_sentinel=False)[0].astype(np.int64)
    pairs = pd.factorize(row_classes * (int(values.max(initial=0)) + 1) + values)[0]
    first = np.unique(pairs, return_index=True)[1]
    distinct = np.bincount(row_classes[first], minlength=len(sizes))
    single = distinct == 1
    units = int(sizes[single].sum())
    total = int(sizes.sum())
    return SensitiveRisk(column=column.name, smallest_l=int(distinct.min()) if len(distinct) else 0,
                         classes_with_one_value=int(single.sum()), records_with_one_value=units,
                         share_with_one_value=units / total if total else 0.0)


def _uniqueness(ids: np.ndarray) -> tuple[int, int]:
    sizes = np.bincount(ids)
    return len(sizes), int((sizes == 1).sum())


def _combinations(codes, names, units: Units, pairs) -> tuple[Combination, ...]:
    n = units.count
    sets = [(i,) for i in range(len(names))]
    if pairs and len(names) > 2:
        sets += list(combinations(range(len(names)), 2))
    out = []
    for chosen in sets:
        classes, unique = _uniqueness(units.classes([codes[i] for i in chosen])) if n else (0, 0)
        out.append(Combination(tuple(names[i] for i in chosen), classes, unique, unique / n if n else 0.0))
    return tuple(sorted(out, key=lambda c: (-c.unique_share, len(c.columns))))


def _leave_one_out(codes, names, units: Units) -> dict[str, float]:
    n = units.count
    if len(names) < 2 or not n:
        return {}
    out = {}
    for i, name in enumerate(names):
        rest = [c for j, c in enumerate(codes) if j != i]
        out[name] = _uniqueness(units.classes(rest))[1] / n
    return out


def riskiest_classes(frame: pd.DataFrame, quasi_identifiers, most: int = 20) -> pd.DataFrame:
    """The smallest classes with their quasi-identifier values and sizes (shown only on request)."""
    counts = frame.groupby(list(quasi_identifiers), dropna=False, sort=False).size().rename("class size")
    return counts.sort_values(kind="stable").head(most).reset_index()
