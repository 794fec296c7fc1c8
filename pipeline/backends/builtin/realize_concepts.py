"""What a concept is, for the realizer: a frame and its verb, a person, an adjective; the
PropBank lexicon it asks; and the joining of a list's words.  Split from realize_base.py,
which says them again for the mixins that import them from there."""

from __future__ import annotations

import logging
import re
from functools import lru_cache
from typing import Any

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_person_names import has_person_ending
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import HUMAN
from pipeline.concepts import is_frame as _has_sense
from pipeline.graph import strip_sense

__all__ = [
    "agent_nouns",
    "frame_verb_forms",
    "is_adjective",
    "is_adjective_frame",
    "is_empty_noun",
    "is_frame",
    "is_human",
    "join_words",
    "propbank_lexicon",
    "stem",
    "with_both",
]

log = logging.getLogger(__name__)


@lru_cache(maxsize=1)
def propbank_lexicon() -> Any:
    """The shipped PropBank lexicon, or None when its asset is missing (a source checkout
    before ``assets_build``): the realizer then uses its defaults."""
    from pipeline.backends.builtin.lexicon import load_lexicon
    from pipeline.errors import ParaAMRError

    try:
        return load_lexicon()
    except ParaAMRError as exc:
        log.warning("%s; the realizer uses its defaults", exc)
        return None


@lru_cache(maxsize=1)
def agent_nouns() -> dict[tuple[str, str], str]:
    lexicon = propbank_lexicon()
    found: dict[tuple[str, str], str] = {}
    if lexicon is not None:
        for noun, pairs in lexicon.arg_nouns.items():
            for concept, role in pairs:
                found.setdefault((concept, role), noun)
    return found


@lru_cache(maxsize=65536)  # pure, and asked of the same few concepts for every focus
def is_frame(concept: str) -> bool:
    """A predicate concept: a word with a sense number, not a number range ("14-32")."""
    return concept[:1].isalpha() and _has_sense(concept)


@lru_cache(maxsize=65536)
def stem(concept: str) -> str:
    """"need-01" -> "need"; other concepts, numbers like "14-32" among them, unchanged."""
    return strip_sense(concept) if is_frame(concept) else concept


def frame_verb_forms(concept: str) -> frozenset[str]:
    """The forms of a frame's verb ("save-01": save, saved, saving, saves), against which
    a source word tells whether the source said the event with its verb or a noun."""
    lemma = stem(concept).split("-")[0]
    return frozenset({lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBN", "VBG", "VBZ"))})


@lru_cache(maxsize=8192)
def is_human(concept: str) -> bool:
    """Whether a noun concept names a person: a listed word, a "-man"/"-woman"/"-ist"
    compound ("businessman", "economist"), or the lexicon's agent noun of a frame
    ("teacher", "explorer")."""
    if concept in HUMAN or has_person_ending(concept):
        return True
    lexicon = propbank_lexicon()
    return lexicon is not None and any(
        role == "ARG0" for _, role in lexicon.arg_nouns.get(concept, ()))


def is_empty_noun(node: Node) -> bool:
    """A bare ``thing`` leaf, as a modifier: it says nothing ("$395,000 thing a year")."""
    return node.concept == "thing" and not node.edges


def is_adjective(word: str) -> bool:
    tags = lemma_pos(word)
    return "ADJ" in tags and "VERB" not in tags and "NOUN" not in tags


@lru_cache(maxsize=8192)
def is_adjective_frame(concept: str) -> bool:
    """Whether a frame is said as an adjective ("good-02" -> "good"), per the lexicon."""
    word = stem(concept)
    lexicon = propbank_lexicon()
    if lexicon is not None and concept in lexicon.adjectives.get(word, ()):
        return True
    return is_adjective(word)


def with_both(items: Node, joined: str) -> str:
    """``joined``, the members of ``items``, after the list's "both" (:mod both): "both
    Bush and Blair", whichever member a focus put first."""
    if any(e.role == ":mod" and isinstance(e.target, Node) and e.target.concept == "both"
           for e in items.edges):
        return f"both {joined}"
    if items.concept == "or" and any(e.role == ":mod" and isinstance(e.target, Node)
                                     and e.target.concept == "neither" for e in items.edges):
        # "neither the girl nor her family" (parse_coordination): the pair's negation
        return "neither " + re.sub(r"( |, )or (?!.* or )", r"\1nor ", joined)
    if any(e.role == ":mod" and isinstance(e.target, Node) and e.target.concept == "not-only"
           for e in items.edges):
        return f"not only {joined}"  # "not only victims' advocates but ..." (parse_coordination)
    return joined


def join_words(parts: list[str], word: str, comma: bool = False) -> str:
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    if len(parts) == 2:
        return f"{parts[0]}{',' if comma else ''} {word} {parts[1]}"
    return ", ".join(parts[:-1]) + f", {word} {parts[-1]}"
