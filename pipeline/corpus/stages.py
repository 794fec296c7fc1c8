"""A paraphrase build cut into stages that Ray sizes separately.

:class:`~pipeline.corpus.backend.ParaphraseBackend` runs the whole chain in one
process (the local runner).  On Ray the chain is split where the hardware
changes, each stage in the Ray Data batch shape (a class loads its models in
``__init__`` and maps a batch dict in ``__call__``; a plain function for the
stateless CPU stage):

1. :class:`ParseStage` (amrlib only): the neural parser, on GPU actors.
2. :func:`prepare_batch`: CPU tasks: the built-in parser (amrlib graphs come
   from stage 1), focus choice, refocusing, AMR-DA edits.  Ray reuses worker
   processes, and each keeps its backend (spaCy, lexicon) in :data:`_PREPARED`.
3. :class:`RealizeStage`: generation, scoring and the filter, ONE generate and
   ONE scoring call a batch, on GPU actors when the cluster has GPUs (CPU actors
   otherwise).

Between stages a batch travels as Arrow columns of text: the sentence's
``"amr"`` (stage 1), then ``"plan"`` (JSON: the source graph's PENMAN text and
the candidates' records), beside ``"error"`` and ``"systemic"`` for sentences
that failed early, which later stages pass through.

>>> config = BuildConfig(engine="builtin", metrics=()).to_dict()
>>> [s.name for s in ray_stages(config, gpus=False)]
['prepare', 'realize']
>>> [(s.name, s.num_gpus) for s in ray_stages(BuildConfig(engine="amrlib").to_dict(), gpus=True)]
[('parse', 0.5), ('prepare', 0.0), ('realize', 0.5)]
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pipeline.corpus.backend import (
    ParaphraseBackend,
    Row,
    backend_class,
    failure_reason,
    output_batch,
    with_retries,
)
from pipeline.corpus.config import BuildConfig

__all__ = ["ParseStage", "RealizeStage", "Stage", "prepare_batch", "ray_stages"]

# The prepared backend of each config in this worker process (see the module docs).
_PREPARED: dict[str, ParaphraseBackend] = {}
# Columns that only carry work between stages; the final output drops them.
_CARRIED = ("amr", "plan")


@dataclass(frozen=True)
class Stage:
    """One ``map_batches`` of a Ray build: ``fn`` (a class runs as an actor pool of
    ``workers`` actors, a function as tasks) and the resources of each."""

    name: str
    fn: Callable[..., Any] | type
    actors: bool
    num_gpus: float = 0.0


def ray_stages(config: dict[str, Any], gpus: bool) -> list[Stage]:
    """The stages of a build; a backend other than ``paraphrase`` is one actor stage."""
    cfg = BuildConfig.from_dict(config)
    if cfg.backend != "paraphrase":
        return [Stage("backend", backend_class(cfg.backend), actors=True)]
    neural = cfg.engine == "amrlib"
    share = 0.5 if neural else 1.0  # a parse and a realize actor share one GPU
    stages = [Stage("parse", ParseStage, actors=True, num_gpus=share if gpus else 0.0)] if neural else []
    stages.append(Stage("prepare", prepare_batch, actors=False))
    stages.append(Stage("realize", RealizeStage, actors=True, num_gpus=share if gpus else 0.0))
    return stages


def _columns(batch: dict[str, Any]) -> tuple[list[int], list[str], list[str], list[bool]]:
    n = len(batch["line"])
    return ([int(x) for x in batch["line"]], [str(x) for x in batch["text"]],
            [str(x) for x in batch.get("error", [""] * n)],
            [bool(x) for x in batch.get("systemic", [False] * n)])


class ParseStage:
    """The neural parser over a batch: adds ``"amr"`` (PENMAN text, ``""`` on failure)."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.backend = ParaphraseBackend(config, load=("parser",))

    def __call__(self, batch: dict[str, Any]) -> dict[str, Any]:
        lines, texts, _, _ = _columns(batch)
        amrs: list[str] = []

        def parse() -> list[Row]:
            amrs.clear()
            rows: list[Row] = []
            for result in self.backend.paraphraser.parse_batch(texts):
                amr = None if isinstance(result, Exception) else result.amr
                amrs.append(amr or "")
                rows.append(("", "" if amr else _parse_failure(result), 0, False))
            return rows

        rows = with_retries(parse, len(texts), self.backend.config.retries)
        out = {key: list(value) for key, value in batch.items()}
        out.update({"line": lines, "text": texts, "amr": amrs or [""] * len(texts),
                    "error": [r[1] for r in rows], "systemic": [r[3] for r in rows]})
        return out


def _parse_failure(result: Any) -> str:
    from pipeline.errors import UnparsableSentence

    if isinstance(result, Exception):
        return failure_reason(result)
    return failure_reason(UnparsableSentence(result.error or "no graph"))


def prepare_batch(batch: dict[str, Any], config: dict[str, Any]) -> dict[str, Any]:
    """CPU stage: parse (unless an ``"amr"`` column came from :class:`ParseStage`), choose
    foci, refocus and edit; adds ``"plan"``."""
    from pipeline.amrio import decode_graph, dumps_graph
    from pipeline.errors import InputError, UnparsableSentence
    from pipeline.paraphrase import SentenceResult

    key = json.dumps(config, sort_keys=True)
    backend = _PREPARED.get(key) or _PREPARED.setdefault(key, ParaphraseBackend(config, load=()))
    paraphraser = backend.paraphraser
    lines, texts, errors, systemic = _columns(batch)
    plans = [""] * len(texts)

    def prepare() -> list[Row]:
        if "amr" in batch:
            results = [SentenceResult(t.strip()) for t in texts]
            for i, (result, amr) in enumerate(zip(results, batch["amr"], strict=True)):
                try:
                    if errors[i] or not amr:
                        raise UnparsableSentence(errors[i] or "no graph")
                    result.graph = decode_graph(str(amr), key=lines[i])
                except InputError as exc:
                    result.error = exc
        else:
            results = paraphraser.parse_sentences(texts)
        paraphraser.plan(results, backend.foci, backend.config.edits, backend.seeds(texts))
        rows: list[Row] = []
        for i, result in enumerate(results):
            if errors[i]:
                rows.append(("", errors[i], 0, systemic[i]))
            elif result.error is not None:
                rows.append(("", failure_reason(result.error), 0, False))
            else:
                plans[i] = json.dumps({"graph": dumps_graph(result.graph),
                                       "candidates": [c.to_record() for c in result.candidates]},
                                      ensure_ascii=False)
                rows.append(("", "", 0, False))
        return rows

    rows = with_retries(prepare, len(texts), backend.config.retries)
    out = {key: list(value) for key, value in batch.items() if key != "amr"}
    out.update({"line": lines, "text": texts, "plan": plans,
                "error": [r[1] for r in rows], "systemic": [r[3] for r in rows]})
    return out


class RealizeStage:
    """Generation, scoring and the filter over every planned candidate of a batch (ONE
    generate and ONE scoring call); the build's output columns."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.backend = ParaphraseBackend(config, load=("generator",))

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        from pipeline.amrio import decode_graph
        from pipeline.paraphrase import ParaphraseCandidate, SentenceResult

        lines, texts, errors, systemic = _columns(batch)
        plans = [str(p) for p in batch["plan"]]

        def realize() -> list[Row]:
            results: list[SentenceResult | None] = []
            for text, plan in zip(texts, plans, strict=True):
                if not plan:
                    results.append(None)
                    continue
                data = json.loads(plan)
                results.append(SentenceResult(
                    text.strip(), decode_graph(data["graph"]),
                    [ParaphraseCandidate.from_record(c) for c in data["candidates"]]))
            self.backend.paraphraser.realize([r for r in results if r is not None])
            return [("", errors[i], 0, systemic[i]) if result is None
                    else self.backend.row(texts[i], result) for i, result in enumerate(results)]

        rows = with_retries(realize, len(texts), self.backend.config.retries)
        kept = {key: value for key, value in batch.items() if key not in _CARRIED}
        return output_batch(kept, lines, texts, rows)
