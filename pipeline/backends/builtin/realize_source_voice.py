"""What the source's own words say of a verb's voice and tense: whether it said the verb as
a passive participle or a finite past ("oil ended down" is no passive), after "have" (a
perfect), or named its event with a noun.  Split from realize_source_words.py."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_base import (
    BARE_BE,
    RealizerBase,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_words import VERB_GROUP_ADVERBS

__all__ = ["ADVERBS_IN_VERB_GROUP", "SourceVoice"]

_PASSIVE_AUXILIARIES = frozenset({"is", "are", "am", "was", "were", "be", "been", "being", "'s",
                                  "get", "gets", "got", "gotten", "getting", "and", "or", ","})
# The source is read as written, so its "am" counts too.
_BE_OR_AM = BARE_BE | {"am"}
_PERFECT_AUXILIARIES = frozenset({"has", "have", "had", "'ve", "'d", "having"})
ADVERBS_IN_VERB_GROUP = frozenset({"also", "first", "not", "n't", "never", "already", "just",
                                   "still", "then", "recently", "later", "reportedly", "yet"})

# Verbs whose doer stops or starts itself ("The family stopped for lunch"): the parse gives
# their subject as :ARG1, and PropBank's ARG0 "agent/cause" hides that from ergative().
_SELF_STOPPING = frozenset(["stop", "halt", "pause", "resume"])


class SourceVoice(RealizerBase):
    """Whether the source said a verb as a passive, a perfect or a noun."""

    def passive_in_source(self, node: Node) -> bool:
        """Whether the source said this verb as a participle ("was broken", "the picture drawn")."""
        assert self.source is not None
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        if word == lemma == inflect(lemma, "VBN"):
            # "No dates have been set", "had yet been set", "was cut": a verb whose
            # participle is its base form is a participle only after "be" (not "will set");
            # read as active, it lost its passive ("no dates have set for")
            return self.be_before(node)
        if self.finite_undergoer(node):
            # "as fast-moving Tropical Storm Erika churned across the gulf": spaCy read a
            # finite past with its :ARG1 as subject, which was said "Erika was churned"
            return False
        return word == inflect(lemma, "VBN") and word != lemma \
            and not self.finite_ergative(node, word, lemma) and not self.perfect_in_source(node) \
            and not self.agentless_past(node, word, lemma)

    def finite_undergoer(self, node: Node) -> bool:
        """Whether the source said this verb as a finite past whose subject is its :ARG1
        ("their plane crashed in Turkey", parse_finite_verbs): no participle, whatever its
        form.  Not where spaCy's subject is another argument ("Williams recently toured"
        with :ARG1 the center) or a word the :ARG1 does not say ("The Neighbours star and
        singer spent yesterday resting", :ARG1 the resting)."""
        assert self.source is not None
        subject = self.source.finite.get(node.align[0]) if node.align else None
        if subject is None:
            return False
        owner = self.source.owner.get(subject)
        undergoer = next((self.target_node(e.target) for e in node.edges if e.role == ":ARG1"),
                         None)
        if undergoer is None and node.role == ":ARG1-of" and node.parent is not None:
            undergoer = node.parent  # the storm that churned, laid out above its verb
            return owner in {n.var for n in undergoer.walk()} - {n.var for n in node.walk()}
        return undergoer is not None and owner in {n.var for n in undergoer.walk()}

    def be_before(self, verb: Node) -> bool:
        """Whether the source has a form of "be" in the two words before ``verb`` ("was first
        observed", "had yet been set"): a passive (a participle alone, "approved", may be a
        past tense)."""
        assert self.source is not None
        at = verb.align[0] if verb.align else 0
        return bool(_BE_OR_AM & {self.source.word(i).lower() for i in range(max(0, at - 2), at)})

    def agentless_past(self, node: Node, word: str, lemma: str) -> bool:
        """A verb PropBank gives no agent said in the past tense, which reads like its
        participle ("were born full-term and died within hours"): it has no passive, so
        "died" is no participle ("and they were died within hours")."""
        lexicon = propbank_lexicon()
        return word == inflect(lemma, "VBD") and lexicon is not None \
            and node.concept in lexicon and lexicon.role(node.concept, "ARG0") is None

    def be_passive_in_source(self, node: Node) -> bool:
        """Whether the source said this verb as a passive with a form of "be" ("will be
        included in Billboard's charts", "could be had for 20 cents"): a verb that has no
        passive elsewhere ("was had by one of those infected") may keep the source's."""
        assert self.source is not None
        if not node.align or not self.passive_in_source(node):
            return False
        index = node.align[0] - 1
        while index >= 0 and self.source.word(index).lower() in VERB_GROUP_ADVERBS:
            index -= 1
        return index >= 0 and self.source.word(index).lower() in _BE_OR_AM

    def noun_in_source(self, node: Node) -> bool:
        """Whether the source named this event with a noun that is none of its verb's forms
        ("Sales of downloaded singles" for sell-01), read from the source's own word."""
        assert self.source is not None
        if not node.align or not is_frame(node.concept):
            return False
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        forms = {lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBN", "VBG", "VBZ"))}
        return word not in forms and "NOUN" in lemma_pos(word)

    def finite_ergative(self, node: Node, word: str, lemma: str) -> bool:
        """An ergative verb the source said in the past tense with its undergoer as subject
        ("October heating oil ended down", "shares dropped"), not a participle: without a
        form of "be" before it, "ended" is no passive ("oil was ended down")."""
        assert self.source is not None
        lexicon = propbank_lexicon()
        if word != inflect(lemma, "VBD") or lexicon is None or not (
                lexicon.ergative(node.concept, causer=False) or lemma in _SELF_STOPPING):
            return False
        index = node.align[0] - 1
        # (over a manner adverb too: "Her sister was severely burned" is a passive, not
        # "Allyson severely burned")
        while index >= 0 and (self.source.word(index).lower() in ADVERBS_IN_VERB_GROUP or (
                self.source.word(index).lower().endswith("ly")
                and lemma_pos(self.source.word(index).lower()) == {"ADV"})):
            index -= 1
        before = self.source.word(index).lower()
        if before == ",":
            # "HCA Inc., the largest U.S. hospital chain, dropped $2.21": the comma closes
            # the subject's apposition, and "dropped" is its verb (after a comma of its own,
            # "the jury, seated in March", it is a participle)
            opened = next((j for j in range(index - 1, max(index - 12, -1), -1)
                           if self.source.word(j) == ","), None)
            return opened is not None and self.source.word(opened + 1).lower() in ("the", "a", "an")
        return before not in _PASSIVE_AUXILIARIES

    def perfect_in_source(self, node: Node) -> bool:
        """Whether the source said this verb's participle after "have" ("the currency has
        risen"): a perfect, no passive ("has been risen")."""
        assert self.source is not None
        index = node.align[0] - 1
        while index >= 0 and self.source.word(index).lower() in ADVERBS_IN_VERB_GROUP:
            index -= 1
        return index >= 0 and self.source.word(index).lower() in _PERFECT_AUXILIARIES
