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
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["SessionTokens", "hash_secret", "new_secret", "verify_secret"]

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


@dataclass(frozen=True)
class _Session:
    name: str
    stamp: bytes  # digest of what the sign-in depended on (the secret's hash)
    expires: float


def _digest(text: str) -> bytes:
    return hashlib.sha256(text.encode("utf-8")).digest()


class SessionTokens:
    """Sign-ins that outlive a browser tab's reload.

    The browser keeps a random token; this process keeps only the token's
    SHA-256, whose sign-in it is and when it expires, so a leaked server memory
    dump or log holds no usable token, and the login secret is never kept.  A
    ``stamp`` (the account's secret hash) ties the token to the secret: after a
    secret reset the token no longer signs anyone in.  Tokens die with the
    process, at ``lifetime`` seconds after sign-in, or on :meth:`revoke`.

    >>> now = [0.0]
    >>> tokens = SessionTokens(lifetime=3600, clock=lambda: now[0])
    >>> stamps = {"ana": "scrypt$1"}
    >>> token = tokens.issue("ana", stamp="scrypt$1")
    >>> tokens.holder(token, stamps.get), tokens.holder("forged", stamps.get)
    ('ana', None)
    >>> now[0] = 3600.0  # expired
    >>> tokens.holder(token, stamps.get) is None
    True
    >>> now[0] = 0.0
    >>> token = tokens.issue("ana", stamp="scrypt$1")
    >>> stamps["ana"] = "scrypt$2"  # the secret was reset
    >>> tokens.holder(token, stamps.get) is None
    True
    """

    def __init__(self, *, lifetime: float = 8 * 3600.0, max_sessions: int = 100_000,
                 clock: Callable[[], float] = time.time) -> None:
        self.lifetime = lifetime
        self.max_sessions = max_sessions
        self.clock = clock
        self._sessions: dict[bytes, _Session] = {}
        self._lock = threading.Lock()

    def issue(self, name: str, *, stamp: str = "") -> str:
        token = secrets.token_urlsafe(32)
        now = self.clock()
        with self._lock:
            if len(self._sessions) >= self.max_sessions:
                self._sessions = {k: v for k, v in self._sessions.items() if v.expires > now}
                while len(self._sessions) >= self.max_sessions:  # the soonest to expire go
                    del self._sessions[min(self._sessions, key=lambda k: self._sessions[k].expires)]
            self._sessions[_digest(token)] = _Session(name, _digest(stamp), now + self.lifetime)
        return token

    def holder(self, token: str, stamp_of: Callable[[str], str | None]) -> str | None:
        """Whose sign-in ``token`` is, if it is live and ``stamp_of(name)`` still gives
        the stamp it was issued with (``None``: the account is gone or inactive)."""
        key = _digest(token)
        with self._lock:
            session = self._sessions.get(key)
            if session is not None and session.expires <= self.clock():
                del self._sessions[key]
                session = None
        if session is None:
            return None
        stamp = stamp_of(session.name)
        if stamp is None or not hmac.compare_digest(session.stamp, _digest(stamp)):
            self.revoke(token)
            return None
        return session.name

    def revoke(self, token: str) -> None:
        with self._lock:
            self._sessions.pop(_digest(token), None)
