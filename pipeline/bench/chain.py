"""The timed chain: parse -> refocus -> generate -> score, stage by stage.

Each stage is called through the project's public functions, the way a
corpus build or the CLI calls them: ``Parser.parse(list)``, the focus policy
and one :class:`pipeline.refocus.Refocuser` per graph, ONE ``Generator.generate(list)``
over every candidate graph (graphs where the generator takes them, PENMAN text otherwise), ONE ``ScoreSet.score_pairs`` over every pair.
Each stage gets wall seconds and CPU seconds (``time.process_time``, every
thread of this process); on a GPU the wall clock waits for the device.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import penman

    from pipeline.backends.base import Generator, Parser
    from pipeline.scoring import ScoreSet

__all__ = ["CORPUS_SENTENCES", "ChainRun", "Stage", "corpus_hours", "run_chain", "seconds_per_sentence"]

CORPUS_SENTENCES = 15_500_000  # ParaAMR's source sentences


@dataclass
class Stage:
    """One stage's timing over ``items`` inputs (sentences, graphs or pairs)."""

    name: str
    items: int = 0
    wall_s: float = 0.0
    cpu_s: float = 0.0

    def to_dict(self, sentences: int) -> dict[str, Any]:
        return {"items": self.items, "wall_s": round(self.wall_s, 3), "cpu_s": round(self.cpu_s, 3),
                "items_per_s": _rate(self.items, self.wall_s),
                "sentences_per_s": _rate(sentences, self.wall_s),
                "sentences_per_cpu_s": _rate(sentences, self.cpu_s)}


@dataclass
class ChainRun:
    """What one timed pass over the sentences did."""

    sentences: int
    stages: dict[str, Stage] = field(default_factory=dict)
    candidates: int = 0
    generated: int = 0
    parsed: int = 0  # graphs the timed parser produced
    from_fallback: int = 0  # graphs taken from the fallback parser instead
    examples: list[dict[str, str]] = field(default_factory=list)

    def total(self, names: Sequence[str] | None = None) -> dict[str, Any]:
        chosen = [s for n, s in self.stages.items() if names is None or n in names]
        wall, cpu = sum(s.wall_s for s in chosen), sum(s.cpu_s for s in chosen)
        return {"stages": [s.name for s in chosen], "wall_s": round(wall, 3), "cpu_s": round(cpu, 3),
                "sentences_per_s": _rate(self.sentences, wall),
                "sentences_per_cpu_s": _rate(self.sentences, cpu)}


def _rate(count: int, seconds: float) -> float | None:
    """``count / seconds`` to four significant digits (CPU rates of big models are far below 0.01).

    >>> _rate(2, 180.556), _rate(40, 0.8), _rate(3, 0)
    (0.01108, 50.0, None)
    """
    return float(f"{count / seconds:.4g}") if seconds > 0 else None


def _synchronize() -> None:
    import sys

    torch = sys.modules.get("torch")
    if torch is not None and torch.cuda.is_available() and torch.cuda.is_initialized():
        torch.cuda.synchronize()


@contextmanager
def _timed(run: ChainRun, name: str) -> Iterator[Stage]:
    stage = run.stages.setdefault(name, Stage(name))
    _synchronize()
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        yield stage
    finally:
        _synchronize()
        stage.wall_s += time.perf_counter() - wall
        stage.cpu_s += time.process_time() - cpu


def run_chain(sentences: Sequence[str], parser: Parser, generator: Generator, scores: ScoreSet | None, *,
              foci: int | None = None, seed: int = 0, fallback: Parser | None = None,
              examples: int = 0) -> ChainRun:
    """Time the chain over ``sentences``.

    ``foci`` caps the foci per graph (the uniform focus policy's random ``k``;
    ``None``: every candidate).  ``fallback`` parses, untimed, the sentences the
    timed parser returned no graph for (random weights parse nothing usable),
    so that the later stages run on real graphs either way.
    """
    from pipeline.amrio import decode_graph
    from pipeline.focus_policy import FocusPolicy
    from pipeline.graph import AMRGraph
    from pipeline.refocus import Refocuser

    run = ChainRun(len(sentences))
    with _timed(run, "parse") as stage:
        parsed = parser.parse(list(sentences))
        stage.items = len(sentences)
    graphs = {i: r.amr for i, r in enumerate(parsed) if r.amr}
    run.parsed = len(graphs)
    missing = [i for i in range(len(sentences)) if i not in graphs]
    if fallback is not None and missing:
        for i, result in zip(missing, fallback.parse([sentences[i] for i in missing]), strict=True):
            if result.amr:
                graphs[i] = result.amr
                run.from_fallback += 1

    policy = FocusPolicy.uniform(foci)
    sources: list[str] = []
    variants: list[tuple[penman.Graph, str]] = []
    with _timed(run, "refocus") as stage:
        # As Paraphraser.plan does: one Refocuser a graph, each variant's graph and text from one layout.
        for i in sorted(graphs):
            graph = decode_graph(graphs[i])
            refocuser = Refocuser(graph)
            for focus in policy.select(AMRGraph(graph).focus_candidates(), seed=seed + i):
                sources.append(sentences[i])
                variants.append(refocuser.graph_and_text(focus.variable))
        stage.items = len(variants)
    run.candidates = len(variants)

    with _timed(run, "generate") as stage:
        # As Paraphraser._generate does: graphs in-process where the generator takes them.
        results = generator.generate([g if generator.accepts_graphs else t for g, t in variants])
        stage.items = len(variants)
    pairs = [(source, r.text) for source, r in zip(sources, results, strict=True) if r.text]
    run.generated = len(pairs)
    if scores is not None:
        with _timed(run, "score") as stage:
            if pairs:
                scores.score_pairs(pairs)
            stage.items = len(pairs)
    run.examples = [{"source": s, "generated": t} for s, t in pairs[:examples]]
    return run


def seconds_per_sentence(*, parse: float, generate: float, perplexity: float, encoder: float,
                         foci: float) -> float:
    """Device-seconds per source sentence from per-model rates (inputs per second):
    one parse, ``foci`` generations, ``foci`` language-model passes and ``foci + 1``
    sentence encodings (the source once).

    With the H100 bfloat16 rates measured in issue 13 and 10 foci a sentence:

    >>> round(seconds_per_sentence(parse=579, generate=1490, perplexity=14000, encoder=66000, foci=10), 5)
    0.00932
    """
    return 1 / parse + foci / generate + foci / perplexity + (foci + 1) / encoder


def corpus_hours(seconds_per_source: float, devices: int = 1, sentences: int = CORPUS_SENTENCES) -> float:
    """Hours for ``sentences`` sources at ``seconds_per_source`` on each of ``devices``.

    >>> round(corpus_hours(0.00932, devices=8), 1)
    5.0
    """
    return sentences * seconds_per_source / devices / 3600
