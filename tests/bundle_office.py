"""A data office with two real releases of the sample (tests/core/test_bundle_verify.py, tests/cli/test_verify_cli.py),
and the ways someone edits a delivered bundle, each with what the ledger's check and the recipient's check
(`dpstudio verify --key`) must say of release `one`."""
from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from dpstudio.core.ledger.book import Ledger
from dpstudio.core.ledger.signing import office_signer
from dpstudio.core.output.signature import signature_bytes
from dpstudio.core.base.budget import Budget
from dpstudio.core.pipeline.publish import publish
from dpstudio.report_pdf import write_pdf
from tests.conftest import SAMPLE_DATA, SAMPLE_PLAN


@dataclass
class Office:
    root: Path
    ledger: Path
    public_key: Path  # the data office's public key, as a recipient got it from the office
    fingerprint: str
    seq: dict  # folder name -> the ledger's record number of its release

    def folder(self, name: str) -> Path:
        return self.root / name

    def restore(self) -> None:
        """Both bundles as they were delivered (each test edits them)."""
        for name in ("one", "two"):
            shutil.rmtree(self.folder(name), ignore_errors=True)
            shutil.copytree(self.root / "pristine" / name, self.folder(name))


def make_office(root: Path, frame) -> Office:
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    path = root / "ledger.sqlite"
    dataset = hashlib.sha256(SAMPLE_DATA.read_bytes()).hexdigest()
    seq = {}
    with Ledger(path) as ledger:
        ledger.set_budget(dataset, Budget.of(10))
        for name in ("one", "two"):
            seq[name] = publish(frame, plan, dataset, root / name, ledger, pdf_writer=write_pdf,
                                user="steward").ledger_record
        signer = office_signer(ledger, create=False)
    (root / "office.pub").write_bytes(signer.public_pem)
    for name in ("one", "two"):
        shutil.copytree(root / name, root / "pristine" / name)
    return Office(root, path, root / "office.pub", signer.fingerprint, seq)



@pytest.fixture(scope="module")
def made(tmp_path_factory, sample_frame) -> Office:
    """One office (ledger, key, a delivered release) per test module, made once."""
    return make_office(tmp_path_factory.mktemp("office").resolve(), sample_frame)


@pytest.fixture
def office(made) -> Office:
    """The office as made: whatever the last test tampered with is restored."""
    made.restore()
    return made

def stranger():
    from dpstudio.core.ledger.signing import Signer
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    return Signer(Ed25519PrivateKey.generate())


def rehash(folder: Path, name: str) -> None:
    """Recompute `name`'s line of SHA256SUMS, as someone covering an edit would."""
    sums = folder / "SHA256SUMS"
    digest = hashlib.sha256((folder / name).read_bytes()).hexdigest()
    sums.write_text("".join(f"{digest}  {name}\n" if line.endswith(f"  {name}\n") else line
                            for line in sums.read_text(encoding="utf-8").splitlines(keepends=True)), encoding="utf-8")


def edit_csv(office: Office) -> dict:
    with open(office.folder("one") / "release.csv", "a", encoding="utf-8") as handle:
        handle.write("admissions,count,,99999,,,,,,,,,,\r\n")
    return {}


def edit_csv_and_rehash(office: Office) -> dict:
    edit_csv(office)
    rehash(office.folder("one"), "release.csv")
    return {}


def edit_sums(office: Office) -> dict:
    sums = office.folder("one") / "SHA256SUMS"
    lines = sums.read_text(encoding="utf-8").splitlines(keepends=True)
    sums.write_text("".join("0" * 64 + "  report.html\n" if line.endswith("  report.html\n") else line
                            for line in lines), encoding="utf-8")
    return {}


def swap_folders(office: Office) -> dict:
    one, two, aside = office.folder("one"), office.folder("two"), office.root / "aside"
    one.rename(aside)
    two.rename(one)
    aside.rename(two)
    return {}


def delete_release_json(office: Office) -> dict:
    (office.folder("one") / "release.json").unlink()
    return {}


def truncate_pdf(office: Office) -> dict:
    pdf = office.folder("one") / "report.pdf"
    pdf.write_bytes(pdf.read_bytes()[:1000])
    return {}


def add_file(office: Office) -> dict:
    (office.folder("one") / "notes.txt").write_text("corrected figures\n", encoding="utf-8")
    return {}


def csv_of_the_other_release(office: Office) -> dict:
    shutil.copyfile(office.folder("two") / "release.csv", office.folder("one") / "release.csv")
    return {}


def delete_signature(office: Office) -> dict:
    (office.folder("one") / "SHA256SUMS.sig").unlink()
    return {}


def resign_with_another_key(office: Office) -> dict:
    """Edit release.csv, re-hash it, and sign the bundle anew with one's own key."""
    one, signer = office.folder("one"), stranger()
    edit_csv(office)
    (one / "public-key.pem").write_bytes(signer.public_pem)
    rehash(one, "release.csv")
    rehash(one, "public-key.pem")
    (one / "SHA256SUMS.sig").write_bytes(signature_bytes(signer.sign, (one / "SHA256SUMS").read_bytes()))
    return {"stranger": signer.fingerprint}


def another_keys_signature(office: Office) -> dict:
    """SHA256SUMS.sig replaced by a stranger's signature of the same SHA256SUMS; public-key.pem left as it is."""
    one, signer = office.folder("one"), stranger()
    (one / "SHA256SUMS.sig").write_bytes(signature_bytes(signer.sign, (one / "SHA256SUMS").read_bytes()))
    return {}


def delete_release_json_and_its_line(office: Office) -> dict:
    one = office.folder("one")
    (one / "release.json").unlink()
    sums = one / "SHA256SUMS"
    sums.write_text("".join(line for line in sums.read_text(encoding="utf-8").splitlines(keepends=True)
                            if not line.endswith("  release.json\n")), encoding="utf-8")
    return {}


LEDGER_CHANGED = "{file} was changed since it was released (its SHA-256 is not the one the ledger recorded)"
NO_MATCH = "{file} does not match its line in SHA256SUMS (the file or the line was changed)"

# (id, tamper, what the ledger's check says of release one, what `verify one --key OFFICE` says), each
# `{name}` filled from the office (two: release two's folder; seq_two: its record; office, stranger: fingerprints)
TAMPERS = [
    ("release.csv edited", edit_csv, [LEDGER_CHANGED.format(file="release.csv")], [NO_MATCH.format(file="release.csv")]),
    ("release.csv edited and re-hashed", edit_csv_and_rehash,
     [LEDGER_CHANGED.format(file="SHA256SUMS"), LEDGER_CHANGED.format(file="release.csv")],
     ["release.csv was changed after it was signed, and its line in SHA256SUMS re-hashed to match"]),
    ("SHA256SUMS edited", edit_sums, [LEDGER_CHANGED.format(file="SHA256SUMS")],
     [NO_MATCH.format(file="report.html"), "the line for report.html in SHA256SUMS was changed after it was signed"]),
    ("folders swapped", swap_folders,
     ["the folder holds the files of release #{seq_two} (delivered to {two}), not its own: the folders were swapped, "
      "or one was copied over the other"], []),  # each is a whole release of the office: only the ledger can tell
    ("release.json deleted", delete_release_json, ["release.json is missing"],
     ["release.json is missing (SHA256SUMS lists it)"]),
    ("report.pdf truncated", truncate_pdf, [LEDGER_CHANGED.format(file="report.pdf")], [NO_MATCH.format(file="report.pdf")]),
    ("a file added", add_file, ["notes.txt was added since it was released"],
     ["notes.txt was added: SHA256SUMS does not list it"]),
    ("release.csv of another release", csv_of_the_other_release,
     ["release.csv is release #{seq_two}'s (delivered to {two}), not this release's"], [NO_MATCH.format(file="release.csv")]),
    ("signature deleted", delete_signature, ["SHA256SUMS.sig is missing"],
     ["SHA256SUMS.sig is missing: nothing shows that the data office signed this release"]),
    ("re-signed with another key", resign_with_another_key,
     [LEDGER_CHANGED.format(file=name) for name in ("SHA256SUMS", "SHA256SUMS.sig", "public-key.pem", "release.csv")],
     ["the release is signed by another key (fingerprint {stranger}), not by the key you gave (fingerprint {office})"]),
    ("another key's signature", another_keys_signature, [LEDGER_CHANGED.format(file="SHA256SUMS.sig")],
     ["SHA256SUMS.sig was not made with the key {office}: the release was signed by another key, or SHA256SUMS.sig "
      "was replaced"]),
    ("release.json deleted with its line", delete_release_json_and_its_line,
     [LEDGER_CHANGED.format(file="SHA256SUMS"), "release.json is missing"],
     ["release.json is missing, and its line was removed from SHA256SUMS after it was signed"]),
]


def said(texts: list[str], office: Office, extra: dict) -> list[str]:
    values = {"two": str(office.folder("two")), "seq_two": office.seq["two"], "office": office.fingerprint, **extra}
    return [text.format(**values) for text in texts]
