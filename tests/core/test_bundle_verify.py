"""A bundle someone edited is noticed (issue 33): by the ledger's record of what was delivered, file by file,
and by the data office's signature, which a recipient checks without the ledger. Real bundles of a real
release of the sample; each way of editing one is a case of its own."""
import hashlib
import json
import os
import stat

import pytest

from dpstudio.core.pipeline.bundle_verify import check_recorded, check_release, recorded_release
from dpstudio.core.ledger.book import Ledger, LedgerTampered
from dpstudio.core.ledger.fingerprint import key_path
from dpstudio.core.ledger.signing import office_signer, signing_key_path
from dpstudio.core.output.bundle import write_bundle
from dpstudio.core.output.bundle_check import check_bundle
from dpstudio.core.output.signature import fingerprint_of, public_key_of
from dpstudio.core.base.budget import Budget
from dpstudio.core.pipeline.publish import publish
from dpstudio.report_pdf import write_pdf
from tests.bundle_office import TAMPERS, made, office, rehash, said, stranger  # noqa: F401 - made and office are fixtures
from tests.conftest import SAMPLE_PLAN


def ledger_says(office, name="one") -> list[str]:
    with Ledger(office.ledger) as ledger:
        return next(c.problems for c in check_recorded(ledger) if c.entry.seq == office.seq[name])


def recipient_says(office, name="one"):
    return check_bundle(office.folder(name), public_key_of(office.public_key.read_bytes()))


def test_untouched_bundles_pass_both_checks(office):
    with Ledger(office.ledger) as ledger:
        checks = check_recorded(ledger)
    assert [(c.entry.seq, c.found, c.problems) for c in checks] == [(office.seq["one"], True, []),
                                                                    (office.seq["two"], True, [])]
    for name in ("one", "two"):
        check = recipient_says(office, name)
        assert check.problems == [] and check.signed_by == office.fingerprint and check.listed == 8


@pytest.mark.parametrize("case, tamper, by_ledger, by_key", TAMPERS, ids=[t[0] for t in TAMPERS])
def test_an_edited_bundle_is_named_file_by_file(office, case, tamper, by_ledger, by_key):
    extra = tamper(office)
    assert ledger_says(office) == said(by_ledger, office, extra)
    check = recipient_says(office)
    assert check.problems == said(by_key, office, extra)


def test_without_the_office_key_a_bundle_re_signed_by_someone_else_shows_their_fingerprint(office):
    """The bundle's own public-key.pem only shows the files are as its holder signed them: the fingerprint says
    whose key that is (the report and `dpstudio verify` tell the recipient to compare it)."""
    extra = TAMPERS[[t[0] for t in TAMPERS].index("re-signed with another key")][1](office)
    check = check_bundle(office.folder("one"))
    assert check.problems == [] and check.signed_by == extra["stranger"] != office.fingerprint


def test_a_moved_release_is_not_checked_where_it_was_but_found_by_its_sums(office):
    moved = office.root / "elsewhere"
    office.folder("one").rename(moved)
    with Ledger(office.ledger) as ledger:
        one = next(c for c in check_recorded(ledger) if c.entry.seq == office.seq["one"])
        entry, delivered = recorded_release(ledger, moved)
        assert entry.seq == office.seq["one"] and check_release(entry, delivered, moved).problems == []
    assert (one.found, one.problems) == (False, [])


def test_a_release_recorded_before_bundles_were_signed_is_checked_by_its_sums(office, sample_frame, tmp_path):
    """A ledger record with only the hash of SHA256SUMS (before issue 33): the files against the bundle's own
    SHA256SUMS, and that file against the record."""
    release = json.loads((office.folder("one") / "release.json").read_text(encoding="utf-8"))
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    with Ledger(tmp_path / "old.sqlite") as ledger:
        ledger.set_budget("d", Budget.of(10))
        seq = ledger.charge("d", Budget.of(3), "0" * 64, str(tmp_path / "old"))
        folder = write_bundle(release, plan, tmp_path / "old")  # unsigned, as versions before issue 33 wrote it
        ledger.complete("d", seq, hashlib.sha256((folder / "SHA256SUMS").read_bytes()).hexdigest())
        assert [c.problems for c in check_recorded(ledger)] == [[]]
        with open(folder / "release.csv", "a", encoding="utf-8") as handle:
            handle.write("x\r\n")
        rehash(folder, "release.csv")
        assert [c.problems for c in check_recorded(ledger)] == [[
            "SHA256SUMS is not the one the ledger recorded: it was changed (a file edited and its line re-hashed, or "
            "lines added or removed)"]]
    check = check_bundle(folder)
    assert (check.problems, check.signed, check.signed_by) == ([], False, None)  # nothing to tell it by


def test_the_signing_key_is_the_offices_own_private_and_never_in_a_bundle(office):
    key = signing_key_path(office.ledger)
    assert key.name == "ledger.sqlite.signing-key" and key != key_path(office.ledger)
    if os.name == "posix":
        assert stat.S_IMODE(key.stat().st_mode) == 0o600
    from cryptography.hazmat.primitives import serialization

    private = serialization.load_pem_private_key(key.read_bytes(), password=None)
    raw = private.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                serialization.NoEncryption())
    secrets = [key.read_bytes().strip(), raw, raw.hex().encode(), b"PRIVATE KEY"]
    import base64
    secrets.append(base64.b64encode(raw)[:40])
    for name in ("one", "two"):
        for path in office.folder(name).iterdir():
            data = path.read_bytes()
            assert not any(secret in data for secret in secrets), path.name
    with Ledger(office.ledger) as ledger:  # made once: both releases signed with it
        assert [e.signing_key for e in ledger.every_release()] == [office.fingerprint] * 2
    assert fingerprint_of(public_key_of((office.folder("one") / "public-key.pem").read_bytes())) == office.fingerprint


@pytest.mark.parametrize("loss", ["deleted", "replaced"])
def test_a_lost_or_replaced_signing_key_refuses_the_next_release_and_charges_nothing(
        office, loss, sample_frame, sample_plan, tmp_path):
    key = signing_key_path(office.ledger)
    kept = key.read_bytes()
    try:
        if loss == "deleted":
            key.unlink()
        else:
            from cryptography.hazmat.primitives import serialization

            key.write_bytes(stranger().private.private_bytes(serialization.Encoding.PEM,
                                                             serialization.PrivateFormat.PKCS8,
                                                             serialization.NoEncryption()))
        with Ledger(office.ledger) as ledger:
            before = len(ledger.records())
            with pytest.raises(LedgerTampered) as refused:
                publish(sample_frame, sample_plan, None, tmp_path / "three", ledger, pdf_writer=write_pdf)
            assert len(ledger.records()) == before
        said_ = str(refused.value)
        assert f"its signing key ({key}) is {'missing' if loss == 'deleted' else 'not the one'}" in said_
        assert office.fingerprint in said_ and "no new key was made" in said_
        assert not (tmp_path / "three").exists()
        assert key.exists() is (loss == "replaced")  # never made anew
    finally:
        key.write_bytes(kept)


def test_a_new_ledger_is_made_with_its_signing_key_and_an_older_one_gets_it_on_first_use(tmp_path):
    with Ledger(tmp_path / "new.sqlite") as ledger:
        made = office_signer(ledger, create=False)
        assert made is not None and office_signer(ledger).fingerprint == made.fingerprint  # read back, not anew
    with Ledger(tmp_path / "older.sqlite") as ledger:
        signing_key_path(ledger.path).unlink()  # as a ledger made before bundles were signed has none
        assert office_signer(ledger, create=False) is None and not signing_key_path(ledger.path).exists()
        first = office_signer(ledger)
        assert office_signer(ledger).fingerprint == first.fingerprint and signing_key_path(ledger.path).exists()
