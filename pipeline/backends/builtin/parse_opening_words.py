"""The part of speech of the source's opening word, which the realizer cannot read off the
graph: whether its capital is the sentence's only or a name's.

"Partway across the Atlantic, "He just heard two huge bangs ..."": a rebuilt text that says
"Partway" inside the sentence with its capital reads it as a name
(realize_capitalized_openers).  spaCy's tag and dependency of that word tell an adverb,
preposition, conjunction or pronoun from a name; the realizer parsed the source again with
spaCy to learn them.  The parser writes them, as spaCy gave them before any repair re-tags a
word, in the graph's ``::opener`` metadata ("RB advmod"), beside ``::proper``
(parse_proper_openers), and :class:`~pipeline.backends.builtin.realize_tree.Source` reads
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["KEY", "opening_word_tags", "read_opening_word_tags"]

KEY = "opener"


def opening_word_tags(doc: Doc) -> str:
    """The Penn tag and dependency of ``doc``'s first alphabetic word ("RB advmod"), or ""
    when it has none."""
    first = next((token for token in doc if token.is_alpha), None)
    return "" if first is None else f"{first.tag_} {first.dep_}"


def read_opening_word_tags(value: str) -> tuple[str, str] | None:
    """The (tag, dependency) of an ``::opener`` metadata value, or None when it holds none.

    >>> read_opening_word_tags("RB advmod"), read_opening_word_tags("")
    (('RB', 'advmod'), None)
    """
    parts = value.split()
    return (parts[0], parts[1]) if len(parts) == 2 else None
