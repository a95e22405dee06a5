"""The ledger's `verify` (keyed chain, state and head, in one pass) and one charge, at a ledger's size.

python benchmarks/bench_ledger.py [--records 10000]
Prints a Markdown table for benchmarks/RESULTS.md.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_release import timed  # noqa: E402

RELEASE = {"epsilon": "1", "delta": "0", "plan_sha256": "0" * 64, "out_dir": "out"}


def lines(records: int, repeats: int):
    from dpstudio.core.base.budget import Budget
    from dpstudio.core.ledger.book import Ledger

    with tempfile.TemporaryDirectory() as folder, Ledger(Path(folder) / "ledger.sqlite") as ledger:
        with ledger.exclusive():
            ledger.set_budget("d", Budget.of(records * 2))
            for n in range(records - 1):
                ledger._insert("d", "release", dict(RELEASE, out_dir=f"out{n}"), "steward")
        assert ledger.verify() == []
        yield f"| verify, {records:,} records | {timed(ledger.verify, repeats):.3f} s |"
        yield (f"| charge (verify, check, append, state, head), {records:,} records | "
               f"{timed(lambda: ledger.charge('d', Budget.of(1), '0' * 64, 'out'), repeats):.3f} s |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    print("| Ledger | Median time |\n|---|---|")
    for line in lines(args.records, args.repeats):
        print(line)


if __name__ == "__main__":
    main()
