import hashlib
import hmac

from dpstudio.core.ledger.fingerprint import fingerprint_key, key_path, public_fingerprint


def test_key_is_made_once_beside_the_ledger_and_kept_private(tmp_path):
    ledger = tmp_path / "ledger.sqlite"
    key = fingerprint_key(ledger)
    assert len(key) == 32 and fingerprint_key(ledger) == key
    assert key_path(ledger).stat().st_mode & 0o077 == 0
    assert fingerprint_key(tmp_path / "other.sqlite") != key


def test_public_fingerprint_is_keyed():
    raw = hashlib.sha256(b"table").hexdigest()
    assert public_fingerprint(raw, b"k" * 32) == hmac.new(b"k" * 32, raw.encode(), hashlib.sha256).hexdigest()
    assert public_fingerprint(raw, b"k" * 32) != public_fingerprint(raw, b"j" * 32) != raw
