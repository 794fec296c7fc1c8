"""When a clausal complement is said as a gerund, a bare infinitive or a small clause, and
the subject a gerund takes: the tests :class:`~.realize_complements.Complements` asks
before it says a clause that is a verb's argument.  Split from realize_complements.py."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_base import (
    NP,
    RealizationRefused,
    RealizerBase,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_finite_complements import said_finite
from pipeline.backends.builtin.realize_tree import (
    Node,
    Ref,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    BARE_INFINITIVE_HEADS,
    DETERMINERS,
    POSSESSIVE_DETERMINERS,
    PREPOSITIONS,
    PROGRESSIVE_BE,
)


class ComplementForms(RealizerBase):
    """Which form a clausal complement takes."""

    def named_event_phrase(self, head: Node, event: Node, said_as: str) -> str:
        """``event``, which the source named with a noun, said as the source's noun phrase
        (after the preposition ``head`` takes), or refused: said as ``said_as`` ("a
        clause", "an infinitive") it would misread the source."""
        said = self.reused(event, whole=False)
        if not said:
            raise RealizationRefused(f"an event the source named as a noun said as {said_as}")
        self.done.update(n.var for n in event.walk())
        return " ".join(w for w in (self.verb_preposition(head, event), said) if w)

    def subject_said_before_gerund(self, event: Node, subject: Node) -> bool:
        """Whether the source said ``event`` as a gerund right after its own subject, which
        the gerund says again (clause(), :meth:`gerund_subject`): "resulted in the state
        pension fund immediately losing $1 million", not "resulted in losing"."""
        if self.source is None or not event.align:
            return False
        start, at = self.position(subject), event.align[0]
        word = self.source.word(at).lower()
        # (after a preposition: not "We are confident that the new leadership ... will be
        # willing", an adjective after its clause's subject)
        if start is None or not 0 < start < at:
            return False
        before = start - 1
        while before > 0 and self.source.word(before).lower() in (*DETERMINERS, "a", "an", "the"):
            before -= 1
        return word.endswith("ing") and "VERB" in lemma_pos(word) \
            and self.source.word(before).lower() in PREPOSITIONS \
            and not any(t in (",", ";", "--") for t in self.source.tokens[start:at])

    def gerund_object(self, head: Node, event: Node) -> bool:
        """Whether the source said ``event`` (or each event of its list) as a gerund right
        after ``head``'s verb: "suggested paring the board and allotting more seats"."""
        if self.source is None or not head.align:
            return False
        events = [e.target for e in event.edges if e.role.startswith(":op")
                  and isinstance(e.target, Node)] if event.concept in ("and", "or") else [event]
        return bool(events) and all(self.said_as_gerund(e) for e in events) \
            and bool(events[0].align) and events[0].align[0] == head.align[0] + 1

    def said_as_gerund(self, event: Node) -> bool:
        """Whether the source said ``event`` as a gerund: its verb "-ing", or "being" before
        its participle ("escaped being burned")."""
        if self.source is None or not event.align or not is_frame(event.concept):
            return False
        at = event.align[0]
        word, before = self.source.word(at).lower(), self.source.word(at - 1).lower()
        if before in ("be", "to", "been") or self.said_as_infinitive(event):
            return False  # "believed to be transporting": an infinitive, progressive
        if before in PROGRESSIVE_BE:
            # "she testified that she was referring to the kissing" is a finite progressive,
            # no gerund: not "she testified on the stand referring to the kissing"
            return False
        return (word.endswith("ing") and "VERB" in lemma_pos(word)) or before == "being"

    def said_as_progressive(self, event: Node) -> bool:
        """Whether the source said ``event``'s verb "-ing" right after a finite "be", a
        progressive with a subject of its own ("that she was referring")."""
        if self.source is None or not event.align or not is_frame(event.concept):
            return False
        at = event.align[0]
        return at > 0 and self.source.word(at).lower().endswith("ing") \
            and self.source.word(at - 1).lower() in PROGRESSIVE_BE

    def listed_finite(self, clause: Node) -> bool:
        """Whether ``clause`` is a list ("and", "or") whose first clause the source said
        with a tensed verb group (:func:`said_finite`)."""
        if self.source is None or clause.concept not in ("and", "or"):
            return False
        first = next((e.target for e in clause.edges if e.role == ":op1"
                      and isinstance(e.target, Node)), None)
        return first is not None and bool(first.align) \
            and said_finite(self.source.tokens, first.align[0])

    def perceived_event(self, verb: Node, clause: Node) -> bool:
        """Whether ``verb`` (a verb of perceiving or causing) took ``clause`` as an event, said
        in the source as a bare infinitive after its own subject ("saw the Palestinian
        Authority ban his books"), not as a fact it reports ("saw that ...")."""
        if stem(verb.concept) not in BARE_INFINITIVE_HEADS:
            return False
        subject = self.clause_subject(clause)
        if subject is None and clause.role in (":ARG0-of", ":ARG1-of"):
            subject = clause.parent  # refocused on the subject: "their daughters, who feasted"
        return subject is not None and self.said_as_bare_infinitive(clause, subject)

    def said_as_bare_infinitive(self, target: Node, subject: Node | Ref | object) -> bool:
        """Whether the source said ``target``'s verb in its base form after its own subject
        ("saw the state ban", "make the image legitimate"), with no "to" before it."""
        if self.source is None or not target.align:
            return False
        i = target.align[0]
        word = self.source.word(i).lower()
        before = self.source.word(i - 1).lower()
        if word != stem(target.concept).split("-")[0] or before == "to":
            return False
        if before in POSSESSIVE_DETERMINERS or before in DETERMINERS or before in ("a", "an", "the"):
            # "making the Army his career" read as career-01: "made the Army career him"
            raise RealizationRefused("a noun after a verb of causing read as its clause's verb")
        start = self.position(subject) if isinstance(subject, Node) else None
        return start is None or start < i

    def gerund_subject(self, event: Node, subject: Node) -> NP | None:
        """The subject of a gerund that no other part of the sentence says, said before it
        where the source said it there ("with some traders reporting irregular bids");
        else refused: "declined to comment about intervening in the market" for "whether
        Japan had intervened" loses who acted.  None (left unsaid) for a subject the event
        it hangs on shares, which says it ("Starting in November, OPEC lowered ...")."""
        near = [e.target for e in event.edges if isinstance(e.target, Node) and is_inverted(e.role)]
        if event.parent is not None:
            near.append(event.parent)
        if any(isinstance(e.target, Ref) and e.target.var == subject.var
               and e.role in (":ARG0", ":ARG1") for n in near for e in n.edges):
            return None  # the event it hangs on says its subject
        start = self.position(subject) if self.source is not None else None
        if self.source is None or start is None or not event.align or start > event.align[0] \
                or not self.source.word(event.align[0]).lower().endswith("ing"):
            raise RealizationRefused("a gerund would lose its own subject")
        if subject.concept in PRONOUNS:
            # "but it operating the coach was confirmed": whose "it" the gerund cannot say
            raise RealizationRefused("a gerund with a pronoun of its own as its subject")
        said = self.argument(subject, "obj")
        if not said:
            raise RealizationRefused("a gerund would lose its own subject")
        return said

    def extraposed(self, adjective: Node) -> str | None:
        """ "made it very plain to the US that it did not support ...", "make it easy for
        administrators to set up ...": an adjective whose :ARG1 is a clause, said after
        "make" with "it" in the clause's place and the clause last, not "made that not
        supporting ... is very plain to the US"."""
        inner = next((e.target for e in adjective.edges if e.role == ":ARG1"
                      and isinstance(e.target, Node) and self.is_clause(e.target)), None)
        if inner is None:
            return None
        # The adjective's own words with "it" as its subject: "it be very plain to the US".
        said = self.clause(adjective, gap=":ARG1", relative="it", form="bare")
        if not said.startswith("it be "):
            raise RealizationRefused("'make it ADJ that ...' with an adjective not said plainly")
        if self.said_as_infinitive(inner):
            # "make it easy for system administrators to set up ...", as the source said it
            clause = self.clause(inner, form="infinitive")
        else:
            clause = self.clause(inner)
            clause = f"that {clause}" if clause else ""
        if not clause:
            raise RealizationRefused("'make it ADJ that ...' with its clause said already")
        return f"it {said.removeprefix('it be ')} {clause}"

    def small_clause(self, adjective: Node) -> str | None:
        """ "make the image legitimate", "made him happy": an adjective the source said after
        its subject, said so again, not as a clause ("make that the image legitimates");
        None when the source said no adjective there."""
        word = self.word_of(adjective)
        if not word or "ADJ" not in lemma_pos(word.lower()):
            return None
        subjects = [e.target for e in adjective.edges if e.role in (":ARG0", ":ARG1", ":domain")]
        said_subject = subjects[0] if len(subjects) == 1 and isinstance(subjects[0], Node) else None
        start = self.position(adjective)
        subject_start = self.position(said_subject) if said_subject is not None else None
        if len(adjective.edges) != 1 or start is None or subject_start is None \
                or subject_start > start:
            raise RealizationRefused("'make X ADJ' with more than the adjective's subject")
        subject = self.argument(said_subject, "obj")
        if not subject.text:
            raise RealizationRefused("'make X ADJ' without its subject")
        self.done.add(adjective.var)
        return f"{subject.text} {word}"

    def bare_adjective(self, head: Node, target: Node, subject_var: str | None) -> str | None:
        """An adjective complement said as the source said it, right after its verb
        ("pleaded guilty"); refused when the source named it with a noun ("upgrade the
        fireproofing to being thickness")."""
        word = self.word_of(target)
        if not word or not target.align:
            return None
        if "ADJ" not in lemma_pos(word.lower()):
            raise RealizationRefused("an adjective the source said as a noun cannot follow "
                                     "'being'")
        own = [e for e in target.edges if not (isinstance(e.target, Ref) and e.target.var
                                                in (subject_var, head.var))]
        start = self.position(target)
        if own or start is None or not head.align or start != head.align[0] + 1:
            return None
        self.done.add(target.var)
        return word
