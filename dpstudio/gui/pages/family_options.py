"""A table family's own fields on the Queries page (the kind `marginals`, plan version 10, and a synthetic table,
the kind `synthetic`, plan version 11, which is drawn from one): which columns (a checkable list), which tables
("ways"), and for a synthetic table how many rows to write. Each column's categories or bins are the table options'
rows (table_options.py), as a cross-tab's.

The widgets only edit the query (through `edit(step, change)`, `change` returning a new query made from the plan
document's); the plan's reader says what is wrong.
"""
from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QSpinBox

from ...core.kinds import kind_said
from ...core.kinds.synthetic.rule import (BUDGET_SHARES, DEFAULT_BUDGET_SHARE, DEFAULT_WAYS, MAX_SYNTHETIC_ROWS,
                                          most_pairs)
from ...core.plan.document import PlanQuery
from ...core.plan.frozen_json import thaw
from ..fitting import FittingCombo
from ..models import ROLE_COLOURS
from ..translation import translator
from ..widgets import named, set_help

_t = translator("FamilyOptions")
WAYS = (  # the tables a steward picks: every table of one column, of two, (of three)
    ((1, 2), QT_TRANSLATE_NOOP("FamilyOptions", "Each column alone and every pair")),
    ((1, 2, 3), QT_TRANSLATE_NOOP("FamilyOptions", "Each column alone, every pair and every three")),
)
CHAIN, CHOSEN = "chain", "chosen"  # a synthetic table's further choices: a chain of pairs, pairs chosen at release
SYNTHETIC_WAYS = (  # a synthetic table's: each pair's table holds each column alone, each three's every pair
    ((2,), QT_TRANSLATE_NOOP("FamilyOptions", "Every pair of columns")),
    ((3,), QT_TRANSLATE_NOOP("FamilyOptions", "Every three columns")),
    (CHAIN, QT_TRANSLATE_NOOP("FamilyOptions", "A chain: each column with the next")),
    (CHOSEN, QT_TRANSLATE_NOOP("FamilyOptions", "Pairs chosen privately at release (a tree of the most related)")),
)
DEFAULT_FAMILY_WAYS = [1, 2]
AS_WRITTEN = QT_TRANSLATE_NOOP("FamilyOptions", "As the plan lists them: {tables}")
COLUMNS_HELP = QT_TRANSLATE_NOOP("FamilyOptions", "Tick 2 or more columns: every table is made of these columns, "
                                 "each with its categories or bins (below)")
TABLES_HELP = QT_TRANSLATE_NOOP("FamilyOptions", "Which tables of the ticked columns are released; all are "
                                "measured together")
SYNTHETIC_TABLES_HELP = QT_TRANSLATE_NOOP("FamilyOptions", "Which tables of the ticked columns are measured "
                                          "together; the synthetic rows keep the relations these tables show, no more")
ROWS_HELP = QT_TRANSLATE_NOOP("FamilyOptions", "How many synthetic rows to write; the lowest value writes as many as "
                              "the measured tables estimate (from the noisy counts: no further budget)")
AS_ESTIMATED = QT_TRANSLATE_NOOP("FamilyOptions", "as many as estimated")
PAIRS_HELP = QT_TRANSLATE_NOOP("FamilyOptions", "How many pairs of columns to choose at release: one fewer than the "
                               "columns makes a tree linking them all (the default); more pairs keep more relations, "
                               "each measured with a smaller share of the budget, and take longer to fit")
SHARE_HELP = QT_TRANSLATE_NOOP("FamilyOptions", "The share of this query's budget spent choosing the pairs (10% by "
                               "default); the rest measures them. A larger share chooses more surely when many pairs "
                               "are chosen, and leaves more noise in each measured table")
PAIRS_STEP = QT_TRANSLATE_NOOP("Steps", "Change the pairs to choose of {query}")
SHARE_STEP = QT_TRANSLATE_NOOP("Steps", "Change the budget for choosing of {query}")
DEFAULT_SHARE_PERCENT = int(DEFAULT_BUDGET_SHARE * 100)  # the box's steps are whole percent
ROWS_STEP = QT_TRANSLATE_NOOP("Steps", "Change the rows to write of {query}")
COLUMNS_STEP = QT_TRANSLATE_NOOP("Steps", "Change the columns of {query}")
TABLES_STEP = QT_TRANSLATE_NOOP("Steps", "Change the tables of {query}")


def chosen_columns(query: dict, checked: list[str]) -> list[str]:
    """The family's columns once `checked` are ticked: those it had, in its order, then the newly ticked."""
    kept = [c for c in query.get("columns") or [] if c in checked]
    return kept + [c for c in checked if c not in kept]


def choices(query: dict) -> tuple:
    """The tables a steward picks for the query's kind: (ways, words) pairs."""
    return SYNTHETIC_WAYS if kind_said(query).draws_rows else WAYS


def default_ways(query: dict) -> list[int]:
    return list(DEFAULT_WAYS) if kind_said(query).draws_rows else list(DEFAULT_FAMILY_WAYS)


def with_rows(query: PlanQuery, rows: int) -> PlanQuery:
    """The synthetic table with its rows to write; 0 (the box's lowest value): as many as estimated (no "rows")."""
    return query.with_fields(rows=rows) if rows else query.without("rows")


def with_pairs(query: PlanQuery, pairs: int) -> PlanQuery:
    """The synthetic table choosing this many pairs at release; one fewer than its columns (a tree) is the default,
    written without "pairs"."""
    choice = {k: v for k, v in dict(query.get("choose_tables") or {}).items() if k != "pairs"}
    if pairs != len(query.get("columns") or []) - 1:
        choice["pairs"] = pairs
    return query.with_fields(choose_tables=choice)


def with_share(query: PlanQuery, percent: int) -> PlanQuery:
    """The synthetic table spending `percent` of its budget on choosing its pairs; the default (10%) is written
    without "budget_share"."""
    choice = {k: v for k, v in dict(query.get("choose_tables") or {}).items() if k != "budget_share"}
    if percent != DEFAULT_SHARE_PERCENT:
        choice["budget_share"] = percent / 100
    return query.with_fields(choose_tables=choice)


def chosen_share(query: dict) -> int:
    """The plan's budget share for choosing, in whole percent (the box's steps); 10 where it names none."""
    choice = query.get("choose_tables")
    share = choice.get("budget_share") if isinstance(choice, dict) else None
    if not isinstance(share, (int, float)) or isinstance(share, bool):
        return DEFAULT_SHARE_PERCENT
    return int(round(share * 100))


def with_columns(query: PlanQuery, columns: list[str]) -> dict:
    """The family's fields with these columns: a column left out takes its bins and categories with it, `ways`
    keeps only what the columns allow, a chain stays a chain of the columns, and a listed table naming a column left
    out is dropped."""
    query = thaw(query)
    was_chain = ways_key(query) == CHAIN
    query["columns"] = list(columns)
    for field in ("bins", "categories"):
        kept = {c: v for c, v in (query.get(field) or {}).items() if c in columns} \
            if isinstance(query.get(field), dict) else None
        if kept:
            query[field] = kept
        else:
            query.pop(field, None)
    if "ways" in query:
        query["ways"] = [k for k in query["ways"] if isinstance(k, int) and k <= len(columns)] or default_ways(query)
    elif was_chain:  # a chain stays a chain of the columns now ticked
        query["tables"] = chain(columns)
    elif "tables" in query:
        tables = [t for t in query["tables"] if isinstance(t, list) and all(c in columns for c in t)]
        if tables:
            query["tables"] = tables
        else:
            query.pop("tables")
            query["ways"] = default_ways(query)
    return query


def with_ways(query: PlanQuery, ways) -> PlanQuery:
    """The family with every table of these ways (a list of tables left out); for a synthetic table also a chain of
    its columns (CHAIN, as a list of tables) or its pairs chosen at release (CHOSEN, `choose_tables`, plan
    version 13: its default pairs and share)."""
    query = query.without("tables", "ways", "choose_tables")
    if ways == CHOSEN:
        return query.with_fields(choose_tables={})
    if ways == CHAIN:
        return query.with_fields(tables=chain(query.get("columns") or []))
    return query.with_fields(ways=list(ways))


def chain(columns) -> list[list[str]]:
    """Each column with the next: the pairs of a chain, in the columns' order."""
    columns = list(columns)
    return [[a, b] for a, b in zip(columns, columns[1:])]


def ways_key(query: dict):
    """The choice (a WAYS entry, CHAIN or CHOSEN) the query's tables are, or None (a list of tables, or other ways).
    A synthetic table that names none has every pair (kinds/synthetic/rule.py)."""
    if "choose_tables" in query:
        return CHOSEN
    if "tables" in query and kind_said(query).draws_rows and listed_tables(query) == chain(query.get("columns") or []) \
            and len(query.get("columns") or []) > 2:
        return CHAIN
    ways = query.get("ways", [2] if kind_said(query).draws_rows and "tables" not in query else None)
    if "tables" in query or not isinstance(ways, list):
        return None
    return next((w for w, _ in choices(query) if isinstance(w, tuple) and list(w) == sorted(ways)), None)


def chosen_pairs(query: dict) -> int:
    """How many pairs a synthetic table chooses at release: its plan's, else one fewer than its columns."""
    choice = query.get("choose_tables")
    pairs = choice.get("pairs") if isinstance(choice, dict) else None
    return pairs if isinstance(pairs, int) and not isinstance(pairs, bool) else len(query.get("columns") or []) - 1


def listed_tables(query: dict) -> list:
    """The family's tables as the plan gives them: its list, or every table of each of its ways."""
    if isinstance(query.get("tables"), list):
        return [t for t in query["tables"] if isinstance(t, list)]
    columns = list(query.get("columns") or [])
    ways = query.get("ways", [2] if kind_said(query).draws_rows else [])  # a synthetic table's default
    return [list(t) for k in ways or [] if isinstance(k, int) for t in combinations(columns, k)]


class FamilyOptions:
    """The columns list and the tables combo of the selected family (two rows of the page's form), and a synthetic
    table's rows to write (a third, shown for a synthetic table only)."""

    def __init__(self, project, edit):
        self.project, self.edit = project, edit
        self.query: dict | None = None
        self._showing = False
        self.columns = named(QListWidget(), "Family columns")
        self.tables = named(FittingCombo(), "Family tables")
        self.rows = named(QSpinBox(), "Synthetic rows to write")
        self.rows.setRange(0, MAX_SYNTHETIC_ROWS)
        self.rows.setSingleStep(1000)
        self.rows.setGroupSeparatorShown(True)
        self.rows.setKeyboardTracking(False)  # one edit when the typing is done, not one per digit
        self.rows.valueChanged.connect(lambda *_: self._rows_edited())
        self.pairs = named(QSpinBox(), "Pairs to choose")  # a synthetic table's pairs chosen at release
        self.pairs.setKeyboardTracking(False)
        self.pairs.valueChanged.connect(lambda *_: self._pairs_edited())
        self.share = named(QSpinBox(), "Budget for choosing")  # its budget_share, in percent
        self.share.setRange(*(int(share * 100) for share in BUDGET_SHARES))
        self.share.setSuffix("%")
        self.share.setKeyboardTracking(False)
        self.share.valueChanged.connect(lambda *_: self._share_edited())
        self.columns.itemChanged.connect(lambda *_: self._columns_edited())
        self.tables.activated.connect(lambda *_: self._tables_edited())

    def retranslate(self) -> None:
        set_help(self.columns, _t(COLUMNS_HELP))
        set_help(self.tables, _t(SYNTHETIC_TABLES_HELP if kind_said(self.query or {}).draws_rows
                                 else TABLES_HELP))
        set_help(self.rows, _t(ROWS_HELP))
        set_help(self.pairs, _t(PAIRS_HELP))
        set_help(self.share, _t(SHARE_HELP))
        self.rows.setSpecialValueText(_t(AS_ESTIMATED))
        if self.query is not None:
            self.show_query(self.query)

    def show_query(self, query: dict | None) -> bool:
        """Show the family's columns and tables; whether the query is a family (the page hides the rows otherwise)."""
        self.query = query
        if not query or not kind_said(query).family:
            return False
        self._showing = True
        set_help(self.tables, _t(SYNTHETIC_TABLES_HELP if kind_said(query).draws_rows else TABLES_HELP))
        rows = query.get("rows")
        self.rows.setValue(rows if isinstance(rows, int) and not isinstance(rows, bool) else 0)
        self.pairs.setRange(1, max(1, most_pairs(len(query.get("columns") or []))))
        self.pairs.setValue(chosen_pairs(query))
        self.share.setValue(chosen_share(query))
        chosen = list(query.get("columns") or [])
        scrolled, current = self.columns.verticalScrollBar().value(), self.columns.currentRow()
        self.columns.clear()
        for name in self.project.queryable_columns():
            item = QListWidgetItem(name)
            item.setData(Qt.UserRole, name)
            item.setFlags(Qt.ItemIsEnabled | Qt.ItemIsUserCheckable | Qt.ItemIsSelectable)
            item.setCheckState(Qt.Checked if name in chosen else Qt.Unchecked)
            item.setBackground(ROLE_COLOURS[self.project.state.columns[name].role])
            self.columns.addItem(item)
        shown = min(max(self.columns.count(), 3), 7)
        self.columns.setFixedHeight(self.columns.sizeHintForRow(0) * shown + 2 * self.columns.frameWidth() + 2)
        self.columns.setCurrentRow(current)  # the list stays where the steward was ticking
        self.columns.verticalScrollBar().setValue(scrolled)
        self.tables.clear()
        for ways, words in choices(query):
            self.tables.addItem(_t(words), ways if isinstance(ways, str) else list(ways))
        key = ways_key(query)
        if key is None:
            self.tables.addItem(_t(AS_WRITTEN).format(tables="; ".join(" × ".join(map(str, t))
                                                                       for t in listed_tables(query))), None)
            self.tables.setCurrentIndex(self.tables.count() - 1)
        else:
            self.tables.setCurrentIndex(self.tables.findData(key if isinstance(key, str) else list(key)))
        self._showing = False
        return True

    def checked(self) -> list[str]:
        return [self.columns.item(i).data(Qt.UserRole) for i in range(self.columns.count())
                if self.columns.item(i).checkState() == Qt.Checked]

    def _columns_edited(self) -> None:
        if self._showing or self.query is None:
            return
        columns = chosen_columns(self.query, self.checked())
        self.edit(COLUMNS_STEP, lambda query: with_columns(query, columns), query=self.query.get("id"))

    def _tables_edited(self) -> None:
        ways = self.tables.currentData()
        if self._showing or self.query is None or ways is None:
            return
        self.edit(TABLES_STEP, lambda query: with_ways(query, ways), query=self.query.get("id"))

    def _pairs_edited(self) -> None:
        if self._showing or self.query is None or "choose_tables" not in self.query:
            return
        pairs = self.pairs.value()
        if pairs == chosen_pairs(self.query):
            return
        self.edit(PAIRS_STEP, lambda query: with_pairs(query, pairs), query=self.query.get("id"))

    def _share_edited(self) -> None:
        if self._showing or self.query is None or "choose_tables" not in self.query:
            return
        percent = self.share.value()
        if percent == chosen_share(self.query):
            return
        self.edit(SHARE_STEP, lambda query: with_share(query, percent), query=self.query.get("id"))

    def _rows_edited(self) -> None:
        if self._showing or self.query is None or not kind_said(self.query).draws_rows:
            return
        rows = self.rows.value()
        if rows == (self.query.get("rows") or 0):
            return
        self.edit(ROWS_STEP, lambda query: with_rows(query, rows), query=self.query.get("id"))
