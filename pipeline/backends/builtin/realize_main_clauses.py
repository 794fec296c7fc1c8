"""A clause of the source said inside a noun phrase of a rebuilt sentence.

The refocusing hangs each clause below one of its participants; said as that noun's words,
the clause's verb can come along: "Spam e-mail messages were sent by some are also used so
that it could boost traffic" (the source's main clause, "Some are also used to send ...",
read back as the agent "some"), "Microsoft's promises were reiterated by the announcement
comes one day after ...".  A noun read back with its own predicate is a clause, no noun
phrase, and rebuilt it demotes that clause to its relative clause ("China, which is
scrambling to stop the disease it, spread to the countryside"): the realizer refuses both.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.backends.builtin.morphology import AUXILIARIES, inflect, lemma_pos
from pipeline.backends.builtin.realize_concepts import is_frame, stem
from pipeline.backends.builtin.realize_finite_complements import said_finite
from pipeline.backends.builtin.realize_tree import Node, base_role, is_inverted
from pipeline.backends.builtin.realize_words import QUESTION_OPENERS, VERB_GROUP_ADVERBS

__all__ = ["said_with_predicate"]


def said_with_predicate(node: Node, tokens: Sequence[str]) -> bool:
    """Whether the source said ``node``'s own words right before the tensed verb group of a
    clause it is an argument of (hung below it, ``:ARG1-of``): "some are also used",
    "the announcement comes" read back as a noun phrase would say a clause.  A relative
    clause has its relative word or its own subject between ("the book he wrote"), a
    reduced one no tense ("documents used to stamp")."""
    own = [i for n in _own_nodes(node) for i in n.align]
    if not own or tokens[min(own)].lower() in QUESTION_OPENERS:
        return False  # (a clause's own "what": "told what was going on")
    end = max(own)
    for e in node.edges:
        clause = e.target
        if not (is_inverted(e.role) and base_role(e.role).startswith(":ARG")
                and isinstance(clause, Node) and is_frame(clause.concept) and clause.align):
            continue
        verb = clause.align[0]
        between = [t.lower() for t in tokens[end + 1:verb]]
        if verb <= end or not all(t in AUXILIARIES or t in VERB_GROUP_ADVERBS for t in between):
            continue
        word = tokens[verb].lower() if verb < len(tokens) else ""
        lemma = stem(clause.concept).split("-")[0]
        if said_finite(tokens, verb) or (
                "VERB" in lemma_pos(word) and word == inflect(lemma, "VBZ") and word != lemma):
            return True
    return False


def _own_nodes(node: Node) -> list[Node]:
    """``node`` and what hangs below it by the parse's own edges (not an inverted one)."""
    found = [node]
    for e in node.edges:
        if isinstance(e.target, Node) and not is_inverted(e.role):
            found += _own_nodes(e.target)
    return found
