"""`dpstudio verify BUNDLE [--key] [--ledger]`, `dpstudio ledger verify`'s release folders, `ledger show`'s state
of each release and `dpstudio ledger public-key` (issue 33), on real bundles of the sample edited in each way
tests/bundle_office.py lists. An edited bundle exits 3, as a tampered ledger does; a folder or key file that
cannot be read exits 2."""
import html
import re
import shutil
import subprocess

import pytest

from tests.bundle_office import TAMPERS, made, office, said, stranger  # noqa: F401 - made and office are fixtures
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


def show(run_cli, office) -> str:
    code, out, err = run_cli("ledger", "show", "--ledger", office.ledger, "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN)
    assert code == 0, err
    return out


def state_of(shown: str, seq: int) -> str:
    return re.search(rf"^  #{seq} .*\[(.*)\]$", shown, re.M)[1]


def test_untouched_bundles_verify_and_are_complete(run_cli, office):
    code, out, err = run_cli("ledger", "verify", "--ledger", office.ledger)
    assert code == 0, err
    assert "2 release folders are as they were delivered." in out and "changed" not in err
    code, out, err = run_cli("verify", office.folder("one"), "--key", office.public_key, "--ledger", office.ledger)
    assert code == 0, err
    assert out.splitlines() == [
        f"The files in {office.folder('one')} match the folder's SHA256SUMS (8 files).",
        f"It is signed with the key you gave (fingerprint {office.fingerprint}).",
        f"It is release #{office.seq['one']} of the ledger {office.ledger}, and every file is as it was delivered."]
    shown = show(run_cli, office)
    assert [state_of(shown, office.seq[n]) for n in ("one", "two")] == ["complete", "complete"]


@pytest.mark.parametrize("case, tamper, by_ledger, by_key", TAMPERS, ids=[t[0] for t in TAMPERS])
def test_an_edited_bundle_fails_every_check_that_can_see_it(run_cli, office, case, tamper, by_ledger, by_key):
    extra = tamper(office)
    one, seq = office.folder("one"), office.seq["one"]
    code, out, err = run_cli("ledger", "verify", "--ledger", office.ledger)
    assert code == 3
    for problem in said(by_ledger, office, extra):
        assert f"changed: release #{seq} in {one}: {problem}\n" in err
    assert "1 release was changed since it was delivered (each file is named above)." in err or case == "folders swapped"
    code, out, err = run_cli("verify", one, "--key", office.public_key)  # the recipient's check: no ledger
    assert code == (3 if by_key else 0), err
    assert [line for line in err.splitlines() if line.startswith("changed: ")] == [
        f"changed: {problem}" for problem in said(by_key, office, extra)]
    code, out, err = run_cli("verify", one, "--key", office.public_key, "--ledger", office.ledger)
    assert code == 3 and f"The release in {one} is not as it was published." in err
    for problem in said(by_ledger, office, extra):
        assert f"changed: {problem}\n" in err
    state = state_of(show(run_cli, office), seq)
    assert state.startswith("CHANGED since it was released: ") and state != "complete"


def test_the_steward_reads_which_file_changed_in_their_language(run_cli, office):
    TAMPERS[0][1](office)  # release.csv edited
    one, seq = office.folder("one"), office.seq["one"]
    code, out, err = run_cli("ledger", "verify", "--ledger", office.ledger, "--language", "de")
    assert code == 3
    assert (f"verändert: Veröffentlichung #{seq} in {one}: release.csv wurde nach der Veröffentlichung verändert "
            "(sein SHA-256 ist nicht der, den das Budgetbuch verzeichnet hat)") in err
    assert "1 Ordner einer Veröffentlichung ist so, wie er ausgeliefert wurde." in out
    code, out, err = run_cli("verify", one, "--key", office.public_key, "--language", "el")
    assert code == 3
    assert ("άλλαξε: το release.csv δεν ταιριάζει με τη γραμμή του στο SHA256SUMS (άλλαξε το αρχείο ή η γραμμή)"
            in err)
    assert f"Η δημοσίευση στο {one} δεν είναι όπως δημοσιεύθηκε." in err
    code, out, err = run_cli("ledger", "show", "--ledger", office.ledger, "--data", SAMPLE_DATA, "--plan", SAMPLE_PLAN,
                             "--language", "zh")
    assert "发布后已被改动：release.csv 在发布后被改动" in out


def test_a_moved_release_is_noted_not_failed_and_still_found_by_verify(run_cli, office, tmp_path):
    moved = tmp_path / "handed-on"
    shutil.move(office.folder("one"), moved)
    code, out, err = run_cli("ledger", "verify", "--ledger", office.ledger)
    assert code == 0, err
    assert (f"note: release #{office.seq['one']}: its folder {office.folder('one')} is not there (moved or deleted); "
            "it was not checked") in err
    assert "1 release folder is as it was delivered." in out
    assert "its folder is not there (moved or deleted), so it was not checked" in state_of(show(run_cli, office),
                                                                                            office.seq["one"])
    code, out, err = run_cli("verify", moved, "--ledger", office.ledger)
    assert code == 0, err
    assert (f"It is release #{office.seq['one']} of the ledger {office.ledger} (delivered to {office.folder('one')}), "
            "and every file is as it was delivered.") in out


def test_the_reports_sentence_on_checking_holds(run_cli, office):
    """The report states the fingerprint of the data office's key and a command: the fingerprint is that of the
    key that signed the bundle (and the office's public key file), and the command, run as the report says with
    the office's public key, passes on the bundle, names a changed file, and fails for another key's bundle."""
    one = office.folder("one")
    report = html.unescape((one / "report.html").read_text(encoding="utf-8"))
    section = report[report.index("Checking this release"):]
    stated = re.search(r"whose fingerprint is <code>([0-9a-f]{64})</code>", section)[1]
    command = re.search(r"run <code>(dpstudio verify FOLDER --key PUBLIC-KEY-FILE)</code>", section)[1]
    code, out, err = run_cli("ledger", "public-key", "--ledger", office.ledger)
    assert stated == office.fingerprint and f"fingerprint: {stated}" in err
    assert out.encode() == office.public_key.read_bytes() == (one / "public-key.pem").read_bytes()
    argv = command.split()[1:]

    def run_stated(folder, key):
        return run_cli(*[str(folder) if a == "FOLDER" else str(key) if a == "PUBLIC-KEY-FILE" else a for a in argv])
    code, out, err = run_stated(one, office.public_key)
    assert code == 0 and f"fingerprint {stated}" in out, err
    other = office.root / "stranger.pub"
    other.write_bytes(stranger().public_pem)
    code, out, err = run_stated(one, other)
    assert code == 3 and "the release is signed by another key" in err
    (one / "release.xlsx").write_bytes(b"edited")
    code, out, err = run_stated(one, office.public_key)
    assert code == 3 and "changed: release.xlsx does not match its line in SHA256SUMS" in err


@pytest.mark.skipif(shutil.which("openssl") is None, reason="the openssl command is not installed")
def test_a_recipient_without_dpstudio_checks_the_signature_and_fingerprint_with_openssl(office, tmp_path):
    """docs/release-format.md's commands: the fingerprint is the SHA-256 of the key's DER form, and
    SHA256SUMS.sig's SHA256SUMS line is a plain Ed25519 signature of SHA256SUMS."""
    one = office.folder("one")
    der = subprocess.run(["openssl", "pkey", "-pubin", "-in", office.public_key, "-outform", "DER"],
                         capture_output=True, check=True).stdout
    assert __import__("hashlib").sha256(der).hexdigest() == office.fingerprint
    line = next(l for l in (one / "SHA256SUMS.sig").read_text().splitlines() if l.endswith("  SHA256SUMS"))
    (tmp_path / "sig.bin").write_bytes(__import__("base64").b64decode(line.split("  ")[0]))
    checked = subprocess.run(["openssl", "pkeyutl", "-verify", "-pubin", "-inkey", office.public_key, "-rawin",
                              "-in", one / "SHA256SUMS", "-sigfile", tmp_path / "sig.bin"], capture_output=True)
    assert checked.returncode == 0, checked.stderr
    (one / "SHA256SUMS").write_text((one / "SHA256SUMS").read_text() + "\n")
    checked = subprocess.run(["openssl", "pkeyutl", "-verify", "-pubin", "-inkey", office.public_key, "-rawin",
                              "-in", one / "SHA256SUMS", "-sigfile", tmp_path / "sig.bin"], capture_output=True)
    assert checked.returncode != 0


def test_public_key_is_written_once_and_never_over_another_file(run_cli, office, tmp_path):
    target = tmp_path / "office.pub"
    code, out, err = run_cli("ledger", "public-key", "--ledger", office.ledger, "--out", target)
    assert code == 0, err
    assert target.read_bytes() == office.public_key.read_bytes()
    assert f"(fingerprint {office.fingerprint}) is in {target}" in out and ".signing-key: readable by you only" in out
    assert run_cli("ledger", "public-key", "--ledger", office.ledger, "--out", target)[0] == 0  # the same key again
    target.write_text("someone's notes\n")
    code, out, err = run_cli("ledger", "public-key", "--ledger", office.ledger, "--out", target)
    assert code == 2 and "there is a file here already; it was left as it is" in err
    assert target.read_text() == "someone's notes\n"


def test_what_cannot_be_read_is_bad_input(run_cli, office, tmp_path):
    code, _, err = run_cli("verify", tmp_path / "nothing-here")
    assert code == 2 and "there is no release folder here" in err
    private = office.ledger.with_name("ledger.sqlite.signing-key")
    code, _, err = run_cli("verify", office.folder("one"), "--key", private)
    assert code == 2 and "this is not an Ed25519 public key in PEM form" in err and "never its private key" in err
    code, _, err = run_cli("verify", office.folder("one"), "--ledger", tmp_path / "no-ledger.sqlite")
    assert code == 2 and "there is no ledger here" in err
    assert not (tmp_path / "no-ledger.sqlite").exists()  # verify makes no ledger


def test_a_bundle_from_before_signing_passes_on_its_sums_but_not_a_check_with_the_key(run_cli, office, tmp_path):
    old = tmp_path / "old"
    shutil.copytree(office.folder("one"), old)
    for name in ("SHA256SUMS.sig", "public-key.pem"):
        (old / name).unlink()
    sums = old / "SHA256SUMS"
    sums.write_text("".join(l for l in sums.read_text().splitlines(keepends=True) if "public-key.pem" not in l))
    code, out, err = run_cli("verify", old)
    assert code == 0, err
    assert "It is not signed (it was made by a version of dpstudio from before releases were signed)." in out
    code, out, err = run_cli("verify", old, "--key", office.public_key)
    assert code == 3 and "SHA256SUMS.sig is missing: nothing shows that the data office signed this release" in err


def test_without_the_key_verify_says_whose_key_signed_and_what_that_shows(run_cli, office):
    code, out, err = run_cli("verify", office.folder("two"))
    assert code == 0, err
    assert (f"It is signed with the key in its public-key.pem, fingerprint {office.fingerprint}. That only shows the "
            "files are as that key's holder signed them") in out


@pytest.mark.parametrize("loss", ["deleted", "replaced"])
@pytest.mark.parametrize("language", ["en", "de", "zh", "el"])
def test_ledger_verify_finds_a_lost_or_replaced_signing_key(run_cli, office, loss, language):
    """As a release would: the key is missing, or is not the one the ledger's releases were signed with (exit 3)."""
    from cryptography.hazmat.primitives import serialization

    from dpstudio.core.ledger.signing import signing_key_path
    from dpstudio.core.base.words.message import Message

    key = signing_key_path(office.ledger)
    kept = key.read_bytes()
    try:
        if loss == "deleted":
            key.unlink()
        else:
            key.write_bytes(stranger().private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                             serialization.NoEncryption()))
        code, out, err = run_cli("ledger", "verify", "--ledger", office.ledger, "--language", language)
    finally:
        key.write_bytes(kept)
    assert code == 3, err
    problem = (Message("its signing key ({key}) is missing: its releases were signed with the key whose fingerprint is "
                       "{fingerprint}", key=str(key), fingerprint=office.fingerprint) if loss == "deleted" else
               Message("its signing key ({key}) is not the one its releases were signed with (fingerprint "
                       "{fingerprint}): it was replaced", key=str(key), fingerprint=office.fingerprint))
    assert problem.said(language) in err and "Traceback" not in err
    assert run_cli("ledger", "verify", "--ledger", office.ledger)[0] == 0  # the key restored
