"""A rebuilt text that says the source's closing dash list or its "from" aside after another
word than the one it describes.

"In Canada's capital of Ottawa, police reported two deaths possibly linked to the power outage
— a pedestrian hit by a car and a fire victim." came back "Two deaths possibly linked to the
power outage were reported by police in Canada's capital of Ottawa, a pedestrian hit by a car
and a fire victim." (MRPC train 6987): the list that named the deaths now reads as Ottawa's
apposition.  "Kansas City drafted outfielder Chris Lubanski, from Kennedy-Kenrick High School
in Pennsylvania, with the fifth pick." came back "... with the fifth pick from Kennedy-Kenrick
High School in Pennsylvania." (430): the player's school reads as the pick's.  A text that says
such an aside after a word other than the one the source said before it is refused (an entry
of realize_source_faults' table, rebuilt texts only); one that opens the text follows
no word and is left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.realize_source_tokens import joined_tokens

__all__ = ["moved_closing_aside"]

# A noun phrase after a dash that closes the sentence (an adverbial one, "-- even with an
# improving economy", may move with its clause), and a "from" aside (a person's origin) set
# off by commas: the word before each is the one it describes.
_CLOSING_DASH_LIST = re.compile(
    r"([\w']+) (?:—|--) ((?:a|an|the|including|[A-Z\d])(?:(?!—|--).)*?) \.?$")
# (after a name only: after a date, "vanished on July 30, 1975, from a parking lot", the
# "from" phrase is the verb's own)
_FROM_ASIDE = re.compile(r"([A-Z][\w']*) , (from (?:a|an|the|[A-Z])[^,]*?) ,")


def moved_closing_aside(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) closing dash list or "from" aside that ``text`` says after
    another word than the one the source said before it, else None.

    >>> src = ("Police reported two deaths linked to the outage — a pedestrian hit by a car "
    ...        "and a fire victim .").split()
    >>> moved_closing_aside("Two deaths linked to the outage were reported by police in "
    ...     "Ottawa, a pedestrian hit by a car and a fire victim.", src)
    'a pedestrian hit by a car and a fire victim'
    >>> moved_closing_aside("It was police who reported two deaths linked to the outage, a "
    ...     "pedestrian hit by a car and a fire victim.", src)
    >>> src = ("Kansas City drafted outfielder Chris Lubanski , from Kennedy-Kenrick High "
    ...        "School , with the fifth pick .").split()
    >>> moved_closing_aside("Kansas City drafted outfielder Chris Lubanski with the fifth pick "
    ...     "from Kennedy-Kenrick High School.", src)
    'from Kennedy-Kenrick High School'
    >>> moved_closing_aside("From Kennedy-Kenrick High School, Kansas City drafted outfielder "
    ...     "Chris Lubanski with the fifth pick.", src)
    >>> moved_closing_aside("It was on July 30, 1975, that Smith vanished from a parking lot, "
    ...     "police said.", "Smith vanished on July 30 , 1975 , from a parking lot , police "
    ...     "said .".split())
    """
    source = joined_tokens(tokens)
    for pattern in (_CLOSING_DASH_LIST, _FROM_ASIDE):
        for found in pattern.finditer(source):
            described, aside = found.groups()
            aside = aside.replace(" ,", ",").replace(" 's", "'s")
            at = text.lower().find(aside.lower())
            if at < 0:
                continue
            # A dash is no word: "outage -- a pedestrian" keeps the list on "outage".
            before = re.findall(r"\w[\w'-]*", text[:at])
            if before and before[-1].lower() != described.lower():
                return aside
    return None
