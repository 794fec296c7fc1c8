"""Foci in and around a coordination: what a list can lose when one of its members, or
something inside one, is the focus.

A member said first took its list apart ("It was marketer and the natural gas producer
that said ...", "It is Estrada and Cardenas, who is on trial ..."): what the source said
before or after the whole list stayed with one member.  Said from a member, the list now
keeps the source's order (FocusNouns), unless a member's words were said after a later
member ("Sanders and colleagues at RAFT").  A focus below one member ("For Mac, Windows and
Unix file servers, dynamic browsing of documents is the network", "Always, the district had
been waiting for the subpoenas had planned to comply") pulls that member out of the list,
and the rest of the list is said round it as nonsense.
"""

from __future__ import annotations

from pipeline.backends.builtin.parse_words import BARE_TIME_WORDS
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    RealizerBase,
    is_frame,
)
from pipeline.backends.builtin.realize_tree import Const, Edge, Node, Ref, base_role, is_inverted

LISTS = frozenset(["and", "or"])


def first_member(items: Node) -> Node | Ref | Const | None:
    """The first member (:op1) of the list ``items``, as the source said it."""
    return next((e.target for e in items.edges if base_role(e.role) == ":op1"), None)


def list_place(role: str) -> int:
    """Where the member on ``role`` (":op2", or ":op2-of" up from it) stood in its list.

    >>> list_place(":op2-of"), list_place(":op10")
    (2, 10)
    """
    number = base_role(role)[3:]
    return int(number) if number.isdigit() else 0


def is_member_edge(up: Edge, above: Node) -> bool:
    """``up`` leads from a member of the list ``above`` to it."""
    return above.concept in LISTS and base_role(up.role).startswith(":op")


class FocusLists(RealizerBase):
    """Refusals for a focus in or inside a coordination."""

    def refuse_inside_list_member(self, top: Node) -> None:
        """Refuse a focus below a member of a list: the member's words are pulled out of the
        list to say the focus first, and the other members are left to be said round it.  A
        member below which the list now hangs (``:op2-of``) is on the way from the focus to
        the old root.  A member itself may be the focus (its list is said whole, in the source's
        order: :meth:`refuse_list_member_lead`), and so may
        its name, or a participant or circumstance of a coordinated clause ("It was a US
        district judge who ruled that ..., and civil liberties groups protested"), but not a
        bare adverb of one ("Always, the district had been waiting for the subpoenas had
        planned to comply") nor what is in a clause below one (:meth:`clause_between`)."""
        for node in top.walk():
            if node is top or not any(
                    is_inverted(e.role) and isinstance(e.target, Node) and is_member_edge(e, e.target)
                    for e in node.edges):
                continue
            lead = top  # a name focus stands for its entity: "In Beijing, ..." from "Beijing"
            if top.concept == "name" and node.parent is not top and node.parent is not None \
                    and node.parent.parent is top and node.parent.role == ":name-of":
                lead = node.parent
            role = node.role or ""
            if node.parent is lead and (role == ":name-of" or (
                    not self.is_clause(node) and lead.align and node.align
                    and max(lead.align) < min(node.align))):
                # its name, or a word said before it: "It was mall operators and ..."; the
                # member's list is then said whole, as in refuse_list_member_lead
                continue
            if self.is_clause(node) and not self.clause_between(node, lead) and not (
                    node.parent is lead and lead is top and len(lead.edges) == 1
                    and not ARG_ROLE.match(base_role(role)) and top.concept not in BARE_TIME_WORDS):
                # (a bare adverb, "always", said first would cover both clauses; a day, "Today,
                # WebTV, which was sold ..., is called MSN TV", dates them both anyway)
                continue
            raise RealizationRefused("a focus inside one member of a list would take the list "
                                     "apart")

    def clause_between(self, member: Node, lead: Node) -> bool:
        """A clause, or an argument of the focus, on the way from ``lead`` down to the
        coordinated clause ``member``: the focus is in a clause below the member, which would
        become the main clause ("It received the subpoenas that the district had been waiting for, and it had always
        planned to comply" from "it" of "once it received them")."""
        node = member.parent
        while node is not None and node is not lead:
            if is_frame(node.concept) or (node.role and not is_inverted(node.role)
                                          and node.role != ":domain"):
                # (down and up again: the member said as a relative clause of the focus
                # clause's own argument, "the subpoenas that the district had been waiting for")
                return True
            node = node.parent
        return False

    def refuse_list_member_lead(self, member: Node, role: str, items: Node) -> None:
        """Refuse saying the list ``items`` from its ``member`` (on ``role``) when a member's
        words were said after a later member: the list is said in the source's order (see
        FocusNouns), each member with its own words, which would move them
        (:meth:`refuse_split_member`)."""
        if self.source is None:
            return
        order = {role: member, **{base_role(e.role): e.target for e in items.edges
                                  if base_role(e.role).startswith(":op") and isinstance(e.target, Node)}}
        self.refuse_split_member(order)

    def refuse_split_member(self, order: dict[str, Node]) -> None:
        """Refuse a list whose member has words the source said after a later member ("at
        RAFT" of "Sanders" in "Sanders and colleagues at RAFT"): said from a member, the list
        moves them ("It was sanders at RAFT and colleagues who ...")."""
        starts = sorted(min(n.align) for n in order.values() if n.align)
        for member in order.values():
            if not member.align:
                continue
            later = [at for at in starts if at > max(member.align)]
            if later and any(e.role != ":name" and isinstance(e.target, Node) and any(
                    n.align and max(n.align) > later[0] for n in e.target.walk())
                    and not is_inverted(e.role) for e in member.edges):
                raise RealizationRefused("a list member's words were said after a later member")
