"""The table family's record; its own fields are read by rule.py."""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage
from ...plan.counting_rule import COUNTING_FIELDS
from ..kind import CELLS, QT_TRANSLATE_NOOP, Kind
from .query import MarginalsQuery
from .rule import MAX_FAMILY_COLUMNS, read_marginals

MARGINALS = Kind(
    name="marginals", query=MarginalsQuery, read=read_marginals,
    fields=frozenset(COUNTING_FIELDS | {"columns", "categories", "bins", "other", "ways", "tables"}),  # version 10
    label=QT_TRANSLATE_NOOP("QueryTexts", "Family of tables"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "Several tables over the same columns (each column alone, every pair, "
                           "…), measured once: the tables agree exactly and are more accurate than each "
                           "measured on its own."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "every table of one and of two columns, measured together"),
    counts=CELLS, cells=True, grid=True, family=True, delta_field=True,
    small_cell_problem=(ProblemMessage("a table family cannot follow the small-cell rule (suppress_below): its "
                                       "tables are sums of each other"),
                        ProblemMessage("release the family in a plan without suppress_below, or release a cross-tab "
                                       "with margins instead")),
    required=("columns",), needs_one_of=("ways", "tables"), columns_between=(2, MAX_FAMILY_COLUMNS),
)
