"""The keyed chain, its migration from plain SHA-256 ledgers, and the head a steward writes down."""
import json
import shutil
import sqlite3

import pytest

from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import InputError
from dpstudio.core.ledger.fingerprint import create_key, fingerprint_key, key_path
from dpstudio.core.ledger.book import SCHEMA, Ledger, LedgerTampered, record_hash
from dpstudio.core.ledger.chain import GENESIS
from dpstudio.core.ledger.head import head_path, read_head
from tests.cli.test_cli import run
from tests.faults.test_ledger_tamper_cases import edit_and_recompute_the_chain

RELEASE = {"epsilon": "3", "delta": "0", "plan_sha256": "0" * 64, "out_dir": "/out"}


def plain_ledger(path, budget="10") -> str:
    """A ledger as dpstudio wrote it before the keyed chain (issue 14): plain SHA-256, no state, no head."""
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    prev = GENESIS
    for kind, data in (("budget", {"epsilon": budget, "delta": "0"}), ("release", RELEASE)):
        text = json.dumps(data, sort_keys=True)
        prev_hash, prev = prev, record_hash(prev, "d", kind, "2026-01-01T00:00:00+00:00", "steward", text)
        db.execute("INSERT INTO records (dataset, kind, created, user, data, prev_hash, hash) VALUES (?,?,?,?,?,?,?)",
                   ("d", kind, "2026-01-01T00:00:00+00:00", "steward", text, prev_hash, prev))
    db.commit()
    db.close()
    create_key(path)  # an old ledger with a release had its key
    return prev


def test_a_ledger_from_before_the_keyed_chain_is_continued_as_a_keyed_chain(tmp_path):
    path = tmp_path / "ledger.sqlite"
    last_plain = plain_ledger(path)
    key = key_path(path).read_bytes()
    with Ledger(path) as ledger:
        assert ledger.verify() == [] and ledger.spent("d") == Budget.of(3)
        assert read_head(path, key)[0].records == 2 and read_head(path, key)[0].hash == last_plain
        ledger.charge("d", Budget.of(3), "0" * 64, "/out2")
        keyed = ledger.records()[-1]
        assert keyed.prev_hash == last_plain  # the keyed part continues the plain chain...
        assert keyed.hash != record_hash(keyed.prev_hash, "d", "release", keyed.created, keyed.user,
                                         json.dumps(keyed.data, sort_keys=True))  # ...under the key
        assert ledger.verify() == [] and ledger.head().records == 3
    assert key_path(path).read_bytes() == key  # the old key is kept: past fingerprints still match


def test_the_plain_part_of_a_migrated_ledger_is_still_checked(tmp_path):
    path = tmp_path / "ledger.sqlite"
    plain_ledger(path)
    Ledger(path).close()
    edit_and_recompute_the_chain(path, None)  # the plain records are rewritten, their SHA-256 chain recomputed
    with Ledger(path) as ledger:
        assert ledger.verify() == ["the records from before the keyed chain were changed"]


def test_a_plain_ledger_that_does_not_verify_is_refused_not_migrated(tmp_path):
    path = tmp_path / "ledger.sqlite"
    plain_ledger(path)
    db = sqlite3.connect(path)
    db.execute("DROP TRIGGER records_no_update")
    db.execute("UPDATE records SET data = json_set(data, '$.epsilon', '99') WHERE kind = 'budget'")
    db.commit()
    db.close()
    with Ledger(path) as ledger:
        assert ledger.verify() == ["record 1: its content does not match its hash (it was changed)"]
        with pytest.raises(LedgerTampered):
            ledger.charge("d", Budget.of(1), "0" * 64, "/out2")
        assert len(ledger.records()) == 2
    assert not head_path(path).exists()


def test_a_new_ledger_has_its_four_files_and_an_id(tmp_path):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        head = ledger.head()
        assert head.records == 0 and len(head.ledger) == 32 and ledger.verify() == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ledger.sqlite", "ledger.sqlite.head", "ledger.sqlite.key",
                                                          "ledger.sqlite.signing-key"]
    with Ledger(path) as again:
        assert again.head() == head


def test_a_ledger_whose_key_is_gone_gets_no_new_key(tmp_path):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        ledger.set_budget("d", Budget.of(10))
    key_path(path).unlink()
    with pytest.raises(LedgerTampered, match="its key file .* is missing"):
        fingerprint_key(path)  # what a release or `ledger show` would use
    with Ledger(path) as ledger:
        assert "is missing" in ledger.verify()[0]
    assert not key_path(path).exists()


def copies(path, name):
    """Copy the ledger's three files into a folder `name` beside them."""
    folder = path.parent / name
    folder.mkdir()
    for file in (path, key_path(path), head_path(path)):
        shutil.copyfile(file, folder / file.name)
    return folder


def test_the_written_down_head_catches_what_the_files_cannot(tmp_path):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        ledger.set_budget("d", Budget.of(10))
        older = copies(path, "older")
        ledger.charge("d", Budget.of(3), "0" * 64, "/out")
        written = ledger.head().shown()
        ledger.charge("d", Budget.of(3), "0" * 64, "/out")
        assert ledger.verify(written) == []  # the ledger still extends it
    for file in older.iterdir():  # all three files restored from an older backup: consistent, so...
        shutil.copyfile(file, tmp_path / file.name)
    with Ledger(path) as ledger:
        assert ledger.verify() == []  # ...only the head written down elsewhere shows it
        assert ledger.verify(written) == ["the ledger holds 1 record, fewer than the 2 of the head you wrote down: "
                                          "records were removed"]
    for file in (path, key_path(path), head_path(path)):  # all three deleted: a new ledger
        file.unlink()
    with Ledger(path) as ledger:
        assert ledger.verify(written)[0].startswith("this is not the ledger whose head you wrote down")


def test_a_written_down_head_with_another_hash_is_a_rewritten_ledger(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        ledger.set_budget("d", Budget.of(10))
        ledger_id, records, digest = ledger.head().shown().split(":")
        assert ledger.verify(f"{ledger_id}:{records}:{'f' * 16}") == [
            "record number 1 is not the one whose hash you wrote down: the ledger was rewritten"]
        with pytest.raises(InputError, match="is not a head as `dpstudio ledger verify` prints it"):
            ledger.verify("12:ab")


def test_verify_prints_the_head_to_write_down_and_checks_it(private_ledger):
    Ledger(private_ledger).close()  # a new, empty ledger (a reading command makes none)
    shown = run("ledger", "verify")
    assert shown.returncode == 0, shown.stderr
    with Ledger(private_ledger) as ledger:
        head = ledger.head()
    assert f"ledger {head.ledger}: 0 records, head {GENESIS[:16]}" in shown.stdout
    assert f"dpstudio ledger verify --head {head.shown()}" in shown.stdout
    again = run("ledger", "verify", "--head", head.shown())
    assert again.returncode == 0 and f"It still holds the head you wrote down ({head.shown()})." in again.stdout
    other = run("ledger", "verify", "--head", f"{'a' * 32}:0:{GENESIS[:16]}")
    assert other.returncode == 3 and "this is not the ledger whose head you wrote down" in other.stderr
    bad = run("ledger", "verify", "--head", "yesterday")
    assert bad.returncode == 2 and "is not a head as `dpstudio ledger verify` prints it" in bad.stderr


def test_a_crash_while_a_new_ledger_was_made_leaves_a_ledger_that_opens(tmp_path):
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")  # killed just after the file was made: no key, no head yet
    with Ledger(empty) as ledger:
        ledger.set_budget("d", Budget.of(1))
        assert ledger.verify() == []
    schema_only = tmp_path / "schema.sqlite"
    with sqlite3.connect(schema_only) as db:  # killed after the key was made, before the state
        db.executescript(SCHEMA)
    create_key(schema_only)
    with Ledger(schema_only) as ledger:
        assert ledger.verify() == [] and ledger.head().records == 0
    stale = tmp_path / ".schema.sqlite.head.0a1b2c3d.tmp"
    stale.write_text("{")  # killed while writing a head: the next head written clears it
    with Ledger(schema_only) as ledger:
        ledger.set_budget("d", Budget.of(1))
    assert not stale.exists()
