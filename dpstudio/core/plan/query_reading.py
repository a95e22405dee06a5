"""Reading one query object of a plan: the fields every query has, its columns, conditions and
categories; each kind's own fields are read by its kind (core/kinds/<kind>/plan.py). Problems go to the PlanReader."""
from __future__ import annotations

import math
from collections import Counter

from ..base.errors import place_text
from ..base.words.problem_message import ProblemMessage
from ..kinds import NAMES, kind_named
from .counting_rule import read_counting
from .discovery_rule import check_discover
from .family_delta_advice import family_needs_delta_hint
from .grid_fields import MAX_CELLS
from .grouping import read_grouping
from .limits import json_type, long_category, shown
from .margins_rule import read_margins
from .other_rule import read_other
from .queries import (ADDITIVE_MECHANISMS, GAUSSIAN_MECHANISMS, OTHER_CELL, PURE_MECHANISMS, SUM_TO_POSTPROCESS, Condition,
                      category_key)
from .roles import ColumnRole
from .suppression_rule import read_query_threshold

COMMON_FIELDS = {"id", "kind", "epsilon", "delta", "mechanism", "where", "postprocess", "suppress_below"}


class QueryReader:
    """Reads one query object; reports problems to the PlanReader (`plan`, parsing.py) with the query's place.
    While it reads, `kind` is the query's kind (core/kinds), which reads its own fields with this reader."""

    kind = None

    def __init__(self, plan, place: tuple, columns: dict[str, ColumnRole]):
        self.plan, self.place, self.where, self.columns = plan, place, place_text(place), columns
        self.count_before = len(plan.problems)

    def problem(self, field: str | tuple, message, hint=None) -> None:
        """Say a problem of the query's `field` (a name, or a place within the query: ("categories", "sex"))."""
        self.plan.problem(self.place + (field if isinstance(field, tuple) else (field,)), message, hint)

    def read(self, item: dict):
        kind = item.get("kind")
        if kind is not None and not isinstance(kind, str):
            self.problem("kind", ProblemMessage("{value} is not a kind ({type}, not text)", value=shown(kind),
                                                type=json_type(kind)),
                         ProblemMessage("use one of {names}", names=", ".join(NAMES)))
            return None
        if kind_named(kind) is None:
            self.problem("kind", ProblemMessage("unknown kind {kind}", kind=repr(kind)),
                         ProblemMessage("use one of {names}", names=", ".join(NAMES)))
            return None
        self.kind = kind_named(kind)
        cls = self.kind.query
        self.plan.unknown_fields(item, COMMON_FIELDS | self.kind.fields, self.place)
        fields = dict(
            id=str(item.get("id", "")),
            epsilon=self.plan.positive(item.get("epsilon"), self.place + ("epsilon",)),
            delta=self.plan.delta(item.get("delta", 0), self.place + ("delta",)),
            mechanism=item.get("mechanism"),
            where=self.conditions(item.get("where", [])),
            postprocess=self.postprocess(item.get("postprocess"), cls),
            suppress_below=read_query_threshold(self, item, kind),
        )
        fields.update(self.kind.read(self, item))
        if self.kind.grouped:
            fields.update(read_grouping(self, item, MAX_CELLS))
        if "margins" in item:
            fields.update(read_margins(self, item, fields))
        if "other" in item:
            fields.update(read_other(self, item, fields))
        if item.get("sum_to") is not None:
            fields["sum_to"] = self.sum_to(item["sum_to"], item.get("postprocess"), fields)
        if self.kind.counted:
            fields.update(read_counting(self, item, fields))
        if fields.get("discover"):
            check_discover(self, item, fields, self.plan.accounting)
        elif fields["delta"] and self.plan.accounting == "zcdp":
            self.problem("delta", ProblemMessage("under zCDP accounting a query has no delta of its own: the "
                                                 "budget's delta covers the whole release"),
                         ProblemMessage("remove the query's delta; its epsilon is its share of the budget"))
        if fields["delta"] is not None and not fields.get("discover"):
            self.check_mechanism(cls, fields["mechanism"], 0 if self.plan.accounting == "zcdp" else fields["delta"])
        bounds = fields.get("bounds")
        if (str(fields["mechanism"] or "").startswith("discrete_") and bounds
                and not all(float(b).is_integer() for b in bounds)):
            self.problem("mechanism", ProblemMessage("{mechanism} needs whole-number bounds",
                                                     mechanism=fields['mechanism']),
                         ProblemMessage("use whole-number bounds, or {mechanism}",
                                        mechanism=fields['mechanism'].removeprefix('discrete_')))
        if "clamp_nonnegative" in fields["postprocess"] and bounds and bounds[0] < 0:
            self.problem("postprocess", ProblemMessage("clamp_nonnegative needs a lower bound of at least 0"),
                         ProblemMessage("a sum over values that can be negative may itself be negative"))
        if len(self.plan.problems) > self.count_before:
            return None
        return cls(**fields)

    def check_mechanism(self, cls, mechanism, delta) -> None:
        if mechanism is not None and mechanism not in cls.mechanisms:
            self.problem("mechanism", ProblemMessage("{mechanism} cannot answer a {kind} query",
                                                     mechanism=repr(mechanism), kind=cls.kind),
                         ProblemMessage("use one of {names}", names=", ".join(cls.mechanisms)))
        elif cls.mechanisms == ("gaussian",) and delta == 0 and self.plan.accounting != "zcdp":
            self.problem("delta", ProblemMessage("a table family's noise is Gaussian: it needs a delta above 0"),
                         family_needs_delta_hint(self.plan.budget))
        elif mechanism in GAUSSIAN_MECHANISMS and delta == 0 and self.plan.accounting != "zcdp":
            self.problem("delta", ProblemMessage("the {mechanism} mechanism needs a delta above 0",
                                                 mechanism=mechanism),
                         ProblemMessage("give a delta such as 1e-7, or use a Laplace mechanism"))
        elif delta > 0 and (mechanism in PURE_MECHANISMS or cls.mechanisms[0] not in ADDITIVE_MECHANISMS):
            shown = mechanism or cls.mechanisms[0]
            self.problem("delta", ProblemMessage("the {mechanism} mechanism spends no delta", mechanism=shown),
                         ProblemMessage("remove the delta, or choose a gaussian mechanism"))

    def sum_to(self, target, raw_postprocess, fields) -> str | None:
        if not isinstance(target, str) or not target:
            self.problem("sum_to", ProblemMessage("must be the id of a count query"))
            return None
        if raw_postprocess is None:
            fields["postprocess"] = SUM_TO_POSTPROCESS
        return target

    def postprocess(self, raw, cls) -> tuple:
        if raw is None:
            return cls.default_postprocess
        if not isinstance(raw, list) or any(s not in cls.allowed_postprocess for s in raw):
            allowed = ", ".join(cls.allowed_postprocess) or "none"
            self.problem("postprocess",
                         ProblemMessage("{raw} is not a list of allowed steps", raw=repr(raw)),
                         ProblemMessage("allowed: {steps}", steps=allowed))
            return ()
        return tuple(dict.fromkeys(raw))

    # -- columns and conditions --------------------------------------------------------------
    def column(self, name, field: str | tuple = "column") -> str | None:
        if not isinstance(name, str) or not name:
            self.problem(field, ProblemMessage("missing: name a column"))
            return None
        role = self.columns.get(name)
        if role is None:
            self.problem(field, ProblemMessage("column '{name}' is not declared in 'columns'", name=name),
                         ProblemMessage("add it to 'columns' with its role"))
        elif role is ColumnRole.IDENTIFIER:
            self.problem(field, ProblemMessage("column '{name}' is a direct identifier and can never be queried",
                                               name=name),
                         ProblemMessage("change its role if it is not an identifier"))
        return name

    def conditions(self, raw) -> tuple:
        if not isinstance(raw, list):
            self.problem("where", ProblemMessage('must be a list of {"column": c, "in": [...]} or {"column": c, '
                                                 '"between": [lo, hi]}'))
            return ()
        out = []
        for i, cond in enumerate(raw):
            field = ("where", i)
            if not isinstance(cond, dict) or len(set(cond) & {"in", "between"}) != 1 or set(cond) - {"column", "in", "between"}:
                self.problem(field, ProblemMessage('must be {"column": c, "in": [values]} or {"column": c, "between": '
                                                   '[lo, hi]}'))
                continue
            column = self.column(cond.get("column"), field + ("column",))
            if "in" in cond:
                values = self.categories(cond["in"], field + ("in",), allow_other=False, column=column)
                out.append(Condition(column, "in", tuple(values)))
            else:
                bounds = self.bounds(cond["between"], field + ("between",))
                out.append(Condition(column, "between", tuple(bounds or ())))
        return tuple(out)

    def categories(self, raw, field: str | tuple, allow_other: bool = False, column=None) -> tuple:
        if not isinstance(raw, list) or not raw:
            self.problem(field, ProblemMessage("must be a non-empty list of the public categories"),
                         ProblemMessage("list every value the column may take; it must not be taken from the data "
                                        "unless that list is public"))
            return ()
        keys = []
        for value in raw:
            if isinstance(value, (dict, list)) or value is None:
                self.problem(field, ProblemMessage("{value} is not a category (use text or numbers)",
                                                   value=repr(value)))
                return ()
            keys.append(category_key(value))
        if long_category(keys, column):
            self.problem(field, long_category(keys, column),
                         ProblemMessage("shorten the label: it is printed in every file, chart and table of the "
                                        "release"))
        if len(keys) >= MAX_CELLS:
            self.problem(field, ProblemMessage("{count} categories are too many (fewer than {limit}: each is a noisy "
                                               "count in the release)",
                                               count=format(len(keys), ","), limit=format(MAX_CELLS, ",")),
                         ProblemMessage("merge categories"))
        duplicates = sorted(k for k, n in Counter(keys).items() if n > 1)  # linear: 10^5 categories in ms
        if duplicates:
            self.problem(field,
                         ProblemMessage("categories listed twice: {categories}", categories=", ".join(duplicates)))
        if OTHER_CELL in keys and not allow_other:
            self.problem(field, ProblemMessage("'(other)' is added automatically for values outside the list"))
        return tuple(raw)

    def bounds(self, raw, field: str | tuple = "bounds"):
        if not isinstance(raw, list) or len(raw) != 2:
            self.problem(field, ProblemMessage("must be [lower, upper]"),
                         ProblemMessage("declare the range from what you know of the column, not from the data"))
            return None
        values = []
        for value in raw:
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                self.problem(field, ProblemMessage("{value} is not a finite number", value=repr(value)))
                return None
            values.append(value)
        if values[0] >= values[1]:
            self.problem(field, ProblemMessage("the lower bound {lower} must be below the upper bound {upper}",
                                               lower=values[0], upper=values[1]))
            return None
        return tuple(values)
