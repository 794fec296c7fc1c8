"""The engine interface of DESIGN.md: a parser and a generator per engine.

Backends follow the Ray Data batch-inference shape: a class loads its model in
``__init__`` and maps a batch dict to a batch dict in ``__call__``, so the local
runner and the Ray runner drive the very same class.  ``parse`` and
``generate`` are the list-based forms the CLI and the app use.

One failing input never fails its batch: it comes back as a result whose
``error`` says why, with ``amr`` / ``text`` left ``None``.  A failure of the
machine rather than the input (CUDA error, model files gone) is raised as
:class:`pipeline.errors.SystemicError` instead, so that no caller records it
as the input's fault.

Generators take PENMAN text or, in-process, :class:`penman.Graph` objects
(``accepts_graphs``), so a caller holding graphs skips a text round trip.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any, ClassVar, TypeAlias

import penman

__all__ = ["GenerationResult", "Generator", "GraphInput", "ParseResult", "Parser", "input_graph",
           "input_text"]

# One generator input: PENMAN text, or a graph already decoded in this process.
GraphInput: TypeAlias = str | penman.Graph


def input_graph(item: GraphInput, key: str | int = 0) -> penman.Graph:
    """The graph of one generator input, the generator's own to change: PENMAN text
    decoded and checked (:func:`pipeline.amrio.decode_graph`), a graph copied.

    >>> g = input_graph("(b / bark-01 :ARG0 (d / dog))")
    >>> again = input_graph(g)
    >>> again is not g and again == g and again.metadata == g.metadata
    True
    """
    if isinstance(item, str):
        from pipeline.amrio import decode_graph

        return decode_graph(item, key=key)
    # Triples are tuples; only the containers need copying for the copy to be safe to edit.
    return penman.Graph(list(item.triples), top=item.top,
                        epidata={t: list(e) for t, e in item.epidata.items()},
                        metadata=dict(item.metadata))


def input_text(item: GraphInput) -> str:
    """PENMAN text of one generator input (what :class:`GenerationResult` records)."""
    if isinstance(item, str):
        return item
    from pipeline.amrio import dumps_graph

    return dumps_graph(item)


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
    """A graph (the generator's input as given: PENMAN text or a graph) and the
    sentence generated from it.

    ``construction`` names the surface construction the generator chose
    (e.g. ``"passive"``, ``"cleft"``) when it knows; neural generators leave it
    ``None``.

    ``alternatives`` are further realizations of the same graph, best first, each
    ``(text, construction)`` and each different from ``text``: what a caller takes
    when ``text`` says nothing new (it reads the source back, or repeats another
    focus's sentence).  The built-in realizer offers other constructions (an adjunct
    cleft, a pseudo-cleft, a fronted adjunct ...); a neural generator leaves it empty
    (its beams would be the analogue).
    """

    amr: GraphInput
    text: str | None
    engine: str
    construction: str | None = None
    error: str | None = None
    alternatives: tuple[tuple[str, str | None], ...] = ()

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
    """AMR to text.  Subclasses load their models in ``__init__``.

    ``accepts_graphs`` says that :meth:`generate` takes :class:`penman.Graph`
    items as well as PENMAN text (read them with :func:`input_graph`); callers
    holding graphs then pass them as they are.
    """

    name: ClassVar[str]
    accepts_graphs: ClassVar[bool] = False

    @abstractmethod
    def generate(self, graphs: Sequence[GraphInput]) -> list[GenerationResult]:
        """One result per graph (PENMAN text, or a graph when ``accepts_graphs``), in order."""

    def __call__(self, batch: dict[str, list[Any]]) -> dict[str, list[Any]]:
        results = self.generate(list(batch["amr"]))
        out = dict(batch)
        out["generated"] = [r.text for r in results]
        out["construction"] = [r.construction for r in results]
        out["generate_error"] = [r.error for r in results]
        return out
