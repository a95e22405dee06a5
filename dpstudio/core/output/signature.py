"""A bundle's signature by the data office: `SHA256SUMS.sig` and `public-key.pem` (docs/release-format.md).

The data office signs each bundle with its Ed25519 key (core/ledger/signing.py keeps it beside the
ledger). `public-key.pem` is the public half (SubjectPublicKeyInfo, PEM); it is an ordinary file of
the bundle, listed in SHA256SUMS. `SHA256SUMS.sig` holds, a line each, `SIGNATURE  NAME`, the signature
in base64:

- the line for `SHA256SUMS`: the signature over the exact bytes of SHA256SUMS (a detached signature;
  `openssl pkeyutl -verify -rawin` checks it);
- a line for every file SHA256SUMS lists: the signature over `dpstudio bundle file v1`, a line end, and
  that file's line of SHA256SUMS. They let a check name the file whose line was re-hashed after an edit,
  not only say that SHA256SUMS changed.

A key's fingerprint is the SHA-256 of its DER encoding (`openssl pkey -pubin -in public-key.pem -outform
DER | sha256sum` gives the same), in hex.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
# cryptography is imported in the function that signs or checks: start-up (`check` and `preview` never load it).

SIGNATURE = "SHA256SUMS.sig"
PUBLIC_KEY = "public-key.pem"
SUMS = "SHA256SUMS"  # the bundle's checksums (bundle.py imports the name from here)
FILE_CONTEXT = b"dpstudio bundle file v1\n"
HEADER = "# dpstudio bundle signature v1: Ed25519; see docs/release-format.md\n"


def public_key_of(pem: bytes):
    """The Ed25519 public key in `pem` (PEM, SubjectPublicKeyInfo); ValueError if it is none."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        key = serialization.load_pem_public_key(bytes(pem).strip())
    except (ValueError, TypeError) as exc:
        raise ValueError(str(exc)) from None
    if not isinstance(key, Ed25519PublicKey):
        raise ValueError("not an Ed25519 key")
    return key


def fingerprint_of(key) -> str:
    """The SHA-256, in hex, of a public key's DER encoding (SubjectPublicKeyInfo)."""
    from cryptography.hazmat.primitives import serialization

    der = key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return hashlib.sha256(der).hexdigest()


def pem_of(key) -> bytes:
    from cryptography.hazmat.primitives import serialization

    return key.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)


def sums_lines(sums: bytes) -> dict[str, bytes]:
    """SHA256SUMS's lines by file name (each line with its line end); a line that is no `HASH  NAME` is left out."""
    lines = {}
    for line in sums.splitlines(keepends=True):
        digest, separator, name = line.decode("utf-8", "replace").rstrip("\r\n").partition("  ")
        if separator and name:
            lines[name] = line
    return lines


def signature_bytes(sign, sums: bytes) -> bytes:
    """`SHA256SUMS.sig` for this SHA256SUMS; `sign(message) -> 64 bytes` is the data office's private key."""
    entries = [(SUMS, sign(sums))] + [(name, sign(FILE_CONTEXT + line)) for name, line in sums_lines(sums).items()]
    return (HEADER + "".join(f"{base64.b64encode(s).decode('ascii')}  {name}\n" for name, s in entries)).encode()


def read_signatures(data: bytes) -> dict[str, bytes] | None:
    """`SHA256SUMS.sig`'s signatures by file name; None if it cannot be read as one."""
    found = {}
    try:
        for line in data.decode("utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            encoded, separator, name = line.partition("  ")
            signature = base64.b64decode(encoded, validate=True)
            if not separator or not name or len(signature) != 64:
                return None
            found[name] = signature
    except (UnicodeDecodeError, binascii.Error, ValueError):
        return None
    return found if SUMS in found else None


def verifies(key, signature: bytes | None, message: bytes) -> bool:
    from cryptography.exceptions import InvalidSignature

    if signature is None:
        return False
    try:
        key.verify(signature, message)
    except InvalidSignature:
        return False
    return True


def file_verifies(key, signatures: dict[str, bytes], name: str, line: bytes) -> bool:
    """Whether `line` is the line of SHA256SUMS the data office signed for the file `name`."""
    return verifies(key, signatures.get(name), FILE_CONTEXT + line)
