"""The family workload of issue 35, written once per library: every 1- and 2-way (or 1-, 2- and 3-way)
marginal of five columns of the admissions table (birth year in ten bands, sex, ward, diagnosis,
readmitted), counting rows, at zCDP rho = 0.5.

dpstudio measures the family once (residual queries, dpstudio/core/private/residual_planner.py); the
peers' way is each marginal measured on its own, the same rho split evenly over the m marginals, as
their documentation does (OpenDP's Context `split_evenly_over`, Tumult's budget per `evaluate`).
Neighbouring tables differ by one row (each library's row-level setting). Every library counts only
the listed values (the peers' public key sets; dpstudio's `"other": false`), so all publish the same
cells. Each library returns {table: array of shape (sizes of its columns)}, tables as column-index
tuples in the order of `marginals(ways)`.
"""
from __future__ import annotations

import tempfile
from itertools import combinations
from pathlib import Path

import numpy as np
import pandas as pd

from benchmarks.generate import DIAGNOSES, WARDS

RHO = 0.5
COLUMNS = ("birth_year", "sex", "ward", "diagnosis", "readmitted")
BAND_EDGES = [1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2024]  # birth years 1920-2023
BANDS = [f"[{lo}, {hi}{']' if i == len(BAND_EDGES) - 2 else ')'}" for i, (lo, hi) in
         enumerate(zip(BAND_EDGES, BAND_EDGES[1:]))]
LEVELS = {"birth_year": BANDS, "sex": ["F", "M"], "ward": WARDS, "diagnosis": DIAGNOSES, "readmitted": ["no", "yes"]}
SIZES = tuple(len(LEVELS[c]) for c in COLUMNS)


def marginals(ways) -> list[tuple[int, ...]]:
    """All k-way tables of the five columns for each k in `ways`, as sorted column-index tuples."""
    return [t for k in ways for t in combinations(range(len(COLUMNS)), k)]


def names(table: tuple[int, ...]) -> list[str]:
    return [COLUMNS[c] for c in table]


def label(table: tuple[int, ...]) -> str:
    return " x ".join(names(table))


def with_band(frame: pd.DataFrame) -> pd.DataFrame:
    """The five columns, birth year replaced by its band's label (a public, row-by-row step), for peers."""
    years = frame["birth_year"].to_numpy()
    codes = np.searchsorted(BAND_EDGES, years, side="right") - 1
    codes = np.where(years == BAND_EDGES[-1], len(BANDS) - 1, codes)
    return frame[list(COLUMNS)].assign(birth_year=np.asarray(BANDS)[codes])


def cube(frame: pd.DataFrame) -> np.ndarray:
    """The exact 5-way table of counts (every value of the generated table is listed)."""
    banded = with_band(frame)
    codes = [pd.Categorical(banded[c], categories=LEVELS[c]).codes.astype(np.int64) for c in COLUMNS]
    flat = np.ravel_multi_index(codes, SIZES)
    return np.bincount(flat, minlength=int(np.prod(SIZES))).reshape(SIZES).astype(float)


def exact(frame: pd.DataFrame, ways) -> dict:
    """Every table of the family without privacy."""
    full = cube(frame)
    return {t: full.sum(axis=tuple(c for c in range(len(COLUMNS)) if c not in t)) for t in marginals(ways)}


def from_rows(table: tuple[int, ...], rows: dict) -> np.ndarray:
    """A peer's table from {key tuple: count} (a listed key it did not return counts 0)."""
    levels = [LEVELS[c] for c in names(table)]
    out = np.zeros(tuple(len(v) for v in levels))
    for index in np.ndindex(out.shape):
        out[index] = rows.get(tuple(v[i] for v, i in zip(levels, index)), 0)
    return out


def analytic(ways, rho: float = RHO) -> dict:
    """The expected per-cell variances: dpstudio's calibrated strategy (each table's) and one by one."""
    from fractions import Fraction

    from dpstudio.core.private.residual_measure import calibrate
    from dpstudio.core.private.residual_planner import Workload, plan_strategy

    strategy, _ = calibrate(plan_strategy(Workload(SIZES, tuple(marginals(ways))), rho), Fraction(rho))
    return {"dpstudio": dict(zip(map(label, marginals(ways)), map(float, strategy.cell_variances()))),
            "dpstudio_total": strategy.total_error(), "one_by_one": strategy.one_by_one_variance(),
            "one_by_one_total": strategy.one_by_one_total()}


DELTA = 1e-6
ROLES = {"birth_year": "quasi_identifier", "sex": "quasi_identifier", "ward": "other", "diagnosis": "sensitive",
         "readmitted": "sensitive"}


def plan_epsilon(rho: float = RHO, delta: float = DELTA) -> float:
    """The plan's epsilon at `delta` whose zCDP budget (rho_for) is `rho`: dpstudio's plans are written in
    (epsilon, delta), and the issue fixes rho for everyone."""
    from fractions import Fraction

    from dpstudio.core.private.zcdp import approx_epsilon, rho_for

    epsilon = approx_epsilon(rho, delta)
    if rho_for(Fraction(epsilon), Fraction(delta)) != Fraction(rho):
        raise SystemExit(f"no plan epsilon at delta {delta} gives rho {rho} exactly")
    return epsilon


def dpstudio_plan(ways, epsilon: float) -> dict:
    """The family as a steward writes it: one `marginals` query (plan version 10), zCDP accounting."""
    return {
        "dpstudio_plan": 10, "columns": ROLES,
        "budget": {"epsilon": epsilon, "delta": DELTA, "accounting": "zcdp"},
        "queries": [{"id": "family", "kind": "marginals", "epsilon": epsilon, "columns": list(COLUMNS),
                     "categories": {c: LEVELS[c] for c in COLUMNS if c != "birth_year"},
                     "bins": {"birth_year": BAND_EDGES}, "ways": list(ways), "of": "rows", "other": False}],
    }


def dpstudio(frame: pd.DataFrame, ways, plan: dict) -> dict:
    """A release of the plan (dpstudio.release_uncharged), its tables read back by their columns (the entry's
    `cells` are every table's cells, table after table, `tables` giving each table's columns and count)."""
    import dpstudio as api

    (entry,) = api.release_uncharged(frame[list(COLUMNS)], plan)["queries"]
    out, cells = {}, iter(entry["cells"])
    for table in entry["tables"]:
        t = tuple(sorted(COLUMNS.index(c) for c in table["columns"]))
        rows = [next(cells) for _ in range(table["cells"])]
        out[t] = from_rows(t, {tuple(cell["key"][c] for c in names(t)): cell["value"] for cell in rows})
    return out


def dpstudio_core(frame: pd.DataFrame, ways, rho: float = RHO) -> dict:
    """dpstudio's core modules: exact tables -> calibrated residual noise -> measure -> tables."""
    from fractions import Fraction

    from dpstudio.core.private.residual_measure import calibrate, measure, tables_from
    from dpstudio.core.private.residual_planner import Workload, plan_strategy

    strategy, noises = calibrate(plan_strategy(Workload(SIZES, tuple(marginals(ways))), rho), Fraction(rho))
    return tables_from(strategy, measure(strategy, noises, exact(frame, ways)))


class OpenDPPolars:
    """OpenDP's Context API over Polars, idiomatically: one group-by count per marginal with its public keys
    (margins with invariant keys), rho split evenly over the m marginals (Gaussian noise under zCDP).

    `query.release()` is `resolve()` (building the measurement: about 4 s a query whatever the data) and then
    the measurement applied to the data. The m measurements are resolved once and each call applies them
    afresh: the same mechanisms, fresh noise every call. The rows are a Parquet file scanned lazily (with an
    in-memory LazyFrame each call took 1.4 s a query at 10^6 rows, 0.02 s at 10^4)."""

    def __init__(self, frame: pd.DataFrame, ways, rho: float = RHO):
        import opendp.prelude as dp
        import polars as pl

        dp.enable_features("contrib")
        self.tables = marginals(ways)
        self.folder = tempfile.TemporaryDirectory(prefix="dpstudio-family-")  # removed with this object
        path = Path(self.folder.name) / "admissions.parquet"
        pl.from_pandas(with_band(frame)).write_parquet(path)
        self.data = pl.scan_parquet(path)
        context = dp.Context.compositor(
            data=self.data, privacy_unit=dp.unit_of(contributions=1), privacy_loss=dp.loss_of(rho=rho),
            split_evenly_over=len(self.tables),
            margins=[dp.polars.Margin(by=[], max_length=10 ** (len(str(len(frame))) + 1))]
            + [dp.polars.Margin(by=names(t), invariant="keys") for t in self.tables])
        self.measurements = [context.query().group_by(names(t)).agg(dp.len()).resolve() for t in self.tables]

    def __call__(self) -> dict:
        out = {}
        for t, measurement in zip(self.tables, self.measurements):
            counts = measurement(self.data).collect()
            out[t] = from_rows(t, {tuple(row[:-1]): row[-1] for row in counts.iter_rows()})
        return out


def tumult(data, ways, rho: float = RHO) -> dict:
    """Tumult Analytics, idiomatically: one groupby(KeySet).count() per marginal, RhoZCDPBudget(rho / m) each
    (the last query takes what remains, so that float rounding never refuses it). `data`: the Spark
    DataFrame of with_band(frame), made once for all runs."""
    from tmlt.analytics import AddOneRow, KeySet, QueryBuilder, RhoZCDPBudget, Session

    tables = marginals(ways)
    session = Session.from_dataframe(privacy_budget=RhoZCDPBudget(rho), source_id="admissions",
                                     dataframe=data, protected_change=AddOneRow())
    out = {}
    for i, t in enumerate(tables):
        budget = session.remaining_privacy_budget if i == len(tables) - 1 else RhoZCDPBudget(rho / len(tables))
        keys = KeySet.from_dict({c: LEVELS[c] for c in names(t)})
        rows = session.evaluate(QueryBuilder("admissions").groupby(keys).count(), budget).collect()
        out[t] = from_rows(t, {tuple(r[c] for c in names(t)): r["count"] for r in rows})
    return out
