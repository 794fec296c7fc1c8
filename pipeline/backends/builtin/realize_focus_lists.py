"""Foci in and around a coordination: what a list can lose when one of its members, or
something inside one, is said first.

A member moved to the head of its list ("It is Estrada and Cardenas, who is on trial ...",
"It was colleagues and Sanders at RAFT that ...") takes its neighbours' trailing modifiers
with it: what followed one member now follows another, or the whole list.  A focus below
one member ("For Mac, Windows and Unix file servers, dynamic browsing of documents is the
network", "Always, the district had been waiting for the subpoenas had planned to comply")
pulls that member out of the list, and the rest of the list is said round it as nonsense.
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


def _own_alignments(node: Node) -> list[int]:
    """The source words of ``node`` and what hangs below it, not through an inverted edge
    (in a refocused tree the rest of the graph hangs below its focus that way)."""
    found = list(node.align)
    for e in node.edges:
        if isinstance(e.target, Const):
            found += e.target.align
        elif isinstance(e.target, Node) and not is_inverted(e.role):
            found += _own_alignments(e.target)
    return found


def first_member(items: Node) -> Node | Ref | Const | None:
    """The first member (:op1) of the list ``items``, as the source said it."""
    return next((e.target for e in items.edges if base_role(e.role) == ":op1"), None)


def is_member_edge(up: Edge, above: Node) -> bool:
    """``up`` leads from a member of the list ``above`` to it."""
    return above.concept in LISTS and base_role(up.role).startswith(":op")


class FocusLists(RealizerBase):
    """Refusals for a focus in or inside a coordination."""

    def refuse_inside_list_member(self, top: Node) -> None:
        """Refuse a focus below a member of a list: the member's words are pulled out of the
        list to say the focus first, and the other members are left to be said round it.  A
        member below which the list now hangs (``:op2-of``) is on the way from the focus to
        the old root.  A member itself may lead (see :meth:`refuse_list_reorder`), and so may
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
                # member then leads its list, as in refuse_list_reorder
                up = next(e for e in node.edges if is_inverted(e.role)
                          and isinstance(e.target, Node) and is_member_edge(e, e.target))
                if isinstance(up.target, Node):
                    self.refuse_shared_possessive(node, base_role(up.role), up.target)
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

    def refuse_list_reorder(self, member: Node, role: str, items: Node) -> None:
        """Refuse moving ``member`` (``role`` of ``items``) to the head of its list when the
        last member, before or after the move, has words after its head: the source's last
        one may have said them of the whole list ("diagnosis, treatment and vaccines for
        anthrax", "Sanders and colleagues at RAFT"), and the new last one would ("It is
        Estrada and Cardenas, who is on trial for economic plunder, who ...").  A member
        inside the list keeps its own words wherever it goes."""
        if self.source is None:
            return
        order = {role: member, **{base_role(e.role): e.target for e in items.edges
                                  if base_role(e.role).startswith(":op") and isinstance(e.target, Node)}}
        self.refuse_split_member(order)
        if role == ":op1":
            return
        self.refuse_shared_possessive(member, role, items)
        self.refuse_shared_title(member, items)
        ranked = sorted(order, key=lambda r: int(r[3:]) if r[3:].isdigit() else 0)
        last = order[ranked[-1]]  # the source's last member
        said = [e.target for e in items.edges if base_role(e.role).startswith(":op")]
        new_last = said[-1] if said else member  # said after the focus in layout order
        for other in (last, new_last):
            if isinstance(other, Node) and other.align and self.trails_words(other, items):
                raise RealizationRefused("a list member with words after its head cannot "
                                         "change place in its list")

    def refuse_shared_possessive(self, member: Node, role: str, items: Node) -> None:
        """Refuse moving ``member`` (``role`` of the list ``items``) before a first member
        said with a possessive when it has none of its own: "Adobe's Form Server, Form
        Designer and Reader products" said from "Reader products" was "It is Reader
        products, Adobe's Form Server, and Form Designer that the deal will combine ...",
        the possessive, which the source may have said of the whole list, given to one
        member alone."""
        if role == ":op1" or self.possessed(member):
            return
        first = first_member(items)
        if isinstance(first, Node) and first is not member and self.possessed(first):
            raise RealizationRefused("a possessive before the first member of a list cannot "
                                     "stay with that member alone")

    def refuse_shared_title(self, member: Node, items: Node) -> None:
        """Refuse moving ``member`` before a first member said after a plural title:
        "Justices Sandra Day O'Connor, David H. Souter, Ruth Bader Ginsburg and Stephen G.
        Breyer" said from Souter was "It was David H. Souter, ..., and Justices Sandra Day
        O'Connor who joined him", the title of all four given to the last alone."""
        first = first_member(items)
        if self.source is None or not isinstance(first, Node) or first is member \
                or not first.align:
            return
        for e in first.edges:
            if e.role != ":mod" or not isinstance(e.target, Node) or not e.target.align \
                    or e.target.align[0] > min(first.align):
                continue
            word = self.source.word(e.target.align[0])
            if word[:1].isupper() and (word.endswith("s.") or (
                    word.endswith("s") and not word.endswith("ss"))):
                raise RealizationRefused("a plural title before the first member of a list "
                                         "cannot stay with that member alone")

    def possessed(self, member: Node) -> bool:
        """``member`` has a possessor: its :poss, or a possessive inside its name ("Adobe's
        Form Server", one name of the parse)."""
        if any(e.role == ":poss" for e in member.edges):
            return True
        if self.source is None or not member.align:
            return False
        said = _own_alignments(member)
        return any(self.source.word(at) in ("'s", "'")
                   for at in range(min(said), max(member.align)))

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

    def trails_words(self, member: Node, items: Node) -> bool:
        """``member`` of ``items`` has words after its head that a reader could take for the
        whole list's.  Of a name only a relative clause ("Cardenas and Estrada, who is on
        trial", of which the parse is often wrong); "Pedro Duque of Spain", "Gene Foster, 44"
        are the name's own."""
        head = max(member.align)
        named = any(e.role == ":name" for e in member.edges)
        return any(
            isinstance(e.target, Node) and e.target is not items and e.role != ":name"
            and (not named or (is_inverted(e.role) and is_frame(e.target.concept)))
            and any(n.align and min(n.align) > head for n in e.target.walk())
            for e in member.edges)
