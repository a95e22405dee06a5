"""Every way of tampering with the ledger that issue 14 found: the ledger refuses after each.

Each case is a function that changes a ledger (a lifetime budget of 10 and complete releases of
3) the way someone holding the files could, without dpstudio. Through the core, the
ledger refuses to charge (LedgerTampered) and the file is left as it was; through the CLI,
`dpstudio release` exits 3 and charges nothing, and `dpstudio ledger verify` reports it.
"""
import json
import shutil
import sqlite3

import pytest

from dpstudio.core.base.budget import Budget
from dpstudio.core.ledger.fingerprint import key_path
from dpstudio.core.ledger.book import Ledger, LedgerTampered, record_hash
from dpstudio.core.ledger.head import head_path
from tests.cli.test_cli import run
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


def drop_triggers(db) -> None:
    db.execute("DROP TRIGGER IF EXISTS records_no_update")
    db.execute("DROP TRIGGER IF EXISTS records_no_delete")


def delete_last_release(path, elsewhere) -> None:
    """The last release and its completion record deleted: the budget is refunded."""
    db = sqlite3.connect(path)
    drop_triggers(db)
    last = db.execute("SELECT max(seq) FROM records WHERE kind = 'release'").fetchone()[0]
    db.execute("DELETE FROM records WHERE seq = ? OR (kind = 'complete' AND json_extract(data, '$.release') = ?)",
               (last, last))
    db.commit()
    db.close()


def edit_and_recompute_the_chain(path, elsewhere) -> None:
    """The budget raised from 10 to 99, and every hash recomputed as the plain SHA-256 chain."""
    db = sqlite3.connect(path)
    drop_triggers(db)
    db.execute("UPDATE records SET data = json_set(data, '$.epsilon', '99') WHERE kind = 'budget'")
    prev = "0" * 64
    rows = db.execute("SELECT seq, dataset, kind, created, user, data FROM records ORDER BY seq").fetchall()
    for seq, dataset, kind, created, user, data in rows:
        data = json.dumps(json.loads(data), sort_keys=True, ensure_ascii=False)
        digest = record_hash(prev, dataset, kind, created, user, data)
        db.execute("UPDATE records SET data = ?, prev_hash = ?, hash = ? WHERE seq = ?", (data, prev, digest, seq))
        prev = digest
    db.commit()
    db.close()


def delete_all_rows(path, elsewhere) -> None:
    db = sqlite3.connect(path)
    drop_triggers(db)
    db.execute("DELETE FROM records")
    db.commit()
    db.close()


def truncate_to_nothing(path, elsewhere) -> None:
    path.write_bytes(b"")


def cut_in_the_middle(path, elsewhere) -> None:
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])


def delete_the_file(path, elsewhere) -> None:
    path.unlink()


def swap_in_another_ledger(path, elsewhere) -> None:
    """A valid ledger made by dpstudio elsewhere, with its own key, copied over this one."""
    shutil.copyfile(elsewhere, path)


def swap_in_another_ledger_and_its_key(path, elsewhere) -> None:
    shutil.copyfile(elsewhere, path)
    shutil.copyfile(key_path(elsewhere), key_path(path))


def delete_the_key(path, elsewhere) -> None:
    key_path(path).unlink()


def replace_the_key(path, elsewhere) -> None:
    key_path(path).write_bytes(bytes(range(32)))


def delete_the_head(path, elsewhere) -> None:
    head_path(path).unlink()


def roll_back_the_head_and_the_file(path, elsewhere) -> None:
    """The older copies of the ledger and its head (kept by `older_copies`) restored over the newer ones."""
    for name in (path.name, head_path(path).name):
        shutil.copyfile(path.parent / "older" / name, path.parent / name)


def roll_back_the_file(path, elsewhere) -> None:
    shutil.copyfile(path.parent / "older" / path.name, path)


def roll_back_the_head(path, elsewhere) -> None:
    shutil.copyfile(path.parent / "older" / head_path(path).name, head_path(path))


def _edit(path, sql: str) -> None:
    db = sqlite3.connect(path)
    drop_triggers(db)
    db.execute(sql)
    db.commit()
    db.close()


def garble_the_state(path, elsewhere) -> None:
    _edit(path, "UPDATE ledger_state SET state = 'x'")


def empty_the_state(path, elsewhere) -> None:
    _edit(path, "UPDATE ledger_state SET state = '{}'")


def store_a_field_as_bytes(path, elsewhere) -> None:
    _edit(path, "UPDATE records SET dataset = CAST(dataset AS BLOB) WHERE seq = 1")


def break_a_records_json(path, elsewhere) -> None:
    _edit(path, "UPDATE records SET data = '{' WHERE seq = 2")


CASES = [delete_last_release, edit_and_recompute_the_chain, delete_all_rows, truncate_to_nothing, cut_in_the_middle,
         delete_the_file, swap_in_another_ledger, swap_in_another_ledger_and_its_key, delete_the_key, replace_the_key,
         delete_the_head, roll_back_the_file, roll_back_the_head,
         # the reviewer's: edits that once made verify crash (exit 1) instead of refusing
         garble_the_state, empty_the_state, store_a_field_as_bytes, break_a_records_json]
# What `verify` (or the refusal) says for each, in the steward's words.
SAYS = {
    delete_last_release: "records were removed",
    edit_and_recompute_the_chain: "its content does not match its hash",
    delete_all_rows: "records were removed",
    truncate_to_nothing: "the ledger file is empty",
    cut_in_the_middle: "the ledger file is damaged",
    delete_the_file: "the ledger file is missing",
    swap_in_another_ledger: "does not match its key",
    swap_in_another_ledger_and_its_key: "belongs to another ledger",
    delete_the_key: "its key file",
    replace_the_key: "does not match its key",
    delete_the_head: "its head file",
    roll_back_the_file: "records were removed",
    roll_back_the_head: "older copy",
    garble_the_state: "its state record cannot be read",
    empty_the_state: "its state record cannot be read",
    store_a_field_as_bytes: "a field is not text",
    break_a_records_json: "its content does not match its hash",
}


def snapshot(path):
    """The ledger's records as they stand (its bytes if SQLite cannot read it; None if there is no file).

    Not the bytes of a readable file: opening a ledger puts back its append-only triggers.
    """
    if not path.exists():
        return None
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            return db.execute("SELECT seq, kind, data, hash FROM records ORDER BY seq").fetchall()
    except sqlite3.DatabaseError:
        return path.read_bytes()


def keep_older_copies(path) -> None:
    older = path.parent / "older"
    older.mkdir()
    for name in (path.name, head_path(path).name):
        if (path.parent / name).exists():
            shutil.copyfile(path.parent / name, older / name)


def core_ledger(path) -> None:
    """A budget of 10, then (after older copies are kept) two releases of 3, each complete."""
    with Ledger(path) as ledger:
        ledger.set_budget("d", Budget.of(10))
    keep_older_copies(path)
    with Ledger(path) as ledger:
        for n in range(2):
            record = ledger.charge("d", Budget.of(3), "0" * 64, f"out{n}")
            ledger.complete("d", record, "1" * 64)


@pytest.mark.parametrize("tamper", CASES, ids=lambda case: case.__name__)
def test_the_core_refuses_to_charge_a_tampered_ledger(tmp_path, tamper):
    path, elsewhere = tmp_path / "ledger.sqlite", tmp_path / "elsewhere" / "ledger.sqlite"
    core_ledger(path)
    core_ledger(elsewhere)
    tamper(path, elsewhere)
    before = snapshot(path)
    with pytest.raises(LedgerTampered) as refused:
        with Ledger(path) as ledger:
            problems = ledger.verify()
            assert problems and any(SAYS[tamper] in problem for problem in problems), problems
            ledger.charge("d", Budget.of(1), "0" * 64, "out")
    assert "has been changed outside dpstudio" in str(refused.value)
    assert SAYS[tamper] in str(refused.value)
    assert snapshot(path) == before  # nothing charged, nothing re-created


def test_an_untouched_ledger_still_charges(tmp_path):
    path = tmp_path / "ledger.sqlite"
    core_ledger(path)
    with Ledger(path) as ledger:
        assert ledger.verify() == []
        ledger.charge("d", Budget.of(4), "0" * 64, "out")
        assert ledger.spent("d") == Budget.of(10)


def run_ok(*args) -> None:
    done = run(*args)
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def cli_ledgers(tmp_path_factory):
    """Made once by the CLI: a ledger (budget 10, an older copy kept, one release) and another one elsewhere."""
    made = tmp_path_factory.mktemp("made")
    ours, elsewhere = made / "ours" / "ledger.sqlite", made / "elsewhere" / "ledger.sqlite"
    for path in (ours, elsewhere):
        path.parent.mkdir()
        run_ok("ledger", "set-budget", "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN, "--epsilon", 10, "--ledger", path)
    keep_older_copies(ours)
    run_ok("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", made / "one", "--ledger", ours)
    return ours.parent, elsewhere


@pytest.mark.parametrize("tamper", CASES, ids=lambda case: case.__name__)
def test_the_cli_refuses_to_release_on_a_tampered_ledger_and_verify_says_why(tmp_path, private_ledger, cli_ledgers,
                                                                            tamper):
    ours, elsewhere = cli_ledgers
    shutil.copytree(ours, tmp_path, dirs_exist_ok=True)
    tamper(private_ledger, elsewhere)
    before = snapshot(private_ledger)
    done = run("release", SAMPLE_PLAN, "--data", SAMPLE_DATA, "--out", tmp_path / "two")
    assert done.returncode == 3, done.stderr
    assert "has been changed outside dpstudio" in done.stderr and SAYS[tamper] in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "two").exists()
    assert snapshot(private_ledger) == before
    verify = run("ledger", "verify")
    assert verify.returncode == 3 and SAYS[tamper] in verify.stderr, verify.stderr
    assert "intact" not in verify.stdout


def test_the_ledger_the_cli_cases_start_from_is_intact(tmp_path, private_ledger, cli_ledgers):
    shutil.copytree(cli_ledgers[0], tmp_path, dirs_exist_ok=True)
    verify = run("ledger", "verify")
    assert verify.returncode == 0, verify.stderr
    assert f"The ledger {private_ledger} is intact (4 records)." in verify.stdout  # population, budget, charge, done
