"""Login secrets: generated once, stored only as salted scrypt hashes.

>>> stored = hash_secret("correct horse")
>>> stored.startswith("scrypt$")
True
>>> verify_secret("correct horse", stored), verify_secret("wrong", stored)
(True, False)
>>> verify_secret("anything", None)
False
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

__all__ = ["hash_secret", "new_secret", "verify_secret"]

# scrypt's recommended interactive-login cost (16 MiB, ~50 ms).
_N, _R, _P = 2**14, 8, 1
_DKLEN = 32
_SALT_BYTES = 16
# Verified when the user does not exist, so that a wrong name costs the same
# time as a wrong secret.
_DUMMY = f"scrypt${_N}${_R}${_P}${'00' * _SALT_BYTES}${'00' * _DKLEN}"


def new_secret() -> str:
    """A random login secret (about 96 bits), shown to the user once."""
    return secrets.token_urlsafe(12)


def _scrypt(secret: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(secret.encode("utf-8"), salt=salt, n=n, r=r, p=p,
                          maxmem=128 * r * n * 2, dklen=_DKLEN)


def hash_secret(secret: str) -> str:
    salt = secrets.token_bytes(_SALT_BYTES)
    digest = _scrypt(secret, salt, _N, _R, _P)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def verify_secret(secret: str, stored: str | None) -> bool:
    """Whether ``secret`` matches ``stored``, compared in constant time."""
    candidate = stored or _DUMMY
    try:
        scheme, n, r, p, salt_hex, digest_hex = candidate.split("$")
        if scheme != "scrypt":
            raise ValueError(scheme)
        expected = bytes.fromhex(digest_hex)
        actual = _scrypt(secret, bytes.fromhex(salt_hex), int(n), int(r), int(p))
    except ValueError:
        return False
    return hmac.compare_digest(actual, expected) and stored is not None
