"""What a modifier takes from the source around it: the preposition before a gerund past
its subject, the "where"/"when" that opened a relative clause, and the refusal of a "but"
clause inside a noun phrase."""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_tree import Const, Node, Ref, is_inverted

_SKIPPED_BEFORE_CLAUSE = frozenset(["the", "a", "an", "he", "she", "it", "they", "we", "i",
                                    "you"])


class ModifierSources(RealizerBase):
    """Helpers of :class:`~pipeline.backends.builtin.realize_modifiers.Modifiers`."""

    def preposition_past_subject(self, event: Node) -> str | None:
        """The preposition before ``event`` read without its subject, which the layout put
        below it though the source said it far before ("The FBI ... charged him with secretly
        collecting": "with", not the nothing before "The FBI")."""
        subjects = [e for e in event.edges if e.role == ":ARG0" and isinstance(e.target, Node)]
        if not subjects or self.source is None:
            return None
        edges, subtree = event.edges, event.subtree
        event.edges, event.subtree = [e for e in edges if e is not subjects[0]], None
        try:
            return self.source_preposition(event)
        finally:
            event.edges, event.subtree = edges, subtree

    def with_absolute(self, event: Node) -> str | None:
        """The source's words of a "with" absolute: a subject and its participle or adjective
        ("with the federal government shut down for the second day", "with the economy
        sluggish"), said as they were; a gerund ("with the federal government shutting
        down") is another meaning, and "with shutting down" loses who did.  None where the
        source said a gerund, or its words cannot be read back whole."""
        if self.source is None or not event.align:
            return None
        word = self.source.word(event.align[0]).lower()
        subject = next((e.target for e in event.edges if e.role in (":ARG0", ":ARG1", ":domain")
                        and isinstance(e.target, Node)), None)
        start = self.position(subject) if subject is not None else None
        if word.endswith("ing") or start is None or start > event.align[0]:
            return None
        inside = {n.var for n in event.walk()}
        if any(is_inverted(e.role) or (isinstance(e.target, Ref) and e.target.var not in inside)
               for n in event.walk() for e in n.edges):
            # refocused below it ("the death toll appeared approaching 770 with ... sickened
            # since the virus first"): its words are no longer one phrase of its own
            return None
        at = [i for n in event.walk() for i in n.align]
        if any(self.source.owner.get(i) not in inside | {None} for i in range(min(at), max(at))):
            # "with more than 8,300 people sickened since the virus first appeared": its
            # span holds words of another clause, which the reused words would swallow
            return None
        if any(ch.isalnum() for ch in self.source.word(max(at) + 1)):
            # "with more than 8,300 people sickened since the virus first appeared", the
            # parse's "since the virus" a noun of "sickened": the absolute ends at a comma or
            # the stop, else its words run on into a clause the graph says elsewhere
            return None
        said = self.reused(event, whole=False)
        if not said:
            return None
        self.done.update(n.var for n in event.walk())
        return said

    def refuse_embedded_contrast(self, clause: Node) -> None:
        """Refuse a "but" clause with a subject of its own after ``clause`` where that is
        inside a noun phrase: "No SARS cases that Singapore reported Wednesday but officials
        quarantined 70 people ... were suspected", "70 people who officials quarantined, but
        Singapore reported no suspected SARS cases Wednesday had contact with ...".  After
        the clause of a cleft or a passive (reserved) it still follows."""
        if self.subject_depth or (clause.var not in self.reserved and clause.role is not None
                                  and is_inverted(clause.role) and clause.parent is not None
                                  and not self.is_clause(clause.parent)):
            raise RealizationRefused("a contrasted clause would be said inside a noun phrase")

    def source_relative_word(self, clause: Node) -> str | None:
        """"where" or "when" when the source opened ``clause`` with it; else None."""
        start = self.position(clause) if self.source is not None else None
        if start is None or self.source is None:
            return None
        i = start - 1
        # Back over an article, and over a subject pronoun that no node owns: "her lakeside
        # home, where she is under house arrest" aligns "she" to "her", so the clause starts
        # at "is" and its "where" lies before the pronoun.
        while i > 0 and self.source.owner.get(i) is None \
                and self.source.word(i).lower() in _SKIPPED_BEFORE_CLAUSE:
            i -= 1
        word = self.source.word(i).lower()
        return word if word in ("where", "when") and self.source.owner.get(i) is None else None

    def said_after_noun(self, head: Node, node: Node) -> bool:
        """Whether ``node``, a :mod of the noun ``head``, was said after it in the source, as
        a prepositional modifier that keeps its preposition ("Diane Lade of the South Florida
        Sun-Sentinel", "its slow churn toward the Texas coast", "no connection to Colby"):
        without it the noun phrase reads as an apposition or a wrong compound ("It was
        Diane Lade the South Florida Sun-Sentinel ... who contributed", "It was its slow
        churn the Texas coast that ...")."""
        if self.source is None or not head.align or head.concept in ("and", "or"):
            return False
        at = self.position(node)
        if at is None or at <= max(head.align):
            return False
        # "The Leader of the Opposition, Simon Crean": a modifier of the title before the
        # name is not said after the name ("Simon Crean, who led, of the Opposition").  A
        # name's short modifier stays refused where it would move ("a name's modifier said
        # after it would move before it"): "Miodrag Zivkovic of the Liberal Alliance" came
        # out with its other modifiers scrambled, "the Reverend Gene Robinson of New
        # Hampshire" inside a possessive ("... of New Hampshire's favor")
        names = [e.target for e in head.edges if e.role == ":name" and isinstance(e.target, Node)]
        short = bool(names) and len({i for n in node.walk() for i in n.align}) < 3
        if head.parent is not None and head.parent.concept == "name" and head.role == ":name-of":
            names = [head.parent]  # a focus name hands the sentence to its entity
        said = [i for n in names[:1] for e in n.edges if isinstance(e.target, Const)
                for i in e.target.align]
        return at > max(said, default=at - 1) and not short
