"""Hypothesis strategies over the whole plan format (docs/plan-format.md, version 11), for a drawn table.

`cases()` draws a table (plan_space_tables.py), an engine and a plan over that table: every query kind,
sequential or zCDP accounting, `of`, `person_rule`, group-by, bins (numbers and dates), discovered keys,
margins, `sum_to`, the small-cell rule, `other`, `ways`/`tables`/`choose_tables`, `rows`, quantile lists, filters, with a
privacy unit or none. Each choice is drawn freely, so that the rules between fields (margins need a
continuous mechanism, `each_cell` refuses margins, zCDP refuses a query's delta...) are sometimes kept and
sometimes broken; a share of the plans gets one more deliberate slip (`SLIPS`: a missing field, a
column not in the table, an over-spent budget...). So both of `check`'s answers, 0 and 2, are reached.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from decimal import Decimal

from hypothesis import strategies as st

from tests.faults.plan_space_tables import SORTS, Table, label_text, tables

ENGINES = {  # how the table is given: its file, and the --engine option
    "csv": ("csv", ()), "csv-duckdb": ("csv", ("--engine", "duckdb")),
    "parquet": ("parquet", ()), "parquet-pandas": ("parquet", ("--engine", "pandas")),
}
KEYED = ("cat", "cat2", "int", "num", "date")  # the sorts a query may count by (categories or bins)
NUMERIC = ("int", "num")
EPSILONS = [Decimal("0.1"), Decimal("0.2"), Decimal("0.25"), Decimal("0.5"), Decimal("1")]
DELTAS = [Decimal("1e-7"), Decimal("5e-7"), Decimal("1e-6")]
OTHER = "(other)"
MONTHS = [f"{y}-{m:02d}-01" for y in (2023, 2024, 2025) for m in (1, 4, 7, 10)]


@dataclass(frozen=True)
class Case:
    table: Table
    engine: str
    plan: dict
    slip: str | None  # the deliberate slip, if any (else the plan is as drawn)

    def file_suffix(self) -> str:
        return ENGINES[self.engine][0]

    def engine_options(self) -> tuple[str, ...]:
        return ENGINES[self.engine][1]


def _sometimes(draw, probability_in_8: int = 3) -> bool:
    """True with about this chance (Hypothesis favours small numbers: it shrinks towards False, the field left
    out)."""
    return draw(st.integers(0, 7)) >= 8 - probability_in_8


def _rarely(draw) -> bool:
    return draw(st.integers(0, 39)) == 39


def _rather_not(draw, probability_in_8: int, refused: bool) -> bool:
    """`_sometimes`, or once in 40 draws where the plan would be refused for it (`refused`)."""
    return _rarely(draw) if refused else _sometimes(draw, probability_in_8)


def _keys(draw, table: Table, sort: str, discover: bool, least: int = 1):
    """('categories' | 'bins', value) for one column a query counts by (`least` categories, where there are)."""
    if sort in ("cat", "cat2"):
        if discover and _sometimes(draw, 2):
            return "categories", "discover"
        pool = [v for v in table.pools[sort] if v != OTHER or _sometimes(draw, 1)]  # "(other)" is refused
        if _sometimes(draw, 1) or not pool:
            pool = pool + [draw(label_text().filter(lambda v: v not in pool))]  # a label the table may lack
        listed = draw(st.lists(st.sampled_from(pool), min_size=min(least, len(pool)), max_size=len(pool),
                               unique=True))
        return "categories", listed
    if sort == "int":
        if _sometimes(draw, 3):
            return "categories", draw(st.lists(st.integers(-5, 120), min_size=least, max_size=5, unique=True))
        return "bins", sorted(draw(st.lists(st.integers(-10, 130), min_size=2, max_size=5, unique=True)))
    if sort == "num":
        edges = draw(st.lists(st.sampled_from([-10, 0, 0.5, 2.25, 10, 100, 250.5, 1000]), min_size=2, max_size=5,
                              unique=True))
        return "bins", sorted(edges)
    return "bins", sorted(draw(st.lists(st.sampled_from(MONTHS), min_size=2, max_size=5, unique=True)))


def _keyed_columns(draw, table: Table, sorts, query: dict, discover: bool, least: int = 1) -> None:
    """`categories` and/or `bins` objects on `query` for the columns of `sorts`."""
    for sort in sorts:
        field, value = _keys(draw, table, sort, discover, least)
        query.setdefault(field, {})[table.column(sort)] = value


def _where(draw, table: Table) -> list:
    conditions = []
    for sort in draw(st.lists(st.sampled_from(("cat", "cat2", "int", "num")), max_size=2, unique=True)):
        if sort in NUMERIC:
            low = draw(st.integers(-10, 100))
            conditions.append({"column": table.column(sort), "between": [low, low + draw(st.integers(1, 500))]})
        else:
            pool = table.pools[sort]
            conditions.append({"column": table.column(sort),
                               "in": draw(st.lists(st.sampled_from(pool), min_size=1, max_size=len(pool), unique=True))})
    return conditions


def _counting(draw, query: dict, unit: bool, sums: bool = False) -> None:
    """`of` and `person_rule`, drawn."""
    if _sometimes(draw, 4):
        query["of"] = draw(st.sampled_from(["people", "rows"]))
    if query.get("of", "rows" if sums else "people") == "people" and _sometimes(draw, 3):
        rules = ["first_row", "last_row"] + ([] if sums or _discovers(query) and _sometimes(draw, 7) else ["each_cell"])
        query["person_rule"] = draw(st.sampled_from(rules))


def _bounds(draw, sort: str) -> list:
    low = draw(st.sampled_from([-10, 0, 1, 18, 0.5] if sort == "num" else [-10, 0, 1, 18]))
    return [low, low + draw(st.sampled_from([1, 10, 99, 250, 1000.5] if sort == "num" else [1, 10, 99, 250]))]


def _noise(draw, query: dict, family: list[str]) -> None:
    """Sometimes a mechanism of the family's (mostly a continuous one with margins), sometimes a postprocess
    list."""
    if _rather_not(draw, 2, _discovers(query)):
        continuous = [m for m in family if not m.startswith("discrete_")]
        query["mechanism"] = draw(st.sampled_from(continuous if query.get("margins") and _sometimes(draw, 7)
                                                  else family))
    if _sometimes(draw, 2):
        query["postprocess"] = draw(st.lists(st.sampled_from(["clamp_nonnegative", "round"]), max_size=2,
                                             unique=True))


COUNTING = ["discrete_laplace", "laplace", "discrete_gaussian", "gaussian"]


@st.composite
def count_query(draw, table: Table, unit: bool) -> dict:
    query = {"kind": "count"}
    if _sometimes(draw, 2):
        query["where"] = _where(draw, table)
    if _sometimes(draw, 5):
        sorts = draw(st.lists(st.sampled_from(KEYED), min_size=1, max_size=3, unique=True))
        query["group_by"] = [table.column(s) for s in sorts]
        _keyed_columns(draw, table, sorts, query, discover=True)
        if _sometimes(draw, 2) and not _all_discovered(query):
            query["other"] = False
        if _rather_not(draw, 2, _discovers(query)):
            query["margins"] = True
    _counting(draw, query, unit)
    _noise(draw, query, COUNTING)
    return query


@st.composite
def table_query(draw, table: Table, unit: bool, kind: str) -> dict:
    """A histogram (one column) or a crosstab (two or three)."""
    query = {"kind": kind}
    sorts = draw(st.lists(st.sampled_from(KEYED), min_size=1 if kind == "histogram" else 2,
                          max_size=1 if kind == "histogram" else 3, unique=True))
    if kind == "histogram":
        query["column"] = table.column(sorts[0])
        field, value = _keys(draw, table, sorts[0], discover=True)
        query[field] = value if field == "categories" else {query["column"]: value}
    else:
        query["columns"] = [table.column(s) for s in sorts]
        _keyed_columns(draw, table, sorts, query, discover=True)
    _counting(draw, query, unit)
    if _sometimes(draw, 2):
        query["where"] = _where(draw, table)
    if _sometimes(draw, 2) and not _all_discovered(query):
        query["other"] = False
    if _rather_not(draw, 1, _discovers(query)):
        query["margins"] = True
    if _rather_not(draw, 2, _discovers(query) or query.get("margins")):
        query["sum_to"] = "SUM_TO"  # filled by plans(): a count of the plan with the same where
    _noise(draw, query, COUNTING)
    return query


@st.composite
def family_query(draw, table: Table, unit: bool, kind: str) -> dict:
    """A marginals or a synthetic query."""
    sorts = draw(st.lists(st.sampled_from(KEYED), min_size=2, max_size=4, unique=True))
    query = {"kind": kind, "columns": [table.column(s) for s in sorts]}
    _keyed_columns(draw, table, sorts, query, discover=False, least=2)
    shape = draw(st.sampled_from(["ways", "tables", "none", "chosen"] if kind == "synthetic" else ["ways", "tables"]))
    if shape == "chosen":  # plan version 13: pairs chosen at release
        query["choose_tables"] = draw(st.fixed_dictionaries({}, optional={
            "pairs": st.integers(1, len(sorts) * (len(sorts) - 1) // 2),
            "budget_share": st.sampled_from([0.01, 0.1, 0.25, 0.5])}))
    if shape == "ways":
        query["ways"] = draw(st.lists(st.integers(1, min(3, len(sorts))), min_size=1, max_size=2, unique=True))
    elif shape == "tables":
        query["tables"] = draw(st.lists(st.lists(st.sampled_from(query["columns"]), min_size=1, max_size=len(sorts),
                                                 unique=True), min_size=1, max_size=3))
    if kind == "synthetic" and _sometimes(draw, 4):
        query["rows"] = draw(st.integers(1, 60))
    if _sometimes(draw, 3):
        query["of"] = draw(st.sampled_from(["people", "rows"]))
    if query.get("of", "people") == "people" and _sometimes(draw, 2):
        query["person_rule"] = draw(st.sampled_from(["first_row", "last_row"]))
    if _sometimes(draw, 3):
        query["other"] = False
    if _sometimes(draw, 1):
        query["mechanism"] = draw(st.sampled_from(["gaussian", "laplace"] if kind == "synthetic" else ["gaussian"]))
    if _sometimes(draw, 3):  # plan version 12: kept at 0 or above and rounded by default; ["round"] alone is refused
        query["postprocess"] = draw(st.sampled_from([[], ["clamp_nonnegative"], ["clamp_nonnegative", "round"],
                                                     ["round"]]))
    return query


@st.composite
def value_query(draw, table: Table, unit: bool, kind: str) -> dict:
    """A sum, mean, quantile or quantiles over a number column."""
    sort = draw(st.sampled_from(NUMERIC))
    query = {"kind": kind, "column": table.column(sort), "bounds": _bounds(draw, sort)}
    if kind == "quantile":
        query["quantile"] = draw(st.sampled_from([0.5, 0.25, 0.9, 0.333, 0.01]))
    if kind == "quantiles":
        query["quantiles"] = sorted(draw(st.lists(st.sampled_from([0.1, 0.25, 0.5, 0.75, 0.9, 0.125, 0.999]),
                                                  min_size=2, max_size=5, unique=True)))
    if kind in ("quantile", "quantiles") and _sometimes(draw, 2):  # plan version 12; 0 is refused
        query["resolution"] = draw(st.sampled_from([1, 0.5, 0.1, 0.01, 0.001, 0]))
    _counting(draw, query, unit, sums=True)
    if kind != "quantiles" and _sometimes(draw, 3):
        sorts = draw(st.lists(st.sampled_from(KEYED), min_size=1, max_size=2, unique=True))
        query["group_by"] = [table.column(s) for s in sorts]
        _keyed_columns(draw, table, sorts, query, discover=False)
        if _sometimes(draw, 2):
            query["other"] = False
    if _sometimes(draw, 2):
        query["where"] = _where(draw, table)
    if kind in ("sum", "mean"):
        _noise(draw, query, COUNTING)
    return query


@st.composite
def randomized_response_query(draw, table: Table, unit: bool) -> dict:
    sort = draw(st.sampled_from(("cat", "cat2")))
    field, value = _keys(draw, table, sort, discover=False)
    query = {"kind": "randomized_response", "column": table.column(sort), "categories": value}
    if _sometimes(draw, 3):
        query["row_count_share"] = draw(st.sampled_from([0.01, 0.1, 0.5, 0.99]))
    return query


@st.composite
def rows_per_person_query(draw, table: Table, unit: bool) -> dict:
    query = {"kind": "rows_per_person"}
    if _sometimes(draw, 4):
        query["most"] = draw(st.integers(2, 12))
    if _sometimes(draw, 2):
        query["where"] = _where(draw, table)
    if _sometimes(draw, 3):
        query["sum_to"] = "SUM_TO"
    return query


def queries(table: Table, unit: bool) -> st.SearchStrategy[dict]:
    """A query of any kind (people by their number of rows only with a privacy unit, which they need)."""
    return st.one_of(
        count_query(table, unit), table_query(table, unit, "histogram"), table_query(table, unit, "crosstab"),
        family_query(table, unit, "marginals"), family_query(table, unit, "synthetic"),
        value_query(table, unit, "sum"), value_query(table, unit, "mean"), value_query(table, unit, "quantile"),
        value_query(table, unit, "quantiles"), randomized_response_query(table, unit),
        *([rows_per_person_query(table, unit)] if unit else []))


def _discovers(query: dict) -> bool:
    categories = query.get("categories")
    return categories == "discover" or isinstance(categories, dict) and "discover" in categories.values()


def _all_discovered(query: dict) -> bool:
    categories = query.get("categories")
    return categories == "discover" or (isinstance(categories, dict) and not query.get("bins")
                                        and all(v == "discover" for v in categories.values()))


def _wants_delta(draw, query: dict, zcdp: bool) -> bool:
    """Whether the query gets a delta: what its kind needs, mostly, and now and then not."""
    rarely = _rarely(draw)  # a delta where none goes, or none where one is needed
    if _discovers(query):
        return not rarely
    if zcdp:
        return rarely
    if query["kind"] in ("marginals",) or query["kind"] == "synthetic" and query.get("mechanism") != "laplace":
        return not rarely
    if query.get("mechanism") in ("gaussian", "discrete_gaussian"):
        return not rarely
    if query.get("mechanism") in ("laplace", "discrete_laplace"):
        return rarely
    return query["kind"] in ("count", "histogram", "crosstab", "sum", "mean") and _sometimes(draw, 2)


def _link_sum_to(draw, queries: list[dict]) -> None:
    """A `sum_to` names a count of the plan with the same where (made so when there is one), or is dropped."""
    for query in queries:
        if query.get("sum_to") != "SUM_TO":
            continue
        counts = [q for q in queries if q["kind"] == "count" and "group_by" not in q]
        if not counts:
            del query["sum_to"]
            continue
        target = draw(st.sampled_from(counts))
        query["sum_to"] = target["id"]
        if "where" in target or "where" in query:
            if not _sometimes(draw, 1):
                query["where"] = copy.deepcopy(target.get("where", []))


def _query_id(draw, index: int) -> str:
    odd = draw(st.sampled_from(["größe", "by ward", "q.1", "患者", "O'Brien", "-x-", "Ω"]))
    return f"{odd}{index}" if _sometimes(draw, 1) else f"q{index}"


@st.composite
def plans(draw, table: Table) -> dict:
    unit = _sometimes(draw, 5)
    zcdp = draw(st.booleans())
    roles = {table.column(s): draw(st.sampled_from(["quasi_identifier", "sensitive", "other"]))
             for s in SORTS if s != "person"}
    plan = {"dpstudio_plan": 13, "columns": {table.column("person"): "identifier", **roles}}
    if unit:
        plan["privacy_unit"] = {"column": table.column("person"), "max_rows": draw(st.integers(1, 4))}
        if _sometimes(draw, 3):
            plan["privacy_unit"]["order_by"] = table.column(draw(st.sampled_from(["int", "num", "date"])))
    drawn = draw(st.lists(queries(table, unit), min_size=1, max_size=4))
    epsilons, deltas, set_apart = [], [], Decimal(0)
    for index, query in enumerate(drawn):
        query["id"] = _query_id(draw, index)
        epsilon = draw(st.sampled_from(EPSILONS))
        query["epsilon"] = float(epsilon)
        epsilons.append(epsilon)
        if _wants_delta(draw, query, zcdp):
            delta = draw(st.sampled_from(DELTAS))
            query["delta"] = float(delta)
            deltas.append(delta)
            set_apart += delta if zcdp and _discovers(query) else 0
        if _sometimes(draw, 1) and query["kind"] in ("count", "histogram", "crosstab", "mean"):
            query["suppress_below"] = draw(st.sampled_from([None, 1, 3, 11]))
    _link_sum_to(draw, drawn)
    total = sum(epsilons) + (draw(st.sampled_from(EPSILONS)) if _sometimes(draw, 2) else 0)
    delta_total = set_apart + draw(st.sampled_from(DELTAS)) if zcdp else sum(deltas, Decimal(0))
    plan["budget"] = {"epsilon": float(total), "delta": float(delta_total)}
    if zcdp or _sometimes(draw, 1):
        plan["budget"]["accounting"] = "zcdp" if zcdp else "sequential"
    if _sometimes(draw, 1):
        plan["budget"]["population"] = draw(st.sampled_from([1000, 50_000]))
    families = any(q["kind"] in ("marginals", "synthetic") for q in drawn)
    if _rather_not(draw, 2, families):
        plan["suppress_below"] = draw(st.sampled_from([1, 5, 11]))
    if _sometimes(draw, 1):
        plan["categories_from_data"] = [table.column("cat")]
    if _sometimes(draw, 1):
        plan["units"] = {table.column("int"): "years"}
    plan["queries"] = drawn
    plan["reading"] = table.reading()
    return plan


def _slip_missing_field(draw, plan: dict) -> None:
    query = draw(st.sampled_from(plan["queries"]))
    del query[draw(st.sampled_from(sorted(k for k in query if k != "id")))]


def _slip_unknown_column(draw, plan: dict) -> None:
    query = draw(st.sampled_from(plan["queries"]))
    query["where"] = query.get("where", []) + [{"column": "no such column", "in": ["x"]}]


def _slip_overspent(draw, plan: dict) -> None:
    plan["budget"]["epsilon"] = float(sum(Decimal(str(q["epsilon"])) for q in plan["queries"]) - Decimal("0.05"))


def _slip_identifier(draw, plan: dict) -> None:
    used = [c for c in plan["columns"] if plan["columns"][c] != "identifier"]
    plan["columns"][draw(st.sampled_from(used))] = "identifier"


def _slip_reversed_bins(draw, plan: dict) -> None:
    binned = [q for q in plan["queries"] if isinstance(q.get("bins"), dict) and q["bins"]]
    if binned:
        query = draw(st.sampled_from(binned))
        column = draw(st.sampled_from(sorted(query["bins"])))
        query["bins"][column] = list(reversed(query["bins"][column]))
    else:
        plan["queries"][0]["bins"] = {"nowhere": [1, 0]}


def _slip_delta_everywhere(draw, plan: dict) -> None:
    for query in plan["queries"]:
        query["delta"] = 1e-7
    plan["budget"]["delta"] = 1e-5


def _slip_duplicate_id(draw, plan: dict) -> None:
    plan["queries"].append(copy.deepcopy(plan["queries"][0]))


def _slip_unknown_field(draw, plan: dict) -> None:
    draw(st.sampled_from(plan["queries"]))["colour"] = "blue"


def _slip_no_reading(draw, plan: dict) -> None:
    del plan["reading"]


def _slip_old_version(draw, plan: dict) -> None:
    plan["dpstudio_plan"] = draw(st.integers(1, 11))


SLIPS = {"missing field": _slip_missing_field, "unknown column": _slip_unknown_column,
         "overspent": _slip_overspent, "identifier used": _slip_identifier, "reversed bins": _slip_reversed_bins,
         "delta everywhere": _slip_delta_everywhere, "duplicate id": _slip_duplicate_id,
         "unknown field": _slip_unknown_field, "no reading": _slip_no_reading, "old version": _slip_old_version}


@st.composite
def cases(draw) -> Case:
    table = draw(tables())
    plan = draw(plans(table))
    slip = None
    if _sometimes(draw, 2):
        slip = draw(st.sampled_from(sorted(SLIPS)))
        SLIPS[slip](draw, plan)
    return Case(table, draw(st.sampled_from(sorted(ENGINES))), plan, slip)
