"""`dpstudio release`, the whole process a steward runs, paired with plain pandas (issue 34).

python benchmarks/bench_cli.py [--rows 1000000 10000000] [--pairs 5] [--folder /tmp/dpstudio-engines]
                               [--api] [--set-budget] [--without-pandas] [--postgres] [--code DIR]
                               [--compare DIR] [--peers NAME ...] [--peer-python PYTHON] [--json FILE]
                               [--unsketched]

Each pair runs, in fresh processes timed from outside (GNU time: wall clock, peak RSS), the CLI
(`dpstudio release` of the workload's plan, row-level, from Parquet through DuckDB, ledger and bundle
included, on a ledger whose lifetime budget was set once beforehand, so that the ledger has kept the
file's sample: ledger/sample_memo.py; `--unsketched` adds the CLI on that ledger with the kept sample
removed before each run, as on a ledger's first sight of the file) and then plain pandas computing
the same exact answers (engine_stages.py `pandas`: read the Parquet file, workload.exact), A B A B; the
ratio is taken within each pair and the median of the pairs is reported, so that a machine busy with
other work slows both sides of a pair alike. `--api` adds the core (engine_stages.py `core duckdb`:
open the file and produce_release, as `dpstudio.release` does) to each pair; `--set-budget` adds
`dpstudio ledger set-budget` on a fresh ledger (it sketches the table too). `--postgres` loads the
table into a throwaway PostgreSQL server (servers.py) and pairs `dpstudio release --data URL --table`
with `psql -f` running the same aggregates by hand (engine_stages.HAND_SQL). `--code DIR` runs the
dpstudio found in DIR (e.g. `git archive COMMIT dpstudio resources | tar -x -C DIR`) instead of this
checkout's; `--compare DIR` adds the CLI of the dpstudio in DIR to each round ("cli before"), so that
two versions are compared within the same rounds. `--peers diffprivlib opendp pipeline_dp` adds each peer
library's whole process to each round (peer_process.py: read the Parquet file's columns with pandas, the
workload's six answers with the library), run by `--peer-python` (an environment with
benchmarks/requirements-peers.txt), and gives how many times faster the CLI is, per round. The load average is printed before and after each
size: other work on a shared machine shows there. Each dpstudio timed is byte-compiled first, as an install is.
"""
from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from benchmarks.engine_data import parquet_path, write_parquet  # noqa: E402
from dpstudio.core.ledger.paths import samples_path  # noqa: E402


class Commands:
    """The commands of each case, for the dpstudio in `code` (this checkout when None)."""

    def __init__(self, scratch: Path, code: Path | None):
        self.scratch, self.folder = scratch, code or ROOT
        # byte-compiled, as an installed dpstudio is: a checkout run with PYTHONDONTWRITEBYTECODE compiled its
        # 250 modules in every process timed (0.15 s at 10^6 rows; benchmarks/RESULTS.md, issue 47)
        compileall.compile_dir(self.folder / "dpstudio", quiet=1)
        self.env = {"PYTHONPATH": f"{code}{os.pathsep}{ROOT}" if code else str(ROOT)}
        self.plan = scratch / "plan.json"
        from benchmarks.workload import dpstudio_plan
        from dpstudio.core.plan.release_plan import PLAN_VERSION

        self.plan.write_text(json.dumps({**dpstudio_plan(), "dpstudio_plan": PLAN_VERSION}))
        self.ledgers: dict[Path, Path] = {}

    def dpstudio(self, *args) -> list[str]:
        return [sys.executable, "-m", "dpstudio", *map(str, args)]

    def run(self, command: list[str]) -> dict:
        """`command` in a fresh process: wall seconds, peak RSS (GiB) and the JSON line it printed, if any. It
        runs from `code`'s folder (`python -m` imports from there first), so that its dpstudio is the one timed."""
        with tempfile.NamedTemporaryFile("r", suffix=".time") as clock:
            done = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", clock.name, *command], capture_output=True,
                                  text=True, cwd=self.folder, env={**os.environ, **self.env})
            seconds, kib = clock.read().split()[-2:]
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr[-3000:]}")
        found = [line for line in done.stdout.splitlines() if line.startswith("{")]
        return {"wall": float(seconds), "peak_gb": int(kib) / 2**20, **(json.loads(found[-1]) if found else {})}

    def ledger_for(self, source: tuple) -> Path:
        if source not in self.ledgers:
            self.ledgers[source] = Path(tempfile.mkdtemp(dir=self.scratch)) / "ledger.sqlite"
            self.run(self.dpstudio("ledger", "set-budget", *source, "--plan", self.plan, "--epsilon", 1000,
                                   "--ledger", self.ledgers[source]))
        return self.ledgers[source]

    def cli(self, source: tuple) -> list[str]:
        out = Path(tempfile.mkdtemp(dir=self.scratch)) / "release"
        return self.dpstudio("release", self.plan, *source, "--out", out, "--ledger", self.ledger_for(source))

    def cli_unsketched(self, source: tuple) -> list[str]:
        """The CLI on a ledger that has not kept the file's sample (ledger/sample_memo.py): the file is sketched,
        as on a ledger's first sight of it (its samples folder removed before the run, outside the timing)."""
        ledger = self.ledger_for(source)
        shutil.rmtree(samples_path(ledger), ignore_errors=True)
        out = Path(tempfile.mkdtemp(dir=self.scratch)) / "release"
        return self.dpstudio("release", self.plan, *source, "--out", out, "--ledger", ledger)

    def set_budget(self, source: tuple) -> list[str]:
        ledger = Path(tempfile.mkdtemp(dir=self.scratch)) / "ledger.sqlite"
        return self.dpstudio("ledger", "set-budget", *source, "--plan", self.plan, "--epsilon", 1000,
                             "--ledger", ledger)

    def api(self, source: tuple) -> list[str]:
        return [sys.executable, "-m", "benchmarks.engine_stages", "core", "duckdb", str(source[1]), "--plan",
                str(self.plan)]

    @staticmethod
    def pandas(source: tuple) -> list[str]:
        return [sys.executable, "-m", "benchmarks.engine_stages", "pandas", str(source[1])]

    def peer(self, name: str, python: str):
        """The command of peer `name`'s whole process on the source's file (peer_process.py)."""
        return lambda source: [python, "-m", "benchmarks.peer_process", name, str(source[1])]

    def psql(self, server) -> list[str]:
        from benchmarks.engine_stages import HAND_SQL

        script = self.scratch / "hand.sql"
        script.write_text(";\n".join(HAND_SQL) + ";\n")
        return ["psql", "-X", "-q", "-o", "/dev/null", "-h", "127.0.0.1", "-p", str(server.port), "-U", "steward",
                "-d", "hospital", "-f", str(script)]


def pairs(commands: Commands, cases: dict, source: tuple, count: int) -> dict[str, list[dict]]:
    """`count` rounds of `cases` (name -> command for `source`, a method of the Commands that runs it), each in
    turn: A B A B."""
    for command in cases.values():
        getattr(command, "__self__", commands).ledger_for(source)  # the lifetime budget set once, outside the timings
    runs: dict[str, list[dict]] = {name: [] for name in cases}
    for index in range(count):
        for name, command in cases.items():
            runs[name].append(getattr(command, "__self__", commands).run(command(source)))
            print(f"  pair {index + 1}, {name}: {runs[name][-1]}", file=sys.stderr, flush=True)
    return runs


def lines(rows: int, runs: dict[str, list[dict]], load: tuple) -> list[str]:
    """The Markdown rows: each case's medians, then the ratios taken within each pair."""
    said = []
    for name, found in runs.items():
        parts = ", ".join(f"{part} {statistics.median(r[part] for r in found):.2f} s" for part in found[0]
                          if part not in ("wall", "peak_gb"))
        said.append(f"| {rows:,} | {name} | {len(found)} | {statistics.median(r['wall'] for r in found):.2f} s | "
                    f"{max(r['peak_gb'] for r in found):.2f} GiB | {parts} |")
    baselines = [(base, called) for base, called in (("pandas", "plain pandas"), ("psql", "psql -f"),
                                                     ("api", "the API")) if base in runs]
    for base, called in baselines:
        for name in [n for n in runs if n not in ("pandas", "psql", base)]:
            ratios = [a["wall"] / b["wall"] for a, b in zip(runs[name], runs[base])]
            said.append(f"| {rows:,} | {name} / {called}, per pair | {len(ratios)} | median "
                        f"{statistics.median(ratios):.2f}x | | {', '.join(f'{r:.2f}x' for r in ratios)} |")
    for name in [n for n in runs if n.startswith("peer ")]:
        ratios = [b["wall"] / a["wall"] for a, b in zip(runs["cli"], runs[name])]
        said.append(f"| {rows:,} | cli faster than {name[5:]}, per round | {len(ratios)} | median "
                    f"{statistics.median(ratios):.2f}x | | {', '.join(f'{r:.2f}x' for r in ratios)} |")
    if "cli before" in runs:
        ratios = [a["wall"] / b["wall"] for a, b in zip(runs["cli"], runs["cli before"])]
        said.append(f"| {rows:,} | cli / cli before, per round | {len(ratios)} | median "
                    f"{statistics.median(ratios):.2f}x | | {', '.join(f'{r:.2f}x' for r in ratios)} |")
    said.append(f"| {rows:,} | load average (1, 5, 15 min) before / after | | {load[0]} | {load[1]} | |")
    return said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, nargs="+", default=[10**6, 10**7])
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument("--folder", default="/tmp/dpstudio-engines", help="where the Parquet files are (or go)")
    parser.add_argument("--api", action="store_true", help="time the core (what dpstudio.release does) too")
    parser.add_argument("--set-budget", action="store_true", help="time `ledger set-budget` on a fresh ledger too")
    parser.add_argument("--without-pandas", action="store_true", help="no plain pandas (at 10^8 rows it needs 21 GB)")
    parser.add_argument("--postgres", action="store_true", help="the table on a throwaway PostgreSQL server instead")
    parser.add_argument("--code", help="a folder holding another dpstudio to time instead of this checkout's")
    parser.add_argument("--compare", help="a folder holding another dpstudio whose CLI joins each round")
    parser.add_argument("--peers", nargs="+", default=[], choices=["diffprivlib", "opendp", "pipeline_dp"],
                        help="peer libraries whose whole process joins each round")
    parser.add_argument("--peer-python", default=sys.executable, help="the Python of the peers' environment")
    parser.add_argument("--json", help="also write every run's figures here")
    parser.add_argument("--unsketched", action="store_true",
                        help="time the CLI on a ledger that has not kept the file's sample too (it sketches the file)")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="bench-cli-"))
    commands = Commands(scratch, Path(args.code).resolve() if args.code else None)
    before_commands = Commands(scratch, Path(args.compare).resolve()) if args.compare else None
    print("| rows | case | runs | process wall (median) | peak RSS | inside the process (medians) |\n"
          "|---|---|---|---|---|---|")
    everything = {}
    for rows in args.rows:
        data = write_parquet(rows, parquet_path(Path(args.folder), rows))
        before = os.getloadavg()
        if args.postgres:
            runs = postgres_pairs(commands, data, args.pairs)
        else:
            cases = {"cli": commands.cli, **({} if args.without_pandas else {"pandas": commands.pandas})}
            cases.update({"cli unsketched": commands.cli_unsketched} if args.unsketched else {})
            cases.update({"api": commands.api} if args.api else {})
            cases.update({"set-budget": commands.set_budget} if args.set_budget else {})
            if before_commands is not None:
                cases["cli before"] = before_commands.cli
            cases.update({f"peer {name}": commands.peer(name, args.peer_python) for name in args.peers})
            runs = pairs(commands, cases, ("--data", data), args.pairs)
        everything[rows] = runs
        for line in lines(rows, runs, (tuple(round(x, 2) for x in before),
                                       tuple(round(x, 2) for x in os.getloadavg()))):
            print(line, flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(everything, indent=1))


def postgres_pairs(commands: Commands, data: Path, count: int) -> dict[str, list[dict]]:
    """The table loaded into a throwaway server, then the CLI and psql -f in turn."""
    from benchmarks.servers import load_parquet, start_postgres

    server = start_postgres()
    try:
        load_parquet(server, data, "admissions")
        commands.env["PGPASSWORD"] = server.password
        cases = {"cli": commands.cli, "psql": lambda source: commands.psql(server)}
        return pairs(commands, cases, ("--data", server.url, "--table", "admissions"), count)
    finally:
        commands.env.pop("PGPASSWORD", None)
        server.stop()


if __name__ == "__main__":
    main()
