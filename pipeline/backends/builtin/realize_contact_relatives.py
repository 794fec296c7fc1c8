"""A contact relative clause (no "that" or "which") taken apart by a new focus.

"But software license revenues, a measure financial analysts watch closely, decreased 21
percent": "financial analysts watch" is a relative clause on "a measure", said with no
relative word, its subject right after the noun.  The parse has the noun as the verb's
:ARG1, and a focus that leaves the noun and its clause apart read them as something else:
"But financial analysts watch closely that software license revenues ... are a measure",
"recouping some of $14.10 that lost it Monday" (for "the $14.10 it lost Monday"), "It is each
Legato share that 0.9 shares that Legato stockholders will receive it ... hold".  A rebuilt
text must still say the clause's subject right after its noun, with or without a relative
word ("the $14.10 it lost", "the $14.10 that it lost"), or it is refused
(:meth:`ContactRelatives.refuse_split_contact_relative`).
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, is_frame
from pipeline.backends.builtin.realize_tree import Node, Ref
from pipeline.backends.builtin.realize_words import ARTICLES, PERSONAL_SUBJECT_PRONOUNS

__all__ = ["ContactRelatives"]

_RELATIVE_WORDS = ("", "that ", "which ", "who ", "whom ")


class ContactRelatives(RealizerBase):
    """The check of a rebuilt text against the source's contact relative clauses."""

    def refuse_split_contact_relative(self, text: str) -> None:
        """Refuse ``text`` when the source said an event's argument (its subject) right after
        a noun the event also takes (a relative clause with no relative word: "a measure
        financial analysts watch") and ``text`` no longer says that subject right after the
        noun."""
        source = self.source
        if source is None:
            return
        said = " ".join(re.findall(r"[\w$.'-]+", text.lower()))
        for node in self.nodes.values():
            if not node.align or not is_frame(node.concept):
                continue
            i = node.align[0]
            if i > 1 and source.owner.get(i - 1) is None \
                    and source.word(i - 1).lower() in PERSONAL_SUBJECT_PRONOUNS:
                # "for each Legato share they hold": a pronoun subject the parse aligned to
                # nothing (its :ARG0 a re-entrancy, or another argument)
                self._refuse_apart(node, i - 1, said)
            for subject in self._arguments(node):
                if not subject.align or subject.align[0] >= node.align[0]:
                    continue
                self._refuse_apart(node, self._phrase_start(node, subject), said, subject)

    def _refuse_apart(self, node: Node, start: int, said: str,
                      subject: Node | None = None) -> None:
        """Refuse when the words from ``start`` (the clause's subject) follow a noun that is
        an argument of ``node`` in the source, and ``said`` has them apart."""
        source = self.source
        assert source is not None
        if start < 1:
            return
        noun = self.nodes.get(source.owner.get(start - 1) or "")
        if noun is None or noun is subject or is_frame(noun.concept) \
                or not self._linked(node, noun):
            return
        if subject is None and noun in self._agents(node):
            # "a judge told mental health authorities they needed to find ...": the noun is
            # the pronoun's own referent, the doer, not the object of a relative clause
            return
        before, first = source.word(start - 1).lower(), source.word(start).lower()
        if not any(f"{before} {word}{first}" in said for word in _RELATIVE_WORDS):
            raise RealizationRefused("a relative clause with no relative word taken "
                                     f"apart from its noun ('{before} {first}')")

    def _agents(self, node: Node) -> list[Node]:
        """The :ARG0 of ``node``, below it or above it where the layout inverted the edge."""
        found = [node.parent] if node.role == ":ARG0-of" and node.parent is not None else []
        for e in node.edges:
            if e.role == ":ARG0":
                target = self.nodes.get(e.target.var) if isinstance(e.target, Ref) else e.target
                if isinstance(target, Node):
                    found.append(target)
        return found

    def _arguments(self, node: Node) -> list[Node]:
        """The numbered arguments of ``node``, below it or above it where the layout inverted
        the edge (the parse may swap them: "the $14.10 it lost" as lose-01 :ARG0 $14.10)."""
        found = []
        if node.role and re.fullmatch(r":ARG\d-of", node.role) and node.parent is not None:
            found.append(node.parent)
        for e in node.edges:
            if re.fullmatch(r":ARG\d", e.role):
                target = self.nodes.get(e.target.var) if isinstance(e.target, Ref) else e.target
                if isinstance(target, Node):
                    found.append(target)
        return found

    def _phrase_start(self, event: Node, subject: Node) -> int:
        """Where the source's words of ``subject``'s own phrase begin: back over its
        modifiers ("financial analysts", above it where the focus is the modifier) that are
        no argument of ``event``, and an article the parse aligned to nothing."""
        source = self.source
        assert source is not None
        inside, stack = {subject.var}, [subject]
        while stack:  # its own words: down to the first event (the layout may hang the rest
            for e in stack.pop().edges:  # of the sentence below a refocused subject)
                if isinstance(e.target, Node) and not is_frame(e.target.concept) \
                        and e.target.var not in inside:
                    inside.add(e.target.var)
                    stack.append(e.target)
        start = subject.align[0]
        while start > 0:
            owner = source.owner.get(start - 1)
            node = self.nodes.get(owner) if owner is not None else None
            if owner in inside or (owner is None and source.word(start - 1).lower() in ARTICLES) \
                    or (node is not None and not is_frame(node.concept)
                        and (node.parent is subject or subject.parent is node)
                        and not self._linked(event, node)):
                start -= 1
            else:
                break
        return start

    @staticmethod
    def _linked(event: Node, noun: Node) -> bool:
        """Whether ``noun`` is a numbered argument of ``event`` (the object a contact relative
        clause is on: "a measure financial analysts watch"), either way up; a time or place
        ("On Monday police arrested ...") is none."""
        if noun.parent is event and noun.role and re.fullmatch(r":ARG\d", noun.role):
            return True
        if event.parent is noun and event.role and re.fullmatch(r":ARG\d-of", event.role):
            return True
        return any(re.fullmatch(r":ARG\d", e.role) and (
            (isinstance(e.target, Node) and e.target is noun)
            or (isinstance(e.target, Ref) and e.target.var == noun.var)) for e in event.edges)
