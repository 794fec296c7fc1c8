"""A rebuilt text that spells out a contraction of a title or brand the source wrote
capitalized mid-sentence: "It was Unilever Bestfoods that said Wednesday it would strip trans
fats from it I can not believe it is not Butter spreads ..." for "its I Can't Believe It's Not
Butter spreads" (MRPC train 3261).  The title's words are a name; spelled out and read as a
clause ("I can not believe it is not butter"), the text says something else.  Such a text is
refused (a row at the end of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS

__all__ = ["expanded_title_contraction"]

# Contractions spaCy splits off their first part ("Ca n't", "It 's")
_CONTRACTION_TAILS = frozenset(["n't", "'re", "'ll", "'ve", "'m", "'d"])
_PRONOUN_IS = frozenset(["It", "That", "There", "He", "She", "What", "Who", "Here", "Let"])
# The marks after which a capital opens a sentence
_SENTENCE_MARKS = frozenset([".", "?", "!", ":", ";", "--"])


def expanded_title_contraction(text: str, tokens: Sequence[str]) -> str | None:
    """A contraction the source wrote capitalized inside a title or brand ("I Can't Believe
    It's Not Butter") that ``text`` does not say as the source wrote it, or None.  A
    capitalized contraction after an opening quotation mark or the source's start opens a
    sentence, and one of "I" is no title's: either may be spelled out.

    >>> source = "Unilever said it would strip trans fats from its I Ca n't Believe It 's Not"
    >>> expanded_title_contraction("It was Unilever that said it would strip trans fats from"
    ...     " it I can not believe it is not Butter spreads.", (source + " Butter spreads .").split())
    "Can't"
    >>> expanded_title_contraction("He said he did not.", "He said he did n't .".split())
    """
    for at in range(2, len(tokens)):
        head, tail = tokens[at - 1], tokens[at]
        if not head[:1].isupper() or head == "I" or tokens[at - 2] in ANY_QUOTE_MARKS \
                or tokens[at - 2] in _SENTENCE_MARKS:
            continue
        if tail in _CONTRACTION_TAILS or (tail == "'s" and head in _PRONOUN_IS):
            said = head + tail
            if said not in text:
                return said
    return None
