"""The ``verbatim-shared-auxiliary`` alternative of the root: two passive verb phrases that
share their pronoun subject and auxiliary said as two sentences, each with both ("He was
convicted in his absence in January and sentenced to 124 years." -> "He was convicted in his
absence in January. He was sentenced to 124 years.").

Such a sentence reads only its source back: the pronoun cannot be clefted, a closing phrase
fronted would reach the other verb ("In January, he was convicted ... and sentenced ..."),
and realize_verbatim_concessive's split takes whole clauses only.  Said again, the pronoun
and its auxiliary make the second verb phrase a clause of its own, in the source's order,
each phrase with its own words.  Only for the plain shape: the source opens with the subject
pronoun, an auxiliary ("was", "were", "had been", ...) and the first verb, the "and" is the
root's, the second verb follows it with no auxiliary of its own, and the sentence has no
comma, dash, bracket or quotation, so no phrase set off at either end may be both verbs'
("..., later commuted to life").  Each verb a past participle of a verb with a doer and an
undergoer (the propbank frame's ARG0 and ARG1), the second followed by no object, which
would make it an active past of its own: "She was injured in the crash and died in
hospital" (die-01 has no doer) and "He was arrested in Paris and fled the country" are no
two passives ("He was fled the country.").
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_tree import Node, Ref
from pipeline.backends.builtin.realize_verbatim_spans import PHRASE_BREAKS, VerbatimSpans
from pipeline.backends.builtin.realize_words import ANY_QUOTE_MARKS, PREPOSITIONS, SUBJECT_PRONOUNS

__all__ = ["VerbatimSharedAuxiliary"]

# The auxiliaries two passive verb phrases may share, each as its words.
_AUXILIARIES = (("was",), ("were",), ("is",), ("are",), ("has", "been"), ("have", "been"),
                ("had", "been"))
# Adverbial particles a passive participle may take ("turned back", "locked up").
_PARTICLES = frozenset(["back", "up", "down", "away", "out", "off", "in", "home"])


class VerbatimSharedAuxiliary(VerbatimSpans):
    """The ``verbatim-shared-auxiliary`` alternative (see the module docstring)."""

    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_shared_auxiliary(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        low = [t.lower() for t in tokens]
        end, closing = self.end_of_text()
        ops = [e.target for e in top.edges if e.role.startswith(":op")]
        aux = next((g for g in _AUXILIARIES if tuple(low[1:1 + len(g)]) == g), None)
        if top.concept != "and" or len(ops) != 2 or len(top.edges) != 2 or aux is None \
                or len(top.align) != 1 or closing or low[0] not in SUBJECT_PRONOUNS \
                or not all(isinstance(op, Node) and is_frame(op.concept) and len(op.align) == 1
                           for op in ops) \
                or any(t in PHRASE_BREAKS or t in ANY_QUOTE_MARKS for t in tokens[:end]):
            raise RealizationRefused("no two verb phrases sharing an auxiliary")
        first, second = ops
        assert isinstance(first, Node) and isinstance(second, Node)
        joint = top.align[0]
        subject = source.owner.get(0)
        if first.align != (1 + len(aux),) or second.align != (joint + 1,) \
                or low[joint] != "and" or joint + 2 >= end or subject is None \
                or subject not in self.owners(first) \
                or not any(isinstance(e.target, Ref) and e.target.var == subject
                           for n in second.walk() for e in n.edges) \
                or not self.only_owned(1 + len(aux), joint - 1, self.owners(first)) \
                or not self.only_owned(joint + 1, end - 1, self.owners(second) | {subject}):
            # (the subject must be the first verb's and mentioned again by the second; each
            # phrase holds only its own verb's words)
            raise RealizationRefused("no two verb phrases sharing an auxiliary")
        if not all(self.transitive(op.concept) and inflect(stem(op.concept), "VBN") == low[op.align[0]]
                   for op in (first, second)) or not self.passive_tail(low[joint + 2]):
            raise RealizationRefused("a verb the auxiliary may not share")
        said = source.text(0, len(aux))
        again = said if tokens[0] == "I" else said[:1].upper() + said[1:]
        self.variant_used = True
        return (f"{source.text(0, joint - 1)}. {again} {source.text(joint + 1, end - 1)}"
                f"{self.end_mark(end)}", "split")

    @staticmethod
    def passive_tail(word: str) -> bool:
        """Whether ``word``, after the second verb, may follow a passive participle: a
        preposition ("sentenced to"), an adverb ("turned back") or a participle ("ordered
        held"), not the first word of an object ("fled the country")."""
        from lemminflect import getAllLemmas

        return word in PREPOSITIONS or word in _PARTICLES or word.endswith("ly") \
            or ("VERB" in lemma_pos(word) and any(inflect(lemma, "VBN") == word
                                                  for lemma in getAllLemmas(word)["VERB"]))
