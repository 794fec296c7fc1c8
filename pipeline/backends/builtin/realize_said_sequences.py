"""Word sequences English never says, in a rebuilt sentence whose source did not say them.

A noun phrase the realizer assembled from a garbled parse can put words where no English
puts them: a possessive "'s" after a comma ("It was state attorney of Palm Beach County,
Fla.,'s office that investigated Limbaugh" for "the Palm Beach County, Fla., state
attorney's office"), an article before a pronoun ("Officials were the ones who said the it
elections that U.S. forces organized ..."), a preposition before a modal ("a beauty contest
of may be the first for pixel-perfect pin-ups" for "A beauty contest to be held in Italy
next week may be the first ...").  Each marks a sentence that says its source wrongly
(:func:`impossible_sequence`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["impossible_sequence"]

_IMPOSSIBLE = re.compile(
    r",'s\b"  # a possessive after a comma
    r"|(?i:\b(?:the|a|an) (?:it|he|she|they|we|him|them|us|me)\b)"  # an article before a pronoun
    r"|(?i:\b(?:a|an) such\b)"  # an article before "such" ("There was a such pill")
    # a preposition before a modal, said lower-case (not the month: "On May 1")
    r"|\b(?i:of|in|for|with|at|on|by|from|about) "
    r"(?:may|might|can|could|will|would|should|must|shall)\b")


def impossible_sequence(text: str, tokens: Sequence[str]) -> str | None:
    """The first sequence of ``text`` that English never says and the source (``tokens``)
    did not say either, if any.

    >>> impossible_sequence("It was state attorney of Palm Beach County, Fla.,'s office.", [])
    ",'s"
    >>> impossible_sequence("Officials said the it elections were a step.", [])
    'the it'
    >>> impossible_sequence("There was a beauty contest of may be the first.", [])
    'of may'
    >>> impossible_sequence("There was a such pill that could replace earplugs.", [])
    'a such'
    >>> impossible_sequence("It was the office that investigated him.", [])
    >>> impossible_sequence("On May 1, the period ended.", [])
    """
    source = joined_tokens(tokens).replace(" 's", "'s").replace(" ,", ",")
    for found in _IMPOSSIBLE.finditer(text):
        if found.group().lower() not in source.lower():
            return found.group()
    return None
