"""Refusal of a fronted phrase that is a verb's path of motion or a linking verb's "like".

"Across the bridge, Mr. Manuel and his group ... walked", "Inside the mosque, they moved
then" (for "moved inside the mosque": where they went, not where they were), "Through the
... Partnership, they passed to Syndia": a phrase of path or direction after a verb of
motion says where the mover went; fronted as a topic it reads as the place of the whole
event, or strands the verb.  "Like a police sketch of the suspect, Cruz looked", "Like
just another vicious scandal ..., the Lewinsky imbroglio seemed for me": the "like"
phrase of a linking verb is its predicate, and the verb alone says nothing.  Only where
the phrase followed the verb (or one word after it) in the source.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import lemmas
from pipeline.backends.builtin.realize_words import LINKING

__all__ = ["path_lead_fault"]

# Prepositions of path or direction: after a verb of motion, where the mover went.
# (Not "out of": "Out of the 20-mile-long Disraeli Fjord, all of the fresh water poured"
# reads as the source does, test_realizer_mrpc_lists.)
_PATH_PREPOSITIONS = frozenset(["across", "through", "into", "onto", "inside", "toward",
                                "towards", "along", "past", "over", "around"])
# Verbs of motion whose path phrase says where the mover went.
_MOTION_VERBS = frozenset(["move", "walk", "run", "drive", "fly", "pass", "travel", "head",
                           "pour", "flow", "swim", "sail", "march", "climb", "crawl", "flee",
                           "escape", "cross", "ride", "rush", "race", "spread", "stream",
                           "wander", "roll", "slide", "leak", "spill", "sweep", "storm"])


def path_lead_fault(lead: str, verb: str, tokens: Sequence[str], at: int) -> str | None:
    """Why ``lead``, fronted from the clause of ``verb`` (a lemma; its source word at
    ``at`` of ``tokens``), cannot be (module docstring); None when it can.

    >>> tokens = "Then they moved inside the mosque and started firing".split()
    >>> path_lead_fault("Inside the mosque", "move", tokens, 2)
    'a path of motion fronted as a topic'
    >>> tokens = "Cruz looked like a police sketch of the suspect".split()
    >>> path_lead_fault("Like a police sketch of the suspect", "look", tokens, 1)
    "a linking verb's 'like' phrase fronted as a topic"
    >>> tokens = "Shares rose in Tokyo across the board".split()
    >>> path_lead_fault("Across the board", "rise", tokens, 1) is None
    True
    """
    words = lead.lower().split()
    if not words or at < 0:
        return None
    following = [t.lower() for t in tokens[at + 1:at + 3]]
    if words[0] not in following:
        return None  # the source said it elsewhere ("Across the country, ... moved")
    verbs = {verb, *lemmas(verb)}
    if words[0] == "like" and verbs & LINKING:
        return "a linking verb's 'like' phrase fronted as a topic"
    if words[0] in _PATH_PREPOSITIONS and verbs & _MOTION_VERBS:
        return "a path of motion fronted as a topic"
    return None
