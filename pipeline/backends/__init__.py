"""Engines behind one interface: ``builtin`` (offline, rule-based) and ``amrlib`` (neural).

Nothing heavy is imported here; each engine's module is imported when the
engine is first asked for.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from pipeline.backends.base import GenerationResult, Generator, Parser, ParseResult
from pipeline.errors import EngineUnavailable
from pipeline.settings import Settings

__all__ = [
    "ENGINES",
    "GenerationResult",
    "Generator",
    "ParseResult",
    "Parser",
    "builtin_parser",
    "get_generator",
    "get_parser",
    "resolve_engine",
]

if TYPE_CHECKING:
    from pipeline.backends.builtin import BuiltinParser

ENGINES = ("builtin", "amrlib")

# One built-in parser per word limit and process: the paraphraser and the faithfulness
# score (which parses every paraphrase back) share its spaCy pipeline and lexicon.
_builtin_parsers: dict[int | None, BuiltinParser] = {}
_builtin_lock = threading.Lock()


def resolve_engine(name: str | None, settings: Settings) -> str:
    """The concrete engine for ``name``; ``auto`` means amrlib when its models are installed."""
    name = name or settings.engine
    if name in ENGINES:
        return name
    if name != "auto":
        raise EngineUnavailable(f"unknown engine {name!r}; choose one of {', '.join(ENGINES)}")
    from pipeline.models import neural_engine_ready

    return "amrlib" if neural_engine_ready(settings) else "builtin"


def get_parser(name: str | None, settings: Settings) -> Parser:
    engine = resolve_engine(name, settings)
    if engine == "amrlib":
        from pipeline.backends.amrlib_backend import AmrlibParser

        return AmrlibParser(settings)
    return builtin_parser(settings)


def builtin_parser(settings: Settings) -> BuiltinParser:
    """The process's built-in parser for ``settings.max_tokens`` (made on first use)."""
    from pipeline.backends.builtin import BuiltinParser

    with _builtin_lock:
        if settings.max_tokens not in _builtin_parsers:
            _builtin_parsers[settings.max_tokens] = BuiltinParser(settings)
        return _builtin_parsers[settings.max_tokens]


def get_generator(name: str | None, settings: Settings) -> Generator:
    engine = resolve_engine(name, settings)
    if engine == "amrlib":
        from pipeline.backends.amrlib_backend import AmrlibGenerator

        return AmrlibGenerator(settings)
    from pipeline.backends.builtin import BuiltinGenerator

    return BuiltinGenerator(settings)
