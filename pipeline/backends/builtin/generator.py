"""The ``builtin`` generator backend: the rule-based realizer over a batch of graphs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pipeline.backends.base import GenerationResult, Generator, GraphInput, input_graph
from pipeline.backends.builtin.realizer import realize

__all__ = ["BuiltinGenerator"]


class BuiltinGenerator(Generator):
    """The ``builtin`` generator: :func:`realize` over a batch of PENMAN graphs."""

    name = "builtin"
    accepts_graphs = True

    def __init__(self, settings: Any = None) -> None:
        self.settings = settings

    def generate(self, graphs: Sequence[GraphInput]) -> list[GenerationResult]:
        from pipeline.errors import InputError

        results = []
        for i, amr in enumerate(graphs):
            try:
                graph = input_graph(amr, key=i)
            except InputError as exc:
                results.append(GenerationResult(amr, None, self.name, None, str(exc)))
                continue
            realization = realize(graph, alternatives=True)
            results.append(GenerationResult(amr, realization.text or None, self.name,
                                            realization.construction, realization.refusal,
                                            realization.alternatives))
        return results
