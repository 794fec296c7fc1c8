"""The ``verbatim-passive`` alternative of the root: a plain past transitive clause said in the
passive, its subject and object in the source's own words ("Peterson's lawyer dismissed the
testing procedure on Monday." -> "The testing procedure was dismissed by Peterson's lawyer on
Monday.").

The rebuilt passive (realize_alternatives' ``voice``) says every phrase anew and fails for
any fault of the parse in them; this one moves the two phrases whole and inflects only the
verb.  Only where that is safe: the subject opens the source and runs right up to the verb,
which is a simple past the parse read with that subject (no auxiliary, adverb or negation
between them); the object follows the verb at once and is definite (an article "the", a
possessor or a name), with no comma, clause or quotation of its own; and everything after
the object is the verb's own circumstances, which stay after the agent.  An adverb between
subject and verb goes before the participle ("The two men were also arrested by police");
a pronoun subject takes its object form ("by him"), but not with a possessive in the object
that stands for it ("His wish was also reaffirmed by him"); a named agent keeps its capitals
("by Democratic presidential candidate Joe Lieberman"); a verb of state, an idiom, a particle verb or a verb of
saying has no such passive (NO_PASSIVE, refuse_idiom_passive: "'take place'", "Trial was
gone on").
"""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect, pronoun_form
from pipeline.backends.builtin.realize_base import RealizationRefused, stem
from pipeline.backends.builtin.realize_passive_objects import refuse_idiom_passive
from pipeline.backends.builtin.realize_scope_faults import refuse_time_passive
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_spans import (
    FINITE_AUXILIARIES,
    PHRASE_BREAKS,
    VerbatimSpans,
    finite_verb,
)
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    NO_PASSIVE,
    PARTICLES,
    PLURAL_ONLY,
    POSSESSIVE_DETERMINERS,
    POSSESSIVE_MARKS,
    QUOTE_MARKS,
    QUOTING,
)

__all__ = ["VerbatimPassive"]

# Subject pronouns and the object forms the agent takes.
_SUBJECT_PRONOUNS = frozenset(["he", "she", "they", "we", "i", "it"])
# Adverbs between the subject and the verb that say the same before the participle ("was
# also arrested"); not "only", "just", "even", whose focus would move with the object.
_VERB_ADVERBS = frozenset(["also", "later", "then", "quickly", "recently", "reportedly",
                           "eventually", "initially", "originally", "subsequently", "previously",
                           "finally", "formally", "officially", "immediately", "unanimously",
                           "promptly", "secretly", "successfully"])
_DEFINITE = frozenset(["the", "this", "that", "these", "those"]) | POSSESSIVE_DETERMINERS
_CLAUSE_WORDS = frozenset(["who", "whom", "whose", "which", "that", "and", "or", "but", "than",
                           "as", "if", "when", "while", "because", "to"])


class VerbatimPassive(VerbatimSpans):
    """The ``verbatim-passive`` alternative (see the module docstring)."""

    def verbatim_passive(self, top: Node) -> tuple[str, str]:
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        if closing or not top.align or self.const(top, ":mode") is not None \
                or self.const(top, ":polarity") is not None \
                or any(t in QUOTE_MARKS for t in tokens) or not source.opens(0):
            raise RealizationRefused("no plain transitive clause")
        verb = top.align[0]
        lemma = stem(top.concept)
        agent = self.verbatim_arg(top, ":ARG0")
        patient = self.verbatim_arg(top, ":ARG1")
        if verb not in source.finite or agent is None or patient is None \
                or lemma in NO_PASSIVE | ATTRIBUTING | QUOTING or " " in lemma or "-" in lemma \
                or any(is_inverted(e.role) for e in top.edges) \
                or tokens[verb][:1].isupper() or not finite_verb(tokens[verb]) \
                or inflect(lemma, "VBD") != tokens[verb].lower():
            # (a simple past the parse read with its subject, the concept's own verb: not
            # "said", "had", nor a participle the parse made a frame of)
            raise RealizationRefused("no plain transitive clause")
        refuse_idiom_passive(top.concept, patient)
        refuse_time_passive(patient, agent)
        subject_span = self.owned_span(agent)
        object_span = self.owned_span(patient)
        adverb = ""
        if subject_span is not None and subject_span[1] == verb - 2 \
                and tokens[verb - 1].lower() in _VERB_ADVERBS:
            # ("Police also arrested ...": "... was also arrested by police")
            adverb = f"{tokens[verb - 1]} "
        if subject_span is None or object_span is None \
                or subject_span[1] != verb - 1 - bool(adverb) \
                or source.finite[verb] not in range(subject_span[0], verb) \
                or any(i in source.owner for i in range(0, subject_span[0])) \
                or not all(t.lower() in _DEFINITE or t.lower() == "the"
                           for t in tokens[0:subject_span[0]]):
            raise RealizationRefused("the subject does not run up to the verb")
        lo = verb + 1
        if lo < object_span[0] and not all(t.lower() in _DEFINITE for t in tokens[lo:object_span[0]]):
            raise RealizationRefused("the object does not follow the verb")
        hi = object_span[1]
        subject_words = tokens[0:subject_span[1] + 1]
        object_words = tokens[lo:hi + 1]
        if any(t in PHRASE_BREAKS or (t.lower() in _CLAUSE_WORDS and (i, t.lower()) != (lo, "that"))
               for i, t in enumerate(tokens[0:hi + 1]) if i != verb) \
                or not self.only_owned(0, subject_span[1], self.owners(agent)) \
                or not self.only_owned(lo, hi, self.owners(patient)) \
                or any(i in source.finite or tokens[i].lower() in FINITE_AUXILIARIES
                       for i in range(lo, hi + 1)) or self.finite_clause(patient):
            # ("withdrew that request": "that" a determiner; not "Video replays suggested
            # the ball had hit the ground ...", a clause)
            raise RealizationRefused("a subject or object with a clause of its own")
        if not self.object_definite(object_words, patient):
            raise RealizationRefused("an indefinite object would become the topic")
        rest = tokens[hi + 1:end]
        particle = bool(rest) and rest[0].lower() in PARTICLES and (
            len(rest) == 1 or rest[1] in PHRASE_BREAKS or source.owner.get(hi + 1) == top.var)
        if len(subject_words) == 1 and subject_words[0].lower() in _SUBJECT_PRONOUNS \
                and any(t.lower() in POSSESSIVE_DETERMINERS for t in object_words):
            # ("His wish was also reaffirmed by him": the pronoun before its name)
            raise RealizationRefused("a possessive of the object would stand for its agent")
        if rest and (particle or rest[0] in PHRASE_BREAKS or rest[0].lower() == "to"
                     or any(t.lower() in ("by", "and", "or", "but") for t in rest)):
            # ("shut the plant down", a particle; "..., saying ...": what follows a comma
            # may be the subject's; a second "by" would read as the agent's)
            raise RealizationRefused("what follows the object cannot follow the agent")
        own = {top.var} | {v for e in top.edges if e.role not in (":ARG0", ":ARG1")
                           and isinstance(e.target, Node) for v in self.owners(e.target)}
        if not self.only_owned(hi + 1, end - 1, own):
            raise RealizationRefused("what follows the object is not the verb's")
        be = "were" if self.plural_object(object_words, patient) else "was"
        said_object = source.text(lo, hi)
        said_object = said_object[:1].upper() + said_object[1:]
        by = self.agent_words(subject_words, agent)
        tail = f" {source.text(hi + 1, end - 1)}" if hi + 1 < end else ""
        self.variant_used = True
        return (f"{said_object} {be} {adverb}{inflect(lemma, 'VBN')} by {by}{tail}"
                f"{self.end_mark(end)}",
                "passive")

    def object_definite(self, words: list[str], patient: Node) -> bool:
        """Whether the object ``words`` name something known: an article "the", a
        demonstrative or a possessor, or a name."""
        first = words[0].lower()
        return first in _DEFINITE or any(w in POSSESSIVE_MARKS for w in words) \
            or (self.verbatim_arg(patient, ":name") is not None and words[0][:1].isupper())

    def plural_object(self, words: list[str], patient: Node) -> bool:
        """Whether the object ``words`` is plural: a list joined by "and", or a head noun
        that is not its own lemma ("the two men", "its shares"), not a name's last word."""
        assert self.source is not None
        word = self.source.tokens[patient.align[0]] if patient.align else words[-1]
        head = word.lower()  # ("New details about the four-month investigation ... were")
        if patient.concept == "and" or head in PLURAL_ONLY:
            return True
        if word[:1].isupper() or head.endswith("ss"):
            return False
        from lemminflect import getLemma

        return getLemma(head, upos="NOUN")[0] != head

    def agent_words(self, words: list[str], agent: Node) -> str:
        """The subject said after "by": a pronoun in its object form, the rest as the
        source said it, its opening capital kept only for a name."""
        assert self.source is not None
        if len(words) == 1 and words[0].lower() in _SUBJECT_PRONOUNS:
            return pronoun_form(words[0].lower(), "obj")
        said = self.source.text(0, len(words) - 1)
        if words[0].lower() not in _DEFINITE | {"a", "an"} \
                and self.verbatim_arg(agent, ":name") is not None:
            return said  # ("by Democratic presidential candidate Joe Lieberman")
        return self.opening_lower(said, agent, 0, len(words) == 1)
