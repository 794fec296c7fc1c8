"""Sign-in for rater and admin pages, kept per browser session in ``st.session_state``.

The secret is checked by the annotation store (``db``); the session keeps only
who signed in and their role, never the secret.  Failed secrets slow further
attempts down, per account and per browser session (``db.throttle``), and are
logged without the secret.  A reload keeps the rater signed in: the page URL
carries a random token (``?session=``) whose hash this process maps to the
sign-in (``db.auth.SessionTokens``); signing out or resetting the secret ends it.
"""

from __future__ import annotations

import logging
import math
import secrets
from dataclasses import dataclass
from typing import Any

import streamlit as st

from app import resources
from db.auth import SessionTokens
from db.throttle import SignInThrottle
from pipeline.errors import ParaAMRError

__all__ = ["SignedIn", "current_user", "require_admin", "require_user", "sign_in_form",
           "sign_in_throttle", "sign_out", "wait_text"]

log = logging.getLogger(__name__)

_SESSION_KEY = "signed_in"
_TOKEN_KEY = "signed_in_token"
_BROWSER_KEY = "sign_in_browser"  # a random id of this browser session, for the throttle
TOKEN_PARAM = "session"

# Process-wide, like the sessions they guard: one count per account across all browsers.
_THROTTLE = SignInThrottle()
_TOKENS = SessionTokens()


def sign_in_throttle() -> SignInThrottle:
    return _THROTTLE


def session_tokens() -> SessionTokens:
    return _TOKENS


def wait_text(seconds: float) -> str:
    """How long a wait is, in words a rater reads at a glance.

    >>> wait_text(4.2), wait_text(60), wait_text(610)
    ('5 seconds', '60 seconds', '11 minutes')
    """
    whole = math.ceil(seconds)
    if whole <= 90:
        return f"{whole} second{'s' if whole != 1 else ''}"
    return f"{math.ceil(whole / 60)} minutes"


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
    """Who is signed in: from this session, or after a reload from the URL's token."""
    user = st.session_state.get(_SESSION_KEY)
    if isinstance(user, SignedIn):
        token = st.session_state.get(_TOKEN_KEY)
        # Navigating between pages drops query parameters; put the token back.
        if token and st.query_params.get(TOKEN_PARAM) != token:
            st.query_params[TOKEN_PARAM] = token
        return user
    token = st.query_params.get(TOKEN_PARAM)
    return _restore(token) if token else None


# A token whose store cannot be read signs nobody in.
_RESTORE_ERRORS: tuple[type[Exception], ...] = (*resources.UNAVAILABLE, ParaAMRError)


def _restore(token: str) -> SignedIn | None:
    """The sign-in of a live token whose account is still active with the same secret."""
    found: dict[str, Any] = {}

    def stamp_of(name: str) -> str | None:
        found["annotator"] = annotator = resources.get_store().get_annotator(name)
        return annotator.secret_hash if annotator is not None and annotator.active else None

    try:
        name = _TOKENS.holder(token, stamp_of)
    except _RESTORE_ERRORS:
        name = None
    if name is None:
        del st.query_params[TOKEN_PARAM]
        return None
    user = _as_signed_in(found["annotator"])
    st.session_state[_SESSION_KEY] = user
    st.session_state[_TOKEN_KEY] = token
    return user


def sign_out() -> None:
    st.session_state.pop(_SESSION_KEY, None)
    token = st.session_state.pop(_TOKEN_KEY, None)
    if token:
        _TOKENS.revoke(token)
    if TOKEN_PARAM in st.query_params:
        del st.query_params[TOKEN_PARAM]
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
    name = name.strip()
    # Keys of the back-off: this account (in any browser) and this browser session.
    browser = st.session_state.setdefault(_BROWSER_KEY, secrets.token_hex(8))
    keys = (f"account:{name.casefold()}", f"session:{browser}")
    wait = _THROTTLE.wait(*keys)
    if wait > 0:
        st.error(f"Too many failed sign-ins. Try again in {wait_text(wait)}.")
        return
    try:
        annotator = resources.get_store().authenticate(name, secret)
    except resources.UNAVAILABLE as exc:
        st.error(str(exc))
        return
    if annotator is None:
        wait = _THROTTLE.failed(*keys)
        log.warning("failed sign-in for name %r (browser session %s); next attempt in %.0f s",
                    name[:80], browser, wait)
        st.error("Unknown name or wrong secret (or the account is inactive)."
                 + (f" Try again in {wait_text(wait)}." if wait else ""))
        return
    _THROTTLE.succeeded(*keys)
    token = _TOKENS.issue(annotator.name, stamp=annotator.secret_hash or "")
    st.session_state[_SESSION_KEY] = _as_signed_in(annotator)
    st.session_state[_TOKEN_KEY] = token  # put in the URL by current_user on the rerun
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
