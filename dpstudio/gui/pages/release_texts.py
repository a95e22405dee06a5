"""The Release page's texts: the released values (a chart and a table per query) and why Export is
disabled (in words, with a link to the step where it is fixed)."""
from __future__ import annotations

import base64
import html

from ...core.number_text import plain
from ...core.output.report import format_number
from ...core.plan.units import unit_of
from ..problem_words import problem_in_words


def _value_cells(item: dict, unit: str = "", ranked: int | None = None, value_unit: str = "") -> str:
    """A value and its interval; `unit` after the interval (ranks), `value_unit` after both ("years")."""
    if item.get("suppressed"):
        return "<td>suppressed (small-cell rule)</td><td></td>"
    after = f" {html.escape(value_unit)}" if value_unit else ""
    if ranked:  # a quantile: its rank interval in percentile points of the values it ranked
        return (f"<td align='right'>{format_number(item['value'])}{after}</td>"
                f"<td>± {plain(100 * item['ci95'] / ranked)} percentile points</td>")
    return (f"<td align='right'>{format_number(item['value'])}{after}</td>"
            f"<td>± {format_number(item['ci95'])}{unit or after}</td>")


def released_values_html(release: dict, most_cells: int = 20, charts: bool = True,
                         values_ranked: dict | None = None, units: dict | None = None) -> str:
    """The released values as the files hold them: per query a chart of its cells and a table (value,
    95% interval), numbers formatted as in the report. A quantile's interval is in percentile points
    of the `values_ranked` (the steward's own figures, never published), or else in ranks."""
    from ...core.output.report_charts import cells_chart_png

    values_ranked, units = values_ranked or {}, units or {}
    parts = ["<p>Released values (± is the 95% interval):</p>"]
    for query in release["queries"]:
        unit = " ranks (places in the sorted values)" if query.get("ci95_unit") == "rows" else ""
        value_unit = unit_of(units, query)
        parts.append(f"<p><b>{html.escape(query['id'])}</b></p>")
        if "cells" not in query:
            ranked = values_ranked.get(query["id"]) if query.get("ci95_unit") == "rows" else None
            parts.append(f"<table cellpadding='3' border='1' cellspacing='0'><tr>{_value_cells(query, unit, ranked, value_unit)}"
                         "</tr></table>")
            if ranked:
                parts.append(f"<p><i>Percentile points of the {ranked:,} values ranked: that number is for your "
                             "eyes only; the release and its report give the interval in ranks.</i></p>")
            continue
        if charts and query["cells"]:
            png = base64.b64encode(cells_chart_png(query)).decode()
            parts.append(f"<p><img src='data:image/png;base64,{png}' width='560'></p>")
        shown = query["cells"][:most_cells]
        rows = "".join(f"<tr><td>{html.escape('; '.join(map(str, c['key'].values())))}</td>{_value_cells(c, unit, None, value_unit)}</tr>"
                       for c in shown)
        parts.append("<table cellpadding='3' border='1' cellspacing='0'><tr><th>Cell</th><th>Value</th>"
                     f"<th>95% interval</th></tr>{rows}</table>")
        more = len(query["cells"]) - len(shown)
        if more > 0:
            parts.append(f"<p>… {more:,} more cells in release.csv, release.xlsx and release.json.</p>")
    return "".join(parts)


def export_blocked_by(project) -> str:
    """Why the export cannot run yet, with a link to the step where that is fixed; "" when it can."""
    def link(step: int, page: str) -> str:
        return f"<a href='step:{step}'>{page}</a>"

    if project.table is None:
        return f"Export is not possible yet: open a table on {link(0, 'Data')}."
    if not project.state.queries:
        return f"Export is not possible yet: add a query on {link(2, 'Queries &amp; budget')}."
    problems = project.problems()
    if not problems:
        return ""
    first = problems[0]
    step, page = (1, "Columns") if first.where.startswith(("privacy_unit", "columns")) else (2, "Queries &amp; budget")
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    return (f"Export is not possible yet: {html.escape(problem_in_words(first), quote=False)}{more}. Fix it on "
            f"{link(step, page)}.")
