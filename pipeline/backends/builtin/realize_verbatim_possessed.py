"""The ``verbatim-possessed`` alternative of the root: a pronoun's measure said as the
subject of its value ("Its margin of error is plus or minus 4 percentage points." from "It has
a margin of error of plus or minus 4 percentage points.").

A poll or survey the previous sentence named is "it" here, and no other move of the root
reads such a sentence: the pronoun cannot be clefted or follow its clause, and "have" has no
passive.  The measure belongs to the pronoun ("its margin of error"), and "of" names its
value, which "is" says as well; the source's words stay as they were, but for the pronoun's
possessive and "has"/"had" said "is"/"was".  Only a noun that measures its holder
(_MEASURES: "a margin of error", "a population"), not one that may be many things ("He has a
history of ..." is no "His history is ..."), before a value that holds a number, which
closes the sentence.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_spans import PHRASE_BREAKS, VerbatimSpans
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS

__all__ = ["VerbatimPossessed"]

# The measures a holder has one of, each as its words after "a"/"an".
_MEASURES = (("margin", "of", "error"), ("margin", "of", "sampling", "error"), ("population",),
             ("budget",), ("capacity",), ("market", "value"), ("market", "capitalization"))
_BE = {"has": "is", "have": "is", "had": "was"}
_NUMBER_WORDS = frozenset(["one", "two", "three", "four", "five", "six", "seven", "eight",
                           "nine", "ten", "dozen", "hundred", "thousand", "million", "billion"])


class VerbatimPossessed(VerbatimSpans):
    """The ``verbatim-possessed`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_possessed(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        holder = tokens[0].lower() if tokens else ""
        if stem(top.concept) != "have" or top.align != (1,) or closing \
                or any(is_inverted(e.role) for e in top.edges) or holder not in PRONOUNS \
                or tokens[1].lower() not in _BE or tokens[2].lower() not in ("a", "an") \
                or end >= len(tokens) or tokens[end] != ".":
            raise RealizationRefused("no measure of a pronoun's")
        words = [t.lower() for t in tokens[3:end]]
        measure = next((m for m in _MEASURES if tuple(words[:len(m)]) == m
                        and words[len(m):len(m) + 1] == ["of"]), None)
        if measure is None:
            raise RealizationRefused("no measure of a pronoun's")
        value_at = 3 + len(measure) + 1
        value = tokens[value_at:end]
        if not value or any(t in PHRASE_BREAKS or t in ANY_QUOTE_MARKS for t in value) \
                or not any(t[:1].isdigit() or t.lower() in _NUMBER_WORDS for t in value) \
                or any("VERB" in lemma_pos(t.lower()) and t.lower().endswith("ed") for t in value):
            # (a value with a clause or aside of its own, or none that counts)
            raise RealizationRefused("no measure of a pronoun's")
        possessive = PRONOUNS[holder][2]
        self.variant_used = True
        return (f"{possessive[:1].upper()}{possessive[1:]} {source.text(3, value_at - 2)} "
                f"{_BE[tokens[1].lower()]} {source.text(value_at, end - 1)}."), "possessed"
