"""The Release page's texts: the released values (a chart and a table per query) and why Export is
disabled (in words, with a link to the step where it is fixed)."""
from __future__ import annotations

import base64
import html

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.output.counted_words import counted_words
from ...core.output.report_words import kind_words
from ...core.output.fonts import key_value_text
from ...core.locale_format import format_number
from ...core.plan.units import unit_of
from ...core.private.below_zero import BELOW_ZERO_NOTES
from ...core.private.mean_draft import NO_ESTIMATE_NOTE
from ...core.words import reworded, say, template_pattern
from ..numbers import number
from ..problem_words import problem_in_words
from ..translation import app_language, translated, translator


def _value_cells(item: dict, unit: str = "", ranked: int | None = None, value_unit: str = "") -> str:
    """A value and its interval; `unit` after the interval (ranks), `value_unit` after both ("years")."""
    lang = app_language()
    if item.get("suppressed"):
        return "<td>" + _t("suppressed (small-cell rule)") + "</td><td></td>"
    if item.get("no_estimate"):  # a mean whose noisy count is too small: core/private/mean_draft.py
        return "<td>" + _t("no estimate (too few values)") + "</td><td></td>"
    after = f" {html.escape(value_unit)}" if value_unit else ""
    if ranked:  # a quantile: its rank interval in percentile points of the values it ranked
        return (f"<td align='right'>{format_number(item['value'], lang)}{after}</td>"
                f"<td>{say(lang, '± {points} percentile points', points=number(100 * item['ci95'] / ranked))}</td>")
    return (f"<td align='right'>{format_number(item['value'], lang)}{after}</td>"
            f"<td>± {format_number(item['ci95'], lang)}{unit or after}</td>")


def released_values_html(release: dict, most_cells: int = 20, charts: bool = True,
                         values_ranked: dict | None = None, units: dict | None = None) -> str:
    """The released values as the files hold them: per query a chart of its cells and a table (value,
    interval, at least 95%), numbers formatted as in the report. A quantile's interval is in percentile points
    of the `values_ranked` (the steward's own figures, never published), or else in ranks."""
    from ...core.output.report_charts import cells_chart_png

    lang = app_language()
    values_ranked, units = values_ranked or {}, units or {}
    parts = ["<p>" + _t("Released values (± is an interval that holds the true value with at least 95% probability):") + "</p>"]
    for query in release["queries"]:
        unit = " " + say(lang, "ranks (places in the sorted values)") if query.get("ci95_unit") == "rows" else ""
        value_unit = unit_of(units, query)
        counted = counted_words(query, release.get("privacy_unit"), lang)  # people or rows, and how
        parts.append(f"<p><b>{html.escape(query['id'])}</b> ({html.escape(kind_words(query['kind'], query, lang))})"
                     + (f"<br><i>{html.escape(counted)}</i>" if counted else "") + "</p>")
        if "cells" not in query:
            ranked = values_ranked.get(query["id"]) if query.get("ci95_unit") == "rows" else None
            parts.append(f"<table cellpadding='3' border='1' cellspacing='0'><tr>{_value_cells(query, unit, ranked, value_unit)}"
                         "</tr></table>")
            if ranked:
                parts.append("<p><i>" + _t("Percentile points of the {ranked} values ranked: that number is for "
                                           "your eyes only; the release and its report give the interval in ranks.")
                             .format(ranked=number(ranked)) + "</i></p>")
            parts.append(_below_zero(query, lang))
            continue
        if charts and query["cells"]:
            png = base64.b64encode(cells_chart_png(query, lang)).decode()
            parts.append(f"<p><img src='data:image/png;base64,{png}' width='560'></p>")
        shown = query["cells"][:most_cells]
        rows = "".join(f"<tr><td>{html.escape('; '.join(key_value_text(v, lang) for v in c['key'].values()))}</td>"
                       f"{_value_cells(c, unit, None, value_unit)}</tr>" for c in shown)
        parts.append(f"<table cellpadding='3' border='1' cellspacing='0'><tr><th>{say(lang, 'Cell')}</th>"
                     f"<th>{say(lang, 'Value')}</th><th>{say(lang, 'Interval (at least 95%)')}</th></tr>{rows}</table>")
        more = len(query["cells"]) - len(shown)
        if more > 0:
            parts.append("<p>" + _t("… {more} more cells in release.csv, release.xlsx and release.json.").format(
                more=number(more)) + "</p>")
        parts.append(_below_zero(query, lang))
    return "".join(parts)


def _below_zero(query: dict, lang: str) -> str:
    """Why a count is published below 0 (core/private/below_zero.py), or a mean without a number
    (core/private/mean_draft.py), as the report says it beside the query."""
    return "".join(f"<p><i>{html.escape(reworded(lang, note), quote=False)}</i></p>"
                   for note in query.get("notes", [])
                   if note in BELOW_ZERO_NOTES or template_pattern(NO_ESTIMATE_NOTE).match(note))


def export_blocked_by(project) -> str:
    """Why the export cannot run yet, with a link to the step where that is fixed; "" when it can."""
    def link(step: int, page: str) -> str:
        return f"<a href='step:{step}'>{page}</a>"

    from ..main_window import STEPS  # the steps' names, as the window's list shows them

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
    QT_TRANSLATE_NOOP("ReleaseTexts", "Percentile points of the {ranked} values ranked: that number is for your eyes "
                                      "only; the release and its report give the interval in ranks."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "… {more} more cells in release.csv, release.xlsx and release.json."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "Export is not possible yet: open a table on {page}."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "Export is not possible yet: add a query on {page}."),
    QT_TRANSLATE_NOOP("ReleaseTexts", "(and {count} more)"),
    QT_TRANSLATE_NOOP("ReleaseTexts", "Export is not possible yet: {problem}{more}. Fix it on {page}."),
)
