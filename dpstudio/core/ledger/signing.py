"""The data office's signing key: an Ed25519 key beside the ledger, `<ledger>.signing-key`.

It signs every bundle released under this ledger (output/signature.py), so that a recipient holding
the office's public key can check, with `dpstudio verify BUNDLE --key PUBLIC`, that a bundle is the one
the office published. It is a key of its own, not derived from the ledger's secret key (`<ledger>.key`):
the ledger's key is a shared secret that keys its chain and fingerprints and never leaves the office,
whereas this key's public half is published, and the two protect different things.

The private key is made once, with the ledger (or, for a ledger made by an earlier version, on its
first release or `dpstudio ledger public-key`), written whole (a temporary file linked into place)
and readable by its owner only; it never enters a bundle. Each
completed release records the fingerprint of the key that signed it, so a key that goes missing, or
is replaced, once releases were signed is refused (LedgerTampered, exit 3), never silently made anew:
the office's recipients would find the next bundles signed by a stranger.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..base.errors import InputError
from ..base.words.message import Message
from ..output.signature import fingerprint_of, pem_of
from .fingerprint import write_secret
from .paths import signing_key_path
from .refusals import LedgerTampered

NO_NEW_KEY = Message("nothing was released or charged, and no new key was made")


@dataclass(frozen=True)
class Signer:
    """The data office's private key, to sign with; its public half and that half's fingerprint."""

    private: object  # Ed25519PrivateKey

    def sign(self, message: bytes) -> bytes:
        return self.private.sign(message)

    @property
    def public_pem(self) -> bytes:
        return pem_of(self.private.public_key())

    @property
    def fingerprint(self) -> str:
        return fingerprint_of(self.private.public_key())


def office_signer(ledger, create: bool = True) -> Signer | None:
    """The key that signs the releases of `ledger` (a Ledger): made now if it has none yet (unless not
    `create`: then None). Refused when its releases were signed with a key that is now missing, or another."""
    path = signing_key_path(ledger.path)
    recorded = last_signing_key(ledger)
    private = _read(ledger.path, path)
    if private is None:
        if recorded is not None:
            raise LedgerTampered(ledger.path, [Message("its signing key ({key}) is missing: its releases were signed "
                                                       "with the key whose fingerprint is {fingerprint}",
                                                       key=str(path), fingerprint=recorded)], NO_NEW_KEY)
        if not create:
            return None
        private = _create(ledger.path, path)
    signer = Signer(private)
    if recorded is not None and signer.fingerprint != recorded:
        raise LedgerTampered(ledger.path, [Message("its signing key ({key}) is not the one its releases were signed "
                                                   "with (fingerprint {fingerprint}): it was replaced", key=str(path),
                                                   fingerprint=recorded)], NO_NEW_KEY)
    return signer


def write_public_key(signer: Signer, target, replace: bool = False) -> None:
    """Write the office's public key (PEM) to the file `target`: a new file, or one that holds it already, or
    (`replace`: the person chose to) any file."""
    target = Path(target)
    try:
        if replace:
            target.write_bytes(signer.public_pem)
        elif not (target.is_file() and target.read_bytes() == signer.public_pem):
            with open(target, "xb") as handle:
                handle.write(signer.public_pem)
    except FileExistsError:
        raise InputError(Message("there is a file here already; it was left as it is"), where=str(target),
                         hint=Message("Choose a new file name for the public key")) from None
    except OSError as exc:
        raise InputError(Message("cannot write the public key ({reason})", reason=str(exc.strerror or exc)),
                         where=str(target), hint=Message("Choose a folder you can write to")) from None


def create_signing_key(ledger_path) -> None:
    """Make the signing key of a ledger being made now (store.prepare), unless it has one."""
    path = signing_key_path(ledger_path)
    if _read(Path(ledger_path), path) is None:
        _create(Path(ledger_path), path)


def last_signing_key(ledger) -> str | None:
    """The fingerprint of the key that signed the ledger's last signed release (None before any)."""
    keys = [entry.signing_key for entry in ledger.every_release() if entry.signing_key]
    return keys[-1] if keys else None


def _read(ledger_path: Path, path: Path):
    # start-up: cryptography only when a key is read or made
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise InputError(Message("cannot read the ledger's signing key ({reason})", reason=str(exc.strerror)),
                         where=str(path), hint=Message("It lives beside the ledger; check that you may read it")) \
            from None
    try:
        private = serialization.load_pem_private_key(data, password=None)
    except (ValueError, TypeError):
        private = None
    if not isinstance(private, Ed25519PrivateKey):
        raise LedgerTampered(ledger_path, [Message("its signing key ({key}) cannot be read (it was changed)",
                                                   key=str(path))], NO_NEW_KEY)
    return private


def _create(ledger_path: Path, path: Path):
    # start-up: cryptography only when a key is read or made
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    private = Ed25519PrivateKey.generate()
    data = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                 serialization.NoEncryption())
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_secret(path, data)
    except FileExistsError:  # another release made it a moment ago
        return _read(ledger_path, path)
    except OSError as exc:
        raise InputError(Message("cannot create the ledger's signing key ({reason})", reason=str(exc.strerror)),
                         where=str(path), hint=Message("It lives beside the ledger; check that you may write there")) \
            from None
    return private
