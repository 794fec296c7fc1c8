"""A second predicate adjective read as a conjunct of the copula: '"I have always tried to be
honest with you and open about my life," Limbaugh said' has ``open/conj`` of "be" (not of
"honest"), so the rules made "open" a clause of its own, ``open-04`` with "my life" the
thing opened and no subject: every focus was refused ("the parse gave a shared subject of
coordinated verbs to another noun").

An adjective conjunct of a copula that already has an adjective complement, right after the
coordinator and with no subject or verb of its own, is a second complement: the repair hangs it, with its coordinator, on
the first adjective, the tree spaCy gives "to be kind and sensitive", which the rules read
as predicates sharing the subject
(:class:`~pipeline.backends.builtin.parse_adjective_lists.AdjectiveLists`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc

__all__ = ["repair_copular_conjuncts"]

_OWN_CLAUSE = frozenset({"nsubj", "nsubjpass", "aux", "auxpass", "cop", "expl"})


def repair_copular_conjuncts(doc: Doc) -> None:
    """Hang each second predicate adjective of the module docstring on the first."""
    for adj in doc:
        copula = adj.head
        if adj.dep_ != "conj" or copula.pos_ != "AUX" or copula.lemma_ != "be" \
                or copula.i > adj.i:
            continue
        first = next((c for c in copula.children if c.dep_ == "acomp" and c.pos_ == "ADJ"
                      and c.i < adj.i), None)
        if first is None or any(c.dep_ in _OWN_CLAUSE for c in adj.children):
            continue
        if adj.pos_ != "ADJ" and adj.lower_ != first.lower_:
            # (the adjective said again, tagged a verb: "We are pleased with the judge's
            # decision and pleased that they accepted our arguments"; not "were flat and
            # closed at $5", a verb of its own)
            continue
        cc = next((c for c in copula.children if c.dep_ == "cc" and c.i == adj.i - 1), None)
        if cc is None or cc.i < first.i:
            continue  # "was at 116.92 yen, flat ..., and at 1.2891 ..., also flat": a clause's
        cc.head = first
        adj.head = first
