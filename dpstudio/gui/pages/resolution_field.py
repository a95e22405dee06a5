"""The selected quantile's resolution (plan version 12, core/plan/resolution_rule.py, issue 46): the step between
the values a `quantile` or `quantiles` query may publish. Empty: the plan's default (1 for a column read as whole
numbers, else a thousandth of the bounds' range rounded to a power of ten), shown greyed in the field and said
beside it with the number of candidates it gives. A figure is typed in the app's marks ("0,01" in German)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...core.exact.definitions import candidate_count
from ...core.kinds import kind_said
from ...core.base.locale_format import given, localized, read_figure
from ...core.plan.parsing import whole_columns
from ...core.plan.resolution_rule import default_resolution
from ..translation import app_language, translator
from ..widgets import named, set_help

_t = translator("ResolutionField")
STEP = QT_TRANSLATE_NOOP("Steps", "Change the resolution of {query}")


class ResolutionField(QWidget):
    """A line for the step between a quantile's candidates, and what it gives (how many candidates, or why not)."""

    def __init__(self, project, edit, parent=None):
        super().__init__(parent)
        self.project, self.edit = project, edit  # edit(step, change(query) -> query, **values): one undoable edit
        self.query: dict | None = None
        self.line = named(QLineEdit(), "Resolution")
        self.note = named(QLabel(), "Resolution note")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.PlainText)  # it quotes what was typed
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.line)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.note)
        self.line.editingFinished.connect(self._typed)
        self.retranslate()

    def title(self) -> str:
        return self.tr("Resolution")

    def retranslate(self) -> None:
        set_help(self.line, self.tr("The step between the values the quantile may publish, in the column's unit: "
                                    "0.1 publishes 3.4, 0.01 publishes 3.42. Best the precision the values are "
                                    "written with. Empty: the default"))
        if self.query is not None:
            self.show_query(self.query)

    def default(self, query: dict) -> float | None:
        """The plan's default for this query (None without bounds): as the plan reader gives it."""
        settings = self.project.state.columns.get(query.get("column"))
        bounds = settings.bounds if settings else None
        if not bounds:
            return None
        reading = self.project.reading
        whole = query.get("column") in whole_columns(reading.to_dict() if reading is not None else None)
        if whole and all(float(b).is_integer() for b in bounds):
            return 1
        return default_resolution(bounds)

    def show_query(self, query: dict | None) -> bool:
        """Show the query's resolution; whether it has one (the page hides the row otherwise)."""
        self.query = query
        if query is None or not kind_said(query).ranks:  # a quantile's, or several quantiles
            return False
        language = app_language()
        default = self.default(query)
        own = query.get("resolution")
        self.line.setText(given(own, language) if own is not None else "")
        self.line.setPlaceholderText(self.tr("default: {step}").format(step=given(default, language))
                                     if default is not None else "")
        self._say(own if own is not None else default)
        return True

    def _say(self, step, refused: str = "") -> None:
        """What the step gives: "501 candidates from 1 to 6", or why a typed text was refused."""
        settings = self.project.state.columns.get((self.query or {}).get("column"))
        bounds = settings.bounds if settings else None
        self.note.setStyleSheet("color: #b71c1c;" if refused else "")
        if refused:
            self.note.setText(refused)
        elif step is None or not bounds or not step > 0:
            self.note.setText("")
        else:
            language = app_language()
            count = candidate_count(bounds, step)
            self.note.setText(self.tr("{count} candidate values from {low} to {high}").format(
                count=localized(f"{count:,}", language), low=given(bounds[0], language),
                high=given(bounds[1], language)))

    def _typed(self) -> None:
        if self.query is None:
            return
        text = self.line.text().strip()
        if not text:
            value = None
        else:
            try:
                value = read_figure(text, app_language())
            except ValueError:
                value = 0.0
            if not value > 0:
                own = self.query.get("resolution")
                self.line.setText(given(own, app_language()) if own is not None else "")
                self._say(None, _t(NOT_POSITIVE).format(text=text))
                return
        if self.query.get("resolution") == value:
            self._say(value if value is not None else self.default(self.query))
            return

        def change(query):
            if value is None:
                return query.without("resolution")
            return query.with_fields(resolution=int(value) if float(value).is_integer() else value)
        self.edit(STEP, change, query=self.query.get("id"), to=value)


NOT_POSITIVE = QT_TRANSLATE_NOOP("ResolutionField", "'{text}' is not a positive number: type the step between the "
                                 "values, e.g. 0.1.")
