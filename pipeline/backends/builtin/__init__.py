"""The built-in offline engine: a rule-based parser and a rule-based realizer.

Both classes are imported on first use so that importing the package stays cheap.
"""

from __future__ import annotations

from typing import Any

__all__ = ["BuiltinGenerator", "BuiltinParser"]


def __getattr__(name: str) -> Any:
    if name == "BuiltinParser":
        from pipeline.backends.builtin.parser import BuiltinParser

        return BuiltinParser
    if name == "BuiltinGenerator":
        from pipeline.backends.builtin.generator import BuiltinGenerator

        return BuiltinGenerator
    raise AttributeError(name)
