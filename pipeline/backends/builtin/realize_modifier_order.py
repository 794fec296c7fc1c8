"""The order of a noun's prenominal words: said as the source said them, or not at all.

A noun phrase rebuilt from its parts (its determiner, numbers, modifiers and head, or a
name with the words before it) around a new focus moved words of the source's phrase:
"It was military U.S. officials that said" for "U.S. military officials", "It was Standard
& Poor's 500 broader Index that edged down" for "The broader Standard & Poor's 500 Index",
"LCD 4.5 inch screen" for "a 4.5-inch LCD screen", "plans for European Council long-term
president" for "a long-term European Council president", "Secure Computing Inc. network
security products maker" for "Network security products maker Secure Computing Inc.".
English stacks prenominal modifiers in a fixed order (a possessor or name of a larger
whole, then size, age, kind, ...), which the source already follows; the graph keeps no
order among a noun's modifiers.  So the words said before the head, where each is one
word of the source's phrase, keep their source order before the head's own word.  A
phrase the source said after the noun may lead it alone ("the valve price" for "the price
per valve"), but not stacked onto words the source said before it ("the Annals of Internal
Medicine July 1 issue"), and a compound is not split around its head ("healthy strategies
of living and tobacco control" for "healthy living and tobacco control strategies").

A word no node carries, left out from between two of them, is lost meaning: "the U.S.
Patent Trademark Office" for "the U.S. Patent and Trademark Office" (the parse made a name
of "Trademark Office" alone), "a Windows- Office-loaded desktop".

A participle the source said right before its noun with only its adverbs ("privately held
DataDirect Technologies") stays there (:meth:`ModifierOrder.prenominal_participle`): as a
relative clause it needs a subject and a tense the source did not give.

Only phrases built word by word are checked (a phrase read back whole from the source is
in its order already), and only where a source is known: gold graphs have no token order
to keep.
"""

from __future__ import annotations

import itertools

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import RealizationRefused, RealizerBase, is_frame, stem
from pipeline.backends.builtin.realize_tree import Const, Edge, Node, Ref
from pipeline.backends.builtin.realize_words import ARTICLES, POSSESSIVE_MARKS

__all__ = ["ModifierOrder"]


# Words a rebuilt phrase says of its own accord (an article) or that stand between others
_FUNCTION_WORDS = frozenset(["the", "a", "an", "of", "and", "or", "'s", "'", "&", "-"])

# Words a rebuilt phrase may leave between two of its words: its article is its own choice
# ("also a strategic win"), a possessive ending goes with its owner
_ARTICLES = ARTICLES | POSSESSIVE_MARKS
# How far before its head a prenominal word said twice in the sentence is looked for
_NEAR = 6


def _bare(word: str) -> str:
    """A said word as the source's tokens spell it: no possessive ending, no edge commas."""
    word = word.strip(",").lower()
    for ending in ("'s", "'", "\u2019s", "\u2019"):
        if word.endswith(ending) and len(word) > len(ending):
            return word[: -len(ending)]
    return word


class ModifierOrder(RealizerBase):
    """The source's order of a rebuilt noun phrase's prenominal words (module docstring)."""

    def position_without(self, node: Node, up: Edge) -> int | None:
        """:meth:`position` of ``node`` read without ``up``: a focus modifier's own first
        word ("military" in "U.S. military officials"), not its noun's first ("U.S."), which
        the refocused edge down to the noun (``:domain``) would add."""
        edges, subtree = node.edges, node.subtree
        node.edges, node.subtree = [e for e in edges if e is not up], None
        try:
            return self.position(node)
        finally:
            node.edges, node.subtree = edges, subtree

    def prenominal_participle(self, head: Node, node: Node, role: str) -> str | None:
        """``"@"`` and the source's words of a participle it said before ``head`` with its
        adverbs (a bare one is said elsewhere) ("privately held DataDirect Technologies", "the newly elected
        president"), kept there; None for any other event.  As a relative clause it
        needed a subject the source did not give ("DataDirect Technologies, which it held
        privately", "which was privately held")."""
        if self.source is None or role not in (":ARG0", ":ARG1") or not is_frame(node.concept) \
                or not node.align or not head.align:
            return None
        adverbs = [e.target for e in node.edges]
        if not adverbs or not all(isinstance(a, Node) and e.role in (":manner", ":degree", ":mod")
                   and not a.edges and a.align for e, a in zip(node.edges, adverbs, strict=True)):
            return None
        at = sorted(i for n in (node, *adverbs) if isinstance(n, Node) for i in n.align)
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        start = self.position(head)
        if at != list(range(at[0], at[-1] + 1)) or start is None or at[-1] + 1 != start \
                or at[-1] != node.align[0] or word not in (inflect(lemma, "VBN"),
                                                           inflect(lemma, "VBG")):
            return None  # not one stretch right before the noun, ending on the participle
        self.done.update(n.var for n in (node, *adverbs) if isinstance(n, Node))
        return "@" + self.source.text(at[0], at[-1])

    def said_right_before(self, target: Node | Ref | Const, at: int | None) -> bool:
        """Whether the source said the phrase of ``target`` (its own words and those below
        it) right before token ``at``: "Network security products maker Secure Computing
        Inc.", whose title goes before the name as the source put it, not after it
        ("Secure Computing Inc. network security products maker")."""
        if self.source is None or at is None or not isinstance(target, Node):
            return False
        owner = self.source.owner
        mine = {n.var for n in target.walk()}
        words = [i for i, v in owner.items() if v in mine]
        return bool(words) and max(words) + 1 == at \
            and all(owner.get(i) in mine for i in range(min(words), at))

    def _positions(self, words: list[str], head_at: int | None) -> list[int]:
        """The source tokens of ``words`` where each is one source word of a node, found
        once; a word said twice, once just before the head ("the U.S. Patent and Trademark
        Office is reconsidering a patent"), is that one.  A hyphenated word the source
        split ("27 - year-old") is found by its parts."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        at: list[int] = []
        for word in words:
            pieces = word.split("-")
            i = 0
            while i < len(pieces):
                for j in range(len(pieces), i, -1):
                    part = "-".join(pieces[i:j])
                    found = [k for k, t in enumerate(tokens) if t.lower() == part and k in owner]
                    if len(found) > 1 and head_at is not None:
                        found = [k for k in found if head_at - _NEAR <= k < head_at]
                    if len(found) == 1 and part not in _FUNCTION_WORDS:
                        at.append(found[0])
                        break
                i = j
        return at

    def refuse_scrambled_prenominals(self, node: Node, before: list[str],
                                     head_at: int | None, head: str = "",
                                     after: list[str] | None = None) -> None:
        """Refuse the phrase of ``node`` whose words ``before`` its head (said ``head``,
        aligned at ``head_at``) leave the source's order or lose a word between them, or
        whose phrases ``after`` it say words the source said between them and the head."""
        if self.source is None:
            return
        tokens = self.source.tokens
        words = [_bare(w) for phrase in before if phrase for w in phrase.split(" ") if w]
        said = {*words, *(_bare(w) for w in head.split(" ") if w)}
        at = self._positions(words, head_at)
        if head_at is not None and head.split(" ", 1)[0].lower() == tokens[head_at].lower():
            for phrase in (after or []) if at else []:
                # an "of" phrase the source did not say with "of" ("healthy living")
                later = self._positions([_bare(w) for w in phrase.split(" ")[1:] if w],
                                        head_at) if phrase.startswith("of ") else []
                if later and tokens[later[0] - 1].lower() != "of" \
                        and any(min(at) < q < head_at for q in later):
                    # "plans for healthy strategies of living and tobacco control" for
                    # "healthy living and tobacco control strategies": a compound split
                    raise RealizationRefused("a noun's modifiers would be split around it")
            if any(i > head_at for i in at) and any(i < head_at for i in at):
                # "In the Annals of Internal Medicine July 1 issue" for "the July 1 issue of
                # the Annals ...": what followed the noun stacked onto what preceded it (a
                # phrase the source said after it alone may lead: "the valve price")
                raise RealizationRefused("a noun's modifiers from both sides would be "
                                         "stacked before it")
            at = [i for i in at if i < head_at]
        if any(b <= a for a, b in itertools.pairwise(at)):
            # "military U.S. officials", "Standard & Poor's 500 broader Index", "LCD 4.5
            # inch screen"
            raise RealizationRefused("a noun's modifiers would leave the source's order")
        if head_at is not None and head.split(" ", 1)[0].lower() == tokens[head_at].lower():
            at.append(head_at)  # the head's own word, which they come right before
        for a, b in itertools.pairwise(at):
            # a word between them that no node carries, so that no other phrase says it
            lost = [tokens[i] for i in range(a + 1, b) if b - a == 2
                    and any(ch.isalnum() for ch in tokens[i]) and _bare(tokens[i]) not in said
                    and tokens[i].lower() not in _ARTICLES and i not in self.source.owner]
            if lost:
                raise RealizationRefused(f"a noun phrase would lose the source's {lost[0]!r}")
