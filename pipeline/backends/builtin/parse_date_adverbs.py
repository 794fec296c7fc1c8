"""A time adverb before "on" and its day ("detained Khodorkovsky early on Saturday",
"Earlier on Monday, Grant Thornton SpA repeated ..."), which no rule read.

spaCy hangs the adverb on the preposition "on" as its ``advmod``; the preposition's
object became the verb's date entity and the adverb had no node, so every focus was
refused ("the parse dropped 'early' of the source").  Without "on" ("early Saturday",
"Earlier Monday") the rules already put the adverb on the date entity as its :mod, which
the realizer says before the day ("Early Saturday, special police detained ..."); this
gives the phrase with "on" the same graph: (d / date-entity :weekday (s / saturday) :mod
(e / early)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import GraphBuilder, Node, walk

if TYPE_CHECKING:
    from spacy.tokens import Span

__all__ = ["attach_date_adverbs"]

# The adverbs "early Saturday", "earlier Monday", "late Friday" say as a date entity's :mod.
_DATE_ADVERBS = frozenset({"early", "earlier", "late", "later"})


def attach_date_adverbs(top: Node, sent: Span, builder: GraphBuilder) -> None:
    """Give the date entity of "on DAY" the :mod of an adverb right before "on" that has
    no node yet."""
    dates: dict[int, Node] = {}
    said: set[int] = set()
    for node in walk(top):
        if node.align is not None:
            said.add(node.align)
            if node.concept == "date-entity":
                dates[node.align] = node
    for word in sent:
        on = word.head
        if word.i in said or word.lower_ not in _DATE_ADVERBS or word.dep_ != "advmod" \
                or on.lower_ != "on" or on.i != word.i + 1:
            continue
        objects = [c for c in on.children if c.dep_ == "pobj"]
        date = dates.get(objects[0].i) if len(objects) == 1 else None
        if date is not None and not date.has(":mod"):
            date.add(":mod", builder.node(word.lower_, word.i))
