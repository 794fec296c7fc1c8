"""The ``verbatim-medial-adverb`` alternative of the root: a sentence adverb that opens the
source said after the clause's subject, between commas, the rest in the source's own words
("However, commercial use of the 2.6.0 kernel is still months off for most customers." ->
"Commercial use of the 2.6.0 kernel, however, is still months off for most customers.",
"Meanwhile, the Dow fell ..." -> "The Dow, meanwhile, fell ...").

The reverse of realize_verbatim_however's move.  A linking adverb set off by its comma says
the same contrast or addition with the sentence before wherever it stands before the verb,
so the move keeps every word and the root and only changes the order.  Only where the adverb
may stand there (_MEDIAL_ADVERBS: not "still", "also", "instead", "overall", "previously",
whose meaning or scope changes after a subject, nor "but", "and", "so") and the subject is a
plain noun phrase: no comma, dash, bracket or quotation of its own, no relative or other
clause ("Those who ejaculated more than five times a week, however, were ..."), not an
expletive "it" or "there" ("It, however, is not possible to say ...").  The subject ends
where the verb group begins: a finite auxiliary or modal, or the root clause's own verb.  Not
before a speaker's aside ("However, he said, the reasons ...": the adverb is the report's),
nor in a quotation.  A report said after its clause ("However, disability declined ..., the
study said.") has the adverb set after the clause's subject.
"""

from __future__ import annotations

from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_SUBORDINATORS,
    FINITE_AUXILIARIES,
    PHRASE_BREAKS,
    VerbatimSpans,
    finite_verb,
)
from pipeline.backends.builtin.realize_words import (
    ANY_QUOTE_MARKS,
    ATTRIBUTING,
    DASH_TOKENS,
    RELATIVE_PRONOUNS,
    SENTENCE_CONNECTIVES,
)

__all__ = ["VerbatimMedialAdverb"]

# Opening adverbs that read the same after the subject ("The companies, however, declined",
# "Ms. Haque, meanwhile, was ..."); "hence" and "in addition" read stiffly there.
_MEDIAL_ADVERBS = (SENTENCE_CONNECTIVES - {"hence"}) | {"meanwhile", "thus", "likewise"}
# The words that may open a verb group: a finite auxiliary or modal ("won't": "wo" "n't").
_GROUP_OPENERS = FINITE_AUXILIARIES | {"wo", "ca"}
# Verb-group words that may stand between the subject and the root verb ("has yet to",
# "is still", "won't").
_VERB_GROUP = _GROUP_OPENERS | {"n't", "not", "also", "still", "yet", "already", "now", "just",
                                "never", "be", "been", "being", "to", "both"}
# Subjects that are no noun phrase of their own: an expletive whose clause follows the verb.
_EXPLETIVES = frozenset(["it", "there"])


class VerbatimMedialAdverb(VerbatimSpans):
    """The ``verbatim-medial-adverb`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_medial_adverb(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        if closing or end < 5 or low[0] not in _MEDIAL_ADVERBS or low[1] != "," \
                or any(t in ANY_QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no opening adverb to say after the subject")
        if any(is_inverted(e.role) for e in top.edges):
            # (a refocused graph: its top is no clause's verb, its old root below it)
            raise RealizationRefused("no subject before the verb group")
        clause = self.verbatim_arg(top, ":op1") if top.concept == "and" else top
        said = self.verbatim_arg(top, ":ARG1")
        if stem(top.concept) in ATTRIBUTING and said is not None and top.align \
                and said.align and said.align[0] < top.align[0]:
            clause = said  # ("However, disability declined by ..., the study said.")
        verb = self.verb_group_at(clause, 2, end) if clause is not None else None
        if clause is None or verb is None or verb < 3:
            raise RealizationRefused("no subject before the verb group")
        subject = low[2:verb]
        if any(w in PHRASE_BREAKS or w in DASH_TOKENS or w in RELATIVE_PRONOUNS
               or w in CLAUSE_SUBORDINATORS or w in _MEDIAL_ADVERBS for w in subject) \
                or any(i in source.finite for i in range(2, verb)) \
                or (len(subject) == 1 and subject[0] in _EXPLETIVES) \
                or not self.one_argument(clause, 2, verb - 1):
            # ("However, one subset of women -- those on hormonal treatment -- appeared to
            # ...", "However, it is not possible to say whether ...", "However, on Monday
            # the company said ...")
            raise RealizationRefused("no plain subject to set the adverb after")
        if "," in low[verb:verb + 3]:
            # ("However, he said, the reasons behind ...": the adverb is the report's)
            raise RealizationRefused("a speaker's aside after the subject")
        opening = source.text(2, verb - 1)
        self.variant_used = True
        return (f"{opening[:1].upper()}{opening[1:]}, {low[0]}, {source.text(verb, end - 1)}"
                f"{self.end_mark(end)}", "medial-adverb")

    def verb_group_at(self, clause: Node, lo: int, end: int) -> int | None:
        """The index of the first word of ``clause``'s verb group after ``lo``: a finite
        auxiliary or modal, or the clause's own verb, with only verb-group words between it
        and the verb (None when the verb is not found so).  A root that is no verb's frame
        (a copula's predicate: "is still months off") has its copula first after ``lo``."""
        assert self.source is not None
        low = [t.lower() for t in self.source.tokens]
        if not clause.align or not lo < clause.align[0] < end:
            return None
        head = clause.align[0]
        if not is_frame(clause.concept) or low[head] in _GROUP_OPENERS:
            return next((i for i in range(lo + 1, head + 1) if low[i] in _GROUP_OPENERS), None)
        start = next((i for i in range(lo + 1, head + 1)
                      if low[i] in _GROUP_OPENERS or i == head), None)
        if start == head and not finite_verb(low[head]):
            # (a refocused graph's top said inside the subject: "of" in "one subset of
            # women", "death" in "the global death toll")
            return None
        if start is None or any(w not in _VERB_GROUP and not w.endswith("ly")
                                for w in low[start:head]):
            return None
        return start

    def one_argument(self, clause: Node, lo: int, hi: int) -> bool:
        """Whether the words of ``lo..hi`` that the parse aligned all belong to one argument
        of ``clause`` (its subject, a copula's :domain), and some do."""
        assert self.source is not None
        said = {self.source.owner[i] for i in range(lo, hi + 1) if i in self.source.owner}
        return bool(said) and any(
            said <= self.owners(e.target) for e in clause.edges
            if isinstance(e.target, Node) and (e.role.startswith(":ARG") or e.role == ":domain")
            and not is_inverted(e.role))
