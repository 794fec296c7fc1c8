"""Focus constructions: the top of a refocused graph said first (passive, cleft, fronting...).

The old root said after the new main clause, which this module's
:meth:`FocusConstructions.refocused_clause` hangs after the focus clause, is
realize_old_root.py."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import inflect
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    is_adjective_frame,
    is_frame,
    stem,
)
from pipeline.backends.builtin.realize_conjunct_leads import refuse_lead_of_one_conjunct
from pipeline.backends.builtin.realize_focus_ways import largest_first
from pipeline.backends.builtin.realize_old_root import OldRoot
from pipeline.backends.builtin.realize_reduced_clauses import refuse_fronted_reduced
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
    CLAUSE_CONNECTIVE,
    INVERTED_CONNECTIVES,
    MODALS,
    ROLE_RELATIONS,
)

# A focus clause's inverted circumstance of the clause it qualifies (":purpose-of" ...).
_CIRCUMSTANCE_OF = frozenset([":purpose-of", ":condition-of", ":cause-of", ":concession-of",
                              ":manner-of", ":time-of"])


class FocusConstructions(OldRoot):
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
                and any(self.is_refocus_edge(e.target, x) or self.leads_to_old_root(x)
                        for x in e.target.edges)
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

    def leads_to_old_root(self, edge: Edge) -> bool:
        """Whether ``edge`` is a :mod to a node that holds an inverted edge of its own: the
        way up to the old root where the refocusing said ":domain-of" as ":mod" ("the total
        estimated value" of "... value is $124 million, according to Corel", whose quantity
        holds the report), which is_refocus_edge does not see."""
        target = edge.target
        return edge.role == ":mod" and isinstance(target, Node) and any(
            is_inverted(e.role) and isinstance(e.target, Node) for e in target.edges)

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
                if pending is None:
                    refuse_fronted_reduced(self.source, top, lead)  # "if convicted"
                front = pending or f"{lead} {self.clause(top, skip=skip)}"
            # "When the agency appeals, the court suspended its decision, as the FTC has asked
            # it to": the clause it qualifies, only asked for, would be asserted
            self.refuse_unrealized(parent)
            if self.source is not None:  # "When ..., X did A, and it did B": see realize_conjunct_leads
                refuse_lead_of_one_conjunct(parent, self.position(top))
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
