"""The engine interface of DESIGN.md: a parser and a generator per engine.

Backends follow the Ray Data batch-inference shape: a class loads its model in
``__init__`` and maps a batch dict to a batch dict in ``__call__``, so the local
runner and the Ray runner drive the very same class.  ``parse`` and
``generate`` are the list-based forms the CLI and the app use.

One failing input never fails its batch: it comes back as a result whose
``error`` says why, with ``amr`` / ``text`` left ``None``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any, ClassVar

__all__ = ["GenerationResult", "Generator", "ParseResult", "Parser"]


@dataclass
class ParseResult:
    """A sentence and its graph: PENMAN text with ``::snt``/``::tok`` metadata
    and ``~e.N`` alignments into the ``::tok`` tokens (0-based)."""

    text: str
    amr: str | None
    engine: str
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class GenerationResult:
    """A graph and the sentence generated from it.

    ``construction`` names the surface construction the generator chose
    (e.g. ``"passive"``, ``"cleft"``) when it knows; neural generators leave it
    ``None``.
    """

    amr: str
    text: str | None
    engine: str
    construction: str | None = None
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Parser(ABC):
    """Text to AMR.  Subclasses load their models in ``__init__``."""

    name: ClassVar[str]

    @abstractmethod
    def parse(self, sentences: Sequence[str]) -> list[ParseResult]:
        """One result per sentence, in order."""

    def __call__(self, batch: dict[str, list[Any]]) -> dict[str, list[Any]]:
        results = self.parse(list(batch["text"]))
        out = dict(batch)
        out["amr"] = [r.amr for r in results]
        out["parse_error"] = [r.error for r in results]
        out["engine"] = [r.engine for r in results]
        return out


class Generator(ABC):
    """AMR to text.  Subclasses load their models in ``__init__``."""

    name: ClassVar[str]

    @abstractmethod
    def generate(self, graphs: Sequence[str]) -> list[GenerationResult]:
        """One result per PENMAN graph, in order."""

    def __call__(self, batch: dict[str, list[Any]]) -> dict[str, list[Any]]:
        results = self.generate(list(batch["amr"]))
        out = dict(batch)
        out["generated"] = [r.text for r in results]
        out["construction"] = [r.construction for r in results]
        out["generate_error"] = [r.error for r in results]
        return out
