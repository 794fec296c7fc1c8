"""Corpus builds: ParaAMR-format paraphrase corpora, sharded and resumable, locally or on Ray.

``paraamr corpus build`` and ``paraamr corpus stats`` (DESIGN.md) are thin
wrappers over :func:`build_corpus` and :func:`corpus_stats`.  Heavy modules
(models, Ray) load only when a build needs them.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "BuildConfig",
    "DryRunBackend",
    "ParaphraseBackend",
    "build_corpus",
    "corpus_stats",
    "iter_corpus_lines",
]

_HOMES = {
    "BuildConfig": "pipeline.corpus.config",
    "DryRunBackend": "pipeline.corpus.backend",
    "ParaphraseBackend": "pipeline.corpus.backend",
    "build_corpus": "pipeline.corpus.build",
    "iter_corpus_lines": "pipeline.corpus.reader",
    "corpus_stats": "pipeline.corpus.stats",
}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        import importlib

        return getattr(importlib.import_module(_HOMES[name]), name)
    raise AttributeError(name)
