"""The workload on every engine (issue 15): DuckDB, pandas, PostgreSQL and Spark, at 10^6, 10^7 and 10^8
rows, each case in a fresh process timed from outside with its peak memory (GNU time: wall, max RSS).

python benchmarks/bench_engines.py [--folder /tmp/dpstudio-engines] [--repeats 3] [--only small mid pg pgbig spark big]

Cases (the Parquet files come from engine_data.py, generated first if missing):
- cli duckdb / cli pandas: the whole `dpstudio release` (start, read, ledger, release, bundle) of the
  workload's plan (row-level, as in workload.py) from Parquet, on a ledger whose budget was set once;
- core duckdb: a process that opens the Parquet source and calls produce_release (no ledger, no bundle);
- pandas: plain pandas computing the same answers without privacy (read_parquet, then workload.exact),
  all columns (the baseline) and the workload's six columns only;
- floor (imports only): a process that imports Ibis with its DuckDB backend and OpenDP's measurements,
  and does nothing else: the least any release through them takes;
- PostgreSQL (10^6 rows loaded into a throwaway server; `pgbig`: 10^7 rows, without the CLI case): the source opened and released, against the
  same aggregates by hand-written SQL over psycopg, both timed inside their process from the connect on;
- Spark local[2]: the source opened (the session's start) and released, at 10^6 and 10^7 rows.
Small cases run --repeats times, interleaved, and report the median; 10^7 and 10^8 run once, last.
`mid`: the file cases at 10^7 rows (no pandas-engine CLI, no Spark, no 10^8), --repeats times.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PY = sys.executable
SPARK = "local[2]"


def timed(command: list[str], env: dict | None = None) -> dict:
    """Run `command` in a fresh process: wall seconds, peak RSS (GB), and its JSON line if it printed one."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as clock:
        done = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", clock.name, *command], capture_output=True,
                              text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})})
        seconds, kib = clock.read().split()[-2:]
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr[-3000:]}")
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return {"wall": float(seconds), "peak_gb": int(kib) / 2**20, **(json.loads(lines[-1]) if lines else {})}


def stage(*args: str) -> list[str]:
    return [PY, "-m", "benchmarks.engine_stages", *args]


def cli(*args: str) -> list[str]:
    return [PY, "-m", "dpstudio", *args]


class Ledgers:
    """One ledger per table and engine, its lifetime budget set once (outside the timings)."""

    def __init__(self, folder: Path):
        self.folder, self.made = folder, {}
        self.env: dict = {}  # the database password, while a server runs

    def release(self, plan: Path, source: list[str]) -> list[str]:
        key = " ".join(source)
        if key not in self.made:
            self.made[key] = self.folder / f"ledger-{len(self.made)}" / "ledger.sqlite"
            self.made[key].parent.mkdir()
            timed(cli("ledger", "set-budget", *source, "--plan", str(plan), "--epsilon", "100",
                      "--ledger", str(self.made[key])), self.env)
        out = tempfile.mkdtemp(dir=self.folder) + "/release"
        return cli("release", str(plan), *source, "--out", out, "--ledger", str(self.made[key]))


def write_plans(folder: Path, parquet: Path) -> tuple[Path, Path]:
    """The workload's plan, and the same with the reading schema a pandas release needs."""
    sys.path.insert(0, str(ROOT))
    from benchmarks.workload import dpstudio_plan
    from dpstudio.core.plan.release_plan import PLAN_VERSION

    plan = {**dpstudio_plan(), "dpstudio_plan": PLAN_VERSION}
    plain, with_schema = folder / "plan.json", folder / "plan-schema.json"
    plain.write_text(json.dumps(plan))
    with_schema.write_text(json.dumps(plan))
    timed([PY, "-m", "dpstudio", "check", str(with_schema), "--data", str(parquet), "--engine", "pandas",
           "--write-schema"])
    return plain, with_schema


def run_cases(cases: dict, repeats: int, results: dict, rows: int) -> None:
    """Each case `repeats` times, interleaved; results[(rows, name)] = list of runs."""
    for _ in range(repeats):
        for name, command in cases.items():
            run = timed(command() if callable(command) else command, getattr(command, "env", None))
            results.setdefault(f"{rows} {name}", []).append(run)
            print(f"  {rows:,} {name}: {run}", file=sys.stderr, flush=True)


def file_cases(path: Path, plans: tuple[Path, Path], ledgers: Ledgers, pandas_engine: bool = True) -> dict:
    cases = {"cli duckdb": lambda: ledgers.release(plans[0], ["--data", str(path)]),
             "core duckdb": stage("core", "duckdb", str(path), "--plan", str(plans[0])),
             "pandas": stage("pandas", str(path)),
             "pandas 6 columns": stage("pandas", str(path), "--columns"),
             "floor (imports only)": stage("floor")}
    if pandas_engine:
        cases["cli pandas"] = lambda: ledgers.release(plans[1], ["--data", str(path), "--engine", "pandas"])
    return cases


def postgres_cases(path: Path, plans, ledgers: Ledgers, repeats: int, results: dict, cli: bool = True) -> None:
    from benchmarks.servers import load_parquet, start_postgres

    server = start_postgres()
    try:
        load_parquet(server, path, "admissions")
        env = {"PGPASSWORD": server.password}
        ledgers.env = env
        url = server.url
        cases = {"postgres core": stage("core", "postgres", url, "admissions", "--plan", str(plans[0])),
                 "postgres hand SQL": stage("sql", url.replace("steward@", f"steward:{server.password}@"))}
        run_cases({name: _with_env(command, env) for name, command in cases.items()}, repeats, results, _rows(path))
        if cli:
            cli_case = lambda: ledgers.release(plans[0], ["--data", url, "--table", "admissions"])  # noqa: E731
            run_cases({"postgres cli": _with_env(cli_case, env)}, 1, results, _rows(path))  # minutes: once
    finally:
        ledgers.env = {}
        server.stop()


def _with_env(command, env):
    """The case's command, made when it runs, with `env` added to its environment."""
    def made():
        return command() if callable(command) else command
    made.env = env
    return made


def _rows(path: Path) -> int:
    return int(path.stem.split("-")[-1])


def summary(results: dict) -> list[str]:
    """The Markdown table: median wall time, peak memory, inner parts, and the ratios of issue 15."""
    lines = ["| rows | case | runs | process wall (median) | peak RSS | inside the process |", "|---|---|---|---|---|---|"]
    for key, runs in results.items():
        rows, name = key.split(" ", 1)
        parts = {part: statistics.median(r[part] for r in runs) for part in runs[0] if part not in ("wall", "peak_gb")}
        inner = ", ".join(f"{part} {seconds:.2f} s" for part, seconds in parts.items())
        lines.append(f"| {int(rows):,} | {name} | {len(runs)} | {median(runs, 'wall'):.2f} s | "
                     f"{max(run['peak_gb'] for run in runs):.2f} GB | {inner} |")
    return lines + [""] + ratios(results)


def median(runs, part: str) -> float:
    return statistics.median(run[part] for run in runs)


def ratios(results: dict) -> list[str]:
    said = []
    for rows in sorted({int(key.split()[0]) for key in results}):
        get = lambda name: results.get(f"{rows} {name}")  # noqa: E731
        for name in ("cli duckdb", "core duckdb", "cli pandas", "floor (imports only)"):
            if get(name) and get("pandas"):
                said.append(f"{rows:,} rows: {name} / plain pandas (whole processes) = "
                            f"{median(get(name), 'wall') / median(get('pandas'), 'wall'):.2f}x")
        if get("postgres core") and get("postgres hand SQL"):
            core = statistics.median(r["open"] + r["release"] for r in get("postgres core"))
            said.append(f"{rows:,} rows: PostgreSQL release (connect, open, answers) / hand SQL (connect, "
                        f"queries) = {core:.3f} s / {median(get('postgres hand SQL'), 'release'):.3f} s = "
                        f"{core / median(get('postgres hand SQL'), 'release'):.2f}x")
    return said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folder", default="/tmp/dpstudio-engines", help="where the Parquet files are (or go)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--spark-repeats", type=int, default=1, help="Spark at 10^6 takes minutes a run")
    parser.add_argument("--only", nargs="+", default=["small", "pg", "spark", "big"])
    parser.add_argument("--json", help="also write every run's figures here")
    parser.add_argument("--pg-rows", type=int, default=10**7, help="the rows of the pgbig case")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from benchmarks.engine_data import parquet_path, write_parquet

    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    files = {rows: parquet_path(folder, rows) for rows in (10**6, 10**7, 10**8)}
    for rows in (10**6, 10**7, 10**8) if "big" in args.only else (10**6,):
        write_parquet(rows, files[rows])
    scratch = Path(tempfile.mkdtemp(prefix="bench-engines-"))
    plans, ledgers, results = write_plans(scratch, files[10**6]), Ledgers(scratch), {}
    load = [os.getloadavg()]
    if "small" in args.only:
        run_cases(file_cases(files[10**6], plans, ledgers), args.repeats, results, 10**6)
    if "pg" in args.only:
        postgres_cases(files[10**6], plans, ledgers, args.repeats, results)
    if "pgbig" in args.only:  # 10^7 rows (--pg-rows) loaded into the server (minutes), core and hand SQL once each
        write_parquet(args.pg_rows, parquet_path(folder, args.pg_rows))
        postgres_cases(parquet_path(folder, args.pg_rows), plans, ledgers, 1, results, cli=False)
    if "spark" in args.only:
        run_cases({"spark core": stage("core", "spark", "-", str(files[10**6]), "--plan", str(plans[0]))}, args.spark_repeats, results,
                  10**6)
    if "mid" in args.only and "big" not in args.only:  # 10^7 rows from Parquet: the file cases only
        write_parquet(10**7, files[10**7])
        run_cases(file_cases(files[10**7], plans, ledgers, pandas_engine=False), args.repeats, results, 10**7)
    if "big" in args.only:
        run_cases(file_cases(files[10**7], plans, ledgers), 1, results, 10**7)
        run_cases({"spark core": stage("core", "spark", "-", str(files[10**7]), "--plan", str(plans[0]))}, 1, results, 10**7)
        run_cases({"core duckdb": stage("core", "duckdb", str(files[10**8]), "--plan", str(plans[0]))}, 1, results, 10**8)
    load.append(os.getloadavg())
    if args.json:
        Path(args.json).write_text(json.dumps({"results": results, "load": load}, indent=1))
    print("\n".join(summary(results)))
    print(f"\nload average (1, 5, 15 min) before: {load[0]}, after: {load[-1]}")


if __name__ == "__main__":
    main()
