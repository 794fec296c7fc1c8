"""The doctests of the app's modules (``app`` is not a test path: its pages run on import)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["app.components", "app.explore_view", "app.explore_results", "app.annotate_view",
           "app.focus_debug_view", "app.cli", "app.auth", "app.review_view", "app.review_quality"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_app_command_is_registered_with_its_options() -> None:
    from pipeline.cli import build_parser

    args = build_parser().parse_args(["app", "--port", "8600", "--engine", "builtin"])
    assert (args.command, args.port, args.engine) == ("app", 8600, "builtin")


def test_app_command_serves_headless_without_usage_statistics() -> None:
    from app.cli import MAIN, streamlit_command

    command = streamlit_command(8600)
    assert str(MAIN) in command
    assert command[command.index("--server.headless") + 1] == "true"
    assert command[command.index("--browser.gatherUsageStats") + 1] == "false"
