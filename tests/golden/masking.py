"""What a golden file must not hold: whatever a release draws, and whatever names the moment or the machine.

A release's noise comes from OpenDP or the operating system's secure random source, and nothing in the product
makes it predictable (no seed, on purpose). So the golden files cannot hold the drawn figures; they hold
everything else, and a drawn figure, or anything computed from one, is replaced by a placeholder:

- a released value (`value`, a randomized response's `count` and `rows`, a synthetic table's
  `synthetic_largest_difference`);
- an interval that depends on the draw (`drawn_interval`): a mean's (it divides by the noisy count), a randomized
  response's (it grows with the noisy number of answers), and one widened by how far post-processing moved the
  value (cells that add up to a released total, margins and a family's cells kept at 0 or above and rounded);
- the keys of a discovered query (which keys passed the noisy threshold is drawn): masked, its cells collapse to
  the one shape they share;
- the moment and the keys: `created`, the dataset's fingerprint (keyed with the ledger's secret), the signing
  key's fingerprint, the day the ledger first saw the table, the output folder's path.

Everything else stays as written: every key and label, every category and bin, every ε, δ, ρ, noise scale,
sensitivity, candidate count, threshold and interval the plan alone decides (a count's, a cross-tab's, a
quantile's, a family's tables'), the counts of cells and rows, the units ("people", "rows"), the notes and
sentences. Whether a value is withheld (`suppressed`, `no_estimate`, a null value) is decided after the noise
too, but on the sample plans it is all but certain (README.md), so it stays: a change in the rule shows.
The report's text, where figures stand in sentences and tables without their names, masks a little more
(`mask_report_text`).
"""
from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from babel import dates, numbers

DRAWN = "<drawn>"  # a figure, key or row drawn with the noise
MOMENT = "<moment>"  # the time of the release, the day the ledger first saw the table
KEY = "<key>"  # a fingerprint: the dataset's (keyed with the ledger's secret), the signing key's
FOLDER = "<folder>"  # a temporary folder's path
FIGURE = "#"  # a drawn figure in the report's text

DRAWN_FIELDS = ("value", "count", "rows", "synthetic_largest_difference")
INTERVAL_FIELDS = ("ci95", "count_ci95")
HEX_KEY = re.compile(r"\b[0-9a-f]{64}\b")
NUMBER = r"(?<![\w.,−-])[−-]?\d(?:[\d.,\u00a0\u202f]*\d)?(?!\w)"  # 3326, 3,326, 3.326, 0,2954, −4; not J18
FIGURES_ENDING_A_LINE = re.compile(rf"(?:(?<= )|^){NUMBER}%?(?: {NUMBER}%?)*$")
LABEL = 40  # the longest label of a row of the report's tables before its figures ("N39 Urinary tract infection")


# release.json, and the tables of release.csv and release.xlsx


def drawn_interval(query: dict) -> bool:
    """Whether the query's intervals depend on the draw (docs/release-format.md, "By kind", versions 7, 9, 12).

    A mean's interval divides by its noisy count; a randomized response's grows with its noisy number of answers;
    cells moved to add up to a released total (`sum_to`), and margins or a family's cells post-processed to stay
    at 0 or above have each interval widened by how far post-processing moved the value. Every other interval
    (a count's, a histogram's, a cross-tab's, a quantile's, a family's tables' `ci95`) the plan alone decides."""
    if query["kind"] in ("mean", "randomized_response") or "sum_to" in query:
        return True
    families = query["kind"] in ("marginals", "synthetic")
    return bool(query.get("postprocess")) and (bool(query.get("margins")) or families)


def discovered(query: dict) -> bool:
    """Whether the query's keys were found in the data (plan "discover"): which of them passed is drawn."""
    return "discovered" in query


def mask_release(release: dict) -> dict:
    """release.json with placeholders where it holds what was drawn, the moment or a key (module docstring)."""
    masked = {**release, "queries": [mask_query(q) for q in release["queries"]]}
    for field, placeholder in (("created", MOMENT), ("dataset_fingerprint", KEY)):
        if masked.get(field) is not None:
            masked[field] = placeholder
    return masked


def mask_query(query: dict) -> dict:
    """One entry of release.json with its drawn figures masked and its discovered keys collapsed."""
    drawn = DRAWN_FIELDS + (INTERVAL_FIELDS if drawn_interval(query) else ())
    masked = _masked(query, drawn)
    for part in ("cells", "margins"):
        if isinstance(query.get(part), list):
            masked[part] = [_masked(item, drawn) for item in query[part]]
    if isinstance(query.get("tables"), list):  # a family's tables: their intervals are the estimate's
        masked["tables"] = [_masked(table, DRAWN_FIELDS) for table in query["tables"]]
    if discovered(query) and query.get("cells"):
        masked["cells"] = _distinct([{**c, "key": {k: DRAWN for k in c["key"]}} for c in masked["cells"]])
    return masked


def _masked(item: dict, fields) -> dict:
    """`item` with `fields` masked where they hold a figure (a withheld value stays null)."""
    return {k: DRAWN if k in fields and v is not None else v for k, v in item.items()}


def _distinct(items: list) -> list:
    return [item for n, item in enumerate(items) if item not in items[:n]]


def mask_table(rows: list[list], query: dict, header: int = 0) -> list[list]:
    """Rows of a table of figures (release.csv's rows of one query, or its sheet of release.xlsx) with its drawn
    columns masked: `value` and `count`, the intervals where `drawn_interval`, the keys (`cell`, the key columns)
    of a discovered query, whose rows then collapse to one; and a randomized response's number of answers where
    it stands. `rows[header]` names the columns, and so does each later row that holds the words "value" and
    "ci95" (a family's sheet names each table's columns above its cells); the rows above the first are kept."""
    drawn = {"value", "count"} | ({"ci95", "count_ci95"} if drawn_interval(query) else set())
    if discovered(query):
        drawn |= {"cell", *query["discovered"]["columns"]}
    answers = query.get("rows") if query["kind"] == "randomized_response" else None
    names: list[str] = []

    def masked(row: list) -> list:
        keys = names.index("value") if "value" in names else 0
        more_keys = max(0, len(row) - len(names))
        named = [names[i - more_keys] if i - more_keys >= keys else names[min(i, keys - 1)] if keys else None
                 for i in range(len(row))]
        return [DRAWN if v not in (None, "") and (named[i] in drawn or v == answers) else v
                for i, v in enumerate(row)]

    body = []
    for number, row in enumerate(rows[header:]):
        if number == 0 or ("value" in row and "ci95" in row):  # a row naming the columns below it
            names = [str(name) for name in row]
            body.append(list(row))
        else:
            body.append(masked(list(row)))
    return [list(row) for row in rows[:header]] + [body[0]] + (_distinct(body[1:]) if discovered(query)
                                                                else body[1:])


# the report's text and the command line's output


def moments(language: str, created: str | None = None) -> list[str]:
    """The release's moment, and the days around today, as the language writes them (babel's medium format, as
    the report and the command line write them), longest first, spaces as `mask_report_text` leaves them."""
    today = datetime.now(timezone.utc).date()
    written = {dates.format_date(today + timedelta(days=d), "medium", locale=language) for d in (-1, 0, 1)}
    if created:
        when = datetime.fromisoformat(created).astimezone(timezone.utc)
        written.add(dates.format_datetime(when, "medium", tzinfo=timezone.utc, locale=language) + " UTC")
    return sorted((" ".join(w.split()) for w in written), key=len, reverse=True)


def mask_words(text: str, language: str, created: str | None = None, folders=()) -> str:
    """`text` with its moments, 64-hex-digit fingerprints and the given folders' paths masked."""
    for folder in sorted(map(str, folders), key=len, reverse=True):
        text = text.replace(folder, FOLDER)
    for moment in moments(language, created):
        text = text.replace(moment, MOMENT)
    return HEX_KEY.sub(KEY, text)


def mask_report_text(text: str, release: dict) -> str:
    """report.pdf's text (`pdftotext -raw`), one printed line a line with its spaces collapsed, without what was
    drawn. Besides `mask_words`:
    - before the released values (the part the plan decides), a figure after a ±: the queries' intervals, some
      of which are drawn (a mean's, a total's cells'); ε, δ, noise scales and the groups' figures stay;
    - from the first query's own heading on ("admissions (count of rows)"), a figure beside a ± ("3326 ± 45", a
      value and its interval), the figures ending a table's row ("[1930, 1945) 177 154": after at most LABEL
      characters; a line of a paragraph keeps its figures, wherever the fonts make it end), a randomized
      response's number of answers wherever it stands, and a discovered key starting a line (its table's rows
      then collapse to one, whatever keys passed).
    The figures left are those of sentences, headings and the plan (ε, δ, e^ε, bounds, bins, thresholds,
    candidates, rows per person). A ± and its figure may stand on two lines (a line of a paragraph may end
    between them): they are masked as one."""
    language = release.get("language", "en")
    lines = [mask_words(" ".join(line.split()), language, release.get("created"))
             for line in text.replace("\f", "\n").splitlines()]
    lines = [line for line in lines if line]
    heading = f"{release['queries'][0]['id']} ("
    start = next((n for n, line in enumerate(lines) if line.startswith(heading)), len(lines))
    plan_part = re.sub(rf"(±\s+){NUMBER}", rf"\g<1>{FIGURE}", "\n".join(lines[:start]))
    return "\n".join(filter(None, [plan_part, _mask_values(lines[start:], release)])) + "\n"


def _mask_values(lines: list[str], release: dict) -> str:
    """The report's released values, masked (mask_report_text)."""
    language = release.get("language", "en")
    answers = {text for q in release["queries"] if q["kind"] == "randomized_response" and q.get("rows") is not None
               for text in (str(q["rows"]), numbers.format_decimal(q["rows"], locale=language))}
    keys = sorted({"; ".join(map(str, c["key"].values())) for q in release["queries"] if discovered(q)
                   for c in q.get("cells") or []}, key=len, reverse=True)
    text = "\n".join(lines)
    for number in answers:
        text = re.sub(rf"(?<![\d.,]){re.escape(number)}(?![\d.,]?\d)", FIGURE, text)
    text = re.sub(rf"(±\s+){NUMBER}", rf"\g<1>{FIGURE}", text)
    text = re.sub(rf"{NUMBER}(\s+±)", rf"{FIGURE}\g<1>", text)
    masked = []
    for line in text.split("\n"):
        line = next((DRAWN + line[len(key):] for key in keys if line.startswith(key + " ")), line)
        figures = FIGURES_ENDING_A_LINE.search(line)
        if figures and figures.start() <= LABEL:  # a table's row, not a line of a paragraph
            line = line[:figures.start()] + re.sub(NUMBER, FIGURE, figures.group())
        if not (line.startswith(DRAWN) and masked and line == masked[-1]):
            masked.append(line)
    return "\n".join(masked)


def mask_cli_text(text: str, language: str, folders=(), synthetic_ids=()) -> str:
    """The command line's output: `mask_words`, and the line telling the steward how far a synthetic query's rows
    are from the real tables (its figures, and the table it names, come from the drawn rows)."""
    lines = []
    for line in mask_words(text, language, folders=folders).split("\n"):
        if any(f"'{query_id}'" in line for query_id in synthetic_ids):
            line = re.sub(NUMBER, FIGURE, re.sub(r"\w+ × \w+", DRAWN, line))
        lines.append(line)
    return "\n".join(lines)
