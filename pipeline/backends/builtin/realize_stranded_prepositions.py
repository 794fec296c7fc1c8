"""A preposition left at a clause's end that the source never put after its word.

A cleft or relative clause strands the preposition of the phrase it moves: "It is Rational
PurifyPlus that this integrates with" for "integrates with Rational PurifyPlus".  The
stranded word must be the one the source said: after the same word ("integrates with",
"submit ... to" said "submitted to") or before the moved phrase ("In Kentucky" said "It is
Kentucky that ... faces ... in").  A preposition the parse made up reads as broken or
changes the meaning: "It was the most ground that the ... index lost of" (for "lost the
most ground"), "EchoStar's stock was traded of, which closed ..." (for "Trading of
EchoStar's stock closed"), "as BusinessWeek Online has learned to" (for "has learned
that"), "It is IBM employees that the 36 employees ... will become in".  Such a text is
refused (text_fault's source checks).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES, PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens

__all__ = ["made_up_stranded_preposition"]

_PREPOSITIONS = ("of", "under", "to", "for", "with", "from", "by", "in", "on", "at", "about",
                 "into", "over", "against")
# A preposition ending a clause: before a comma, a full stop or the text's end.
_STRANDED = re.compile(rf"\b([\w'-]+) ({'|'.join(_PREPOSITIONS)})(?= ?[,.;]|$)")
# The phrase a cleft moved to its front, whose preposition the clause strands.
_CLEFT_HEAD = re.compile(r"(?i)\b(?:it (?:is|was)|(?:is|was|are|were) the ones?) (?:the |a |an )?"
                         r"([\w'$.-]+)")
# The phrase a cleft moved before "was the one" ("He was the one that she gave a book to").
_ONE_HEAD = re.compile(r"(?i)^([\w'$.-]+)(?: [\w'$.-]+)* (?:is|was|are|were) the ones? (?:that|who)")
# Words whose closing "to" is an infinitive's, its verb left out ("The bill will pass, as it
# is expected to."), not a stranded preposition: "as he later learned to" for "he later
# learned that" says another thing and is refused.
_ELLIPSIS_TO = frozenset(["expected", "supposed", "likely", "unlikely", "going", "planned",
                          "plans", "intended", "intends", "hoped", "hopes", "wanted", "wants",
                          "scheduled", "due", "able", "allowed", "required", "needed", "needs",
                          "meant", "used", "ought", "promised", "agreed", "tried"])
# A recipient the source said bare after its verb ("gave him a book") strands one of these.
_RECIPIENT_PREPOSITIONS = frozenset(["to", "for"])
# How many source words may stand between the stranded word and its preposition ("issued
# both to", "submit an updated business plan to").
_GAP = 5
# How much of a word's start its inflections share ("submitted", "submit").
_STEM = 5


def _source_pairs(words: Sequence[str], preposition: str) -> set[str]:
    """The stems of the source words a ``preposition`` follows within _GAP words."""
    return {words[before][:_STEM] for index, word in enumerate(words) if word == preposition
            for before in range(max(0, index - _GAP), index)}


def made_up_stranded_preposition(text: str, tokens: Sequence[str]) -> str | None:
    """The "word preposition" ``text`` strands at a clause's end that the source
    (``tokens``) never said after that word nor before the cleft's moved phrase, else None.

    >>> tokens = "The Nasdaq index lost the most ground , falling 16.95 points .".split()
    >>> made_up_stranded_preposition("It was the most ground that the Nasdaq index lost of, "
    ...                              "falling 16.95 points.", tokens)
    'lost of'
    >>> tokens = "In Kentucky , Ben Chandler faces Ernie Fletcher .".split()
    >>> made_up_stranded_preposition("It is Kentucky that Ben Chandler faces Ernie Fletcher in.",
    ...                              tokens)
    >>> tokens = "Sprayregen said the company will submit a business plan to the board .".split()
    >>> made_up_stranded_preposition("It is the board that a business plan will be submitted "
    ...                              "to, Sprayregen said.", tokens)
    >>> made_up_stranded_preposition("The bill will pass, as it is expected to.",
    ...                              "It is expected that the bill will pass .".split())
    >>> made_up_stranded_preposition("He was the one that she gave a book to.",
    ...                              "She gave him a book .".split())
    """
    words = lowered_tokens(tokens)
    one = _ONE_HEAD.search(text)
    head = one if one is not None else _CLEFT_HEAD.search(text)
    moved = head.group(1).lower() if head is not None else None
    if moved in PRONOUNS:
        moved = PRONOUNS[moved][1]  # "He was the one that ..." for the source's "him"
    for found in _STRANDED.finditer(text):
        word, preposition = found.group(1).lower(), found.group(2)
        if word[:_STEM] in _source_pairs(words, preposition) or word == preposition \
                or (preposition == "to" and word in _ELLIPSIS_TO):
            continue
        if moved is not None and any(
                words[index] == preposition and moved in words[index + 1:index + 3]
                for index in range(len(words) - 1)):
            continue
        if moved is not None and preposition in _RECIPIENT_PREPOSITIONS and any(
                words[index] == moved and words[index - 1] not in AUXILIARIES
                and "VERB" in lemma_pos(words[index - 1])
                for index in range(1, len(words))):
            continue  # "He was the one that she gave a book to" for "She gave him a book"
        return f"{word} {preposition}"
    return None
