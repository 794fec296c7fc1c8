"""A prepositional phrase the source contrasts with what its clause said before it, said
with its "but".

"U.S. manufacturing growth expanded for the third straight month in September but at a
slower pace": spaCy hangs "but" on the verb as a coordinator with no conjunct, and the
phrase on the verb as any other ("at a slower pace", :location); no rule gives such a
"but" a node, so every rebuilt focus was refused ("the parse dropped 'but' of the
source").  The word belongs to the phrase, not the clause: the realizer reads a phrase's
preposition back from the source
(:meth:`~pipeline.backends.builtin.realize_source_context.SourceContext.source_preposition_at`),
and an unparsed "but" right before it is read back with it, as
:mod:`~pipeline.backends.builtin.realize_preposition_adverbs` reads "mostly" of "mostly in
Asia".  The contrast holds only after what it contrasts with: a text that moves the phrase
away from the source's word before "but" ("grew but at a slower rate for the third
consecutive month", "But at a slower pace, ... expanded", "It was but at a slower pace
that ...") is refused (:func:`moved_contrast`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["contrast_lead", "moved_contrast"]


def contrast_lead(tokens: Sequence[str], owner: Mapping[int, str], at: int) -> str | None:
    """"but" when an unparsed "but" stands right before the preposition at token ``at``
    and after a word of the clause ("in September but at a slower pace", "quickly, but in
    a steady voice"), else None.

    >>> contrast_lead(["grew", "in", "September", "but", "at", "a", "slower", "pace"], {}, 4)
    'but'
    >>> contrast_lead(["grew", "in", "September", "but", "at", "a", "pace"], {3: "c"}, 4) is None
    True
    >>> contrast_lead(["But", "at", "home", ",", "he", "lost"], {}, 1) is None
    True
    """
    if at < 2 or tokens[at - 1].lower() != "but" or owner.get(at - 1) is not None:
        return None
    return "but" if tokens[at - 2] == "," or tokens[at - 2][:1].isalnum() else None


def moved_contrast(text: str, tokens: Sequence[str], owner: Mapping[int, str]) -> str | None:
    """The source's "but <preposition>" that ``text`` says away from the word the source
    said before it (see the module docstring), or None.

    >>> src = "It grew for a month in September , but at a slower rate .".split()
    >>> moved_contrast("It grew for a month in September but at a slower rate.", src, {})
    >>> moved_contrast("It grew but at a slower rate for a month in September.", src, {})
    'but at'
    >>> moved_contrast("It grew for a month in September at a slower rate.", src, {})
    """
    for i in range(2, len(tokens) - 1):
        word = tokens[i + 1].lower()
        if word not in PREPOSITIONS or contrast_lead(tokens, owner, i + 1) is None:
            continue
        phrase = f"but {word}"
        if not re.search(rf"(?i)\b{phrase}\b", text):
            continue
        before = tokens[i - 2] if tokens[i - 1] == "," else tokens[i - 1]
        if not re.search(rf"(?i)(?<![\w-]){re.escape(before)},? {phrase}\b", text):
            return phrase
    return None
