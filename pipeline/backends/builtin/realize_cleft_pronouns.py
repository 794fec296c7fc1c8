"""A cleft does not pick out a pronoun as "the one" before the speaker it stands for.

A focus on the subject pronoun of a reported clause ("Bush said he ordered the Treasury to
act") puts it first as "the one" who did it ("He was the one who ...") and its speaker, who
was its noun, last. Stressed and set against everyone else, the pronoun then reads as
someone other than the speaker named after it:

- 'Bush said he ordered the U.S. Treasury Department to act after ...' became 'He was the
  one who ordered the U.S. Treasury Department to act ..., Bush said in a statement.';
- 'Peterson told police he fished alone in San Francisco Bay ...' became 'He was the one
  who fished alone in San Francisco Bay ..., Peterson told police.';
- 'Grassley and Baucus said they had rejected that approach in their plan.' became 'They
  were the ones who had rejected that approach in their plan, Grassley and Baucus said.'.

Unstressed, a pronoun before the speaker is how news is written ("His office received the
recordings this week, Sistrunk said"), so a possessive in the clefted phrase stays ("It
was his office that received the recordings this week, ... Kurt Sistrunk said"). Where the
source opened with the pronoun ("He said he was tired": a noun of an earlier sentence), or
the speaker is a pronoun or a common noun ("..., they said", "..., a prosecutor said"),
nothing says the pronoun was the speaker.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_source_tokens import lowered_tokens
from pipeline.backends.builtin.realize_words import ARTICLES, ATTRIBUTING

__all__ = ["pronoun_before_speaker"]

_CLEFTS = frozenset(["cleft", "adjunct-cleft"])
# The cleft's opening pronoun, the one picked out ("He was the one").
_LEADING = re.compile(r"(?:(?:but|and|so|yet|still),? )?(he|she|they) (?:is|was|are|were) the ones? ")
# Reporting verbs beyond ATTRIBUTING that say who the clause is from ("..., Peterson told
# police", "..., Lee Peterson testified").
_REPORTING = ATTRIBUTING | {"testify", "add", "confirm", "insist", "explain", "contend",
                            "tell", "say"}
_OPENERS = frozenset(["but", "and", "so", "yet", "still"])
# A speaker said as a pronoun ("..., they said", "..., we think") names no noun to follow.
_PERSONAL = frozenset(["i", "you", "he", "she", "it", "we", "they"])
_PERSONS = frozenset(["he", "she"])


def pronoun_before_speaker(text: str, construction: str | None,
                           tokens: Sequence[str]) -> str | None:
    """Why the cleft ``text``, rebuilt from ``tokens``, opens on a pronoun whose speaker
    the source named before it (None when it does not)."""
    if construction not in _CLEFTS:
        return None
    opening = _LEADING.match(text.lower())
    if opening is None:
        return None
    word = opening.group(1)
    low = lowered_tokens(tokens)
    start = 1 if low[:1] and low[0] in _OPENERS else 0
    if word not in low or low.index(word) <= start:
        return None  # the source opened with it too: its noun is in another sentence
    at = low.index(word)
    body, sep, last = text.rstrip(' ."').rpartition(", ")
    if not sep or not body:
        return None
    words = [w for w in last.split() if w.lower() not in ARTICLES]
    if not words or words[0].lower() not in low[:at] or words[0].lower() in _PERSONAL:
        return None  # not a phrase of the source said before the pronoun, or no noun
    if word in _PERSONS and not words[0][:1].isupper():
        # "He was the one that ..., a prosecutor said": a person's pronoun after a common
        # noun may be anyone's of an earlier sentence; after a name ("..., Stack said") it
        # is the speaker's
        return None
    if not any(lemmas(w.lower()) & _REPORTING for w in words[1:]):
        return None
    return f"a cleft's {word!r} said as 'the one' before the speaker it stands for"
