"""A rebuilt cleft on a shared subject's object or adjunct whose second clause takes a
pronoun that could stand for the cleft's focus as well as for the subject.

"X did A and did B" clefted on A's object says the shared subject again as a pronoun before
the second verb, and the focus, said first, is the nearer noun it may stand for: "It was the
progress against the dollar that the pound also made, and it reached fresh three-year highs"
(the progress or the pound?), "It is MSN TV that WebTV is called today, and it was sold to
Microsoft".  realize_shared_noun_subject gives way to the subject said again where a noun
of the first clause could take its pronoun (the split and the concessive); a cleft says
its focus before either, so such a text is refused (an entry of realize_source_faults'
table, rebuilt texts only).  A pronoun the source said itself ("..., and it ...") is left,
as is a focus of another number or person than the pronoun ("It was smashed cars ... that
the staged scene featured, and it scattered debris") or a time ("It was yesterday that").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.parse_words import TIME_ADVERBS, TIME_NOUNS
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["open_cleft_pronoun"]

# "It was FOCUS that SUBJECT ..., and PRONOUN": a cleft on what is not its subject (the
# word after "that" opens a noun phrase, not a verb group).
_OBJECT_CLEFT = re.compile(
    r"^It (?:is|was) (?:(?:to|in|on|at|from|for|with|by|of|into) )?(?P<focus>[^,]+?) "
    r"(?P<rel>that|who|whom) (?P<next>\S+) .*?, (?:and|but) (?P<pronoun>it|they) \w+")
# Words that open a noun phrase after the cleft's "that" (a capital too: a name).
_NOUN_OPENERS = frozenset(["the", "a", "an", "its", "his", "her", "their", "this", "these",
                           "those", "some", "it", "he", "she", "they", "we", "i", "you"])
# A plural head: a last word in "-s" (not "-ss", "-is", "-us": "class", "analysis", "status")
# or a coordination.
_PLURAL_HEAD = re.compile(r"(?:[^siu]s|\band \w+)$")


def _head_phrase(focus: str) -> str:
    """The focus up to its head noun: without the phrase a preposition or an '-ing' word opens
    after it ("California's law banning certain assault weapons" -> "California's law"), whose
    last noun says nothing of the head's number."""
    words = focus.split()
    for at in range(1, len(words)):
        if words[at].lower() in PREPOSITIONS or words[at].endswith("ing"):
            return " ".join(words[:at])
    return focus


def open_cleft_pronoun(text: str, tokens: Sequence[str]) -> str | None:
    """"FOCUS ... PRONOUN" where ``text`` clefts on a noun other than its subject that the
    pronoun it says before its second clause could stand for, a pronoun the source
    (``tokens``) did not say after its "and" or "but"; or None.

    >>> open_cleft_pronoun("It is MSN TV that WebTV is called today, and it was sold to "
    ...     "Microsoft.", "WebTV was sold to Microsoft and is called MSN TV today .".split())
    'MSN TV ... it'
    >>> open_cleft_pronoun("It was smashed cars that the scene featured, and it scattered "
    ...     "debris.", "The scene featured smashed cars and scattered debris .".split())

    The head's number is read before the words after it (MRPC train 3444):

    >>> open_cleft_pronoun("It was California's law banning certain assault weapons that the "
    ...     "decision upheld, and it revived the debate.",
    ...     "The decision upheld California 's law banning certain assault weapons and "
    ...     "revived the debate .".split())
    "California's law banning certain assault weapons ... it"
    """
    found = _OBJECT_CLEFT.match(text)
    if found is None:
        return None
    after = found.group("next")
    if after.lower() not in _NOUN_OPENERS and not after[:1].isupper():
        return None  # a cleft on the subject: the pronoun's one noun
    pronoun, focus = found.group("pronoun"), found.group("focus")
    lowered = lowered_tokens(tokens)
    if any(lowered[k] in ("and", "but") and lowered[k + 1] == pronoun
           for k in range(len(lowered) - 1)):
        return None  # the source's own pronoun
    if focus.split()[-1].lower() in TIME_ADVERBS | TIME_NOUNS:
        return None  # a time ("It was yesterday that ...") is no one a pronoun stands for
    many = bool(_PLURAL_HEAD.search(_head_phrase(focus)))
    if (pronoun == "they") != many or (pronoun == "it" and found.group("rel") != "that"):
        return None
    return f"{focus} ... {pronoun}"
