"""Randomized response in the output: its name in the report, what the report says about it (the answers released,
and how randomizing each answer protects a person), the estimated counts and the answers' row of its sheet in
release.xlsx, and the fields its release.json entry must have."""
from __future__ import annotations

from ...base.locale_format import format_number
from ...base.words import say
from ...output.kind_output import KindOutput
from .plan import RANDOMIZED_RESPONSE
from .query import MECHANISM


def about(entries: list, lang: str) -> str:
    """The report's part about randomized response, after the released values (its entries': release format 1 had
    no noisy count of the answers)."""
    noisy_count = all("rows_ci95" in q for q in entries)
    head = (f"<h2>{say(lang, 'About randomized response')}</h2><p>"
            + say(lang, "Every row's answer was randomized before anything was counted, so each person can deny "
                  "their recorded value.") + " ")
    if not noisy_count:  # release format 1
        return head + say(lang, "It protects <b>each person's value</b>; it does <b>not</b> hide whether a person "
                          "is in the table: the number of rows answered is revealed, exactly.") + "</p>"
    return head + say(lang, "The <b>number of answers</b> is noisy too: part of the query's ε paid for a noisy "
                      "count of the rows, and answers chosen at random were dropped, or uniformly random answers "
                      "added, to reach it. So the release hides both each person's value and whether the person "
                      "is in the table. Shares and counts were estimated from the answers; their intervals cover "
                      "both kinds of noise.") + "</p>"


def answers(query, lang: str) -> str:
    """How many answers were released (a noisy count; release format 1 had none), after its cells' table."""
    if "rows_ci95" not in query:
        return ""
    return "<p>" + say(lang, "Answers released: {rows}, a noisy count of the rows (± {interval} with at least 95% "
                       "probability). Values are estimated shares.", rows=format_number(query["rows"], lang),
                       interval=format_number(query["rows_ci95"], lang)) + "</p>"


def sheet_rows(query: dict) -> list[list]:
    """The answers' row after the cells in its sheet of release.xlsx."""
    return [["answers (noisy row count)", query["rows"], "ci95", query["rows_ci95"]]]


RANDOMIZED_RESPONSE_OUTPUT = KindOutput(
    kind=RANDOMIZED_RESPONSE, name="shares by randomized response",
    release_fields=("cells", "rows", "rows_ci95", "keep_probability", "epsilon_per_row", "components",
                    "perturbed_values_file"),
    after_cells=answers, about=about, estimated_counts=("count", "count_ci95"), sheet_rows=sheet_rows,
    mechanism_words={MECHANISM: ("randomized response (each answer randomized)", "randomized response")})
