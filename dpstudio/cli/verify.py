"""`dpstudio verify BUNDLE`: is this release folder what was published? `dpstudio ledger public-key`: the key a
recipient checks it with. And the bundles part of `dpstudio ledger verify`.

`verify BUNDLE` checks the files against the bundle's SHA256SUMS and its signature: under `--key FILE`
(the data office's public key, got from the office: the recipient's check, no ledger needed), else under
the bundle's own public-key.pem (whose fingerprint it prints, to compare with the one the office
publishes). With `--ledger FILE`, or the default ledger if there is one, it also checks the folder
against the ledger's record of that release (for a release the ledger charged and that was written, but
whose completion record is missing after a crash: its plan and its key, `_unrecorded`). Exit 0 when
every check holds, 3 when a file was changed, went missing, was added or is another release's (as for a
tampered ledger), 2 for a folder or key file that cannot be read.
"""
from __future__ import annotations

from pathlib import Path

from ..core.base.words.message import Message, counted
# The core's modules are imported in the functions that use them: start-up time (each command loads only what it
# uses; tests/cli/test_startup_imports.py).

EXIT_OK, EXIT_INPUT, EXIT_CHANGED = 0, 2, 3


def run_verify(args) -> int:
    from ..core.output.bundle_check import check_bundle

    voice = args.voice
    trusted = read_public_key(args.key) if args.key else None
    check = check_bundle(args.bundle, trusted)  # an InputError (exit 2) if it is no folder
    folder = str(check.folder)
    for problem in check.problems:
        voice.tell(Message("changed: {problem}", problem=problem))
    if not check.problems:
        voice.out(counted("count", "The files in {folder} match the folder's SHA256SUMS ({count} file).",
                          "The files in {folder} match the folder's SHA256SUMS ({count} files).", folder=folder,
                          count=check.listed))
    _say_signature(check, trusted, voice)
    changed = bool(check.problems) | _against_ledger(args, check, voice)
    if changed:
        voice.tell(Message("The release in {folder} is not as it was published.", folder=folder))
        return EXIT_CHANGED
    return EXIT_OK


def read_public_key(path):
    """The Ed25519 public key in the file `path` (exit 2 if it cannot be read or is none)."""
    from ..core.base.errors import InputError
    from ..core.output.signature import public_key_of

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(Message("cannot read the key file ({reason})", reason=str(exc.strerror or exc)),
                         where=str(path), hint=Message("Give the data office's public key file")) from None
    try:
        return public_key_of(data)
    except ValueError:
        raise InputError(Message("this is not an Ed25519 public key in PEM form"), where=str(path),
                         hint=Message("Give the public key the data office published (as `dpstudio ledger public-key` "
                                      "writes it), never its private key")) from None


def _say_signature(check, trusted, voice) -> None:
    if check.signed_by is None:
        if not check.signed and not check.problems:
            voice.out(Message("It is not signed (it was made by a version of dpstudio from before releases were "
                              "signed)."))
        return
    if trusted is not None:
        voice.out(Message("It is signed with the key you gave (fingerprint {fingerprint}).",
                          fingerprint=check.signed_by))
    else:
        voice.out(Message("It is signed with the key in its public-key.pem, fingerprint {fingerprint}. That only "
                          "shows the files are as that key's holder signed them: check that this fingerprint is the "
                          "one the data office publishes, or give the office's public key with --key.",
                          fingerprint=check.signed_by))


def _against_ledger(args, bundle, voice) -> bool:
    """Check the folder against the ledger's record of it; True if it differs (or, for a ledger given, is not
    in it). A default ledger that does not exist is left alone (a recipient has none)."""
    from ..core.pipeline.bundle_verify import check_release, recorded_release
    from ..core.base.errors import InputError
    from ..core.ledger.book import Ledger, default_ledger_path

    folder = bundle.folder

    path = Path(args.ledger) if args.ledger else default_ledger_path()
    if not path.is_file() or path.stat().st_size == 0:
        if args.ledger:
            raise InputError(Message("there is no ledger here"), where=str(path),
                             hint=Message("Give the ledger file itself with --ledger, or leave it out"))
        return False
    with Ledger(path) as ledger:
        ledger.ensure_intact(Message("the release was not checked against it"))
        entry, delivered = recorded_release(ledger, folder)
        unrecorded = _unrecorded(ledger, bundle, delivered, voice) if entry is None else None
        if unrecorded is not None:
            return unrecorded
        if entry is None:
            if args.ledger:
                voice.tell(Message("changed: the ledger {ledger} has no release delivered to this folder, nor one "
                                   "with its SHA256SUMS", ledger=str(path)))
                return True
            voice.tell(Message("note: the ledger {ledger} has no record of this release (it was not released under "
                               "it); it was checked without it", ledger=str(path)))
            return False
        found = check_release(entry, delivered, folder)
    for problem in found.problems:
        voice.tell(Message("changed: {problem}", problem=problem))
    moved = Path(entry.out_dir) != folder.resolve()
    if not found.problems:
        voice.out(Message("It is release #{seq} of the ledger {ledger} (delivered to {delivered}), and every file is "
                          "as it was delivered.", seq=str(entry.seq), ledger=str(path), delivered=entry.out_dir)
                  if moved else
                  Message("It is release #{seq} of the ledger {ledger}, and every file is as it was delivered.",
                          seq=str(entry.seq), ledger=str(path)))
    return bool(found.problems)


def _unrecorded(ledger, bundle, delivered, voice) -> bool | None:
    """A release charged into this folder and written there, whose completion record is missing (a crash between
    the two): say so, and whether what can be checked holds (the ledger has no record of each file). None if the
    ledger has no such release; else True if something differs."""
    from ..core.pipeline.bundle_verify import check_unrecorded, unrecorded_release
    from ..core.ledger.refusals import LedgerTampered
    from ..core.ledger.signing import office_signer

    entry = unrecorded_release(ledger, bundle.folder)
    if entry is None:
        return None
    try:
        signer = office_signer(ledger, create=False)
    except LedgerTampered:
        signer = None
    problems = check_unrecorded(entry, delivered, bundle.folder, bundle.signed_by,
                                signer.fingerprint if signer is not None else None)
    for problem in problems:
        voice.tell(Message("changed: {problem}", problem=problem))
    if problems or bundle.problems:
        return True
    voice.out(Message("It is release #{seq} of the ledger {ledger}, delivered but not recorded as complete: it was "
                      "charged and written to this folder, but the release stopped before the ledger marked it "
                      "complete. Its files match its signed SHA256SUMS and it holds the plan that was charged; the "
                      "ledger has no record of each file to compare them with.", seq=str(entry.seq),
                      ledger=str(ledger.path)))
    return False


def verify_recorded_bundles(ledger, voice) -> bool:
    """`ledger verify`'s second part: every delivered release's folder against its record; True if one differs."""
    from ..core.pipeline.bundle_verify import check_recorded

    checks = check_recorded(ledger)
    for check in checks:
        where = {"seq": str(check.entry.seq), "folder": str(check.folder)}
        if not check.found:
            voice.tell(Message("note: release #{seq}: its folder {folder} is not there (moved or deleted); it was not "
                               "checked", **where))
        for problem in check.problems:
            voice.tell(Message("changed: release #{seq} in {folder}: {problem}", problem=problem, **where))
    changed = sum(1 for check in checks if check.problems)
    whole = sum(1 for check in checks if check.found and not check.problems)
    if changed:
        voice.tell(counted("count", "{count} release was changed since it was delivered (each file is named above).",
                           "{count} releases were changed since they were delivered (each file is named above).",
                           count=changed))
    voice.out(counted("count", "{count} release folder is as it was delivered.",
                      "{count} release folders are as they were delivered.", count=whole))
    return bool(changed)


def run_public_key(ledger, out, voice) -> int:
    """`dpstudio ledger public-key [--out FILE]`: the data office's public key (its key made now if it has none)."""
    from ..core.ledger.signing import office_signer, signing_key_path, write_public_key

    ledger.ensure_intact(Message("no key was made or shown"))
    signer = office_signer(ledger)
    if out is None:
        print(signer.public_pem.decode("ascii"), end="")
        voice.tell(Message("fingerprint: {fingerprint}", fingerprint=signer.fingerprint))
        return EXIT_OK
    target = Path(out)
    write_public_key(signer, target)
    voice.out(Message("The data office's public key (fingerprint {fingerprint}) is in {file}. Publish it and its "
                      "fingerprint where the recipients of your releases get them from you (not only inside a "
                      "release); they check a release with: dpstudio verify FOLDER --key {file}",
                      fingerprint=signer.fingerprint, file=str(target)))
    voice.out(Message("Its private key stays in {key}: readable by you only, never in a release; back it up with the "
                      "ledger.", key=str(signing_key_path(ledger.path))))
    return EXIT_OK
