"""Each query kind's own fields (`fields_<kind>`), read as part of a QueryReader (query_reading.py)."""
from __future__ import annotations

import math
from fractions import Fraction

from .bins import bin_labels, binned, read_bins
from .discovery_rule import is_discover
from .limits import sum_bounds_problem
from .queries import QUANTILE_DENOMINATOR_LIMIT
from .marginals_rule import read_marginals
from .synthetic_rule import read_synthetic
from .quantiles_rule import read_quantiles
from .resolution_rule import read_resolution
from .rows_per_person_rule import read_rows_per_person

MAX_CELLS = 1_000_000  # a histogram's or cross-tab's cells: each is a noisy count, a row of every file


class KindFields:
    """The fields of each kind of query; `self` is the QueryReader reading it."""

    def fields_count(self, item):
        return {}

    def fields_rows_per_person(self, item):
        return read_rows_per_person(self, item)

    def fields_histogram(self, item):
        column = self.column(item.get("column"))
        bins = read_bins(self, item.get("bins"), (column,))
        if binned(item, column):
            if "categories" in item:
                self.problem("categories", "a binned column has no category list: its bins are its cells",
                             "give either categories or bins")
            labels = bin_labels(bins[column]) if column in bins else ()  # bad edges: said by read_bins
            return {"column": column, "categories": labels, "bins": tuple(bins.items())}
        if is_discover(item.get("categories")):
            return {"column": column, "categories": (), "discover": (column,)}
        return {"column": column, "categories": self.categories(item.get("categories"), "categories", column=column)}

    def fields_randomized_response(self, item):
        column = self.column(item.get("column"))
        fields = {"column": column, "categories": self.categories(item.get("categories"), "categories", column=column)}
        if "row_count_share" in item:
            fields["row_count_share"] = self.row_count_share(item["row_count_share"])
        return fields

    def row_count_share(self, raw):
        """The share of a randomized response's epsilon spent on its noisy row count: 0.01 <= share < 1.

        Below 0.01 the count's noise would grow a hundredfold, and with it the answers padded in."""
        value = self.plan.number(raw, f"{self.where}.row_count_share")
        if value is not None and not Fraction(1, 100) <= value < 1:
            self.problem("row_count_share", f"{raw!r} must be a number from 0.01 to below 1",
                         "the share of epsilon spent on the noisy number of rows, e.g. 0.1")
        return value

    def fields_crosstab(self, item):
        columns = item.get("columns")
        if not isinstance(columns, list) or len(columns) not in (2, 3) or len(set(map(str, columns))) != len(columns):
            self.problem("columns", "a cross-tab needs a list of 2 or 3 different columns")
            return {"columns": (), "categories": ()}
        return self.grid_fields(item, columns)

    def fields_marginals(self, item):
        return read_marginals(self, item)

    def fields_synthetic(self, item):
        return read_synthetic(self, item)

    def grid_fields(self, item, columns):
        """The columns of a cross-tab or table family, each with its categories or bins, and the grid's size."""
        names = tuple(self.column(c, "columns") for c in columns)
        bins = read_bins(self, item.get("bins"), names)
        cats = item.get("categories", {} if all(binned(item, c) for c in names) else None)
        if not isinstance(cats, dict):
            self.problem("categories", "must give the public category list of each column: {column: [...]}",
                         "or bins for a numeric column")
            return {"columns": tuple(columns), "categories": ()}
        lists = tuple((bin_labels(bins[c]) if c in bins else ()) if binned(item, c)
                      else () if is_discover(cats.get(c))
                      else self.categories(cats.get(c), f"categories.{c}", column=c) for c in names)
        discover = tuple(c for c in names if is_discover(cats.get(c)))
        for extra in set(cats) - set(names):
            self.problem(f"categories.{extra}", "is not one of the cross-tab's columns")
        for both in set(cats) & set(bins):
            self.problem(f"categories.{both}", "a binned column has no category list: its bins are its cells",
                         "give either categories or bins")
        cells = math.prod(len(c) + 1 for c in lists)  # each list gets its (other) cell
        if all(lists) and cells > MAX_CELLS and item.get("kind") == "crosstab":  # a family's: marginals_rule.py
            self.problem("categories", f"the cross-tab would have {cells:,} cells (at most {MAX_CELLS:,}: each "
                         "is a noisy count in the release)", "merge categories, or cross fewer columns")
        return {"columns": names, "categories": lists, **({"bins": tuple(bins.items())} if bins else {}),
                **({"discover": discover} if discover else {})}

    def fields_sum(self, item):
        bounds = self.bounds(item.get("bounds"))
        if bounds is not None and sum_bounds_problem(bounds):
            self.problem("bounds", sum_bounds_problem(bounds), "declare the range the values can really take")
        return {"column": self.column(item.get("column")), "bounds": bounds}

    def fields_mean(self, item):
        return self.fields_sum(item)

    def fields_quantiles(self, item):
        fields = self.fields_quantile({**item, "quantile": 0.5})  # the column and bounds, checked as a quantile's
        fields.pop("quantile")
        return {**fields, "quantiles": read_quantiles(self, item.get("quantiles"))}

    def fields_quantile(self, item):
        q = item.get("quantile")
        fields = {"column": self.column(item.get("column")), "bounds": self.bounds(item.get("bounds"))}
        if fields["bounds"] is not None and not math.isfinite(float(fields["bounds"][1]) - float(fields["bounds"][0])):
            self.problem("bounds", "the range is too wide: the quantile's candidate values would overflow to infinity",
                         "declare bounds less than about 1e308 apart")
        elif fields["bounds"] is not None:
            whole = fields["column"] in getattr(self.plan, "whole_columns", ())
            fields["resolution"] = read_resolution(self, item.get("resolution"), fields["bounds"], whole)
        if isinstance(q, bool) or not isinstance(q, (int, float)) or not 0 < q < 1:
            self.problem("quantile", f"{q!r} must be a number between 0 and 1, e.g. 0.5 for the median")
        elif Fraction(repr(q)).denominator > QUANTILE_DENOMINATOR_LIMIT:
            self.problem("quantile", f"{q!r} has more than 3 decimal places",
                         "use a quantile such as 0.333 or 0.005; the scorer works with thousandths")
        return {**fields, "quantile": q}
