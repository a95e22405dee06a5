"""Qt models over the project: the table itself, the column settings, and the queries."""
from __future__ import annotations

import math

import pandas as pd
from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor

from ..core.plan import edits
from ..core.kinds import kind_named
from ..core.plan.counting_rule import default_of
from ..core.plan.frozen_json import thaw
from ..core.plan.queries import category_key
from ..core.plan.roles import ColumnRole
from ..core.exact.table_checks import is_numeric_column
from ..core.base.locale_format import localized
from ..core.base.words.message import said
from .common_words import word
from .numbers import given, typed
from .project_state import with_declared_bounds, with_declared_categories
from .translation import app_language, translated

ROLE_COLOURS = {
    ColumnRole.IDENTIFIER: QColor("#f4c7c3"),
    ColumnRole.QUASI_IDENTIFIER: QColor("#fce8b2"),
    ColumnRole.SENSITIVE: QColor("#d7c8f2"),
    ColumnRole.OTHER: QColor("#ffffff"),
}


def format_cell(value) -> str:
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def bound_text(value) -> str:
    """A bound as the Columns page shows it and reads it back, in the app's marks (70,5 in German)."""
    return "" if value is None else localized(format_cell(value), app_language())


class DataFrameModel(QAbstractTableModel):
    """A read-only view of a DataFrame: only the cells Qt asks for are formatted, so a million rows
    cost nothing up front. Headers are coloured by the column's role."""

    def __init__(self, project, parent=None, databases_only: bool = False):
        super().__init__(parent)
        self.project = project
        self.databases_only = databases_only  # a database's sample rows, and nothing for a file
        self._frame = pd.DataFrame()
        project.tableChanged.connect(self.reload)
        project.changed.connect(self._roles_changed)

    def reload(self):
        self.beginResetModel()
        table = self.project.table
        if table is None or (self.databases_only and not self.project.is_database):
            self._frame = pd.DataFrame()
        else:  # a database table shows its sample rows only
            self._frame = table.sample if self.project.is_database else table.frame
        self.endResetModel()

    def _roles_changed(self):
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Horizontal, 0, self.columnCount() - 1)

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._frame)

    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else self._frame.shape[1]

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.DisplayRole:  # a decimal number in the app's language's mark (58,77 in German)
            value = self._frame.iat[index.row(), index.column()]
            return localized(format_cell(value), app_language()) if isinstance(value, float) else format_cell(value)
        if role == Qt.BackgroundRole:
            return ROLE_COLOURS[self._role(index.column())]
        return None

    def _role(self, column: int) -> ColumnRole:
        settings = self.project.state.columns.get(str(self._frame.columns[column]))
        return settings.role if settings else ColumnRole.OTHER

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and section < self._frame.shape[1]:
            if role == Qt.DisplayRole:
                return str(self._frame.columns[section])
            if role == Qt.BackgroundRole:
                return ROLE_COLOURS[self._role(section)]
            if role == Qt.ToolTipRole:
                return word(self._role(section).label)
        if orientation == Qt.Vertical and role == Qt.DisplayRole:
            return str(section + 1)
        return None


class HeaderedTableModel(QAbstractTableModel):
    """A flat table model with fixed column headers."""

    HEADERS: list[str] = []  # marked with QT_TRANSLATE_NOOP under the class's name, shown translated

    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            return translated(type(self).__name__, self.HEADERS[section])
        return None

    def retranslate(self) -> None:
        """Headers and cells again, in the app's language."""
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Horizontal, 0, self.columnCount() - 1)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))


MARKED = (  # for pyside6-lupdate: texts the models translate where they show them
    QT_TRANSLATE_NOOP("ColumnsModel", "The lower bound is above the upper bound: swap them."),
    QT_TRANSLATE_NOOP("ColumnsModel", "Taken from the data: this leaks unless the list is public. The report "
                                      "records it."),
    QT_TRANSLATE_NOOP("ColumnsModel", "Suggested as {role} because {reason}."),
    QT_TRANSLATE_NOOP("ColumnsModel", "{values}  (taken from the data)"),
    QT_TRANSLATE_NOOP("ColumnsModel", "{low} to {high}"),
    QT_TRANSLATE_NOOP("ColumnsModel", "{count}: {values}"),
    QT_TRANSLATE_NOOP("ColumnsModel", "{count}: {values} (from the data)"),
    QT_TRANSLATE_NOOP("ColumnsModel", "{column}: the lower bound {low} is above the upper bound {high}. Swap them: "
                                      "queries on this column are refused until then."),
)
NOT_A_NUMBER = (  # the lower bound's, the upper bound's
    QT_TRANSLATE_NOOP("ColumnsModel", "'{text}' is not a number: the lower bound of {column} is unchanged. Type a "
                                      "number such as 0 or 120."),
    QT_TRANSLATE_NOOP("ColumnsModel", "'{text}' is not a number: the upper bound of {column} is unchanged. Type a "
                                      "number such as 0 or 120."))
NOT_FINITE = (
    QT_TRANSLATE_NOOP("ColumnsModel", "A bound must be a finite number: the lower bound of {column} is unchanged."),
    QT_TRANSLATE_NOOP("ColumnsModel", "A bound must be a finite number: the upper bound of {column} is unchanged."))


def _infinite(text: str) -> bool:
    try:
        return not math.isfinite(float(text))
    except ValueError:
        return False


def _words(text: str) -> str:
    """One of MARKED in the app's language."""
    return translated("ColumnsModel", text)


def _lower_in_english(text: str) -> str:
    """"Direct identifier" within an English sentence is written small; German nouns keep their capital."""
    return text.lower() if app_language() == "en" else text


class ColumnsModel(HeaderedTableModel):
    """One row per column: name, role (editable), type, bounds and categories (editable)."""

    HEADERS = [QT_TRANSLATE_NOOP("ColumnsModel", "Column"), QT_TRANSLATE_NOOP("ColumnsModel", "Role"),
               QT_TRANSLATE_NOOP("ColumnsModel", "Suggested"), QT_TRANSLATE_NOOP("ColumnsModel", "Type"),
               QT_TRANSLATE_NOOP("ColumnsModel", "Lower bound"), QT_TRANSLATE_NOOP("ColumnsModel", "Upper bound"),
               QT_TRANSLATE_NOOP("ColumnsModel", "Categories (public list)"),
               QT_TRANSLATE_NOOP("ColumnsModel", "Bounds / categories")]
    NAME, ROLE, SUGGESTED, TYPE, LOW, HIGH, CATEGORIES, SUMMARY = range(8)  # the Columns page shows SUMMARY
    # in place of LOW, HIGH and CATEGORIES, which its detail panel edits
    refused = Signal(str)  # an edit that was not taken, in the steward's words

    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        project.changed.connect(self._refresh)
        project.tableChanged.connect(self._reset)

    def _reset(self):
        self.beginResetModel()
        self.endResetModel()

    def _refresh(self):
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.project.state.columns)

    def name(self, row: int) -> str:
        return self.project.column_names[row]

    def column_type(self, name: str) -> str:
        table = self.project.table
        if self.project.is_database:  # the engine's declared type
            return table.kinds.get(name, "")
        if table is None or name not in table.frame.columns:
            return ""
        column = table.frame[name]
        return "number" if is_numeric_column(column) else "date" if self.project.is_date(name) else "text"

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        name = self.name(index.row())
        settings = self.project.state.columns[name]
        col = index.column()
        if role in (Qt.DisplayRole, Qt.EditRole):
            if col == self.NAME:
                return name
            if col == self.ROLE:
                return word(settings.role.label) if role == Qt.DisplayRole else settings.role.value
            if col == self.TYPE:
                kind = self.column_type(name)
                return word(kind) if kind in ("number", "date", "text") and not self.project.is_database else kind
            if col == self.SUGGESTED:
                suggestion = self.project.suggestions.get(name)
                if suggestion is None:
                    return ""
                # the role beside it already says it: a tick is enough (and leaves room at 1366 in German)
                return "✓" if suggestion.role is settings.role else word(suggestion.role.label)
            if col in (self.LOW, self.HIGH):
                return "" if not settings.bounds else bound_text(settings.bounds[col - self.LOW])
            if col == self.CATEGORIES:
                text = "; ".join(map(str, settings.categories or []))
                if settings.categories_from_data and role == Qt.DisplayRole:
                    return _words("{values}  (taken from the data)").format(values=text)
                return text
            if col == self.SUMMARY:
                return settings_summary(settings)
        reversed_bounds = col in (self.LOW, self.HIGH, self.SUMMARY) and reversed_pair(settings.bounds)
        if role == Qt.BackgroundRole:
            return QColor("#ffcdd2") if reversed_bounds else ROLE_COLOURS[settings.role]
        if role == Qt.ToolTipRole and reversed_bounds:
            return translated("ColumnsModel", "The lower bound is above the upper bound: swap them.")
        if role == Qt.ToolTipRole and col == self.CATEGORIES and settings.categories_from_data:
            return translated("ColumnsModel", "Taken from the data: this leaks unless the list is public. The report "
                                              "records it.")
        if role == Qt.ToolTipRole and col == self.SUGGESTED and name in self.project.suggestions:
            suggestion = self.project.suggestions[name]
            return translated("ColumnsModel", "Suggested as {role} because {reason}.").format(
                role=_lower_in_english(word(suggestion.role.label)), reason=said(suggestion.reason, app_language()))
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.NoItemFlags
        base = Qt.ItemIsEnabled | Qt.ItemIsSelectable
        if index.column() in (self.ROLE, self.LOW, self.HIGH, self.CATEGORIES):
            return base | Qt.ItemIsEditable
        return base

    def setData(self, index, value, role=Qt.EditRole):
        if role != Qt.EditRole or not index.isValid():
            return False
        name, col = self.name(index.row()), index.column()
        if col == self.ROLE:
            role_value = ColumnRole(value)
            self.project.edit_plan(QT_TRANSLATE_NOOP("Steps", "Mark {column} as {role}"),
                                   lambda doc: edits.with_role(doc, name, role_value), column=name,
                                   role=lambda: _lower_in_english(word(role_value.label)))
            return True
        if col in (self.LOW, self.HIGH):
            return self._set_bound(name, col - self.LOW, str(value).strip())
        if col == self.CATEGORIES:
            self.project.edit_snapshot(CATEGORIES_STEP, set_categories(name, parse_categories(str(value))),
                                       column=name)
            return True
        return False

    def _set_bound(self, name, which, text) -> bool:
        if text == "":
            self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Clear the bounds of {column}"),
                                       lambda snapshot: with_declared_bounds(snapshot, name, None), column=name)
            return True
        try:
            number = typed(text)  # in the app's marks (70,5 in German); a typographic minus reads as one
        except ValueError:
            if _infinite(text):  # typed() refuses "inf" and "nan" too: they are numbers, just not finite
                self.refused.emit(_words(NOT_FINITE[which]).format(column=name))
            else:
                self.refused.emit(_words(NOT_A_NUMBER[which]).format(text=text, column=name))
            return False
        number = int(number) if number.is_integer() else number
        current = list(self.project.state.columns[name].bounds or (None, None))
        current[which] = number
        if current[1 - which] is None:
            current[1 - which] = number
        self.project.edit_snapshot(QT_TRANSLATE_NOOP("Steps", "Set the bounds of {column}"),
                                   lambda snapshot: with_declared_bounds(snapshot, name, current), column=name)
        return True


def settings_summary(settings, width: int = 36) -> str:
    """A column's bounds and category list in a few words, in the app's language: "0 to 100",
    "3: negative; positive; invalid"."""
    parts = []
    if settings.bounds:
        low, high = ("?" if b is None else bound_text(b) for b in settings.bounds)
        parts.append(_words("{low} to {high}").format(low=low, high=high)
                     + (f" {settings.unit}" if settings.unit else ""))
    if settings.categories:
        listed = "; ".join(map(str, settings.categories))
        if len(listed) > width:
            listed = listed[:width - 1].rstrip("; ") + "…"
        parts.append(_words("{count}: {values} (from the data)" if settings.categories_from_data else
                            "{count}: {values}").format(count=len(settings.categories), values=listed))
    return " · ".join(parts)


def reversed_pair(bounds) -> bool:
    return bool(bounds) and None not in bounds and bounds[0] > bounds[1]


def bound_problems(columns: dict) -> list[str]:
    """Columns whose lower bound is above the upper one, in the steward's words (the Columns page)."""
    return [_words("{column}: the lower bound {low} is above the upper bound {high}. Swap them: queries on this "
                   "column are refused until then.").format(column=name,
                                                            low=bound_text(s.bounds[0]),
                                                            high=bound_text(s.bounds[1]))
            for name, s in columns.items() if reversed_pair(s.bounds)]


CATEGORIES_STEP = QT_TRANSLATE_NOOP("Steps", "Set the categories of {column}")


def set_categories(name: str, categories: list):
    """The edit of an undo step's snapshot (Project.edit_snapshot) that gives column `name` a typed list. A list
    that keeps any value of a list taken from the data still came from the data, so the flag stays; only a list
    sharing none of them clears it."""
    def change(snapshot):
        declared = snapshot.declared[name]
        taken = {category_key(c) for c in thaw(declared.categories) or []} if declared.from_data else set()
        return with_declared_categories(snapshot, name, categories or None,
                                        any(category_key(c) in taken for c in categories))
    return change


def listed_values(text: str, numeric: bool) -> list:
    """A category list typed one value per line: a number column's as numbers (parse_categories), a text
    column's exactly as typed, so that the code 01067 stays "01067" and "80331; Munich" stays one value."""
    if numeric:
        return parse_categories(text)
    return list(dict.fromkeys(line.strip() for line in text.splitlines() if line.strip()))


def parse_categories(text: str) -> list:
    """'a; b; c' or one per line -> ['a', 'b', 'c'], numbers kept as numbers."""
    parts = [p.strip() for chunk in text.splitlines() for p in chunk.split(";")]
    out = []
    for part in parts:
        if not part or part in out:
            continue
        try:
            number = float(part)
            out.append(int(number) if number.is_integer() and "." not in part else number)
        except ValueError:
            out.append(part)
    return out


class QueriesModel(HeaderedTableModel):
    HEADERS = [QT_TRANSLATE_NOOP("QueriesModel", "Query"), QT_TRANSLATE_NOOP("QueriesModel", "Kind"),
               QT_TRANSLATE_NOOP("QueriesModel", "Columns"), "ε"]
    COUNTED = {"people": QT_TRANSLATE_NOOP("QueriesModel", "{kind} · people"),
               "rows": QT_TRANSLATE_NOOP("QueriesModel", "{kind} · rows")}

    def __init__(self, project, parent=None):
        super().__init__(parent)
        self.project = project
        self._rows = 0
        project.changed.connect(self._refresh)

    def _refresh(self):
        """Same number of queries: repaint in place (keeps the selection); otherwise reset."""
        rows = len(self.project.state.queries)
        if rows == self._rows and rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, self.columnCount() - 1))
        else:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.project.state.queries)

    def _kind(self, query: dict, kind) -> str:
        """The kind's name, with what it counts (people or rows) where a person may have several rows."""
        known = kind_named(kind)  # its label a Qt id in "QueryTexts" (core/kinds)
        name = translated("QueryTexts", known.label) if known else str(kind)
        if not self.project.state.person_column or not (known and known.counted):
            return name
        of = query.get("of", default_of(known, self.project.state.person_column))
        return translated("QueriesModel", self.COUNTED[of]).format(kind=name) if of in self.COUNTED else name

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or role not in (Qt.DisplayRole, Qt.ToolTipRole):  # a narrow cell elides: the tip shows it
            return None
        query = self.project.state.queries[index.row()]
        kind = query.get("kind")
        return [query.get("id", ""), self._kind(query, kind),
                ", ".join(query.get("columns") or [query.get("column") or ""]),
                given(query.get("epsilon", 0))][index.column()]
