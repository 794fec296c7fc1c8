"""Every page runs without an exception, for a visitor, a rater and an admin."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.app.conftest import PAGES


@pytest.mark.parametrize("page", PAGES)
def test_page_runs_without_exception(page: str, make_app: Callable[..., object]) -> None:
    at = make_app(page)
    assert not at.exception, at.exception  # type: ignore[attr-defined]
