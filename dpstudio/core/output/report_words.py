"""The report's words for what the release file names in code: mechanisms, kinds, post-processing
steps, and each query's declared inputs (bounds, categories, bins, groups, filter), so that an ethics
board reads "discrete Laplace noise", "values clamped to [0, 60]", never `discrete_laplace`."""
from __future__ import annotations

from ..base.locale_format import decimal_mark, given, localized
from ..base.quantile_candidates import candidate_count
from ..base.words import say
from .counted_words import counted_kind
from .kind_outputs import KIND_OUTPUTS, output_of

MECHANISMS = {
    "laplace": "Laplace noise", "discrete_laplace": "discrete Laplace noise (whole numbers)",
    "gaussian": "Gaussian noise", "discrete_gaussian": "discrete Gaussian noise (whole numbers)",
    "exponential": "exponential mechanism (a value chosen at random, likelier near the true one)",
    # a kind's own mechanism (randomized response's): its output record's words
    **{name: words for own in KIND_OUTPUTS.values() for name, (words, _) in (own.mechanism_words or {}).items()},
}
KINDS = {kind.name: own.name for kind, own in KIND_OUTPUTS.items()}  # each kind's name in the report: its record's
SHORT_MECHANISMS = {"laplace": "Laplace", "discrete_laplace": "discrete Laplace", "gaussian": "Gaussian",
                    "discrete_gaussian": "discrete Gaussian", "exponential": "exponential",
                    **{name: short for own in KIND_OUTPUTS.values()
                       for name, (_, short) in (own.mechanism_words or {}).items()}}
STEPS = {"clamp_nonnegative": "negative values raised to 0", "round": "rounded to whole numbers"}


NOISE_PARTS = ("sum", "count", "cells", "margins", "total")  # the parts of a query's noise_scale
WORD_LISTS = (MECHANISMS, KINDS, STEPS, SHORT_MECHANISMS)  # their values are translated (words/): the tests read them here


def mechanism_words(name, language: str = "en") -> str:
    return say(language, MECHANISMS[str(name)]) if str(name) in MECHANISMS else str(name)


def mechanism_name(name, language: str = "en") -> str:
    """The mechanism's name in a word or two, for a table cell ("discrete Laplace")."""
    if str(name) in SHORT_MECHANISMS:
        return say(language, SHORT_MECHANISMS[str(name)])
    return str(name).replace("_", " ")


def kind_words(kind: str, query: dict, language: str = "en") -> str:
    counted = counted_kind(query)  # "people per combination" where the release says what it counts
    own = output_of(kind)
    words = say(language, counted) if counted else say(language, own.name) if own else kind
    own_words = own.words(query, language) if own and own.words else None  # a quantile's: "median"
    if own_words is not None:
        words = own_words
    if query.get("group_by"):
        words = say(language, "{kind} per group", kind=words)
    return words


def steps_words(steps, language: str = "en") -> str:
    return say(language, ", ").join(say(language, STEPS[s]) if s in STEPS else s for s in steps) \
        or say(language, "none")


def inputs_words(query: dict, unit: str = "", language: str = "en") -> list[str]:
    """What the steward declared for the query, as published in the release (public by definition);
    `unit`: the unit the plan gives its column ("years"), written after the bounds."""
    lang = language
    lines = []
    columns = query.get("columns") or ([query["column"]] if query.get("column") else [])
    if len(columns) == 1:
        lines.append(say(lang, "Column {column}.", column=columns[0]))
    elif columns:
        lines.append(say(lang, "Columns {columns}.", columns=", ".join(columns)))
    if query.get("bounds"):
        lo, hi = query["bounds"]
        lines.append(say(lang, "Values were clamped to the declared bounds [{low}, {high}]{unit} before anything "
                         "was computed.", low=given(lo, lang), high=given(hi, lang),
                         unit=" " + unit if unit else ""))
    if query.get("resolution") is not None and query.get("bounds"):  # a quantile's candidates (plan version 12)
        lines.append(resolution_words(query, unit, lang))
    if query.get("group_by"):
        lines.append(say(lang, "One value per group of {columns}.", columns=", ".join(query["group_by"])))
    categories = query.get("categories")
    if isinstance(categories, list):
        lines.append(say(lang, "Categories (a public list): {values}{other}.", values=_listed(categories, lang),
                         other=_other(query, lang)))
    elif isinstance(categories, dict):
        for column, values in categories.items():
            if values == "discover":
                lines.append(say(lang, "Categories of {column}: found in the table (see the notes){other}.",
                                 column=column, other=_other(query, lang)))
            else:
                lines.append(say(lang, "Categories of {column}: {values} (a public list){other}.", column=column,
                                 values=_listed(values, lang), other=_other(query, lang)))
    elif categories == "discover":
        lines.append(say(lang, "Categories: found in the table (see the notes)."))
    for column, edges in (query.get("bins") or {}).items():
        lines.append(say(lang, "Bins of {column}, with the declared edges {edges}{other}.", column=column,
                         edges=_listed(edges, lang), other=_other(query, lang)))
    for condition in query.get("where") or []:
        values = _listed(condition.get("in", condition.get("between")), lang)
        if "in" in condition:
            lines.append(say(lang, "Only rows whose {column} is one of {values}.", column=condition["column"],
                             values=values))
        else:
            lines.append(say(lang, "Only rows whose {column} is between {values}.", column=condition["column"],
                             values=values))
    return lines


def resolution_words(query: dict, unit: str = "", language: str = "en") -> str:
    """A quantile's candidates in words: "The value was chosen among 501 candidates 0.01 g/dl apart, from 1 to 6
    g/dl; it is published to that resolution." (plan version 12: the query's public `resolution`)."""
    lo, hi = query["bounds"]
    r = query["resolution"]
    return say(language, "The value was chosen among {count} candidates {resolution}{unit} apart, from {low} to "
               "{high}{unit}: it is published to that resolution.", count=localized(f"{candidate_count((lo, hi), r):,}",
                                                                                   language),
               resolution=given(r, language), low=given(lo, language), high=given(hi, language),
               unit=" " + unit if unit else "")


def _listed(values, language: str, most: int = 30) -> str:
    """Values in a list; numbers with a decimal comma (German, Greek) are kept apart by semicolons."""
    numbers = any(isinstance(v, float) for v in values[:most])
    apart = "; " if numbers and decimal_mark(language) == "," else ", "
    shown = apart.join(localized(str(v), language) if isinstance(v, float) else str(v) for v in values[:most])
    if len(values) > most:
        shown += say(language, " and {more} more", more=localized(f"{len(values) - most:,}", language))
    return shown


def _other(query: dict, language: str) -> str:
    if query.get("other") is False:
        return say(language, "; values outside it were left out")
    return say(language, "; other and missing values counted as (other)")
