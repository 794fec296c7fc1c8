"""Refusals for texts that say the source's words as another construction the parse misread:
a participle after its noun ("two female patients sharing a room") said as a finite clause
("two female patients shared a room, and ..."), which asserts a separate past fact and takes
the noun out of the clause it belonged to."""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_tree import Node

_FRAME = re.compile(r"[a-z]+(?:-[a-z]+)*-\d\d")


class SourceReadings(RealizerBase):
    """Checks of a finished text against how the source said its words."""

    def refuse_finite_reduced_relative(self, text: str) -> None:
        """Refuse a text that lost a reduced relative the parse read as a clause of its own:
        the source's "-ing" word right after its agent's words ("patients sharing a room",
        "astronomers surveying the region") must be said as it stood."""
        source = self.source
        if source is None:
            return
        said = f" {text.lower()} "
        for node in self.tree.walk():
            if not node.align or not _FRAME.fullmatch(node.concept):
                continue
            index = node.align[0]
            word = source.word(index).lower()
            agent = next((e.target for e in node.edges if e.role == ":ARG0"
                          and isinstance(e.target, Node)), None)
            if agent is None and node.role == ":ARG0-of" and any(
                    re.fullmatch(r":(?:op|ARG)\d-of", e.role) for e in node.edges):
                agent = node.parent  # refocused on the agent: the clause hangs below it
            if agent is None or not word.endswith("ing") or len(word) < 5 \
                    or source.owner.get(index - 1) not in {n.var for n in agent.walk()}:
                continue
            phrase = f" {word} {source.word(index + 1).lower()}".rstrip()
            if phrase + " " not in said and not said.rstrip().endswith(phrase):
                raise RealizationRefused(f"the participle '{word}' after its noun said as a "
                                         "clause of its own")
