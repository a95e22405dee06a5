"""`group_by` on count, sum, mean and quantile (plan version 4): one value per group.

Each group column takes its keys from the query's `categories` object ({column: [values]}, matched as
a histogram's are, with an `(other)` group), from `bins` (plan/bins.py), or for a grouped count from
the table by partition selection ({column: "discover"}, version 5; plan/discovery_rule.py). The groups are every
combination of keys, first column slowest: a public grid, so an empty group is released like any
other, with noise. A grouped count is a histogram (one column) or cross-tab (two or three).
"""
from __future__ import annotations

import math

from ..base.words.problem_message import ProblemMessage
from .bins import bin_labels, binned, read_bins
from .discovery_rule import is_discover

GROUPING_FIELDS = {"group_by", "categories", "bins"}
MAX_GROUP_COLUMNS = 3


def read_grouping(reader, item: dict, max_groups: int) -> dict:
    """The query fields group_by, group_categories and bins (none when the query is not grouped)."""
    raw = item.get("group_by")
    if raw is None:
        for field in ("categories", "bins"):
            if field in item:
                reader.problem(field, ProblemMessage("{field} of a {kind} query name its groups",
                                                     field=field, kind=item.get('kind')),
                               ProblemMessage("add group_by with the columns to group by, or remove this field"))
        return {}
    if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_GROUP_COLUMNS or len(set(map(str, raw))) != len(raw):
        reader.problem("group_by", ProblemMessage("must be a list of 1 to {count} different columns",
                                                  count=MAX_GROUP_COLUMNS),
                       ProblemMessage('e.g. "group_by": ["ward"]'))
        return {}
    names = tuple(reader.column(c, "group_by") for c in raw)
    bins = read_bins(reader, item.get("bins"), names)
    cats = item.get("categories", {})
    if not isinstance(cats, dict):
        reader.problem("categories", ProblemMessage("must give each group column's public categories: {column: [...]}"),
                       ProblemMessage("or bins for a numeric column"))
        return {}
    keys = []
    for name in names:
        if binned(item, name):
            if name in cats:
                reader.problem(("categories", name), ProblemMessage("a binned column has no category list: its bins "
                                                                    "are its groups"),
                               ProblemMessage("give either categories or bins"))
            keys.append(bin_labels(bins[name]) if name in bins else ())
        elif is_discover(cats.get(name)):
            keys.append(())
        elif name in cats:
            keys.append(reader.categories(cats[name], ("categories", name), column=name))
        else:
            reader.problem(("categories", name), ProblemMessage("the groups of '{name}' are not declared", name=name),
                           ProblemMessage("list its public categories, or give bins for a numeric column"))
            keys.append(())
    for extra in set(cats) - set(names):
        reader.problem(("categories", extra), ProblemMessage("is not one of the query's group_by columns"))
    groups = math.prod(len(k) + 1 for k in keys)
    if all(keys) and groups > max_groups:
        reader.problem("group_by",
                       ProblemMessage("the query would have {groups} groups (at most {limit}: each is a noisy value "
                                      "in the release)", groups=format(groups, ","), limit=format(max_groups, ",")),
                       ProblemMessage("merge categories or bins, or group by fewer columns"))
    discover = tuple(name for name in names if is_discover(cats.get(name)) and not binned(item, name))
    return {"group_by": names, "group_categories": tuple(keys), **({"bins": tuple(bins.items())} if bins else {}),
            **({"discover": discover} if discover else {})}
