"""`Kind`: one query kind of the plan, as one frozen record, everything the plan and the app decide by its kind.

A kind states its name in the plan, points to its frozen specification (kinds/<name>/query.py: its fields' types,
mechanisms, postprocessing and sensitivity) and to the function that reads its own fields from plan JSON, and
states what it is: what it counts, whether it needs bounds or category lists, whether its cells are a grid of
columns, whether it can be grouped, discovered, suppressed, part of a family. Nothing above the plan compares
kind names: it asks the kind (`kinds.kind_named(name)`, `kinds.kind_of(query)`). Each kind is defined in a
package of its own (kinds/<name>/plan.py) and registered once, in kinds/__init__.py; docs/architecture.md says
how the layers above the plan (exact, private, preview, output) join.

Its words (label, help, line, and the sentences the app says about it) are Qt translation ids in the context
"QueryTexts" (or the widget's, as LiveError), marked with QT_TRANSLATE_NOOP below so that pyside6-lupdate finds
them (resources/translations/update_translations.py reads this package); the app renders them with its
translations. They are plain text here: the core imports no Qt.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..plan.counting_rule import CELLS, VALUES  # what a kind counts: cells (of people by default) or values (of rows)

__all__ = ["CELLS", "VALUES", "Kind", "QT_TRANSLATE_NOOP"]
WORDS = "QueryTexts"  # the Qt translation context of a kind's label, help and line


def _marked(context: str, text: str) -> str:
    """Marks `text` for Qt's translations in `context`, as PySide6's QT_TRANSLATE_NOOP does: returns it."""
    return text


QT_TRANSLATE_NOOP = _marked  # the name pyside6-lupdate looks for in the kinds' modules


@dataclass(frozen=True)
class Kind:
    """One query kind. `read(reader, item)` reads its own fields (reader: a plan/query_reading.QueryReader, whose
    `problem` says what is wrong with the query's place); `fields` are the plan fields its queries may have beside
    the ones every query has (query_reading.COMMON_FIELDS)."""

    name: str  # "kind" in the plan
    query: type  # its frozen specification (kinds/<name>/query.py)
    read: Callable[..., dict]
    fields: frozenset
    label: str  # words, Qt ids in WORDS: its name in the app ("Cross-tab")
    help: str  # what it gives, said beside its name
    line: str  # what it gives in one line (the Add query menu)
    counts: str | None = None  # CELLS, VALUES, or None (randomized response, people by number of rows)
    ranks: bool = False  # a quantile's: counts people where the privacy unit is a person column (version 12)
    grouped: bool = False  # may have group_by (version 4)
    cells: bool = False  # cells of its own column(s), each with an (other) cell (a histogram, cross-tab or family)
    grid: bool = False  # its cells are a grid of `columns`, each with a category list or bins
    family: bool = False  # a family of tables measured once (ResidualPlanner): a table family or synthetic table
    draws_rows: bool = False  # writes synthetic rows drawn from its family of tables
    discovers: bool = False  # may find its keys in the table ("discover", version 5)
    suppressible: bool = False  # follows the small-cell rule: its values are counts, or rest on one
    total: bool = False  # a count of rows or people a table's cells can be made to add up to (sum_to)
    in_units: bool = False  # its released values are in its column's unit (plan/units.py)
    needs_bounds: bool = False  # its column's bounds are part of the query
    needs_categories: bool = False  # its one column's category list is part of the query
    picked_columns: int = 0  # the column lists the Queries page shows for it: 0, 1, or 3 (2 and an optional third)
    delta_field: bool = False  # the Queries page shows its delta
    without_rows: str | None = None  # LiveError's words when its error needs the expected rows (None: the general)
    mechanism_label: str | None = None  # the Queries page's label of its own mechanism (its query's), in WORDS
    small_cell_problem: tuple[str, str] | None = None  # why a family cannot follow the plan's small-cell rule
    required: tuple = ()  # its own fields every query of it has (plan-format.md, "Kinds"; the plan's schema)
    needs_any_of: tuple = ()  # fields of which it needs at least one (categories or bins)
    needs_one_of: tuple = ()  # fields of which it needs exactly one (a family's ways or tables)
    columns_between: tuple[int, int] | None = None  # how many `columns` it takes, at least and at most

    @property
    def counted(self) -> bool:
        """Whether it counts people or rows (`of`, plan version 9)."""
        return self.counts is not None

    @property
    def column_cells(self) -> bool:
        """Whether its cells are one column's categories or bins (a histogram)."""
        return self.cells and not self.grid
