from __future__ import annotations

from db.auth import hash_secret, new_secret, verify_secret
from db.service import JudgmentStore


def test_hashes_are_salted_and_never_hold_the_secret() -> None:
    secret = new_secret()
    a, b = hash_secret(secret), hash_secret(secret)
    assert a != b and secret not in a
    assert verify_secret(secret, a) and verify_secret(secret, b)
    assert not verify_secret(secret + "x", a)
    assert not verify_secret(secret, "garbage")


def test_authenticate(store: JudgmentStore) -> None:
    annotator, secret = store.add_annotator("ann", role="admin")
    assert annotator.secret_hash and secret not in annotator.secret_hash
    found = store.authenticate("ann", secret)
    assert found is not None and found.name == "ann" and found.is_admin
    assert store.authenticate("ann", "wrong") is None
    assert store.authenticate("nobody", secret) is None
    store.set_active("ann", False)
    assert store.authenticate("ann", secret) is None
    store.set_active("ann", True)
    fresh = store.reset_secret("ann")
    assert store.authenticate("ann", secret) is None
    assert store.authenticate("ann", fresh) is not None
