"""A rebuilt cleft or existential whose focus runs a second noun phrase into the first with
no word between them: "There was an unconstitutional promotion of religion the monument
that a US district judge ruled" (MRPC train 32: the copula's subject said after its
predicate noun), "There is an overall package the result that will provide ..." (2024),
"There is a buffer overrun the first vulnerability that results from ..." (3265), "It was
BaFin and head Robin Saunders the principal finance group that were not available"
(1339), "It was corporate governance an advocate that Mr. McCall ... styled himself"
(4395), "It was during the recording of Saturday a Christmas concert ..., night that"
(901).  The focus of such a text reads as broken, so it is refused (an entry of
realize_source_faults' table, rebuilt texts only).  A word the source itself said before
that article ("outside the court") is left, as is a verb form or number before it ("a
report released the day before", "the 2 a.m. show").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_source_tokens import lowered_text

__all__ = ["noun_run_into_focus"]

# The focus of a cleft ("It was FOCUS that") or an existential ("There is FOCUS that").
_FOCUS = re.compile(r"^(?:(?:But|And|However|Instead), )?(?:There (?:is|are|was|were)"
                    r"|It (?:is|was)) (?P<focus>.+?) (?:that|who|which) ")
# A word followed by an article inside the focus, a closing quotation mark between them
# ('There was a "terrorist attack" the helicopter strike that ...').
_BEFORE_ARTICLE = re.compile(r"([\w-]+)[\"\u201d]? (the|a|an) ")
# Endings of a participle or gerund, which may take an object ("giving the", "released
# the"), and of "-en" past participles ("taken the").
_VERB_ENDINGS = ("ing", "ed", "en")


def noun_run_into_focus(text: str, tokens: Sequence[str]) -> str | None:
    """The "WORD ARTICLE" of a cleft's or existential's focus in ``text`` where the source
    (``tokens``) never said that word before that article, or None.

    >>> noun_run_into_focus(
    ...     "There is an overall package the result that will provide growth.",
    ...     "The result is an overall package that will provide growth .".split())
    'package the'
    >>> noun_run_into_focus(
    ...     "It was outside the court that Sriyanto denied it.",
    ...     "Outside the court , Sriyanto denied it .".split())
    """
    found = _FOCUS.match(text)
    if found is None:
        return None
    source = lowered_text(tokens)
    for pair in _BEFORE_ARTICLE.finditer(found.group("focus") + " "):
        word = pair.group(1)
        if word.lower() in FUNCTION_WORDS or word.endswith(_VERB_ENDINGS) \
                or word[:1].isdigit():
            continue
        said = f"{word} {pair.group(2)}"
        if said.lower() not in source:
            return said
    return None
