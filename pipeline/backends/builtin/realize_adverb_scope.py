"""Refusal of a one-word adverb fronted as a topic out of the words it modifies in the
source: out of the scope of a negation ("Immediately, officials at Microsoft ... could not be
reached" for "couldn't be immediately reached": no longer "not immediately", but at once
"not"), or off a predicate adjective it grades ("Cautiously, we are optimistic" for "We are
cautiously optimistic": the caution was the optimism's, not a manner of being); and a
manner adverb fronted at all ("Staunchly, many conservatives opposed condom programs",
"Personally, the matriarch ... was thanked": realize_adverb_words.FRONTABLE_ADVERBS)."""

from __future__ import annotations

from itertools import pairwise

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_adverb_words import FRONTABLE_ADVERBS
from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node, Source

__all__ = ["refuse_adverb_out_of_scope"]

_NEGATORS = frozenset({"not", "n't", "never"})
_BE = frozenset({"is", "are", "was", "were", "am", "be", "been", "'s", "'re", "'m"})
_CLAUSE_BREAKS = frozenset({",", ";", ":", "--", "-", '"', "that", "and", "but", "or"})
# Adverbs of comparison that take a preposition's object ("performed similarly to national
# peers", "were tried separately from him"): fronted alone, the phrase is left on the verb
# ("Similarly, Houston fourth-graders also performed to national peers").
_COMPARING_ADVERBS = frozenset({"similarly", "separately", "differently", "independently",
                                "comparably", "equally", "identically"})
_COMPARED_MARKS = frozenset({"to", "from", "with", "than"})


def refuse_adverb_out_of_scope(lead: str, clause: Node, source: Source | None) -> None:
    """Refuse fronting ``lead``, a one-word adverb of ``clause``, that says how its act was
    done, or that the source said after a negation of the same clause ("couldn't be
    immediately reached"), or between "be" and the clause's adjective ("are cautiously
    optimistic")."""
    if source is None or " " in lead or not lead.lower().endswith("ly"):
        return
    tokens = [t.lower() for t in source.tokens]
    for at, token in enumerate(tokens):
        if token != lead.lower():
            continue
        for k in range(at - 1, max(at - 4, -1), -1):
            if tokens[k] in _CLAUSE_BREAKS:
                break
            if tokens[k] in _NEGATORS:
                raise RealizationRefused("an adverb fronted out of the scope of its negation")
        if token in _COMPARING_ADVERBS and at + 1 < len(tokens) \
                and tokens[at + 1] in _COMPARED_MARKS:
            raise RealizationRefused("an adverb fronted away from the phrase it compares with")
        # (an adjective only: "Eventually, he was taken to London's Hammersmith hospital"
        # for "was eventually taken" reads well)
        head = lemma_pos(tokens[at + 1]) if at + 1 < len(tokens) else frozenset()
        if at > 0 and tokens[at - 1] in _BE and clause.align and clause.align[0] == at + 1 \
                and "ADJ" in head and "VERB" not in head:
            raise RealizationRefused("an adverb fronted off the adjective it grades")
    if lead.lower() not in FRONTABLE_ADVERBS and not any(
            token == lead.lower() and after == "," for token, after in pairwise(tokens)):
        # (one the source fronted itself, "Unfortunately, ...", may stay there)
        raise RealizationRefused("a manner adverb fronted as a topic")
