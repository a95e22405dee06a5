"""Reading a plan's JSON into query specs while collecting every problem with its place: the plan's top
level here, each query in query_reading.py, each kind's own fields by its kind (core/kinds)."""
from __future__ import annotations

import difflib
import json
from fractions import Fraction

from ..base.budget import Budget, compose_sequential
from ..base.words.problem_message import ProblemMessage
from ..kinds import kind_of
from ..base.exact_numbers import exact
from .limits import id_problem, json_type, max_rows_problem
from .problem_list import ProblemList
from .query_reading import QueryReader
from .family_delta_advice import over_budget_hint
from .rules import check_deltas, read_accounting, read_population, read_publisher
from .suppression_rule import check_family_rule, read_plan_threshold
from .text_rule import check_texts
from .roles import ROLE_NAMES, ColumnRole
from .units import read_units
from ..io.schema import schema_from_dict

EPSILON_LIMITS = (Fraction(1, 10_000), Fraction(100))  # as the budget helpers' range (budget_planning.py)
TOP_FIELDS = {"dpstudio_plan", "columns", "privacy_unit", "budget", "queries", "description",
              "categories_from_data"}
TOP_FIELDS_V2 = {"publisher", "reading"}  # new in plan version 2
TOP_FIELDS_V4 = {"suppress_below"}
TOP_FIELDS_V6 = {"units"}


class PlanReader(ProblemList):
    """Reads plan JSON; every problem goes to `problems` instead of stopping at the first."""

    def __init__(self):
        super().__init__()
        self.positions: dict[str, int] = {}  # query id -> its place in the plan's list
        self.accounting = "sequential"  # budget.accounting, read before the queries
        self.person_column = None  # privacy_unit.column, read before the queries
        self.budget = None  # the budget, read before the queries

    # -- top level -------------------------------------------------------------------------
    def read(self, data, version: int) -> dict:
        if not isinstance(data, dict):
            self.problem("plan", ProblemMessage("a plan must be a JSON object"))
            return {}
        found = data.get("dpstudio_plan")
        if found is None:
            self.problem("dpstudio_plan", ProblemMessage("missing: this does not look like a dpstudio plan"),
                         ProblemMessage('add "dpstudio_plan": {version}', version=version))
        elif isinstance(found, bool) or not isinstance(found, int):
            self.problem("dpstudio_plan", ProblemMessage("{found} is not a format version", found=json.dumps(found)),
                         ProblemMessage('give the version as a whole number: "dpstudio_plan": {version}',
                                        version=version))
        elif found != version:
            self.problem("dpstudio_plan",
                         ProblemMessage("version {found} is not supported (this dpstudio reads versions 1 to "
                                        "{version})", found=repr(found), version=version),
                         ProblemMessage("open it with the dpstudio that wrote it, or upgrade dpstudio"))
        check_texts(self, data)  # no name or label holds a control character
        self.unknown_fields(data, TOP_FIELDS | TOP_FIELDS_V2 | TOP_FIELDS_V4 | TOP_FIELDS_V6, "plan")
        columns = self.read_columns(data.get("columns"))
        unit = self.read_privacy_unit(data.get("privacy_unit"), columns)
        self.person_column = unit.get("column")  # read before the queries: rows_per_person needs one
        self.whole_columns = whole_columns(data.get("reading"))  # read before the queries: a quantile's resolution
        budget = self.read_budget(data.get("budget"))
        self.budget = budget  # read before the queries: a family's advice names it (family_delta_advice.py)
        self.accounting = read_accounting(self, data.get("budget"), budget)
        population = read_population(self, data.get("budget"))
        queries = self.read_queries(data.get("queries"), columns)
        if budget is not None and queries:  # over budget is said alongside any other problem
            self.check_total(budget, queries)
        check_deltas(self, budget, population, queries)
        threshold = read_plan_threshold(self, data.get("suppress_below"))
        check_family_rule(self, threshold, queries)
        self.check_sum_to(queries)
        from_data = self.read_from_data(data.get("categories_from_data", []), columns)
        return {"columns": columns, "privacy_unit": unit, "budget": budget, "queries": tuple(queries),
                "categories_from_data": from_data, "population": population,
                "publisher": read_publisher(self, data.get("publisher")),
                "reading": self.read_reading(data.get("reading")), "accounting": self.accounting,
                "suppress_below": threshold,
                "units": read_units(self, data.get("units"), columns or {})}

    whole_columns: frozenset = frozenset()

    def read_reading(self, raw):
        """The optional reading schema (new in plan version 2)."""
        if raw is None:
            return None

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
            where = ("queries", (self.positions.get(query.id, "?"), query.id), "sum_to")
            target = by_id.get(target_id)
            if target is None and target_id in self.positions:
                continue  # the count itself has a problem, reported at its own place
            if target is None or not kind_of(target).total or target.group_by:
                self.problem(where, ProblemMessage("'{target}' is not the id of a count query in this plan",
                                                   target=target_id),
                             ProblemMessage("add a count query of the same rows and name it here"))
            elif target.where != query.where:
                self.problem(where, ProblemMessage("the count '{target}' must have the same filter (where) as the "
                                                   "cells", target=target_id))
            elif target.of != query.of:
                self.problem(where,
                             ProblemMessage("the count '{target}' counts {counted} and these cells count {cells}: "
                                            "cells add up only to a count of the same",
                                            target=target_id, counted=target.of, cells=query.of),
                             ProblemMessage('give both the same "of"'))
            elif any(m and not m.startswith("discrete_") for m in (query.mechanism, target.mechanism)):
                self.problem(where, ProblemMessage("cells can be made to add up only under discrete mechanisms"),
                             ProblemMessage("remove the mechanism, or choose discrete_laplace or discrete_gaussian"))
            elif "clamp_nonnegative" in query.postprocess and "clamp_nonnegative" not in target.postprocess:
                self.problem(where, ProblemMessage("cells kept at 0 or above must add up to a count kept at 0 or "
                                                   "above: '{target}' is not", target=target_id),
                             ProblemMessage("add clamp_nonnegative to the postprocess of '{target}', or remove it "
                                            "from these cells", target=target_id))

    def read_from_data(self, raw, columns) -> tuple[str, ...]:
        """Columns whose category list was taken from the data: recorded, because it can leak."""
        if not isinstance(raw, list) or any(not isinstance(c, str) or c not in columns for c in raw):
            self.problem("categories_from_data", ProblemMessage("must be a list of columns declared in 'columns'"))
            return ()
        return tuple(dict.fromkeys(raw))

    def unknown_fields(self, obj: dict, known: set, where: str | tuple) -> None:
        for key in obj:
            if key not in known:
                near = difflib.get_close_matches(str(key), sorted(known), n=1)
                self.problem((where if isinstance(where, tuple) else (where,)) + (key,),
                             ProblemMessage("unknown field"),
                             ProblemMessage("did you mean '{name}'?", name=near[0]) if near else None)

    def read_columns(self, raw) -> dict[str, ColumnRole]:
        if not isinstance(raw, dict) or not raw:
            self.problem("columns", ProblemMessage('missing: give each column\'s role as {"name": "role"}')
                         if raw is None or raw == {} else
                         ProblemMessage('must be an object, not {type}: give each column\'s role as {"name": "role"}',
                                        type=json_type(raw)),
                         ProblemMessage("roles are {roles}", roles=', '.join(ROLE_NAMES)))
            return {}
        columns = {}
        for name, role in raw.items():
            if role not in ROLE_NAMES:
                self.problem(("columns", name), ProblemMessage("unknown role {role}", role=repr(role)),
                             ProblemMessage("use one of {names}", names=', '.join(ROLE_NAMES)))
            else:
                columns[str(name)] = ColumnRole(role)
        return columns

    def read_privacy_unit(self, raw, columns) -> dict:
        if raw is None:
            return {}
        if not isinstance(raw, dict):
            self.problem("privacy_unit", ProblemMessage('must be null or {"column": ..., "max_rows": k}'))
            return {}
        self.unknown_fields(raw, {"column", "max_rows", "order_by"}, "privacy_unit")
        column, max_rows = raw.get("column"), raw.get("max_rows")
        if not isinstance(column, str) or column not in columns:
            self.problem(("privacy_unit", "column"), ProblemMessage("{column} is not a column declared in 'columns'",
                                                               column=repr(column)),
                         ProblemMessage("name the column that identifies a person, e.g. a patient id"))
        if isinstance(max_rows, bool) or not isinstance(max_rows, int) or max_rows < 1:
            self.problem(("privacy_unit", "max_rows"), ProblemMessage("{max_rows} is not a whole number of at least 1",
                                                                 max_rows=repr(max_rows)),
                         ProblemMessage("give the most rows one person may contribute; extra rows are left out"))
            max_rows = 1
        elif max_rows_problem(max_rows):
            self.problem(("privacy_unit", "max_rows"), max_rows_problem(max_rows),
                         ProblemMessage("give the most rows one person may really contribute; extra rows are left out"))
            max_rows = 1
        order_by = raw.get("order_by")
        if order_by is not None and (not isinstance(order_by, str) or order_by not in columns):
            self.problem(("privacy_unit", "order_by"), ProblemMessage("{column} is not a column declared in 'columns'",
                                                                 column=repr(order_by)),
                         ProblemMessage("name a date or number column that orders each person's rows, e.g. an "
                                        "admission date"))
            order_by = None
        elif order_by is not None and order_by == column:
            self.problem(("privacy_unit", "order_by"), ProblemMessage("a person's rows cannot be ordered by the person's "
                                                                 "own id"),
                         ProblemMessage("name a date or number column, or leave order_by out"))
            order_by = None
        return {"column": column, "max_rows": max_rows, **({"order_by": order_by} if order_by else {})}

    def read_budget(self, raw) -> Budget | None:
        if not isinstance(raw, dict):
            self.problem("budget", ProblemMessage('missing: give the total budget as {"epsilon": E, "delta": D}')
                         if raw is None else
                         ProblemMessage('must be an object, not {type}: give the total budget as {"epsilon": E, '
                                        '"delta": D}', type=json_type(raw)))
            return None
        self.unknown_fields(raw, {"epsilon", "delta", "population", "accounting"}, "budget")
        epsilon = self.positive(raw.get("epsilon"), ("budget", "epsilon"))
        delta = self.delta(raw.get("delta", 0), ("budget", "delta"))
        return None if epsilon is None or delta is None else Budget(epsilon, delta)

    def check_total(self, budget: Budget, queries) -> None:
        spent = compose_sequential(Budget(q.epsilon, q.delta) for q in queries)
        if spent.epsilon > budget.epsilon:
            self.problem(("budget", "epsilon"),
                         ProblemMessage("the queries' epsilons add up to {spent}, more than the budget of {budget}",
                                        spent=format(float(spent.epsilon), "g"),
                                        budget=format(float(budget.epsilon), "g")),
                         ProblemMessage("lower some queries' epsilons or remove a query"))
        chosen = sum((q.delta for q in queries if q.discover), Fraction(0))  # set apart under zcdp
        if self.accounting == "zcdp" and chosen >= budget.delta:
            self.problem(("budget", "delta"), ProblemMessage("the deltas of the queries that discover keys add up to "
                                                        "{chosen}, which leaves nothing of the budget's delta of "
                                                        "{delta} for zCDP",
                                                        chosen=format(float(chosen), "g"),
                                                        delta=format(float(budget.delta), "g")),
                         ProblemMessage("raise the budget's delta, or lower theirs (e.g. a tenth of the budget's "
                                        "each)"))
        if spent.delta > budget.delta and self.accounting != "zcdp":  # under zcdp a query has no delta
            self.problem(("budget", "delta"),
                         ProblemMessage("the queries' deltas add up to {spent}, more than the budget's delta of "
                                        "{budget}",
                                        spent=format(float(spent.delta), "g"), budget=format(float(budget.delta), "g")),
                         over_budget_hint(queries))

    # -- numbers ---------------------------------------------------------------------------
    def number(self, raw, where: str | tuple) -> Fraction | None:
        if isinstance(raw, str):  # a number in quotes is text: bounds refuse it, so must epsilon
            self.problem(where, ProblemMessage("{text} is text, not a number", text=json.dumps(raw)),
                         ProblemMessage("write it without quotes: {number}", number=raw.strip()))
            return None
        try:
            return exact(raw)
        except (ValueError, TypeError):
            self.problem(where, ProblemMessage("{value} is not a number", value=repr(raw)))
            return None

    def positive(self, raw, where: str | tuple) -> Fraction | None:
        if raw is None:
            self.problem(where, ProblemMessage("missing"))
            return None
        value = self.number(raw, where)
        if value is not None and value <= 0:
            self.problem(where, ProblemMessage("must be greater than 0 (got {raw})", raw=raw))
            return None
        if value is not None and not EPSILON_LIMITS[0] <= value <= EPSILON_LIMITS[1]:
            self.problem(where, ProblemMessage("{raw} is outside 0.0001 to 100", raw=raw),
                         ProblemMessage("an epsilon above 100 protects no one, and one below 0.0001 needs noise too "
                                        "large to compute with; choose one in between"))
            return None
        return value

    def delta(self, raw, where: str | tuple) -> Fraction | None:
        value = self.number(raw, where)
        if value is not None and not 0 <= value < 1:
            self.problem(where, ProblemMessage("must be at least 0 and below 1 (got {raw})", raw=raw),
                         ProblemMessage("delta should be far below 1/(number of people), e.g. 1e-7"))
            return None
        return value

    # -- queries ---------------------------------------------------------------------------
    def read_queries(self, raw, columns) -> list:
        if not isinstance(raw, list) or not raw:
            self.problem("queries", ProblemMessage("missing: a plan needs at least one query") if raw is None else
                         ProblemMessage("must be a list of queries, not {type}: a plan needs at least one query",
                                        type=json_type(raw)),
                         ProblemMessage("write them as [{...}, {...}]"))
            return []
        queries, seen = [], set()
        for index, item in enumerate(raw):
            where = ("queries", index)
            if not isinstance(item, dict):
                self.problem(where, ProblemMessage("a query must be a JSON object"))
                continue
            qid = item.get("id")
            wrong = id_problem(qid)  # missing, not text, too long, control characters
            if wrong:
                self.problem(where + ("id",), *wrong)
            else:
                where = ("queries", (index, qid))
                if qid in seen:
                    self.problem(where + ("id",), ProblemMessage("another query has the same id"),
                                 ProblemMessage("give each query its own id"))
                seen.add(qid)
            self.positions.setdefault(str(qid), index)
            query = QueryReader(self, where, columns).read(item)
            if query is not None:
                queries.append(query)
        return queries


def whole_columns(raw) -> frozenset:
    """The columns the plan's reading schema declares "integer" (their fractions are read as missing), for a
    quantile's default resolution (plan/resolution_rule.py); its problems are said where the schema is read."""
    if raw is None:
        return frozenset()

    schema, _ = schema_from_dict(raw)
    return frozenset(c for c, kind in (schema.columns if schema else {}).items() if kind == "integer")
