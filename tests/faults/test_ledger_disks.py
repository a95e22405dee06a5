"""A ledger that cannot be written (a read-only mount or folder, a full disk): exit 2, nothing charged.

With root and a kernel that lets tests mount, a real read-only mount and a tiny full tmpfs are
used; without root, a read-only folder and file (chmod) stand for the read-only disk. Where
neither works, the tests say why they skip, and the core tests below cover the same refusal with
SQLite's own switches (query_only, max_page_count), which fail the write the same way.
"""
import errno
import os
import sqlite3
import subprocess
import uuid

import pytest

from dpstudio.core.ledger import store as ledger_store
from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import InputError
from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.head import head_path, read_head
from tests.cli.test_cli import run
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def mount(*args) -> bool:
    try:
        return subprocess.run(["mount", *map(str, args)], capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


@pytest.fixture
def tmpfs(tmp_path):
    """A 1 MB tmpfs (root only); skipped, with the reason, where mounting is not allowed."""
    folder = tmp_path / f"mnt-{uuid.uuid4().hex[:6]}"
    folder.mkdir()
    if not ROOT or not mount("-t", "tmpfs", "-o", "size=1m", "tmpfs", folder):
        pytest.skip("mounting a tmpfs needs root and a system that allows it (the core tests below cover the refusal)")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)


def records(path) -> list:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return db.execute("SELECT seq, hash FROM records ORDER BY seq").fetchall()


def cli_ledger(path) -> list:
    done = run("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10, "--ledger", path)
    assert done.returncode == 0, done.stderr
    return records(path)


def assert_refused_with_exit_2(tmp_path, path, before) -> None:
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "out", "--ledger", path)
    assert done.returncode == 2, done.stderr
    assert f"{path}: cannot write to the ledger (" in done.stderr and "nothing was charged or changed" in done.stderr
    assert "free some space or ask your IT department" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists() and records(path) == before


def test_a_read_only_mount_refuses_the_release_with_exit_2(tmp_path, tmpfs):
    path = tmpfs / "ledger.sqlite"
    before = cli_ledger(path)
    assert mount("-o", "remount,ro", tmpfs)
    assert_refused_with_exit_2(tmp_path, path, before)


@pytest.mark.skipif(ROOT, reason="root may write to a read-only folder; the read-only mount test covers root")
def test_a_read_only_folder_refuses_the_release_with_exit_2(tmp_path):
    folder = tmp_path / "ledger"
    folder.mkdir()
    path = folder / "ledger.sqlite"
    before = cli_ledger(path)
    for file in folder.iterdir():
        file.chmod(0o400)
    folder.chmod(0o500)
    try:
        assert_refused_with_exit_2(tmp_path, path, before)
    finally:
        folder.chmod(0o700)


def test_a_full_disk_refuses_the_release_with_exit_2(tmp_path, tmpfs):
    path = tmpfs / "ledger.sqlite"
    before = cli_ledger(path)
    with open(tmpfs / "filler", "wb", buffering=0) as filler:
        try:
            while True:
                filler.write(b"\0" * 4096)
        except OSError as error:
            assert error.errno == errno.ENOSPC
    assert_refused_with_exit_2(tmp_path, path, before)


@pytest.fixture
def ledger(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        opened.set_budget("d", Budget.of(10))
        yield opened


def test_a_ledger_sqlite_may_not_write_refuses_the_charge_as_bad_input(ledger):
    ledger._db.execute("PRAGMA query_only = ON")  # SQLite's "attempt to write a readonly database"
    with pytest.raises(InputError, match=r"cannot write to the ledger \(attempt to write a readonly database\); "
                                         "nothing was charged or changed"):
        ledger.charge("d", Budget.of(1), "0" * 64, "out")
    ledger._db.execute("PRAGMA query_only = OFF")
    assert ledger.spent("d") == Budget.of(0) and ledger.verify() == []


def test_a_ledger_with_no_room_left_refuses_the_charge_as_bad_input(ledger):
    pages = ledger._db.execute("PRAGMA page_count").fetchone()[0]
    ledger._db.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's "database or disk is full"
    with pytest.raises(InputError, match=r"cannot write to the ledger \(database or disk is full\)"):
        for n in range(100):
            ledger.charge("d", Budget.of("0.01"), "0" * 64, "out" * 1000)
    assert ledger.verify() == [] and len(ledger.releases("d")) == n  # each charge before it kept, this one not


def test_a_head_that_cannot_be_written_after_the_commit_loses_no_charge(ledger, monkeypatch):
    def full_disk(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(ledger_store, "write_head", full_disk)
    record = ledger.charge("d", Budget.of(3), "0" * 64, "out")  # committed; its head is not written
    monkeypatch.undo()
    assert read_head(ledger.path, ledger._key)[0].records == 1  # one transaction behind
    with Ledger(ledger.path) as reopened:
        assert reopened.verify() == [] and reopened.spent("d") == Budget.of(3)
        reopened.complete("d", record, "1" * 64)  # the next write brings the head up to date
        assert read_head(ledger.path, ledger._key)[0].records == 3 and reopened.verify() == []


def test_a_head_that_cannot_be_brought_up_to_date_refuses_the_next_write(ledger, monkeypatch):
    def full_disk(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(ledger_store, "write_head", full_disk)
    ledger.charge("d", Budget.of(3), "0" * 64, "out")
    with pytest.raises(InputError, match=r"cannot write to the ledger \(No space left on device\)"):
        ledger.charge("d", Budget.of(3), "0" * 64, "out")  # its head would fall two transactions behind
    monkeypatch.undo()
    assert ledger.spent("d") == Budget.of(3) and ledger.verify() == []
    assert head_path(ledger.path).exists()
