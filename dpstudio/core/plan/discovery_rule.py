"""`"discover"` in place of a column's category list (plan version 5): where it is allowed.

A histogram's `"categories": "discover"`, or `"discover"` for a column in a cross-tab's or a grouped
count's `categories` object, asks for the keys present in the table instead of a public list. Keys
are found by partition selection (private/discovery.py): each key's count gets discrete Laplace
noise and only keys whose noisy count reaches a threshold are published. A key that only one person
has is published with probability at most the query's delta, so discovering needs a delta and the
threshold's own noise: discrete Laplace under sequential accounting, discrete Gaussian under zCDP
(where the query's delta is set apart from the budget's). Discovered cells have no grid,
so no margins, no sum_to and no (other) cell; sums, means and quantiles take public groups only.
"""
from __future__ import annotations

from ..base.words.problem_message import ProblemMessage

DISCOVER = "discover"
DISCOVER_MECHANISMS = {"sequential": "discrete_laplace", "zcdp": "discrete_gaussian"}


def is_discover(raw) -> bool:
    return isinstance(raw, str) and raw == DISCOVER


def check_discover(reader, item: dict, fields: dict, accounting: str) -> None:
    """Problems of a query that discovers keys (fields["discover"] names its columns); `reader.kind` its kind."""
    kind = item.get("kind")
    if not reader.kind.discovers:
        reader.problem("categories",
                       ProblemMessage("a {kind}'s groups cannot be discovered: only a count, a histogram or a "
                                      "cross-tab finds keys", kind=kind),
                       ProblemMessage("discover the keys with a grouped count in one release; a later release may "
                                      "then list the keys it published as public categories"))
        return
    if not fields.get("delta"):
        reader.problem("delta", ProblemMessage("discovering keys needs a delta: it bounds the chance that a key only "
                                               "one person has is published"),
                       ProblemMessage("give the query a delta such as 1e-7"))
    mechanism, expected = item.get("mechanism"), DISCOVER_MECHANISMS[accounting]
    if mechanism is not None and mechanism != expected:
        reader.problem("mechanism", ProblemMessage("keys are discovered with {expected} noise and a threshold under "
                                                   "{accounting} accounting, not {mechanism}",
                                                   expected=expected, accounting=accounting, mechanism=mechanism),
                       ProblemMessage("remove the mechanism"))
    for field, what in (("margins", "margins"), ("sum_to", "sum_to")):
        if item.get(field):
            reader.problem(field, ProblemMessage("discovered keys cannot have {field}: which cells are published is "
                                                 "itself noisy", field=what),
                           ProblemMessage("list the categories to use {field}, or remove it", field=what))
