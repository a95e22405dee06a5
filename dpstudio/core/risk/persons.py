"""Re-identification risk counted over persons, when the privacy unit is a person (issue 31).

A longitudinal table has several rows per person. Counting rows says "27 of 1,945 rows are unique" where
306 of 312 patients are: an outsider singles out a person, not a visit. So each person becomes one unit,
with quasi-identifiers chosen by a rule the steward picks:

- "set" (the default, the stricter): a person's key is the set of distinct combinations of
  quasi-identifier values over all their rows (a patient seen at 64 and at 66 has the set {64, 66}); two
  persons are in one class when their sets are equal. This is what an outsider who knows all of a
  person's visits can match. A sensitive column's values of a class are the distinct values over every
  row of its persons.
- "first" / "last": the combination on one row of each person, as the risk of an outsider who knows
  that row (e.g. the first admission). The rows are ordered as transforms.bound_contributions orders
  them: by `order_by`, a stable sort with missing values last and ties in file order; "first" is the
  first row of that order. "last" is the row with the highest present `order_by` value (ties: the last
  in file order), or, for a person whose every `order_by` is missing, their last row in file order: a
  missing date is not later than a known one. Without `order_by`, the first or last row in file order. The
  same rows as a count of people by its first or last row (exact/people_rows.first_of_each).
  A sensitive column's value is the one on that row.

Persons are told apart as a release tells them (transforms.person_ids); rows without a person id are
left out and counted. For the steward's eyes only: nothing here is released.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from ..base.words.message import Message
from ..base.errors import InputError
from ..exact.people_rows import first_of_each
from ..exact.transforms import person_ids
from ..io.column_names import text_named
from .reidentification import (DEFAULT_THRESHOLD, RiskSummary, Units, assess_risk, checked_columns, class_ids,
                               column_codes, riskiest_classes, row_units, summarise)

SET, FIRST, LAST = "set", "first", "last"
PERSON_RULES = (SET, FIRST, LAST)
DEFAULT_PERSON_RULE = SET  # the stricter


@dataclass(frozen=True)
class PersonRule:
    """Who a unit of the figures is (the privacy unit's `column`), and how their quasi-identifiers are read."""

    column: str
    rule: str = DEFAULT_PERSON_RULE
    order_by: str | None = None

    def __post_init__(self):
        if self.rule not in PERSON_RULES:
            raise InputError(Message("the person rule must be one of {rules} (got {rule})", rules=list(PERSON_RULES),
                                     rule=repr(self.rule)),
                             hint=Message("set: all of a person's combinations; first/last: the combination on their "
                                          "first or last row"))


def _persons_rows(frame: pd.DataFrame, persons: PersonRule, quasi_identifiers, sensitive=(),
                  threshold: float = DEFAULT_THRESHOLD):
    """The checked columns, the rows with a person, each such row's person (0 .. persons - 1), and the count of
    rows without one."""
    frame = text_named(frame)
    also = (persons.column,) + ((persons.order_by,) if persons.order_by else ())
    quasi_identifiers, sensitive = checked_columns(frame, quasi_identifiers, sensitive, threshold, also)
    person = person_ids(frame[persons.column])
    known = person.notna().to_numpy()
    codes = pd.factorize(person[known])[0].astype(np.int64)
    return quasi_identifiers, sensitive, frame[known], codes, int((~known).sum())


def assess(frame: pd.DataFrame, quasi_identifiers, sensitive=(), threshold: float = DEFAULT_THRESHOLD,
           persons: PersonRule | None = None, pairs: bool = True) -> RiskSummary:
    """The risk figures counting rows (`persons` None) or persons of the privacy unit."""
    if persons is None:
        return assess_risk(frame, quasi_identifiers, sensitive, threshold, pairs)
    quasi_identifiers, sensitive, kept, codes, without = _persons_rows(frame, persons, quasi_identifiers, sensitive,
                                                                       threshold)
    if persons.rule == SET:
        units = set_units(codes, int(codes.max(initial=-1)) + 1)
        summary = summarise(kept, quasi_identifiers, sensitive, threshold, pairs, units)
    else:
        rows = first_of_each(kept, codes, persons.order_by, last=persons.rule == LAST)
        summary = summarise(rows, quasi_identifiers, sensitive, threshold, pairs, row_units(len(rows)))
    return counted_by(summary, persons, without)


def smallest_classes(frame: pd.DataFrame, quasi_identifiers, persons: PersonRule | None = None,
                     most: int = 20) -> pd.DataFrame:
    """The `most` smallest classes, with their quasi-identifier values and their sizes in the units the figures
    count (issue 46: the list counted rows where the figures counted people): rows (`persons` None), or persons
    by their first or last row, or by the set of their combinations. A set's values are each of its combinations
    in turn, joined by "; " in the same order in every column (a patient seen at 64 and at 66: "64; 66")."""
    if persons is None:
        return riskiest_classes(frame, quasi_identifiers, most)
    quasi, _, kept, codes, _ = _persons_rows(frame, persons, quasi_identifiers)
    if persons.rule != SET:
        return riskiest_classes(first_of_each(kept, codes, persons.order_by, last=persons.rule == LAST), quasi, most)
    count = int(codes.max(initial=-1)) + 1
    key = set_ids(codes, class_ids(column_codes(kept, quasi), len(kept)), count)
    sizes = np.bincount(key) if count else np.zeros(0, dtype=np.int64)
    someone = np.unique(key, return_index=True)[1]  # each class's first person (the classes are 0 .. n - 1)
    rows = []
    for cls in np.argsort(sizes, kind="stable")[:most]:
        mine = kept.loc[codes == someone[cls], list(quasi)].astype(str).drop_duplicates().sort_values(list(quasi))
        rows.append({**{c: "; ".join(mine[c]) for c in quasi}, "class size": int(sizes[cls])})
    return pd.DataFrame(rows, columns=[*quasi, "class size"])


def counted_by(summary: RiskSummary, persons: PersonRule, rows_without_person: int) -> RiskSummary:
    """`summary`, whose units are persons, saying so."""
    return replace(summary, counts="people", person_column=persons.column, person_rule=persons.rule,
                   order_by=persons.order_by, rows_without_person=rows_without_person)


def set_units(person: np.ndarray, persons: int) -> Units:
    """Persons as units, each keyed by the set of distinct combinations on their rows (`person`: each
    row's person, 0 .. persons - 1)."""
    return Units(persons, person, lambda codes: set_ids(person, class_ids(codes, len(person)), persons))


def set_ids(person: np.ndarray, combination: np.ndarray, persons: int) -> np.ndarray:
    """One dense id per person, equal for two persons exactly when their sets of `combination` ids (one per
    row) are equal. No hashing, so no collisions: each person's distinct ids, sorted, are folded into
    the key one position at a time (a person's key starts as their set's size, so sets of different
    sizes never meet). The work is one vectorised step per position, over the persons that have one:
    linear in the number of distinct (person, combination) pairs."""
    if not persons:
        return np.zeros(0, dtype=np.int64)
    width = int(combination.max(initial=0)) + 1
    pairs = np.sort(person * width + combination)  # by person, then combination (np.unique hashes: slower)
    pairs = pairs[np.r_[True, pairs[1:] != pairs[:-1]]]
    owner, member = pairs // width, pairs % width
    sizes = np.bincount(owner, minlength=persons)
    starts = np.cumsum(sizes) - sizes
    key = pd.factorize(sizes)[0].astype(np.int64)
    for place in range(int(sizes.max())):
        more = sizes > place
        key[more] = key[more] * width + member[starts[more] + place] + (int(key.max()) + 1) * width
        key = pd.factorize(key)[0].astype(np.int64)
    return key
