"""A noun of an event said as a passive clause.

"The leaders would formally announce the formation of the new union on Wednesday" names
an event to be announced; rebuilt as "... would formally announce the new union was formed
on Wednesday" the forming is told as done, and the time moves from the announcing to it.
"The company plans to announce the sale of its chip unit next week" said "... plans to
announce its chip unit was sold next week" likewise.  The parse reads the noun as its verb
(form-01, sell-01) and says it as a clause; a text that says the noun's "of" phrase as the
subject of a passive the source never said, without the noun, is refused (text_fault's
source checks).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import NOUN_DETERMINERS

__all__ = ["event_noun_as_clause", "owned_event_as_clause"]

# What stands before an event noun with an "of" phrase: "the formation of", "its sale of".
_DETERMINERS = NOUN_DETERMINERS | frozenset(["this", "that"])
# Where the "of" phrase ends: a mark or a preposition of the clause around it.
_PHRASE_ENDS = frozenset([",", ".", ";", ":", "on", "in", "at", "by", "for", "to", "from",
                          "with", "next", "last", "this", "before", "after", "and", "or",
                          "that", "which", "who", "''", '"'])
# the passive, or a cleft's ("It was the new union that was formed, ...")
# A possessive before an event noun, and the pronoun its clause would say it with.
_OWNER_PRONOUNS = {"its": "it", "their": "they", "his": "he", "her": "she"}
# Subordinators of time after which the owner's clause says what the noun said.
_TIME_SUBORDINATORS = frozenset(["until", "till", "after", "before", "since", "when", "as",
                                 "while", "upon"])
# How much of the noun's start its verb shares ("operations", "operated").
_STEM = 5
_PASSIVE = r"\s+(?:(?:that|which|who)\s+)?(?:is|are|was|were|(?:has|have|had|will|would) been|(?:will|would|to) be)\s+(\w+)"


def event_noun_as_clause(text: str, tokens: Sequence[str]) -> str | None:
    """The source's event noun (``tokens``) whose "of" phrase ``text`` says as the subject
    of a passive the source did not say, the noun unsaid, else None.

    >>> tokens = ("The leaders would formally announce the formation of the new union on "
    ...           "Wednesday .").split()
    >>> event_noun_as_clause("It was on Wednesday that the leaders would formally announce "
    ...                      "the new union was formed.", tokens)
    'formation'
    >>> event_noun_as_clause("It was the new union that was formed, the leaders would "
    ...                      "formally announce on Wednesday.", tokens)
    'formation'
    >>> event_noun_as_clause("On Wednesday, the leaders would formally announce the "
    ...                      "formation of the new union.", tokens)
    >>> tokens = "The bank said the value of the loans was raised .".split()
    >>> event_noun_as_clause("The loans was raised, the bank said.", tokens)
    """
    lowered = lowered_tokens(tokens)
    said = {w.lower() for w in re.findall(r"[\w'-]+", text)}
    for index in range(1, len(lowered) - 2):
        noun = lowered[index]
        if lowered[index - 1] not in _DETERMINERS or lowered[index + 1] != "of" \
                or noun in said or "NOUN" not in lemma_pos(noun):
            continue
        end = index + 2
        while end < len(lowered) and end < index + 8 and lowered[end] not in _PHRASE_ENDS:
            end += 1
        phrase = tokens[index + 2:end]
        if not phrase:
            continue
        found = re.search(r"(?i)\b" + re.escape(" ".join(phrase)) + _PASSIVE, text)
        if found is not None and found.group(1).lower() not in lowered \
                and "VERB" in lemma_pos(found.group(1).lower()):
            return noun
    return None


def owned_event_as_clause(text: str, tokens: Sequence[str]) -> str | None:
    """The source's possessive event noun (``tokens``) that ``text`` says as its owner's
    clause, the noun unsaid and no subordinator of time before the pronoun, else None.

    >>> tokens = "Atlantic Coast will continue its operations as a Delta carrier .".split()
    >>> owned_event_as_clause("What Atlantic Coast will continue is that it operated as a "
    ...                       "Delta carrier.", tokens)
    'its operations'
    >>> tokens = "He was the finance chief until his departure in 1999 .".split()
    >>> owned_event_as_clause("He was the finance chief until he departed in 1999.", tokens)
    """
    lowered = lowered_tokens(tokens)
    said = {w.lower() for w in re.findall(r"[\w'-]+", text)}
    for index in range(len(lowered) - 1):
        pronoun = _OWNER_PRONOUNS.get(lowered[index])
        noun = lowered[index + 1]
        if pronoun is None or noun in said or len(noun) <= _STEM or "NOUN" not in lemma_pos(noun):
            continue
        for found in re.finditer(rf"(?i)(\w+\W+)?\b{pronoun} (?:\w+ )?({noun[:_STEM]}\w*)\b", text):
            before = (found.group(1) or "").strip(" ,").lower()
            verb = found.group(2).lower()
            if before not in _TIME_SUBORDINATORS and verb not in lowered \
                    and "VERB" in lemma_pos(verb):
                return f"{lowered[index]} {noun}"
    return None
