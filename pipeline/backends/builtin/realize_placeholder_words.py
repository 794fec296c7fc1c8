"""A rebuilt text that says a placeholder concept's word the source never said: "thing",
"someone", "something".

The parse stands a concept for what it could not read ("thing" for a quoted verb phrase, the
word of a name node for "her name"), and the realizer says it: "But the department woefully
underestimates thing the changes that would occur ..." for "the department ''woefully
underestimates'' the changes", "Jane Doe's lawyers asked Verizon to withhold someone" for
"to withhold her name" (MRPC train 3199, 3566).  The word fills a slot the source filled with
words of its own, so the text says less, or else, than the source.  Such a text is refused
(an entry of realize_source_faults' table, rebuilt texts only): a placeholder word no
form of which the source says.

The realizer also says "it" for an object the parse left with no words (a gapped or lost
argument): "Viacom was prevented by Lee, who won a preliminary injunction in New York it on
Thursday, ..." (MRPC train 496), "... who have searched nearby parts of Long Island Sound it
since then" (2360), "The Fed ... said it in a statement: ..." (4330), "who was arrested on
it yesterday" (6143).  An "it" the source never said, after a word and before no verb, is
refused the same way; one before "as" ("others condemned it as a 'rebellion ...'", 6609,
where it stands for the noun said before it) is left; "was sentenced to 37 months for it by
U.S. District Judge ..." (3471, readable) is refused with the rest.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_text, lowered_tokens

__all__ = ["unsaid_object_it", "unsaid_placeholder"]

# The words the realizer says for a concept with no words of its own.
_PLACEHOLDERS = ("thing", "someone", "something", "somebody", "None")


def unsaid_placeholder(text: str, tokens: Sequence[str]) -> str | None:
    """The placeholder word ``text`` says that the source (``tokens``) does not, or None.

    >>> unsaid_placeholder("Jane Doe's lawyers asked Verizon to withhold someone.",
    ...     "She said Jane Doe 's lawyers asked Verizon to withhold her name .".split())
    'someone'
    >>> unsaid_placeholder("Someone had broken in, police said.",
    ...     "Police said someone had broken in .".split())
    """
    said = lowered_text(tokens)
    for word in _PLACEHOLDERS:
        if re.search(rf"\b{word}\b", text, 0 if word == "None" else re.I) \
                and not re.search(rf"\b{word.lower()}", said):
            return word
    return None


# "it" between a word and the next, as an object the source said no "it" for.
_OBJECT_IT = re.compile(r"\b[\w'-]+ it ([\w'-]+)")
# Words after an object "it" that read well: a verb's complement or clause.
_AFTER_IT = frozenset(["as", "to", "that", "is", "was", "has", "had", "will", "would", "could",
                       "can", "may", "might", "should", "must", "does", "did", "also",
                       "still", "not", "and", "or", "but"])


def unsaid_object_it(text: str, tokens: Sequence[str]) -> str | None:
    """The "it NEXT" of ``text``, an "it" before no verb where the source (``tokens``) says
    no "it" nor "its", or None.

    >>> unsaid_object_it("Police divers have searched those waters it since then.",
    ...     "Since then , police divers have searched those waters .".split())
    'it since'
    >>> unsaid_object_it("Others condemned it as a rebellion.",
    ...     "It was condemned by others as a rebellion .".split())
    >>> unsaid_object_it("Others condemned it as a rebellion.",
    ...     "The election was condemned by others as a rebellion .".split())
    """
    if {"it", "its", "it's"} & set(lowered_tokens(tokens)):
        return None
    for found in _OBJECT_IT.finditer(text):
        after = found.group(1).lower()
        pos = lemma_pos(after)
        if after in _AFTER_IT or "VERB" in pos or "AUX" in pos:
            continue
        return f"it {found.group(1)}"
    return None
