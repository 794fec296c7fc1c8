"""The focus construction of a noun that was an event's core participant (ARG0-ARG2): the
event in the passive with the focus as its subject ("The giant rock was observed by ..."),
"X is the one who ..." for people, "There was X that ..." for an indefinite noun, or a cleft
"It was X that ...".  The focus of a noun that modified another noun, and of a
circumstance, stay in :mod:`realize_focus_nouns`, which hands the participant here."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_base import (
    NP,
    RealizationRefused,
    is_adjective,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_cleft_clauses import clause_tense
from pipeline.backends.builtin.realize_existential_clauses import (
    existential_clause_fault,
    holds_its_clause,
)
from pipeline.backends.builtin.realize_existentials import Existentials
from pipeline.backends.builtin.realize_focus_checks import existential_fits
from pipeline.backends.builtin.realize_focus_parts import FocusParts
from pipeline.backends.builtin.realize_focus_places import FocusPlaces
from pipeline.backends.builtin.realize_focus_ways import FocusWays
from pipeline.backends.builtin.realize_passive_objects import (
    refuse_idiom_passive,
    refuse_means_after_agent,
)
from pipeline.backends.builtin.realize_pied_piping import piped_front, pipes_after
from pipeline.backends.builtin.realize_quantified_clefts import refuse_quantified_cleft
from pipeline.backends.builtin.realize_scope_faults import refuse_time_passive
from pipeline.backends.builtin.realize_tree import Const, Edge, Node, Ref, is_inverted
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    INCLUSION_VERBS,
    LINKING,
    NO_PASSIVE,
    ROLE_RELATIONS,
)

# Modals in their present form: "should", "must", "can", "may" say a need or a possibility
# that holds now ("It is further rate reductions that should be ordered"); "would",
# "could" and "might" are also the past of "will", "can" and "may" ("She was the one who
# would be taking over the probe, she announced") and keep the narrative tense.
_PRESENT_MODALS = frozenset(["should", "must", "can", "may"])
# the role a second or later member of a list holds its list by, seen from the member
_LATER_CONJUNCT = re.compile(r":op(?:[2-9]|\d\d)-of")
# The object a pro-verb stands in for.
_PRO_FORMS = frozenset(["it", "this", "that", "so"])
# "by him/them/us/it/me", and "by her" where it is no possessive ("by her, Leung" but not
# "by her husband")
_PRONOUN_BY = re.compile(r"\bby (?:him|them|us|it|me)\b|\bby her(?=[,.;]|$| (?:to|on|in|at|for)\b)")


class FocusArguments(FocusWays, FocusParts, Existentials, FocusPlaces):
    """A core participant of ``parent`` said first (:meth:`argument_focus`)."""

    def argument_focus(self, top: Node, up: Edge, parent: Node, role: str,
                       skip: set[int]) -> tuple[str, str]:
        """The sentence for the focus ``top``, the ``role`` (":ARG0"-":ARG2") of the
        event ``parent`` it hangs from by ``up`` (``skip`` holds the edges not to say
        again), and the construction's name."""
        self.refuse_unrealized(parent)  # "It was Mr. Ebbers who was exonerated, he expects"
        if parent.concept in ROLE_RELATIONS and self.source is not None:
            # "Daughter who said Bob Hope ... died ... was a daughter." for "his daughter"
            raise RealizationRefused("a kinship or role relation cannot be said from its "
                                     "participant")
        subject = self.np(top, "subj", skip=skip)
        if parent.concept == "have-degree-91" and role == ":ARG1" and self.source is not None \
                and self.attributive(top, parent):
            # "There was storm that dozens were injured in that was the worst": a superlative
            # or comparative the source said before its noun is no predicate of it
            raise RealizationRefused("a graded adjective said before its noun cannot be "
                                     "its predicate")
        features = self.verb_features(parent)
        # "It is further rate reductions that should be ordered", not "It was ...": a
        # present modal's need or possibility holds now, whatever the narrative tense
        tense = "present" if features.modal in _PRESENT_MODALS else features.tense
        if role == ":ARG1" and self.has_role(parent, ":ARG0") and is_frame(parent.concept) \
                and not is_adjective(stem(parent.concept)):
            if stem(parent.concept) == "do" and top.concept in _PRO_FORMS and self.source is not None:
                # "It was done by him because he was drunk": a pro-verb's "it" has no passive
                raise RealizationRefused("a pro-verb 'do it' cannot be said in the passive")
            if role == ":ARG1" and stem(parent.concept) in ATTRIBUTING and self.there_before(top):
                # "No case for softening was said by the ministry" for "the ministry said
                # there was no case for softening": what was said is that it exists
                raise RealizationRefused("a noun said to exist cannot be what was said")
            if top.concept in ("it", "they") and self.source is not None and any(
                    _LATER_CONJUNCT.fullmatch(e.role) and isinstance(e.target, Node)
                    and e.target.concept == "and" for e in parent.edges):
                # "It was vetoed by President Bill Clinton, ..., and Congress passed the
                # measure twice" for "Congress passed the measure twice and President Bill
                # Clinton ... vetoed it": the pronoun leads, before what it points back to
                raise RealizationRefused("a pronoun of a later conjunct cannot lead the sentence")
            if not self.transitive(parent.concept) or stem(parent.concept) in NO_PASSIVE:
                # "He was died by the day that ...", "More than 8 percent was risen by
                # Smithfield shares": a verb PropBank gives no agent, or one English never
                # says in the passive, has none even where the parse gave it an ARG0
                raise RealizationRefused(f"{stem(parent.concept)!r} has no passive")
            if self.source is not None:
                refuse_idiom_passive(parent.concept, top)  # "Place was taken by ..."
            agent = next((e for e in parent.edges if e.role == ":ARG0"), None)
            if self.source is not None:  # "An average of 46 months was lived by ..."
                refuse_time_passive(top, agent.target if agent is not None
                                    and isinstance(agent.target, Node) else None)
            own = [n for e in top.edges if e is not up and isinstance(e.target, Node)
                   for n in e.target.walk()]
            held = agent is not None and isinstance(agent.target, Node) and any(
                isinstance(e.target, Ref) and e.target.var == agent.target.var
                for n in [top, *own] for e in n.edges)
            if self.source is not None and self.bare_infinitive_head(parent) is not None:
                # "A plan is drafted by the team will help by the end of the year" for "The
                # team will help draft a plan ...": the verb whose bare infinitive it was
                # has no place around a passive
                raise RealizationRefused("a bare infinitive said in the passive")
            body = self.clause(parent, gap=role, passive=True, subject=subject)
            if agent is not None and isinstance(agent.target, Node) and self.source is not None:
                refuse_means_after_agent(parent, agent.target, body, self.source.sentence)
            if held and _PRONOUN_BY.search(body):
                # "Their citizens of six countries have been advised ... by them", "His
                # wish was also reaffirmed by him": the agent, said inside the subject
                # already, is left a bare pronoun
                raise RealizationRefused("a passive whose subject holds its own agent")
            return body, "passive"
        if parent.concept == "be-located-at-91" and role == ":ARG2":
            return self.location_cleft(parent, top, subject)
        if top.concept in ("this", "that") and self.source is not None \
                and all(is_inverted(e.role) for e in top.edges):
            # "It is that that does not clear them of the obligation ...": a demonstrative
            # points back at what came before, it cannot be picked out in a cleft
            raise RealizationRefused("a demonstrative pronoun cannot be clefted")
        if role == ":ARG2" and self.object_predicate(parent, top):
            # "There was a mistake that Mr. Soros branded Mr. Snow's policy shift" for
            # "branded Mr. Snow's policy shift a mistake": what the verb says the object
            # is (called, named, branded) is no thing of its own to pick out
            raise RealizationRefused("an object's predicate noun cannot be clefted")
        be = "were" if tense == "past" and subject.plural else "was" if tense == "past" \
            else "are" if subject.plural else "is"
        if top.concept == "it" and role == ":ARG0":
            return self.clause(parent, gap=role, subject=subject), "declarative"
        if top.concept == "it":  # "It was it that was centered about 100 miles southwest"
            raise RealizationRefused("'it' points back; it cannot be clefted")
        top_is_pronoun = top.concept in PRONOUNS and top.concept != "it"
        if subject.person != 3 or (subject.plural and subject.human) or top_is_pronoun:
            if subject.plural and role != ":ARG0" and self.const(top, ":quant") is not None \
                    and self.source is not None:
                # "About 300 people were the ones that had been killed": a counted,
                # indefinite group is not picked out as "the ones"
                raise RealizationRefused("a counted group cannot be clefted as 'the ones'")
            if subject.plural and self.approximator(next((
                    e.target for e in top.edges if e.role == ":quant"
                    and isinstance(e.target, Const)), None)).startswith("as "):
                # "As many as 1 million women are the ones who may be living with the
                # condition": a count hedged so picks out no group as "the ones"
                raise RealizationRefused("a counted group cannot be clefted as 'the ones'")
            if parent.concept in INCLUSION_VERBS and self.source is not None:
                # "The manufacturers are the ones who include Fujitsu Ltd., ...", "They
                # are the ones who include French President Jacques Chirac ...": the whole
                # that holds its members did nothing, it is no doer to pick out
                raise RealizationRefused("the whole of an inclusion cannot be 'the ones who'")
            if subject.person != 3 and self.source is not None:
                # "I was the one who would like to congratulate Russia on ...", "We are the
                # ones that are losing one or two American soldiers every day", "You are the
                # one who can use interactive features on the IRS Web site": a speaker's
                # own statement (or a generic "you") picked out against everyone else
                # claims a contrast the source never made
                raise RealizationRefused("a first or second person cannot be picked out as "
                                         "'the one'")
            if self.source is not None:
                refuse_quantified_cleft(subject.text, ones=True)  # "None of ... were the ones"
            ones = "the ones" if subject.plural else "the one"
            # "Police were the ones to whom he talked Friday" (realize_pied_piping)
            who = role == ":ARG0" and (top_is_pronoun or subject.person != 3  # (not "The drug
                                       or self.names_people(top))  # makers are the ones who")
            body = self.clause(parent, gap=role, relative="who" if who else "that",
                               agree=NP("", plural=subject.plural, human=subject.human),
                               pipe=True)
            be = {"I": "am" if tense != "past" else "was", "you": be.replace("is", "are").replace("was", "were")}.get(subject.text, be)
            return f"{subject.text} {be} {ones} {body}", "cleft"
        try:
            self.refuse_stacked_relative(top, skip, subject.text)
        except RealizationRefused:
            if role != ":ARG0" or not self.aside_said_in_source(top, parent):
                raise
            return self.pseudo_cleft_after_aside(parent, role, subject, tense == "past"), \
                "pseudo-cleft"
        said = (self.word_of(top) or stem(top.concept)).lower()
        if role == ":ARG2" and self.source is not None and stem(parent.concept) in LINKING \
                and (("NOUN" not in lemma_pos(said) and "PROPN" not in lemma_pos(said))
                     or ("VERB" in lemma_pos(said) and said != stem(top.concept))):
            # (a participle too: "It was known for ethical business practices that Levi
            # became")
            # "It was synonymous with ethical business practices that the company also
            # became", "It is pinned in a narrow range that the market remains": what a
            # verb of being or becoming says of its subject is no thing to pick out
            raise RealizationRefused("a predicate adjective cannot be clefted")
        if not subject.definite and role != ":ARG0" and not subject.text[:1].isupper() \
                and existential_fits(subject.text, top):
            # (a name cannot follow "there is": "There were Corixa shares that rose")
            self.refuse_unasserted_existential(parent, role)
            body = self.clause(parent, gap=role, agree=subject, pipe=pipes_after(subject.text),
                               relative=self.relative_for(self.names_people(top), parent, role))
            if self.source is not None and holds_its_clause(parent):
                raise RealizationRefused("an existential's clause holds the source's main clause "
                                         "in a participant")  # see realize_existential_clauses
            if self.source is not None \
                    and (fault := existential_clause_fault(subject.text, body, be)) is not None:
                raise RealizationRefused(fault)  # see realize_existential_clauses
            return f"there {be} {subject.text} {body}", "existential"
        rel = self.relative_for(self.names_people(top), parent, role, subject.human)
        # "It was at the annual meeting ... that" (realize_pied_piping)
        front = piped_front(subject.text)
        body = self.clause(parent, gap=role, relative=rel, agree=subject, front=front)
        if self.source is not None and not front:
            # "It was any wrongdoing that" (but "It is for each common share that Slocan
            # shareholders will get 1.3147 Canfor shares": a phrase whose preposition the
            # clause handed over, a circumstance picked out as the source said it)
            refuse_quantified_cleft(subject.text)
        if not front and self.source is not None:
            # "It was IBM that is also pursuing ...": the clause's auxiliary says its tense
            # (realize_cleft_clauses)
            tense = clause_tense(body) or tense
        it = "it was" if tense == "past" else "it is"
        return " ".join([it, *(front or ()), subject.text, body]), "cleft"
