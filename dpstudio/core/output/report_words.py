"""The report's words for what the release file names in code: mechanisms, kinds, post-processing
steps, and each query's declared inputs (bounds, categories, bins, groups, filter), so that an ethics
board reads "discrete Laplace noise", "values clamped to [0, 60]", never `discrete_laplace`."""
from __future__ import annotations

MECHANISMS = {
    "laplace": "Laplace noise", "discrete_laplace": "discrete Laplace noise (whole numbers)",
    "gaussian": "Gaussian noise", "discrete_gaussian": "discrete Gaussian noise (whole numbers)",
    "exponential": "exponential mechanism (a value chosen at random, likelier near the true one)",
    "randomized_response": "randomized response (each answer randomized)",
}
KINDS = {
    "count": "count", "histogram": "count per category", "crosstab": "count per combination",
    "sum": "sum", "mean": "mean", "quantile": "quantile", "randomized_response": "shares by randomized response",
}
SHORT_MECHANISMS = {"laplace": "Laplace", "discrete_laplace": "discrete Laplace", "gaussian": "Gaussian",
                    "discrete_gaussian": "discrete Gaussian", "exponential": "exponential",
                    "randomized_response": "randomized response"}
STEPS = {"clamp_nonnegative": "negative values raised to 0", "round": "rounded to whole numbers"}


def mechanism_words(name) -> str:
    return MECHANISMS.get(str(name), str(name))


def mechanism_name(name) -> str:
    """The mechanism's name in a word or two, for a table cell ("discrete Laplace")."""
    return SHORT_MECHANISMS.get(str(name), str(name).replace("_", " "))


def kind_words(kind: str, query: dict) -> str:
    words = KINDS.get(kind, kind)
    if query.get("group_by"):
        words += " per group"
    if kind == "quantile" and query.get("quantile") is not None:
        q = float(query["quantile"])
        words = "median" if q == 0.5 else f"{q:g} quantile"
        words += " per group" if query.get("group_by") else ""
    return words


def steps_words(steps) -> str:
    return ", ".join(STEPS.get(s, s) for s in steps) or "none"


def inputs_words(query: dict, unit: str = "") -> list[str]:
    """What the steward declared for the query, as published in the release (public by definition);
    `unit`: the unit the plan gives its column ("years"), written after the bounds."""
    lines = []
    columns = query.get("columns") or ([query["column"]] if query.get("column") else [])
    if columns:
        lines.append("Column" + ("s " if len(columns) > 1 else " ") + ", ".join(columns) + ".")
    if query.get("bounds"):
        lo, hi = query["bounds"]
        lines.append(f"Values were clamped to the declared bounds [{lo:g}, {hi:g}]{' ' + unit if unit else ''} "
                     "before anything was computed.")
    if query.get("group_by"):
        lines.append("One value per group of " + ", ".join(query["group_by"]) + ".")
    categories = query.get("categories")
    if isinstance(categories, list):
        lines.append(f"Categories (a public list): {_listed(categories)}" + _other(query) + ".")
    elif isinstance(categories, dict):
        for column, values in categories.items():
            lines.append(f"Categories of {column}: " + ("found in the table (see the notes)" if values == "discover"
                                                         else f"{_listed(values)} (a public list)") + _other(query) + ".")
    elif categories == "discover":
        lines.append("Categories: found in the table (see the notes).")
    for column, edges in (query.get("bins") or {}).items():
        lines.append(f"Bins of {column}, with the declared edges {_listed(edges)}" + _other(query) + ".")
    for condition in query.get("where") or []:
        values = condition.get("in", condition.get("between"))
        how = "is one of" if "in" in condition else "is between"
        lines.append(f"Only rows whose {condition['column']} {how} {_listed(values)}.")
    return lines


def _listed(values, most: int = 30) -> str:
    shown = ", ".join(str(v) for v in values[:most])
    return shown + (f" and {len(values) - most:,} more" if len(values) > most else "")


def _other(query: dict) -> str:
    return "; values outside it were left out" if query.get("other") is False else \
        "; other and missing values counted as (other)"
