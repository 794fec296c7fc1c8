"""The commas around an "including" aside that a rebuilt text says after another word than
the source did.

The source sets off what a group includes with a comma, often after a later word of its
clause: "Moroccan police arrested 33 suspects on Saturday, including some linked to the
radical Djihad Salafist group, a senior official said."  A rebuilt text says the aside
right after its noun, without the comma the source put before it after another word: "33
suspects including some linked to the radical Djihad Salafist group were arrested ... on
Saturday" (a restrictive reading, and the time hangs on the group), "He held various posts
including deputy attorney general in Virginia".  Said between commas the aside reads as
the source's: "33 suspects, including some linked to the radical Djihad Salafist group,
were arrested ...".  (realize_closing_commas.supplement_commas restores the comma where
the text says the aside after the source's own word.)
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["including_commas"]

# A word, then the aside (the words of the source's aside are matched against the text).
_BEFORE = r"(?<![\w$,])([\w$%'.-]*\w) "


def including_commas(text: str, sentence: str) -> str:
    """``text`` with commas around each "including" aside that ``sentence`` set off with a
    comma and ``text`` says after a word with none: the longest run of the source's words
    from "including" that the text says whole.

    >>> source = ("In a series of raids, Moroccan police arrested 33 suspects on Saturday, "
    ...           "including some linked to the radical Djihad Salafist group, a senior "
    ...           "official said.")
    >>> including_commas("33 suspects including some linked to the radical Djihad Salafist "
    ...                  "group were arrested by Moroccan police in a series of raids on "
    ...                  "Saturday, a senior official said.", source)
    '33 suspects, including some linked to the radical Djihad Salafist group, were arrested \
by Moroccan police in a series of raids on Saturday, a senior official said.'
    >>> including_commas("Since August, more than 400 people including Afghan and foreign aid "
    ...     "workers, U.S. and Afghan soldiers, officials and police, and many guerrillas have "
    ...     "been killed.", "More than 400 people have been killed since August, including "
    ...     "Afghan and foreign aid workers, U.S. and Afghan soldiers, officials and police, "
    ...     "and many guerrillas.")
    'Since August, more than 400 people, including Afghan and foreign aid workers, U.S. and \
Afghan soldiers, officials and police, and many guerrillas, have been killed.'
    >>> including_commas("It rose including fees.", "It rose including fees.")
    'It rose including fees.'
    """
    for found in re.finditer(r", (including .*)", sentence):
        words = found.group(1).split(" ")  # (to the sentence's end: "U.S." holds a period)
        for end in range(len(words), 1, -1):
            aside = " ".join(words[:end]).rstrip(",.;:!?\"")
            said = re.search(_BEFORE + re.escape(aside) + r"(?![\w$])", text)
            if said is None:
                continue
            if said.group(1).lower() in PREPOSITIONS or said.group(1).lower() in ("and", "or"):
                break
            rest = text[said.end():]
            closing = "," if rest.strip()[:1].isalnum() and not rest.startswith(",") else ""
            text = f"{text[:said.end(1)]}, {aside}{closing}{rest}"
            break
    return text
