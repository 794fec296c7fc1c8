"""Engines behind one interface: ``builtin`` (offline, rule-based) and ``amrlib`` (neural).

Nothing heavy is imported here; each engine's module is imported when the
engine is first asked for.
"""

from __future__ import annotations

from pipeline.backends.base import GenerationResult, Generator, Parser, ParseResult
from pipeline.errors import EngineUnavailable
from pipeline.settings import Settings

__all__ = [
    "ENGINES",
    "GenerationResult",
    "Generator",
    "ParseResult",
    "Parser",
    "get_generator",
    "get_parser",
    "resolve_engine",
]

ENGINES = ("builtin", "amrlib")


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
    from pipeline.backends.builtin import BuiltinParser

    return BuiltinParser(settings)


def get_generator(name: str | None, settings: Settings) -> Generator:
    engine = resolve_engine(name, settings)
    if engine == "amrlib":
        from pipeline.backends.amrlib_backend import AmrlibGenerator

        return AmrlibGenerator(settings)
    from pipeline.backends.builtin import BuiltinGenerator

    return BuiltinGenerator(settings)
