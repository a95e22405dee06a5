"""A table family's part of the report (the kind `marginals`, plan version 10): what measuring the tables together
saved, then each table, a two-column table as a grid; its noise scale in the table of queries (a synthetic table's
too). The kinds' output records point here (kinds/marginals/output.py, kinds/synthetic/output.py). Everything is read from the release entry: each table's
cells in the entry's order (first column slowest), its interval, and the interval measured one by one."""
from __future__ import annotations

import html

from ..base.locale_format import format_number, localized
from ..base.words import say
from .fonts import key_value_text  # "(other)" in the reader's language, as every other table of the report says it

MAX_FAMILY_CELLS = 200  # a table's cells listed in the report; the release's files hold every one
MOST_ACROSS = 12  # a grid has at most this many columns across; a larger two-column table is listed


def _e(text) -> str:
    return html.escape(str(text))


def table_title(columns) -> str:
    return " × ".join(columns)


def tables_of(query: dict) -> list[tuple[dict, list[dict]]]:
    """Each table of the entry with its cells (the entry lists them table after table)."""
    out, start = [], 0
    for table in query["tables"]:
        out.append((table, query["cells"][start:start + table["cells"]]))
        start += table["cells"]
    return out


def saving(query: dict) -> float:
    """The total squared error over all cells, measured one by one, over the family's: above 1 is a saving."""
    family = sum(t["cells"] * t["ci95"] ** 2 for t in query["tables"])
    alone = sum(t["cells"] * t["one_by_one_ci95"] ** 2 for t in query["tables"])
    return alone / family if family else 1.0


def residual_words(scale: dict, lang: str) -> str:
    """A family's noise scale in the report's table of queries (a table family's or a synthetic table's): how many
    residual queries it has, their scales being in release.json."""
    return say(lang, "{count} residual queries (in release.json)", count=len(scale))


def family_section(query: dict, head: str, notes: str, lang: str) -> str:
    """The family's section: a summary table of the tables and their intervals, then every table."""
    ratio = saving(query)
    summary = "<p>" + say(lang, "{tables} tables measured together. Over all their cells the expected squared error "
                          "is {ratio} times smaller than if each table had been measured on its own with an equal "
                          "share of the same budget, and no table is less accurate.",
                          tables=len(query["tables"]), ratio=localized(f"{ratio:.2f}", lang)) + "</p>"
    interval, alone = say(lang, "Interval (95%)"), say(lang, "Measured on its own")
    rows = "".join(f"<tr><td>{_e(table_title(t['columns']))}</td><td>{localized(format(t['cells'], ','), lang)}</td>"
                   f"<td>± {format_number(t['ci95'], lang)}</td><td>± {format_number(t['one_by_one_ci95'], lang)}</td>"
                   "</tr>" for t in query["tables"])
    overview = (f"<table cellpadding='5' cellspacing='0'><tr><th>{say(lang, 'Table')}</th><th>{say(lang, 'Cells')}</th>"
                f"<th>{interval}</th><th>{alone}</th></tr>{rows}</table>")
    return head + summary + overview + "".join(_table(t, cells, lang) for t, cells in tables_of(query)) + notes


def _table(table: dict, cells: list[dict], lang: str) -> str:
    widest = max((c["ci95"] for c in cells), default=table["ci95"])
    if widest > table["ci95"] + 1e-9:  # post-processed (plan version 12): a cell moved has its interval widened
        said = say(lang, "Each cell: ± {interval} with 95% probability, widened by how far keeping the tables at 0 or "
                   "above and rounding moved it (up to ± {widest}; each cell's own interval is in release.csv).",
                   interval=format_number(table["ci95"], lang), widest=format_number(widest, lang))
    else:
        said = say(lang, "Each cell: ± {interval} with 95% probability.", interval=format_number(table["ci95"], lang))
    title = f"<h4>{_e(table_title(table['columns']))}</h4><p class='note'>" + said + "</p>"
    columns = table["columns"]
    if len(columns) == 2:
        grid = _grid(columns, cells, lang)
        if grid:
            return title + grid
    rows = "".join(f"<tr><td>{_e('; '.join(key_value_text(v, lang) for v in c['key'].values()))}</td>"
                   f"<td>{format_number(c['value'], lang)}</td></tr>" for c in cells[:MAX_FAMILY_CELLS])
    more = ("<p class='note'>" + say(lang, "The first {listed} cells are listed here; {more} more cells are in "
                                     "release.csv, release.xlsx and release.json.",
                                     listed=localized(f"{MAX_FAMILY_CELLS:,}", lang),
                                     more=localized(f"{len(cells) - MAX_FAMILY_CELLS:,}", lang)) + "</p>"
            if len(cells) > MAX_FAMILY_CELLS else "")
    return (title + f"<table cellpadding='4' cellspacing='0'><tr><th>{say(lang, 'Cell')}</th>"
            f"<th>{say(lang, 'Value')}</th></tr>{rows}</table>" + more)


def _grid(columns, cells: list[dict], lang: str) -> str:
    """A two-column table as a grid, the column with fewer labels across; "" when both have too many."""
    down_labels = list(dict.fromkeys(c["key"][columns[0]] for c in cells))
    across_labels = list(dict.fromkeys(c["key"][columns[1]] for c in cells))
    down, across = columns
    if len(across_labels) > len(down_labels):
        down, across, down_labels, across_labels = across, down, across_labels, down_labels
    if len(across_labels) > MOST_ACROSS or len(down_labels) * len(across_labels) > MAX_FAMILY_CELLS:
        return ""
    value = {(c["key"][down], c["key"][across]): c["value"] for c in cells}
    head = (f"<tr><th>{_e(down)} \\ {_e(across)}</th>" + "".join(f"<th>{_e(key_value_text(a, lang))}</th>"
                                                                  for a in across_labels) + "</tr>")
    body = "".join(f"<tr><th>{_e(key_value_text(d, lang))}</th>"
                   + "".join(f"<td>{format_number(value[(d, a)], lang)}</td>" for a in across_labels) + "</tr>"
                   for d in down_labels)
    return f"<table cellpadding='4' cellspacing='0'>{head}{body}</table>"
