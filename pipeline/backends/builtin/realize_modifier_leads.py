"""What a modifier's lead needs from the source: a place named before a "where" that needs a
preposition (:meth:`ModifierLeads.where_antecedent`), a participle used as a preposition
("pending an appeal", "given its commitments", :meth:`ModifierLeads.pending_phrase`), the
preposition after "except", and a "for V-ing" the source said.  Split from
realize_modifiers.py."""

from __future__ import annotations

from pipeline.backends.builtin.parse_exceptions import EXCEPTION_PREPOSITIONS
from pipeline.backends.builtin.realize_base import RealizerBase
from pipeline.backends.builtin.realize_tree import Node, is_inverted

__all__ = ["ModifierLeads"]


class ModifierLeads(RealizerBase):
    """The source's words a modifier's lead is read from."""

    def where_antecedent(self, clause: Node, node: Node) -> bool:
        """Whether the source named ``node`` right before a "where" that opened ``clause``
        ("toured Northmoor, where ... homes were damaged"), so said as the clause's place
        it needs a preposition the source never gave it.  Not a place of a place ("in Palm
        Beach County, Fla., where ...": the county is in Florida, said without "in")."""
        if self.source is None or not clause.align:
            return False
        own = [i for n in (node, *(e.target for e in node.edges if e.role == ":name"))
               if isinstance(n, Node) for i in n.align]
        if not own:
            return False
        where = next((i for i in (max(own) + 1, max(own) + 2)
                      if self.source.word(i).lower() == "where"), None)
        return where is not None and all(self.source.word(i) == "," for i in range(max(own) + 1, where)) \
            and min(clause.align) > where

    def pending_phrase(self, node: Node) -> str | None:
        """A participle the source used as a preposition for a clause's time, said as it was
        (parse_prepositions.PARTICIPLE_PREPOSITIONS): "pending an appeal" for (pend-01 :ARG1
        appeal), until the appeal is decided, not "when an appeal pended"; "given its
        commitments" for a :condition (consider-01 :ARG1 commit-01) said "given"; "beginning
        sometime next year" for (begin-01 :time year :mod sometime), not a clause of "begin"
        with no subject.  None for any other node."""
        if node.concept == "pend-01":
            lead, role = "pending", ":ARG1"
        elif node.concept == "consider-01" and self.source is not None and node.align \
                and self.source.word(node.align[0]).lower() == "given" \
                and all(e.role == ":ARG1" or is_inverted(e.role) for e in node.edges):
            lead, role = "given", ":ARG1"  # "given its commitments", not "if ... were given"
        elif node.concept == "begin-01" and (self.word_of(node) or "").lower() == "beginning" \
                and all(e.role in (":time", ":mod") or is_inverted(e.role) for e in node.edges):
            lead, role = "beginning", ":time"
        elif node.concept == "include-01" and (self.word_of(node) or "").lower() == "including" \
                and all(e.role == ":ARG1" or is_inverted(e.role) for e in node.edges):
            # "Including the charge, the company said it lost ...": the figure counts it;
            # "include" has no passive to say it as "if the charge were included"
            lead, role = "including", ":ARG1"
        elif node.concept == "except-01" and all(e.role == ":ARG1" or is_inverted(e.role)
                                                 for e in node.edges):
            lead, role = self.exception_lead(node), ":ARG1"  # parse_exceptions
        else:
            return None
        what = next((e.target for e in node.edges if e.role == role), None)
        if not isinstance(what, Node):
            return None
        self.done.add(node.var)
        if lead == "given" and self.is_clause(what) and not self.said_as_noun(what):
            return f"given that {self.clause(what)}"  # "given that Knight Ridder had the option"
        mods = [self.modifier(node, e) for e in node.edges if e.role == ":mod"]
        return " ".join([lead, *mods, self.np(what, "obj").text])

    def exception_lead(self, node: Node) -> str:
        """ "except" with the preposition the source put after it ("except for a few archaic
        characteristics", "except in government buildings"), which the parse folded into
        except-01 (parse_exceptions)."""
        if self.source is None or not node.align or node.align[0] + 1 >= len(self.source.tokens):
            return "except"
        after = self.source.word(node.align[0] + 1).lower()
        return f"except {after}" if after in EXCEPTION_PREPOSITIONS else "except"

    def for_gerund(self, event: Node) -> bool:
        """Whether the source said ``event`` (or the first of its list) as "for V-ing"."""
        first = event
        while first.concept in ("and", "or"):
            ops = [e.target for e in first.edges if e.role == ":op1" and isinstance(e.target, Node)]
            if not ops:
                return False
            first = ops[0]
        if self.source is None or not first.align:
            return False
        verb = first.align[0]
        before = verb - 1
        while before > 0 and (self.source.word(before).lower().endswith("ly")
                              or self.source.word(before).lower() in ("not", "never")):
            before -= 1  # "for allegedly drinking"
        return before >= 0 and self.source.word(verb).lower().endswith("ing") \
            and self.source.word(before).lower() == "for"
