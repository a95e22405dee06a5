"""The synthetic table's record; its own fields are read by rule.py (a family's, and `rows`)."""
from __future__ import annotations

from ...base.words.problem_message import ProblemMessage
from ...plan.counting_rule import COUNTING_FIELDS
from ..kind import CELLS, QT_TRANSLATE_NOOP, Kind
from .query import SyntheticQuery
from .rule import MAX_SYNTHETIC_COLUMNS, read_synthetic

SYNTHETIC = Kind(
    name="synthetic", query=SyntheticQuery, read=read_synthetic,
    fields=frozenset(COUNTING_FIELDS | {"columns", "categories", "bins", "other", "ways", "tables", "rows",
                                             "choose_tables"}),  # v11; choose_tables v13
    label=QT_TRANSLATE_NOOP("QueryTexts", "Synthetic table"),
    help=QT_TRANSLATE_NOOP("QueryTexts", "Synthetic rows for researchers, drawn from tables of every pair of "
                           "the columns measured once with noise: no row is a patient, and the rows keep only "
                           "the relations those tables show."),
    line=QT_TRANSLATE_NOOP("QueryTexts", "synthetic rows from tables of every pair of columns; no row is a "
                           "patient"),
    counts=CELLS, cells=True, grid=True, family=True, draws_rows=True, delta_field=True,
    # its published tables are a family's (issue 46: named as what it is)
    small_cell_problem=(ProblemMessage("a synthetic table cannot follow the small-cell rule (suppress_below): the "
                                       "tables it is drawn from are sums of each other"),
                        ProblemMessage("release the synthetic table in a plan without suppress_below")),
    required=("columns",), columns_between=(2, MAX_SYNTHETIC_COLUMNS),
)
