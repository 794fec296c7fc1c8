"""Clausal complements: a clause as a verb's argument, said as "to V" under control, "that
...", a gerund (with the verb's own preposition), or a quotation after a verb of saying."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect, lemma_pos
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    RealizerBase,
    is_adjective_frame,
    is_frame,
    propbank_lexicon,
    stem,
)
from pipeline.backends.builtin.realize_complement_forms import ComplementForms
from pipeline.backends.builtin.realize_linked_participles import LinkedParticiples
from pipeline.backends.builtin.realize_questions import question_word
from pipeline.backends.builtin.realize_tree import (
    Node,
    Ref,
)
from pipeline.backends.builtin.realize_words import (
    BARE_INFINITIVE_HEADS,
    COGNITION,
    CONTROL,
    LINKING,
    SEEMING,
    SPEECH,
)


class Complements(ComplementForms, LinkedParticiples, RealizerBase):
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

    def direct_object_in_source(self, head: Node, target: Node) -> bool:
        """Whether the source said ``target`` right after ``head``'s verb, only an article
        between: its direct object ("opposes expansion of gambling")."""
        at = self.position(target)
        if self.source is None or not head.align or at is None or at <= head.align[-1]:
            return False
        return all(self.source.word(i).lower() in ("a", "an", "the")
                   for i in range(head.align[-1] + 1, at))

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
                    # the event, not "depending on participating in ..."; the source's direct
                    # object keeps none ("opposes expansion of gambling", not "opposes to",
                    # which PropBank gives for "opposed to")
                    self.done.update(n.var for n in target.walk())
                    direct = self.direct_object_in_source(head, target)
                    return said if direct else f"{stranded} {said}"
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
