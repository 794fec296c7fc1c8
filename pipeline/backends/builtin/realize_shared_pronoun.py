"""The subject pronoun two joined clauses share, said again before the second when the
verbatim concessive or split parts them (realize_verbatim_concessive).

"He was revived but was pronounced dead at Virginia Medical Center in Arlington." has one
subject for both verbs; "Although" before the first clause would leave the second with none,
and a split would leave the second sentence without one.  A personal pronoun that is the
whole subject, the source's first word, is said again at the head of the second clause:
"Although he was revived, he was pronounced dead at ...", "We believe them to be without
merit. We will defend ourselves vigorously."  Only where the parse gives the second clause
the same subject, and the second clause's verb is finite of its own: an auxiliary ("was
pronounced", "will defend", "did not"), or a simple present or past after a first clause
said in one too ("She leaves her birdie putt some three feet short but drops her par
putt"); not a participle that shares the first clause's auxiliary ("He was convicted in
January, and sentenced to 124 years": "He sentenced to 124 years" would make him the judge).
A name is no such subject: said twice it reads as two people or as stiff prose (a noun
subject's pronoun is realize_shared_noun_subject's).
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_tree import Node, Ref, Source
from pipeline.backends.builtin.realize_verbatim_spans import FINITE_AUXILIARIES, finite_verb

__all__ = ["BEFORE_VERB", "finite_of_its_own", "repeated_pronoun", "subject_node", "subject_var"]

# Subject pronouns that may be said again ("it" is often no one's: "It is rare for ...").
_PERSONAL = frozenset(["he", "she", "they", "we", "i"])
# Adverbs that may stand before the second clause's verb ("but later revealed ...").
BEFORE_VERB = frozenset(["also", "later", "then", "still", "now", "eventually", "finally",
                          "subsequently", "soon"])


def repeated_pronoun(source: Source, first: Node, second: Node, joint: int, end: int) -> str | None:
    """The pronoun to say before the second clause, ``tokens[joint + 1:end]``, that ``first``
    and ``second`` share as their subject (the source's first word), or None."""
    tokens = source.tokens
    word = tokens[0]
    subject = subject_node(first)
    if word.lower() not in _PERSONAL or subject is None or subject.align != (0,) \
            or subject_var(second) != subject.var or not first.align:
        return None
    if finite_of_its_own(source, first, 1, joint, end):
        return word if word == "I" else word.lower()
    return None


def finite_of_its_own(source: Source, first: Node, lo: int, joint: int, end: int) -> bool:
    """Whether the second clause, ``tokens[joint + 1:end]``, opens (after adverbs) with a
    verb finite of its own: an auxiliary, or a simple present or past after a first clause
    (its verb group from ``lo``, after its subject) said in one too."""
    tokens = source.tokens
    at = joint + 1
    while at < end - 1 and tokens[at].lower() in BEFORE_VERB:
        at += 1
    opener = tokens[at].lower()
    first_verb = first.align[0]
    simple_first = all(tokens[i].lower() in BEFORE_VERB for i in range(lo, first_verb)) \
        and tokens[first_verb].lower() not in FINITE_AUXILIARIES and finite_verb(tokens[first_verb])
    return opener in FINITE_AUXILIARIES or (simple_first and finite_verb(opener)
                                            and opener not in FINITE_AUXILIARIES)


def subject_node(node: Node) -> Node | None:
    """The node's subject (its :ARG0, else its :ARG1), said as a node of its own."""
    for role in (":ARG0", ":ARG1"):
        edge = next((e for e in node.edges if e.role == role), None)
        if edge is not None:
            return edge.target if isinstance(edge.target, Node) else None
    return None


def subject_var(node: Node) -> str | None:
    """The variable of the node's subject, held or mentioned again (a re-entrancy)."""
    for role in (":ARG0", ":ARG1"):
        edge = next((e for e in node.edges if e.role == role), None)
        if edge is not None:
            target = edge.target
            return target.var if isinstance(target, (Node, Ref)) else None
    return None
