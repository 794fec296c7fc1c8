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
realize_pied_prepositions'.  A preposition stranded after a passive's participle ("There was
a charge ... that Bishop Thomas O'Brien, 67, was booked on.", 4120) is refused too
(:func:`existential_stranded_passive`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["existential_oblique", "existential_stranded_passive"]

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
# A passive's participle and a preposition of its noun stranded after it, at the end of the
# existential's relative clause: "There was a towel that Brianna, who was in her mother's
# bedroom ..., was covered with." (1432), "There was a charge of leaving the scene of a fatal
# accident that Bishop Thomas O'Brien, 67, was booked on." (4120).  (Not a particle after a
# progressive: "what was going on, he said".)
_STRANDED_PASSIVE = re.compile(r"\b(?:is|are|was|were|been|be) \w+ed (with|on|in|at|by|of|"
                               r"about)([,.]|\s--)(?:\s|$)")
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


def existential_stranded_passive(text: str, tokens: Sequence[str]) -> str | None:
    """"PARTICIPLE PREPOSITION" where ``text``'s existential ends its relative clause on a
    passive's participle and its stranded preposition, the noun that preposition's object;
    None otherwise.  The pied "with which" reads as stilted, the stranded one as a riddle
    whose answer came first, and the parse's errors gather in these clauses (1432's towel is
    what covered the girl, said after an aside that swallowed half the sentence).

    >>> existential_stranded_passive("There was a charge that O'Brien, 67, was booked on.", [])
    'booked on'
    >>> existential_stranded_passive("There were passengers who were evacuated, although they "
    ...                              "were not told what was going on, he said.", [])
    >>> existential_stranded_passive("It was a towel that she was covered with.", [])
    """
    opening = _OPENING.match(text)
    if opening is None:
        return None
    stranded = _STRANDED_PASSIVE.search(text, opening.end())
    if stranded is None:
        return None
    return " ".join(stranded.group(0).split()[1:3]).rstrip(",.")
