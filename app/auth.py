"""Sign-in for rater and admin pages, kept per browser session in ``st.session_state``.

The secret is checked by the annotation store (``db``); the session keeps only
who signed in and their role, never the secret.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import streamlit as st

from app import resources

__all__ = ["SignedIn", "current_user", "require_admin", "require_user", "sign_in_form", "sign_out"]

_SESSION_KEY = "signed_in"


@dataclass(frozen=True)
class SignedIn:
    """Who is signed in to this browser session."""

    id: int
    name: str
    role: str

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"


def current_user() -> SignedIn | None:
    user = st.session_state.get(_SESSION_KEY)
    return user if isinstance(user, SignedIn) else None


def sign_out() -> None:
    st.session_state.pop(_SESSION_KEY, None)
    # Nothing of the previous rater may stay on screen for the next one.
    for key in [k for k in st.session_state if str(k).startswith(("ann_", "review_"))]:
        del st.session_state[key]


def _as_signed_in(annotator: Any) -> SignedIn:
    return SignedIn(int(annotator.id), str(annotator.name), str(annotator.role))


def sign_in_form(purpose: str) -> None:
    """A sign-in form; the page reruns signed in once the store accepts the name and secret."""
    st.info(f"Sign in {purpose}.")
    with st.form("sign_in", clear_on_submit=False):
        name = st.text_input("Name", key="sign_in_name")
        secret = st.text_input("Login secret", type="password", key="sign_in_secret",
                               help="printed once by `paraamr annotate add-annotator NAME`")
        submitted = st.form_submit_button("Sign in", type="primary")
    if not submitted:
        return
    try:
        annotator = resources.get_store().authenticate(name.strip(), secret)
    except resources.UNAVAILABLE as exc:
        st.error(str(exc))
        return
    if annotator is None:
        st.error("Unknown name or wrong secret (or the account is inactive).")
        return
    st.session_state[_SESSION_KEY] = _as_signed_in(annotator)
    st.session_state.pop("sign_in_secret", None)
    st.rerun()


def sign_out_button(user: SignedIn) -> None:
    with st.sidebar:
        st.caption(f"Signed in as **{user.name}** ({user.role})")
        if st.button("Sign out", key="sign_out"):
            sign_out()
            st.rerun()


def show_signed_in() -> SignedIn | None:
    """On pages open to everyone: who is signed in (with a sign-out button), if anyone."""
    user = current_user()
    if user is not None:
        sign_out_button(user)
    return user


def require_user(purpose: str = "to rate pairs") -> SignedIn:
    """The signed-in user; otherwise show the sign-in form and stop the page."""
    user = current_user()
    if user is None:
        sign_in_form(purpose)
        st.stop()
    assert user is not None
    sign_out_button(user)
    return user


def require_admin() -> SignedIn:
    """The signed-in admin; raters and anonymous visitors are stopped here."""
    user = require_user("as an admin to see this page")
    if not user.is_admin:
        st.error("This page is for admins. Raters see only their own queue, on the Annotate page.")
        st.stop()
    return user
