"""A randomized response's specification: each row's category kept or randomized, with a noisy row count."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

from ...base.exact_numbers import as_json_number
from ...plan.queries import OTHER_CELL, Query

MECHANISM = "randomized_response"  # its one mechanism, named as the kind (the report's and the app's words for it:
# output.py, plan.py)
DEFAULT_ROW_COUNT_SHARE = Fraction(1, 10)  # of a randomized response's epsilon, for its noisy row count


@dataclass(frozen=True, kw_only=True)
class RandomizedResponseQuery(Query):
    """Each row's category is kept with probability p = e^e'/(e^e' + K - 1), else another at random.

    The number of answers is itself private: row_count_share of epsilon pays for a noisy row count
    (discrete Laplace, sensitivity max_rows), and answers are dropped or uniform ones added to reach
    it. The rest, epsilon_responses, is spread over a person's max_rows rows: e' = that / max_rows.
    See docs/privacy.md for the argument.
    """

    kind: ClassVar[str] = "randomized_response"
    counted: ClassVar[bool] = False
    mechanisms: ClassVar[tuple[str, ...]] = (MECHANISM,)
    allowed_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative",)
    default_postprocess: ClassVar[tuple[str, ...]] = ("clamp_nonnegative",)  # version 5; earlier plans: [] (migration)
    column: str
    categories: tuple
    row_count_share: Fraction = DEFAULT_ROW_COUNT_SHARE

    @property
    def epsilon_count(self) -> Fraction:
        """The part of epsilon spent on the noisy number of rows (exact)."""
        return self.epsilon * self.row_count_share

    @property
    def epsilon_responses(self) -> Fraction:
        """The rest of epsilon, spent on the randomized answers; the two add up to epsilon exactly."""
        return self.epsilon - self.epsilon_count

    def default_mechanism(self, integer_valued: bool = True) -> str:
        return MECHANISM

    def own_columns(self):
        return (self.column,)

    def all_categories(self) -> list:
        return list(self.categories) + [OTHER_CELL]

    def _fields(self):
        return {"column": self.column, "categories": list(self.categories),
                "row_count_share": as_json_number(self.row_count_share)}
