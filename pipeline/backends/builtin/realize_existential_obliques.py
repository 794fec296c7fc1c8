"""An existential on the noun of a goal, source or cause the source said with its
preposition, its relative clause opening on that preposition: "There is a halt to which
fridges and air conditioners have stuttered ..." (833, for "have stuttered to a halt"),
"There were authorities to which Bryant surrendered on Friday" (2231), "There was a Nasdaq
close of $28.91 from which shares in Microsoft slipped 4.7 percent" (1125), "There was an
injunction for which US District Judge ... denied their motion" (3407, the motion's
"for"), and a measure or time said as a place: "There was a brisk pace at which buyers
snapped up new and existing homes" (1478), "There is a sensitive time for Microsoft at
which the appeals court hearing comes" (4267); and the preposition stranded at the clause's
end ("There are counties that recall advocates have turned in 1.6 million signatures to,
they say.", 314).

An existential brings its noun into the discourse as a thing there is; a goal, source or
measure of an event is no such thing, and the text reads as a riddle, breaks an idiom
("stuttered to a halt") or takes the preposition from another word ("motion for an
injunction").  Such a text is refused (a row at the end of realize_source_faults' table,
rebuilt texts only).  A place or occasion said with "at", "in" or "on" ("There was a
conference in Japan at which Intel scientists presented ...", "There was a car in Gaza
City on which ...") is left; a preposition the source did not say before the noun is
realize_pied_prepositions'."""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["existential_oblique"]

# Prepositions of a goal, source or cause.
_OBLIQUE = frozenset(["to", "from", "for", "toward", "towards", "into", "onto"])
# Nouns of a measure or time that "at which" says as a place ("a brisk pace at which").
_MEASURE_PLACES = frozenset(["pace", "rate", "time", "level", "price", "speed", "moment",
                             "point", "cost"])
# The same preposition stranded at the end of the relative clause, before a mark or the end:
# "There are counties that recall advocates have turned in 1.6 million signatures to, they
# say." (314), "There was another party that they belonged to, or they had no affiliation"
# (2257).
_STRANDED = re.compile(r"\b(" + "|".join(sorted(_OBLIQUE)) + r")([,.]|\s--)(?:\s|$)")
_OPENING = re.compile(r"^(?:[^,]*, )?there (?:was|were|is|are) ", re.IGNORECASE)


def existential_oblique(text: str, tokens: Sequence[str]) -> str | None:
    """"PREPOSITION which" where ``text``'s existential says its noun as a goal, source or
    cause, or a measure "at which" (see the module docstring); None otherwise.

    >>> existential_oblique("There is a halt to which fridges have stuttered.", [])
    'to which'
    >>> existential_oblique("There are counties that advocates have turned them in to, they say.",
    ...                     [])
    '... to'
    >>> existential_oblique("There was a brisk pace at which buyers snapped up homes.", [])
    'at which'
    >>> existential_oblique("There is a sensitive time for Microsoft at which it comes.", [])
    'at which'
    >>> existential_oblique("There was a conference in Japan at which Intel presented it.", [])
    >>> existential_oblique("There was a car on which helicopters rained missiles.", [])
    >>> existential_oblique("It was the trust to which he gave shares.", [])
    """
    opening = _OPENING.match(text)
    if opening is None:
        return None
    rest = text[opening.end():]
    stranded = _STRANDED.search(rest)
    if stranded is not None:
        return f"... {stranded.group(1)}"
    clause = re.search(r"\b(\w+) (\w+) (?:which|whom)\b", rest)
    if clause is None or re.search(r"\b(?:that|who|which|whom)\b", rest[:clause.start()]):
        return None  # (the existential's own relative clause comes first)
    noun = {w.lower() for w in re.findall(r"\w+", rest[:clause.end()])}
    preposition = clause.group(2).lower()
    if preposition in _OBLIQUE or (preposition == "at" and noun & _MEASURE_PLACES):
        return f"{preposition} which"
    return None
