"""A phrase fronted as the topic with another preposition than the source gave its noun.

A fronted topic says its noun with a preposition the realizer picks for the role: the
source's own where it is aligned, else one the role takes.  Where the source's preposition
belonged to the verb ("called on Prime Minister John Howard to establish ...", "talked for
about an hour") or the parse lost it, the picked one says something else: "In Prime Minister
John Howard, he called to establish a royal commission", "At China's mainland, the disease
has killed 300 people" for "throughout China's mainland".  The noun phrase is the source's
own words; only the preposition before it changed (:func:`fronted_preposition_changed`).
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_tree import occurrences
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["fronted_preposition_changed"]


def fronted_preposition_changed(text: str, tokens: Sequence[str]) -> str | None:
    """"<source's preposition> -> <said one>" when ``text`` opens with a preposition and a
    noun phrase of the source (``tokens``) that the source said only after another
    preposition; else None.

    >>> SRC = "He called on Prime Minister John Howard to establish a commission .".split()
    >>> fronted_preposition_changed("In Prime Minister John Howard, he called to establish a commission.", SRC)
    "'on' -> 'in'"
    >>> fronted_preposition_changed("On Friday, he left.", "He left Friday .".split())
    >>> fronted_preposition_changed("In March, it won.", "It won in March .".split())
    """
    lead, _, body = text.partition(", ")
    words = lead.split(" ")
    if not body or len(words) < 2 or words[0].lower() not in PREPOSITIONS:
        return None
    said, phrase = words[0].lower(), [w.lower() for w in words[1:]]
    low = lowered_tokens(tokens)
    other = None
    for k in occurrences(phrase, low):
        if k == 0:
            continue  # no word before it
        if low[k - 1] == said:
            return None  # the source said it so somewhere
        if low[k - 1] in PREPOSITIONS:
            other = low[k - 1]
    return f"{other!r} -> {said!r}" if other else None
