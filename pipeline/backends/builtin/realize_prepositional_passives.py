"""A rebuilt passive whose subject is the object of a preposition that belongs to the phrase,
not to the verb: "Position was jostled for by Media moguls" for "Media moguls jostled for
position", "Governor of New York was run for unsuccessfully in 2002 by Mr. McCall" for
"ran unsuccessfully for governor", "The faculty of the Manhattan School of Music was served
on by him".

The lexicon cannot tell these from a verb that takes its preposition ("The 20 percent
figure was settled on by officials", "Permission ... has been applied for"): PropBank gives
jostle-01 its ARG1 with "for" as it gives settle-01 its ARG1 with "on".  What tells them
apart is the verb: one that says where its subject goes or what office it holds or competes
for (run, serve, sit, jostle, vie, compete, campaign, move) is intransitive, and its
phrase is a goal, an office or a place; no English passive makes that phrase a subject.
Such a text is refused (an entry of realize_source_faults' table, rebuilt texts only).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas

__all__ = ["intransitive_prepositional_passive"]

# The verbs whose preposition heads a goal, office, seat or place of an intransitive use
# ("run for governor", "serve on the board", "jostle for position"), with those
# prepositions: a pseudo-passive on them is no English.
_INTRANSITIVE_PREPOSITIONS: dict[str, frozenset[str]] = {
    "run": frozenset({"for", "against"}),
    "serve": frozenset({"on", "in", "as"}),
    "sit": frozenset({"on", "in"}),
    "jostle": frozenset({"for"}),
    "jockey": frozenset({"for"}),
    "vie": frozenset({"for"}),
    "compete": frozenset({"for", "against", "with"}),
    "campaign": frozenset({"for", "against"}),
    "scramble": frozenset({"for"}),
    "move": frozenset({"in", "into", "to"}),
    "go": frozenset({"to", "into", "for"}),
    "come": frozenset({"to", "into"}),
}

_BE = r"(?:is|are|was|were|be|been|being)"

# "BE [ADVERB] PARTICIPLE PREPOSITION" where the preposition has no object of its own: what
# follows it is "by", an adverb, a comma, the end or another preposition's phrase.
_PSEUDO_PASSIVE = re.compile(
    rf"\b{_BE}(?: (?:also|not|still|never|\w+ly))* (?P<verb>[a-z]+) (?P<prep>[a-z]+)"
    r"(?= by\b| \w+ly\b| (?:in|on|at|during|since|until|for|after|before) |[,.]|$)")


def intransitive_prepositional_passive(text: str, tokens: Sequence[str]) -> str | None:
    """"PARTICIPLE PREPOSITION" where ``text`` says a passive of an intransitive verb of
    going, serving or competing whose preposition is left with no object; else None.
    (``tokens``, the source's, are not needed: the words alone are no English.)

    >>> intransitive_prepositional_passive("Position was jostled for by Media moguls as the "
    ...     "deadline neared.", [])
    'jostled for'
    >>> intransitive_prepositional_passive("Governor of New York was run for unsuccessfully "
    ...     "in 2002 by Mr. McCall.", [])
    'run for'
    >>> intransitive_prepositional_passive("The faculty of the Manhattan School of Music was "
    ...     "served on by him in recent years.", [])
    'served on'
    >>> intransitive_prepositional_passive("The 20 percent figure was settled on by officials "
    ...     "only in the past few weeks.", []) is None
    True
    >>> intransitive_prepositional_passive("He was served on Monday with a subpoena.", [])
    >>> intransitive_prepositional_passive("He was run over by a truck.", [])
    >>> intransitive_prepositional_passive("It is the headquarters that several cities are "
    ...     "competing for.", [])
    """
    del tokens
    for found in _PSEUDO_PASSIVE.finditer(text):
        verb, prep = found.group("verb"), found.group("prep")
        if verb.endswith("ing"):
            continue  # a progressive's stranded preposition: "that several cities are competing for"
        if any(prep in _INTRANSITIVE_PREPOSITIONS.get(lemma, frozenset())
               for lemma in lemmas(verb)):
            return f"{verb} {prep}"
    return None
