"""A rebuilt text that drops an object pronoun the source said after a verb or preposition.

The parse reads an object pronoun as the node it stands for, and a focus or a relative
clause on that node can leave its governor with nothing to govern: "It is scholars ... that
have said the issue of medicating patients ... to execute might present formidable
obstacles" for "to execute them might", "It was Avants that had tubes in his nose and a
portable oxygen tank beside, ..." for "beside him", "With metal finders that rain drove to
shore, divers were scanning ..." for "before rain drove them to shore", "for making to
player being today" for "for making me the player I am today".  Such a text is refused (an
entry of realize_source_faults' table, rebuilt texts only) where the governor is
said with no object after it, before a mark, "to", "and" or a modal, and the text says the
pronoun (in any case: "him" or "he") less often than the source.  A pronoun said as the
subject ("ordered him held" said "He was held ..., as a magistrate ordered") keeps its
count.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["dropped_object_pronoun"]

# Each object pronoun and the other case of the same person ("it" is as often a clause's
# subject after a verb: "said it was too early").
_CASES = {"him": "he", "her": "she", "them": "they", "us": "we", "me": "i"}
# Words before a pronoun that govern none ("more than him", "and them").
_NOT_GOVERNORS = frozenset(["than", "like", "and", "or", "but", "that", "as", "if", "because",
                            "when", "while", "so", "nor"])
# What may follow a governor that lost its object: a mark, an infinitive's "to", a
# coordinator, a modal or a form of "be" ("to execute might present", "beside, wearing").
_AFTER_LOSS = frozenset([".", ",", ";", ":", "to", "and", "might", "would", "will", "could",
                         "can", "may", "must", "should", "is", "was", "are", "were"])
_WORD = re.compile(r"[\w'-]+|[^\w\s]")


def _persons(words: Sequence[str], pronoun: str) -> int:
    return sum(1 for w in words if w in (pronoun, _CASES[pronoun]))


def dropped_object_pronoun(text: str, tokens: Sequence[str]) -> str | None:
    """The source's "GOVERNOR PRONOUN" (``tokens``) whose governor ``text`` says with no
    object where the pronoun is said less often in the text, or None.

    >>> dropped_object_pronoun("He said the issue of medicating patients to execute might "
    ...     "present obstacles.", "He said the issue of medicating patients to execute them "
    ...     "might present obstacles .".split())
    'execute them'
    >>> dropped_object_pronoun("He was held without bail, as a magistrate ordered.",
    ...     "A magistrate ordered him held without bail .".split())
    """
    source = lowered_tokens(tokens)
    said = [w.lower() for w in _WORD.findall(text)]
    for at in range(len(source) - 1):
        governor, pronoun = source[at], source[at + 1]
        if pronoun not in _CASES or governor in _NOT_GOVERNORS \
                or not re.fullmatch(r"[a-z]+", governor):
            continue
        if pronoun == "her" and at + 2 < len(source) and source[at + 2][:1].isalnum():
            continue  # a possessive: "said her father, Bob Schindler"
        if _persons(source, pronoun) <= _persons(said, pronoun):
            continue
        places = [k for k, w in enumerate(said) if w == governor]
        if places and all(k + 1 < len(said) and said[k + 1] != pronoun for k in places) \
                and any(said[k + 1] in _AFTER_LOSS for k in places):
            return f"{tokens[at]} {tokens[at + 1]}"
    return None
