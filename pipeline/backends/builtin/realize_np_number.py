"""Grammatical number of a noun: whether a node or a reused source span is plural (by its
word, its count, its "of" phrase or the whole it is a share of), which its verb and
pronoun agree with, whether a number before a noun names it rather than counts it,
where a number the source said starts, and whether a list of names spells out a noun.

Split from realize_np.py (which builds the phrase's words): agreement asks these
questions of nouns it does not build.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    plural,
)
from pipeline.backends.builtin.realize_base import (
    RealizerBase,
    stem,
)
from pipeline.backends.builtin.realize_plural_names import plural_group_word
from pipeline.backends.builtin.realize_tree import (
    Const,
    Node,
)
from pipeline.backends.builtin.realize_words import (
    COLLECTIVE_HEADS,
    PLURAL_ONLY,
    PLURAL_QUANTIFIERS,
    QUANTIFIER_HEADS,
    SHARE_NOUNS,
)


class NounNumber(RealizerBase):
    """Whether a noun or a reused span is plural."""

    def number_start(self, index: int) -> int:
        """The first token of the number the source said around token ``index`` ("3" of
        "3 million")."""
        assert self.source is not None
        while index > 0 and re.fullmatch(r"[\d.,]+|million|billion|trillion|thousand",
                                         self.source.word(index - 1).lower()):
            index -= 1
        return index

    def names_follow(self, node: Node, members: Node) -> bool:
        """Whether the list of names ``members`` spells out the noun ``node``: counted
        ("eight states: Alaska, ...") or said after it in the source ("the officers --
        Kenneth Boss, ... and Richard Murphy --"), not "IBM and HP products"."""
        if self.const(node, ":quant") is not None:
            return True
        where = self.position(members)
        return where is not None and bool(node.align) and where > node.align[0]

    def span_plural(self, node: Node, reused: str) -> bool:
        """Whether a reused source span is plural: by its head's own word ("Five foreign
        embassies, including the Singapore embassy", "agreements" of agree-01, "those with
        suppressed immune systems"), by its "of" phrase after a collective or quantifier head
        ("a total of 17 cases", "all of those governments"), or by the node (a name, a count)."""
        if node.concept in ("and", "or") or self.has_role(node, ":name"):
            return node.concept == "and" or self.is_plural(node)
        share = self.share_plural(node)
        if share is not None:
            return share
        head = self.word_of(node)
        if head and head.lower() in ("number", "total") and reused.lower().startswith("the "):
            # "the number of active sites is nearly two million" (was "are"): the definite
            # count is one figure; "a number of sites are" agrees with its "of" phrase
            return False
        last = head if head and head.lower() not in COLLECTIVE_HEADS \
            and node.concept not in QUANTIFIER_HEADS else reused.split()[-1]
        low = last.lower()
        # an acronym's own "S" is no plural ("Palm OS 5.2 is used", "SARS", "CBS")
        acronym = len(last) > 1 and last.isupper()
        return (low.endswith("s") and not low.endswith("ss") and not acronym) \
            or low in ("these", "those") \
            or low in ("men", "women", "people", "children", "feet", "teeth", "mice") \
            or low in PLURAL_ONLY \
            or reused.split()[0].lower() in ("both", "these", "those", "several", "many") \
            or (self.const(node, ":quant") not in (None, "1")  # "both men are held"
                and self.number_counts(node))  # "the S&P 500 Index that was up"

    def share_plural(self, node: Node) -> bool | None:
        """Whether a share of a whole ("one third of high-speed trains", AMR's (t / third
        :ARG1-of (i / include-91 :ARG2 (t2 / train)))) is plural: as its whole is, since
        the verb agrees with the whole ("Only one third of high-speed trains within France
        were running", was "... was running"); None for other nouns."""
        if node.concept not in SHARE_NOUNS or (self.word_of(node) or "").lower().endswith("s"):
            return None  # "Nearby parts of Long Island Sound have been searched": its own plural
        wholes = [w.target for e in node.edges if e.role == ":ARG1-of"
                  and isinstance(e.target, Node) and e.target.concept == "include-91"
                  for w in e.target.edges if w.role == ":ARG2" and isinstance(w.target, Node)]
        return self.is_plural(wholes[0]) if wholes else None

    def numbered_name(self, node: Node) -> bool:
        """Whether the number right before ``node``'s singular word names it rather than
        counts it: "the Standard & Poor's 500 Index", "the broad Standard & Poor's 500
        index", not "500 Indexes" (a count above one takes the plural: "500 shares")."""
        word = self.word_of(node) if self.source is not None else None
        counts = [e.target for e in node.edges if e.role == ":quant" and isinstance(e.target, Const)]
        if not (word and word.lower() == stem(node.concept) and word.isalpha() and counts
                and counts[0].align and node.align and counts[0].align[-1] + 1 == node.align[0]):
            return False
        assert self.source is not None
        before = self.source.word(counts[0].align[0] - 1) if counts[0].align[0] > 0 else ""
        return word[:1].isupper() or before[:1].isupper() or before == "'s"  # "Poor's 500 index"

    def is_plural(self, node: Node) -> bool:
        """Whether a noun node stands for several things (pronoun, number, source word)."""
        if node.concept in PRONOUNS:
            return PRONOUNS[node.concept][4]
        if node.concept in ("and",) or node.concept in PLURAL_ONLY | PLURAL_QUANTIFIERS:
            return True  # "police have swept the grounds"
        if self.source is not None and plural_group_word(node, self.source.tokens):
            return True  # "Nine Republicans were", "The Mariners were": realize_plural_names
        if node.concept == "monetary-quantity":
            return False  # one sum: "more than $5 million that was needed"
        quant = self.const(node, ":quant")
        if quant is not None and self.number_counts(node):
            try:
                return float(quant) != 1
            except ValueError:
                return True
        word = self.word_of(node)
        if word:
            low = word.lower()
            return low != stem(node.concept) and plural(stem(node.concept)) == low
        return any(isinstance(e.target, Node) and e.target.concept in ("these", "those", "many",
                                                                       "several", "few", "both")
                   for e in node.edges if e.role == ":mod")
