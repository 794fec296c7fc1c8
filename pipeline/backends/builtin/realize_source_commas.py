"""A comma the source set before a clause's modifier, kept where the modifier still follows
the word it followed.

A clause's modifiers are said after its arguments with spaces alone; a modifier the source
set off with a comma then runs into the phrase before it: "It was the company that said it
now expects second-quarter earnings of 68 cents and 72 cents a share down from its prior
outlook ..." for "... 72 cents a share, down from its prior outlook ...", "It was shares of
BioReliance that sold at $47.98 at the close of market yesterday down 2 cents".  Where the
rebuilt clause still says the modifier right after the source word before that comma, the
comma goes back (:func:`comma_restored`), as it does after an apposition the source closed
with a comma or its end (:func:`closes_apposition`: "Taiwan reported 65 new cases, its
biggest one-day increase yet, yesterday", not "... increase yet yesterday", the day the
increase's; and before a passive's agent or the verb after its subject, realize_clause_tail).  Elsewhere the order is the realizer's own, and
a comma of the source may not fit it.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_words import PREPOSITIONS, SUBORDINATORS

__all__ = ["closes_apposition", "comma_restored"]

# Words that open a modifier the source may set off with a comma ("a share, down from its
# prior outlook", "with contributions from 262,000 Americans", "while 8 percent intended").
# (and an adverb in -ly: "released on bail, evidently unaware they had left")
_ADVERBIAL_OPENERS = PREPOSITIONS | SUBORDINATORS | frozenset(["up", "down", "just"])

# Words that open an apposition ("65 new cases, its biggest one-day increase yet").
_APPOSITION_OPENERS = frozenset(["the", "a", "an", "its", "his", "her", "their", "our", "one"])


def comma_restored(tokens: list[str], before: str, text: str, start: int | None) -> str:
    """``text`` (a modifier whose phrase starts at source token ``start``, said right after
    the words ``before``) with a comma before it where the source had one between the last
    word of ``before`` and the modifier's first word.

    >>> tokens = "sales rose 3 cents a share , down from 5 cents .".split()
    >>> comma_restored(tokens, "3 cents a share", "down from 5 cents", 7)
    ', down from 5 cents'
    >>> comma_restored(tokens, "3 cents", "down from 5 cents", 7)
    'down from 5 cents'
    >>> tokens = "Yesterday , Taiwan reported 65 new cases , its biggest increase yet .".split()
    >>> comma_restored(tokens, "65 new cases, its biggest increase yet", "yesterday", 0)
    ', yesterday'
    """
    if not before or not text or text.startswith((",", ";", ":", "--")):
        return text
    if closes_apposition(tokens, before):
        return ", " + text
    first = text.split(" ", 1)[0].lower()
    if start is None or not (first in _ADVERBIAL_OPENERS or first.endswith("ly")):
        return text  # (not a noun phrase set off as an aside: "in Chatsworth, 32 miles
        # northwest of Los Angeles" would need the comma that closes it too)
    # the modifier's first word: its own, or a preposition the graph left unaligned
    at = next((k for k in range(start, max(start - 3, -1), -1)
               if k < len(tokens) and tokens[k].lower() == first), None)
    if at is None or at < 2 or tokens[at - 1] != ",":
        return text
    last = before.rstrip(",").rsplit(" ", 1)[-1]
    return ", " + text if tokens[at - 2] == last else text


def closes_apposition(tokens: list[str], before: str) -> bool:
    """Whether ``before`` ends on an apposition ("65 new cases, its biggest one-day increase
    yet": a noun phrase after a comma, no list's "and"; or a name after its title, "the
    country's supreme leader, hard-liner Ayatollah Ali Khamenei", parse_named_asides) that
    the source closed with a comma or its last stop.

    >>> tokens = "The leader , hard-liner Ali Khamenei , was denounced .".split()
    >>> closes_apposition(tokens, "The leader, hard-liner Ali Khamenei")
    True
    >>> closes_apposition(tokens, "The leader, hard-liner")
    False
    """
    if before.endswith(",") or ", " not in before:
        return False
    aside = before.rsplit(", ", 1)[1]
    words = aside.split(" ")
    if {"and", "or"} & set(words) or not (words[0].lower() in _APPOSITION_OPENERS
                                          or _titled_name(words)):
        return False
    said = " ".join(tokens)
    return f", {aside} ," in said or f", {aside} ." in said


def _titled_name(words: list[str]) -> bool:
    """Whether ``words`` are lower-case words and a name closing them: a title and its
    name ("singer Whitney Houston", "British film producer Jim Threapleton"), or a
    participle's phrase ending on one ("headed by Mr Arafat", "also known as LINEAR"), which
    the source's comma closes too ("a national security council, headed by Mr Arafat, will
    wield", was "... Mr Arafat will wield")."""
    names = [w for w in words if w[:1].isupper()]
    return bool(names) and words[-1][:1].isupper() and any(w[:1].islower() for w in words) \
        and words[-len(names):] == names
