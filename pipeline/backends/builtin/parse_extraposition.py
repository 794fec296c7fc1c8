"""An extraposed clause after "make it ADJ": "made it (very) plain to the US (that) it did
not support the death penalty".

The "it" there stands for the clause that follows; it is no entity. AMR drops it and puts
the clause where it stands: (m / make-02 :ARG0 government :ARG1 (p / plain-01 :ARG1 (s /
support-01 ...) :ARG2 US)). spaCy reads "it" as the adjective's subject and hangs the
clause on the adjective (advcl) or on "make" (ccomp), so the plain rules said "had made
that it is very plain to the US not to support ...".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pipeline.backends.builtin.lexicon import PropBankLexicon
from pipeline.backends.builtin.parse_graph import Node, Ref, walk
from pipeline.backends.builtin.realize_words import CONTROL

if TYPE_CHECKING:
    from spacy.tokens import Token


def fold_extraposed_clause(make: Node, verb: Token, lex: PropBankLexicon,
                           new_node: Callable[[str, int], Node]) -> int | None:
    """Rewrite ``make`` (the make-02 node of ``verb``) so that the clause extraposed after
    "make it ADJ" is the adjective's :ARG1 in place of "it"; returns the index of the "it"
    token, which the construction says, or None when ``verb`` is not that construction.
    ``new_node`` creates a node aligned to a token."""
    adjective = next((c for c in verb.children if c.dep_ in ("ccomp", "xcomp", "oprd", "acomp")
                      and c.pos_ == "ADJ"), None)
    if adjective is None:
        return None
    it = next((c for c in adjective.children if c.dep_ == "nsubj" and c.lower_ == "it"), None) \
        or next((c for c in verb.children if c.dep_ == "dobj" and c.lower_ == "it"), None)
    clause = next((c for c in adjective.children if c.dep_ in ("advcl", "ccomp")
                   and _finite(c)), None) \
        or next((c for c in verb.children if c.dep_ == "ccomp" and c is not adjective
                 and _finite(c)), None)
    if it is None or clause is None:
        return None
    adj = _edge_to(make, adjective.i)
    if adj is None or not isinstance(adj[1], Node):
        return None
    adj_node = adj[1]
    found_it = _edge_to(adj_node, it.i) or _edge_to(make, it.i)
    placed = _edge_to(adj_node, clause.i) or _edge_to(make, clause.i)
    if found_it is None or placed is None or not isinstance(found_it[1], Node) \
            or not isinstance(placed[1], Node):
        return None
    it_node, clause_node = found_it[1], placed[1]
    for owner in (make, adj_node):
        owner.edges = [(r, c) for r, c in owner.edges if c is not it_node and c is not clause_node]
    frame = lex.adjective_frame(adjective.lemma_.lower())
    if frame:
        adj_node.concept = frame  # "clear" read as a verb was clear-01 ("remove"), not clear-06
    adj_node.edges.insert(0, (":ARG1", clause_node))
    # "clear to reporters": to whom it is clear is the adjective's :ARG2 (clear-06, plain-01)
    hearers = {p.i for prep in adjective.children if prep.dep_ == "prep" and prep.lower_ == "to"
               for p in prep.children if p.dep_ == "pobj"}
    adj_node.edges = [(":ARG2" if isinstance(c, Node) and c.align in hearers else r, c)
                      for r, c in adj_node.edges]
    _rename_pronoun(clause_node, it_node, clause, new_node)
    return it.i


def _finite(verb: Token) -> bool:
    """A clause with a subject of its own: "(that) it did not support ..."."""
    return verb.pos_ in ("VERB", "AUX") and any(c.dep_ in ("nsubj", "nsubjpass")
                                                for c in verb.children)


def _edge_to(node: Node, index: int) -> tuple[str, Node | Ref] | None:
    """The edge of ``node`` whose subtree says token ``index`` (its top, as placed)."""
    for role, child in node.edges:
        if isinstance(child, Node) and any(n.align == index for n in walk(child)):
            return role, child
    return None


def _rename_pronoun(top: Node, it_node: Node, clause: Token,
                    new_node: Callable[[str, int], Node]) -> None:
    """An "it" inside the clause was taken for the expletive's second mention ("made it
    plain it did not support": the government); it is a pronoun of its own."""
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")
                    and c.lower_ == "it"), None)
    own: Node | None = None
    for node in walk(top):
        for k, (role, child) in enumerate(node.edges):
            if isinstance(child, Ref) and child.node is it_node:
                if own is None:
                    own = new_node("it", subject.i if subject is not None else clause.i)
                    node.edges[k] = (role, own)
                else:
                    node.edges[k] = (role, Ref(own))


def extraposed_passive_subject(verb: Token, subject: Token) -> bool:
    """Whether ``subject`` is the "it" of "It was announced (on Friday) that Goodrem had been
    diagnosed ...": the "it" stands for the clause after the passive verb, which is the
    verb's :ARG1 ("which it was announced on Friday to" read the clause as an ARG2 and
    "it" as the thing announced)."""
    if verb.lemma_ in CONTROL:
        # "It is expected that the bill will pass": read with "it" as what is expected, the
        # realizer says "The bill will pass, as it is expected to"; with the clause as the
        # ARG1 it has no passive form for it ("It is the bill that will pass expected").
        return False
    return subject.dep_ == "nsubjpass" and subject.lower_ == "it" and any(
        c.dep_ == "ccomp" and _finite(c) for c in verb.children)
