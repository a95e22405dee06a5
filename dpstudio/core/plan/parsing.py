"""Reading a plan's JSON into query specs while collecting every problem with its place."""
from __future__ import annotations

import difflib
import json
from collections import Counter
import math
from fractions import Fraction

from ..private.accountant import Budget, compose_sequential
from ..errors import Problem
from ..private.numbers import exact
from .limits import id_problem, json_type, long_category, max_rows_problem, shown, sum_bounds_problem
from .rules import check_deltas, read_accounting, read_population, read_publisher
from .suppression_rule import read_plan_threshold, read_query_threshold
from .bins import bin_labels, binned, read_bins
from .grouping import GROUPED_KINDS, GROUPING_FIELDS, read_grouping
from .margins_rule import read_margins
from .discovery_rule import check_discover, is_discover
from .queries import (QUANTILE_DENOMINATOR_LIMIT, GAUSSIAN_MECHANISMS, OTHER_CELL, PURE_MECHANISMS,
                      QUERY_TYPES, Condition, category_key)
from .roles import ROLE_NAMES, ColumnRole

COMMON_FIELDS = {"id", "kind", "epsilon", "delta", "mechanism", "where", "postprocess", "suppress_below"}
KIND_FIELDS = {
    "count": GROUPING_FIELDS | {"margins"}, "histogram": {"column", "categories", "sum_to", "bins", "margins"},
    "crosstab": {"columns", "categories", "sum_to", "bins", "margins"},
    "sum": {"column", "bounds"} | GROUPING_FIELDS, "mean": {"column", "bounds"} | GROUPING_FIELDS,
    "quantile": {"column", "bounds", "quantile"} | GROUPING_FIELDS, "randomized_response": {"column", "categories", "row_count_share"},
}
EPSILON_LIMITS = (Fraction(1, 10_000), Fraction(100))  # as the budget helpers' range (budget_planning.py)
MAX_CELLS = 1_000_000  # a histogram's or cross-tab's cells: each is a noisy count, a row of every file
TOP_FIELDS = {"dpstudio_plan", "columns", "privacy_unit", "budget", "queries", "description",
              "categories_from_data"}
TOP_FIELDS_V2 = {"publisher", "reading"}  # new in plan version 2
TOP_FIELDS_V4 = {"suppress_below"}


class PlanReader:
    """Reads plan JSON; every problem goes to `problems` instead of stopping at the first."""

    def __init__(self):
        self.problems: list[Problem] = []
        self.positions: dict[str, int] = {}  # query id -> its place in the plan's list
        self.accounting = "sequential"  # budget.accounting, read before the queries

    def problem(self, where: str, message: str, hint: str | None = None) -> None:
        self.problems.append(Problem(where, message, hint))

    # -- top level -------------------------------------------------------------------------
    def read(self, data, version: int) -> dict:
        if not isinstance(data, dict):
            self.problem("plan", "a plan must be a JSON object")
            return {}
        found = data.get("dpstudio_plan")
        if found is None:
            self.problem("dpstudio_plan", "missing: this does not look like a dpstudio plan",
                         f'add "dpstudio_plan": {version}')
        elif isinstance(found, bool) or not isinstance(found, int):
            self.problem("dpstudio_plan", f"{json.dumps(found)} is not a format version",
                         f'give the version as a whole number: "dpstudio_plan": {version}')
        elif found != version:
            self.problem("dpstudio_plan", f"version {found!r} is not supported (this dpstudio reads versions 1 to {version})",
                         "open it with the dpstudio that wrote it, or upgrade dpstudio")
        self.unknown_fields(data, TOP_FIELDS | TOP_FIELDS_V2 | TOP_FIELDS_V4, "plan")
        columns = self.read_columns(data.get("columns"))
        unit = self.read_privacy_unit(data.get("privacy_unit"), columns)
        budget = self.read_budget(data.get("budget"))
        self.accounting = read_accounting(self, data.get("budget"), budget)
        population = read_population(self, data.get("budget"))
        queries = self.read_queries(data.get("queries"), columns)
        if budget is not None and queries:  # over budget is said alongside any other problem
            self.check_total(budget, queries)
        check_deltas(self, budget, population, queries)
        self.check_sum_to(queries)
        from_data = self.read_from_data(data.get("categories_from_data", []), columns)
        return {"columns": columns, "privacy_unit": unit, "budget": budget, "queries": tuple(queries),
                "categories_from_data": from_data, "population": population,
                "publisher": read_publisher(self, data.get("publisher")),
                "reading": self.read_reading(data.get("reading")), "accounting": self.accounting,
                "suppress_below": read_plan_threshold(self, data.get("suppress_below"))}

    def read_reading(self, raw):
        """The optional reading schema (new in plan version 2)."""
        if raw is None:
            return None
        from ..io.schema import schema_from_dict

        schema, problems = schema_from_dict(raw)
        self.problems.extend(problems)
        return schema

    def check_sum_to(self, queries) -> None:
        """Cells can be made to add up to a discrete count of the same rows."""
        by_id = {q.id: q for q in queries}
        for query in queries:
            target_id = getattr(query, "sum_to", None)
            if not target_id:
                continue
            where = f"queries[{self.positions.get(query.id, '?')}] ('{query.id}').sum_to"
            target = by_id.get(target_id)
            if target is None and target_id in self.positions:
                continue  # the count itself has a problem, reported at its own place
            if target is None or target.kind != "count" or target.group_by:
                self.problem(where, f"'{target_id}' is not the id of a count query in this plan",
                             "add a count query of the same rows and name it here")
            elif target.where != query.where:
                self.problem(where, f"the count '{target_id}' must have the same filter (where) as the cells")
            elif any(m and not m.startswith("discrete_") for m in (query.mechanism, target.mechanism)):
                self.problem(where, "cells can be made to add up only under discrete mechanisms",
                             "remove the mechanism, or choose discrete_laplace or discrete_gaussian")

    def read_from_data(self, raw, columns) -> tuple[str, ...]:
        """Columns whose category list was taken from the data: recorded, because it can leak."""
        if not isinstance(raw, list) or any(not isinstance(c, str) or c not in columns for c in raw):
            self.problem("categories_from_data", "must be a list of columns declared in 'columns'")
            return ()
        return tuple(dict.fromkeys(raw))

    def unknown_fields(self, obj: dict, known: set, where: str) -> None:
        for key in obj:
            if key not in known:
                near = difflib.get_close_matches(str(key), sorted(known), n=1)
                self.problem(f"{where}.{key}", "unknown field", f"did you mean '{near[0]}'?" if near else None)

    def read_columns(self, raw) -> dict[str, ColumnRole]:
        if not isinstance(raw, dict) or not raw:
            found = "missing" if raw is None or raw == {} else f"must be an object, not {json_type(raw)}"
            self.problem("columns", f"{found}: give each column's role as {{\"name\": \"role\"}}",
                         f"roles are {', '.join(ROLE_NAMES)}")
            return {}
        columns = {}
        for name, role in raw.items():
            if role not in ROLE_NAMES:
                self.problem(f"columns.{name}", f"unknown role {role!r}", f"use one of {', '.join(ROLE_NAMES)}")
            else:
                columns[str(name)] = ColumnRole(role)
        return columns

    def read_privacy_unit(self, raw, columns) -> dict:
        if raw is None:
            return {}
        if not isinstance(raw, dict):
            self.problem("privacy_unit", 'must be null or {"column": ..., "max_rows": k}')
            return {}
        self.unknown_fields(raw, {"column", "max_rows", "order_by"}, "privacy_unit")
        column, max_rows = raw.get("column"), raw.get("max_rows")
        if not isinstance(column, str) or column not in columns:
            self.problem("privacy_unit.column", f"{column!r} is not a column declared in 'columns'",
                         "name the column that identifies a person, e.g. a patient id")
        if isinstance(max_rows, bool) or not isinstance(max_rows, int) or max_rows < 1:
            self.problem("privacy_unit.max_rows", f"{max_rows!r} is not a whole number of at least 1",
                         "give the most rows one person may contribute; extra rows are left out")
            max_rows = 1
        elif max_rows_problem(max_rows):
            self.problem("privacy_unit.max_rows", max_rows_problem(max_rows), "give the most rows one person "
                         "may really contribute; extra rows are left out")
            max_rows = 1
        order_by = raw.get("order_by")
        if order_by is not None and (not isinstance(order_by, str) or order_by not in columns):
            self.problem("privacy_unit.order_by", f"{order_by!r} is not a column declared in 'columns'",
                         "name a date or number column that orders each person's rows, e.g. an admission date")
            order_by = None
        elif order_by is not None and order_by == column:
            self.problem("privacy_unit.order_by", "a person's rows cannot be ordered by the person's own id",
                         "name a date or number column, or leave order_by out")
            order_by = None
        return {"column": column, "max_rows": max_rows, **({"order_by": order_by} if order_by else {})}

    def read_budget(self, raw) -> Budget | None:
        if not isinstance(raw, dict):
            found = "missing" if raw is None else f"must be an object, not {json_type(raw)}"
            self.problem("budget", f'{found}: give the total budget as {{"epsilon": E, "delta": D}}')
            return None
        self.unknown_fields(raw, {"epsilon", "delta", "population", "accounting"}, "budget")
        epsilon = self.positive(raw.get("epsilon"), "budget.epsilon")
        delta = self.delta(raw.get("delta", 0), "budget.delta")
        return None if epsilon is None or delta is None else Budget(epsilon, delta)

    def check_total(self, budget: Budget, queries) -> None:
        spent = compose_sequential(Budget(q.epsilon, q.delta) for q in queries)
        if spent.epsilon > budget.epsilon:
            self.problem("budget.epsilon",
                         f"the queries' epsilons add up to {float(spent.epsilon):g}, more than the budget "
                         f"of {float(budget.epsilon):g}",
                         "lower some queries' epsilons or remove a query")
        if spent.delta > budget.delta and self.accounting != "zcdp":  # under zcdp a query has no delta
            self.problem("budget.delta",
                         f"the queries' deltas add up to {float(spent.delta):g}, more than the budget's "
                         f"delta of {float(budget.delta):g}",
                         "lower the deltas or use pure-epsilon mechanisms")

    # -- numbers ---------------------------------------------------------------------------
    def number(self, raw, where: str) -> Fraction | None:
        if isinstance(raw, str):  # a number in quotes is text: bounds refuse it, so must epsilon
            self.problem(where, f"{json.dumps(raw)} is text, not a number", f"write it without quotes: {raw.strip()}")
            return None
        try:
            return exact(raw)
        except (ValueError, TypeError):
            self.problem(where, f"{raw!r} is not a number")
            return None

    def positive(self, raw, where: str) -> Fraction | None:
        if raw is None:
            self.problem(where, "missing")
            return None
        value = self.number(raw, where)
        if value is not None and value <= 0:
            self.problem(where, f"must be greater than 0 (got {raw})")
            return None
        if value is not None and not EPSILON_LIMITS[0] <= value <= EPSILON_LIMITS[1]:
            self.problem(where, f"{raw} is outside 0.0001 to 100", "an epsilon above 100 protects no one, and "
                         "one below 0.0001 needs noise too large to compute with; choose one in between")
            return None
        return value

    def delta(self, raw, where: str) -> Fraction | None:
        value = self.number(raw, where)
        if value is not None and not 0 <= value < 1:
            self.problem(where, f"must be at least 0 and below 1 (got {raw})",
                         "delta should be far below 1/(number of people), e.g. 1e-7")
            return None
        return value

    # -- queries ---------------------------------------------------------------------------
    def read_queries(self, raw, columns) -> list:
        if not isinstance(raw, list) or not raw:
            found = "missing" if raw is None else f"must be a list of queries, not {json_type(raw)}"
            self.problem("queries", f"{found}: a plan needs at least one query", "write them as [{...}, {...}]")
            return []
        queries, seen = [], set()
        for index, item in enumerate(raw):
            where = f"queries[{index}]"
            if not isinstance(item, dict):
                self.problem(where, "a query must be a JSON object")
                continue
            qid = item.get("id")
            wrong = id_problem(qid)  # missing, not text, too long, control characters
            if wrong:
                self.problem(f"{where}.id", *wrong)
            else:
                where = f"queries[{index}] ('{qid}')"
                if qid in seen:
                    self.problem(f"{where}.id", "another query has the same id", "give each query its own id")
                seen.add(qid)
            self.positions.setdefault(str(qid), index)
            query = QueryReader(self, where, columns).read(item)
            if query is not None:
                queries.append(query)
        return queries


class QueryReader:
    """Reads one query object; reports problems to the PlanReader with the query's place."""

    def __init__(self, plan: PlanReader, where: str, columns: dict[str, ColumnRole]):
        self.plan, self.where, self.columns = plan, where, columns
        self.count_before = len(plan.problems)

    def problem(self, field: str, message: str, hint: str | None = None) -> None:
        self.plan.problem(f"{self.where}.{field}", message, hint)

    def read(self, item: dict):
        kind = item.get("kind")
        if kind is not None and not isinstance(kind, str):
            self.problem("kind", f"{shown(kind)} is not a kind ({json_type(kind)}, not text)",
                         "use one of " + ", ".join(QUERY_TYPES))
            return None
        if kind not in QUERY_TYPES:
            self.problem("kind", f"unknown kind {kind!r}", "use one of " + ", ".join(QUERY_TYPES))
            return None
        cls = QUERY_TYPES[kind]
        self.plan.unknown_fields(item, COMMON_FIELDS | KIND_FIELDS[kind], self.where)
        fields = dict(
            id=str(item.get("id", "")),
            epsilon=self.plan.positive(item.get("epsilon"), f"{self.where}.epsilon"),
            delta=self.plan.delta(item.get("delta", 0), f"{self.where}.delta"),
            mechanism=item.get("mechanism"),
            where=self.conditions(item.get("where", [])),
            postprocess=self.postprocess(item.get("postprocess"), cls),
            suppress_below=read_query_threshold(self, item, kind),
        )
        fields.update(getattr(self, f"fields_{kind}")(item))
        if kind in GROUPED_KINDS:
            fields.update(read_grouping(self, item, MAX_CELLS))
        if "margins" in item:
            fields.update(read_margins(self, item, fields))
        if item.get("sum_to") is not None:
            fields["sum_to"] = self.sum_to(item["sum_to"], item.get("postprocess"), fields)
        if fields.get("discover"):
            check_discover(self, item, fields, self.plan.accounting)
        elif fields["delta"] and self.plan.accounting == "zcdp":
            self.problem("delta", "under zCDP accounting a query has no delta of its own: the budget's delta "
                         "covers the whole release", "remove the query's delta; its epsilon is its share of "
                         "the budget")
        if fields["delta"] is not None and not fields.get("discover"):
            self.check_mechanism(cls, fields["mechanism"], 0 if self.plan.accounting == "zcdp" else fields["delta"])
        bounds = fields.get("bounds")
        if (str(fields["mechanism"] or "").startswith("discrete_") and bounds
                and not all(float(b).is_integer() for b in bounds)):
            self.problem("mechanism", f"{fields['mechanism']} needs whole-number bounds",
                         f"use whole-number bounds, or {fields['mechanism'].removeprefix('discrete_')}")
        if "clamp_nonnegative" in fields["postprocess"] and bounds and bounds[0] < 0:
            self.problem("postprocess", "clamp_nonnegative needs a lower bound of at least 0",
                         "a sum over values that can be negative may itself be negative")
        if len(self.plan.problems) > self.count_before:
            return None
        return cls(**fields)

    def check_mechanism(self, cls, mechanism, delta) -> None:
        if mechanism is not None and mechanism not in cls.mechanisms:
            self.problem("mechanism", f"{mechanism!r} cannot answer a {cls.kind} query",
                         "use one of " + ", ".join(cls.mechanisms))
        elif mechanism in GAUSSIAN_MECHANISMS and delta == 0 and self.plan.accounting != "zcdp":
            self.problem("delta", f"the {mechanism} mechanism needs a delta above 0",
                         "give a delta such as 1e-7, or use a Laplace mechanism")
        elif delta > 0 and (mechanism in PURE_MECHANISMS or cls.mechanisms[0] not in PURE_MECHANISMS):
            shown = mechanism or cls.mechanisms[0]
            self.problem("delta", f"the {shown} mechanism spends no delta",
                         "remove the delta, or choose a gaussian mechanism")

    def sum_to(self, target, raw_postprocess, fields) -> str | None:
        if not isinstance(target, str) or not target:
            self.problem("sum_to", "must be the id of a count query")
            return None
        if raw_postprocess is None:
            fields["postprocess"] = ("round",)
        elif "clamp_nonnegative" in raw_postprocess:
            self.problem("postprocess", "clamp_nonnegative cannot be combined with sum_to",
                         "cells made to add up are only rounded")
        return target

    def postprocess(self, raw, cls) -> tuple:
        if raw is None:
            return cls.default_postprocess
        if not isinstance(raw, list) or any(s not in cls.allowed_postprocess for s in raw):
            allowed = ", ".join(cls.allowed_postprocess) or "none"
            self.problem("postprocess", f"{raw!r} is not a list of allowed steps", f"allowed: {allowed}")
            return ()
        return tuple(dict.fromkeys(raw))

    # -- columns and conditions --------------------------------------------------------------
    def column(self, name, field: str = "column") -> str | None:
        if not isinstance(name, str) or not name:
            self.problem(field, "missing: name a column")
            return None
        role = self.columns.get(name)
        if role is None:
            self.problem(field, f"column '{name}' is not declared in 'columns'",
                         "add it to 'columns' with its role")
        elif role is ColumnRole.IDENTIFIER:
            self.problem(field, f"column '{name}' is a direct identifier and can never be queried",
                         "change its role if it is not an identifier")
        return name

    def conditions(self, raw) -> tuple:
        if not isinstance(raw, list):
            self.problem("where", 'must be a list of {"column": c, "in": [...]} or {"column": c, "between": [lo, hi]}')
            return ()
        out = []
        for i, cond in enumerate(raw):
            field = f"where[{i}]"
            if not isinstance(cond, dict) or len(set(cond) & {"in", "between"}) != 1 or set(cond) - {"column", "in", "between"}:
                self.problem(field, 'must be {"column": c, "in": [values]} or {"column": c, "between": [lo, hi]}')
                continue
            column = self.column(cond.get("column"), f"{field}.column")
            if "in" in cond:
                values = self.categories(cond["in"], f"{field}.in", allow_other=False, column=column)
                out.append(Condition(column, "in", tuple(values)))
            else:
                bounds = self.bounds(cond["between"], f"{field}.between")
                out.append(Condition(column, "between", tuple(bounds or ())))
        return tuple(out)

    def categories(self, raw, field: str, allow_other: bool = False, column=None) -> tuple:
        if not isinstance(raw, list) or not raw:
            self.problem(field, "must be a non-empty list of the public categories",
                         "list every value the column may take; it must not be taken from the data "
                         "unless that list is public")
            return ()
        keys = []
        for value in raw:
            if isinstance(value, (dict, list)) or value is None:
                self.problem(field, f"{value!r} is not a category (use text or numbers)")
                return ()
            keys.append(category_key(value))
        if long_category(keys, column):
            self.problem(field, long_category(keys, column), "shorten the label: it is printed in every file, "
                         "chart and table of the release")
        if len(keys) >= MAX_CELLS:
            self.problem(field, f"{len(keys):,} categories are too many (fewer than {MAX_CELLS:,}: each is a "
                         "noisy count in the release)", "merge categories")
        duplicates = sorted(k for k, n in Counter(keys).items() if n > 1)  # linear: 10^5 categories in ms
        if duplicates:
            self.problem(field, "categories listed twice: " + ", ".join(duplicates))
        if OTHER_CELL in keys and not allow_other:
            self.problem(field, f"'{OTHER_CELL}' is added automatically for values outside the list")
        return tuple(raw)

    def bounds(self, raw, field: str = "bounds"):
        if not isinstance(raw, list) or len(raw) != 2:
            self.problem(field, "must be [lower, upper]",
                         "declare the range from what you know of the column, not from the data")
            return None
        values = []
        for value in raw:
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                self.problem(field, f"{value!r} is not a finite number")
                return None
            values.append(value)
        if values[0] >= values[1]:
            self.problem(field, f"the lower bound {values[0]} must be below the upper bound {values[1]}")
            return None
        return tuple(values)

    # -- per kind ------------------------------------------------------------------------------
    def fields_count(self, item):
        return {}

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
        if all(lists) and cells > MAX_CELLS:
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

    def fields_quantile(self, item):
        q = item.get("quantile")
        fields = {"column": self.column(item.get("column")), "bounds": self.bounds(item.get("bounds"))}
        if fields["bounds"] is not None and not math.isfinite(float(fields["bounds"][1]) - float(fields["bounds"][0])):
            self.problem("bounds", "the range is too wide: the quantile's candidate values would overflow to infinity",
                         "declare bounds less than about 1e308 apart")
        if isinstance(q, bool) or not isinstance(q, (int, float)) or not 0 < q < 1:
            self.problem("quantile", f"{q!r} must be a number between 0 and 1, e.g. 0.5 for the median")
        elif Fraction(repr(q)).denominator > QUANTILE_DENOMINATOR_LIMIT:
            self.problem("quantile", f"{q!r} has more than 3 decimal places",
                         "use a quantile such as 0.333 or 0.005; the scorer works with thousandths")
        return {**fields, "quantile": q}
