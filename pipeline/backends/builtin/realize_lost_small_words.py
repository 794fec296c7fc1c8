"""Prepositions, particles and connectives a rebuilt text lost.

The parse carries some of the source's small words only as roles, and some not at all:
"Charlie Chan is off the case" parsed without "off", "declared Nowitzki out", "push the
measure through", "ended mostly tighter amid slumping Treasuries".  A text rebuilt from
such a graph reads fluently and says something else ("For the Fox Movie Channel, Charlie
Chan is the case", "It was Coach Don Nelson who declared Nowitzki at the team's morning
shootaround").  The words here change the meaning when lost; the role markers ("of",
"in", "at", "to", "for", "by", "with", "from", "on") are said again from the roles, in
whatever form the new construction needs, and are not checked.  A conditional or a
negated coordination lost its meaning with its connective: "... on the constitution
necessary" for "if necessary", "or Dean was asked that question" for "nor was Dean asked".
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from pipeline.backends.builtin.realize_tree import occurrences

__all__ = ["lost_small_word"]

# Prepositions, verb particles and connectives whose loss changes what a sentence says.
MEANINGFUL_SMALL_WORDS = frozenset([
    "off", "out", "up", "down", "away", "back", "over", "under", "through", "against",
    "without", "beyond", "below", "above", "amid", "amidst", "around", "behind", "into",
    "onto", "toward", "towards", "across", "along", "among", "between", "throughout",
    "within", "despite", "except", "unlike", "before", "after", "until", "till", "via",
    "per", "since", "aboard", "alongside", "atop", "beneath", "beside", "besides", "inside",
    "outside", "near", "underneath", "upon",
    # connectives: a condition, a negated coordination
    "if", "unless", "nor"])
# Words a rebuilt text may say in a lost one's place (the parse's reading of it): "over
# 100 people" said "more than 100 people", a causal "since" said "because" or "so".
_SAID_INSTEAD = {
    "over": ("more than",), "under": ("less than", "fewer than"),
    "around": ("about", "approximately"), "since": ("because", "so", "as", "since then"),
    "per": ("a", "an", "each"), "until": ("till",), "till": ("until",),
    "toward": ("towards",), "towards": ("toward",), "amid": ("amidst",),
    "amidst": ("amid",),
    # "threatening trade sanctions unless the subsidies are repealed" said "if the subsidies
    # are not repealed"; "nor was Dean asked" said "and Dean was not asked"
    "unless": ("if",), "nor": ("neither", "not"), "if": ("whether",)}


def _count(phrase: str, words: Sequence[str]) -> int:
    return sum(1 for _ in occurrences(phrase.split(), words))


def lost_small_word(text: str, tokens: Sequence[str]) -> str | None:
    """The first of :data:`MEANINGFUL_SMALL_WORDS` that the source (``tokens``) says
    more often than ``text`` does, with nothing said in its place, or None.

    >>> tokens = "Charlie Chan is off the case for the Fox Movie Channel .".split()
    >>> lost_small_word("For the Fox Movie Channel, Charlie Chan is the case.", tokens)
    'off'
    >>> lost_small_word("For the Fox Movie Channel, Charlie Chan is off the case.", tokens)
    >>> tokens = "Shares rose 3 per cent after the news .".split()
    >>> lost_small_word("After the news, shares rose 3 percent.", tokens)
    """
    source = [t.lower() for t in tokens]
    said = re.findall(r"[a-z]+", text.lower())
    have, want = Counter(said), Counter(source)
    for word in MEANINGFUL_SMALL_WORDS & set(source):
        lost = want[word] - have[word]
        if word == "per":  # "per cent" said "percent"; "the price per valve" said "the valve price"
            lost -= _count("per cent", source) - max(0, _count("per cent", said))
            lost -= sum(1 for k, token in enumerate(source[1:-1], start=1)
                        if token == "per" and _count(f"{source[k + 1]} {source[k - 1]}", said))
        elif word == "along":  # "enshrined along with astronauts" said "with astronauts"
            lost -= _count("along with", source)
        if lost <= 0:
            continue
        instead = sum(max(0, _count(alt, said) - _count(alt, source))
                      for alt in _SAID_INSTEAD.get(word, ()))
        if lost > instead:
            return word
    return None
