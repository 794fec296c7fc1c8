"""Clausal complements: a clause as a verb's argument, said as "to V" under control, "that
...", a gerund (with the verb's own preposition), or a quotation after a verb of saying."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS, inflect, lemma_pos
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    RealizerBase,
    is_adjective_frame,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_finite_complements import said_finite
from pipeline.backends.builtin.realize_linked_participles import LinkedParticiples
from pipeline.backends.builtin.realize_questions import question_word
from pipeline.backends.builtin.realize_tree import (
    Node,
    Ref,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    BARE_INFINITIVE_HEADS,
    COGNITION,
    CONTROL,
    DETERMINERS,
    LINKING,
    POSSESSIVE_DETERMINERS,
    PREPOSITIONS,
    PROGRESSIVE_BE,
    SEEMING,
    SPEECH,
)


class Complements(LinkedParticiples, RealizerBase):
    """Clauses that are the argument of a verb."""

    def gerund_preposition(self, target: Node) -> str | None:
        """The preposition before ``target``'s verb when the source said it as "with/of/for
        V-ing" (over adverbs: "with secretly collecting"), else None."""
        if self.source is None or not target.align:
            return None
        i = target.align[0]
        if not self.source.word(i).lower().endswith("ing"):
            return None
        j = i - 1
        while j >= 0 and self.source.owner.get(j) is not None \
                and self.source.word(j).lower().endswith("ly"):
            j -= 1
        word = self.source.word(j).lower() if j >= 0 else ""
        if word == "to" and self.source.word(i).lower() != inflect(stem(target.concept), "VBG"):
            return None  # "to bring": an infinitive whose verb ends in "ing", no gerund
        return word if word in ("with", "of", "for", "from", "about", "in", "on", "by", "to") \
            and self.source.owner.get(j) is None else None

    def said_right_after_as_gerund(self, head: Node, target: Node) -> bool:
        """Whether the source said ``target``'s verb in "-ing" right after ``head``'s verb
        ("was found floating")."""
        if self.source is None or not target.align or not head.align:
            return False
        at = target.align[0]
        return 0 < at - head.align[-1] <= 2 and self.source.word(at).lower().endswith("ing")

    def asked_whether(self, event: Node) -> str | None:
        """The word that made ``event`` an open question in the source, "whether ...",
        "why ..." or "if"/"when"/"how" after a verb that asks ("determine if", "could not
        say when": :func:`question_word`) a few words before its verb in the same clause;
        None when there is none."""
        if self.source is None:
            return None
        tokens = self.source.tokens
        own = {n.var for n in event.walk()}
        for k in self.words_before(event):
            if tokens[k].lower() == "why" or question_word(tokens, k):
                return tokens[k].lower()
            owner = self.nodes.get(self.source.owner.get(k) or "")
            if owner is not None and owner.var not in own and is_frame(owner.concept):
                # "whether they pose a threat to children": the question is the verb's
                # before it, not "a threat" ("pose whether children were threatened")
                return None
        return None

    def complement(self, head: Node, role: str, target: Node, subject_var: str | None) -> str:
        """A clausal argument: "to V" under control, a quotation after a verb of saying,
        else a finite clause."""
        if head.concept == "have-03" and role == ":ARG1" and self.source is not None:
            # "Massachusetts has that the federal death penalty was given ...": an inverted
            # "has ... been given" parsed as possession
            raise RealizationRefused("'have' with a clause as what is had")
        if stem(head.concept) == "make" and role == ":ARG1" and is_adjective_frame(target.concept):
            extraposed = self.extraposed(target)
            if extraposed is not None:
                return extraposed
        if stem(head.concept) in ("make", "render") and role == ":ARG1":
            small = self.small_clause(target)
            if small is not None:
                return small
        verbatim = self.say_quotation(target, head) if role == ":ARG1" else None
        if verbatim is not None:
            return f': "{verbatim[0]}{verbatim[1]}"'  # the speaker's own words
        if stem(head.concept) in SPEECH and role == ":ARG1" and (
                self.source is None or self.quoted_in_source(target)) \
                and not self.partly_quoted(target):
            return self.quotation(target)
        asked = self.asked_whether(target) if role == ":ARG1" else None
        if asked and not self.quoted_in_source(target):
            # "determine whether any laws were violated", "had not shown why the plan should
            # be prevented", not "that": the parse drops the question, which "that" or a bare
            # clause would answer
            return f"{asked} {self.clause(target)}"
        embedded_subject = self.clause_subject(target)
        verb = stem(head.concept)
        lead = self.gerund_preposition(target)
        if lead is not None and (role != ":ARG1" or lead == "to"):
            # "charged him with secretly collecting information", as the source said it, not
            # "charged him to collect information"; "looked forward to using his training",
            # not "looked forward to use" ("to" before a gerund is a preposition)
            return f"{lead} {self.clause(target, form='gerund')}"
        # (a subject said before in another clause is no controller: "he persisted and she
        # allowed him to fix her bike", not "she allowed to fix")
        coreferent = isinstance(embedded_subject, Ref) and (
            embedded_subject.var == subject_var or (
                embedded_subject.var in self.done and not self.edges(head, ":ARG0")))
        if role == ":ARG1" and verb in BARE_INFINITIVE_HEADS and embedded_subject is not None \
                and not coreferent and self.said_as_bare_infinitive(target, embedded_subject):
            # "saw the state ban the weapons", "let their daughters feast", as the source said
            # them: "saw that the state banned" asserts a fact where the source saw an event
            subject = self.argument(embedded_subject, "obj")
            if subject:
                return f"{subject.text} {self.clause(target, form='bare')}"
        if coreferent and verb in ("say", "add", "explain", "insist", "declare", "reply",
                                   "tell") \
                and role == ":ARG1":
            # "said they worry", not "said to worry"; "She told the New York Daily News she
            # remembers only the intern's first name", not "told the New York Daily News to
            # remember": the one told does what "to" says, never the teller
            return self.clause(target)
        if coreferent and verb in COGNITION - CONTROL and role == ":ARG1" \
                and not self.said_as_infinitive(target):
            # "We believe we are prepared", as the source said it: "believe" controls no "to"
            # ("We believe to be prepared")
            return self.clause(target)
        linked = coreferent and verb in LINKING and is_adjective_frame(target.concept) \
            and self.source is not None
        if linked:
            # "he feels strong", not "he feels to be strong": the adjective the linking verb
            # says of its own subject, right after it as the source said it
            said = self.bare_adjective(head, target, subject_var)
            if said:
                return said
        if embedded_subject is None:
            said = self.linked_participles(head, role, target, subject_var)
            if said:
                return said  # "feeling tired and unwell", not "no subject for 'tire'"
        if coreferent and role == ":ARG1" and self.said_as_progressive(target):
            # "she testified that she was referring to the kissing", as the source said it:
            # not "testified to refer to the kissing" (no infinitive, no gerund of its own)
            said = self.clause(target)
            return said if said.startswith("that ") else "that " + said
        if coreferent and role == ":ARG1" and self.said_as_gerund(target):
            # "avoided paying taxes", "escaped being burned", "denied breaking the law", as
            # the source said them: not "avoided to pay", "escaped to be burned"
            return self.clause(target, form="gerund")
        if embedded_subject is None and verb in CONTROL and role == ":ARG1" \
                and self.listed_finite(target):
            # "told Reuters at least 40 people had been killed and more than 100 wounded",
            # not "told Reuters for at least 40 people to be killed and for ...": a list of
            # clauses the source said with their own tense is no controlled "to V"
            return self.clause(target)
        if coreferent and role == ":ARG2" and self.said_right_after_as_gerund(head, target):
            # "Scribner's body was found floating in the city's Portage Bay", as the source
            # said it: "found to float" says what it did, not how it was found
            return self.clause(target, form="gerund")
        if (coreferent and not (linked and verb not in SEEMING | {"prove"})) or (
                embedded_subject is None and verb in CONTROL):
            if role == ":ARG1" and self.source is not None and target.align \
                    and self.said_as_noun(target) and not self.said_as_infinitive(target):
                # "It canceled to announce its third-quarter earnings" for "canceled its
                # third-quarter earnings announcement", "updating to serve its MSN Messenger"
                # for "updating its MSN Messenger service": the source named the event with
                # a noun, which "to" turns into a purpose; said as that noun phrase or not
                return self.named_event_phrase(head, target, "an infinitive")
            return self.clause(target, form="infinitive")
        if role in (":ARG1", ":ARG2") and self.said_as_infinitive(target) \
                and not self.quoted_in_source(target):
            # "requires libraries to use filters", "credited him with helping to inspire the
            # idea", "expects Mr. Ebbers to be exonerated", as the source said them: not "of
            # using filters", "helping that the idea was inspired", "expects he was exonerated"
            return self.clause(target, form="infinitive")
        if verb in COGNITION:
            return self.clause(target)
        if verb in CONTROL and embedded_subject is not None:
            return self.clause(target, form="infinitive")
        agents = self.edges(target, ":ARG0")
        own_agent = bool(agents and isinstance(agents[0].target, Node))
        if role == ":ARG1" and self.source is not None:
            lexicon = propbank_lexicon()
            stranded = lexicon.object_preposition(head.concept) if lexicon is not None else None
            if stranded and not own_agent and target.align \
                    and (lemma_pos(self.source.word(target.align[0]).lower()) == {"NOUN"}
                         or self.nominal_gerund(target)):  # "alluded to the disarming of militants"
                said = self.reused(target, whole=False)
                if said:
                    # "depending on participation in incentive schemes", as the source named
                    # the event, not "depending on participating in ..."
                    self.done.update(n.var for n in target.walk())
                    return f"{stranded} {said}"
            if stranded and not own_agent:
                # "depending on participating in ...", not "depending that ..."; but "concerned
                # that banning smoking will create hazards", not "concerned with creating"
                return f"{stranded} {self.clause(target, form='gerund')}"
        if role == ":ARG1" and embedded_subject is None and target.align and self.source is not None \
                and self.source.word(target.align[0]).lower().endswith("ing"):
            # "banning smoking", not "that smoke"; "referring to the kissing" keeps the
            # preposition its frame takes (PropBank's refer-01 ARG1 "to"), not "referring kissing"
            lead = self.said_object_preposition(head, target)
            return f"{lead} {self.clause(target, form='gerund')}".strip()
        if role == ":ARG1" and self.source is not None and target.align \
                and (is_frame(target.concept) or target.concept in ("and", "or")) \
                and not any(e.role == ":domain" for e in target.edges) \
                and (lemma_pos(self.source.word(target.align[0]).lower()) == {"NOUN"}
                     or self.said_as_noun(target)):
            # "Intel raised that it guided revenue": the source named the event with a noun
            # ("its revenue guidance"), which a clause after a non-saying verb misreads; said
            # as the source's noun phrase when its words can be read back whole.  So also a
            # word that is a verb too but not of this frame ("raising that farmers were hopes"
            # for "raising hopes for farmers", hopeful-03).  So also a list of such events:
            # "stimulate the nation's growth and development", not "stimulate that the
            # nation grows and development".
            return self.named_event_phrase(head, target, "a clause")
        if role == ":ARG1" and self.gerund_object(head, target):
            # "also suggested paring the NYSE's 27-member board and allotting more seats"
            # was said "suggested that Harrigan pared the NYSE's 27-member board, and
            # Harrigan allotted ...": a that-clause asserts what was only proposed
            raise RealizationRefused("a gerund object said as a that-clause")
        start = self.position(target) if self.source is not None else None
        if role == ":ARG1" and is_adjective_frame(target.concept):
            said = self.subjectless_adjective(head, target)
            if said:
                return said  # "pleaded guilty to one count of conspiracy"
        if role == ":ARG1" or (start and self.source is not None
                               and self.source.tokens[start - 1].lower() == "that"):
            # ("concerned that banning smoking will create hazards", not "concerned with
            # creating": the clause keeps its own agent)
            said = self.clause(target)
            return said if said.startswith("that ") else "that " + said
        if is_adjective_frame(target.concept) and self.source is not None:
            said = self.bare_adjective(head, target, subject_var)
            if said:
                return said  # "pleaded guilty", not "pleaded for being guilty"
            if verb in SEEMING:  # "appears to be ready to stand", not "appears being ready"
                return self.clause(target, form="infinitive")
            if start and self.source.tokens[start - 1].lower() != "being":
                # "leave him for being sterile" for "leave him sterile", "pleaded for being
                # guilty to federal charges": a bare adjective complement is no gerund's
                raise RealizationRefused("a bare adjective complement said as 'being' it")
        if role != ":ARG1" and self.source is not None and self.said_as_noun(target) \
                and not self.said_as_noun(head) and not any(
                    ARG_ROLE.match(e.role) and isinstance(e.target, Node)
                    and self.is_clause(e.target) for e in target.edges):
            # "sentenced ... for the death of Christina Long", as the source named the event:
            # not "for dying", whose subject a gerund would lose.  (Not under a noun said as
            # a gerund itself, "by ... extending to EMC's applications", nor over a clause of
            # its own, whose words the reused span would swallow: "as his advice ... is to
            # pass it")
            said = self.reused(target, whole=False)
            if said:
                self.done.update(n.var for n in target.walk())
                prep = self.source_preposition(target) or self.preposition(head, role, target)
                return f"{prep} {said}".strip()
        subjects = self.edges(target, ":ARG0") or self.edges(target, ":domain") or (
            [] if self.transitive(target.concept) else self.edges(target, ":ARG1"))
        if self.source is not None and subjects and isinstance(subjects[0].target, Node) \
                and subjects[0].target.var not in self.done \
                and not self.controlled_here(target, subjects[0].target) \
                and not self.subject_said_before_gerund(target, subjects[0].target):
            # "convinced him of being the answer" for "convince him violence was the
            # answer": a gerund says no subject of its own, and this one would vanish
            raise RealizationRefused("a gerund would lose its subject")
        prep = self.preposition(head, role, target)
        return f"{prep} {self.clause(target, form='gerund')}".strip()

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
