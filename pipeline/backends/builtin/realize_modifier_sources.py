"""What a modifier takes from the source around it: the preposition before a gerund past
its subject, the "where"/"when" that opened a relative clause, and the refusal of a "but"
clause inside a noun phrase."""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_tree import Node, is_inverted


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
        while i > 0 and self.source.owner.get(i) is None \
                and self.source.word(i).lower() in ("the", "a", "an"):
            i -= 1
        word = self.source.word(i).lower()
        return word if word in ("where", "when") and self.source.owner.get(i) is None else None
