"""``paraamr paraphrase``: see DESIGN.md for the contract."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    """Not registered yet: the issue that owns this command fills it in."""
