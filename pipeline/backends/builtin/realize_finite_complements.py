"""A clause the source said finite, after a verb that may also take "to V".

"Police official S.K. Tonapi told Reuters at least 40 people had been killed and more than
100 wounded": the clause under "told" is a report, said with its own tense.  A list of
clauses has no subject of its own, so the realizer took it as controlled by "tell" and
said "told Reuters for at least 40 people to be killed and for more than 100 to be
wounded", an order where the source reported deaths.  Whether the source said the
clause finite is read from the words before its verb (:func:`said_finite`).

"Motorola had scheduled its earnings report to be released today" was said "had scheduled
for its earnings report to be released": the infinitive's own subject got a "for" the
source never said after a verb that is no verb of object control (:func:`object_before_to`).

"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES

__all__ = ["object_before_to", "said_finite"]

# Forms that carry tense: a verb group that starts with one of these is finite.
_FINITE = AUXILIARIES - frozenset(["be", "been", "being"])
# Words that may stand between the auxiliaries and the verb.
_BETWEEN = frozenset(["not", "n't", "also", "never", "still", "already", "just", "then",
                      "only", "even", "now", "all", "both"])


def said_finite(tokens: Sequence[str], verb: int) -> bool:
    """Whether the verb at ``verb`` in ``tokens`` heads a verb group with a tensed
    auxiliary and no "to" ("had been killed", "wasn't bothered", "would continue").

    >>> SRC = "Tonapi told Reuters at least 40 people had been killed".split()
    >>> said_finite(SRC, 8)
    True
    >>> said_finite("expects Mr. Ebbers to be exonerated".split(), 5)
    False
    >>> said_finite("told them to leave".split(), 3)
    False
    """
    j = verb - 1
    finite = False
    while j >= 0 and (tokens[j].lower() in AUXILIARIES or tokens[j].lower() in _BETWEEN):
        finite = finite or tokens[j].lower() in _FINITE
        j -= 1
    return finite and (j < 0 or tokens[j].lower() != "to")


def object_before_to(tokens: Sequence[str], verb: int, infinitive: int) -> bool:
    """Whether the source said the subject of the infinitive at ``infinitive`` as the
    plain object of the verb at ``verb``, with no "for" (nor a clause break) between them.

    >>> SRC = "Motorola had scheduled its earnings report to be released today".split()
    >>> object_before_to(SRC, 2, 8)
    True
    >>> object_before_to("The group called for the UN to intervene".split(), 2, 7)
    False
    """
    if not verb < infinitive:
        return False
    between = [w.lower() for w in tokens[verb + 1:infinitive]]
    return "for" not in between \
        and not any(w in (",", ";", ":", "that", "and", "or") for w in between)
