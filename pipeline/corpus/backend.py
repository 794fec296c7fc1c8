"""Per-batch work of a corpus build, in the Ray Data batch-inference shape.

A backend class loads its models in ``__init__`` and maps a batch dict to a
batch dict in ``__call__``; the local runner (in-process or one instance per
worker process) and the Ray runner (one instance per actor) drive the very
same classes.

Input batch: ``{"line": [int, ...], "text": [str, ...]}``.  Output batch: the
same columns (extra ones pass through) plus ``"record"`` (the corpus line as
JSON text, ``""`` when the sentence failed), ``"error"`` (the reason, ``""``
when it did not), ``"paraphrases"`` (how many the line holds), ``"systemic"``
(True when it failed for a reason of the machine, not of the sentence: such a
row is never written as done; see :class:`pipeline.corpus.shards.ErrorBudget`), and ``"worker"``
/ ``"peak_rss_mb"`` (which process did it and its peak memory so far).
Corpus lines travel as JSON text so that Arrow never has to unify nested
schemas across batches.

>>> backend = DryRunBackend(BuildConfig(backend="dry-run").to_dict())
>>> out = backend({"line": [1, 3], "text": ["Dogs bark.", "Cats sleep."]})
>>> out["record"][1], out["error"], out["paraphrases"], out["systemic"]
('{"text": "Cats sleep.", "paraphrases": []}', ['', ''], [0, 0], [False, False])
"""

from __future__ import annotations

import importlib
import json
import logging
import math
import os
import resource
import socket
import sys
from collections.abc import Callable, Sequence
from typing import Any

from pipeline.corpus.config import BuildConfig, sentence_seed

__all__ = ["BACKENDS", "DryRunBackend", "ParaphraseBackend", "Row", "SentenceFailed",
           "backend_class", "corpus_line", "failure_reason", "foci_spec", "output_batch",
           "peak_rss_mb", "with_retries"]

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


_OUTPUT_COLUMNS = ("line", "text", "record", "error", "paraphrases", "systemic", "worker",
                   "peak_rss_mb")
_WORKER = f"{socket.gethostname()}:{os.getpid()}"


def peak_rss_mb() -> float:
    """Peak resident memory of this process in MiB (ru_maxrss is KiB on Linux)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


class SentenceFailed(Exception):
    """A sentence the engine cannot handle; the message is the reason in the error file."""


# One output row: (corpus line or "", error or "", paraphrases, failed for a systemic reason).
Row = tuple[str, str, int, bool]


def failure_reason(exc: BaseException) -> str:
    """The one-line reason an errors.jsonl entry gives for a failed sentence.

    >>> from pipeline.errors import UnparsableSentence
    >>> failure_reason(UnparsableSentence("no words")), failure_reason(ValueError("bad\\nthing"))
    ('parse failed: no words', 'ValueError: bad')
    """
    from pipeline.errors import SystemicError, UnparsableSentence

    if isinstance(exc, UnparsableSentence):
        reason = f"parse failed: {exc.reason}"
    elif isinstance(exc, SentenceFailed | SystemicError):
        reason = str(exc)
    else:
        reason = f"{type(exc).__name__}: {exc}"
    return (reason.splitlines() or ["failed"])[0][:500]


def with_retries(run: Callable[[], list[Row]], count: int, retries: int) -> list[Row]:
    """``run()`` for a batch of ``count`` sentences; a systemic failure is retried
    ``retries`` times, then every sentence of the batch is a systemic failure row."""
    from pipeline.errors import is_systemic

    for attempt in range(retries + 1):
        try:
            return run()
        except Exception as exc:
            if not is_systemic(exc):
                raise
            reason = failure_reason(exc)
            log.warning("a batch of %d sentences failed for a systemic reason (attempt %d of %d): "
                        "%s", count, attempt + 1, retries + 1, reason)
            _release_device_memory()
    return [("", reason, 0, True)] * count


def _release_device_memory() -> None:
    torch = sys.modules.get("torch")
    if torch is not None and torch.cuda.is_available():
        torch.cuda.empty_cache()


def output_batch(batch: dict[str, Any], lines: list[int], texts: list[str],
                 rows: Sequence[Row]) -> dict[str, list[Any]]:
    """The output columns of a batch (see the module docs); extra input columns pass through."""
    out: dict[str, list[Any]] = {key: list(value) for key, value in batch.items()
                                 if key not in _OUTPUT_COLUMNS}
    out.update({"line": lines, "text": texts, "record": [r[0] for r in rows],
                "error": [r[1] for r in rows], "paraphrases": [r[2] for r in rows],
                "systemic": [r[3] for r in rows], "worker": [_WORKER] * len(lines),
                "peak_rss_mb": [peak_rss_mb()] * len(lines)})
    return out


class _BatchBackend:
    def __init__(self, config: dict[str, Any]) -> None:
        self.config = BuildConfig.from_dict(config)

    def process(self, line: int, text: str) -> tuple[str, int]:
        """The corpus line for one sentence and its number of paraphrases; raises on failure."""
        raise NotImplementedError

    def process_batch(self, lines: list[int], texts: list[str]) -> list[Row]:
        """One row per sentence; one sentence never fails its batch, a systemic failure
        raises (the default calls :meth:`process` for each sentence)."""
        from pipeline.errors import is_systemic

        rows: list[Row] = []
        for line, text in zip(lines, texts, strict=True):
            try:
                record, count = self.process(line, text)
            except Exception as exc:
                if is_systemic(exc):
                    raise
                log.debug("line %d failed", line, exc_info=True)
                rows.append(("", failure_reason(exc), 0, False))
            else:
                rows.append((record, "", count, False))
        return rows

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        lines = [int(x) for x in batch["line"]]
        texts = [str(x) for x in batch["text"]]
        rows = with_retries(lambda: self.process_batch(lines, texts), len(lines),
                            self.config.retries)
        return output_batch(batch, lines, texts, rows)


class DryRunBackend(_BatchBackend):
    """No models: every sentence with an empty paraphrase list.

    ``--dry-run`` builds with it to check inputs, deduplication and sharding
    before spending hours of compute.
    """

    def process(self, line: int, text: str) -> tuple[str, int]:
        return corpus_line(text, []), 0


class ParaphraseBackend(_BatchBackend):
    """A thin adapter over :meth:`pipeline.paraphrase.Paraphraser.paraphrase_batch`: one
    call per batch (one parse, one generate, one scoring call), its results as corpus
    lines.  ``load`` names the models loaded now, once per worker or actor, not on the
    first sentence, so that a model that cannot load stops the build."""

    def __init__(self, config: dict[str, Any],
                 load: Sequence[str] = ("parser", "generator")) -> None:
        super().__init__(config)
        from pipeline.paraphrase import Paraphraser

        cfg = self.config
        self.settings = cfg.load_settings()
        self.paraphraser = Paraphraser(self.settings, engine=cfg.engine,
                                       metrics=list(cfg.metrics) if cfg.metrics is not None else None)
        for part in load:
            getattr(self.paraphraser, part)
        self.foci = foci_spec(cfg)

    def seeds(self, texts: Sequence[str]) -> list[int]:
        return [sentence_seed(self.config.seed, text) for text in texts]

    def process_batch(self, lines: list[int], texts: list[str]) -> list[Row]:
        results = self.paraphraser.paraphrase_batch(texts, self.foci, self.config.edits,
                                                    self.seeds(texts))
        return [self.row(text, result) for text, result in zip(texts, results, strict=True)]

    def row(self, text: str, result: Any) -> Row:
        """The output row of one :class:`pipeline.paraphrase.SentenceResult`."""
        if result.error is not None:
            log.debug("%r failed", text, exc_info=result.error)
            return "", failure_reason(result.error), 0, False
        # The paraphraser's filter already rejects outputs identical to the source
        # or to an earlier focus's (several foci often realise the same sentence; such a
        # focus takes the generator's first alternative that is neither, when it has one).
        paraphrases = [self._paraphrase(c) for c in result.candidates
                       if c.kept and not c.error and c.text]
        return corpus_line(text, paraphrases), "", len(paraphrases), False

    def _paraphrase(self, cand: Any) -> dict[str, Any]:
        scores = dict(cand.scores or {})
        item: dict[str, Any] = {"para_text": cand.text, "perplexity": _round(scores.get("perplexity"))}
        if self.config.details:
            record = cand.to_record()
            for key in DETAIL_FIELDS:
                item[key] = _round(record.get(key))
        return item


def foci_spec(config: BuildConfig) -> Any:
    """The :data:`pipeline.focus_foci.FociSpec` of a build's ``--foci`` (see
    :func:`pipeline.focus_foci.foci_from_spec`, which the CLI's ``paraphrase`` uses too)."""
    from pipeline.focus_foci import foci_from_spec

    config.focus_mode()  # a one-line error for an unknown --foci
    return foci_from_spec(config.foci, config.policy)


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
