"""The words a name phrase says around the name itself, in the source's order.

"The French Foreign Minister, Dominique de Villepin": the parse reads (minister :mod french
:mod foreign :name "Dominique de Villepin").  A focus on the name said "the French Foreign
Dominique de Villepin", leaving out the noun the name belongs to; a focus on "foreign"
put it first, "Foreign the French Minister Dominique de Villepin".  The noun's own word
comes before the name, as the source said it, and the words before the name keep the
source's order.  A title of several words the source said right before the name
("Galveston County District Attorney Kurt Sistrunk") stays before it: after it, "It was
Kurt Sistrunk Galveston County District Attorney who said ...", it reads as more name.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS
from pipeline.backends.builtin.realize_base import RealizerBase, stem
from pipeline.backends.builtin.realize_name_possessors import possessive_before_name
from pipeline.backends.builtin.realize_tree import Const, Edge, Node

__all__ = ["NameWords"]


class NameWords(RealizerBase):
    """The title and modifier words of a named noun (see the module docstring)."""

    def in_source_order(self, words: list[str]) -> list[str]:
        """A focus modifier's name phrase words in the order the source said them ("French
        Foreign Minister", not "Foreign the French Minister"), each without an article of
        its own; as given where one is not in the source."""
        assert self.source is not None
        lowered = [t.lower() for t in self.source.tokens]
        bare = [w.removeprefix("the ") for w in words if w]
        at = [lowered.index(w.split(" ")[-1].lower()) if w.split(" ")[-1].lower() in lowered
              else None for w in bare]
        if any(i is None for i in at):
            return words
        return [w for _, w in sorted(zip(at, bare, strict=True), key=lambda p: p[0] or 0)]

    def title_before_name(self, node: Node, name: Node) -> str:
        """The common noun a name belongs to, as the source said it before the name ("the
        French Foreign Minister, Dominique de Villepin"), not left out ("the French Foreign
        Dominique de Villepin"); "" for an entity type (person, city), which says nothing."""
        word = self.word_of(node) if self.source is not None else None
        if not word or not node.align or not name.align or node.align[0] >= min(name.align) \
                or word.lower() != stem(node.concept):
            return ""
        return word

    def title_right_before(self, title: Node, name: Node) -> bool:
        """Whether the source said ``title``'s whole subtree right before ``name`` (its
        last word next to the name's first): "Galveston County District Attorney" of
        "Galveston County District Attorney Kurt Sistrunk", "Chairman and Chief Executive
        Officer" of "... Officer Phil Condit"."""
        if self.source is None:
            return False
        at = [i for sub in title.walk() for i in _aligned(sub)]
        said = _aligned(name)  # (its strings: a name node is aligned to its last word)
        return bool(at and said) and max(at) + 1 == min(said)


    def possessor_before_name(self, edge: Edge, name_at: int | None) -> str | None:
        """The possessive ("London's") of a name's :poss the source said before the name,
        or None."""
        owner = edge.target
        if edge.role == ":poss" and isinstance(owner, Node) and self.source is not None \
                and name_at is not None and (owner.var in self.done or owner.concept in PRONOUNS):
            # "its most popular comedy, Friends": not "most popular comedy Friends of it"
            said = self.pronoun(owner, "poss").text
            if possessive_before_name(self.source.tokens, name_at, said):
                self.done.add(owner.var)
                return said
        if edge.role != ":poss" or not isinstance(owner, Node) or self.source is None \
                or name_at is None or owner.var in self.done or owner.concept in PRONOUNS:
            return None
        at = self.position(owner)
        if at is None or at >= name_at:
            return None
        text = self.np(owner, "obj").text
        return text + ("'" if text.endswith("s") else "'s")

    def age_aside(self, edge: Edge) -> str | None:
        """", 31," for a person's :age in years (temporal-quantity :quant 31 :unit year)."""
        age = edge.target
        if edge.role != ":age" or not isinstance(age, Node) or age.concept != "temporal-quantity":
            return None
        units = [e.target for e in age.edges if e.role == ":unit" and isinstance(e.target, Node)]
        years = self.const(age, ":quant")
        if years is None or len(units) != 1 or units[0].concept != "year":
            return None
        self.done.update({age.var, units[0].var})
        return f", {years},"


def _aligned(node: Node) -> list[int]:
    """The source words ``node`` and its constants are aligned to."""
    return [*node.align, *(i for e in node.edges if isinstance(e.target, Const)
                           for i in e.target.align)]
