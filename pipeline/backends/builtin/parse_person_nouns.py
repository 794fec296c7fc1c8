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

A capitalised plural that opens a sentence is a common noun of people ("Analysts said",
"Magistrates searched", "Critics say") or a surname that is a thing's plural ("Powers
said", "Graves reported"); :func:`names_people` is the one reading of that for the
parser's opening names (:mod:`parse_proper_openers`) and the realizer's lower-cased
openers (:mod:`realize_opening_plurals`).
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.parse_words import RELATION_NOUNS
from pipeline.backends.builtin.realize_words import HUMAN

__all__ = ["PEOPLE_NOUNS", "is_person_noun", "names_people"]

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


# Endings of a noun of people by what they are ("congregant", "resident", "economist",
# "analyst", "magistrate", "historian", "representative"): too loose for an apposition's
# second description ("a giant", "a catalyst"), sound for a plural opening a sentence.
_PEOPLE_ENDINGS = ("ant", "ent", "ist", "yst", "ate", "ian", "ive")
# Nouns of people that no ending shows, or whose ending a thing's noun shares ("sponsor",
# "passenger": "cancer", "tractor"), as the realizer's "who" reads them too
# (realize_person_names.person_or_people: "It was the sponsors who said ...").
PEOPLE_NOUNS = frozenset(["critic", "source", "rebel", "aide", "ally", "diplomat", "witness",
                          "attorney", "victim", "citizen", "expert", "sponsor", "passenger",
                          "firefighter", "shareholder", "stockholder", "advocate", "teen",
                          "teenager", "priest", "mom", "dad", "inmate", "youngster", "zookeeper",
                          "lesbian", "veteran", "commuter", "voter", "spectator", "senator",
                          "lawmaker", "legislator", "prisoner", "captive", "hostage", "pastor"])
# Nouns of people, or of a body of them, that no ending shows.
_PEOPLE_BODIES = PEOPLE_NOUNS | {"authority", "police", "crew", "team", "panel", "member",
                                 "justice", "fan", "agency", "group", "union"}


def names_people(lemma: str) -> bool:
    """Whether the plural of the common noun ``lemma`` names people, as a capitalised word
    opening a sentence ("Analysts said", "Critics say"), rather than a thing whose plural
    is a surname ("Powers said", "Graves reported", "Gates says"): a person's noun, a body
    of people, an ending of people, or a doer's "-er"/"-or" on a verb the lexicon knows
    ("deal-er", "prosecut(e)-or"; not "power", "paper", "water").

    >>> [names_people(w) for w in ("analyst", "economist", "witness", "attorney", "dealer",
    ...                            "prosecutor", "magistrate", "authority", "grave", "power",
    ...                            "gate", "pine")]
    [True, True, True, True, True, True, True, True, False, False, False, False]
    """
    return is_person_noun(lemma) or lemma in _PEOPLE_BODIES \
        or (lemma.endswith(_PEOPLE_ENDINGS) and len(lemma) > 4) \
        or (lemma.endswith(("er", "or")) and any(
            "VERB" in lemma_pos(stem) for stem in (lemma[:-2], lemma[:-1], lemma[:-2] + "e")))
