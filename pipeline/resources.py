"""The derived lexical assets the edits read: synonyms, parts of speech, RI leaf pairs.

The files live in ``assets/`` (or ``$PARAAMR_ASSETS_DIR``) and are written by
``python -m pipeline.assets_build inventory|wordnet``.  Each is read once per
process, on first use.

>>> synonyms("need-01")[:3]
['require-01']
>>> word_pos("huge"), synonyms("huge", "a")
('a', ['vast'])
"""

from __future__ import annotations

import gzip
import json
import logging
from dataclasses import dataclass
from functools import cache
from typing import Any

from pipeline.assets import assets_dir
from pipeline.concepts import SENSE_PATTERN
from pipeline.errors import ParaAMRError

__all__ = [
    "LeafPair",
    "Resources",
    "assets_dir",
    "load_resources",
    "synonyms",
    "word_pos",
]

log = logging.getLogger(__name__)

SYNONYMS_FILE = "synonyms.json.gz"
INVENTORY_FILE = "ri_inventory.json.gz"


@dataclass(frozen=True)
class LeafPair:
    """A role with a leaf: ``kind`` is "concept" (a new node) or "constant"."""

    role: str
    kind: str
    value: str
    count: int = 1

    def __str__(self) -> str:
        return f"{self.role} {self.value}"


def _read(name: str) -> dict[str, Any]:
    path = assets_dir() / name
    if not path.exists():
        raise ParaAMRError(f"asset {path} is missing; build it with "
                           f"`python -m pipeline.assets_build {'wordnet' if name == SYNONYMS_FILE else 'inventory'}`")
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        data: dict[str, Any] = json.load(handle)
    return data


class Resources:
    """Synonyms and the RI inventory, injectable so tests and callers can bring their own."""

    def __init__(self, synonyms: dict[str, dict[str, list[str]]], pos: dict[str, str],
                 frames: dict[str, int], inventory: list[LeafPair]) -> None:
        self._synonyms = synonyms
        self._pos = pos
        self._frames = frames
        self.inventory = inventory

    @classmethod
    def from_assets(cls) -> Resources:
        words = _read(SYNONYMS_FILE)
        pairs = _read(INVENTORY_FILE)["pairs"]
        return cls(words["synonyms"], words["pos"], words["frames"], [LeafPair(*p) for p in pairs])

    def first_frame(self, lemma: str) -> str | None:
        """The lemma's lowest PropBank roleset as an AMR concept (``run-01``), if it has one."""
        number = self._frames.get(lemma)
        return None if number is None else f"{lemma}-{number:02d}"

    def word_pos(self, lemma: str) -> str:
        """WordNet parts of speech of ``lemma`` ("n", "v", "a", "r" letters), "" when unknown."""
        return self._pos.get(lemma.lower(), "")

    def synonyms(self, concept: str, pos: str | None = None) -> list[str]:
        """Concepts that may replace ``concept``, of the same part of speech.

        A predicate (``need-01``) gets predicates (``require-01``).  Any other
        concept gets the synonyms of the first of ``pos`` (WordNet letters, in
        order of preference; default "nar") that has some.
        """
        found = SENSE_PATTERN.match(concept)
        if found:  # verbal synonyms first, then adjectival ones; only words PropBank has frames for
            lemma = found.group("lemma")
            words = [w for pos in ("v", "a") for w in self._synonyms[pos].get(lemma, [])
                     if w in self._frames]
        else:
            known = self.word_pos(concept)
            words = next((self._synonyms[p][concept] for p in (pos or "nar")
                          if p in known and self._synonyms[p].get(concept)), [])
        out: list[str] = []
        for word in words:
            # AMR writes a word PropBank has a frame for as that frame, unless it is a noun.
            as_frame = word in self._frames and (found is not None or "n" not in self.word_pos(word))
            replacement = f"{word}-{self._frames[word]:02d}" if as_frame else word
            if replacement != concept and replacement not in out:
                out.append(replacement)
        return out


@cache
def load_resources() -> Resources:
    """The assets of this checkout, read once per process."""
    return Resources.from_assets()


def word_pos(lemma: str) -> str:
    """Parts of speech of ``lemma`` from the shipped WordNet asset; "" if the asset is missing."""
    try:
        return load_resources().word_pos(lemma)
    except ParaAMRError as exc:
        _warn_once(str(exc))
        return ""


def synonyms(concept: str, pos: str | None = None) -> list[str]:
    return load_resources().synonyms(concept, pos)


@cache
def _warn_once(message: str) -> None:
    log.warning(message)
