"""Whether a focus phrase said first among its noun's phrases would jump one the source said
between them.

A focus that modified another noun is said right after that noun, before its other phrases
(realize_focus_nouns: "It is traces near an Iranian nuclear facility ... that inspectors
discovered").  Where the source said another phrase of the noun between them, that phrase
then follows the focus phrase and reads as its noun's: "It is traces near an Iranian
nuclear facility of highly enriched uranium" (the facility's uranium) for "traces of
highly enriched uranium near an Iranian nuclear facility", "It was with five counts for
Dec. 19 to Feb. 5 killings of first-degree murder", "It was officials at Rockingham with
North Carolina Speedway", "It is the outlook over the medium term for price stability".
Such a focus is refused where the jumped phrase opens with a preposition that ties a phrase
to its noun ("of", "for", "from", "between", "with", "about", "against": its content, its
aim, its source), or with "on" before no date ("It was an immediate impact with 60,000
additional customers ... on subscriptions" for "an immediate impact on subscriptions with
60,000 additional customers": what the impact is on); two phrases of time and place may
trade places ("the seizure on March 18 at 4 a.m.", "the second derailment in less than 48
hours on the London Underground").  The
noun's cleft in the source's order is said for the noun's own focus.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.parse_entities import MONTHS, WEEKDAYS
from pipeline.backends.builtin.realize_tree import Node, is_inverted

__all__ = ["jumps_noun_phrase"]

# The prepositions that tie a phrase to the noun before it (its content, aim, source or
# partner), which after another phrase would read as that phrase's.
_TIED = frozenset(["of", "for", "from", "between", "with", "about", "against"])
# What may follow "on" in a time phrase ("on March 18", "on Friday", "on the 15th"): "on"
# before anything else ties its phrase to the noun ("an impact on subscriptions").
_DATE_WORDS = frozenset(MONTHS) | WEEKDAYS | {"the", "that", "this"}


def jumps_noun_phrase(parent: Node, top: Node, excluded: set[int],
                      tokens: Sequence[str]) -> bool:
    """Whether ``parent``, said with its modifier ``top`` right after it, has a phrase of its
    own (an edge not in ``excluded``, the ids of edges said elsewhere) that the source
    (``tokens``) said between the two, opening with a tied preposition (:data:`_TIED`).  A relative clause or participle (an inverted edge) is not counted: a
    phrase after it in the source was its own ("the men arrested in Basra").

    >>> from pipeline.backends.builtin.realize_tree import Edge
    >>> traces = Node("t", "trace", (5,))
    >>> uranium = Node("u", "uranium", (9,))
    >>> near = Node("n", "near", (10,))
    >>> traces.edges = [Edge(":mod", uranium)]
    >>> tokens = ("United Nations inspectors have discovered traces of highly enriched "
    ...           "uranium near an Iranian nuclear facility").split()
    >>> jumps_noun_phrase(traces, near, set(), tokens)
    True
    >>> jumps_noun_phrase(traces, Node("f", "facility", (3,)), set(), tokens)
    False
    >>> jumps_noun_phrase(traces, near, {id(traces.edges[0])}, tokens)
    False
    >>> jumps_noun_phrase(traces, near, set(), [*tokens[:6], "in", *tokens[7:]])
    False
    >>> jumps_noun_phrase(traces, near, set(), [*tokens[:6], "on", *tokens[7:]])
    True
    >>> jumps_noun_phrase(traces, near, set(), [*tokens[:6], "on", "Friday", *tokens[8:]])
    False
    """
    if not parent.align or not top.align or top.align[0] <= parent.align[-1]:
        return False
    start, end = parent.align[-1], top.align[0]
    if start + 2 >= len(tokens) or not (
            tokens[start + 1].lower() in _TIED or (
                tokens[start + 1].lower() == "on"
                and tokens[start + 2].lower().rstrip(".") not in _DATE_WORDS
                and not tokens[start + 2][:1].isdigit())):
        return False
    return any(isinstance(e.target, Node) and e.target.align and id(e) not in excluded
               and not is_inverted(e.role) and start < e.target.align[0] < end
               for e in parent.edges)
