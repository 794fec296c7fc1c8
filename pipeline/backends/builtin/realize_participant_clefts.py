"""The alternative for a named doer's focus, "Cindy Cohn was the one who said ...", with the
checks it shares with the other alternatives (a name focus stands for its entity, a focus
said without its apposition is refused, a frame's two places).  Split from
realize_alternatives.py."""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    is_frame,
)
from pipeline.backends.builtin.realize_focus import FocusConstructions
from pipeline.backends.builtin.realize_quotes import Quotations
from pipeline.backends.builtin.realize_tree import Edge, Node, Ref, base_role
from pipeline.backends.builtin.realize_words import MODALS

__all__ = ["PAST_BE", "ParticipantClefts"]

PAST_BE = {True: "was", False: "is"}
_NAMED_DOERS = frozenset(["person", "organization", "company", "government-organization",
                     "political-party", "university", "newspaper", "publication"])
# Words of a name said as "the one" ("Health Minister Peter Coleman", "Ronald L. Kuby");
# anything else is a phrase around it ("James Sprayregen in court", "Hernandez, who ...").
_NAME_WORDS = frozenset(["of", "the", "de", "van", "von", "al", "bin", "la", "le", "da"])


class ParticipantClefts(FocusConstructions, Quotations):
    """"The one who" of a named doer, and the checks of a participant focus."""

    def one_cleft(self, top: Node, up: Edge) -> tuple[str, str]:
        """"Cindy Cohn was the one who said ..." for the named person or organization that
        did it (a plural or a pronoun is said so already: "Officials were the ones who
        said ...")."""
        named = self.has_role(top, ":name") or top.concept == "name"
        top, up = self.entity(top, up)
        parent = up.target
        assert isinstance(parent, Node)
        if base_role(up.role) != ":ARG0" or top.concept not in _NAMED_DOERS \
                or not self.is_clause(parent) or not named \
                or not is_frame(parent.concept) or parent.concept in MODALS \
                or any(self.is_refocus_edge(parent, e) for e in parent.edges) \
                or self.const(parent, ":mode") is not None:
            raise RealizationRefused("no person to say as 'the one'")
        self.refuse_inclusion(parent)
        self.refuse_unrealized(parent)
        self.reserved.add(parent.var)
        skip = {id(up)}
        subject = self.np(top, "subj", skip=skip)
        if subject.plural or subject.person != 3 or not all(
                w[:1].isupper() or w in _NAME_WORDS for w in subject.text.split()):
            raise RealizationRefused("no person to say as 'the one'")
        self.refuse_stacked_relative(top, skip, subject.text)
        self.refuse_shortened(top, up, subject.text)
        said = self.edge_to(parent, ":ARG1")
        if said is not None and isinstance(said.target, Node) and said.target.concept == "contrast-01":
            # As for "What ... said was that": "The Foreign Office is the one that says Heaton
            # is in detention, but it was not charged yet" (the second clause's subject lost).
            raise RealizationRefused("a contrast said after 'the one who'")
        # ("Wyeth is the one that estimates ...": a firm spaCy took for a person)
        who = "who" if top.concept == "person" and self.names_people(top) else "that"
        body = self.clause(parent, gap=":ARG0", relative=who, agree=NP("", plural=False))
        if not body.startswith(who + " "):
            raise RealizationRefused("no person to say as 'the one'")
        if self.quote_spans() and not re.match(r"(?:who|that) (?:\w+ ){0,2}\w+ ?: ?[\"'`]", body):
            # "Gehman was the one who said a number of ... missed signals -- there's not
            # one person ...", "... the one who said as O'Donnell lawyer Matthew Fishbein
            # questioned him: ...": a quotation right after its verb, or none.
            raise RealizationRefused("a quotation that does not follow its verb")
        past = self.framed_in_past(parent)
        self.variant_used = True
        return f"{subject.text} {PAST_BE[past]} the one {body}", "cleft"

    def entity(self, top: Node, up: Edge) -> tuple[Node, Edge]:
        """A name focus stands for its entity: the entity and its edge up, else as given."""
        if top.concept != "name" or base_role(up.role) != ":name":
            return top, up
        assert isinstance(up.target, Node)
        self.done.add(top.var)
        ups = [e for e in up.target.edges if self.is_refocus_edge(up.target, e)]
        if len(ups) != 1:
            raise RealizationRefused("variant not used")
        return up.target, ups[0]

    def refuse_shortened(self, noun: Node, up: Edge, said: str) -> None:
        """Refuse a focus noun said without the apposition the source gave it (the parse
        often drops it): "Kevin Rollins was the one who received ..." for "Kevin Rollins,
        Dell's president, received ...", "Jimmy D. Staton" for "Jimmy D. Staton, a senior
        vice president with the utility"."""
        assert self.source is not None
        stack, seen, at = [noun], set[str](), list[int]()
        while stack:
            node = stack.pop()
            if node.var not in seen:
                seen.add(node.var)
                at += node.align
                stack += [e.target for e in node.edges if e is not up and isinstance(e.target, Node)]
        if at and self.source.word(max(at) + 1) == "," and "," not in said:
            raise RealizationRefused("the focus would be said without its apposition")

    def two_place(self, node: Node) -> bool:
        """Whether ``node``'s only arguments are its ARG0 and ARG1 (its other edges are
        circumstances), so that they can trade places."""
        return not any(ARG_ROLE.match(e.role) and e.role not in (":ARG0", ":ARG1")
                       for e in node.edges)

    def edge_to(self, node: Node, role: str) -> Edge | None:
        """``node``'s edge of ``role`` to a node (not a re-entrancy), if any."""
        for e in node.edges:
            if e.role == role and not isinstance(e.target, Ref):
                return e
        return None
