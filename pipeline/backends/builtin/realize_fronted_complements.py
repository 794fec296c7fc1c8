"""A verb's "that" clause is not fronted inside the phrase before it.

"Zilkha conceded in a statement issued Tuesday that his group may have fallen "a bit
short."" has the parse hang the conceded clause on "statement"; a fronted phrase then takes
it along and leaves the verb bare at the end: "In a statement issued Tuesday that his group
may have fallen a bit short, Zilkha conceded."  The statement now holds the clause and
nothing is conceded.  A text that fronts, with a "that" clause, everything the source said
after its opening subject and verb, and ends on that verb, is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_words import ATTRIBUTING, PREPOSITIONS

__all__ = ["fronted_complement"]

# Verbs of a "that" clause that ATTRIBUTING does not list.
_CLAIMING = frozenset(["concede", "confirm", "deny", "insist", "contend", "allege", "maintain"])
# (one phrase fronted before one clause: not a report after them, "In a car that broke
# down ..., the six suspects ... fled the raid, the newspaper Okaz reported")
_FRONTED = re.compile(r"^(?P<front>[A-Z][^,]* that [^,]+), (?P<main>[^,]+?)[.!?]$")


def _plain(words: str) -> list[str]:
    return re.findall(r"\w+(?:[-.']\w+)*", words.lower())


def fronted_complement(text: str, tokens: Sequence[str]) -> str | None:
    """Why ``text`` fronts a "that" clause of its last verb inside a phrase (module
    docstring), or None.

    >>> tokens = ('Zilkha conceded in a statement issued Tuesday that his group may have '
    ...           'fallen " a bit short . "').split()
    >>> fronted_complement("In a statement issued Tuesday that his group may have fallen a bit "
    ...                    "short, Zilkha conceded.", tokens)
    "the verb's 'that' clause fronted inside the phrase before it"
    >>> fronted_complement("In its quarter that ended May 30, Adobe earned $64.25 million.",
    ...                    "Adobe earned $64.25 million in its quarter that ended May 30 .".split())
    """
    found = _FRONTED.match(text)
    # (a fronted phrase: a preposition's, not what was said put first, "He was taking the
    # action in response to ... that killed 20 people, Mr. Bush said")
    if found is None or found.group("front").split(" ", 1)[0].lower() not in PREPOSITIONS:
        return None
    main = _plain(found.group("main"))
    source = _plain(joined_tokens(tokens))
    if len(main) < 2 or source[:len(main)] != main or "that" not in source[len(main):] \
            or not any(lemma in ATTRIBUTING or lemma in _CLAIMING for lemma in lemmas(main[-1])):
        return None  # (ending on a verb that takes a "that" clause: not "the shootings
        # happened at 5:30 a.m." after "In the living room of the home that ...")
    return "the verb's 'that' clause fronted inside the phrase before it"
