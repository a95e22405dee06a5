"""The budget report, in plain words with figures, for a reader who is not a DP expert.

Every figure is read from the release that was produced (and the ledger's status), never
recomputed from the data. The same HTML is written as report.html and rendered to report.pdf.
"""
from __future__ import annotations

import base64
import html
import math

from ...version import __version__
from ..base.locale_format import format_number, given, localized, moment, percent
from ..base.visible_text import visible
from ..base.words import say
from ..base.words.lists import listed_or
from .export import margin_cells
from .fonts import key_value_text
from .rank_words import rank_note, rank_unit
from .release_record import Release
from ..plan.units import unit_of
from .counted_words import counted_words, reads_every_row
from .kind_outputs import KIND_OUTPUTS, output_of
from .report_words import inputs_words, kind_words, mechanism_words, steps_words

GROUP_SIZES = (2, 3, 5)
MAX_REPORT_CELLS = 200  # a query's table in the report; its chart draws fewer (fonts.MAX_CHART_CELLS)


def _e(text) -> str:
    return html.escape(str(text))


def _interval(query, unit: str, language: str) -> str:
    if query.get("ci95") is None:
        return say(language, "per cell (below)")
    return f"± {format_number(query['ci95'], language)}{rank_unit(query, language) or _in(unit)}"


def _in(unit: str) -> str:
    """A value's unit after it ("14.8 years"), if the plan declares one for its column."""
    return f" {_e(unit)}" if unit else ""


def build_report(release: dict, plan: dict, charts: bool = True, signed_by: str | None = None) -> str:
    """The report in the release's language (`release["language"]`); `signed_by` is the fingerprint of the data
    office's key that signs the bundle (the report says how a recipient checks it), None for no signature."""
    record = Release.from_json(release)  # of any format: a sentence of format 12 or before said as stored
    lang = record.language
    budget = record.budget
    eps = float(budget.epsilon)
    delta = float(budget.delta)
    unit = dict(record.privacy_unit) if record.privacy_unit is not None else None
    version = _e(record.dpstudio_version if "dpstudio_version" in record.order else __version__)
    queries = [entry.to_json() for entry in record.queries]
    parts = [_head(lang), f"<h1>{say(lang, 'Differentially private release: budget report')}</h1>",
             "<p class='meta'>" + say(lang, "Released {when}{by} with dpstudio {version}.",
                                      when=_e(moment(record.created, lang)), by=_by(record, lang),
                                      version=version)
             + f"<br>{_fingerprint_line(record.dataset_fingerprint, lang)}</p>"]
    parts.append(f"<h2>{say(lang, 'What was protected')}</h2>")
    if unit:
        who = say(lang, "Each <b>person</b>, identified by the column <i>{column}</i>; a person's rows beyond the "
                  "first {max_rows} were left out, and every query's noise was scaled to cover all of a person's "
                  "rows. In full: {description}.", column=_e(unit["column"]), max_rows=unit["max_rows"],
                  description=_e(record.privacy_unit_description.said(lang)
                                 if record.privacy_unit_description else ""))
        if any(reads_every_row(q) for q in queries):
            who += " " + say(lang, "Queries that count people, or people by their number of rows, read all of a "
                                   "person's rows: their noise is scaled to one person, whatever their number of rows "
                                   "(each query says how it counts).")
    else:
        who = say(lang, "Each <b>row</b> of the table is taken to be one person.")
    parts.append(f"<p>{who} {_e(record.neighbouring.said(lang))}</p>")
    parts.append(f"<h2>{say(lang, 'How much privacy was spent')}</h2>")
    parts.append("<p>" + say(lang, "Total <b>ε = {epsilon}</b> and <b>δ = {delta}</b> (the plan allowed "
                             "ε = {epsilon_limit}, δ = {delta_limit}).", epsilon=given(eps, lang),
                             delta=given(delta, lang), epsilon_limit=given(budget.limit["epsilon"], lang),
                             delta_limit=given(budget.limit["delta"], lang))
                 + f" {_e(budget.composition.said(lang))}</p>")
    if budget.accounting == "zcdp":
        parts.append(_about_zcdp(budget, lang))
    parts.append("<p>" + say(lang, "<b>What ε means:</b> anyone's conclusions about a patient change by at most a "
                             "factor e<sup>ε</sup> = {factor} whether or not that patient is in the table. Put "
                             "differently, if someone thought there was a {prior} chance that a patient has a "
                             "condition, this release can move that belief to at most {posterior}.",
                             factor=localized(f"{math.exp(eps):.3g}", lang), prior=percent(0.01, lang, 0),
                             posterior=percent(_posterior(0.01, eps), lang)) + "</p>")
    if delta:
        parts.append(_delta_meaning(delta, budget.population, lang))
    else:
        parts.append("<p>" + say(lang, "<b>δ = 0:</b> the ε promise holds without exception (pure differential "
                                 "privacy).") + "</p>")
    parts.append(_group_table(eps, delta, lang))
    for warning in record.warnings:
        parts.append(f"<p class='warn'>⚠ {_e(warning.said(lang))}</p>")
    parts.append(f"<h2>{say(lang, 'The queries')}</h2>")
    units = plan.get("units") or {}
    parts.append(_query_table(queries, units, lang))
    parts.append(f"<h2>{say(lang, 'The released values')}</h2><p>"
                 + say(lang, "Each value is within ± the stated interval of the true value with at least 95% "
                       "probability. A value that is published only because its noisy count passed a threshold (a "
                       "key found in the table, or a value just above the small-cell rule) tends to be too high and "
                       "misses its interval more often: the notes say where.") + "</p>")
    for query, entry in zip(queries, record.queries):
        parts.append(_query_section(query, entry.notes, charts, unit_of(units, query), lang, unit))
    if any("suppress_below" in q for q in queries):
        parts.append(_about_suppression(queries, lang))
    for own in KIND_OUTPUTS.values():  # a kind's own part, about all its entries (randomized response's)
        entries = [q for q in queries if output_of(q["kind"]) is own] if own.about else []
        if entries:
            parts.append(own.about(entries, lang))
    parts.append(f"<h2>{say(lang, 'What this release contains and does not contain')}</h2><p>"
                 + say(lang, "Only the noisy values above, their intervals and how they were made. No row of the "
                       "table, no identifier and no exact statistic of the table is in it.") + "</p>")
    if signed_by:
        parts.append(_about_signature(signed_by, lang))
    parts.append("</body></html>")
    return visible("\n".join(parts))  # a key found in the table shown, never obeyed (visible_text.py)


def _about_signature(fingerprint: str, lang: str) -> str:
    """How a recipient checks that the files are the data office's (tests/core/test_bundle_signature.py checks
    each claim: the fingerprint is the signing key's, and the command passes, or names the file, as said)."""
    return (f"<h2>{say(lang, 'Checking this release')}</h2><p>"
            + say(lang, "The files of this release are signed with the data office's key, whose fingerprint is "
                  "{fingerprint}. To check that none was changed, added or removed since, get the data office's "
                  "public key from the data office itself, not from this folder (whoever changed a file could put "
                  "another key here), and run {command}: it names every file that differs, and fails for files "
                  "signed with any other key.", fingerprint=f"<code>{_e(fingerprint)}</code>",
                  command="<code>dpstudio verify FOLDER --key PUBLIC-KEY-FILE</code>") + "</p>")



def _about_suppression(queries, lang: str) -> str:
    """Why the small-cell rule is applied to noisy values, in words for an ethics board."""
    rules = sorted({q["suppress_below"] for q in queries if "suppress_below" in q})
    shown = listed_or([localized(str(n), lang) for n in rules], lang)
    return (f"<h2>{say(lang, 'The small-cell rule')}</h2><p>"
            + say(lang, "Values below {rule} are published as <i>suppressed</i>, without a number, as the "
                  "hospital's disclosure rules ask. The rule is applied to the noisy values, after the noise was "
                  "added, so it costs no privacy budget. Where a table publishes sums (its margins and total, or "
                  "cells that add up to a count), more values are withheld where needed, so that no suppressed value "
                  "can be worked out from the published values and their sums (complementary suppression). A "
                  "published value just above {rule} tends to be too high, and its interval misses its true count "
                  "more often than the stated 5%: values of the same count that came out low were suppressed. Every "
                  "published number carries noise, and the ε promise above holds for everything in this release.",
                  rule=shown) + "</p>")


def _fingerprint_line(fingerprint, lang: str) -> str:
    if not fingerprint:
        return say(lang, "Made without a ledger: no dataset fingerprint.")
    return say(lang, "Dataset fingerprint: {fingerprint}. It is keyed with the ledger's secret: whoever holds the "
               "ledger can find the population of people this release is about; to anyone else it is a random "
               "string, except that releases about the same population carry the same one.",
               fingerprint=f"<code>{_e(fingerprint)}</code>")


def _by(release: Release, lang: str) -> str:
    """The publisher the steward named, if any; never the operating system's user."""
    return say(lang, " by {publisher}", publisher=_e(release.publisher)) if release.publisher else ""


def _delta_meaning(delta: float, population: int | None, lang: str) -> str:
    text = say(lang, "<b>What δ means:</b> δ = {delta} is, loosely, the chance for each person that the ε promise "
               "fails for them: the definition allows any outcome to be up to δ more likely than ε alone permits, "
               "so it would even allow a person's record to be published outright with probability {delta}.",
               delta=given(delta, lang))
    if population:
        text += " " + say(lang, "The table is drawn from a population of N = {population} people (a public figure "
                          "given by the publisher), so the expected number of people for whom the promise could "
                          "fail is at most N·δ = {expected}; δ was required to be below 1/N = {limit}.",
                          population=localized(f"{population:,}", lang),
                          expected=localized(f"{population * delta:.2g}", lang),
                          limit=localized(f"{1 / population:.2g}", lang))
    else:
        text += " " + say(lang, "δ was required to be at most {limit}. N·δ, the expected number of people for whom "
                          "the promise could fail among N people, stays below one for populations under 1/δ = "
                          "{people} people.", limit=localized("0.00001", lang),
                          people=localized(f"{1 / delta:,.0f}", lang))
    return f"<p>{text}</p>"


def _about_zcdp(budget, lang: str) -> str:
    """Zero-concentrated DP in two plain sentences, with the figures the release states."""
    return "<p>" + say(lang, "<b>How the queries were added up (zCDP):</b> each query's privacy loss was counted as "
                       "a ρ (rho, zero-concentrated differential privacy), and the ρ of all queries were added up "
                       "and turned into ε and δ once, for the whole release; counted this way, the total grows "
                       "more slowly with the number of queries than adding their ε would, so the same protection "
                       "needs less noise. Together the queries spent ρ = {rho} (the plan allowed {rho_limit}), "
                       "which guarantees the ε and δ above; each query's ε below is its share of the total, not a "
                       "promise of its own.", rho=localized(f"{float(budget.rho):.4g}", lang),
                       rho_limit=localized(f"{float(budget.rho_limit):.4g}", lang)) + "</p>"


def _posterior(prior: float, eps: float) -> float:
    odds = prior / (1 - prior) * math.exp(eps)
    return odds / (1 + odds)


def _group_table(eps: float, delta: float, lang: str) -> str:
    rows = "".join(f"<tr><td>{say(lang, '{k} people (e.g. a family)', k=k)}</td><td>{given(k * eps, lang)}</td>"
                   f"<td>{localized(f'{min(1.0, k * math.exp((k - 1) * eps) * delta):.3g}', lang)}</td></tr>"
                   for k in GROUP_SIZES)
    return ("<p>" + say(lang, "<b>Groups:</b> the protection weakens for groups of people whose data are related. "
                        "For a group of k people it is k·ε (and k·e<sup>(k−1)ε</sup>·δ):")
            + f"</p><table cellpadding='5' cellspacing='0'><tr><th>{say(lang, 'Group')}</th><th>ε</th><th>δ</th>"
            f"</tr>{rows}</table>")


def _query_table(queries, units: dict, lang: str) -> str:
    rows = []
    zcdp = any("rho" in q for q in queries)  # zCDP accounting: each query's rho beside its share of ε
    for q in queries:
        scale = q["noise_scale"]
        own = output_of(q["kind"])
        scale_text = (own.scale_words(scale, lang) if own and own.scale_words and isinstance(scale, dict)
                      else say(lang, ", ").join(f"{say(lang, k)} {format_number(v, lang)}" for k, v in scale.items())
                      if isinstance(scale, dict) else format_number(scale, lang))
        post = steps_words(q.get("postprocess", []), lang)
        rows.append(f"<tr><td>{_e(q['id'])}</td><td>{_e(kind_words(q['kind'], q, lang))}</td>"
                    f"<td>{_e(mechanism_words(q['mechanism'], lang))}</td>"
                    f"<td>{given(q['epsilon'], lang)}</td><td>{given(q['delta'], lang)}</td>"
                    + (f"<td>{localized(format(q['rho'], '.4g'), lang)}</td>" if zcdp else "")
                    + f"<td>{scale_text}</td><td>{_interval(q, unit_of(units, q), lang)}</td><td>{_e(post)}</td></tr>")
    head = "".join(f"<th>{name}</th>" for name in (
        say(lang, "Query"), say(lang, "Kind"), say(lang, "Mechanism"), "ε", "δ", *(["ρ"] if zcdp else []),
        say(lang, "Noise scale"), say(lang, "Interval (at least 95%)"), say(lang, "Post-processing")))
    return f"<table cellpadding='5' cellspacing='0'><tr>{head}</tr>" + "".join(rows) + "</table>"


def _query_section(query, said_notes, charts: bool, unit: str, lang: str, person: dict | None = None) -> str:
    head = f"<h3>{_e(query['id'])} ({_e(kind_words(query['kind'], query, lang))})</h3>"
    counted = counted_words(query, person, lang)
    inputs = ([counted] if counted else []) + inputs_words(query, unit, lang)
    if inputs:
        head += "<p class='note'>" + " ".join(_e(line) for line in inputs) + "</p>"
    notes = "".join(f"<p class='note'>{_e(note.said(lang))}</p>" for note in said_notes)
    if rank_note(query, unit, lang):  # a quantile: what its ± counts
        notes = f"<p class='note'>{_e(rank_note(query, unit, lang))}</p>" + notes
    own = output_of(query["kind"])
    if own and own.section:  # a family's or a synthetic table's own section
        return own.section(query, head, notes, lang)
    suppressed, none = say(lang, "suppressed"), say(lang, "no estimate")
    if "cells" not in query:
        if query.get("suppressed"):
            return (head + f"<p class='value'>{suppressed} <span>({say(lang, 'below the small-cell rule')})"
                    "</span></p>" + notes)
        if query.get("no_estimate"):
            return head + f"<p class='value'>{none} <span>({say(lang, 'too few values')})</span></p>" + notes
        return head + (f"<p class='value'>{format_number(query['value'], lang)}{_in(unit)} "
                       f"<span>{_interval(query, unit, lang)}</span></p>") + notes
    counts = all("count" in c for c in query["cells"])  # randomized response: estimated counts as well
    rows = "".join(
        f"<tr><td>{_e(_cell_label(query, c, lang))}</td>"
        + (f"<td>{suppressed}</td><td></td>" if c.get("suppressed") else
           f"<td>{none}</td><td></td>" if c.get("no_estimate") else
           f"<td>{format_number(c['value'], lang)}{_in(unit)}</td>"
           f"<td>± {format_number(c.get('ci95'), lang)}{rank_unit(query, lang) or _in(unit)}</td>")
        + (f"<td>{format_number(c['count'], lang)}</td><td>± {format_number(c['count_ci95'], lang)}</td>"
           if counts else "")
        + "</tr>" for c in (query["cells"] + margin_cells(query))[:MAX_REPORT_CELLS])
    interval = say(lang, "Interval (at least 95%)")
    extra = f"<th>{say(lang, 'Estimated count')}</th><th>{interval}</th>" if counts else ""
    table = (f"<table cellpadding='5' cellspacing='0'><tr><th>{say(lang, 'Cell')}</th><th>{say(lang, 'Value')}</th>"
             f"<th>{interval}</th>{extra}</tr>{rows}</table>" + _more_cells(len(query["cells"]), lang)
             + (own.after_cells(query, lang) if own and own.after_cells else ""))
    chart = ""
    if charts and query["cells"]:  # no cells (no discovered key passed its threshold): nothing to draw
        from .report_charts import cells_chart_png  # matplotlib (about 0.4 s to import) only when a chart is drawn

        png = cells_chart_png(query, lang)
        chart = f"<p><img src='data:image/png;base64,{base64.b64encode(png).decode()}' width='600'></p>"
    return head + chart + table + notes


def _cell_label(query, cell, lang: str) -> str:
    """A cell's key in words: its categories, or its kind's own words (jointly chosen quantiles: "median")."""
    own = output_of(query["kind"])
    if own and own.cell_words:
        return own.cell_words(cell, lang)
    return "; ".join(key_value_text(v, lang) for v in cell["key"].values())


def _more_cells(count: int, lang: str) -> str:
    """The report lists a query's first MAX_REPORT_CELLS cells; the release's files hold every one."""
    if count <= MAX_REPORT_CELLS:
        return ""
    return "<p class='note'>" + say(lang, "The first {listed} cells are listed here; {more} more cells are in "
                                    "release.csv, release.xlsx and release.json.",
                                    listed=localized(f"{MAX_REPORT_CELLS:,}", lang),
                                    more=localized(f"{count - MAX_REPORT_CELLS:,}", lang)) + "</p>"


def _head(lang: str) -> str:
    return _HEAD.replace("<html>", f"<html lang='{lang}'>").replace(
        "<title>Budget report</title>", f"<title>{say(lang, 'Budget report')}</title>")


_HEAD = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Budget report</title>
<style>
body { font-family: "Noto Sans", "DejaVu Sans", "dpstudio Sans", "Noto Sans CJK SC", Arial, sans-serif; font-size: 10pt; color: #222; }
h1 { font-size: 16pt; } h2 { font-size: 13pt; margin-top: 14pt; } h3 { font-size: 11pt; }
table { border-collapse: collapse; margin: 4pt 0; }
td, th { border: 1px solid #999; }  /* padding: each table's cellpadding (Qt ignores CSS padding there) */
th { background: #eee; } .meta { color: #555; } .warn { color: #b71c1c; } .note { color: #555; font-size: 9pt; }
.value { font-size: 12pt; font-weight: bold; } .value span { font-weight: normal; color: #555; }
</style></head><body>"""
