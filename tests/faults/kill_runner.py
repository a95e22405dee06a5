"""Run dpstudio's CLI in this process, SIGKILLed at a chosen step of a release, or held at a barrier.

    python tests/faults/kill_runner.py --kill-at STEP -- release PLAN --data FILE --out DIR ...
    python tests/faults/kill_runner.py --barrier DIR --parties N -- release ...

`--kill-at` wraps one step of dpstudio.core.pipeline.publish (or a function it calls) so that the process
kills itself with SIGKILL there: nothing is flushed, no `finally` runs, as when the power goes.
A `write:NAME` step writes that bundle file, cuts it to half its size, then dies (a file torn
mid-write). A step the release never reaches lets it finish: the caller sees exit 0, not -9.
`--fail-at` raises "no space left on device" at the step instead (a failure the release sees).
`--term-at` sends the process SIGTERM there (as a service manager or `kill PID` would).
`--barrier` makes N processes enter publish() together, so that they race for the ledger and the
output folder.
"""
from __future__ import annotations

import argparse
import errno
import os
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def sigkill() -> None:
    sys.stdout.flush()
    os.kill(os.getpid(), signal.SIGKILL)


def disk_full() -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def sigterm() -> None:
    os.kill(os.getpid(), signal.SIGTERM)


FAULT = [sigkill]  # what happens at the armed step: --kill-at SIGKILLs, --fail-at raises "disk full", --term-at SIGTERMs


def die() -> None:
    FAULT[0]()


def kill_before(owner, name: str) -> None:
    real = getattr(owner, name)

    def wrapper(*args, **kwargs):
        die()
        return real(*args, **kwargs)
    setattr(owner, name, wrapper)


def kill_after(owner, name: str) -> None:
    real = getattr(owner, name)

    def wrapper(*args, **kwargs):
        result = real(*args, **kwargs)
        die()
        return result
    setattr(owner, name, wrapper)


def kill_mid_file(owner, name: str, file_name: str) -> None:
    """`owner.name(...)` writes a file (its path among the arguments); when it is `file_name`, tear it
    in half and die."""
    real = getattr(owner, name)

    def wrapper(*args, **kwargs):
        result = real(*args, **kwargs)
        for path in (a for a in args if isinstance(a, Path) and a.name == file_name):
            path.write_bytes(path.read_bytes()[:path.stat().st_size // 2])
            die()
        return result
    setattr(owner, name, wrapper)


def kill_at_rename(os_module, after: bool = False) -> None:
    """Die just before (or just after) the bundle's folder, inside its claim (".NAME.partial/NAME"),
    is renamed into place; other renames (a ledger's head file, say) go through."""
    real = os_module.replace

    def wrapper(source, target, *args, **kwargs):
        delivering = Path(source).parent.name.endswith(".partial")
        if delivering and not after:
            die()
        result = real(source, target, *args, **kwargs)
        if delivering:
            die()
        return result
    os_module.replace = wrapper


def kill_in_transaction(kind: str) -> None:
    """Die after the ledger's INSERT of a `kind` record, before its transaction commits."""
    from dpstudio.core.ledger import book as ledger

    real = ledger.Ledger._insert

    def wrapper(self, dataset, record_kind, *args, **kwargs):
        seq = real(self, dataset, record_kind, *args, **kwargs)
        if record_kind == kind:
            die()
        return seq
    ledger.Ledger._insert = wrapper


def kill_at_charge_head(torn: bool) -> None:
    """Die when the charge, committed, writes the ledger's head: before it (the head lags one
    transaction) or with its temporary file written but not renamed into place (`torn`)."""
    from dpstudio.core.ledger import book as ledger, head as ledger_head, store as ledger_store

    charging, real_charge = [False], ledger.Ledger.charge

    def charge(self, *args, **kwargs):
        charging[0] = True
        return real_charge(self, *args, **kwargs)
    ledger.Ledger.charge = charge
    if not torn:
        real_write = ledger_store.write_head
        def write_head(*args, **kwargs):
            if charging[0]:
                die()
            return real_write(*args, **kwargs)
        ledger_store.write_head = write_head
        return
    real_replace = ledger_head.os.replace

    def replace(source, target, *args, **kwargs):
        if charging[0] and str(target).endswith(".head"):
            die()
        return real_replace(source, target, *args, **kwargs)
    ledger_head.os.replace = replace


def _steps():
    """Each step's name and how to arm it (publish.py and output_claim.py say the order)."""
    from dpstudio.core.ledger import book as ledger
    from dpstudio.core.output import output_claim
    from dpstudio.core.pipeline import publish
    from dpstudio.core.exact import table_checks

    steps = {
        "check-plan": lambda: kill_before(publish, "table_problems"),
        "check-folder": lambda: kill_before(publish, "check_new_folder"),
        "population": lambda: kill_before(publish, "population_of"),
        "claimed": lambda: kill_after(publish, "claim_output"),
        "population-recorded": lambda: kill_after(publish, "settle"),
        "drawn": lambda: kill_after(publish, "produce_release"),
        "rendered": lambda: kill_after(publish, "render_bundle"),
        "room-checked": lambda: kill_after(output_claim.OutputClaim, "check_room"),
        "charge-uncommitted": lambda: kill_in_transaction("release"),
        "charge-head-unwritten": lambda: kill_at_charge_head(torn=False),
        "charge-head-torn": lambda: kill_at_charge_head(torn=True),
        "charged": lambda: kill_after(ledger.Ledger, "charge"),
        "rename": lambda: kill_at_rename(output_claim.os),
        "renamed": lambda: kill_at_rename(output_claim.os, after=True),
        "delivered": lambda: kill_after(output_claim.OutputClaim, "deliver"),
        "complete-uncommitted": lambda: kill_in_transaction("complete"),
        "completed": lambda: kill_after(ledger.Ledger, "complete"),
        "check-table": lambda: kill_before(table_checks, "table_problems"),  # `dpstudio check --data` (not a release's)
    }
    for name in BUNDLE_FILES:
        steps[f"write:{name}"] = lambda n=name: kill_mid_file(output_claim, "write_file", n)
    return steps


def hold_at_barrier(folder: Path, parties: int) -> None:
    """Every process enters publish() only when all `parties` have arrived (each leaves a file)."""
    from dpstudio.core.pipeline import publish

    real = publish.publish

    def wrapper(*args, **kwargs):
        (folder / f"arrived-{os.getpid()}").touch()
        deadline = time.monotonic() + 120
        while len(list(folder.glob("arrived-*"))) < parties and time.monotonic() < deadline:
            time.sleep(0.01)
        return real(*args, **kwargs)
    publish.publish = wrapper


BUNDLE_FILES = ["release.json", "plan.json", "release.csv", "test_results.perturbed.csv", "release.xlsx", "report.html",
                "report.pdf", "public-key.pem", "SHA256SUMS", "SHA256SUMS.sig"]
STEPS = ["check-plan", "check-folder", "population", "claimed", "population-recorded", "drawn", "rendered",
         "room-checked", "charge-uncommitted", "charge-head-unwritten", "charge-head-torn", "charged",
         *(f"write:{name}" for name in BUNDLE_FILES), "rename", "renamed", "delivered", "complete-uncommitted",
         "completed"]
OTHER_STEPS = ["check-table"]  # in commands other than release


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kill-at", choices=STEPS + OTHER_STEPS)
    parser.add_argument("--fail-at", choices=STEPS + OTHER_STEPS, help="raise OSError(ENOSPC) there instead of dying")
    parser.add_argument("--term-at", choices=STEPS + OTHER_STEPS, help="send SIGTERM there instead of SIGKILL")
    parser.add_argument("--barrier", type=Path)
    parser.add_argument("--parties", type=int, default=1)
    parser.add_argument("cli", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if args.kill_at:
        _steps()[args.kill_at]()
    if args.fail_at:
        FAULT[0] = disk_full
        _steps()[args.fail_at]()
    if args.term_at:
        FAULT[0] = sigterm
        _steps()[args.term_at]()
    if args.barrier:
        hold_at_barrier(args.barrier, args.parties)
    from dpstudio.cli.main import main as cli

    return cli([a for a in args.cli if a != "--"])


if __name__ == "__main__":
    from dpstudio.__main__ import leave

    leave(main())  # as `dpstudio` ends (__main__.leave): exit handlers, then no C++ static destructors, whose
    # native thread pools can abort at exit ("terminate called without an active exception": CI, after a SIGTERM)
