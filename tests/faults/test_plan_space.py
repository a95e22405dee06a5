"""The plan space as a property test (issue 44): plans drawn over the whole plan format (plan_space.py) on
small random tables (plan_space_tables.py), on pandas and DuckDB, from CSV and Parquet files.

For every drawn plan: `check` exits 0 or 2 (never 1); when it exits 0, `release` exits 0 with a bundle that
`dpstudio verify` accepts and a ledger charge equal to what the release states (under sequential
accounting, the sum of the queries' epsilons and deltas; under zCDP, at most the plan's budget), or exits
2 or 3 with a message and nothing charged. A plan `check` refuses is refused by `release` too, before any
charge. Each run is judged by `conftest.assert_clean` (no traceback, no raw control character, no canary:
every person id holds one).

The default run draws `DEFAULT_EXAMPLES` plans with a fixed seed; the `faults_long` case draws
`DPSTUDIO_PLAN_EXAMPLES` (2,000 by default). A failure prints the drawn case; a shrunk one becomes a plain
regression test in test_plan_space_findings.py.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections import Counter
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings

from tests.faults.canaries import CANARY
from tests.faults.conftest import assert_clean, run_subprocess, sums_hold
from tests.faults.plan_space import Case, cases
from tests.faults.plan_space_tables import write_csv, write_parquet

DEFAULT_EXAMPLES = 40
REAL_PROCESS_EXAMPLES = 2
LONG_EXAMPLES = int(os.environ.get("DPSTUDIO_PLAN_EXAMPLES", "2000"))
LEAST_RELEASED = 0.25  # of the drawn plans, at least this share must release (else the test tests little)


def files_for(case: Case, folder: Path) -> tuple[Path, Path]:
    """The table's file and the plan's, written into `folder`."""
    data = folder / f"table.{case.file_suffix()}"
    (write_csv if case.file_suffix() == "csv" else write_parquet)(case.table, data)
    plan = folder / "plan.json"
    plan.write_text(json.dumps(case.plan, ensure_ascii=False, indent=1), encoding="utf-8")
    return data, plan


def ledger_charges(ledger: Path) -> list[tuple[Fraction, Fraction]]:
    from dpstudio.core.ledger.book import Ledger

    if not ledger.exists():
        return []
    with Ledger(ledger) as book:
        return [(Fraction(r.data["epsilon"]), Fraction(r.data["delta"])) for r in book.records()
                if r.kind == "release"]


def _decimal(number) -> Fraction:
    return Fraction(Decimal(str(number)))


def stated_cost(case: Case, out: Path) -> tuple:
    """What the ledger must have charged: under sequential accounting the plan's queries' epsilons and deltas
    added up exactly as written (and release.json says so), under zCDP the (epsilon, delta) release.json states
    (the conversion of the rho spent, a binary number), within the plan's budget."""
    budget = json.loads((out / "release.json").read_text(encoding="utf-8"))["budget"]
    if budget.get("accounting", "sequential") == "sequential":
        plan = json.loads((out / "plan.json").read_text(encoding="utf-8"))
        summed = (sum(_decimal(q["epsilon"]) for q in plan["queries"]),
                  sum(_decimal(q.get("delta", 0)) for q in plan["queries"]))
        assert (_decimal(budget["epsilon"]), _decimal(budget["delta"])) == summed, (budget, summed)
        return summed
    limit = case.plan["budget"]
    assert budget["epsilon"] <= limit["epsilon"] and budget["delta"] <= limit["delta"], (budget, limit)
    return float(budget["epsilon"]), float(budget["delta"])


def judge(case: Case, cli, folder: Path, state: Path, tally: Counter) -> None:
    """Run check, and release when check accepts: every outcome as the property says."""
    data, plan = files_for(case, folder)
    options = case.engine_options()
    ledger = folder / "ledger.sqlite"
    tally["drawn"] += 1
    checked = cli("check", plan, "--data", data, *options)
    assert_clean(checked, {0, 2}, [CANARY], state)
    event(f"check exit {checked.code}{' (slip)' if case.slip else ''}")
    out = folder / "out"
    if checked.code == 2:
        tally["refused by check"] += 1
        assert checked.err.strip(), "a refusal says why"
        released = cli("release", plan, "--data", data, *options, "--out", out, "--ledger", ledger)
        assert_clean(released, {2}, [CANARY], state)
        assert not out.exists() and ledger_charges(ledger) == []
        return
    budget = cli("ledger", "set-budget", "--data", data, *options, "--plan", plan, "--epsilon", 1000, "--delta",
                 "0.5", "--ledger", ledger)
    assert_clean(budget, {0, 2}, [CANARY], state)  # 2: the table has no one in it (no person id in any row)
    released = cli("release", plan, "--data", data, *options, "--out", out, "--ledger", ledger)
    if budget.code == 2:
        assert_clean(released, {2}, [CANARY], state)
        assert budget.err.strip() and not out.exists() and ledger_charges(ledger) == []
        tally["no budget to set"] += 1
        return
    assert_clean(released, {0, 2, 3}, [CANARY], state, written=out if out.exists() else None)
    event(f"release exit {released.code}")
    if released.code != 0:
        tally[f"release exit {released.code}"] += 1
        assert released.err.strip(), "a refusal says why"
        assert ledger_charges(ledger) == [], "a refused release charges nothing"
        return
    tally["released"] += 1
    verified = cli("verify", out, "--ledger", ledger)
    assert verified.code == 0, verified.text
    assert sums_hold(out)
    charges, stated = ledger_charges(ledger), stated_cost(case, out)
    assert len(charges) == 1, charges
    if isinstance(stated[0], float):  # zCDP: the conversion's binary numbers, as release.json holds them
        charges = [tuple(float(x) for x in charge) for charge in charges]
    assert charges == [stated], (charges, stated)


def run_plan_space(cli, state: Path, examples: int) -> Counter:
    tally: Counter = Counter()

    @settings(max_examples=examples, deadline=None, derandomize=True, database=None, print_blob=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
    @given(case=cases())
    def every_plan(case: Case) -> None:
        with tempfile.TemporaryDirectory(prefix="plan-space-") as folder:
            judge(case, cli, Path(folder), state, tally)
        if examples >= 500 and tally["drawn"] % 250 == 0:  # a long run says how far it got (with -s)
            print(f"plan space: {dict(tally)} after {time.monotonic() - started:.0f} s", file=sys.__stderr__)

    started = time.monotonic()
    every_plan()
    return tally


def assert_reached_releases(tally: Counter) -> None:
    """The drawn plans reach both answers of check, and a good share of them release."""
    assert tally["refused by check"] > 0, tally
    assert tally["released"] >= LEAST_RELEASED * tally["drawn"], tally


def test_every_drawn_plan_is_refused_with_a_message_or_released_and_charged_as_stated(cli, crash_logs):
    tally = run_plan_space(cli, crash_logs, DEFAULT_EXAMPLES)
    print(f"plan space: {dict(tally)}")  # with -s
    assert_reached_releases(tally)


@pytest.mark.faults_long
def test_thousands_of_drawn_plans_are_refused_with_a_message_or_released_and_charged_as_stated(cli, crash_logs):
    started = time.monotonic()
    tally = run_plan_space(cli, crash_logs, LONG_EXAMPLES)
    print(f"plan space: {dict(tally)} in {time.monotonic() - started:.0f} s")
    assert_reached_releases(tally)


def test_a_few_drawn_plans_in_real_processes(crash_logs):
    """The first few drawn plans as a steward runs them (the runs above share one interpreter): the same
    property, each command in a process of its own."""
    tally = run_plan_space(run_subprocess, crash_logs, REAL_PROCESS_EXAMPLES)
    assert tally["drawn"] == REAL_PROCESS_EXAMPLES
