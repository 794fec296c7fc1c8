"""A rebuilt text whose moved object carries the time phrase the source said after it.

"Hundreds of reporters and photographers swamped the courthouse grounds before the hearing,
which was carried live ...": the time phrase closes the clause and says when the swamping
was, but the parse may hang it on the object noun.  A passive or a cleft then moves it
with the noun, ahead of the verb, where it names which grounds: "The courthouse grounds
before the hearing, which was carried live on national cable networks, were swamped by
hundreds of reporters and photographers", "Expectations on Wednesday were defied by the
Organization of Petroleum Exporting Countries".  Such a text is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos, lemmas
from pipeline.backends.builtin.parse_entities import WEEKDAYS
from pipeline.backends.builtin.parse_words import TIME_NOUNS
from pipeline.backends.builtin.realize_words import PREPOSITIONS

__all__ = ["carried_time"]

_TIME_PREPOSITIONS = frozenset(["before", "after", "during", "following"])
# Words of a noun phrase the walk back from its noun passes over to reach the verb before it.
_PHRASE_WORDS = frozenset(["the", "a", "an", "its", "his", "her", "their", "our", "'s", "'",
                           "this", "that", "these", "those", "some", "all"])
# What a text may say before the moved noun: a cleft's opening and the noun's own words.
_LEADS = re.compile(r"(?i)^(?:it (?:is|was) )?(?:[\w'-]+ ){0,4}$")


def _time_opens(tokens: Sequence[str], at: int) -> bool:
    word = tokens[at].lower()
    return word in _TIME_PREPOSITIONS or (
        word == "on" and at + 1 < len(tokens) and tokens[at + 1].lower() in WEEKDAYS)


def _verb_before(tokens: Sequence[str], noun_at: int) -> str | None:
    """The verb right before the noun phrase whose last word is ``tokens[noun_at]``."""
    at = noun_at - 1
    while at >= 0 and (tokens[at].lower() in _PHRASE_WORDS or "VERB" not in lemma_pos(
            tokens[at].lower()) or lemma_pos(tokens[at].lower()) & {"NOUN", "ADJ"}):
        if not re.fullmatch(r"[\w'-]+", tokens[at]) or noun_at - at > 5:
            return None  # (a comma or another clause: no object of a verb)
        at -= 1
    return tokens[at].lower() if at >= 0 else None


def carried_time(text: str, tokens: Sequence[str]) -> str | None:
    """The source's (``tokens``) "NOUN TIME-PHRASE" after a verb that ``text`` says first,
    as a passive's subject or a cleft's focus, before a form of that verb, or None.

    >>> tokens = ("Hundreds of reporters swamped the courthouse grounds before the hearing , "
    ...           "which was carried live .").split()
    >>> carried_time("The courthouse grounds before the hearing, which was carried live, were "
    ...              "swamped by hundreds of reporters.", tokens)
    'grounds before the'
    >>> carried_time("It was hundreds of reporters that swamped the courthouse grounds before "
    ...              "the hearing, which was carried live.", tokens) is None
    True
    """
    for at in range(2, len(tokens) - 1):
        noun = tokens[at - 1]
        if not _time_opens(tokens, at) or not noun.isalpha() or not noun.islower() \
                or "NOUN" not in lemma_pos(noun) or noun in TIME_NOUNS \
                or noun.rstrip("s") in TIME_NOUNS:  # ("two weeks after Harrison's death")
            continue
        verb = _verb_before(tokens, at - 1)
        if verb is None:
            continue
        said = f"{noun} {tokens[at]} {tokens[at + 1]}"
        found = re.search(r"(?i)\b" + re.escape(said) + r"\b", text)
        lead = text[:found.start()] if found is not None else ""
        if found is None or not _LEADS.match(lead) \
                or any(w.lower() in PREPOSITIONS for w in lead.split()):
            continue  # (the noun said where the source said it, or inside a phrase)
        verb_lemmas = lemmas(verb)
        if any(lemmas(w.lower()) & verb_lemmas
               for w in re.findall(r"[\w'-]+", text[found.end():])):
            return said
    return None
