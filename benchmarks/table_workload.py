"""The table workload of issue 16, written once per library: admissions by birth-year band x sex x
ward with each column's margins and the total, and the mean length of stay per ward.

Total (epsilon, delta) = (1, 1e-6), half to each query; neighbouring tables differ by one row (each
library's row-level setting). Under zCDP every library gets the same rho_total, the largest whose
conversion (OpenDP's) is (1, 1e-6), so all guarantee the same (epsilon, delta).

Margins, two ways for a peer (neither library releases margins of its own accord):
- "sums": the peer's cells, and the margins and total summed from them by hand (the most accurate
  a peer can do here, and exactly what dpstudio does under Laplace noise);
- "apart": what the library offers for a margin, a group-by query of its own: the cells, each
  column's margin and the total as five queries, the count's budget split evenly among them.
dpstudio releases the table with `margins: true` (the split with the least expected total error,
consistent by construction). Every library counts only the rows whose values are listed (the peers'
public key sets drop the others; dpstudio's queries say `"other": false`), so all publish the same
70 cells, 14 margins, the total and 7 means.
"""
from __future__ import annotations

import numpy as np
import pandas as pd

from benchmarks.generate import WARDS

SEXES = ["F", "M"]
BAND_EDGES = [1920, 1945, 1965, 1985, 2005, 2024]  # birth years 1920-2023: the last band is closed
BANDS = [f"[{lo}, {hi}{']' if i == len(BAND_EDGES) - 2 else ')'}" for i, (lo, hi) in
         enumerate(zip(BAND_EDGES, BAND_EDGES[1:]))]
EPSILON, DELTA = 1.0, 1e-6
STAY_BOUNDS = (0, 60)


def with_band(frame: pd.DataFrame) -> pd.DataFrame:
    """The birth-year band as a column of its own (a public, row-by-row transformation), for peers."""
    codes = np.searchsorted(BAND_EDGES, frame["birth_year"].to_numpy(), side="right") - 1
    codes = np.where(frame["birth_year"].to_numpy() == BAND_EDGES[-1], len(BANDS) - 1, codes)
    return frame.assign(band=np.asarray(BANDS)[codes])


def cells_grid() -> list[tuple]:
    return [(b, s, w) for b in BANDS for s in SEXES for w in WARDS]


def exact(frame: pd.DataFrame) -> dict:
    """Every released number without privacy: cells, margins, total and the means per ward."""
    counts = with_band(frame).groupby(["band", "sex", "ward"]).size()
    cells = np.array([counts.get(key, 0) for key in cells_grid()], dtype=float)
    stay = frame["length_of_stay"].clip(*STAY_BOUNDS).groupby(frame["ward"]).mean()
    return {**table_parts(cells), "mean_stay": np.array([stay.get(w, np.nan) for w in WARDS])}


def table_parts(cells: np.ndarray) -> dict:
    """Cells, each column's one-way margins (band, sex, ward) and the total, from cells in grid order."""
    cube = cells.reshape(len(BANDS), len(SEXES), len(WARDS))
    margins = np.concatenate([cube.sum(axis=(1, 2)), cube.sum(axis=(0, 2)), cube.sum(axis=(0, 1))])
    return {"cells": cells, "margins": margins, "total": np.array([cells.sum()])}


def rho_total() -> float:
    from fractions import Fraction

    from dpstudio.core.private.zcdp import rho_for

    return float(rho_for(Fraction(EPSILON), Fraction(DELTA)))


def dpstudio_plan(accounting: str) -> dict:
    return {
        "dpstudio_plan": 5,
        "columns": {"birth_year": "quasi_identifier", "sex": "quasi_identifier", "ward": "other",
                    "length_of_stay": "sensitive"},
        "budget": {"epsilon": EPSILON, "delta": DELTA if accounting == "zcdp" else 0, "accounting": accounting},
        "queries": [
            {"id": "table", "kind": "count", "epsilon": EPSILON / 2, "group_by": ["birth_year", "sex", "ward"],
             "bins": {"birth_year": BAND_EDGES}, "categories": {"sex": SEXES, "ward": WARDS}, "margins": True,
             "other": False},
            {"id": "mean_stay", "kind": "mean", "column": "length_of_stay", "bounds": list(STAY_BOUNDS),
             "epsilon": EPSILON / 2, "group_by": ["ward"], "categories": {"ward": WARDS}, "other": False},
        ],
    }


def dpstudio(frame: pd.DataFrame, accounting: str = "zcdp") -> dict:
    from dpstudio.core.pipeline.release import produce_release

    table, means = produce_release(frame, dpstudio_plan(accounting)).release["queries"]
    keyed = {tuple(c["key"].values()): c["value"] for c in table["cells"]}
    margins = {tuple(m["key"].items()): m["value"] for m in table["margins"]}
    named = [(("birth_year", b),) for b in BANDS] + [(("sex", s),) for s in SEXES] + [(("ward", w),) for w in WARDS]
    mean = {c["key"]["ward"]: c["value"] for c in means["cells"]}
    return {"cells": np.array([keyed[key] for key in cells_grid()], dtype=float),
            "margins": np.array([_margin(margins, key) for key in named], dtype=float),
            "total": np.array([margins[()]], dtype=float), "mean_stay": np.array([mean[w] for w in WARDS])}


def _margin(margins: dict, key: tuple) -> float:
    """A one-way margin's value (dpstudio writes the summed columns' keys as absent)."""
    return next(v for k, v in margins.items() if dict(k).items() >= dict(key).items() and len(k) == 1)


def margins_apart(cells: dict, by_band: dict, by_sex: dict, by_ward: dict, total: float) -> dict:
    """A peer's table with the margins and total measured as queries of their own (missing keys: 0)."""
    margins = [by_band.get(b, 0) for b in BANDS] + [by_sex.get(x, 0) for x in SEXES] + [by_ward.get(w, 0) for w in WARDS]
    return {"cells": np.array([cells.get(key, 0) for key in cells_grid()], dtype=float),
            "margins": np.array(margins, dtype=float), "total": np.array([total], dtype=float)}


def opendp_apart(frame: pd.DataFrame) -> dict:
    """OpenDP, pure DP: the cells, each column's margin and the total as five group-by queries of
    epsilon 0.1 each (the count's half split evenly), the means per ward with the other half."""
    import opendp.prelude as dp
    import polars as pl

    dp.enable_features("contrib")
    data = pl.from_pandas(with_band(frame)[["band", "sex", "ward", "length_of_stay"]]).lazy()
    context = dp.Context.compositor(
        data=data, privacy_unit=dp.unit_of(contributions=1), privacy_loss=dp.loss_of(epsilon=EPSILON),
        split_by_weights=[1, 1, 1, 1, 1, 5],
        margins=[dp.polars.Margin(by=[], max_length=10 ** (len(str(len(frame))) + 1)),
                 dp.polars.Margin(by=["band", "sex", "ward"], invariant="keys"),
                 dp.polars.Margin(by=["band"], invariant="keys", max_groups=len(BANDS)),
                 dp.polars.Margin(by=["sex"], invariant="keys", max_groups=len(SEXES)),
                 dp.polars.Margin(by=["ward"], invariant="keys", max_groups=len(WARDS))])

    def counts(by: list[str]) -> dict:
        out = context.query().group_by(by).agg(dp.len()).release().collect()
        return {tuple(row[:-1]) if len(by) > 1 else row[0]: row[-1] for row in out.iter_rows()}

    cells, by_band, by_sex, by_ward = (counts(by) for by in (["band", "sex", "ward"], ["band"], ["sex"], ["ward"]))
    total = context.query().select(dp.len()).release().collect().item()
    means = context.query().group_by("ward").agg(
        pl.col("length_of_stay").cast(pl.Float64).fill_null(0.0).dp.mean(bounds=(0.0, 60.0))).release().collect()
    by_ward_mean = dict(zip(means["ward"], means["length_of_stay"]))
    return {**margins_apart(cells, by_band, by_sex, by_ward, total),
            "mean_stay": np.array([by_ward_mean.get(w, np.nan) for w in WARDS], dtype=float)}


def opendp_polars(frame: pd.DataFrame, rho: float | None = None) -> dict:
    """OpenDP's Context API over Polars, idiomatically: the table's cells and the means per ward, the public
    keys declared invariant; margins and total are sums of the noisy cells. Pure DP (epsilon 1, Laplace
    noise), or with `rho` zCDP (Gaussian noise)."""
    import opendp.prelude as dp
    import polars as pl

    dp.enable_features("contrib")
    data = pl.from_pandas(with_band(frame)[["band", "sex", "ward", "length_of_stay"]]).lazy()
    loss = dp.loss_of(rho=rho) if rho is not None else dp.loss_of(epsilon=EPSILON)
    context = dp.Context.compositor(
        data=data, privacy_unit=dp.unit_of(contributions=1), privacy_loss=loss,
        split_evenly_over=2,
        margins=[dp.polars.Margin(by=[], max_length=10 ** (len(str(len(frame))) + 1)),
                 dp.polars.Margin(by=["band", "sex", "ward"], invariant="keys"),
                 dp.polars.Margin(by=["ward"], invariant="keys", max_groups=len(WARDS))])
    counts = context.query().group_by(["band", "sex", "ward"]).agg(dp.len()).release().collect()
    keyed = {(b, s, w): n for b, s, w, n in zip(counts["band"], counts["sex"], counts["ward"], counts["len"])}
    means = context.query().group_by("ward").agg(
        pl.col("length_of_stay").cast(pl.Float64).fill_null(0.0).dp.mean(bounds=(0.0, 60.0))).release().collect()
    by_ward = dict(zip(means["ward"], means["length_of_stay"]))
    cells = np.array([keyed.get(key, 0) for key in cells_grid()], dtype=float)
    return {**table_parts(cells), "mean_stay": np.array([by_ward.get(w, np.nan) for w in WARDS], dtype=float)}
