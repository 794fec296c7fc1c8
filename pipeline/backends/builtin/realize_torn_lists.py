"""A rebuilt text that runs two members of the source's list together without their comma.

The source's list of short members ("anti-virus, anti-spam and content-filtering
products", "the Bureau of Alcohol, Tobacco, Firearms and Explosives", "22 suspected cases
had been reported in Wisconsin, 10 in Indiana and five in Illinois") keeps its commas in
a text read from the source's words, but a rebuilt text said from the graph may drop one:
"It is GeCAD ... that provides anti-virus anti-spam and content-filtering products ...",
"It was Bureau of Alcohol Tobacco Firearms and Explosives that said ...", "... had been
reported as of yesterday afternoon in Wisconsin 10 in Indiana and five in Illinois."  Two
members said as one read as one thing ("anti-virus anti-spam"), or as a number of the word
before ("Wisconsin 10").  Such a text is refused.

A list comma is one followed by members of one to four words, each closed by a comma,
until "and" or "or" ("A, B and C", "A, B, C, and D"); the member before it is whatever
comes first, so an opening phrase the parse took for one ("In neighboring Turkey, Iraqi,
U.S. and Turkish officials") counts too, and its run-together text ("It was Turkey Iraqi,
U.S., and Turkish officials who neighbored ...") goes as well.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES
from pipeline.backends.builtin.parse_words import MOD_ADVERBS, SPATIAL_PREPS
from pipeline.backends.builtin.realize_source_words import NUMBER_WORDS
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["torn_list"]

_JOINERS = frozenset(["and", "or"])
# The most words a list member after a list comma may have ("10 in Indiana").
_MEMBER_WORDS = 4
# Words that open no list member but a phrase or clause after a comma: "on Redwood Road,
# above the ... intersection", "114 incidents, mostly for looting and other thefts", "their
# content, regardless of the source, across different devices and locations", "skeptics
# argue, so do smoking and high cholesterol", "A county firefighter, was struck ... and";
# nor does one after the joiner ("won speedy, House approval in March and was endorsed").
_NO_MEMBER_OPENERS = (PREPOSITIONS | SPATIAL_PREPS | AUXILIARIES | MOD_ADVERBS
                      | frozenset(["so", "regardless"]))


def _member_opener(word: str) -> bool:
    """Whether ``word`` may open a list member (no preposition, auxiliary or adverb)."""
    low = word.lower()
    return word[0].isalnum() and low not in _NO_MEMBER_OPENERS and not low.endswith("ly")


def _list_comma(tokens: Sequence[str], comma: int) -> bool:
    """Whether the comma at ``comma`` is followed by short members, each closed by a comma,
    up to "and"/"or" (module docstring)."""
    start = comma + 1
    while True:
        if start >= len(tokens) or not _member_opener(tokens[start]):
            return False
        end = start
        while end < len(tokens) and tokens[end] not in _JOINERS and tokens[end][0].isalnum():
            end += 1
        if not 1 <= end - start <= _MEMBER_WORDS or end == len(tokens):
            return False
        if tokens[end] == ",":
            end += 1  # "A, B, and C"
        if end < len(tokens) and tokens[end] in _JOINERS:
            return end + 1 < len(tokens) and _member_opener(tokens[end + 1])
        if tokens[end - 1] != ",":
            return False
        start = end


def torn_list(text: str, tokens: Sequence[str]) -> str | None:
    """The two words, last of one member of the source's (``tokens``) list and first of the
    next, that ``text`` says side by side with no comma where the source never does, or
    None (module docstring).

    >>> tokens = ("GeCAD provides anti-virus , anti-spam and content-filtering products "
    ...           "under the name RAV AntiVirus .").split()
    >>> torn_list("It is GeCAD that provides anti-virus anti-spam and content-filtering "
    ...           "products under the name RAV AntiVirus.", tokens)
    'anti-virus anti-spam'
    >>> torn_list("It is GeCAD that provides anti-virus, anti-spam and content-filtering "
    ...           "products under the name RAV AntiVirus.", tokens) is None
    True
    >>> torn_list("It was 22 cases that had been reported in Wisconsin 10 in Indiana and "
    ...     "five in Illinois.", "22 cases had been reported in Wisconsin , 10 in Indiana and "
    ...     "five in Illinois .".split())
    'Wisconsin 10'
    >>> torn_list("It is as Republicans that 41 percent describe themselves 24 percent as "
    ...     "Democrats and 30 percent as Independents.", "41 percent describe themselves as "
    ...     "Republicans , 24 percent as Democrats and 30 percent as Independents .".split())
    'themselves 24'
    >>> torn_list("They reported 114 incidents mostly for looting and other thefts.",
    ...     "They reported 114 incidents , mostly for looting and other thefts .".split())
    >>> torn_list("It was Hewlett-Packard shares that rose 55 cents to $22.86.",
    ...     "Hewlett-Packard shares rose 55 cents , to $ 22.86 , according to Instinet .".split())
    """
    said = set(itertools.pairwise(tokens))
    for comma, token in enumerate(tokens[1:-1], start=1):
        if token != ",":
            continue
        before, after = tokens[comma - 1], tokens[comma + 1]
        if not (before[0].isalnum() and after[0].isalnum()) or (before, after) in said:
            continue
        if not _list_comma(tokens, comma):
            continue
        if re.search(rf"(?<![\w'-]){re.escape(before)} {re.escape(after)}(?![\w'-])", text):
            return f"{before} {after}"
        moved = _member_after_stranger(text, tokens, comma, said)
        if moved is not None:
            return moved
    return None


def _member_after_stranger(text: str, tokens: Sequence[str], comma: int,
                           said: set[tuple[str, str]]) -> str | None:
    """The word and the first word of the member after the list comma at ``comma`` where
    ``text`` says that member, a count and its words ("24 percent as Democrats", "10 in
    Indiana": a gapped clause's; other members open as often a clause of its own after a
    comma the parse took for a list's), right after a word the source never put
    before it and with no comma or joiner between (the first member moved away), or None."""
    end = comma + 1
    while end < len(tokens) and tokens[end] not in _JOINERS and tokens[end][0].isalnum():
        end += 1
    member = tokens[comma + 1:end]
    if len(member) < 2 or not (member[0][:1].isdigit() or member[0].lower() in NUMBER_WORDS):
        return None
    for found in re.finditer(rf"([\w'-]+) {re.escape(' '.join(member))}(?![\w'-])", text):
        word = found.group(1)
        if word.lower() not in _JOINERS and (word, member[0]) not in said:
            return f"{word} {member[0]}"
    return None
