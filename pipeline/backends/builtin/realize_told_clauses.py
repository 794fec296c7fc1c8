"""A clause after "told" that reads as the hearer "told" lost.

"Prosecutor Wolfgang Schweer told The Associated Press investigators were searching his
home" names its hearer; a cleft or existential that moves the hearer away leaves "told"
before the clause, and a noun phrase opening that clause reads as the new hearer: "It was
The Associated Press that prosecutor Wolfgang Schweer told investigators were searching
...", "It was Reuters that police official S.K. Tonapi told at least 40 people had been
killed", "... Gautam told rescue and search operation had been going on ...".  Where the
source's own hearer is not what follows "told" in the text and a noun phrase does, the text
is refused (text_fault's source checks); a pronoun subject ("Police were the ones that
Peterson told he fished alone ..."), a colon or a time after "told" reads well.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.parse_entities import MONTH_NAMES, WEEKDAYS

__all__ = ["clause_read_as_hearer"]

_TOLD = frozenset(["told", "tells", "tell", "telling"])
# Words that open a noun phrase after "told": the clause's subject read as the hearer.
_NOUN_PHRASE_OPENERS = frozenset(["the", "a", "an", "this", "these", "those", "its", "their",
                                  "his", "her", "our", "some", "many", "most", "all", "no"])
# Words after "told" that open no hearer: a time ("told Monday that ...").
_TIMES = WEEKDAYS | frozenset(MONTH_NAMES) | frozenset(["yesterday", "today", "tonight"])
_OBJECT_PRONOUNS = frozenset(forms[1] for forms in PRONOUNS.values())
# A passive's "told" has its hearer as subject: "Reporters were told the news by ...".
_TEXT_TOLD = re.compile(r"(?i)(?<!\bwas )(?<!\bwere )(?<!\bis )(?<!\bare )(?<!\bbeen )(?<!\bbe )"
                        r"\b(?:told|tells|tell|telling) ([\w'$-]+)(?: ([\w'$-]+))?")


def _opens_noun_phrase(word: str, following: str) -> bool:
    lower = word.lower()
    if lower in PRONOUNS or lower in _OBJECT_PRONOUNS or lower in _TIMES:
        return False
    if lower in _NOUN_PHRASE_OPENERS or word[:1].isdigit() or word[:1] == "$":
        return True
    if lower == "at" and following.lower() == "least":
        return True
    tags = lemma_pos(lower)
    return word[:1].isupper() or ("NOUN" in tags and "PRON" not in tags and "ADV" not in tags
                                  and "ADP" not in tags)


def clause_read_as_hearer(text: str, tokens: Sequence[str]) -> str | None:
    """The words after "told" in ``text`` that open a noun phrase the source (``tokens``)
    never said as the hearer, else None.

    >>> tokens = "Schweer told The Associated Press investigators were searching .".split()
    >>> clause_read_as_hearer("It was The Associated Press that Schweer told investigators "
    ...                       "were searching.", tokens)
    'told investigators'
    >>> clause_read_as_hearer("Schweer told The Associated Press investigators were "
    ...                       "searching.", tokens)
    >>> clause_read_as_hearer("It was detectives who told Deasean's father of the arrest.",
    ...                       "Detectives told Deasean 's father of the arrest .".split())
    >>> clause_read_as_hearer("Reporters were told the news by Sahel.",
    ...                       "Sahel told reporters the news .".split())
    >>> tokens = "Peterson told police he fished alone .".split()
    >>> clause_read_as_hearer("Police were the ones that Peterson told he fished alone.", tokens)
    """
    hearers = {tokens[i + 1].lower() for i in range(len(tokens) - 1)
               if tokens[i].lower() in _TOLD}
    if not hearers:
        return None
    for found in _TEXT_TOLD.finditer(text):
        word, following = found.group(1), found.group(2) or ""
        if re.sub(r"'s?$", "", word.lower()) in hearers:
            continue  # the hearer itself, or its possessor ("told Deasean's father")
        if _opens_noun_phrase(word, following):
            return f"told {word}"
    return None
