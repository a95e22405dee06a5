"""Re-identification risk of the raw table over chosen quasi-identifiers (for the steward only).

Records with the same values in every quasi-identifier form an equivalence class (a missing
value is a value of its own). A record in a class of size s is singled out with probability 1/s
by someone who knows those values (prosecutor risk, as ARX reports it). These figures describe
the table itself: they are not private and never go into a release.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

import numpy as np
import pandas as pd

from ..io.column_names import text_named
from ..errors import InputError

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


def _uniqueness(ids: np.ndarray) -> tuple[int, int]:
    sizes = np.bincount(ids)
    return len(sizes), int((sizes == 1).sum())


def assess_risk(frame: pd.DataFrame, quasi_identifiers, sensitive=(), threshold: float = DEFAULT_THRESHOLD,
                pairs: bool = True) -> RiskSummary:
    """Exact risk figures over `quasi_identifiers` (and l-diversity of `sensitive` columns)."""
    quasi_identifiers, sensitive = tuple(quasi_identifiers), tuple(sensitive)
    frame = text_named(frame)
    missing = [c for c in quasi_identifiers + sensitive if c not in frame.columns]
    if missing:
        raise InputError(f"the table has no column {', '.join(map(repr, missing))}",
                         hint="Check the column names (they are case-sensitive)")
    if not quasi_identifiers:
        raise InputError("choose at least one quasi-identifier", hint="e.g. birth year, sex, zip code")
    if len(quasi_identifiers) > MAX_QUASI_IDENTIFIERS:
        raise InputError(f"{len(quasi_identifiers)} quasi-identifiers are more than the risk analysis takes "
                         f"({MAX_QUASI_IDENTIFIERS})", hint="Choose the columns an outsider could know or link "
                         "(e.g. birth year, sex, zip code); with this many, nearly every record is unique anyway")
    if not 0 < threshold <= 1:
        raise InputError(f"the risk threshold must be between 0 and 1 (got {threshold})")
    n = len(frame)
    codes = column_codes(frame, quasi_identifiers)
    ids = class_ids(codes, n)
    sizes = np.bincount(ids) if n else np.zeros(0, dtype=np.int64)
    record_sizes = sizes[ids] if n else sizes
    size_values, size_counts = np.unique(sizes, return_counts=True)
    k = int(sizes.min()) if n else 0
    summary = RiskSummary(
        quasi_identifiers=quasi_identifiers, records=n, classes=len(sizes), k=k,
        unique_records=int((sizes == 1).sum()),
        in_small_classes={limit: int((record_sizes < limit).sum()) for limit in SMALL_CLASS_LIMITS},
        class_sizes={int(s): int(c) for s, c in zip(size_values, size_counts)},
        highest_risk=1 / k if k else 0.0,
        average_risk=len(sizes) / n if n else 0.0,
        threshold=threshold,
        records_above_threshold=int((1 / np.maximum(record_sizes, 1) > threshold).sum()) if n else 0,
        sensitive=tuple(_l_diversity(frame, ids, column) for column in sensitive),
        combinations=_combinations(codes, quasi_identifiers, n, pairs),
        leave_one_out=_leave_one_out(codes, quasi_identifiers, n),
    )
    return summary


def _l_diversity(frame, ids, column) -> SensitiveRisk:
    values = pd.factorize(frame[column], use_na_sentinel=False)[0].astype(np.int64)
    pairs = pd.factorize(ids * (int(values.max(initial=0)) + 1) + values)[0]
    first = np.unique(pairs, return_index=True)[1]
    distinct = np.bincount(ids[first], minlength=int(ids.max(initial=-1)) + 1)
    single = distinct == 1
    records = int(single[ids].sum()) if len(ids) else 0
    return SensitiveRisk(column=column, smallest_l=int(distinct.min()) if len(distinct) else 0,
                         classes_with_one_value=int(single.sum()), records_with_one_value=records,
                         share_with_one_value=records / len(ids) if len(ids) else 0.0)


def _combinations(codes, names, n, pairs) -> tuple[Combination, ...]:
    sets = [(i,) for i in range(len(names))]
    if pairs and len(names) > 2:
        sets += list(combinations(range(len(names)), 2))
    out = []
    for chosen in sets:
        classes, unique = _uniqueness(class_ids([codes[i] for i in chosen], n)) if n else (0, 0)
        out.append(Combination(tuple(names[i] for i in chosen), classes, unique, unique / n if n else 0.0))
    return tuple(sorted(out, key=lambda c: (-c.unique_share, len(c.columns))))


def _leave_one_out(codes, names, n) -> dict[str, float]:
    if len(names) < 2 or not n:
        return {}
    out = {}
    for i, name in enumerate(names):
        rest = [c for j, c in enumerate(codes) if j != i]
        out[name] = _uniqueness(class_ids(rest, n))[1] / n
    return out


def riskiest_classes(frame: pd.DataFrame, quasi_identifiers, most: int = 20) -> pd.DataFrame:
    """The smallest classes with their quasi-identifier values and sizes (shown only on request)."""
    counts = frame.groupby(list(quasi_identifiers), dropna=False, sort=False).size().rename("class size")
    return counts.sort_values(kind="stable").head(most).reset_index()
