"""Every process-wide handle of the app, in one place.

``st.cache_resource`` holds what is expensive and shared by all sessions: the
engine (``Paraphraser``), the database engine and annotation store.  These are
keyed by engine name and database URL, never by user.  ``st.cache_data``
helpers cache only data that every permitted viewer may see (model lists,
corpus statistics); a rater's queue and answers are never cached, so nothing
of one user reaches another through a cache.
"""

from __future__ import annotations

import functools
import importlib
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import streamlit as st

from pipeline.errors import CorpusError, InputError, ParaAMRError
from pipeline.settings import Settings, load_settings

__all__ = [
    "CORPUS_ERRORS",
    "ENGINES",
    "UNAVAILABLE",
    "corpus_lines",
    "corpus_mtime",
    "corpus_roots",
    "corpus_stats",
    "library",
    "model_rows",
    "open_corpus",
    "paraphraser",
    "settings",
    "store",
    "stored_paraphrases",
]

ENGINES = ("builtin", "amrlib")

# What a page catches to say "not available here" instead of failing: an optional
# third-party library that is not installed, deep inside a call, with its message.
UNAVAILABLE: tuple[type[Exception], ...] = (ImportError,)


def library(name: str) -> ModuleType:
    """Import ``name`` when a page first needs it (pages import lazily to start fast)."""
    return importlib.import_module(name)


def settings() -> Settings:
    """Settings of this process (``PARAAMR_*`` variables, settings file); cheap, not cached."""
    return load_settings()


@st.cache_resource(show_spinner=False)  # cheap: models load in get_paraphraser, with progress
def paraphraser(engine: str, settings_json: str, scored: bool = True) -> Any:
    """The shared ``Paraphraser`` for ``engine``; ``settings_json`` keys the cache.

    ``scored=False`` gives one without scorers (nothing but failed and identical
    outputs is filtered) that shares the scored one's parser and generator, so the
    engine's models are loaded once whichever the user picks.
    """
    module = library("pipeline.paraphrase")
    current = Settings.model_validate_json(settings_json)
    if scored:
        return module.Paraphraser(current, engine=engine)
    full = paraphraser(engine, settings_json, True)
    return module.Paraphraser(current, engine=engine, metrics=[], parser=full.parser,
                              generator=full.generator)


def loading_stages(engine: Any, parsing_only: bool = False) -> list[tuple[str, Callable[[], object]]]:
    """What loading ``engine`` (a ``Paraphraser``) takes, in order: (stage name, load);
    ``parsing_only``: only what parsing needs.

    Each scorer loads by scoring one short pair, which reads its model once per process.
    """
    stages: list[tuple[str, Callable[[], object]]] = [("the parser", lambda: engine.parser)]
    if parsing_only:
        return stages
    stages.append(("the generator", lambda: engine.generator))
    scores = engine.scores
    if scores is not None:
        derived = library("pipeline.scoring.base").DerivedMetric
        for name in scores.names:
            metric = scores.metric(name)
            if not isinstance(metric, derived):
                stages.append((f"the {name} scorer",
                               functools.partial(metric.score_batch, "A cat sat.", ["A cat sat down."])))
    return stages


_loaded: weakref.WeakKeyDictionary[Any, set[str]] = weakref.WeakKeyDictionary()
_loading = threading.Lock()


def get_paraphraser(engine: str, current: Settings | None = None, *, scored: bool = True,
                    parsing_only: bool = False) -> Any:
    """The shared ``Paraphraser`` with the models it needs loaded (``parsing_only``: the
    parser's); what loads for the first time in this process loads under a progress bar
    naming each stage (a cold start is tens of seconds on a small CPU)."""
    current = current or settings()
    shared = paraphraser(engine, current.model_dump_json(), scored)
    with _loading:  # a second session waits for the first one's load instead of repeating it
        done = _loaded.setdefault(shared, set())
        stages = [(name, load) for name, load in loading_stages(shared, parsing_only)
                  if name not in done]
        if stages:
            bar = st.progress(0.0, text="Loading the models (once per process)...")
            try:
                for count, (name, load) in enumerate(stages):
                    bar.progress(count / len(stages),
                                 text=f"Loading {name} ({count + 1}/{len(stages)}, once per process)...")
                    load()
                    done.add(name)
            finally:
                bar.empty()
    return shared


@st.cache_data(ttl=30, show_spinner=False)
def model_rows(settings_json: str) -> list[dict[str, Any]]:
    """``paraamr models list`` as rows: name, installed, path."""
    models = library("pipeline.models")
    return list(models.list_models(Settings.model_validate_json(settings_json)))


def neural_ready(current: Settings) -> bool:
    return bool(library("pipeline.models").neural_engine_ready(current))


@st.cache_resource(show_spinner="Opening the database...")
def store(url: str) -> Any:
    """The annotation store for the database at ``url`` (migrated on first use)."""
    service = library("db.service")
    return service.JudgmentStore(url, migrate=True)


def get_store(current: Settings | None = None) -> Any:
    current = current or settings()
    return store(current.resolved_db_url())


# Newest paraphrases the Focus debugging page reads; beyond this, use the CLI's
# `annotate save` / `export` and a notebook.
STORED_LIMIT = 50_000


@st.cache_data(ttl=15, show_spinner="Reading stored paraphrases...", max_entries=8)
def stored_paraphrases(url: str, batches: tuple[str, ...] | None) -> list[Any]:
    """Stored paraphrases with their ratings, for admin pages only (ratings of every
    rater are in it); a save from Explore clears this cache."""
    return store(url).stored_paraphrases(None if batches is None else list(batches),
                                         limit=STORED_LIMIT)


@st.cache_data(ttl=60, show_spinner="Reading the corpus...", max_entries=4)
def corpus_lines(path: str, mtime: float) -> list[dict[str, Any]]:
    """Every line of a corpus directory (checked against its manifest) or of one
    ParaAMR-format file; ``mtime`` invalidates the cache when the corpus changes."""
    import json

    build = library("pipeline.corpus.build")
    records = []
    for number, line in build.read_corpus_lines(Path(path)):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}: line {number} is not JSON ({exc.msg})") from None
        if not isinstance(record, dict) or "text" not in record:
            raise InputError(f"{path}: line {number} is not a ParaAMR record (no 'text')")
        records.append(record)
    return records


# What opening a corpus raises that the user can fix (a wrong path, a bad line, a
# file in another encoding): shown as one message by the pages that open corpora.
CORPUS_ERRORS: tuple[type[Exception], ...] = (ParaAMRError, OSError, UnicodeDecodeError)


def corpus_mtime(target: Path) -> float:
    """When the corpus at ``target`` last changed: a file's mtime, or a directory's newest entry's."""
    if target.is_file():
        return target.stat().st_mtime
    return max((p.stat().st_mtime for p in target.iterdir()), default=target.stat().st_mtime)


def corpus_roots(current: Settings) -> Any:
    """The configured corpus roots (``pipeline.corpus.roots.CorpusRoots``): the only
    places pages list and open corpora from."""
    return library("pipeline.corpus.roots").CorpusRoots(current.resolved_corpus_roots())


def open_corpus(name: str, current: Settings) -> tuple[Path, list[dict[str, Any]]]:
    """The corpus listed as ``name`` under the corpus roots and its lines, through the
    :func:`corpus_lines` cache; a problem is a ``CorpusError`` naming no server path."""
    roots = corpus_roots(current)
    path = roots.resolve(name)
    try:
        return path, corpus_lines(str(path), corpus_mtime(path))
    except CORPUS_ERRORS as exc:
        raise CorpusError(roots.public_message(str(exc))) from None


@st.cache_data(ttl=300, show_spinner="Computing corpus statistics...", max_entries=4)
def corpus_stats(path: str, mtime: float, sample: int | None, scored: bool = True) -> dict[str, Any]:
    """Table 1 and (``scored``) Table 2 of the paper for the corpus at ``path`` (seeded sample)."""
    stats = library("pipeline.corpus.stats")
    return dict(stats.corpus_stats(Path(path), settings(), sample=sample, progress=False,
                                   metrics=None if scored else []))
