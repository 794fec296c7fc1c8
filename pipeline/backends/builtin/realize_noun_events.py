"""An event the source named with a noun under "no", "a" or "another", or a state it named
with an adjective only, never said as a clause of its frame's verb.

AMR names an event by its frame whether the source said a verb ("met") or a noun ("a
meeting"); the realizer says a frame as a clause.  Where the source's noun stood under a
quantifying determiner, the clause has no place for it and reads as another claim:

- "found no sign of them" -> "found not to signal them"; "there was no sign of the two
  women" -> "the two women were not signaled" (no sign is no event of signalling);
- "there has been no testimony yet about what the tests might have yielded" -> "what the
  tests might have yielded was not testified yet";
- "call another meeting of leaders" -> "call that leaders were met of another";
- "could see a savings of $30 annually" -> "could see $30 was saved of annually".

A definite or possessive noun may read well as its clause ("until his departure in 1999"
-> "until he departed in 1999", "announced the resignation of Phil Condit" -> "announced
that Phil Condit resigned", "since passage of the tax cuts" -> "since the tax cuts were
passed"), so only these determiners refuse.

A state the source named with an adjective that is no verb ("who was pregnant", "I'd be
that angry", "very proud of") said with its frame's verb claims an act: "who impregnated",
"I angered that too", "I m priding of" (:func:`refuse_adjective_said_as_verb`).
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    frame_verb_forms,
    is_adjective_frame,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_tree import Node, Source

__all__ = [
    "QUANTIFYING_DETERMINERS",
    "quantified_noun_event",
    "refuse_adjective_said_as_verb",
    "refuse_quantified_noun_event",
]

# Determiners a clause cannot say: "no" (a negation of the thing, not of the event),
# "a"/"an" and "another" (one more instance of an event, not the event itself)
QUANTIFYING_DETERMINERS = frozenset({"no", "a", "an", "another"})


def quantified_noun_event(source: Source, node: Node) -> bool:
    """Whether the source said ``node``'s word as a noun right after one of
    :data:`QUANTIFYING_DETERMINERS` (only words of ``node``'s own subtree, such as its
    modifiers, between them)."""
    return bool(node.align) \
        and source.word(_determiner_at(source, node)).lower() in QUANTIFYING_DETERMINERS


def refuse_quantified_noun_event(source: Source | None, node: Node, said_as_noun: bool) -> None:
    """Refuse to say as a clause an event the source named with a noun under "no", "a",
    "an" or "another" (module docstring)."""
    if source is None or not node.align:
        return
    # "call another meeting of leaders": an -ing word under such a determiner and before its
    # "of" phrase is a noun too (said_as_noun knows only possessives and articles there)
    word = source.word(node.align[0]).lower()
    nominal_ing = source.ing_noun(node.align[0], QUANTIFYING_DETERMINERS)
    if (said_as_noun or nominal_ing or _noun_word(word, node)) \
            and quantified_noun_event(source, node):
        raise RealizationRefused("an event the source named with a noun under "
                                 f"'{source.word(_determiner_at(source, node))}' said as a clause")


def _determiner_at(source: Source, node: Node) -> int:
    """The index of the first word before ``node``'s (aligned) word that is no word of its
    own subtree or is a quantifying determiner."""
    mine = {sub.var for sub in node.walk()}
    at = node.align[0] - 1
    while at >= 0 and source.word(at).lower() not in QUANTIFYING_DETERMINERS \
            and source.owner.get(at) in mine:
        at -= 1  # "no immediate plans": the noun's own modifiers
    return at


def _noun_word(word: str, node: Node) -> bool:
    """A noun that is no form of ``node``'s frame verb: "could see a savings of $30" for
    save-01 (said_as_noun reads only a word whose concept matches its own)."""
    if not is_frame(node.concept):
        return False
    return word not in frame_verb_forms(node.concept) and "NOUN" in lemma_pos(word)


def refuse_adjective_said_as_verb(source: Source | None, node: Node) -> None:
    """Refuse to say as its frame's verb a state the source named with an adjective only:
    "Nikia Shanell Kilpatrick, who was pregnant" said "who impregnated" (impregnate-01),
    "most of the 250 persons ... were asleep" said "slept" (sleep-01), "I'm very proud of"
    said "I m priding of" (pride-01).  A frame the lexicon says as an adjective
    ("responsible-01") is said with "be" and its adjective, and stays."""
    if source is None or not node.align or not is_frame(node.concept) \
            or is_adjective_frame(node.concept) or node.concept.endswith("-91"):
        return  # (have-degree-91 sits on "faster" with fast-02: said "is faster")
    word = source.word(node.align[0]).lower()
    pos = lemma_pos(word)
    if "ADJ" not in pos or "VERB" in pos:
        return
    lemma = stem(node.concept).split("-")[0]
    if word.startswith(lemma) or word in {inflect(lemma, t) for t in ("VBD", "VBN", "VBZ")}:
        return  # "The new chip is faster than the old one" (fast-02): the adjective itself
    if word == "a" + lemma:
        return  # "were asleep when the cloudburst took place" said "slept when ...": the same
    raise RealizationRefused(f"a state the source named with an adjective ('{word}') said as "
                             "a verb")
