"""The source's "there is/was ..." before a noun: AMR drops it, so a noun said as the
content of a verb of saying ("said there was no case for softening") gets it back from the
source.

Split from realize_np.py: it reads the source's verb group before a noun, not the noun's
own words; the focus construction "there was X that ..." is realize_existentials.py.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import (
    RealizerBase,
    stem,
)
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    EXISTENTIAL_BE,
    EXISTENTIAL_VERB_GROUP,
)


class NounExistentials(RealizerBase):
    """The source's existential "there is" before a noun argument."""

    def existential_be(self, target: Node) -> str | None:
        """The form of "be" of the source's "there is/was ..." before ``target``, a plain noun
        said as the content of a verb of saying or thinking; else None."""
        if self.source is None or target.parent is None or target.role != ":ARG1" \
                or stem(target.parent.concept) not in ATTRIBUTING or self.is_clause(target):
            return None
        return self.there_before(target)

    def existential(self, node: Node, said: str) -> str | None:
        """``said``, the words of ``node``, after the source's "there is/will be ..." before
        them; None when the source has none, or when ``said`` holds it already (the
        source's words reused whole)."""
        there = self.there_before(node)
        if not there or f"there {there} " in said.lower():
            return None
        return f"there {there} {said}"

    def there_before(self, node: Node) -> str | None:
        """The "is"/"was"/... of a "there is/was" right before ``node``'s words in the source."""
        if self.source is None:
            return None
        # from the noun's own word back, over its article and modifiers: the phrase may hold
        # a clause said before "there" ("If this escalation continues ..., there may be")
        start = node.align[0] if node.align else self.position(node)
        tokens = [t.lower() for t in self.source.tokens]
        own = {n.var for n in node.walk()}
        while start and (self.source.owner.get(start - 1) in own or (
                tokens[start - 1] in ("a", "an", "the", "some", "any", "no", "''", "``", '"')
                and self.source.owner.get(start - 1) is None)):
            start -= 1  # "there was a new meeting": its article and its own modifiers
        if start is None or start < 2 or tokens[start - 1] not in EXISTENTIAL_BE:
            return None
        # "there is", but also "there will be", "there could not have been"
        there = next((i for i in range(start - 2, max(start - 6, -1), -1)
                      if tokens[i] not in EXISTENTIAL_VERB_GROUP), None)
        if there is None or tokens[there] != "there":
            return None
        return " ".join("is" if t == "'s" else t for t in tokens[there + 1:start])
