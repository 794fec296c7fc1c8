"""Agreement read back from the source: the number of a rebuilt subject and reflexives.

A rebuilt clause decides its verb's number from its subject's node, which the parse does not
always mark well: "41 percent describe themselves" (a share of people), "few were
predicting" (a quantifier standing alone), "a 26 million pre-tax profit" (a count the parse
hung on a singular noun).  The source's own words settle each of them.
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import AUXILIARIES, inflect, plural
from pipeline.backends.builtin.parse_entities import REFLEXIVES
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    RealizerBase,
    is_adjective_frame,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_plural_names import plural_group_word
from pipeline.backends.builtin.realize_tree import Const, Node, is_inverted
from pipeline.backends.builtin.realize_words import (
    BARE_INFINITIVE_HEADS,
    MEASURE_SUFFIXES,
    SUBJECT_PRONOUNS,
)

# Finite forms that show the number of their subject.
_SINGULAR_FORMS = frozenset(["is", "was", "has", "does", "'s"])
_PLURAL_FORMS = frozenset(["are", "were", "have", "do", "'re", "'ve"])
# Words that may stand between a subject and its verb without hiding its number.
_BETWEEN_SUBJECT_AND_VERB = frozenset(["also", "still", "already", "now", "often", "not", "n't",
                                       "never", "just", "only", "even", "all", "both"])


class Agreement(RealizerBase):
    """The number and reflexive forms the source showed."""

    def number_counts(self, node: Node) -> bool:
        """Whether ``node``'s :quant counts it (and so makes it plural): not when the number
        names it ("the S&P 500 Index") or the source said the noun in the singular after it
        ("a 26 million pre-tax profit were posted" for "a 26 million pre-tax profit", "his
        1996 Chevrolet Tahoe that were found"); a capitalised plural kept as its concept is
        counted ("nine Republicans were joined", realize_plural_names)."""
        if self.source is not None and plural_group_word(node, self.source.tokens):
            return True
        if self.numbered_name(node) or node.concept.endswith(MEASURE_SUFFIXES):
            return False  # "the 24-year-old cited by Bitdefender was questioned": one person
        word = self.word_of(node) if self.source is not None else None
        if not word or not word.isalpha():
            return True
        low = word.lower()
        return not (low == stem(node.concept) and plural(low) != low)

    def counted_article(self, node: Node) -> str | None:
        """The article the source said before the number of a singular counted noun ("in a
        1992 case", "a 26 million pre-tax profit", "in the 2002 study"): the number does not
        stand for it."""
        if self.source is None:
            return None
        for e in node.edges:
            if e.role == ":quant" and isinstance(e.target, Const) and e.target.align:
                at = e.target.align[0] - 1
                word = self.source.word(at).lower() if at >= 0 else ""
                if word in ("a", "an", "the", "this", "that") and self.source.owner.get(at) is None:
                    return word  # "in the 2002 study", not "in 2002 study"
        return None

    def source_plural(self, subject: Node, verb: Node, said: str) -> bool | None:
        """The number the source's verb showed for ``subject`` when the source said it right
        before ``verb`` as its subject: "41 percent describe", "few were predicting"; None
        when the source shows none (a past tense, a modal, another subject), or when the
        subject is ``said`` as a pronoun, which has its own number ("which it has been
        arrested for", for "A COUPLE have been arrested")."""
        if self.source is None or not verb.align or self.position(subject) is None \
                or said.lower() in SUBJECT_PRONOUNS:
            return None
        owner, tokens = self.source.owner, self.source.tokens
        ends: list[int] = []
        stack = [subject]
        while stack:  # the subject's own phrase: not the clauses about it (inverted edges)
            current = stack.pop()
            ends.extend(i for i in current.align if owner.get(i) == current.var)
            stack.extend(e.target for e in current.edges
                         if isinstance(e.target, Node) and not is_inverted(e.role))
        at = verb.align[0]
        if not ends or max(ends) >= at:
            return None
        between = [t.lower() for t in tokens[max(ends) + 1:at]]
        if any(w not in AUXILIARIES and w not in _BETWEEN_SUBJECT_AND_VERB
               and not (w == "to" and k > 0 and between[k - 1] in ("is", "are", "was", "were"))
               for k, w in enumerate(between)):
            # (the "to" of "be to" is of the group: "Around 1,500 police are to be deployed")
            return None  # the verb's group does not follow the subject: another clause's
        for word in between:
            if word in _SINGULAR_FORMS:
                return False
            if word in _PLURAL_FORMS:
                return True
            if word in AUXILIARIES:
                return None  # "would describe": a modal shows no number
        start = self.position(subject) or 0
        before = {t.lower() for t in tokens[max(start - 3, 0):start]}  # "see President Bill ..."
        if not is_frame(verb.concept) or is_adjective_frame(verb.concept) \
                or self.bare_infinitive_head(verb) is not None or any(
                before & {head, *(inflect(head, tag) for tag in ("VBD", "VBN", "VBZ", "VBG"))}
                for head in BARE_INFINITIVE_HEADS):
            # a predicate noun or adjective shows no number ("on their way home", "found
            # Peterson guilty": not "Peterson are guilty"), nor a bare infinitive ("to see President Bill Clinton veto them")
            return None
        word = tokens[at].lower()
        lemma = stem(verb.concept).split("-")[0]
        if word == lemma and word != inflect(lemma, "VBD"):
            return True  # "describe", a present plural
        if word == inflect(lemma, "VBZ") and word != lemma:
            return False
        return None

    def reflexive(self, node: Node, case: str) -> str | None:
        """The reflexive the source said for a pronoun node ("describe themselves",
        "represented himself"), kept as an object; a reflexive cannot be a subject ("They
        are described as Republicans by 41 percent" changes who describes whom)."""
        word = self.word_of(node) if self.source is not None else None
        if not word or word.lower() not in REFLEXIVES:
            return None
        if case != "obj":
            raise RealizationRefused(f"a reflexive ({word.lower()!r}) cannot be said as a subject")
        return word.lower()
