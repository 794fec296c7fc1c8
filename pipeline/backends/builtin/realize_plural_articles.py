"""An article "a"/"an" a realization gave to a plural noun phrase of the source.

A list member that lost its place ("about a dozen undercover police and military
intelligence officers" said "a dozen undercover police and a military intelligence
officers"), or a noun phrase said anew with the default article ("between a French soldiers
and a Hema battlewagon" for "between French soldiers and ..."), reads as a slip, and the
article may make one of many: the text is refused.  Only a phrase the source said without
the article is checked, so "a group of investors" or "a federal appeals court" pass.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_text
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["article_before_plural"]

# "a" or "an", up to three words (no "of", which heads a partitive: "a group of", nor a
# list's "and"/"or": "a year and bonuses"), a word
# ending in -s, and what ends a noun phrase after it.
_ARTICLE_PHRASE = re.compile(
    r"\b(?:[Aa]n?) ((?:(?!(?:of|and|or)\b)[\w-]+ ){0,3}([a-z]+s))(?=,| and\b| or\b| who\b| that\b"
    r"| which\b| are\b| were\b| have\b| had\b| at\b| in\b| on\b|\.$)")
# Singular nouns ending in -s ("news", "series", "bus", "analysis", "physics").
_SINGULAR_ENDINGS = ("ss", "us", "is", "ics", "news", "series", "species", "ways")


def _plural_noun(word: str) -> bool:
    """Whether ``word`` is the plural of a noun and no singular itself."""
    if word.endswith(_SINGULAR_ENDINGS):
        return False
    stems = [word[:-1], word[:-2]] + ([word[:-3] + "y"] if word.endswith("ies") else [])
    return any("NOUN" in lemma_pos(s) for s in stems if s)


def article_before_plural(text: str, tokens: Sequence[str]) -> str | None:
    """The first phrase of ``text`` that puts "a"/"an" before a plural noun phrase the source
    (``tokens``) said without one, or None.

    >>> src = "guarded by about a dozen undercover police and military intelligence officers ."
    >>> article_before_plural("It is a dozen undercover police and a military intelligence "
    ...                       "officers who are guarding it.", src.split())
    'a military intelligence officers'
    >>> article_before_plural("It was guarded by military intelligence officers.", src.split())
    >>> article_before_plural("It is a group of investors that wants to start it.",
    ...                       "A group of investors wants to start it .".split())
    >>> article_before_plural("There was a false reporting with traders at two companies.",
    ...                       "discussed false reporting with traders at two companies".split())
    """
    source = " " + lowered_text(tokens) + " "
    for match in _ARTICLE_PHRASE.finditer(text):
        phrase, noun = match.group(1), match.group(2)
        if not _plural_noun(noun) or any(w.lower() in PREPOSITIONS for w in phrase.split()):
            continue  # ("a false reporting with traders": the article is "reporting"'s)
        said = f" {phrase.lower()} "
        if said not in source:
            continue
        before = source[:source.index(said)].split()[-1:]
        if before not in (["a"], ["an"]):
            return match.group(0)
    return None
