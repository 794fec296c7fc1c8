"""Where a phrasal verb's particle goes when its object is a pronoun, and where a particle
the parse left unaligned goes when the source said it right after its verb.

A phrasal verb's concept names its particle ("blow-up-05", "kick-off-04"), and the clause
says it with the verb: "a suicide bomber blew up the car".  English lets a noun object
follow the particle, but a pronoun object must come between verb and particle: "blew
himself up", "kick it off", never "blew up himself" or "kick off it".

A particle the concept does not name ("traded down", "pushed down the dollar") is read back
from the source (realize_source_context.source_particle).  Said after all the verb's phrases it
reads as an adverb of the last one ("they traded to 60 percent of face value down on fears
...") and a passive loses it ("The dollar was also pushed by falls in euro/yen"): where the
source said it right after the verb it stays there (:func:`particle_after_verb`).
"""

from __future__ import annotations

import re

__all__ = ["particle_after_agent", "particle_after_pronoun", "particle_after_verb"]

# Adverb particles of phrasal verbs (prepositions, which take the pronoun as their own
# object, "look after him", are not here).
_PARTICLES = frozenset(["up", "out", "off", "down", "away", "back", "in"])  # "turn themselves in"
# Object and reflexive pronouns: the objects that cannot follow a particle.
_OBJECT_PRONOUNS = frozenset([
    "me", "you", "him", "her", "it", "us", "them", "myself", "yourself", "himself",
    "herself", "itself", "ourselves", "yourselves", "themselves"])


def particle_after_pronoun(verb_words: list[str], after: list[str],
                           particles: list[str]) -> tuple[list[str], list[str]]:
    """``verb_words`` and the phrases ``after`` them, with the verb's last word moved after
    the first phrase when that word is one of the concept's ``particles`` and the phrase is
    a lone object pronoun; else both unchanged.

    >>> particle_after_pronoun(["blew", "up"], ["himself", "on Monday"], ["up"])
    (['blew'], ['himself up', 'on Monday'])
    >>> particle_after_pronoun(["blew", "up"], ["the car"], ["up"])
    (['blew', 'up'], ['the car'])
    >>> particle_after_pronoun(["to", "kick", "off"], ["it"], ["off"])
    (['to', 'kick'], ['it off'])
    """
    if not verb_words or not after or verb_words[-1] not in particles \
            or verb_words[-1] not in _PARTICLES or after[0].lower() not in _OBJECT_PRONOUNS:
        return verb_words, after
    return verb_words[:-1], [f"{after[0]} {verb_words[-1]}", *after[1:]]


def particle_after_verb(verb_words: list[str], after: list[str],
                        particle: str) -> tuple[list[str], list[str]]:
    """``verb_words`` and the phrases ``after`` them with ``particle``, which the source said
    right after the verb, said there too: after the verb ("traded down to 60 percent", "was
    pushed down by falls"), or after a lone object pronoun ("pushed it down").

    >>> particle_after_verb(["traded"], ["early this year", "to 60 percent"], "down")
    (['traded', 'down'], ['early this year', 'to 60 percent'])
    >>> particle_after_verb(["pushed"], ["it", "against the yen"], "down")
    (['pushed'], ['it down', 'against the yen'])
    """
    if after and after[0].lower() in _OBJECT_PRONOUNS:
        return verb_words, [f"{after[0]} {particle}", *after[1:]]
    return [*verb_words, particle], after


def particle_after_agent(passive: str) -> bool:
    """Whether a passive says its verb's particle after the agent: "1 percent was given by
    Germany's DAX index back" for "Germany's DAX index gave back 1 percent" (the parse left
    "back" a :direction of give-01), which the particle no longer reads with."""
    particles = "|".join(sorted(_PARTICLES - {"in"}))
    return re.search(rf"\b(?:was|were|is|are|been|be) \w+ by [^,;]*? (?:{particles})(?= ?[,.;]|\s*$)",
                     passive) is not None
