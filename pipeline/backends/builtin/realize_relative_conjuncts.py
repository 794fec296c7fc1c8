"""Relative clauses of one noun that the source coordinated: "the man who was shot and
killed", "his second wife, whom he married and divorced twice".

The parse gives each coordinated verb its own relative clause on the noun
(parse_relative_conjuncts); said one after the other they read as two stacked clauses ("who
he married who he divorced twice").  Said again they are joined by the source's coordinator,
the words they share said once: "who he married and divorced twice".
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import AUXILIARIES
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, is_frame
from pipeline.backends.builtin.realize_tree import Node, is_inverted

# Words that may stand between a coordinator and the verb it coordinates: "or destroyed" of
# "either damaged or destroyed", "and later released".
_BEFORE_VERB = AUXILIARIES | frozenset(["then", "later", "also", "subsequently", "eventually"])

# A relative clause said without a comma before it: one that picks its noun out
_RESTRICTIVE = re.compile(r"(that|who|whom|which|whose) ")


class RelativeConjuncts(RealizerBase):
    """Coordinated relative clauses said as one."""

    def joined_relatives(self, said: list[tuple[Node | None, str]]) -> list[str]:
        """The relative clauses ``said`` of one noun (each with its clause's node), those
        the source coordinated joined into one."""
        out: list[tuple[Node | None, str]] = []
        for clause, text in said:
            before = out[-1][0] if out else None
            word = self.coordinator_between(before, clause) \
                if before is not None and clause is not None else None
            if word is None:
                out.append((clause, text))
                continue
            first, second = out[-1][1].split(" "), text.split(" ")
            shared = 0
            while shared < min(len(first), len(second)) - 1 and first[shared] == second[shared]:
                shared += 1
            # "who was shot and killed", not "who was shot and who was killed"
            if not shared:
                # "where it had up and that it disappeared at": one list in two forms
                raise RealizationRefused("coordinated relative clauses said in two forms")
            rest = second[shared:]
            if first[-1].endswith(",") and len(first[-1]) > 1:
                first[-1] = first[-1][:-1]  # the aside closes after the last one: "shot and killed,"
            out[-1] = (clause, " ".join([*first, word, *rest]))
        restrictive = [text for _, text in out if _RESTRICTIVE.match(text)]
        if len(restrictive) > 1:
            # "A large-scale sweep that the U.S. military began on December 2 that was dubbed
            # Operation Avalanche targeted ...": two restrictive clauses in a row read as the
            # second one's noun being the first one's last ("December 2 that was dubbed")
            raise RealizationRefused("a noun with two relative clauses of its own would "
                                     "stack them")
        return [text for _, text in out]

    def coordinator_between(self, first: Node, second: Node) -> str | None:
        """The "and"/"or"/"but" the source said before ``second``'s verb after ``first``'s."""
        if self.source is None or not first.align or not second.align \
                or first.align[0] >= second.align[0]:
            return None
        i = second.align[0] - 1
        while i > first.align[0] and self.source.word(i).lower() in _BEFORE_VERB:
            i -= 1
        word = self.source.word(i).lower()
        # "but" too: "a format that can be used by all devices but can accommodate other
        # formats" ("that can be used by all devices but accommodate other formats")
        return word if i > first.align[0] and word in ("and", "or", "but") else None

    def refuse_split_relatives(self, top: Node) -> None:
        """Refuse a focus on one of a noun's coordinated relative clauses: the noun would
        carry the other one after the rebuilt sentence ("It disappeared at Kennedy
        International Airport, which ... was discovered at last week, where it had up")."""
        if not is_frame(top.concept):
            return
        for e in top.edges:
            noun = e.target
            if is_inverted(e.role) or not isinstance(noun, Node) or not noun.align \
                    or not top.align or top.align[0] <= noun.align[0]:
                continue  # a relative clause follows its noun
            for other in noun.edges:
                sibling = other.target
                if is_inverted(other.role) and isinstance(sibling, Node) and sibling is not top \
                        and (self.coordinator_between(sibling, top)
                             or self.coordinator_between(top, sibling)):
                    raise RealizationRefused("a focus on one of coordinated relative clauses "
                                             "would take them apart")
