"""Which way a focus goes up to the old root: the edges a refocused graph inverted, the
largest first, an apposition or an inclusion never; and whether a list names people."""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.realize_appositions import fronted_apposition_words, is_apposition
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    RealizerBase,
    is_frame,
)
from pipeline.backends.builtin.realize_person_names import names_person, person_or_people
from pipeline.backends.builtin.realize_tree import Edge, Node, Ref


class FocusWays(RealizerBase):
    """Helpers of :class:`~pipeline.backends.builtin.realize_focus.FocusConstructions`."""

    def apposition_edges(self, node: Node) -> frozenset[int]:
        """The edges from ``node`` to the role of an apposition the source said after it."""
        if self.source is None:
            return frozenset()
        # the person's age may stand between: "Ms Stewart, 61, its chief executive officer
        # and chairwoman, did not attend" (the role, not the attending, is the aside)
        age = frozenset(n.var for e in node.edges if e.role == ":age"
                        and isinstance(e.target, Node) for n in e.target.walk())
        tokens, owner = self.source.tokens, self.source.owner
        # or the source set it before the name ("The lawyer representing Torch Concepts, Rich
        # Marsden did not respond"), said after it when the name leads
        return frozenset(id(e) for e in node.edges if e.role == ":ARG0-of"
                         and isinstance(e.target, Node) and (
                             is_apposition(e.target, node, tokens, owner, age)
                             or fronted_apposition_words(e.target, node, tokens, owner)
                             is not None))

    def reach(self, below: Node) -> Callable[[Node], int]:
        """How many nodes a node reaches, re-entrancies followed but never back to ``below``:
        the old root "declined" of (p :ARG0-of (c / comment-01 ...) :ARG1-of (d / decline-01
        :ARG2 c)) reaches the comment too."""
        def count(node: Node) -> int:
            seen, todo = {below.var}, [node]
            while todo:
                n = todo.pop()
                if n.var in seen:
                    continue
                seen.add(n.var)
                for e in n.edges:
                    t = self.nodes.get(e.target.var) if isinstance(e.target, Ref) else e.target
                    if isinstance(t, Node):
                        todo.append(t)
            return len(seen) - 1
        return count

    def said_verb_after(self, node: Node, target: Node) -> bool:
        """Whether ``target``, an event with no other participant, is a verb the source
        said after ``node`` ("Mary Smith dissented"), not a predicate inside ``node``'s own
        noun ("winner", person :ARG0-of win-01, both aligned to one word)."""
        if self.source is None or not is_frame(target.concept) or target.concept.endswith("-91") \
                or not target.align or not node.align:
            return False
        return target.align[0] > max(node.align) and target.align[0] not in node.align

    def refuse_bare_as_participle(self, event: Node, lead: str) -> None:
        """Refuse "As these loss reductions expected, they continue" for "continue as
        expected": a bare participle's parsed subject is no subject the source said."""
        if lead == "as" and self.source is not None and event.align \
                and self.source.word(event.align[0] - 1).lower() == "as":
            raise RealizationRefused("'as' with a bare participle cannot lead")

    def names_people(self, node: Node) -> bool:
        """Whether ``node`` names people: a person, or a list of them ("Chief Justice
        William H. Rehnquist and Justices Antonin Scalia and Clarence Thomas", who), by its
        words (see realize_person_names)."""
        if node.concept in ("and", "or"):
            members = [e.target for e in node.edges if e.role.startswith(":op")]
            return bool(members) and all(isinstance(m, Node) and self.names_people(m)
                                         for m in members)
        # (not "It is Wyeth who estimates ...", "a sensitive light detector who looks"); a
        # source's common noun of people by the lexicon's doers too ("It was the lawmakers
        # who were departing ...", was "that"); a gold graph's by its listed words only
        if self.source is None:
            return names_person(node, None)
        return person_or_people(node, self.source.tokens)

    def host_people(self, head: Node, focus: Node) -> bool:
        """Whether the noun a modifier ``focus`` picks out names people: its ``head``, or
        every member of a list, the focus among them ("It was Clarence Thomas, ... who
        dissented"; not "It was combat in Vietnam and head of ... who Shinseki's career
        included": the focus, a list member, is no longer below the list)."""
        return self.names_people(head) and (
            head.concept not in ("and", "or") or self.names_people(focus))

    def relative_for(self, people: bool, clause: Node, role: str, human: bool = False) -> str:
        """The relative word of a cleft's or an existential's clause on a noun, its ``role``
        in ``clause``: "who" for ``people`` (:meth:`names_people`) that did it or underwent
        it with no doer said, or for any role where ``human`` ("It was the ministry official
        who said ...", "There were 14 people who were hurt"), else "that" (not "It was
        chief operating officer who Robert B. Willumstad was named": what a person was named
        as is a post, no person)."""
        return "who" if people and (human or role == ":ARG0" or (
            role == ":ARG1" and not self.has_role(clause, ":ARG0"))) else "that"


def largest_first(edges: list[Edge], asides: frozenset[int] = frozenset(),
                  size: Callable[[Node], int] | None = None) -> list[Edge]:
    """Edges up from a focus, the one to the old root (the biggest subtree, or what
    ``size`` counts) first; an inclusion ("embassies, including the Singapore embassy") or
    an apposition (``asides``: "Anthony Citrano, a representative for WhenU,") is a phrase
    of the noun, never the way up to the old root."""
    count = size or (lambda n: len(n.walk()))
    return sorted(edges, key=lambda e: (e.target.concept == "include-91" or id(e) in asides,
                                        -count(e.target))
                  if isinstance(e.target, Node) else (False, 0))
