"""How the source said an event: as a bare noun or adverb with no participants ("filed
suit", "frequently"), as a "to" infinitive, with a finite form of its verb, or as a word
no form of the verb can stand for (a bare form used as a noun, an adjective, a past
participle), with the refusals of the forms those words cannot be rebuilt into.

Split from realize_base.py (the realizer's shared state and graph helpers): these read
the source's word for an event, and every grammar mixin asks them through the stubs
declared on RealizerBase.
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import (
    AUXILIARIES,
    inflect,
    lemma_pos,
)
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    BE_FORMS,
    RealizationRefused,
    RealizerBase,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_tree import (
    Node,
    Ref,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import LINKING, NOUN_DETERMINERS

# Words before a noun, not a verb: "a serve", "his release", "149 m.p.h. serve".
_NOUN_OPENERS = frozenset(["a", "an", "the", "his", "her", "its", "their", "our", "my", "your",
                           "this", "these", "those", "'s", "."])


class EventWords(RealizerBase):
    """The source's word for an event: noun, infinitive, finite verb, adjective or participle."""

    def bare_event_word(self, node: Node) -> bool:
        """A predicate the source said as a noun or adverb with no participants ("filed
        suit", "frequently"): said as that word, not rebuilt into a subjectless clause."""
        if self.source is None or not node.align or any(ARG_ROLE.match(e.role) for e in node.edges):
            return False
        if node.role and is_inverted(node.role) and ARG_ROLE.match(node.role[:-3]):
            return False  # the gap of a relative clause: "the man who was shot"
        ups = sorted((len(e.target.walk()), e.role) for e in node.edges
                     if is_inverted(e.role) and isinstance(e.target, Node))
        if node.parent is None and ups and re.fullmatch(r":ARG[02-9]-of", ups[-1][1]):
            # A focus reads as a noun as the object of its old root ("Suit was filed by")
            # or as an adverb ("Frequently, ..."), not as another argument ("There was death
            # that Imam Samudra was sentenced to").
            return False
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).replace("-", " ")
        if word in (lemma, inflect(lemma, "VBG")) and self._after_determiner(node):
            return True  # "at a briefing", "the G20 meeting", "an all-time high": a noun
        if word == inflect(lemma, "VBG") and self._listed_with_noun(node):
            return True  # "a sales and marketing deal", "for looting and other thefts"
        return word.isalpha() and not self._verb_form(word, lemma)

    @staticmethod
    def _verb_form(word: str, lemma: str) -> bool:
        return word in {lemma, *(inflect(lemma, tag) for tag in ("VBD", "VBZ", "VBG", "VBN"))}

    def _listed_with_noun(self, node: Node) -> bool:
        """Whether ``node`` is a member of an "and"/"or" list whose other member the source
        said as a noun ("sales", "thefts", "conspiracy"): its "-ing" word is a noun as well,
        not a verb whose subject was lost."""
        assert self.source is not None
        lists = [e.target for e in node.edges
                 if re.fullmatch(r":op\d+-of", e.role) and isinstance(e.target, Node)]
        if node.parent is not None and re.fullmatch(r":op\d+", node.role or ""):
            lists.append(node.parent)
        for listed in lists:
            if listed.concept not in ("and", "or"):
                continue
            for e in listed.edges:
                other = e.target
                if not re.fullmatch(r":op\d+", e.role) or not isinstance(other, Node) \
                        or other is node or not other.align:
                    continue
                if not is_frame(other.concept):
                    if not any(x.role == ":domain" for x in other.edges):
                        return True
                    continue
                said = self.source.word(other.align[0]).lower()
                if said.isalpha() and not self._verb_form(said, stem(other.concept).replace("-", " ")):
                    return True
        return False

    def _after_determiner(self, node: Node) -> bool:
        """Whether a determiner the graph does not hold opens ``node``'s phrase in the
        source ("a briefing", "the G20 meeting"), past the words of its own modifiers."""
        if self.source is None or not node.align:
            return False
        own = {n.var for e in node.edges if not is_inverted(e.role) and isinstance(e.target, Node)
               for n in e.target.walk()}  # its modifiers, not the old root above a focus
        i = node.align[0] - 1
        while i >= 0 and self.source.owner.get(i) in own:
            i -= 1
        return i >= 0 and self.source.owner.get(i) is None \
            and self.source.word(i).lower() in NOUN_DETERMINERS

    def said_as_infinitive(self, node: Node) -> bool:
        """Whether the source said ``node``'s verb as a "to" infinitive ("expects Mr. Ebbers
        to be exonerated", "hopes to win"): an event only expected or intended."""
        if node.concept in ("and", "or"):  # "requires libraries to use filters or lose ..."
            first = [e.target for e in node.edges if e.role == ":op1" and isinstance(e.target, Node)]
            return bool(first) and self.said_as_infinitive(first[0])
        if self.source is None or not node.align:
            return False
        lists = [e.target for e in node.edges if e.role.startswith(":op") and e.role.endswith("-of")]
        if node.parent is not None and (node.role or "").startswith(":op") \
                and not (node.role or "").endswith("-of"):
            lists.append(node.parent)
        for listed in lists:  # "to use filters or lose federal financing": "lose" too
            coordination = self.target_node(listed) if isinstance(listed, Node | Ref) else None
            heads = [self.target_node(e.target) for e in coordination.edges if e.role == ":op1"] \
                if coordination is not None and coordination.concept in ("and", "or") else []
            if heads and heads[0] is not None and heads[0].var != node.var \
                    and self.said_as_infinitive(heads[0]):
                return True
        if self.source.word(node.align[0]).lower().endswith("ing") \
                and self.source.word(node.align[0] - 1).lower() == "to":
            return False  # "adds to growing international pressure": no infinitive
        j = node.align[0] - 1
        while j >= 0 and self.source.tokens[j].lower() in AUXILIARIES | {"not", "also", "never", "then"}:
            j -= 1
        return j >= 0 and self.source.tokens[j].lower() == "to"

    def verb_form_in_source(self, node: Node) -> bool:
        """Whether the source said a frame an adjective may name ("equal-01") with a finite
        form of its verb ("equalled", "equals"), no form of "be" before it."""
        if self.source is None or not node.align:
            return False
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        before = self.source.word(node.align[0] - 1).lower() if node.align[0] > 0 else ""
        return word != lemma and word in (inflect(lemma, "VBD"), inflect(lemma, "VBZ")) \
            and before not in AUXILIARIES

    def refuse_base_form_noun(self, node: Node) -> None:
        """Refuse a gerund for an event the source named with its verb's bare form used as a
        noun ("with a 149 m.p.h. serve" said "serving")."""
        if self.source is None or not node.align or node.align[0] == 0:
            return
        word = self.source.word(node.align[0]).lower()
        before = self.source.word(node.align[0] - 1).lower()
        if word == stem(node.concept).split("-")[0] and (
                before in _NOUN_OPENERS or before.replace(",", "").replace(".", "").isdigit()):
            raise RealizationRefused("an event the source named with a noun said as a gerund")

    def refuse_adjective_as_verb(self, node: Node) -> None:
        """Refuse a verb for a frame the source said with an adjective that is none of its
        forms: "critical" read as criticize-01 is not "was criticized"."""
        if self.source is None or not node.align or not is_frame(node.concept):
            return
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        if word[:4] != lemma[:4] or word in (lemma, *(inflect(lemma, t) for t in ("VBD", "VBN", "VBG", "VBZ"))):
            return
        if lemma_pos(word) == {"ADJ"} or (
                "ADJ" in lemma_pos(word) and "VERB" not in lemma_pos(word)
                and self.after_copula(node.align[0])):
            # also a word that may be a noun, said as the predicate of "be" ("Quattrone was
            # highly influential": not "Quattrone influenced highly")
            raise RealizationRefused(f"an adjective ({word!r}) the parse read as a verb")

    def after_copula(self, index: int) -> bool:
        """Whether source token ``index`` follows a form of "be" or a linking verb, with only
        adverbs between ("was highly influential", "became more critical")."""
        assert self.source is not None
        j = index - 1
        while j >= 0 and (self.source.word(j).lower() in ("more", "most", "very", "so", "too",
                                                           "much", "far", "less", "least")
                          or lemma_pos(self.source.word(j).lower()) == {"ADV"}):
            j -= 1
        word = self.source.word(j).lower()
        return word in BE_FORMS or any(word in (v, inflect(v, "VBD"), inflect(v, "VBZ"),
                                                inflect(v, "VBN")) for v in LINKING)

    def refuse_participle_gerund(self, node: Node) -> None:
        """Refuse "by V-ing" for an event the source said as a bare past participle: "The
        report was found last week tucked inside a manual" is not "found by tucking"."""
        if self.source is None or not node.align or not is_frame(node.concept):
            return
        word = self.source.word(node.align[0]).lower()
        lemma = stem(node.concept).split("-")[0]
        before = self.source.word(node.align[0] - 1).lower() if node.align[0] > 0 else ""
        if word != lemma and word == inflect(lemma, "VBN") and before not in AUXILIARIES:
            raise RealizationRefused("an event the source said as a past participle cannot "
                                     "be said as 'by V-ing'")

    def refuse_manner_noun_list(self, node: Node) -> None:
        """Refuse "by V-ing" for a manner list of events and nouns: "used by stand-alone
        applications or an extension" for "used as stand-alone applications or as an
        extension" (the nouns said as they were, the "by" meant for a gerund)."""
        members = [e.target for e in node.edges if e.role.startswith(":op")
                   and isinstance(e.target, Node)] if node.concept in ("and", "or") else []
        if self.source is not None and len({self.is_clause(m) for m in members}) == 2:
            raise RealizationRefused("a list with nouns cannot be said as 'by V-ing'")
