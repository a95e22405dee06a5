"""A ledger changed outside dpstudio refuses to charge, and its files are private to their owner."""
import os
import sqlite3
import stat

import pytest

from dpstudio.core.base.budget import Budget
from dpstudio.core.base.errors import BudgetExceeded
from dpstudio.core.ledger.fingerprint import fingerprint_key, key_path
from dpstudio.core.ledger.book import Ledger, LedgerTampered
from dpstudio.core.pipeline.publish import publish
from dpstudio.report_pdf import write_pdf
from tests.core.test_bundle import fingerprint


def tamper_budget(path, epsilon: str) -> None:
    """What an attacker with the file does: drop the append-only trigger, edit the budget's data."""
    db = sqlite3.connect(path)
    db.execute("DROP TRIGGER records_no_update")
    db.execute("UPDATE records SET data = json_set(data, '$.epsilon', ?) WHERE kind = 'budget'", (epsilon,))
    db.commit()
    db.close()


@pytest.fixture
def tampered(tmp_path):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        ledger.set_budget(fingerprint(), Budget.of(10))
    tamper_budget(path, "99")
    return path


def test_a_release_on_a_tampered_ledger_is_refused_before_anything_is_drawn_or_charged(
        tampered, sample_frame, sample_plan, tmp_path):
    with Ledger(tampered) as ledger:
        before = len(ledger.records())
        with pytest.raises(LedgerTampered) as refused:
            publish(sample_frame, sample_plan, fingerprint(), tmp_path / "out", ledger, pdf_writer=write_pdf)
        assert isinstance(refused.value, BudgetExceeded)  # exit 3, like every refusal of the ledger
        assert len(ledger.records()) == before  # nothing charged, no population recorded
    message = str(refused.value)
    assert f"the ledger at {tampered} has been changed outside dpstudio (record 1" in message
    assert "nothing was released or charged" in message
    assert "Restore the ledger from a backup (ask your IT department)" in message
    assert "`dpstudio ledger verify` shows the changed records" in message
    assert not (tmp_path / "out").exists()


def test_the_charge_itself_verifies_the_ledger(tampered):
    with Ledger(tampered) as ledger:
        with pytest.raises(LedgerTampered):
            ledger.charge(fingerprint(), Budget.of(1), "0" * 64, "out")
        assert [r.kind for r in ledger.records()] == ["budget"]


def test_a_tampered_ledger_refuses_a_new_budget(tampered):
    with Ledger(tampered) as ledger:
        with pytest.raises(LedgerTampered):
            ledger.set_budget(fingerprint(), Budget.of(200), reason="approved")
        assert len(ledger.records()) == 1


def test_an_intact_ledger_still_charges(tmp_path):
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        ledger.set_budget(fingerprint(), Budget.of(10))
        ledger.charge(fingerprint(), Budget.of(1), "0" * 64, "out")
        assert ledger.spent(fingerprint()) == Budget.of(1) and ledger.verify() == []


def test_verify_reads_a_long_ledger_whole(tmp_path):
    """Ten thousand records in one query (how long it takes is for a benchmark, not a test)."""
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        with ledger.exclusive():
            ledger.set_budget("d", Budget.of(100_000))
            for n in range(10_000):
                ledger._insert("d", "release", {"epsilon": "1", "delta": "0", "plan_sha256": "0" * 64,
                                                "out_dir": f"out{n}"}, "steward")
        assert ledger.verify() == [] and ledger.spent("d") == Budget.of(10_000)


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def usual_umask():
    """The usual umask (group and others may read new files), so that 0600 is dpstudio's doing."""
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def test_the_ledger_its_journal_and_its_key_are_created_readable_by_their_owner_only(tmp_path, usual_umask):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        ledger.set_budget("d", Budget.of(1))
        fingerprint_key(path)
        with ledger.exclusive():  # a write in progress: the rollback journal exists
            ledger._insert("d", "budget", {"epsilon": "2", "delta": "0"}, "steward")
            files = [p for p in tmp_path.iterdir() if p.name.startswith("ledger.sqlite")]
            assert {p.name for p in files} == {"ledger.sqlite", "ledger.sqlite-journal", "ledger.sqlite.key",
                                               "ledger.sqlite.head", "ledger.sqlite.signing-key"}
            assert {p.name: mode(p) for p in files} == {p.name: 0o600 for p in files}
    assert mode(key_path(path)) == 0o600


def test_a_shared_ledger_keeps_the_mode_its_owners_gave_it(tmp_path, usual_umask):
    path = tmp_path / "ledger.sqlite"
    Ledger(path).close()
    path.chmod(0o660)  # a ledger a team shares on purpose
    Ledger(path).close()
    assert mode(path) == 0o660
