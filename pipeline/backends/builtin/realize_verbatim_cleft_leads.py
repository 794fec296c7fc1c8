"""What may stand around a clefted subject: the source's opening "But", and an apposition.

The verbatim cleft (realize_verbatim_alternatives.verbatim_cleft) picks out a subject that
opens the source.  Two common openings kept it from applying, so that sentences whose every
rebuilt reading was refused had no text at all:

* an opening conjunction or connective that no clause of the parse says ("But Adora Obi
  Nweze, the NAACP state president, said ...", "However, the talk was downplayed by PBL"):
  the cleft is said after it, "But it was Adora Obi Nweze, the NAACP state president, who
  said ...";
* an apposition between the subject and its verb ("The Russell 2000 index, the barometer
  of smaller company stocks, rose 3.28 ..."): said whole with its subject, "It was the
  Russell 2000 index, the barometer of smaller company stocks, that rose 3.28 ...", as a
  dash aside already was.

An apposition is a noun phrase of its own: not a relative clause ("The feature, which has
the approval of book publishers, puts ..." would stack two relative clauses), not a
participle or an adverb ("The blaze, started by lightning June 6, is considered ...", "The
scientists, not surprisingly, wanted ...": "It is the blaze, started by lightning June 6,
that is considered" parts the participle from its noun), and one phrase only ("Ms Stewart,
61, its chief executive officer and chairwoman, did not attend").
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import FUNCTION_WORDS, lemma_pos
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_reporting import LEADING_CONNECTIVES
from pipeline.backends.builtin.realize_verbatim_spans import VerbatimSpans, finite_verb
from pipeline.backends.builtin.realize_words import (
    DASH_TOKENS,
    POSSESSIVE_DETERMINERS,
    QUOTE_MARKS,
)

__all__ = ["VerbatimCleftLeads"]

# The conjunctions a cleft may follow: realize_opening_conjunctions puts the same ones back
# before a rebuilt sentence.
_OPENING_CONJUNCTIONS = frozenset(["but", "and", "yet"])
# What an apposition may open with: an article or owner ("the barometer of ...", "its chief
# executive"); else a name (a capitalized word that is no function word: "Jerry Kilgore",
# "BaFin", "Jonathan's family doctor").
_APPOSITION_ARTICLES = frozenset(["the", "a", "an"]) | POSSESSIVE_DETERMINERS
_RELATIVE_WORDS = frozenset(["who", "which", "that", "whose", "whom", "where", "when"])


class VerbatimCleftLeads(VerbatimSpans):
    """The opening conjunction and the apposition of a verbatim cleft's subject."""

    def cleft_start(self, top: Node) -> tuple[Node, int]:
        """The clause a cleft is made of and where its words start: after the source's
        opening "But" that no node holds; after an opening connective and its comma
        ("However, it was the talk that was downplayed ...", the connective a word of its
        own below the clause); else ``top`` and 0."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        start = 0
        # (not a contrast's: its clause's alternatives are the realizer's own, the
        # conjunction put back, realize_opening_connective)
        if len(tokens) > 2 and tokens[0].lower() in _OPENING_CONJUNCTIONS \
                and tokens[0][:1].isupper() and 0 not in owner \
                and top.align and top.align[0] > 0:
            start = 1
        if len(tokens) > start + 2 and tokens[start].lower() in LEADING_CONNECTIVES \
                and tokens[start + 1] == ",":
            var = owner.get(start)
            word = self.nodes[var] if var is not None else None
            if word is None or (word.parent is top and not word.edges
                                and word.role in (":mod", ":time")):
                start += 2
        return top, start

    def comma_apposition(self, clause: Node, lead: int, verb: int,
                         allowed: set[str]) -> tuple[int, int] | None:
        """The first word and the closing comma of the one apposition between a subject
        that starts at ``lead`` and its verb group (``verb`` its verb): ", the barometer of
        smaller company stocks," of "The Russell 2000 index, the barometer of smaller
        company stocks, rose ..."; None where there is none, or the phrase is no noun phrase
        (see the module docstring).  Its words belong to the subject's nodes (``allowed``)
        or to a phrase of the ``clause`` that holds no word outside them (the parse's
        second :ARG1 for the apposition)."""
        assert self.source is not None
        tokens, owner = self.source.tokens, self.source.owner
        commas = [i for i in range(lead, verb) if tokens[i] == ","]
        if len(commas) != 2 or commas[0] == lead or commas[1] <= commas[0] + 1:
            return None
        lo, close = commas[0] + 1, commas[1]
        words = tokens[lo:close]
        first = words[0]
        if not (first.lower() in _APPOSITION_ARTICLES
                or (first[:1].isupper() and first.lower() not in FUNCTION_WORDS)
                or "NOUN" in lemma_pos(first.lower())):
            # (a bare role is one too: "Robin Saunders, head of the principal finance unit")
            return None
        if any(t in QUOTE_MARKS or t in DASH_TOKENS or t in ("(", ")", ";", ":")
               or t.lower() in _RELATIVE_WORDS for t in words):
            return None
        if any(i in self.source.finite for i in range(lo, close)) or any(
                finite_verb(t) and "NOUN" not in lemma_pos(t.lower()) and not t[:1].isupper()
                for t in words):
            # ("The hearing, expected to last a week, will determine ...": a participle,
            # no noun phrase)
            return None
        for i in range(lo, close):
            var = owner.get(i)
            if var is None or var in allowed:
                continue
            phrase = self.nodes[var]
            while phrase.parent is not None and phrase.parent is not clause:
                phrase = phrase.parent
            if phrase is clause:
                return None
            held = [k for k, v in owner.items() if v in self.owners(phrase)]
            if any(not lo <= k < close for k in held):
                return None
        return lo, close
