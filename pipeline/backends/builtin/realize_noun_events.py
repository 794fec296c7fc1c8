"""An event the source named with a noun under "no", "a" or "another", never said as a clause.

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
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_tree import Node, Source

__all__ = ["QUANTIFYING_DETERMINERS", "quantified_noun_event", "refuse_quantified_noun_event"]

# Determiners a clause cannot say: "no" (a negation of the thing, not of the event),
# "a"/"an" and "another" (one more instance of an event, not the event itself)
QUANTIFYING_DETERMINERS = frozenset({"no", "a", "an", "another"})


def quantified_noun_event(source: Source, node: Node) -> bool:
    """Whether the source said ``node``'s word as a noun right after one of
    :data:`QUANTIFYING_DETERMINERS` (only words of ``node``'s own subtree, such as its
    modifiers, between them)."""
    if not node.align:
        return False
    mine = {sub.var for sub in node.walk()}
    at = node.align[0] - 1
    while at >= 0 and source.word(at).lower() not in QUANTIFYING_DETERMINERS \
            and source.owner.get(at) in mine:
        at -= 1  # "no immediate plans": the noun's own modifiers
    return source.word(at).lower() in QUANTIFYING_DETERMINERS


def refuse_quantified_noun_event(source: Source | None, node: Node, said_as_noun: bool) -> None:
    """Refuse to say as a clause an event the source named with a noun under "no", "a",
    "an" or "another" (module docstring)."""
    if source is None or not node.align:
        return
    # "call another meeting of leaders": an -ing word under such a determiner and before its
    # "of" phrase is a noun too (said_as_noun knows only possessives and articles there)
    word = source.word(node.align[0]).lower()
    nominal_ing = word.endswith("ing") and source.word(node.align[0] + 1).lower() == "of" \
        and source.word(node.align[0] - 1).lower() in QUANTIFYING_DETERMINERS
    if (said_as_noun or nominal_ing or _noun_word(word, node)) \
            and quantified_noun_event(source, node):
        raise RealizationRefused("an event the source named with a noun under "
                                 f"'{source.word(_determiner_at(source, node))}' said as a clause")


def _determiner_at(source: Source, node: Node) -> int:
    mine = {sub.var for sub in node.walk()}
    at = node.align[0] - 1
    while at >= 0 and source.word(at).lower() not in QUANTIFYING_DETERMINERS \
            and source.owner.get(at) in mine:
        at -= 1
    return at


def _noun_word(word: str, node: Node) -> bool:
    """A noun that is no form of ``node``'s frame verb: "could see a savings of $30" for
    save-01 (said_as_noun reads only a word whose concept matches its own)."""
    if not is_frame(node.concept):
        return False
    lemma = stem(node.concept).split("-")[0]
    verb_forms = {lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBN", "VBG", "VBZ"))}
    return word not in verb_forms and "NOUN" in lemma_pos(word)
