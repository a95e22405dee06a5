"""The Release page's texts: the released values (a chart and a table per query) and why Export is
disabled (in words, with a link to the step where it is fixed)."""
from __future__ import annotations

import base64
import html

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.output.counted_words import counted_words
from ...core.output.rank_words import rank_note, rank_unit
from ...core.output.report_words import kind_words
from ...core.output.fonts import key_value_text
from ...core.base.locale_format import format_number, localized
from ...core.output.report_family import saving, table_title, tables_of
from ...core.output.kind_outputs import output_of
from ...core.output.release_record import Entry, Release
from ...core.plan.units import unit_of
from ...core.private.below_zero import BELOW_ZERO_NOTES
from ...core.kinds.mean.private import NO_ESTIMATE_NOTE
from ...core.base.words import say
from ..numbers import number
from ..problem_words import problem_in_words
from ..steps import STEPS  # the steps' names, as the window's list shows them
from ..translation import app_language, translated, translator


CHART_WIDTH = 560  # pixels: each chart drawn at the size it is shown


def _value_cells(item: dict, unit: str = "", value_unit: str = "") -> str:
    """A value and its interval; `unit` after the interval (places in the sorted values), `value_unit` after
    both ("years")."""
    lang = app_language()
    if item.get("suppressed"):
        return "<td>" + _t("suppressed (small-cell rule)") + "</td><td></td>"
    if item.get("no_estimate"):  # a mean whose noisy count is too small: core/kinds/mean/private.py
        return "<td>" + _t("no estimate (too few values)") + "</td><td></td>"
    after = f" {html.escape(value_unit)}" if value_unit else ""
    return (f"<td align='right'>{format_number(item['value'], lang)}{after}</td>"
            f"<td>± {format_number(item['ci95'], lang)}{unit or after}</td>")


def released_values_html(release: dict, most_cells: int = 20, charts: bool = True,
                         value_intervals: dict | None = None, units: dict | None = None) -> str:
    """The released values as the files hold them: per query a chart of its cells and a table (value,
    interval, at least 95%), numbers formatted as in the report. A quantile's interval is in places of the
    sorted values, as the report says it; `value_intervals` (the steward's own figures, never published) give
    it in the column's units on this table, as the Preview does."""
    # start-up: matplotlib only when released values are shown
    from ...core.output.report_charts import cells_chart_png

    lang = app_language()
    value_intervals, units = value_intervals or {}, units or {}
    parts = ["<p>" + _t("Released values (± is an interval that holds the true value with at least 95% probability):") + "</p>"]
    record = Release.from_json(release)
    person = dict(record.privacy_unit) if record.privacy_unit is not None else None
    for entry in record.queries:
        query = entry.to_json()  # the kinds' words still read the entry's fields by name
        unit, value_unit = rank_unit(query, lang), unit_of(units, query)
        counted = counted_words(query, person, lang)  # people or rows, and how
        parts.append(f"<p><b>{html.escape(entry.id)}</b> ({html.escape(kind_words(entry.kind, query, lang))})"
                     + (f"<br><i>{html.escape(counted)}</i>" if counted else "") + "</p>")
        if entry.cells is None:
            parts.append(f"<table cellpadding='3' border='1' cellspacing='0'><tr>{_value_cells(query, unit, value_unit)}"
                         "</tr></table>")
            parts.append(_in_places(query, value_unit, value_intervals.get(entry.id), lang))
            parts.append(_below_zero(entry, lang))
            continue
        if query.get("tables"):  # a table family (or a synthetic table's): each table's cells under its title
            parts.append(_synthetic_files(query, lang) + _family_values(query, most_cells, value_unit, lang)
                         + _below_zero(entry, lang))
            continue
        if charts and entry.cells:
            png = base64.b64encode(cells_chart_png(query, lang, CHART_WIDTH / 100, 100)).decode()
            parts.append(f"<p><img src='data:image/png;base64,{png}' width='{CHART_WIDTH}'></p>")  # not scaled
        shown = entry.cells[:most_cells]
        rows = "".join(f"<tr><td>{html.escape('; '.join(key_value_text(v, lang) for v in c['key'].values()))}</td>"
                       f"{_value_cells(c, unit, value_unit)}</tr>" for c in shown)
        parts.append(f"<table cellpadding='3' border='1' cellspacing='0'><tr><th>{say(lang, 'Cell')}</th>"
                     f"<th>{say(lang, 'Value')}</th><th>{say(lang, 'Interval (at least 95%)')}</th></tr>{rows}</table>")
        parts.append(_more_cells(len(entry.cells) - len(shown)))
        parts.append(_in_places(query, value_unit, None, lang))
        parts.append(_below_zero(entry, lang))
    return "".join(parts)


def _synthetic_files(query: dict, lang: str) -> str:
    """A synthetic table's rows, columns and files, and the pairs it does not keep, as the report says them (its
    output record's intro); "" for any other query."""
    own = output_of(query.get("kind"))
    return own.intro(query, lang) if own is not None and own.intro else ""


def _family_values(query: dict, most_cells: int, value_unit: str, lang: str) -> str:
    """A table family's values: what measuring together saved, then each table under its title (its interval
    and the one it would have had on its own), its first `most_cells` cells and how many more the files hold."""
    parts = ["<p>" + html.escape(say(lang, "{tables} tables measured together. Over all their cells the expected "
                                     "squared error is {ratio} times smaller than if each table had been measured on "
                                     "its own with an equal share of the same budget, and no table is less accurate.",
                                     tables=len(query["tables"]), ratio=localized(f"{saving(query):.2f}", lang)),
                                 quote=False) + "</p>"]
    for table, cells in tables_of(query):
        parts.append(f"<p><b>{html.escape(table_title(table['columns']))}</b>: "
                     + _t("each cell ± {together} (measured on its own: ± {alone})").format(
                         together=format_number(table["ci95"], lang), alone=format_number(table["one_by_one_ci95"], lang))
                     + _differs(table, lang) + "</p>")
        rows = "".join(f"<tr><td>{html.escape('; '.join(key_value_text(v, lang) for v in c['key'].values()))}</td>"
                       f"{_value_cells(c, '', value_unit)}</tr>" for c in cells[:most_cells])
        parts.append(f"<table cellpadding='3' border='1' cellspacing='0'><tr><th>{say(lang, 'Cell')}</th>"
                     f"<th>{say(lang, 'Value')}</th><th>{say(lang, 'Interval (at least 95%)')}</th></tr>{rows}</table>")
        parts.append(_more_cells(len(cells) - min(len(cells), most_cells)))
    return "".join(parts)


def _differs(table: dict, lang: str) -> str:
    """How far a synthetic table's rows count a cell from the published table, at most ("" for a family's)."""
    if "synthetic_largest_difference" not in table:
        return ""
    return "; " + _t("the synthetic rows differ from it by at most {difference} per cell").format(
        difference=format_number(table["synthetic_largest_difference"], lang))


def _more_cells(more: int) -> str:
    if more == 1:
        return "<p>" + _t("… 1 more cell in release.csv, release.xlsx and release.json.") + "</p>"
    if more > 1:
        return "<p>" + _t("… {more} more cells in release.csv, release.xlsx and release.json.").format(
            more=number(more)) + "</p>"
    return ""


def _in_places(query: dict, value_unit: str, span: tuple | None, lang: str) -> str:
    """A quantile's ± in words, as the report says it, and (`span`: the steward's own figures) the values its
    places reach on this table, as the Preview gives them; "" for other kinds."""
    said = rank_note(query, value_unit, lang)
    if not said:
        return ""
    text = f"<p><i>{html.escape(said, quote=False)}</i></p>"
    if span:
        low, high = (format_number(v, lang) + (f" {html.escape(value_unit)}" if value_unit else "") for v in span)
        text += "<p><i>" + _t("On this table, the values within those places lie between {low} and {high}: for your "
                              "eyes only (the release and its report cannot say it).").format(low=low, high=high)
        text += "</i></p>"
    return text


def _below_zero(entry: Entry, lang: str) -> str:
    """Why a count is published below 0 (core/private/below_zero.py), or a mean without a number
    (core/kinds/mean/private.py), as the report says it beside the query."""
    return "".join(f"<p><i>{html.escape(note.said(lang), quote=False)}</i></p>" for note in entry.notes
                   if note.template in (*BELOW_ZERO_NOTES, NO_ESTIMATE_NOTE))


def export_blocked_by(project) -> str:
    """Why the export cannot run yet, with a link to the step where that is fixed; "" when it can."""
    def link(step: int, page: str) -> str:
        return f"<a href='step:{step}'>{page}</a>"

    data, columns, queries = (html.escape(translated("MainWindow", step), quote=False) for step in STEPS[:3])
    if project.table is None:
        return _t("Export is not possible yet: open a table on {page}.").format(page=link(0, data))
    if not project.state.queries:
        return _t("Export is not possible yet: add a query on {page}.").format(page=link(2, queries))
    problems = project.problems()
    if not problems:
        return ""
    first = problems[0]
    step, page = (1, columns) if first.where.startswith(("privacy_unit", "columns")) else (2, queries)
    more = " " + _t("(and {count} more)").format(count=len(problems) - 1) if len(problems) > 1 else ""
    return _t("Export is not possible yet: {problem}{more}. Fix it on {page}.").format(
        problem=html.escape(problem_in_words(first), quote=False), more=more, page=link(step, page))


_t = translator("ReleaseTexts")


MARKED = (  # for pyside6-lupdate: the texts _t translates
    QT_TRANSLATE_NOOP("ReleaseTexts", "suppressed (small-cell rule)"),
    QT_TRANSLATE_NOOP("ReleaseTexts", "no estimate (too few values)"),
    QT_TRANSLATE_NOOP("ReleaseTexts", "Released values (± is an interval that holds the true value with at least 95% probability):"),
    QT_TRANSLATE_NOOP("ReleaseTexts", "On this table, the values within those places lie between {low} and {high}: "
                                      "for your eyes only (the release and its report cannot say it)."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "… {more} more cells in release.csv, release.xlsx and release.json."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "… 1 more cell in release.csv, release.xlsx and release.json."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "Export is not possible yet: open a table on {page}."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "Export is not possible yet: add a query on {page}."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "(and {count} more)"),
    QT_TRANSLATE_NOOP("ReleaseTexts", "each cell ± {together} (measured on its own: ± {alone})"),
    QT_TRANSLATE_NOOP("ReleaseTexts", "the synthetic rows differ from it by at most {difference} per cell"),
    QT_TRANSLATE_NOOP("ReleaseTexts", "Export is not possible yet: {problem}{more}. Fix it on {page}."),
)
