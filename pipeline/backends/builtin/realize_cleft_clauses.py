"""What the clause of a cleft ("It was X that <clause>") cannot be.

It does not end on its copula followed only by adverbs.

A place clefted out of "X is in Y" leaves "that X is"; the realizer refuses that bare
copula at the clause's end, and it is as bare with adverbs after it:

- 'Ms. Haque, meanwhile, was on her turquoise cellphone with the smiley faces organizing
  the prom.' became 'It was on her turquoise cellphone ... that Ms. Haque was meanwhile.';
- 'Investigations by the Air Force inspector general and the Defense Department are also
  under way.' became 'It is under way that investigations ... are also.';
- '... the American conservatives are clearly in the minority ...' became 'It is in the
  minority within the Episcopal Church that the American conservatives are clearly.'.

Its subject is not the pronoun "that", which points back at the sentence before and,
after the cleft's own "that", reads as a stutter or as part of the clefted phrase:

- 'That would clear the way for debate in the full Senate beginning on Monday.' became 'It
  was the way for debate in the full Senate that that would clear beginning Monday.';
- 'That compares with a profit of $1 million, ... during the same period last year.'
  became 'It is during the same period last year that that compares with a profit ...';
- 'That leaves about three dozen at risk of aid cutoffs, ...' became 'It is risk of aid
  cutoffs that that leaves about 36 at, ...'.

Not a "that" that is a determiner of its noun ("It was to the southern city of Arequipa
that that measure was limited").

Its "be" takes the tense of the clause's own auxiliary where the clause has one right after
its relative word: the cleft's tense comes from the verb group the aligner found, which a
word between the auxiliary and the verb hides ("has all but popped", 'is also "pursuing'),
while the clause keeps the source's words, so the two disagreed:

- 'IBM is also "pursuing membership in the group" ...' became 'It was IBM that is also
  "pursuing membership in the group" ...';
- 'Prime Minister Junichiro Koizumi has all but popped the champagne bottle.' became 'It was
  Prime Minister Junichiro Koizumi who has all but popped the champagne bottle.'.
"""

from __future__ import annotations

import re
from typing import Literal

import penman

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_words import BE_FORMS

__all__ = ["clause_tense", "copula_then_adverbs", "demonstrative_subject"]

_CLEFTS = frozenset(["cleft", "adjunct-cleft"])
_THAT_THAT = re.compile(r"\bthat that\b", re.IGNORECASE)

# Adverbs that are also other words ("still" a noun, "now" too): after a copula, adverbs.
_ALSO_ADVERBS = frozenset(["not", "n't", "still", "now"])


def copula_then_adverbs(body: str) -> bool:
    """Whether the clause ``body`` (its first part, up to a comma) ends on a copula and one
    or more adverbs after it.

    >>> copula_then_adverbs("that Ms. Haque was meanwhile.")
    True
    >>> copula_then_adverbs("that Heaton was held there")
    False
    """
    words = body.split(",", 1)[0].rstrip(" .").split()
    adverbs = 0
    while words and _adverb(words[-1].lower()):
        words.pop()
        adverbs += 1
    return adverbs > 0 and bool(words) and words[-1].lower() in BE_FORMS


# The finite auxiliaries whose form says the tense of the clause they open.
_PRESENT_AUXILIARIES = frozenset(["is", "are", "am", "has", "have", "does", "do"])
_PAST_AUXILIARIES = frozenset(["was", "were", "had", "did"])


def clause_tense(body: str) -> Literal["present", "past"] | None:
    """The tense ("present" or "past") of the auxiliary that opens the relative clause
    ``body`` right after its relative word, None where the clause opens otherwise (with its
    subject, or with a verb whose form is no auxiliary's).

    >>> clause_tense('that is also "pursuing membership in the group"')
    'present'
    >>> clause_tense("who had resigned"), clause_tense("that he has popped"), clause_tense("that rose")
    ('past', None, None)
    """
    words = body.split()
    if len(words) < 2 or words[0].lower() not in ("that", "who", "which"):
        return None
    first = words[1].lower()
    return "present" if first in _PRESENT_AUXILIARIES else "past" if first in _PAST_AUXILIARIES \
        else None


def _adverb(word: str) -> bool:
    pos = lemma_pos(word)
    return word in _ALSO_ADVERBS or ("ADV" in pos and not pos & {"VERB", "NOUN"})


def demonstrative_subject(graph: penman.Graph, text: str, construction: str | None) -> str | None:
    """Why the cleft ``text`` says the pronoun "that" of ``graph`` right after its own
    "that" (None when it does not)."""
    if construction not in _CLEFTS or not _THAT_THAT.search(text):
        return None
    modifiers = {e.target for e in graph.edges() if e.role == ":mod"}
    modifiers |= {e.source for e in graph.edges() if e.role == ":mod-of"}
    if any(i.target == "that" and i.source not in modifiers for i in graph.instances()):
        return "a cleft's clause would open on the pronoun 'that'"
    return None
