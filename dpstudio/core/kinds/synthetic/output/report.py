"""A synthetic table's part of the report (plan version 11): what the table is and is not,
its files, then the tables it was drawn from (each with its exact 95% interval, and how far the synthetic rows' own
table is from it), and each table's cells. Everything is read from the release entry."""
from __future__ import annotations

import html

from ....base.locale_format import format_number, localized
from ....base.words import say
from ....output.report_family import _table, table_title, tables_of
from ..query import LISTED_PAIRS
from .names import ENTRY_FIELD, synthetic_names


def _e(text) -> str:
    return html.escape(str(text))


def synthetic_intro(query: dict, lang: str) -> str:
    """What the synthetic table is (its rows, columns and files) and the pairs it does not keep, as paragraphs: the
    report's and the app's Release page's. The files are release.json's, or named as the bundle names them."""
    synthetic = query[ENTRY_FIELD]
    rows = synthetic["rows"]
    files = ", ".join((synthetic.get("files") or synthetic_names(query, rows)).values())
    intro = "<p>" + _e(say(lang, "A synthetic table of {rows} rows over the columns {columns}, in the files {files}. "
                                 "It was drawn from the {tables} tables below, measured with noise: no row is a "
                                 "patient, and what is true of the synthetic table is what these tables say, no more.",
                           rows=localized(f"{rows:,}", lang), columns=", ".join(synthetic["columns"]), files=files,
                           tables=len(query["tables"]))) + "</p>"
    chosen = synthetic.get("chosen")  # release format 14: pairs chosen at release
    if chosen:
        intro += "<p>" + _e(say(lang, "Its {pairs} pairs of columns were chosen privately at release among the "
                                      "{candidates} pairs, with {share} of its budget: the choice is noisy, and a "
                                      "chosen pair may be less related than one left out.",
                                pairs=localized(f"{len(chosen['pairs']):,}", lang),
                                candidates=localized(f"{chosen['candidates']:,}", lang),
                                share=localized(f"{chosen['budget_share']:.0%}", lang))) + "</p>"
    missing, columns = synthetic["pairs_not_kept"], len(synthetic["columns"])
    if 0 < len(missing) <= LISTED_PAIRS:
        intro += "<p>" + _e(say(lang, "Not kept: the relation between {pairs}. These pairs have no table of their own, "
                                      "so in the synthetic table they are independent given the measured tables.",
                                pairs=", ".join(f"{a} × {b}" for a, b in missing))) + "</p>"
    elif missing:  # a wide table: counted, not listed (release.json lists them)
        intro += "<p>" + _e(say(lang, "Not kept: the relation within {count} of the {total} pairs of columns (listed in "
                                      "release.json). These pairs have no table of their own, so in the synthetic "
                                      "table they are independent given the measured tables.",
                                count=localized(f"{len(missing):,}", lang),
                                total=localized(f"{columns * (columns - 1) // 2:,}", lang))) + "</p>"
    return intro


def synthetic_section(query: dict, head: str, notes: str, lang: str) -> str:
    intro = synthetic_intro(query, lang)
    columns = (say(lang, "Table"), say(lang, "Cells"), say(lang, "Interval (95%)"),
               say(lang, "Synthetic table differs by at most"))
    rows_html = "".join(
        f"<tr><td>{_e(table_title(t['columns']))}</td><td>{localized(format(t['cells'], ','), lang)}</td>"
        f"<td>± {format_number(t['ci95'], lang)}</td><td>{format_number(t['synthetic_largest_difference'], lang)}</td>"
        "</tr>" for t in query["tables"])
    overview = ("<table cellpadding='5' cellspacing='0'><tr>" + "".join(f"<th>{_e(c)}</th>" for c in columns)
                + f"</tr>{rows_html}</table><p class='note'>"
                + _e(say(lang, "Each table's cells are published as measured, within their interval of the true count "
                               "with 95% probability. The synthetic table's own count of a cell, scaled to the "
                               "published total, differs from the published one by at most the figure beside it, so it "
                               "is within the interval widened by that figure."))
                + "</p>")
    return head + intro + overview + "".join(_table(t, cells, lang) for t, cells in tables_of(query)) + notes
