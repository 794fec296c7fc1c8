"""The doctests of the app's modules (``app`` is not a test path: its pages run on import)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["app.components", "app.explore_view", "app.annotate_view", "app.focus_debug_view", "app.cli"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
