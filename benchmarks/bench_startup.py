"""Wall time of `dpstudio check` and `dpstudio release` on the sample (issue 34, start-up), versions paired.

python benchmarks/bench_startup.py ROUNDS NAME=DIR [NAME=DIR ...]

Each DIR holds a dpstudio (a checkout, or `git worktree add /tmp/base main`), run with this
interpreter and PYTHONPATH=DIR from a neutral folder. In each round every version runs `check` of
the sample plan on the sample CSV, then every version runs `release` on a fresh copy of a ledger
whose budget that version set once beforehand; the medians of the rounds are printed, and each run.
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SAMPLE = Path(__file__).resolve().parent.parent / "resources" / "sample"
PLAN, CSV = SAMPLE / "sample_plan.json", SAMPLE / "hospital_admissions.csv"


def run(code: str, folder: str, *args) -> float:
    env = dict(os.environ, PYTHONPATH=code)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "dpstudio", *map(str, args)], env=env, cwd=folder,
                          capture_output=True, text=True)
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{code} {args}: exit {done.returncode}\n{done.stdout}\n{done.stderr}")
    return took


def main() -> None:
    rounds, versions = int(sys.argv[1]), dict(arg.split("=", 1) for arg in sys.argv[2:])
    root = tempfile.mkdtemp(prefix="bench-startup-")
    for name, code in versions.items():
        os.makedirs(f"{root}/{name}/template")
        run(code, root, "ledger", "set-budget", "--data", CSV, "--plan", PLAN, "--epsilon", 1000, "--delta", 1e-5,
            "--ledger", f"{root}/{name}/template/ledger.json", "--reason", "bench")
    times = {(name, command): [] for command in ("check", "release") for name in versions}
    for number in range(rounds):
        for name, code in versions.items():
            times[name, "check"].append(run(code, root, "check", PLAN, "--data", CSV))
        for name, code in versions.items():
            folder = f"{root}/{name}/round{number}"
            shutil.copytree(f"{root}/{name}/template", folder)
            times[name, "release"].append(run(code, root, "release", PLAN, "--data", CSV, "--ledger",
                                              f"{folder}/ledger.json", "--out", f"{folder}/out"))
    for (name, command), runs in times.items():
        print(f"{command:8s} {name:10s} median {statistics.median(runs):.2f} s  runs "
              + " ".join(f"{t:.2f}" for t in runs))
    shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
