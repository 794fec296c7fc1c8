"""A rebuilt text that takes the source's negative subject ("no one", "no company employee",
"none of ...", "neither ... nor ...") out of its place before the verb: into a passive's
"by" phrase, or into the clause after a cleft's or an existential's focus.

A negative subject denies the whole clause; said after another noun that the text has
already put forward, it denies less, or something else: "There is an individual target
letter that no company employee has received at this time" asserts a letter that "No
company employee has received an individual target letter" never did (MRPC train 715);
"Blood, bones or any other trace of the child has been found by no one" and "It is blood,
bones, or any other trace of the child that no one has found" leave "any" outside the
denial that allows it (4465); "He was picked by none of Dean's opponents as someone to
party" (2304), "He was known by neither the girl nor her family, and yet police believed
Cruz ..." (265) read as broken.  Such a text is refused (an entry of realize_source_faults'
table, rebuilt texts only).  A negative the source said in that place itself is left, as
is a pseudo-cleft's ("What no pill is ever expected to do is replace earplugs", 180: its
subject stays before its verb) and "no longer".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["demoted_negative_subject"]

# A negative quantifier that opens a noun phrase ("no one", "none of", "neither the girl");
# "no longer", "no more", "no less" and "no later" are adverbs or comparisons.
_NEGATIVE = r"(?:no(?! (?:longer|more|less|later|sooner)\b)|none|nobody|nothing|neither)\b"
# A passive's agent, or the first word of the clause after a cleft's or an existential's
# focus.
_DEMOTED = (
    re.compile(rf"\bby {_NEGATIVE}"),
    re.compile(rf"^(?:(?:But|And|However), )?(?:But |And )?It (?:is|was|will be|has been) .+? "
               rf"((?:that|who|whom) {_NEGATIVE})"),
    re.compile(rf"^(?:(?:But|And|However), )?(?:But |And )?There (?:is|are|was|were|will be"
               rf"|has been|have been) .+? ((?:that|who|whom|which) {_NEGATIVE})"),
)


def demoted_negative_subject(text: str, tokens: Sequence[str]) -> str | None:
    """The "by NEGATIVE" or "that NEGATIVE" of ``text`` that says a negative subject after
    a passive's verb or a cleft's or existential's focus, where the source (``tokens``) did
    not say it so, or None.

    >>> demoted_negative_subject(
    ...     "There is an individual target letter that no company employee has received.",
    ...     "No company employee has received an individual target letter .".split())
    'that no'
    >>> demoted_negative_subject("What no pill is expected to do is replace earplugs.",
    ...     "No pill is expected to replace earplugs .".split())
    >>> demoted_negative_subject("It is Spike Lee who no longer believes it.",
    ...     "Spike Lee no longer believes it .".split())
    """
    source = lowered_text(tokens)
    for pattern in _DEMOTED:
        found = pattern.search(text)
        if found is None:
            continue
        said = found.group(found.lastindex or 0)
        if said.lower() not in source:
            return said
    return None
