"""Pied-piping: a relative clause's or a cleft's preposition said before its gap.

A relative clause or a cleft built on a noun the source reached through a preposition
leaves that preposition behind ("the prison that he was sent to"). English strands it
only where it closes the clause, right after what it belongs to. Said anywhere else it
reads as a broken phrase, and the clause then takes the preposition along:

* Followed by more of the clause: "It was the annual meeting of the Radiological Society
  of North America in Chicago that both sets of findings were presented at Monday" for
  "were presented Monday at the annual meeting ...": "It was at the annual meeting ...
  that both sets of findings were presented Monday"; "It was Elpida Memory who Intel
  invested $123 million in over two funding rounds earlier this year": "It was in Elpida
  Memory that Intel invested $123 million over two funding rounds earlier this year".
* A place or a time after a relative pronoun: "Colorado, which the outbreak was
  particularly intense in" for "The outbreak was particularly intense in Colorado":
  "Colorado, in which the outbreak was particularly intense". A verb's own preposition
  still strands there ("the 3rd Armored Cavalry Regiment, which Quinn was assigned to").

A cleft takes the preposition before its focus ("It was at ... that"); any other relative
clause before its relative pronoun ("in which", "to whom").
"""

from __future__ import annotations

import re

# Prepositions that move along with their noun. Not "of" in a cleft ("It was of fraud
# that ..."), not "as" ("as which"), nor the particles and comparison words that
# stranded_preposition may hand on ("out", "off", "than", "like").
_PIPED = frozenset(["to", "in", "on", "at", "for", "with", "from", "into", "onto", "about",
                    "over", "under", "through", "after", "before", "since", "until",
                    "during", "within", "among", "between", "against", "toward", "towards",
                    "upon", "across", "behind", "beyond", "near", "around", "throughout",
                    "amid", "along", "inside", "outside"])
# The prepositions of a place or a time: a relative pronoun takes them along even at the
# clause's end ("in which the outbreak was particularly intense").
_CIRCUMSTANTIAL = frozenset(["in", "at", "during", "throughout", "within", "amid"])
# The prepositions that order a time against another: never stranded, not even closing a
# cleft ("It was hours of debate that the Senate passed the reform package 32-4 after").
_TIME_ORDER = frozenset(["after", "before", "since", "until", "during"])


def pipes_preposition(prep: str, *, followed: bool, cleft: bool) -> bool:
    """Whether the stranded ``prep`` of a relative clause goes before the gap: where more
    of the clause ``followed`` it, or (not in a ``cleft``) where it says a place or time.

    >>> pipes_preposition("at", followed=True, cleft=True)
    True
    >>> pipes_preposition("to", followed=False, cleft=True)
    False
    >>> pipes_preposition("in", followed=False, cleft=False)
    True
    >>> pipes_preposition("of", followed=True, cleft=True)
    False
    >>> pipes_preposition("after", followed=False, cleft=True)
    True
    >>> pipes_preposition("as", followed=False, cleft=True)
    True
    """
    if prep == "as":
        # "It was as Alex that he greeted the mayor of Miami", not "It was Alex that he
        # greeted the mayor of Miami, Manny Diaz, as" (a relative pronoun takes no "as":
        # "as which")
        return cleft
    if prep not in _PIPED and not (prep == "of" and not cleft):
        return False
    return followed or (not cleft and prep in _CIRCUMSTANTIAL) or prep in _TIME_ORDER


def piped_relative(prep: str, relative: str, human: bool) -> str:
    """The relative pronoun with its preposition before it: "in which", "to whom".

    >>> piped_relative("in", "that", False)
    'in which'
    >>> piped_relative("with", "who", True)
    'with whom'
    """
    return f"{prep} {'whom' if relative == 'who' or human else 'which'}"


def followed_in_clause(tail: list[str]) -> bool:
    """Whether the words said after a stranded preposition (``tail``: the clause's own
    modifiers, its quotation) go on with the clause; a parenthetical (", Burg said", ",
    which ...") leaves the preposition closing it."""
    return any(t and not t.startswith(",") for t in tail)


# A number or an amount as a cleft's focus: realize_focus_tails refuses it stranded ("It was
# $1.99 that shares of Cellegy plunged about"); taken along, it reads no better ("It was at
# 2003 Tech Ed that the news will be announced").
# (as realize_focus_tails reads one: up to a comma, "more than 200 mortgage brokers, banks
# and other lenders" is a list)
_NUMBER = re.compile(r"^(?:about |some |nearly |almost |more than |less than )?[$€£]?\d(?:[^,]|,\d)*$")


# A relative clause the focus already has: a second one, piped, reads as the first one's
# ("There was a campground in nearby Devore, where a wall of mud destroyed 32 trailers from
# which two other bodies were recovered on Friday").
_OWN_RELATIVE = re.compile(r"\b(?:where|which|who|whom|whose|that|when)\b")


def piped_front(focus: str) -> list[str] | None:
    """The list a cleft on ``focus`` hands to Clauses.clause for its preposition; None
    where the focus is a number, whose preposition stays stranded (and refused), or has a
    relative clause of its own.

    >>> piped_front("the annual meeting")
    []
    >>> piped_front("$16.90 in Toronto")
    >>> piped_front("more than 200 mortgage brokers, banks and other lenders")
    []
    >>> piped_front("Kennedy International Airport, where it had up and disappeared")
    """
    return None if _NUMBER.match(focus) or not pipes_after(focus) else []


def pipes_after(host: str) -> bool:
    """Whether a relative clause on ``host`` may take its preposition along: not where
    ``host`` has a relative clause of its own.

    >>> pipes_after("a campground in nearby Devore, where a wall of mud destroyed 32 trailers")
    False
    """
    return _OWN_RELATIVE.search(host) is None
