"""Check a bundle on its own: its files against its SHA256SUMS, and its signature (output/signature.py).

`check_bundle(folder, trusted)` names every file that was changed, went missing or was added, and
whether the data office's signature holds: under `trusted` (the public key a recipient got from the
data office), else under the bundle's own `public-key.pem` (which shows only that the bundle is as
its key's holder signed it; whose key that is, its fingerprint says). Nothing here needs a ledger:
this is the recipient's check. core/pipeline/bundle_verify.py adds the ledger's record of each release.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..base.errors import InputError
from ..base.words.message import Message
from .bundle import SUMS, sha256_file
from .signature import (PUBLIC_KEY, SIGNATURE, file_verifies, fingerprint_of, public_key_of, read_signatures,
                        sums_lines, verifies)

BROWSER_FILES = {".DS_Store", "Thumbs.db", "desktop.ini"}  # a file browser's own, never part of a release


@dataclass
class BundleCheck:
    """What a check found: `problems` (Messages, each naming a file; none when the bundle is whole), how many
    files SHA256SUMS lists, and the fingerprint of the key whose signature holds (None: unsigned or broken)."""

    folder: Path
    problems: list = field(default_factory=list)
    listed: int = 0
    signed_by: str | None = None
    signed: bool = False  # whether it carries a signature at all (bundles from before issue 33 do not)


def present_files(folder: Path) -> list[str]:
    """The names in a bundle's folder, but a file browser's own files."""
    return sorted(p.name for p in folder.iterdir() if p.name not in BROWSER_FILES)


def check_bundle(folder, trusted=None) -> BundleCheck:
    """Check `folder` against its SHA256SUMS and its signature; `trusted` is a public key (public_key_of) the
    signature must be made with."""
    folder = Path(folder)
    if not folder.is_dir():
        raise InputError(Message("there is no release folder here"), where=str(folder),
                         hint=Message("Give the folder of a release, the one holding SHA256SUMS"))
    check = BundleCheck(folder)
    if not (folder / SUMS).is_file():
        check.problems.append(Message("SHA256SUMS is missing: the files cannot be checked against it"))
        return check
    sums = (folder / SUMS).read_bytes()
    listed = _listed(sums, check.problems)
    check.listed = len(listed)
    check.problems += _files_against_sums(folder, listed)
    check.problems += _signature_problems(folder, sums, listed, trusted, check)
    return check


def _listed(sums: bytes, problems: list) -> dict[str, str]:
    listed = {}
    for number, line in enumerate(sums.decode("utf-8", "replace").splitlines(), start=1):
        digest, separator, name = line.partition("  ")
        if not separator or not name or len(digest) != 64 or not all(c in "0123456789abcdef" for c in digest):
            problems.append(Message("line {line} of SHA256SUMS cannot be read (it was changed)", line=number))
            continue
        listed[name] = digest
    return listed


def _files_against_sums(folder: Path, listed: dict[str, str]) -> list[Message]:
    problems = []
    for name, digest in listed.items():
        path = folder / name
        if not path.is_file():
            problems.append(Message("{file} is missing (SHA256SUMS lists it)", file=name))
        elif sha256_file(path) != digest:
            problems.append(Message("{file} does not match its line in SHA256SUMS (the file or the line was changed)",
                                         file=name))
    for name in present_files(folder):
        if name not in listed and name not in (SUMS, SIGNATURE):
            problems.append(Message("{file} was added: SHA256SUMS does not list it", file=name))
    return problems


def _signature_problems(folder: Path, sums: bytes, listed: dict, trusted, check: BundleCheck) -> list[Message]:
    signature_file = folder / SIGNATURE
    if not signature_file.is_file():
        if trusted is not None or PUBLIC_KEY in listed:
            return [Message("SHA256SUMS.sig is missing: nothing shows that the data office signed this release")]
        return []  # a bundle from before releases were signed
    check.signed = True
    signatures = read_signatures(signature_file.read_bytes())
    if signatures is None:
        return [Message("SHA256SUMS.sig cannot be read (it was changed)")]
    own = _own_key(folder)
    key = trusted if trusted is not None else own
    if key is None:
        return [Message("public-key.pem is missing or is not a public key: the signature cannot be checked; give "
                        "the data office's public key with --key")]
    if verifies(key, signatures.get(SUMS), sums):
        check.signed_by = fingerprint_of(key)
        return []
    if own is not None and trusted is not None and verifies(own, signatures.get(SUMS), sums):
        return [Message("the release is signed by another key (fingerprint {found}), not by the key you gave "
                        "(fingerprint {given})", found=fingerprint_of(own), given=fingerprint_of(trusted))]
    return _what_changed_after_signing(folder, sums, listed, signatures, key)


def _own_key(folder: Path):
    try:
        return public_key_of((folder / PUBLIC_KEY).read_bytes())
    except (OSError, ValueError):
        return None


def _what_changed_after_signing(folder: Path, sums: bytes, listed: dict, signatures: dict, key) -> list[Message]:
    """SHA256SUMS no longer matches its signature: which file's line was re-hashed, added or removed."""
    lines = sums_lines(sums)
    signed = {name for name in signatures if name != SUMS}
    holding = [name for name in signed if name in lines and file_verifies(key, signatures, name, lines[name])]
    if signed and not holding:  # not one line verifies: another key's signatures, or a replaced file
        return [Message("SHA256SUMS.sig was not made with the key {fingerprint}: the release was signed by another "
                        "key, or SHA256SUMS.sig was replaced", fingerprint=fingerprint_of(key))]
    problems = []
    for name in lines:
        if name not in signed:
            problems.append(Message("{file} was added to SHA256SUMS after it was signed", file=name))
        elif name not in holding:
            whole = (folder / name).is_file() and name in listed and sha256_file(folder / name) == listed[name]
            problems.append(Message("{file} was changed after it was signed, and its line in SHA256SUMS re-hashed to "
                                    "match", file=name) if whole else
                            Message("the line for {file} in SHA256SUMS was changed after it was signed", file=name))
    for name in sorted(signed - set(lines)):
        problems.append(Message("{file} was signed, but SHA256SUMS no longer lists it", file=name)
                        if (folder / name).exists() else
                        Message("{file} is missing, and its line was removed from SHA256SUMS after it was signed",
                                file=name))
    return problems or [Message("SHA256SUMS was changed after it was signed")]
