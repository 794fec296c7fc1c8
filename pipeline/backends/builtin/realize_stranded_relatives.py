"""A rebuilt text that says a relative clause after a stranded preposition.

A cleft or declarative that strands a preposition at the end of its clause and then says the
focus's own relative clause after it ("It was this photo that Derrick Todd Lee, 34, is shown
in that the police in Baton Rouge, Monday released.", "It is U.S. plans that Nigeria and
other African oil producers are increasingly important in that lessen dependence ...", "It
was civil rights charges that Nelson, 27, is being retried on that stemmed from the
disturbance ...") reads as broken: the relative clause has lost its noun, which the cleft
took away.  Such a text is refused (an entry of realize_source_faults' table, rebuilt
texts only).  A "that" after a preposition the source said there too ("in that same time",
"At that time", the conjunction "in that") and a demonstrative the source said before the
same word ("That fire charred ..." said "... was charred by that fire") pass, and so does a
cleft's own "that" after a focus ending on a particle ("It was what was going on that
passengers were not told").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["relative_after_preposition"]

# A text that opens as a cleft ("It was ...", "But it is ...", "On Monday, it was ..."):
# its first "that" is the cleft's own.
_CLEFT_OPENING = re.compile(r"(?:[^,]*, |But |And )?[Ii]t (?:is|was|'s|has been|had been|"
                            r"will be|would be) ")
_PREPOSITION_THAT = re.compile(r"\b([A-Za-z]+) (that) ([\w$'-]+)")
_THAT = re.compile(r"\bthat\b")


def relative_after_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """The preposition and "that" that ``text`` says together and the source (``tokens``)
    does not, where the "that" opens a clause, or None.

    >>> relative_after_preposition(
    ...     "It was this photo that Derrick Todd Lee is shown in that the police released.",
    ...     "Derrick Todd Lee is shown in this photo released by the police .".split())
    'in that'
    >>> relative_after_preposition(
    ...     "It was what was going on that passengers were not told.",
    ...     "Passengers were not told what was going on .".split())
    >>> relative_after_preposition("491 homes were destroyed by that fire.",
    ...     "That fire destroyed 491 homes .".split())
    >>> relative_after_preposition("It is the S&P that has gained in that same time.",
    ...     "In that same time , the S&P has gained .".split())
    """
    low = lowered_tokens(tokens)
    cleft_that = None
    cleft = _CLEFT_OPENING.match(text)
    if cleft:
        first = _THAT.search(text, cleft.end())
        cleft_that = first.start() if first else None
    for found in _PREPOSITION_THAT.finditer(text):
        preposition, after = found.group(1).lower(), found.group(3).lower()
        if preposition not in PREPOSITIONS or found.start(2) == cleft_that:
            continue
        if any(low[k] == preposition and low[k + 1] == "that" for k in range(len(low) - 1)):
            continue
        # the source's demonstrative before the same word: at the start, after a
        # preposition or after a mark ("That fire", "in that case", ", that year")
        if any(low[k] == "that" and low[k + 1] == after and (
                k == 0 or low[k - 1] in PREPOSITIONS or not low[k - 1][:1].isalnum())
               for k in range(len(low) - 1)):
            continue
        return f"{preposition} that"
    return None
