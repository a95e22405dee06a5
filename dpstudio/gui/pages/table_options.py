"""The selected query's table options (plan versions 4 and 5): groups, each cell column's keys
(public categories, bins with presets, or keys found in the table), and margins.

The widgets only edit the query (through `edit(text, change)`, `change` returning a new query made
from the plan document's); the plan's reader says what is wrong, and the Queries page shows it under
the editor.
"""
from __future__ import annotations

import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout,
                               QWidget)

from ...core.plan.bin_presets import AGE_BANDS, band_label, number_presets
from ...core.plan.bins import ISO_DATE
from ...core.plan.discovery_rule import DISCOVER
from ...core.plan.document import PlanQuery
from ...core.plan.frozen_json import thaw
from ...core.kinds import kind_said
from ...core.base.locale_format import read_figure
from ..translation import app_language, translator
from ..fitting import FittingCombo, TickBox
from ..widgets import named, set_help

# which kinds have groups, margins, an (other) cell or discovered keys, each kind says (core/kinds); a table family
# (and a synthetic table): each column's list or bins, never discovered keys, no margins (its tables are)
KEYS_LISTED, KEYS_BINS, KEYS_FOUND = "categories", "bins", "discover"
_t = translator("TableOptions")  # the module's texts, marked below, in the app's language
KEY_CHOICES = {KEYS_LISTED: QT_TRANSLATE_NOOP("TableOptions", "Public list (Columns page)"),
               KEYS_BINS: QT_TRANSLATE_NOOP("TableOptions", "Bins"),
               KEYS_FOUND: QT_TRANSLATE_NOOP("TableOptions", "Found in the table (needs δ)")}
DISCOVER_HELP = QT_TRANSLATE_NOOP(
    "TableOptions", "Publish only the keys present in the table whose noisy count passes a threshold (partition "
    "selection). It needs a δ: the chance that a key only one person has is published. Keys that few people have "
    "are likely left out; the preview shows each one's chance.")
MARGINS_HELP = QT_TRANSLATE_NOOP(
    "TableOptions", "Also release each column's totals and the grand total, consistent with the cells: they add up, "
    "and with Clamp at zero all stay at 0 or above. Under Laplace noise the whole ε goes to the cells and the totals "
    "are their sums; under Gaussian noise (zCDP) the totals are measured apart too. With the small-cell rule, more "
    "values may be withheld so that no small cell can be worked out from the totals.")
OTHER_HELP = QT_TRANSLATE_NOOP(
    "TableOptions", "Checked: rows whose value is not in the list or bins (and missing values) are counted in an "
    "(other) cell, so the cells add up to every row. Unchecked: those rows are left out of this table, as a filter "
    "would leave them out; no (other) cell is published and the totals count the listed rows only.")
DATE_EDGES_HELP = QT_TRANSLATE_NOOP(
    "TableOptions", "Increasing dates written YYYY-MM-DD; bin i holds the dates from edge i up to (not including) "
    "edge i+1, e.g. 2024-01-01, 2024-04-01, 2024-07-01 for two quarters; a time of day is ignored")
DEFAULT_DELTA = 1e-7
QUARTERS, MONTHS = QT_TRANSLATE_NOOP("TableOptions", "Quarters of {year}"), QT_TRANSLATE_NOOP("TableOptions",
                                                                                              "Months of {year}")
YEARS = QT_TRANSLATE_NOOP("TableOptions", "Years {first}–{last}")
BINS_STEP = QT_TRANSLATE_NOOP("Steps", "Change the bins of {column} in {query}")


def date_presets(year: int) -> list[tuple[str, list]]:
    """Months and quarters of `year` and of the year before, and the ten years before `year`: edges
    written as first days (plan/bins.py: date bins are half-open). The years come from the clock the
    steward reads, never from the table's range of dates (a statistic of the table)."""
    def months(y, step):
        return [f"{y + (m - 1) // 12}-{(m - 1) % 12 + 1:02d}-01" for m in range(1, 14, step)]

    quarters, months_of = _t(QUARTERS), _t(MONTHS)
    return [(quarters.format(year=year - 1), months(year - 1, 3)), (months_of.format(year=year - 1), months(year - 1, 1)),
            (quarters.format(year=year), months(year, 3)), (months_of.format(year=year), months(year, 1)),
            (_t(YEARS).format(first=year - 10, last=year - 1),
             [f"{y}-01-01" for y in range(year - 10, year + 1)])]


def parse_edges(text: str, language: str = "en") -> list | None:
    """'0, 18, 65, 120' -> [0, 18, 65, 120]; '2024-01-01, 2024-04-01' -> those dates as text; None when
    a part is neither a number nor a date written YYYY-MM-DD (the plan's reader checks the calendar).
    Edges written with semicolons are read in the language's marks ('0; 2,5; 10' in German), so that a
    decimal comma is never taken for the line between two edges; with commas alone, '.' is the decimal mark."""
    if ";" in text:
        parts = [part.strip() for part in text.split(";") if part.strip()]
        read = lambda part: read_figure(part, language)  # noqa: E731
    else:
        parts = [part.strip() for part in text.split(",") if part.strip()]
        read = float
    if parts and all(ISO_DATE.fullmatch(part) for part in parts):
        return parts
    try:
        values = [read(part) for part in parts]
    except ValueError:
        return None
    return [int(v) if v.is_integer() else v for v in values]


def cell_columns(query: dict) -> list[str]:
    """The columns whose keys make the query's cells or groups."""
    kind = kind_said(query)
    if kind.column_cells:  # a histogram
        return [query["column"]] if query.get("column") else []
    if kind.grid:
        return list(query.get("columns") or [])
    return list(query.get("group_by") or [])


def keys_mode(query: dict, column: str) -> str:
    if column in (query.get("bins") or {}):
        return KEYS_BINS
    own = query.get("categories")
    if own == DISCOVER or (isinstance(own, dict) and own.get(column) == DISCOVER):
        return KEYS_FOUND
    return KEYS_LISTED


def with_keys_mode(query: PlanQuery, column: str, mode: str, edges: list) -> dict:
    """The query's fields with `column`'s keys given another way: bins, discovered, or the column's public
    categories."""
    query = thaw(query)
    _set_entry(query, "bins", column, edges if mode == KEYS_BINS else None)
    if mode == KEYS_FOUND and not query.get("delta"):  # what the threshold pays for: a sensible start
        query["delta"] = DEFAULT_DELTA
    if not kind_said(query).column_cells:
        _set_entry(query, "categories", column, DISCOVER if mode == KEYS_FOUND else None)
    elif mode == KEYS_FOUND:
        query["categories"] = DISCOVER
    elif query.get("categories") == DISCOVER:
        query.pop("categories")
    return query


def with_groups(query: PlanQuery, names: list[str]) -> dict:
    """The query's fields grouped by these columns (none: no groups, nor margins); a column no longer grouped by
    keeps neither bins nor categories."""
    query = thaw(query)
    if names:
        query["group_by"] = names
    else:
        query.pop("group_by", None)
        query.pop("margins", None)
    for field in ("bins", "categories"):
        kept = {c: v for c, v in (query.get(field) or {}).items() if c in names}
        if kept:
            query[field] = kept
        else:
            query.pop(field, None)
    return query


def _set_entry(query: dict, field: str, column: str, value) -> None:
    """query[field][column] = value (None: removed), the field itself removed when nothing is left in it."""
    entries = dict(query.get(field)) if isinstance(query.get(field), dict) else {}
    entries.pop(column, None)
    if value is not None:
        entries[column] = value
    if entries:
        query[field] = entries
    else:
        query.pop(field, None)


class TableOptions(QWidget):
    """Group-by columns, each cell column's keys and the margins toggle of one query."""

    def __init__(self, project, edit, parent=None):
        super().__init__(parent)
        self.project, self.edit = project, edit
        self.query: dict | None = None
        self._showing = False
        self.groups = [named(FittingCombo(8), f"Group by column {i + 1}") for i in range(3)]
        self.margins = named(TickBox(), "Margins")  # its words wrap; its whole row takes the click
        self.other = named(TickBox(), "Other cell")
        self.group_label = QLabel()
        self.group_label.setWordWrap(True)
        self.keys_grid = QVBoxLayout()  # a row per cell column
        self.key_rows: dict[str, tuple] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.group_row = QWidget()
        group_layout = QGridLayout(self.group_row)
        group_layout.setContentsMargins(0, 0, 0, 0)
        group_layout.addWidget(self.group_label, 0, 0)
        for i, combo in enumerate(self.groups):
            group_layout.addWidget(combo, 0, i + 1)
            combo.activated.connect(lambda *_: self._groups_edited())
        layout.addWidget(self.group_row)
        layout.addLayout(self.keys_grid)
        layout.addWidget(self.margins)
        layout.addWidget(self.other)
        self.margins.toggled.connect(self._margins_edited)
        self.other.toggled.connect(self._other_edited)
        self.retranslate()

    def retranslate(self) -> None:
        for combo in self.groups:
            set_help(combo, self.tr("One value per group of this column (count, sum, mean or quantile): the groups come "
                                    "from its categories or bins"))
        self.group_label.setText(self.tr("Group by"))
        self.margins.setText(self.tr("With margins and total, made consistent"))
        set_help(self.margins, _t(MARGINS_HELP))
        self.other.setText(self.tr("Count values outside the lists and bins as (other)"))
        set_help(self.other, _t(OTHER_HELP))
        if self.query is not None:
            self.show_query(self.query)  # the groups' "(none)" and each cell column's row

    # -- showing -------------------------------------------------------------------------------
    def show_query(self, query: dict | None) -> bool:
        """Show the query's options; whether it has any (the page hides the row otherwise)."""
        self.query = query
        self._showing = True
        kind = kind_said(query or {})
        self.group_row.setVisible(kind.grouped)
        if kind.grouped:
            self._show_groups(query)
        self._show_keys(query)
        found = any(keys_mode(query, c) == KEYS_FOUND for c in cell_columns(query)) if query else False
        self.margins.setVisible(not found and "margins" in kind.fields and (kind.cells or bool(query.get("group_by"))))
        self.margins.setChecked(bool(query and query.get("margins")))
        listed = [c for c in cell_columns(query) if keys_mode(query, c) != KEYS_FOUND] if query else []
        self.other.setVisible(bool(listed) and (kind.cells or bool(query.get("group_by"))))
        self.other.setChecked(bool(query) and query.get("other", True) is not False)
        self._showing = False
        return bool(query) and (kind.grouped or kind.cells)

    def _show_groups(self, query: dict) -> None:
        chosen = list(query.get("group_by") or [])
        for i, combo in enumerate(self.groups):
            combo.clear()
            combo.addItem(self.tr("(none)"), None)
            for name in self.project.queryable_columns():
                combo.addItem(name, name)
            combo.setCurrentIndex(max(0, combo.findData(chosen[i] if i < len(chosen) else None)))
            combo.setEnabled(i <= len(chosen))

    def _show_keys(self, query: dict | None) -> None:
        while self.keys_grid.count():  # the last query's rows: gone at once, not at the next event loop turn
            widget = self.keys_grid.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.key_rows = {}
        for row, column in enumerate(cell_columns(query) if query else []):
            self._key_row(row, column, query)

    def _key_row(self, row: int, column: str, query: dict) -> None:
        numeric = self.project.is_numeric(column) or self.project.is_date(column)
        mode = named(FittingCombo(8), f"Keys of {column}", self.tr("Where the keys of '{column}' come from. {more}").format(
            column=column, more=_t(DISCOVER_HELP)))  # "Public list (Columns page)" whole when there is room
        for choice, label in KEY_CHOICES.items():
            if choice != KEYS_BINS or numeric:
                mode.addItem(_t(label), choice)
        if not kind_said(query).discovers:  # sums, means, quantiles need public groups
            mode.removeItem(mode.findData(KEYS_FOUND))
        current = keys_mode(query, column)
        mode.setCurrentIndex(max(0, mode.findData(current)))
        edges = named(QLineEdit(), f"Bin edges of {column}", _t(DATE_EDGES_HELP) if self.project.is_date(column) else
                      self.tr("Increasing numbers; bin i holds values from edge i up to (not including) edge i+1, the "
                              "last bin includes its upper edge, e.g. 0, 18, 65, 120"))
        edges.setMinimumWidth(edges.fontMetrics().horizontalAdvance("0, 18, 65, 120") + 16)  # wider when there is room
        edges.setText(", ".join(str(e) for e in (query.get("bins") or {}).get(column, [])))
        edges.setCursorPosition(0)  # a narrow box shows the first edges, not the last
        presets = named(FittingCombo(6), f"Bin presets of {column}", self.tr("Common bins for this column"))
        presets.addItem(self.tr("Presets…"), None)
        for label, value in self._presets(column):
            presets.addItem(label, value)
        for widget in (edges, presets):
            widget.setVisible(current == KEYS_BINS)
        line = QWidget()
        parts = QHBoxLayout(line)
        parts.setContentsMargins(0, 0, 0, 0)
        name = QLabel(self.tr("Keys of {column}").format(column=column))
        name.setTextFormat(Qt.PlainText)  # a column's name, never markup
        name.setWordWrap(True)  # "Κλειδιά της" above a long column name rather than a wider window
        parts.addWidget(name)
        parts.addWidget(mode)
        parts.addWidget(edges, 1)
        parts.addWidget(presets)
        if current != KEYS_BINS:
            parts.addStretch(1)
        self.keys_grid.addWidget(line)
        mode.activated.connect(lambda *_, c=column: self._mode_edited(c))
        edges.editingFinished.connect(lambda c=column: self._edges_edited(c))
        presets.activated.connect(lambda *_, c=column: self._preset_chosen(c))
        self.key_rows[column] = (mode, edges, presets)

    def _presets(self, column: str) -> list[tuple[str, list]]:
        if self.project.is_date(column):
            return date_presets(datetime.date.today().year)
        settings = self.project.state.columns.get(column)  # its declared bounds: the presets stop at them
        names = {"5": self.tr("5-year bands"), "10": self.tr("10-year bands")}
        # the bands themselves beside the name: where they start (the lower bound) and the last, capped one
        return [(self.tr("{name}: {bands}").format(name=names[name], bands=band_label(edges, 3)) if name in names
                 else band_label(edges), edges)
                for name, edges in number_presets(settings.bounds if settings is not None else None)]

    # -- edits -----------------------------------------------------------------------------------
    def _change(self, step: str, change, **values) -> None:
        if self._showing or self.query is None:
            return
        self.edit(step, change, query=self.query.get("id"), **values)

    def _groups_edited(self) -> None:
        names = list(dict.fromkeys(c.currentData() for c in self.groups if c.currentData()))
        self._change(QT_TRANSLATE_NOOP("Steps", "Change the groups of {query}"),
                     lambda query: with_groups(query, names))

    def _mode_edited(self, column: str) -> None:
        mode = self.key_rows[column][0].currentData()
        edges = parse_edges(self.key_rows[column][1].text(), app_language()) or self._default_edges(column)
        self._change(QT_TRANSLATE_NOOP("Steps", "Change the keys of {column} in {query}"),
                     lambda query: with_keys_mode(query, column, mode, edges), column=column)

    def _default_edges(self, column: str) -> list:
        presets = self._presets(column)
        return presets[0][1] if presets else list(AGE_BANDS)

    def _edges_edited(self, column: str) -> None:
        edges = parse_edges(self.key_rows[column][1].text(), app_language())
        if edges is None:  # the reader would refuse text: say so here, keep the last good edges
            self.key_rows[column][1].setToolTip(self.tr("The edges must be numbers separated by commas, e.g. 0, 18, 65, "
                                                        "120, or dates written YYYY-MM-DD, e.g. 2024-01-01, "
                                                        "2024-04-01"))
            self.key_rows[column][1].setStyleSheet("border: 1px solid #b71c1c;")
            return
        self._change(BINS_STEP, lambda query: with_keys_mode(query, column, KEYS_BINS, edges), column=column)

    def _preset_chosen(self, column: str) -> None:
        edges = self.key_rows[column][2].currentData()
        if edges:
            self._change(BINS_STEP, lambda query: with_keys_mode(query, column, KEYS_BINS, edges), column=column)

    def _other_edited(self, on: bool) -> None:
        self._change(QT_TRANSLATE_NOOP("Steps", "Change the (other) cell of {query}"),
                     lambda query: query.without("other") if on else query.with_fields(other=False))

    def _margins_edited(self, on: bool) -> None:
        self._change(QT_TRANSLATE_NOOP("Steps", "Change the margins of {query}"),
                     lambda query: query.with_fields(margins=True) if on else query.without("margins"))
