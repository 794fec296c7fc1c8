"""Nouns that name what a person is, beyond the posts of an organization.

An apposition may give a named person two descriptions joined by "and": "Hillary Clinton,
the New York senator and former first lady,", "Marcel Desailly, the France captain and
Chelsea defender,", "Stephen King, master of the horror story and e-book pioneer,".  The
apposition rules (:mod:`parse_appositions`) read two posts of one person as one role only
when both nouns are posts (``ROLE_NOUNS``: "the company's chairman and chief executive");
any other pair was taken for a list of two and the whole apposition was dropped, so every
focus was refused ("the parse dropped 'senator' of the source").  A noun of a person's
kind (a relative, a lady) or of a doer ("defender", "pioneer", "writer", "pitcher") is one
description too.
"""

from __future__ import annotations

from pipeline.backends.builtin.parse_words import RELATION_NOUNS
from pipeline.backends.builtin.realize_words import HUMAN

__all__ = ["is_person_noun"]

# Endings of a doer's noun: "defender", "pioneer", "chronicler", "outfielder", "analyst",
# "historian", "investor".
_DOER_ENDINGS = ("er", "eer", "or", "ist", "ian")
# Nouns with those endings that are not people ("the senator and former member", not "the
# senator and his paper").
_NOT_DOERS = frozenset({"paper", "number", "order", "matter", "letter", "water", "power",
                        "center", "centre", "corner", "border", "chapter", "quarter", "winter",
                        "summer", "error", "factor", "sector", "floor", "door", "color",
                        "colour", "labor", "labour", "honor", "honour", "favor", "favour",
                        "vapor", "humor", "rumor", "motor", "mirror", "monitor", "processor",
                        "computer", "server", "printer", "filter", "folder", "tower", "finger",
                        "counter", "chamber", "member-state", "list", "mist", "twist", "wrist",
                        "disposer", "container", "trailer", "lawnmower", "boulder", "career"})


def is_person_noun(lemma: str) -> bool:
    """Whether a common noun's lemma names a person: a kind of person or relative
    (``HUMAN``, ``RELATION_NOUNS``) or a doer's noun by its ending.

    >>> [is_person_noun(w) for w in ("lady", "defender", "pioneer", "master", "paper", "tank")]
    [True, True, True, True, False, False]
    """
    if lemma in HUMAN or lemma in RELATION_NOUNS:
        return True
    return lemma.endswith(_DOER_ENDINGS) and lemma not in _NOT_DOERS and len(lemma) > 4
