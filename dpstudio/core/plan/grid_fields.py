"""The columns of a cross-tab or table family, each with its categories or bins (or "discover"), read as part of
a QueryReader (query_reading.py) by kinds/crosstab/plan.py and kinds/marginals/rule.py; and MAX_CELLS."""
from __future__ import annotations

import math

from ..base.words.problem_message import ProblemMessage
from .bins import bin_labels, binned, read_bins
from .discovery_rule import is_discover

MAX_CELLS = 1_000_000  # a histogram's or cross-tab's cells: each is a noisy count, a row of every file


def read_grid(reader, item, columns):
    """The columns of a cross-tab or table family, each with its categories or bins, and the grid's size."""
    names = tuple(reader.column(c, "columns") for c in columns)
    bins = read_bins(reader, item.get("bins"), names)
    cats = item.get("categories", {} if all(binned(item, c) for c in names) else None)
    if not isinstance(cats, dict):
        reader.problem("categories", ProblemMessage("must give the public category list of each column: {column: "
                                                    "[...]}"),
                       ProblemMessage("or bins for a numeric column"))
        return {"columns": tuple(columns), "categories": ()}
    lists = tuple((bin_labels(bins[c]) if c in bins else ()) if binned(item, c)
                  else () if is_discover(cats.get(c))
                  else reader.categories(cats.get(c), ("categories", c), column=c) for c in names)
    discover = tuple(c for c in names if is_discover(cats.get(c)))
    for extra in set(cats) - set(names):
        reader.problem(("categories", extra), ProblemMessage("is not one of the cross-tab's columns"))
    for both in set(cats) & set(bins):
        reader.problem(("categories", both), ProblemMessage("a binned column has no category list: its bins are its "
                                                            "cells"),
                       ProblemMessage("give either categories or bins"))
    cells = math.prod(len(c) + 1 for c in lists)  # each list gets its (other) cell
    if all(lists) and cells > MAX_CELLS and not reader.kind.family:  # a family's: kinds/marginals/rule.py
        reader.problem("categories",
                       ProblemMessage("the cross-tab would have {cells} cells (at most {limit}: each is a noisy "
                                      "count in the release)", cells=format(cells, ","), limit=format(MAX_CELLS, ",")),
                       ProblemMessage("merge categories, or cross fewer columns"))
    return {"columns": names, "categories": lists, **({"bins": tuple(bins.items())} if bins else {}),
            **({"discover": discover} if discover else {})}
