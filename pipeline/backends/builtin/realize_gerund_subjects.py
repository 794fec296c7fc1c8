"""Events the rebuilt sentence could not give a subject, and a name focus that moves a title.

``clause`` refuses a finite clause with no subject ("no subject for 'X'"); an adjective
the source said bare after its verb ("pleaded guilty to one count of conspiracy") has
none of its own, and is said as the source said it, with its complements, not as a
"that" clause ("pleaded that ... is guilty").  A cleft on a name that would say the
entity's title after it ("It was Franklyn M. Bergonzi former chief financial officer who
...") is refused.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase
from pipeline.backends.builtin.realize_tree import Const, Node

__all__ = ["GerundSubjects"]


class GerundSubjects(RealizerBase):
    def subjectless_adjective(self, head: Node, adjective: Node) -> str | None:
        """An adjective the source said right after its verb with no subject of its own,
        with its own complements: "Former chief financial officer Franklyn M. Bergonzi
        pleaded guilty to one count of conspiracy" (plead-01 :ARG1 guilty-01 :ARG2 count),
        not "pleaded that ... is guilty", which has no subject to say ("no subject for
        'guilty'").  None where it has a subject or the source said it elsewhere, or a
        negation ("pleaded not guilty": the bare form drops its "not")."""
        if self.source is None or not head.align or not adjective.align \
                or any(e.role in (":ARG1", ":domain", ":polarity") for e in adjective.edges) \
                or self.position(adjective) != head.align[-1] + 1:
            return None
        said = self.clause(adjective, form="bare")
        if not said.startswith("be "):
            raise RealizationRefused("an adjective after its verb not said plainly")
        return said.removeprefix("be ")

    def refuse_title_after_name(self, name: Node, text: str) -> None:
        """Refuse a cleft on a name that says after it the title the source said before it:
        "It was Franklyn M. Bergonzi former chief financial officer who agreed to cooperate"
        for "Former chief financial officer Franklyn M. Bergonzi ... agreed" (a title with
        no comma after a name is no English; the entity's own focus says it in order)."""
        entity = next((e.target for e in name.edges if e.role == ":name-of"
                       and isinstance(e.target, Node)), None)
        ops = [e.target for e in name.edges if e.role.startswith(":op") and isinstance(e.target, Const)]
        starts = [i for op in ops for i in op.align]
        if entity is None or not ops or not starts:
            return
        titles = [e.target for e in entity.edges if e.role == ":mod" and isinstance(e.target, Node)
                  and e.target.align and e.target.align[-1] < min(starts)]
        lead = re.split(r" (?:who|that) ", text.split(" ", 2)[-1], maxsplit=1)[0]
        if lead.startswith(ops[0].text) and any(
                (self.word_of(t) or "").lower() in lead.lower().split() for t in titles):
            raise RealizationRefused("a name focus would say a word of its entity after it")

