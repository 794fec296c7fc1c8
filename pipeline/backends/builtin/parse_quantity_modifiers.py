"""Focus words before a number ("only four companies", "another 300", "just 1%") and
"shortly" before "after" ("shortly after midday"), which no grammar read.

spaCy hangs "only" and "just" on the number as its advmod and "another" as its quantmod or
det; the noun phrase grammar reads the number as its noun's :quant (or a percentage's
:value) and left the word without a node, so every rebuilt paraphrase was refused for
dropping it ("So far, however, only four companies have licensed the protocols, ..."; "She
said the store ordered 520 copies and reserved another 300.").  AMR puts such a word on the
counted thing: (c / company :quant 4 :mod (o / only)); the realizer says it right before
the number (realize_quantities), so the word keeps its scope: "only four companies have
licensed", never "four companies have only licensed".

"shortly after midday" is (a / after :op1 (m / midday) :mod (s / short-07)) and said
"shortly after midday" (realize_quantities.preposition concepts); "soon after daylight" and
"immediately after his arrest" likewise, with :mod soon and :mod immediate.

A date entity that runs on into the measure of a following "after" ("Wittig resigned in
late November about two weeks after being indicted ...": spaCy's DATE is "late November
about two weeks") is cut before the measure (:func:`trim_date_measures`), so the measure is
the :quant of "after" (parse_measures) and said "about two weeks after"; whole, the date
had swallowed it and every paraphrase dropped "about two weeks".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.parse_graph import Const, GraphBuilder, Node, walk
from pipeline.backends.builtin.parse_measures import MEASURE_UNITS
from pipeline.backends.builtin.realize_words import AMOUNT_DETERMINERS

if TYPE_CHECKING:
    from spacy.tokens import Span

__all__ = ["attach_quantity_modifiers", "trim_date_measures"]

# The roles a count or a share is said with.
_NUMBER_ROLES = (":quant", ":value")
# A concept preposition "shortly" may narrow ("shortly after midday", "shortly before noon").
_SHORTLY_PREPOSITIONS = frozenset({"after", "before"})
# Other adverbs of nearness in time before "after"/"before", and their concepts (said back
# as the adverb: realize_quantities).
_SOON_WORDS = {"soon": "soon", "immediately": "immediate"}


def _aligned(top: Node) -> set[int]:
    """Every token some node or constant of the tree stands for."""
    said: set[int] = set()
    for node in walk(top):
        if node.align is not None:
            said.add(node.align)
        for _, child in node.edges:
            if isinstance(child, Const):
                if child.align is not None:
                    said.add(child.align)
                said.update(child.also)
    return said


def attach_quantity_modifiers(top: Node, sent: Span, builder: GraphBuilder) -> None:
    """Give the counted node of "only/just/another N" its :mod, and "after/before" of
    "shortly after/before X" its :mod short-07, where the word has no node yet."""
    said = _aligned(top)
    counted: dict[int, Node] = {}  # the number's token -> the node it counts
    prepositions: dict[int, Node] = {}
    for node in walk(top):
        if node.concept in _SHORTLY_PREPOSITIONS and node.align is not None:
            prepositions[node.align] = node
        for role, child in node.edges:
            if role in _NUMBER_ROLES and isinstance(child, Const) and child.align is not None:
                counted.setdefault(child.align, node)
    for word in sent:
        if word.i in said:
            continue
        lower = word.lower_
        head = word.head
        if lower in AMOUNT_DETERMINERS and word.dep_ in ("advmod", "quantmod", "det") \
                and head.like_num and word.i == head.i - 1 and head.i in counted:
            # "only 26%", "another 300", "Another 28 per cent", "only four companies"
            counted[head.i].add(":mod", builder.node(lower, word.i))
        elif lower == "shortly" and word.dep_ == "advmod" and word.i == head.i - 1 \
                and head.i in prepositions:
            # "were unchanged at $7.18 on Nasdaq shortly after midday"
            prepositions[head.i].add(":mod", builder.node("short-07", word.i))
        elif lower in _SOON_WORDS and word.dep_ == "advmod" and word.i == head.i - 1 \
                and head.i in prepositions:
            # "overwhelmed the peacekeepers soon after daylight", "gave police a false name
            # immediately after his arrest": the word had no node, every focus was refused
            prepositions[head.i].add(":mod", builder.node(_SOON_WORDS[lower], word.i))


def trim_date_measures(sent: Span) -> None:
    """Cut a DATE entity of ``sent`` before a measure that spaCy hung on the "after" or
    "before" right after the entity ("late November | about two weeks | after")."""
    from spacy.tokens import Span as SpanType

    doc = sent.doc
    kept = []
    changed = False
    for ent in doc.ents:
        last = ent[-1]
        if ent.label_ == "DATE" and sent.start <= ent.start and ent.end < sent.end \
                and last.dep_ == "npadvmod" and last.lemma_.lower() in MEASURE_UNITS \
                and last.head.i == ent.end and last.head.lower_ in _SHORTLY_PREPOSITIONS:
            start = min(t.i for t in last.subtree)
            if ent.start < start:
                kept.append(SpanType(doc, ent.start, start, label=ent.label_))
                changed = True
                continue
        kept.append(ent)
    if changed:
        doc.ents = kept
