"""The old root said after a new main clause: a report ("..., Burg said"), an "as" clause
("as Judge Thompson ordered"), a relative clause ("..., which ..."), or the rest of a list
of clauses ("..., and he posted a $3 million bond"), with the refusals of the orders a
reader would misread.

A module of its own because it is a construction of its own: realize_focus.py says the
sentence from its new top (and fronts a circumstance), and
:meth:`~pipeline.backends.builtin.realize_focus.FocusConstructions.refocused_clause` and the
relative clauses (realize_relatives.py) hang this after it.  The checks it shares with a
noun focus are realize_focus_tails.py."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    RealizationRefused,
    is_adjective_frame,
    is_frame,
    is_human,
    stem,
)
from pipeline.backends.builtin.realize_clause_chains import and_chain
from pipeline.backends.builtin.realize_clause_frames import negation_over_or
from pipeline.backends.builtin.realize_event_objects import (
    refuse_event_object_tail,
    refuse_unreported_tail,
)
from pipeline.backends.builtin.realize_event_order import (
    past_event,
    past_told,
    subject_said_once,
    tallied_together,
)
from pipeline.backends.builtin.realize_focus_lists import first_member
from pipeline.backends.builtin.realize_focus_nouns import FocusNouns
from pipeline.backends.builtin.realize_shared_subjects import (
    refuse_reordered_addition,
    refuse_reordered_contrast,
    without_repeated_subject,
)
from pipeline.backends.builtin.realize_tree import (
    Node,
    Ref,
    base_role,
    is_inverted,
)
from pipeline.backends.builtin.realize_words import (
    ATTRIBUTING,
    CONTROL,
    MENTIONING,
    MODALS,
    OBJECT_CONTROL,
    PREPOSITIONS,
    QUOTE_MARKS,
    RELATIVE_FOR_ROLE,
)

# Verbs that say whom they order ("ordered him to"; with no one ordered, no stranded "to").
_DIRECTIVE_VERBS = frozenset(["order", "tell", "allow", "force", "urge", "persuade", "command",
                       "instruct", "permit", "require"])

# Words that place a clause after another in time ("and then grow", "and afterward began").
_SEQUENCE_WORDS = frozenset(["then", "afterward", "afterwards", "later", "subsequently", "now",
                             "eventually", "finally", "next", "recently", "soon", "thereafter"])


class OldRoot(FocusNouns):
    """The old root after the new main clause: :meth:`tail`."""

    def shares_subject_with_first(self, items: Node, member: Node) -> bool:
        """Whether clause ``member`` of the list ``items`` has the subject of its first
        clause (the source said it once: "Bryant surrendered ... and posted a bond")."""
        first = first_member(items)
        if not isinstance(first, Node) or first is member:
            return False
        subjects = []
        for clause in (first, member):
            subject = self.clause_subject(clause)  # or a copula's: "... and is ..."
            if subject is None:
                subject = next((e.target for e in self.edges(clause, ":domain")), None)
            found = self.target_node(subject) if subject is not None else None
            if found is None:
                return False
            subjects.append(found.var)
        return subjects[0] == subjects[1]

    def one_subject_after(self, items: Node, member: Node) -> bool:
        """Whether the clauses of the list ``items`` said after its member ``member`` all
        have one subject ("and they moved into his palaces and started to patrol Baghdad";
        not "and they harassed patients and they said many had been beaten", where the
        second "they" is the source's other speakers)."""
        found = set()
        for e in items.edges:
            if not base_role(e.role).startswith(":op") or is_inverted(e.role) \
                    or not isinstance(e.target, Node) or e.target is member:
                continue
            edge = next((a for r in (":ARG0", ":ARG1", ":domain") for a in e.target.edges
                         if a.role == r), None)
            subject = self.target_node(edge.target) if edge is not None else None
            if subject is None:
                return False
            found.add(subject.var)
        return len(found) == 1

    def said_as_main(self, clause: Node) -> bool:
        """Whether ``clause`` was said as the sentence's main clause, so that a verb phrase
        after it shares its subject: the focus itself ("Mr Goh held talks with ..."), with the
        focus as its subject ("It was Bryant that surrendered ...") or a circumstance of it
        fronted ("On Friday, Bryant surrendered ..."); not the relative clause of a cleft on
        another participant ("It was talks with ... that Mr Goh held", "There were
        authorities to which Bryant surrendered")."""
        if clause is self.tree or self.subject_of.get(clause.var) == self.tree.var:
            return True
        if clause.parent is None or not is_inverted(clause.role or "") \
                or ARG_ROLE.match(base_role(clause.role or "")):
            return False
        above: Node | None = clause.parent  # (the focus may be inside the circumstance:
        while above is not None and not self.is_clause(above):  # "Friday" of a date)
            above = above.parent
        return above is None

    def past_events_told(self, items: Node, member: Node) -> bool:
        """Whether ``member`` and the first clause of the list ``items`` are both past
        events, whose order the source told is their order in time (realize_event_order:
        "Bryant presented himself to authorities last Friday and was released ...")."""
        first = first_member(items)
        return self.source is not None and isinstance(first, Node) \
            and ((past_event(self.source, first) and past_event(self.source, member))
                 or past_told(self.source, first, member)) \
            and not tallied_together(first, member)

    def two_past_events(self, items: Node, member: Node) -> bool:
        """Whether ``member`` and the first clause of the two-member list ``items`` (its one
        other :opN, ``member`` now above it) are both events told in the simple past
        (realize_event_order.past_event), not one event's tallied outcomes ("The blasts
        killed two people and injured ...")."""
        first = first_member(items)
        return self.source is not None and isinstance(first, Node) and first is not member \
            and sum(base_role(e.role).startswith(":op") for e in items.edges) == 1 \
            and past_event(self.source, first) and past_event(self.source, member) \
            and not tallied_together(first, member)

    def told_in_sequence(self, items: Node, member: Node) -> bool:
        """Whether ``member`` or another clause of the list ``items`` carries a word of
        sequence ("then", "afterward", "now", "later" ...) as its own time or modifier."""
        clauses = [member, *(e.target for e in items.edges
                             if base_role(e.role).startswith(":op") and isinstance(e.target, Node))]
        for clause in clauses:
            for m in clause.edges:
                said = self.target_node(m.target) if isinstance(m.target, Node | Ref) else None
                if m.role in (":time", ":mod") and said is not None \
                        and said.concept in _SEQUENCE_WORDS:
                    return True
        return False

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
        if parent.concept == "or" and self.source is not None and parent.align \
                and self.is_clause(child) and negation_over_or(parent, [t for _, t in sorted(
                    [(role, child), *((e.role, e.target) for e in parent.edges
                                      if e.role.startswith(":op") and not is_inverted(e.role))],
                    key=lambda p: p[0])]):
            # "They were not supplied, or they were given to us, but our reporter ... unearthed
            # them" for "They were not supplied or given to us but unearthed by our reporter":
            # the "not" denies both verbs, as in realize_clause_frames' coordination
            raise RealizationRefused("a 'not' before 'or' denies both verbs")
        if parent.concept == "and" and role != ":op1" and self.source is not None \
                and self.is_clause(child) and (self.shares_subject_with_first(parent, child)
                                               or subject_said_once(self.source, child)) \
                and (self.told_in_sequence(parent, child) or sum(
                    base_role(e.role).startswith(":op") for e in parent.edges) >= 2
                     or self.past_events_told(parent, child)):
            # "The Americas market grows 15.7 percent to $35.4 billion then in 2004, and it
            # will decline 2.1 percent ... in 2003", "U.S. forces are now interrogating some 40
            # suspected foreign militants, and they recently apprehended them": one doer's
            # deeds the source put in order ("and then", "and afterward") keep that order, and
            # so do three or more ("Allied forces started to patrol the streets of the capital,
            # and they have overthrown the government and they moved into Saddam Hussein's
            # palaces"; the list member that leads holds one of its :opN-of the other way)
            raise RealizationRefused("one subject's clauses told in sequence cannot change order")
        if parent.concept == "and" and role != ":op1" and self.source is not None \
                and self.is_clause(child) and self.two_past_events(parent, child):
            # "28 passengers were injured, and a landslide ... derailed a Seoul-bound train"
            # (1353), "U.S. District Judge Myron Thompson ordered the monument to be moved ...,
            # and civil liberties groups filed suit" (33): two doers' past events keep the
            # order the source told them in, which is their order in time or of cause
            raise RealizationRefused("two past events told in sequence cannot change order")
        refuse_reordered_contrast(self, parent, role, child)
        refuse_reordered_addition(self, parent, role, child)
        if parent.concept in ("and", "or", "multi-sentence", "contrast-01"):
            rest = []
            before = child  # the clause said last, whose subject a pronoun would read as
            shared: list[str | None] = []  # (a clause after the focus without its subject)
            for e in parent.edges:
                if isinstance(e.target, Node) and e.target is not child and not is_inverted(e.role):
                    self.subject_before[e.target.var] = self.subject_of.get(before.var)
                    rest.append(self.clause(e.target))
                    if self.is_clause(e.target) and self.said_as_main(before):
                        shared.append(without_repeated_subject(self, e.target, before, rest[-1]))
                    before = e.target
            word = "or" if parent.concept == "or" else "but" if parent.concept == "contrast-01" else "and"
            if len(rest) == 1 and len(shared) == 1 and shared[0] \
                    and parent.concept in ("and", "contrast-01"):
                # "Mr Goh held talks with ..., and also met Pakistani President Pervez
                # Musharraf", not "and Goh also met" (realize_shared_subjects); not after a
                # relative clause: "It was talks with ... that Mr Goh held, and also met
                # ..." would give the meeting to the talks
                rest = [shared[0]]
            rest = [r for r in rest if r]
            text = f"{word} " + f" {word} ".join(rest)
            if word == "and" and len(rest) > 1 and self.one_subject_after(parent, child):
                text = and_chain(rest)  # "and they moved ... and started to patrol ..."
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
            bare = role == ":ARG1" and stem(parent.concept) in _DIRECTIVE_VERBS \
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
        if role == ":manner" and self.source is not None \
                and self.verb_features(parent).modal is not None:
            # "Suspects ... were handed over by Pakistan, which is how it should prove its
            # sincerity" for "Pakistan should prove its sincerity by handing over suspects":
            # the means of what only should, would or can happen said as done
            raise RealizationRefused("the means of a modal clause said as done ('which is how')")
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
