"""Per-batch work of a corpus build, in the Ray Data batch-inference shape.

A backend class loads its models in ``__init__`` and maps a batch dict to a
batch dict in ``__call__``; the local runner (in-process or one instance per
worker process) and the Ray runner (one instance per actor) drive the very
same classes.

Input batch: ``{"line": [int, ...], "text": [str, ...]}``.  Output batch: the
same columns (extra ones pass through) plus ``"record"`` (the corpus line as
JSON text, ``""`` when the sentence failed), ``"error"`` (the reason, ``""``
when it did not), ``"paraphrases"`` (how many the line holds), and ``"worker"``
/ ``"peak_rss_mb"`` (which process did it and its peak memory so far).
Corpus lines travel as JSON text so that Arrow never has to unify nested
schemas across batches.

>>> backend = DryRunBackend(BuildConfig(backend="dry-run").to_dict())
>>> out = backend({"line": [1, 3], "text": ["Dogs bark.", "Cats sleep."]})
>>> out["record"][1], out["error"], out["paraphrases"]
('{"text": "Cats sleep.", "paraphrases": []}', ['', ''], [0, 0])
"""

from __future__ import annotations

import importlib
import json
import logging
import math
import os
import resource
import socket
from collections.abc import Sequence
from typing import Any

from pipeline.corpus.config import BuildConfig, sentence_seed

__all__ = ["BACKENDS", "DryRunBackend", "ParaphraseBackend", "SentenceFailed", "backend_class",
           "corpus_line", "peak_rss_mb"]

log = logging.getLogger(__name__)

# Fields a --details paraphrase carries beyond para_text / perplexity (DESIGN.md).
DETAIL_FIELDS = ("focus", "concept", "edits", "amr", "scores", "engine")


def _round(value: Any) -> Any:
    # Four decimals keep lines byte-identical across processes and thread counts,
    # whose float reductions may differ in the last bits.
    if isinstance(value, float):
        return round(value, 4) if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _round(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_round(v) for v in value]
    return value


def corpus_line(text: str, paraphrases: Sequence[dict[str, Any]]) -> str:
    """One corpus line in the ParaAMR format."""
    return json.dumps({"text": text, "paraphrases": list(paraphrases)}, ensure_ascii=False)


_OUTPUT_COLUMNS = ("line", "text", "record", "error", "paraphrases", "worker", "peak_rss_mb")
_WORKER = f"{socket.gethostname()}:{os.getpid()}"


def peak_rss_mb() -> float:
    """Peak resident memory of this process in MiB (ru_maxrss is KiB on Linux)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


class SentenceFailed(Exception):
    """A sentence the engine cannot handle; the message is the reason in the error file."""


class _BatchBackend:
    def __init__(self, config: dict[str, Any]) -> None:
        self.config = BuildConfig.from_dict(config)

    def process(self, line: int, text: str) -> tuple[str, int]:
        """The corpus line for one sentence and its number of paraphrases; raises on failure."""
        raise NotImplementedError

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        lines = [int(x) for x in batch["line"]]
        texts = [str(x) for x in batch["text"]]
        records, errors, counts = [], [], []
        for line, text in zip(lines, texts, strict=True):
            try:
                record, count = self.process(line, text)
            except Exception as exc:  # one sentence never fails its batch
                log.debug("line %d failed", line, exc_info=True)
                reason = str(exc) if isinstance(exc, SentenceFailed) else f"{type(exc).__name__}: {exc}"
                records.append("")
                errors.append((reason.splitlines() or ["failed"])[0][:500])
                counts.append(0)
            else:
                records.append(record)
                errors.append("")
                counts.append(count)
        out: dict[str, list[Any]] = {key: list(value) for key, value in batch.items()
                                     if key not in _OUTPUT_COLUMNS}
        out.update({"line": lines, "text": texts, "record": records, "error": errors,
                    "paraphrases": counts, "worker": [_WORKER] * len(lines),
                    "peak_rss_mb": [peak_rss_mb()] * len(lines)})
        return out


class DryRunBackend(_BatchBackend):
    """No models: every sentence with an empty paraphrase list.

    ``--dry-run`` builds with it to check inputs, deduplication and sharding
    before spending hours of compute.
    """

    def process(self, line: int, text: str) -> tuple[str, int]:
        return corpus_line(text, []), 0


class ParaphraseBackend(_BatchBackend):
    """Parse, choose foci, edit, generate, score and filter, through the shared
    :class:`pipeline.paraphrase.Paraphraser`; models load once, here."""

    def __init__(self, config: dict[str, Any]) -> None:
        super().__init__(config)
        from pipeline.paraphrase import Paraphraser

        cfg = self.config
        self.settings = cfg.load_settings()
        self.paraphraser = Paraphraser(self.settings, engine=cfg.engine,
                                       metrics=list(cfg.metrics) if cfg.metrics is not None else None)
        # Load the engine now, once per worker or actor, not on the first sentence,
        # so a model that cannot load stops the build instead of failing every line.
        self.paraphraser.parser  # noqa: B018
        self.paraphraser.generator  # noqa: B018
        self._parsed: dict[str, Any] = {}
        self.mode, self.k = cfg.focus_mode()
        self.policy = None
        if self.mode == "policy":
            from pipeline.focus_policy import FocusPolicy

            self.policy = FocusPolicy.from_dict(cfg.policy or {})
        elif self.mode == "random":
            from pipeline.focus_policy import FocusPolicy

            self.policy = FocusPolicy.uniform()

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        self._parsed = self._parse_batch([str(t) for t in batch["text"]])
        try:
            return super().__call__(batch)
        finally:
            self._parsed = {}

    def _parse_batch(self, texts: list[str]) -> dict[str, Any]:
        """Parse the whole batch in one call, shortest first, so a neural parser pads
        little; a batch the parser rejects falls back to one sentence at a time."""
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        try:
            results = self.paraphraser.parser.parse([texts[i].strip() for i in order])
        except Exception:
            log.warning("batch parse failed; parsing its %d sentences one by one", len(texts),
                        exc_info=log.isEnabledFor(logging.DEBUG))
            return {}
        return {texts[i]: result for i, result in zip(order, results, strict=True)}

    def _foci(self, graph: Any, seed: int) -> str | list[str]:
        if self.policy is None:
            return "all"
        from pipeline.graph import AMRGraph

        chosen = self.policy.select(AMRGraph(graph).focus_candidates(), k=self.k, seed=seed)
        return [c.variable for c in chosen]

    def process(self, line: int, text: str) -> tuple[str, int]:
        from pipeline.amrio import decode_graph

        seed = sentence_seed(self.config.seed, text)
        parsed = self._parsed.get(text) or self.paraphraser.parse(text)
        if parsed.error or parsed.amr is None:
            raise SentenceFailed(f"parse failed: {parsed.error or 'no graph'}")
        graph = decode_graph(parsed.amr, key=line)
        foci = self._foci(graph, seed)
        candidates = [] if foci == [] else self.paraphraser.paraphrase_graph(
            text, graph, foci, edits=self.config.edits, seed=seed)
        # The paraphraser's filter already rejects outputs identical to the source
        # or to an earlier focus's (several foci often realise the same sentence).
        paraphrases = [self._paraphrase(c) for c in candidates if c.kept and not c.error and c.text]
        return corpus_line(text, paraphrases), len(paraphrases)

    def _paraphrase(self, cand: Any) -> dict[str, Any]:
        scores = dict(cand.scores or {})
        item: dict[str, Any] = {"para_text": cand.text, "perplexity": _round(scores.get("perplexity"))}
        if self.config.details:
            record = cand.to_record()
            for key in DETAIL_FIELDS:
                item[key] = _round(record.get(key))
        return item


BACKENDS: dict[str, type[_BatchBackend]] = {
    "paraphrase": ParaphraseBackend,
    "dry-run": DryRunBackend,
}


def backend_class(name: str) -> type[_BatchBackend]:
    """A backend by name, or any ``module:Class`` with the same call shape."""
    if name in BACKENDS:
        return BACKENDS[name]
    module, _, attr = name.partition(":")
    if not attr:
        from pipeline.errors import CorpusError

        raise CorpusError(f"unknown corpus backend {name!r}; use {', '.join(BACKENDS)} "
                          "or module:Class")
    cls: type[_BatchBackend] = getattr(importlib.import_module(module), attr)
    return cls
