"""Fixtures of the fault suite: the CLI run in-process, a table full of canaries, the ledger's figures.

Every fault is judged by the same rules (`assert_clean`): an exit code the CLI documents and never
1 (a bug), no traceback, and no canary (a raw identifier or planted sensitive value) in anything
the run printed or wrote.
"""
from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest

from tests.conftest import SAMPLE_PLAN
from tests.faults.canaries import bundle_texts, canary_rows, canary_strings, leaks_in, write_canary_csv

# what a terminal would obey rather than show: control characters but line breaks and tabs, bidi overrides
RAW_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
# what no file of a bundle may hold raw (issue 44): as RAW_CONTROL, but a carriage return (CSV lines end in CRLF)
RAW_IN_FILE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
COMPRESSED = (".xlsx", ".pdf", ".parquet")  # their members, decoded text and strings are scanned instead
PLAN_COST = Fraction(3)  # the sample plan spends epsilon 3


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str

    @property
    def text(self) -> str:
        return self.out + self.err


@pytest.fixture(autouse=True)
def crash_logs(tmp_path, monkeypatch):
    """A bug's crash.log goes to this test's folder (platformdirs follows XDG_STATE_HOME), where
    `assert_clean` shows it; never into the user's own log folder."""
    folder = tmp_path / "state"
    monkeypatch.setenv("XDG_STATE_HOME", str(folder))
    return folder


@pytest.fixture
def cli(capsys):
    """dpstudio's command line, run in-process: cli(*argv) -> Outcome."""
    from dpstudio.cli.main import main

    def run(*argv) -> Outcome:
        capsys.readouterr()
        code = main([str(a) for a in argv])
        captured = capsys.readouterr()
        return Outcome(code, captured.out, captured.err)

    return run


def run_subprocess(*argv, cwd=None, timeout=180) -> Outcome:
    """`python -m dpstudio ARGS` as a steward runs it (stdout and stderr as the terminal gets them)."""
    done = subprocess.run([sys.executable, "-m", "dpstudio", *map(str, argv)], capture_output=True, text=True,
                          cwd=cwd, timeout=timeout)
    return Outcome(done.returncode, done.stdout, done.stderr)


@pytest.fixture(scope="session")
def rows() -> list[dict]:
    return canary_rows()


@pytest.fixture(scope="session")
def canaries(rows) -> list[str]:
    return canary_strings(rows)


@pytest.fixture
def canary_csv(tmp_path, rows) -> Path:
    return write_canary_csv(tmp_path / "admissions.csv", rows)


@pytest.fixture
def budgeted(cli, private_ledger):
    """set_budget(table, epsilon=10): the table's population gets a lifetime budget (sample plan's unit)."""
    def set_budget(table, epsilon=10, plan=SAMPLE_PLAN) -> Outcome:
        return cli("ledger", "set-budget", "--data", table, "--plan", plan, "--epsilon", epsilon,
                   "--ledger", private_ledger)

    return set_budget


def crash_report(state: Path) -> str:
    logs = list(state.rglob("crash.log"))
    return logs[0].read_text(encoding="utf-8")[-3000:] if logs else "(no crash.log)"


def assert_clean(outcome: Outcome, allowed: set[int], canaries: list[str], state: Path | None = None,
                 written: Path | None = None) -> None:
    """An allowed exit code (never 1), no traceback, no raw control character and no canary in the
    output, and no canary in what was written."""
    assert outcome.code != 1, f"exit 1 (a bug):\n{outcome.err}\n{crash_report(state) if state else ''}"
    assert outcome.code in allowed, f"exit {outcome.code}, expected one of {sorted(allowed)}:\n{outcome.err}"
    assert "Traceback" not in outcome.text, outcome.err
    assert not RAW_CONTROL.search(outcome.text), repr(outcome.text)
    assert leaks_in({"stdout": outcome.out, "stderr": outcome.err}, canaries) == {}, outcome.text
    if written is not None:
        assert leaks_in(bundle_texts(written), canaries) == {}
        assert raw_controls(written) == {}


def raw_controls(folder: Path) -> dict[str, list[str]]:
    """{where: the control characters found raw} in the text of every file under `folder`: a text file's bytes,
    a workbook's members, a PDF's decoded text, a Parquet file's strings; empty when a terminal showing any of
    them (`cat release.csv`) or a spreadsheet opening them would obey nothing."""
    texts = {where: text for where, text in bundle_texts(folder).items() if Path(where).suffix not in COMPRESSED}
    for path in Path(folder).rglob("*.parquet"):
        import pyarrow.parquet as pq

        table = pq.read_table(path)
        texts[str(path)] = "".join(map(str, table.column_names + [v for c in table.columns for v in c.to_pylist()]))
    found = {where: sorted(set(RAW_IN_FILE.findall(text))) for where, text in texts.items()}
    return {where: hits for where, hits in found.items() if hits}


def written_down_head(cli, ledger: Path) -> str:
    """The head `ledger verify` asks the steward to write down (ID:N:HASH)."""
    verified = cli("ledger", "verify", "--ledger", ledger)
    assert verified.code == 0, verified.err
    return re.search(r"verify --head ([0-9a-f]+:\d+:[0-9a-f]+)", verified.text).group(1)


def assert_verifies(cli, ledger: Path, head: str) -> None:
    """The ledger is intact, and still extends the head written down before the release."""
    verified = cli("ledger", "verify", "--ledger", ledger, "--head", head)
    assert verified.code == 0, verified.text


def charged(ledger_path: Path) -> list[Fraction]:
    """The epsilon of every release the ledger has charged (complete or not)."""
    from dpstudio.core.ledger.book import Ledger

    if not Path(ledger_path).exists():
        return []
    with Ledger(ledger_path) as ledger:
        return [Fraction(r.data["epsilon"]) for r in ledger.records() if r.kind == "release"]


def sums_hold(folder: Path) -> bool:
    """Whether every file of a bundle is listed in its SHA256SUMS with the right hash, nothing else is there, and
    its signature holds (`dpstudio verify`'s check)."""
    from dpstudio.core.output.bundle_check import check_bundle

    if not (folder / "SHA256SUMS").is_file():
        return False
    check = check_bundle(folder)
    return check.problems == [] and check.signed_by is not None


def outputs_besides(folder: Path, kept: tuple[str, ...]) -> list[Path]:
    """Every file under `folder` that is not an input or the ledger's (its database, key, head, journals and their
    temporary files, and the samples of Parquet files it sketched, ledger.sqlite.samples/: a memo, not an output):
    what a release left behind."""
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.name not in kept
                  and not any(part.lstrip(".").startswith("ledger.sqlite") for part in p.relative_to(folder).parts)
                  and "state" not in p.relative_to(folder).parts)
