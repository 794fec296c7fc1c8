"""An adverbial clause the source reduced to its subordinator and a participle ("if
convicted", "once identified", "if requested by ..."), said again as the source said it.

Such a clause has no subject of its own: the one convicted is the subject of the clause it
qualifies.  Said as a full clause it gets a subject and a tense the source never gave it, or a
gerund after a word that takes none:

- "If convicted, they face up to five years in prison" became "If they were convicted, they
  face ..." (a past tense against the present "face");
- "Stewart intends to declare her innocence if indicted and proceed to trial" became "...
  her innocence if being indicted and proceeding to trial";
- "Once identified, remains of terrorists are immediately removed" became "... remaining of
  terrorists once being identified is removed".

"since being transferred", "after being told" keep their "being": those words take a gerund.
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.realize_base import RealizationRefused
from pipeline.backends.builtin.realize_tree import Node, Ref, Source

__all__ = ["has_participants", "reduced_participle", "refuse_fronted_reduced",
           "refuse_reduced_in_list"]

# Subordinators that take a bare participle with no "being" ("if convicted", "once
# identified", "when contacted", "unless stopped", "until told", "though wounded").
REDUCING_SUBORDINATORS = frozenset(["if", "once", "when", "whenever", "unless", "until",
                                    "though", "although", "while"])
# The endings of a past participle ("convicted", "taken", "shown", "done").
_PARTICIPLE_ENDINGS = ("ed", "en", "wn", "ne")


def reduced_participle(source: Source | None, node: Node, known: str | None,
                       gerund_passive: Callable[[], str]) -> str | None:
    """``known`` (the source's subordinator) and ``node``'s participle with its complements,
    where the source said exactly that ("if convicted on each count"); else None.
    ``gerund_passive`` says ``node`` as a subjectless passive gerund ("being convicted on
    each count")."""
    if source is None or not node.align or known not in REDUCING_SUBORDINATORS:
        return None
    at = node.align[0]
    word = source.word(at).lower()
    if source.word(at - 1).lower() != known or not word.endswith(_PARTICIPLE_ENDINGS):
        return None
    if any(e.role in (":ARG1", ":domain") and not isinstance(e.target, Ref) for e in node.edges):
        return None  # the undergoer said in the clause itself: not a reduced one
    said = gerund_passive()
    if not said.startswith("being "):
        return None
    return f"{known} {said[len('being '):]}"


def refuse_fronted_reduced(source: Source | None, node: Node, lead: str) -> None:
    """Refuse to front, as a full clause, a clause the source reduced to ``lead`` and a
    participle: "When contacted last night, Perkins declined comment" became "When Perkins
    was contacted last night, Perkins declined comment", and "If convicted, they face ..."
    "If they were convicted, they face ...".  Said as the source said it, the fronted
    clause is the source's own sentence."""
    if source is None or not node.align or lead not in REDUCING_SUBORDINATORS:
        return
    at = node.align[0]
    if source.word(at - 1).lower() == lead \
            and source.word(at).lower().endswith(_PARTICIPLE_ENDINGS):
        raise RealizationRefused(f"a clause the source reduced to '{lead} "
                                 f"{source.word(at)}' would take a subject and tense of ours")


def has_participants(source: Source | None, node: Node, known: str | None) -> bool:
    """Whether ``node`` says a participant of its own (a copula's :domain is one: "if that is
    not a Democrat"), or, for a list of clauses, whether one of its members does and the
    source did not say the list as gerunds right after ``known``: "as we intensify our
    business focus and work to achieve profitability" was said "as intensifying our business
    focus and working to achieve profitability", its list taken for a bare event like "since
    being transferred" (but "while charring 469,000 acres and destroying 491 homes" is one)."""
    if node.concept in ("and", "or"):
        ops = [e.target for e in node.edges if e.role.startswith(":op") and isinstance(e.target, Node)]
        first = min((op for op in ops if op.align), key=lambda op: op.align[0], default=None)
        if source is not None and first is not None \
                and source.word(first.align[0]).lower().endswith("ing") \
                and source.word(first.align[0] - 1).lower() == known:
            return False
        return any(has_participants(source, op, known) for op in ops)
    return any(e.role in (":ARG0", ":ARG1", ":domain") for e in node.edges)


def refuse_reduced_in_list(source: Source | None, node: Node, known: str | None) -> None:
    """Refuse a list of clauses under ``known`` whose first member the source reduced to a
    bare participle: "Stewart intends to declare her innocence if indicted and proceed to
    trial" (parsed as "if (indicted and proceed)") became "... her innocence if she was
    indicted, and she proceeds to trial", a fluent claim the source never made."""
    if source is None or known not in REDUCING_SUBORDINATORS or node.concept not in ("and", "or"):
        return
    for edge in node.edges:
        member = edge.target
        if edge.role.startswith(":op") and isinstance(member, Node) and member.align \
                and source.word(member.align[0] - 1).lower() == known \
                and source.word(member.align[0]).lower().endswith(_PARTICIPLE_ENDINGS):
            raise RealizationRefused(f"a list under '{known}' opens with a participle the "
                                     "source said reduced")
