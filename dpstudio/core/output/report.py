"""The budget report, in plain words with figures, for a reader who is not a DP expert.

Every figure is read from the release that was produced (and the ledger's status), never
recomputed from the data. The same HTML is written as report.html and rendered to report.pdf.
"""
from __future__ import annotations

import base64
import html
import math

from ... import __version__
from ..number_text import plain
from .export import margin_cells
from .report_charts import cells_chart_png
from ..plan.units import unit_of
from .report_words import inputs_words, kind_words, mechanism_words, steps_words

GROUP_SIZES = (2, 3, 5)
MAX_REPORT_CELLS = 200  # a query's table in the report; its chart draws fewer (fonts.MAX_CHART_CELLS)


def _e(text) -> str:
    return html.escape(str(text))


def format_number(value) -> str:
    """A released number for people: thousands separated from 10,000, four significant digits."""
    if value is None:
        return "—"
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10_000 else str(value)
    if abs(value) >= 10_000 or (value and abs(value) < 1e-4):  # where "g" would write 1.75e+08
        return plain(value, 4)
    return f"{value:,.4g}"


def _interval(query, unit: str = "") -> str:
    if query.get("ci95") is None:
        return "per cell (below)"
    return f"± {format_number(query['ci95'])}{_rank_unit(query) or _in(unit)}"


def _in(unit: str) -> str:
    """A value's unit after it ("14.8 years"), if the plan declares one for its column."""
    return f" {_e(unit)}" if unit else ""


def build_report(release: dict, plan: dict, charts: bool = True) -> str:
    budget = release["budget"]
    eps = float(budget["epsilon"])
    delta = float(budget["delta"])
    unit = release.get("privacy_unit")
    parts = [_HEAD, "<h1>Differentially private release: budget report</h1>",
             f"<p class='meta'>Released {_e(release['created'])}{_by(release)} "
             f"with dpstudio {_e(release.get('dpstudio_version', __version__))}.<br>"
             f"{_fingerprint_line(release.get('dataset_fingerprint'))}</p>"]
    parts.append("<h2>What was protected</h2>")
    who = (f"Each <b>person</b>, identified by the column <i>{_e(unit['column'])}</i>; a person's rows beyond the "
           f"first {unit['max_rows']} were left out, and every query's noise was scaled to cover all of a person's "
           f"rows. In full: {_e(release.get('privacy_unit_description', ''))}."
           if unit else "Each <b>row</b> of the table is taken to be one person.")
    parts.append(f"<p>{who} {_e(release['neighbouring'])}</p>")
    parts.append("<h2>How much privacy was spent</h2>")
    parts.append(f"<p>Total <b>ε = {eps:g}</b> and <b>δ = {delta:g}</b> "
                 f"(the plan allowed ε = {float(budget['limit']['epsilon']):g}, "
                 f"δ = {float(budget['limit']['delta']):g}). {_e(budget['composition'])}</p>")
    if budget.get("accounting") == "zcdp":
        parts.append(_about_zcdp(budget))
    parts.append(f"<p><b>What ε means:</b> anyone's conclusions about a patient change by at most a factor "
                 f"e<sup>ε</sup> = {math.exp(eps):.3g} whether or not that patient is in the table. "
                 f"Put differently, if someone thought there was a 1% chance that a patient has a condition, "
                 f"this release can move that belief to at most {_posterior(0.01, eps):.2%}.</p>")
    if delta:
        parts.append(_delta_meaning(delta, budget.get("population")))
    else:
        parts.append("<p><b>δ = 0:</b> the ε promise holds without exception (pure differential privacy).</p>")
    parts.append(_group_table(eps, delta))
    for warning in release.get("warnings", []):
        parts.append(f"<p class='warn'>⚠ {_e(warning)}</p>")
    parts.append("<h2>The queries</h2>")
    units = plan.get("units") or {}
    parts.append(_query_table(release["queries"], units))
    parts.append("<h2>The released values</h2><p>Each value is within ± the stated interval of the true value "
                 "with at least 95% probability.</p>")
    for query in release["queries"]:
        parts.append(_query_section(query, charts, unit_of(units, query)))
    if any("suppress_below" in q for q in release["queries"]):
        parts.append(_about_suppression(release["queries"]))
    randomized = [q for q in release["queries"] if q["kind"] == "randomized_response"]
    if randomized:
        parts.append(_about_randomized_response(all("rows_ci95" in q for q in randomized)))
    parts.append("<h2>What this release contains and does not contain</h2><p>Only the noisy values above, their "
                 "intervals and how they were made. No row of the table, no identifier and no exact statistic "
                 "of the table is in it.</p></body></html>")
    return "\n".join(parts)


def _rank_unit(query) -> str:
    """A quantile's interval is in places of the sorted values: how many values there were is not public."""
    return " ranks (places in the sorted values)" if query.get("ci95_unit") == "rows" else ""


def _about_suppression(queries) -> str:
    """Why the small-cell rule is applied to noisy values, in words for an ethics board."""
    rules = sorted({q["suppress_below"] for q in queries if "suppress_below" in q})
    shown = " or ".join(str(n) for n in rules)
    return ("<h2>The small-cell rule</h2><p>Values below " + shown + " are published as <i>suppressed</i>, "
            "without a number, as the hospital's disclosure rules ask. The rule is applied to the noisy values, "
            "after the noise was added, so it costs no privacy budget. On its own, suppressing small cells does "
            "not protect anyone: a hidden cell can be worked out by subtracting the published cells from a "
            "published total or margin. Here every published number carries noise, so whatever is worked out "
            "that way is itself only a noisy value, and the ε promise above holds for it as for everything "
            "else in this release.</p>")


def _fingerprint_line(fingerprint) -> str:
    if not fingerprint:
        return "Made without a ledger: no dataset fingerprint."
    return ("Dataset fingerprint: <code>" + _e(fingerprint) + "</code>. It is keyed with the ledger's secret: "
            "whoever holds the ledger can find the population of people this release is about; to anyone else it "
            "is a random string, except that releases about the same population carry the same one.")


def _by(release) -> str:
    """The publisher the steward named, if any; never the operating system's user."""
    return f" by {_e(release['publisher'])}" if release.get("publisher") else ""


def _delta_meaning(delta: float, population: int | None) -> str:
    text = (f"<p><b>What δ means:</b> δ = {delta:g} is, loosely, the chance for each person that the ε promise "
            "fails for them: the definition allows any outcome to be up to δ more likely than ε alone permits, "
            f"so it would even allow a person's record to be published outright with probability {delta:g}. ")
    if population:
        text += (f"The table is drawn from a population of N = {population:,} people (a public figure given "
                 f"by the publisher), so the expected number of people for whom the promise could fail is at "
                 f"most N·δ = {population * delta:.2g}; δ was required to be below 1/N = {1 / population:.2g}.")
    else:
        text += (f"δ was required to be at most 0.00001. N·δ, the expected number of people for whom the "
                 f"promise could fail among N people, stays below one for populations under 1/δ = "
                 f"{1 / delta:,.0f} people.")
    return text + "</p>"


def _about_zcdp(budget) -> str:
    """Zero-concentrated DP in two plain sentences, with the figures the release states."""
    return ("<p><b>How the queries were added up (zCDP):</b> each query's privacy loss was counted as a ρ "
            "(rho, zero-concentrated differential privacy), and the ρ of all queries were added up and turned "
            "into ε and δ once, for the whole release; counted this way, the total grows more slowly with the "
            "number of queries than adding their ε would, so the same protection needs less noise. Together the "
            f"queries spent ρ = {float(budget['rho']):.4g} (the plan allowed {float(budget['rho_limit']):.4g}), "
            "which guarantees the ε and δ above; each query's ε below is its share of the total, not a promise "
            "of its own.</p>")


def _posterior(prior: float, eps: float) -> float:
    odds = prior / (1 - prior) * math.exp(eps)
    return odds / (1 + odds)


def _group_table(eps: float, delta: float) -> str:
    rows = "".join(f"<tr><td>{k} people (e.g. a family)</td><td>{k * eps:g}</td>"
                   f"<td>{min(1.0, k * math.exp((k - 1) * eps) * delta):.3g}</td></tr>" for k in GROUP_SIZES)
    return ("<p><b>Groups:</b> the protection weakens for groups of people whose data are related. For a group "
            "of k people it is k·ε (and k·e<sup>(k−1)ε</sup>·δ):</p><table cellpadding='5' cellspacing='0'><tr><th>Group</th><th>ε</th><th>δ</th>"
            f"</tr>{rows}</table>")


def _query_table(queries, units: dict) -> str:
    rows = []
    zcdp = any("rho" in q for q in queries)  # zCDP accounting: each query's rho beside its share of ε
    for q in queries:
        scale = q["noise_scale"]
        scale_text = ", ".join(f"{k} {format_number(v)}" for k, v in scale.items()) if isinstance(scale, dict) else format_number(scale)
        post = steps_words(q.get("postprocess", []))
        rows.append(f"<tr><td>{_e(q['id'])}</td><td>{_e(kind_words(q['kind'], q))}</td>"
                    f"<td>{_e(mechanism_words(q['mechanism']))}</td>"
                    f"<td>{q['epsilon']:g}</td><td>{q['delta']:g}</td>"
                    + (f"<td>{q['rho']:.4g}</td>" if zcdp else "") + f"<td>{scale_text}</td>"
                    f"<td>{_interval(q, unit_of(units, q))}</td><td>{_e(post)}</td></tr>")
    return ("<table cellpadding='5' cellspacing='0'><tr><th>Query</th><th>Kind</th><th>Mechanism</th><th>ε</th><th>δ</th>"
            + ("<th>ρ</th>" if zcdp else "") + "<th>Noise scale</th>"
            "<th>95% interval</th><th>Post-processing</th></tr>" + "".join(rows) + "</table>")


def _query_section(query, charts: bool, unit: str = "") -> str:
    head = f"<h3>{_e(query['id'])} ({_e(kind_words(query['kind'], query))})</h3>"
    inputs = inputs_words(query, unit)
    if inputs:
        head += "<p class='note'>" + " ".join(_e(line) for line in inputs) + "</p>"
    notes = "".join(f"<p class='note'>{_e(n)}</p>" for n in query.get("notes", []))
    if "cells" not in query:
        if query.get("suppressed"):
            return head + "<p class='value'>suppressed <span>(below the small-cell rule)</span></p>" + notes
        return head + (f"<p class='value'>{format_number(query['value'])}{_in(unit)} "
                       f"<span>{_interval(query, unit)}</span></p>") + notes
    counts = all("count" in c for c in query["cells"])  # randomized response: estimated counts as well
    rows = "".join(
        f"<tr><td>{_e('; '.join(str(v) for v in c['key'].values()))}</td>"
        + ("<td>suppressed</td><td></td>" if c.get("suppressed") else
           f"<td>{format_number(c['value'])}{_in(unit)}</td>"
           f"<td>± {format_number(c.get('ci95'))}{_rank_unit(query) or _in(unit)}</td>")
        + (f"<td>{format_number(c['count'])}</td><td>± {format_number(c['count_ci95'])}</td>" if counts else "")
        + "</tr>" for c in (query["cells"] + margin_cells(query))[:MAX_REPORT_CELLS])
    extra = "<th>Estimated count</th><th>95% interval</th>" if counts else ""
    table = (f"<table cellpadding='5' cellspacing='0'><tr><th>Cell</th><th>Value</th><th>95% interval</th>{extra}</tr>{rows}</table>"
             + _more_cells(len(query["cells"])) + _answers(query))
    chart = ""
    if charts:
        png = cells_chart_png(query)
        chart = f"<p><img src='data:image/png;base64,{base64.b64encode(png).decode()}' width='600'></p>"
    return head + chart + table + notes


def _more_cells(count: int) -> str:
    """The report lists a query's first MAX_REPORT_CELLS cells; the release's files hold every one."""
    if count <= MAX_REPORT_CELLS:
        return ""
    return (f"<p class='note'>The first {MAX_REPORT_CELLS:,} cells are listed here; "
            f"{count - MAX_REPORT_CELLS:,} more cells are in release.csv, release.xlsx and release.json.</p>")


def _about_randomized_response(noisy_count: bool) -> str:
    head = ("<h2>About randomized response</h2><p>Every row's answer was randomized before anything was counted, "
            "so each person can deny their recorded value. ")
    if not noisy_count:  # release format 1
        return head + ("It protects <b>each person's value</b>; it does <b>not</b> hide whether a person is in the "
                       "table: the number of rows answered is revealed, exactly.</p>")
    return head + ("The <b>number of answers</b> is noisy too: part of the query's ε paid for a noisy count of the "
                   "rows, and answers chosen at random were dropped, or uniformly random answers added, to reach "
                   "it. So the release hides both each person's value and whether the person is in the table. "
                   "Shares and counts were estimated from the answers; their intervals cover both kinds of "
                   "noise.</p>")


def _answers(query) -> str:
    """Randomized response: how many answers were released (a noisy count; release format 1 had none)."""
    if query["kind"] != "randomized_response" or "rows_ci95" not in query:
        return ""
    return (f"<p>Answers released: {format_number(query['rows'])}, a noisy count of the rows "
            f"(± {format_number(query['rows_ci95'])} with 95% probability). Values are estimated shares.</p>")


_HEAD = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Budget report</title>
<style>
body { font-family: "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", Arial, sans-serif; font-size: 10pt; color: #222; }
h1 { font-size: 16pt; } h2 { font-size: 13pt; margin-top: 14pt; } h3 { font-size: 11pt; }
table { border-collapse: collapse; margin: 4pt 0; }
td, th { border: 1px solid #999; }  /* padding: each table's cellpadding (Qt ignores CSS padding there) */
th { background: #eee; } .meta { color: #555; } .warn { color: #b71c1c; } .note { color: #555; font-size: 9pt; }
.value { font-size: 12pt; font-weight: bold; } .value span { font-weight: normal; color: #555; }
</style></head><body>"""
