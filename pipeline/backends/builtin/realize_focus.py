"""Focus constructions: the top of a refocused graph said first (passive, cleft, fronting...)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import (
    PRONOUNS,
    inflect,
    lemma_pos,
)
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    is_adjective,
    is_adjective_frame,
    is_frame,
    is_human,
    join_words,
    stem,
)
from pipeline.backends.builtin.realize_copular_cleft import CopularCleft
from pipeline.backends.builtin.realize_event_objects import (
    refuse_event_object_tail,
    refuse_unreported_tail,
)
from pipeline.backends.builtin.realize_existentials import Existentials
from pipeline.backends.builtin.realize_focus_checks import (
    existential_fits,
    paired_list,
    shared_part_group,
)
from pipeline.backends.builtin.realize_focus_lists import FocusLists
from pipeline.backends.builtin.realize_focus_parts import FocusParts
from pipeline.backends.builtin.realize_focus_tails import FocusTails
from pipeline.backends.builtin.realize_focus_ways import FocusWays, largest_first
from pipeline.backends.builtin.realize_intended import IntendedEvents
from pipeline.backends.builtin.realize_pied_piping import piped_front, pipes_after
from pipeline.backends.builtin.realize_possessors import said_as_possessor
from pipeline.backends.builtin.realize_source import lost_opening
from pipeline.backends.builtin.realize_split_infinitive import split_adverb_focus
from pipeline.backends.builtin.realize_tree import (
    Edge,
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    CLAUSE_CONNECTIVE,
    CONTROL,
    DISTRIBUTIVE_QUANTIFIERS,
    INCLUSION_VERBS,
    INVERTED_CONNECTIVES,
    LINKING,
    LIST_TAILS,
    MENTIONING,
    MODALS,
    NO_PASSIVE,
    OBJECT_CONTROL,
    PREPOSITION_CONCEPTS,
    PREPOSITIONS,
    QUOTE_MARKS,
    RELATIVE_FOR_ROLE,
    ROLE_PREPOSITIONS,
    ROLE_RELATIONS,
    SPAN_PREPOSITIONS,
    TIME_PREPOSITIONS,
)

# Modals in their present form: "should", "must", "can", "may" say a need or a possibility
# that holds now ("It is further rate reductions that should be ordered"); "would",
# "could" and "might" are also the past of "will", "can" and "may" ("She was the one who
# would be taking over the probe, she announced") and keep the narrative tense.
_PRESENT_MODALS = frozenset(["should", "must", "can", "may"])
# What a cleft clause must not end on, the object a pro-verb stands in for, and the verbs
# that say whom they order ("ordered him to"; with no one ordered, no stranded "to").
_BARE_COPULA = frozenset(["is", "are", "was", "were", "be", "been", "being"])
_PRO_FORMS = frozenset(["it", "this", "that", "so"])
_ORDERING = frozenset(["order", "tell", "allow", "force", "urge", "persuade", "command",
                       "instruct", "permit", "require"])


# "by him/them/us/it/me", and "by her" where it is no possessive ("by her, Leung" but not
# "by her husband")
_PRONOUN_BY = re.compile(r"\bby (?:him|them|us|it|me)\b|\bby her(?=[,.;]|$| (?:to|on|in|at|for)\b)")
# A focus clause's inverted circumstance of the clause it qualifies (":purpose-of" ...).
_CIRCUMSTANCE_OF = frozenset([":purpose-of", ":condition-of", ":cause-of", ":concession-of",
                              ":manner-of", ":time-of"])

class FocusConstructions(FocusWays, FocusTails, FocusParts, FocusLists, Existentials, CopularCleft,
                         IntendedEvents):
    """The sentence read from its top, with the constructions a new focus needs."""

    def sentence(self, top: Node) -> tuple[str, str]:
        if self.source is not None and any(
                e.role in _CIRCUMSTANCE_OF and isinstance(e.target, Ref)
                for node in self.tree.walk() for e in node.edges):
            # "The team will help draft a plan by the end of the year will attack obesity"
            # for "... a plan by the end of the year to attack obesity", "On Thursday night,
            # the Cleveland Cavaliers won the right to draft James won the NBA's annual
            # lottery" for "... by winning ...": the clause this one is the purpose or
            # manner of is reached through a participant, and "to" or "by" is lost
            raise RealizationRefused("the clause this one qualifies is said only inside a "
                                     "participant")
        quoted = self.quotation_focus(top)
        if quoted is not None:
            return quoted
        if top.parent is None and self.source is not None:
            cleft = self.copular_subject_cleft(top)
            if cleft is not None:
                return cleft, "cleft"
        if self.reuse_top and self.source is not None and not self.rebuilt_attribution(top):
            span = self.reused(top, allow_single=False)
            lost = lost_opening(self.source.tokens, span) if span is not None else None
            if lost is not None:
                # "Many doctors, Mr. Thomas and Mr. Tauzin say ..." for "Like many doctors,
                # ...": the span began after an opening word of the source and left it out
                raise RealizationRefused(f"the source's opening {lost!r} would be lost")
            if span is not None:
                marks = [t for t in self.source.tokens if t in (".", "?", "!")]
                self.final_mark = marks[-1] if marks else ""
                return span, "source-order"
        inverted = largest_first([e for e in top.edges if self.is_refocus_edge(top, e)],
                                 self.apposition_edges(top), self.reach(top))
        if top.parent is None:
            self.refuse_unrealized(top, keep_intended=True)
            if self.source is not None:
                way = self.way_up(top)
                self.old_root = way[-1][1].var if way else None
                self.refuse_split_comparison(way)
                self.refuse_inside_content_clause(top, way)
                self.refuse_root_under_participle()
                self.refuse_inside_apposition(top)
                for step in [top, *(n for _, n in way)]:
                    self.refuse_split_relatives(step)
        if top.parent is None and self.source is not None \
                and split_adverb_focus(self.source.tokens, top):
            raise RealizationRefused("an adverb inside an infinitive cannot lead the sentence")
        if top.concept == "include-91" and top.parent is None and self.source is not None:
            # "One that Putin hailed Saudi Arabia as included the Muslim nations"
            raise RealizationRefused("an inclusion ('including', 'one of') cannot lead the sentence")
        if top.parent is None and self.said_compared(top) is not None:
            # "Also seeing as a bidder ... was compared to the likes of Bronfman": the
            # source's "compared with" is a phrase, no event anyone did
            raise RealizationRefused("a 'compared with' phrase cannot lead the sentence")
        if self.modifier_focus is not None and self.modifier_focus in top.edges:
            return self.noun_focus(top, self.modifier_focus)
        if self.source is not None and top.parent is None and is_frame(top.concept) \
                and (not top.concept.endswith("-91") or top.concept in ROLE_RELATIONS) \
                and top.align and any(
                ARG_ROLE.match(e.role) and isinstance(e.target, Node)
                and e.target.align[:1] == top.align[:1] for e in top.edges):
            # "An attacker near the Al-Kut town who the Marines shot ... attacked.", "Brother
            # who police arrested was a brother of him.": the event was said only inside its
            # participant's noun ("attacker", "leader", "brother").
            raise RealizationRefused("the focus event is only said inside its participant's noun")
        if self.source is not None and top.parent is None and top.concept == "cause-01" \
                and top.align and self.source.word(top.align[0]).lower() in ("because", "due"):
            # A reason said by a preposition ("due to falling Japanese interest rates"): the
            # event has no words of its own to lead with, and under a speech verb it was said
            # after the speaker ("..., dealers said because of falling ... rates")
            raise RealizationRefused("the focus event is only said by its preposition")
        intended = self.intended_focus(top) if top.parent is None else None
        if intended is not None:  # "What eight per cent intended to do was boost profits"
            return intended
        if top.parent is None:
            listed = self.counted_list_subject(top)
            if listed is not None:
                return listed, "list-subject"
        if self.source is not None and top.parent is None and any(
                (e.role == ":domain" or (e.role == ":ARG1" and (
                    is_adjective_frame(top.concept) or top.concept == "have-degree-91"
                    or self.said_before_its_noun(top, e.target))))
                and isinstance(e.target, Node)
                and any(self.is_refocus_edge(e.target, x) for x in e.target.edges)
                for e in top.edges):
            # "Products that were also integrated with ..., IBM said are Rational", "The
            # compound that the troops defend is the Falluja mayor", "Prices that will hurt
            # demand were higher" (for "Higher prices will hurt demand"): a modifier said as the
            # predicate puts the whole sentence in a relative clause of its noun.
            raise RealizationRefused("a modifier focus would put the sentence inside a "
                                     "relative clause of its noun")
        if is_frame(top.concept) and not inverted and self.const(top, ":mode") is None \
                and top.concept not in INVERTED_CONNECTIVES and top.concept not in MODALS \
                and not top.concept.endswith("-91") and not any(
                e.role in (":ARG0", ":ARG1") or e.role.startswith(":op") for e in top.edges) \
                and any(ARG_ROLE.match(e.role) for e in top.edges) and not is_adjective_frame(top.concept):
            return self.np(top, "subj").text, "nominal"
        if self.is_clause(top):
            if inverted:
                return self.refocused_clause(top, inverted[0])
            said = self.clause(top)
            if top.concept in ("and", "or") and top.parent is None:
                said += self.connective_above(top)  # the list is one side of a "but"
            return said, self.construction_of(top)
        if inverted:
            return self.noun_focus(top, inverted[0])
        wholes = [e for e in top.edges if e.role == ":part" and isinstance(e.target, Node)
                  and any(self.is_refocus_edge(e.target, x) for x in e.target.edges)]
        if wholes:  # (he :part (brain :ARG2-of ...)): "his brain" is what the sentence is about
            return self.noun_focus(top, wholes[0])
        return self.np(top, "subj").text, "fragment"

    def refuse_through_reduced_relative(self, kind: str) -> None:
        """Refuse a focus whose tree reaches the old root through a participle said right
        after its noun ("the quarter ended June 29"): the participle then holds its noun as
        :ARG1, and the noun the rest of the sentence, said as a relative clause of it ("The
        quarter of a net loss of $140 million that AMD reported ... ended June 29", "On June
        29, the quarter ... ended")."""
        if kind != "source-order" and self.through_reduced_relative():
            raise RealizationRefused("a participle focus would put the sentence inside a "
                                     "relative clause of its noun")

    def through_reduced_relative(self) -> bool:
        """Whether the tree holds a participle's noun as in
        :meth:`refuse_through_reduced_relative`."""
        if self.source is None:
            return False
        for node in self.tree.walk():
            if not node.align or not is_frame(node.concept):
                continue
            at = node.align[0]
            word = self.source.word(at).lower()
            # an irregular participle too ("all city flags flown at half-staff", said "At
            # half-staff, all city flags that Mayor James Quinn ordered ... were flown"), not
            # one that is also the present ("The latest arrests come as ...")
            lemma = stem(node.concept).split("-")[0]
            if not word.endswith(("ed", "ing")) and (word != inflect(lemma, "VBN") or word == lemma):
                continue
            noun = next((e.target for e in node.edges if e.role == ":ARG1"
                         and isinstance(e.target, Node)), None)
            if noun is not None and noun.align and noun.align[0] == at - 1 \
                    and any(self.is_refocus_edge(noun, e) for e in noun.edges):
                return True
        return False

    def construction_of(self, node: Node) -> str:
        if node.concept in ("and", "or"):
            return "coordination"
        if self.question or self.const(node, ":mode") == "interrogative":
            return "question"
        if self.const(node, ":mode") == "imperative":
            return "imperative"
        return "declarative"

    def is_refocus_edge(self, node: Node, edge: Edge) -> bool:
        """An inverted edge up to a predicate: the path to the old root after refocusing."""
        target = edge.target
        return (is_inverted(edge.role) and isinstance(target, Node)
                and target.concept not in INVERTED_CONNECTIVES
                and not (target.concept in MODALS and len(target.edges) <= 1)
                and (any(isinstance(e.target, Node) for e in target.edges)
                     or self.said_verb_after(node, target)))

    def refocused_clause(self, top: Node, up: Edge) -> tuple[str, str]:
        parent = up.target
        assert isinstance(parent, Node)
        self.reserved.add(parent.var)
        role = base_role(up.role)
        skip = {id(up)}
        if MODALS.get(parent.concept) and role == (
                ":ARG2" if parent.concept == "obligate-01" else ":ARG1"):
            self.reserved.discard(parent.var)
            return self.clause(top), "parenthetical-root"  # the modal joins the verb group
        if role in (":purpose", ":condition", ":time", ":cause", ":concession", ":manner"):
            lead = self.source_subordinator(top) or CLAUSE_CONNECTIVE[role]
            self.refuse_bare_as_participle(top, lead)
            self.refuse_fronted_as_under_negation(top, parent, lead)
            if role == ":purpose":
                self.refuse_mixed_purpose(top)
                self.refuse_noun_infinitive_purpose(top)
                self.refuse_fronted_cause(top)
                front = self.clause(top, form="infinitive", skip=skip)
            elif role == ":manner" and self.const(top, ":polarity") == "-":
                # "Without being stopped, teams of inspectors walked ...", as the modifier says
                # it (realize_modifiers), not "By not stopping, ..."
                passive = self.source is not None and bool(top.align) and self.passive_in_source(top)
                front = "without " + self.clause(top, form="gerund", negated=True, skip=skip,
                                                 passive=passive)
            elif role == ":manner":
                participle = None if self.bare_participle(top) else self.participle_phrase(top)
                if not self.bare_participle(top) and not participle:
                    self.refuse_participle_gerund(top)
                    self.refuse_manner_noun_list(top)
                front = participle or ("" if self.bare_participle(top) else "by ") + \
                    self.clause(top, form="gerund", skip=skip)
            else:
                if top.concept == "except-01" and self.exception_lead(top) == "except":
                    # "Except those who join the war, we are not allowed to kill women
                    # against Islam": a bare "except" takes its members out of a noun the
                    # clause names, which only the source's place says
                    raise RealizationRefused("an exception from a noun cannot open the sentence")
                pending = self.pending_phrase(top) if role in (":time", ":condition") else None
                front = pending or f"{lead} {self.clause(top, skip=skip)}"
            # "When the agency appeals, the court suspended its decision, as the FTC has asked
            # it to": the clause it qualifies, only asked for, would be asserted
            self.refuse_unrealized(parent)
            rest = self.clause(parent, gap=role)
            name = "fronted-" + role[1:]
            return f"{front}, {rest}", name
        if not any(ARG_ROLE.match(e.role) or e.role in (":domain", ":op1")
                   for e in top.edges if e is not up):
            # "Died, which Imam Samudra was sentenced to": a bare event cannot open a sentence.
            raise RealizationRefused("the focus event has no participants of its own")
        main = self.clause(top, skip=skip)
        tail = self.tail(parent, role, top)
        if not tail and not is_frame(top.concept) and self.has_role(top, ":domain") \
                and self.source is not None:
            # "It was still committed to the ceasefire that the group's leadership in Gaza
            # insisted on Tuesday": a copular clause took the old root that reported it as a
            # relative clause of its own, as if the ceasefire were what was insisted on
            raise RealizationRefused("a copular focus clause took its old root as a relative "
                                     "clause")
        return f"{main}, {tail}", "parenthetical-root"

    def tail(self, parent: Node, role: str, child: Node) -> str:
        """The old root as a parenthetical after the new main clause.

        Never inside a subject: "Nineteen firefighters that had died this year, Tracey Powers
        said were assigned to wildfires" buries the sentence's own root in a relative clause
        before its verb, which no reader parses.
        """
        if self.subject_depth and self.source is not None:  # gold graphs: no refusal
            raise RealizationRefused("the old root would be said inside the subject")
        if ARG_ROLE.match(role) and self.source is not None and child.align \
                and self.source.word(child.align[0]).lower().endswith("ing") \
                and self.source.word(child.align[0] - 1).lower() in PREPOSITIONS:
            # "Lumber and paper were made, which less than 20 percent of Boise's sales would
            # come from" for "would come from making lumber and paper": a preposition's
            # gerund names an activity of its verb, which said as a clause of its own is
            # asserted as done
            raise RealizationRefused("a preposition's gerund said as the main clause")
        if parent.concept == "multi-sentence" and self.source is not None \
                and set(self.source.tokens) & QUOTE_MARKS:
            # '"The fresh air is going down fast!" she screamed at Murray.': a quotation and
            # its speaker parsed as two sentences; ", and she screamed at Murray" makes the
            # scream a second event
            raise RealizationRefused("a quotation and its speaker cannot be joined by 'and'")
        if parent.concept == "or" and role != ":op1" and self.is_clause(child):
            # "Lawmakers must close the gap by July or the schools will not open": an "or
            # else" between clauses; "The schools will not open, or lawmakers must close the
            # gap" reads as a different threat
            raise RealizationRefused("clauses joined by 'or' cannot change order")
        if parent.concept in ("and", "or", "multi-sentence", "contrast-01"):
            rest = []
            before = child  # the clause said last, whose subject a pronoun would read as
            for e in parent.edges:
                if isinstance(e.target, Node) and e.target is not child and not is_inverted(e.role):
                    self.subject_before[e.target.var] = self.subject_of.get(before.var)
                    rest.append(self.clause(e.target))
                    before = e.target
            word = "or" if parent.concept == "or" else "but" if parent.concept == "contrast-01" else "and"
            rest = [r for r in rest if r]
            text = f"{word} " + f" {word} ".join(rest)
            if word == "but" and len(rest) > 1:  # the parser's (contrast-01 :op1 :op2 :op3)
                text = f"but {rest[0]}, and " + ", and ".join(rest[1:])
            # The list's own old root ("..., and 1,000 wounded, Peter Coleman said") follows it.
            ups = [e for e in parent.edges if self.is_refocus_edge(parent, e)]
            if ups and isinstance(ups[0].target, Node):
                outer = self.tail(ups[0].target, base_role(ups[0].role), parent)
                text = f"{text}, {outer}" if outer else text
            elif parent.concept in ("and", "or"):
                # A list that is one side of a "but": "Selenski shimmed down the rope and
                # used the mattress, but the other inmate fell, Fischi said".
                text += self.connective_above(parent)
            return text
        self.refuse_tail_chain(parent, role)
        said = self.reused(parent, whole=False) if role == ":ARG1" \
            and self.source_subordinator(parent) == "as" else None
        if said:
            # "As frequently happens to a company ...": "as frequently happens to a company
            # ...", as the source said it, not "which happens to a company ... frequently"
            self.done.update(n.var for n in parent.walk())
            return "as " + said[0].lower() + said[1:]
        according = self.attribution_tail(parent) if role == ":ARG1" else None
        if according is not None:
            return according
        compared = self.comparison_phrase(parent) if role == ":ARG1" else None
        if compared is not None:  # "..., compared with 74 percent of men", not "which was compared"
            return compared
        if role == ":ARG1" and self.perceived_event(parent, child):
            # "The Palestinian Authority banned his books, his harsh criticism ... saw": what
            # was seen happen is no report of it; "Their daughters feasted ..., which a COUPLE
            # ... let" strands the verb that let it happen
            raise RealizationRefused("an event the source said as a bare infinitive ('saw the "
                                     "Authority ban') cannot lead its verb")
        self.refuse_denied_report(parent, role)
        if stem(parent.concept) == "mean" and role == ":ARG1" and self.source is not None \
                and not any(e.role == ":ARG0" and isinstance(e.target, Node)
                            and (is_human(e.target.concept) or e.target.concept in PRONOUNS)
                            and e.target.concept not in ("it", "this", "that")
                            for e in parent.edges):
            # "Berlusconi will be safe from prosecution ..., this means": what a fact means
            # is no report that can follow as its speaker's tag
            raise RealizationRefused("what a thing means cannot follow as a report")
        if stem(parent.concept) in ATTRIBUTING and role == ":ARG1":
            # "..., Peterson added", not "..., which Peterson added"
            if self.source is not None:
                refuse_unreported_tail(self.has_role(parent, ":ARG0"))
            return self.stacked_attribution_tail(parent, role) or self.clause(parent, gap=role)
        if stem(parent.concept) in CONTROL and (role == ":ARG1" or (
                role == ":ARG2" and self.is_clause(child)  # "as his lawyers asked it to"
                and stem(parent.concept) in OBJECT_CONTROL)):  # not "as I started ... to"
            # An ordering verb with no one ordered says no "to": "as Judge Thompson ordered",
            # not "as Judge Thompson ordered to".
            bare = role == ":ARG1" and stem(parent.concept) in _ORDERING \
                and not self.has_role(parent, ":ARG2")
            return "as " + self.clause(parent, gap=role, stranded="" if bare else "to")
        if parent.concept == "make-02" and role == ":ARG1" and self.source is not None:
            # "Not selling is clear to reporters, which the company made": what a causer
            # makes so is no thing made
            raise RealizationRefused("what 'make' causes cannot lead ('which the company made')")
        reported = self.reported_tail(parent, role, child)
        if reported is not None:
            return reported
        self.refuse_circumstance_tail(role, child)
        self.refuse_purpose_tail(parent, role, child)
        if not is_frame(parent.concept) and self.is_clause(parent):
            raise RealizationRefused("the old root is a copular clause; it cannot follow as a "
                                     "relative clause")
        if not is_frame(parent.concept):
            self.refuse_person_tail(parent)
            return "which is " + self.np(parent, "obj").text
        if role == ":manner" and self.bare_participle(child):
            # "Shares of AT&T added to the previous day's gain, which is how they climbed 4.4
            # percent": the source's "..., adding to" went along with the old root; "which is
            # how" says the old root happened by it.
            raise RealizationRefused("a participle after a comma is no means of the old root "
                                     "('which is how')")
        if parent.concept in MODALS and role in (":ARG1", ":ARG2") and self.source is not None:
            # "Results from PepsiCo were in the spotlight, which they were likely to" for "were
            # likely to be in the spotlight": a modal frame hung after its own event as a
            # relative clause says the event as done, and its chance or need as a remark
            raise RealizationRefused("a modal frame cannot follow its own event as a remark")
        if role == ":location" and self.is_clause(child) and self.source is not None \
                and not any(isinstance(e.target, Node) and (e.role == ":location" or (
                    ARG_ROLE.match(e.role) and e.role not in (":ARG0", ":ARG1")))
                    and self.source_preposition(e.target) in ("at", "in", "on")
                    for e in child.edges):
            # "The bill was approved Saturday, where State Rep. Ron Wilson ... joined nine
            # Republicans" for "joined nine Republicans in approving the bill": an event the
            # parse took for the old root's place is no place a "where" can point back to
            # (but "The Honda Indy 225 was won at Pikes Peak International Raceway, where
            # Dixon put his style on display": the event's own place, said last, is)
            raise RealizationRefused("an event cannot be the place of a 'where' clause")
        who = "who" if ARG_ROLE.match(role) and (is_human(child.concept) or (child.concept in PRONOUNS
                                            and child.concept != "it")) else "which"
        relative = RELATIVE_FOR_ROLE.get(role, who)
        # (an event's remark keeps its preposition at the end, where realize_said's checks
        # read it: "A songwriter was moonlighted as, from which Senator Trapdoor took in
        # $18,009" is no better than stranded)
        tail = self.clause(parent, gap=role, relative=relative, pipe=not self.is_clause(child))
        left = self.stranded_preposition(parent, role, relative, False) \
            if self.source is not None and self.is_clause(child) else ""
        said = self.source.word(parent.align[-1]).lower() \
            if self.source is not None and parent.align else ""
        if left and (self.preposition_said_before(child) or ("",))[0] != left \
                and self.source is not None and parent.align \
                and self.source.word(parent.align[-1] + 1).lower() != left \
                and not is_adjective_frame(parent.concept) and lemma_pos(said) != {"ADJ"}:
            # "It has not reached any conclusions ..., which the SEC specifically advised IBM
            # on" for "advised IBM that ...", "Banning smoking will create safety hazards,
            # which some Boston managers are concerned with": a "that" clause (or a quotation)
            # is no thing a remark can point back to with a preposition its frame gives (but
            # "His books were banned ..., which his harsh criticism ... led to", as the
            # source said "led to"; an adjective's "that" clause is what it is of: "Gephardt
            # will get the lion's share ..., which we are still confident of")
            raise RealizationRefused("an event its old root reached through a preposition "
                                     "the source did not say cannot lead with the old root "
                                     "as a remark")
        if self.source is not None and role == ":ARG1" and self.has_role(parent, ":ARG0") \
                and self.is_clause(child) and stem(parent.concept) not in MENTIONING:
            refuse_event_object_tail(tail, self.source.sentence)
        return tail

    def circumstance_lead(self, node: Node, clause: Node, role: str, phrase: str) -> str:
        """``node`` (the ``role`` of ``clause``, said ``phrase``) with the preposition that
        leads it before the clause: the source's own, or the one its role takes."""
        known = self.source_preposition(node)
        if node.concept in PREPOSITION_CONCEPTS:
            if known and known != node.concept:
                # "Between $7.6 billion and $7.8 billion, it narrowed the range": "to" lost
                raise RealizationRefused(f"'{known} {node.concept}' cannot lead without '{known}'")
            return phrase
        if role == ":time" and known not in TIME_PREPOSITIONS and known != "as of":
            # "To yesterday", "To the last month": a preposition found before a time word
            # belongs to another phrase ("As of Thursday" is the time's own: not "On Thursday").
            return self.time_phrase(node, phrase)
        if known is not None:
            return f"{known} {phrase}".strip()
        return f"{self.preposition(clause, role, node)} {phrase}".strip()

    def location_cleft(self, located: Node, place: Node, phrase: NP) -> tuple[str, str]:
        """"It was in Saudi detention that Heaton was", not "There was Saudi detention Heaton
        was": the place of a be-located-at-91 keeps its preposition in a cleft."""
        prep = self.source_preposition(place) or "in"
        it = "it was" if self.framed_in_past(located) else "it is"
        body = self.clause(located, gap=":ARG2")
        subject, _, last = body.rstrip(" .").rpartition(" ")
        if last.lower() in _BARE_COPULA and self.source is not None:
            # Not "It was among those targeted that five foreign embassies ... were.": the
            # place fronted, the copula before its subject ("Among those targeted were ...").
            if not subject or last.lower() not in ("is", "are", "was", "were"):
                raise RealizationRefused("a cleft of a prepositional predicate would end in a "
                                         "bare copula")
            return f"{prep} {phrase.text} {last} {subject.rstrip(',')}", "fronted-topic"
        first = body.split(",", 1)[0].rstrip(" .").split()
        if self.source is not None and first and (
                first[-1].lower() in _BARE_COPULA or (
                    first[-1].lower() in ("not", "n't") and len(first) > 1
                    and first[-2].lower() in _BARE_COPULA)):
            # "It is in a persistent vegetative state that she is, and she can not recover",
            # "It is around the corner that a fix for the problem is not, Microsoft said": the
            # copula still bare before what follows its clause
            raise RealizationRefused("a cleft of a prepositional predicate would end in a "
                                     "bare copula")
        return f"{it} {prep} {phrase.text} that {body}", "cleft"

    def refocused_noun(self, top: Node, up: Edge) -> tuple[str, str]:
        parent = up.target
        assert isinstance(parent, Node)
        self.refuse_inclusion(parent)
        self.reserved.add(parent.var)
        role = base_role(up.role)
        skip = {id(up)}
        rest = largest_first([e for e in parent.edges if self.is_refocus_edge(parent, e)],
                             self.apposition_edges(parent), self.reach(parent))
        same_word = bool(top.align and parent.align and top.align[0] == parent.align[0]
                         and len(top.edges) == 1 and self.source is not None)
        if (top.concept == "name" and role == ":name") or same_word:
            # A name stands for its entity, "more" in "smaller" for "small": the focus is the host.
            self.done.add(top.var)
            hosts = [e for e in parent.edges if e.role == ":domain" and isinstance(e.target, Node)]
            if not rest and hosts and self.source is not None:
                self.modifier_focus = hosts[0]
            return self.sentence(parent)
        if not self.is_clause(parent) or up is self.modifier_focus:
            # The focus modified another noun: say that noun, focus included, first.
            focus_role = ":mod" if up is self.modifier_focus else role
            if focus_role in (":ord", ":quant", ":value", ":unit") or top.concept in (
                    "ordinal-entity", "percentage-entity"):
                # "In week of last", "There is 14 a share": a count cannot lead its noun.
                what = {":ord": "an ordinal", ":quant": "a quantity", ":value": "a value",
                        ":unit": "a unit"}.get(focus_role, "a number")
                raise RealizationRefused(f"{what} focus cannot lead its noun phrase")
            if focus_role == ":mod" and top.concept in DISTRIBUTIVE_QUANTIFIERS:
                # "To virtually every aspect of ..., investigators have looked", "Into every
                # affairs aspect": a determiner (with its hedge) is said inside its noun phrase
                raise RealizationRefused("a determiner focus cannot lead its noun phrase")
            pre_text = post_text = det_text = None
            if focus_role in (":poss", ":part"):
                if self.source is not None and top.align and any(
                        isinstance(e.target, Node) and e.target.align and id(e) not in skip
                        and e.target.align[0] < top.align[0]
                        and all(e is not r for r in rest) for e in parent.edges):
                    # "It was Standard & Poor's 500 broad index that slipped" for "the broad
                    # Standard & Poor's 500 index": the possessor said before its own modifier
                    raise RealizationRefused("a possessor would move before its noun's modifier")
                owner = self.np(top, "obj", skip=skip)
                det_text = self.pronoun(top, "poss").text if top.concept in PRONOUNS else \
                    owner.text + ("'" if owner.text.endswith("s") else "'s")
            elif focus_role == ":mod" and self.of_in_source(parent, top):
                post_text = "of " + self.np(top, "obj", skip=skip, bare=True).text  # "city of Basra"
            elif focus_role in (":mod", ":domain") or parent.concept == "date-entity":
                pre_text = self.np(top, "subj", skip=skip, bare=True).text
            elif parent.concept in PREPOSITION_CONCEPTS:
                pre_text = self.np(top, "obj", skip=skip).text
            elif parent.concept in ("and", "or") and focus_role.startswith(":op"):
                pass  # the list is built below, the focus first
            elif top.concept in PREPOSITION_CONCEPTS:  # "above the ...", not "in above the ..."
                post_text = self.np(top, "obj", skip=skip).text
            elif self.source is not None and top.concept not in PRONOUNS \
                    and said_as_possessor(top, self.source.tokens):
                # "It was report of Friday that raised new worries" for "Friday's report
                # raised ...": see realize_possessors
                owner = self.np(top, "obj", skip=skip)
                det_text = owner.text + ("'" if owner.text.endswith("s") else "'s")
            else:
                focus_text = self.np(top, "obj", skip=skip).text
                known = self.source_preposition(top)
                prep = known if known else ROLE_PREPOSITIONS.get(focus_role, "of") or "of"
                post_text = f"{prep} {focus_text}"
            if parent.concept == "date-entity":
                self.done.add(parent.var)
                if focus_role == ":dayperiod" and pre_text and self.edges(parent, ":weekday"):
                    host = NP(f"{self.date(parent)} {pre_text}")  # "late Sunday night"
                else:
                    host = NP(self.date(parent, extra=pre_text or ""))
            elif parent.concept in ("and", "or") and role.startswith(":op"):
                # One of a list: the whole list, the focus first.
                if top.concept in LIST_TAILS and all(id(e) in skip for e in top.edges):
                    # "less or 20 cents per contract": "or less" only closes its list
                    raise RealizationRefused(f"'{parent.concept} {top.concept}' cannot lead its list")
                self.refuse_list_reorder(top, role, parent)
                if shared_part_group([top, *(e.target for e in parent.edges
                                             if e.role.startswith(":op"))]):
                    raise RealizationRefused("a part of a group cannot lead its list "
                                             "('one or both of the boys')")
                members = 1 + sum(e.role.startswith(":op") for e in parent.edges)  # and the focus
                if role != ":op1" and rest and paired_list(parent, members, rest[0].target):
                    # "Brolin and Davis play Nancy Reagan and Ronald Reagan" pairs them anew
                    raise RealizationRefused("a list paired member by member with another list")
                focus_np = self.np(top, "obj", skip=skip)
                others = [self.argument(e.target, "obj").text for e in parent.edges
                          if e.role.startswith(":op") and id(e) not in {id(x) for x in rest[:1]}]
                self.done.add(parent.var)
                host = NP(join_words([focus_np.text, *others], "or" if parent.concept == "or" else "and"),
                          plural=parent.concept == "and", human=self.names_people(parent))
            else:
                # "the southern Iraqi city", "the past few days": the focus adjective keeps
                # its place among the others, as the source said them
                mod_at = self.position_without(top, up) if focus_role == ":mod" \
                    and pre_text and self.source is not None else None
                host = self.np(parent, "subj", extra_mod=pre_text, extra_post=post_text,
                               extra_det=det_text, skip={id(e) for e in rest[:1]},
                               extra_mod_at=mod_at)
            if rest and isinstance(rest[0].target, Node) and self.is_clause(rest[0].target):
                outer = rest[0].target
                self.refuse_inclusion(outer)
                self.refuse_unrealized(outer)
                outer_role = base_role(rest[0].role)
                if parent.concept in PREPOSITION_CONCEPTS or parent.concept == "date-entity" \
                        or not ARG_ROLE.match(outer_role):
                    prep = self.source_preposition(parent) or self.preposition(outer, outer_role, parent)
                    if parent.concept in PREPOSITION_CONCEPTS:
                        lead = host.text
                    elif outer_role == ":time" and prep not in SPAN_PREPOSITIONS:
                        lead = self.time_phrase(parent, host.text)
                    else:  # ("Since late 1999, ...", "During its first week, ...": not "In")
                        lead = f"{prep} {host.text}".strip()
                    return self.fronted_topic(lead, self.clause(outer, gap=outer_role),
                                              outer_role, outer)
                if outer.concept == "be-located-at-91" and outer_role == ":ARG2":
                    return self.location_cleft(outer, parent, host)
                if self.said_compared(outer) is not None:
                    # "There is overall washed of 83 percent of women that was compared with
                    # 74 percent of men": a "compared with" phrase is no clause about a noun
                    raise RealizationRefused("what 'compared with' compares cannot lead a cleft")
                self.refuse_stacked_relative(parent, {id(e) for e in rest[:1]}, host.text)
                if outer_role == ":ARG2" and self.object_predicate(outer, parent):
                    # "There was a failure after the vote that they called the plan"
                    raise RealizationRefused("an object's predicate noun cannot be clefted")
                hosted = (self.word_of(parent) or "").lower()
                if outer_role == ":ARG2" and stem(outer.concept) in LINKING \
                        and "VERB" in lemma_pos(hosted) and hosted != stem(parent.concept):
                    # a participle: "It was known for ethical business practices that Levi
                    # became" (a noun may be: "It was Labour leader that Mr Blair became")
                    raise RealizationRefused("a predicate adjective cannot be clefted")
                if role in (":poss", ":part") or host.text[:1].isupper() or host.text.split(
                        " ", 1)[0] in ("its", "his", "her", "their", "our", "my", "your") \
                        or not existential_fits(host.text, parent):
                    # A name or a possessed noun cannot follow "there is": "It was Delta
                    # personnel that", "It was its next generation processor that"; a list
                    # of people, "It was Clarence Thomas, ... who dissented".
                    who = host.human and parent.concept in ("and", "or") and (
                        outer_role == ":ARG0" or not self.has_role(outer, ":ARG0"))
                    front = piped_front(host.text)
                    clause = self.clause(outer, gap=outer_role, agree=host,
                                         relative="who" if who else "that", front=front)
                    it = "it was" if self.framed_in_past(outer) else "it is"
                    return " ".join([it, *(front or ()), host.text, clause]), "cleft"
                self.refuse_unasserted_existential(outer, outer_role)
                clause = self.clause(outer, gap=outer_role, relative="that", agree=host,
                                     pipe=pipes_after(host.text))
                # "There was a liver transplant that Woodley underwent": the existential
                # says its noun in its clause's tense, as a noun focus's existential does
                past = self.framed_in_past(outer)
                there = ("there were" if past else "there are") if host.plural \
                    else ("there was" if past else "there is")
                return f"{there} {host.text} {clause}", "existential"
            if rest and isinstance(rest[0].target, Node):
                # Still below another noun: that noun, this one inside it, is the focus now.
                self.overrides[parent.var] = host
                self.done.discard(parent.var)
                return self.refocused_noun(parent, rest[0])
            said = self.list_as_subject(parent, host, top) if parent.concept in ("and", "or") \
                else None
            return (said, "declarative") if said else (host.text, "fragment")
        if role in (":ARG0", ":ARG1", ":ARG2"):
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
                if not self.transitive(parent.concept) or stem(parent.concept) in NO_PASSIVE:
                    # "He was died by the day that ...", "More than 8 percent was risen by
                    # Smithfield shares": a verb PropBank gives no agent, or one English never
                    # says in the passive, has none even where the parse gave it an ARG0
                    raise RealizationRefused(f"{stem(parent.concept)!r} has no passive")
                agent = next((e for e in parent.edges if e.role == ":ARG0"), None)
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
                if parent.concept in INCLUSION_VERBS and self.source is not None:
                    # "The manufacturers are the ones who include Fujitsu Ltd., ...", "They
                    # are the ones who include French President Jacques Chirac ...": the whole
                    # that holds its members did nothing, it is no doer to pick out
                    raise RealizationRefused("the whole of an inclusion cannot be 'the ones who'")
                ones = "the ones" if subject.plural else "the one"
                # "Police were the ones to whom he talked Friday" (realize_pied_piping)
                body = self.clause(parent, gap=role, relative="who" if role == ":ARG0" else "that",
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
                body = self.clause(parent, gap=role, relative="that", agree=subject,
                                   pipe=pipes_after(subject.text))
                return f"there {be} {subject.text} {body}", "existential"
            rel = "who" if subject.human or (self.names_people(top) and (
                role == ":ARG0" or not self.has_role(parent, ":ARG0"))) else "that"
            # "It was at the annual meeting ... that" (realize_pied_piping)
            front = piped_front(subject.text)
            body = self.clause(parent, gap=role, relative=rel, agree=subject, front=front)
            it = "it was" if tense == "past" else "it is"
            return " ".join([it, *(front or ()), subject.text, body]), "cleft"
        self.refuse_unrealized(parent)
        # A circumstance (place, time, instrument...) comes first as a topic.
        lead = self.circumstance_lead(top, parent, role, self.np(top, "obj", skip=skip).text)
        if role == ":manner" and lead.lower().startswith(("as ", "like ")) and self.source is not None:
            # "As one of the most important Muslim nations, Putin hailed Saudi Arabia": fronted,
            # the phrase describes the subject instead of the object.
            raise RealizationRefused("a fronted 'as' phrase would describe the subject")
        body = self.clause(parent, gap=role)
        if self.fronted_kind(parent, role, lead) == "fronted-argument":
            return f"{lead}, {body}", "fronted-argument"  # refused by refuse_fronted
        return self.fronted_topic(lead, body, role, parent)

