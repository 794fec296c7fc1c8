"""Fixtures of the app tests: an isolated data directory and database per test."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[2] / "app"
MAIN = APP / "main.py"
PAGES = ["explore", "corpus", "annotate", "review", "focus_debug"]

FIGURE1 = """# ::id fig1
# ::snt I know for them to approve this price, they'll need statistical documentation.
(z1 / know-01
   :ARG0 (z2 / i)
   :ARG1 (z3 / need-01
      :ARG0 (z4 / they)
      :ARG1 (z5 / documentation
         :mod (z6 / statistic))
      :purpose (z7 / approve-01
         :ARG0 z4
         :ARG1 (z8 / thing
            :ARG2-of (z9 / price-01)
            :mod (z10 / this)))))"""


@pytest.fixture()
def app_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """``PARAAMR_*`` variables of an isolated app: temp data dir, temp SQLite, built-in engine."""
    env = {
        "PARAAMR_SETTINGS_FILE": str(tmp_path / "settings.toml"),
        "PARAAMR_DATA_DIR": str(tmp_path / "data"),
        "PARAAMR_DB": f"sqlite:///{tmp_path / 'app.sqlite'}",
        "PARAAMR_ENGINE": "builtin",
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
    }
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return env


class Clock:
    """A clock the test moves by hand, for sign-in waits and session expiry."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(autouse=True)
def auth_clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """Fresh process-wide sign-in state (throttle, reload tokens) on a hand-moved clock."""
    from app import auth
    from db.auth import SessionTokens
    from db.throttle import SignInThrottle

    clock = Clock()
    monkeypatch.setattr(auth, "_THROTTLE", SignInThrottle(clock=clock))
    monkeypatch.setattr(auth, "_TOKENS", SessionTokens(clock=clock))
    return clock


@pytest.fixture()
def make_app(app_env: dict[str, str]) -> Callable[..., object]:
    """An AppTest of the whole app, switched to ``page``; ``query`` are the URL's
    query parameters (as after a reload), the other keywords session state."""
    from streamlit.testing.v1 import AppTest

    def make(page: str = "explore", query: dict[str, str] | None = None,
             **session: object) -> AppTest:
        at = AppTest.from_file(str(MAIN), default_timeout=120)
        for key, value in session.items():
            at.session_state[key] = value
        for key, value in (query or {}).items():
            at.query_params[key] = value
        at.run()
        if page != "explore":
            at.switch_page(f"st_pages/{page}.py")
            at.run()
        return at

    return make
