"""The focus construction of a noun that the refocusing put on top: the noun it modified,
or the event it took part in, said with the focus first (a cleft "It was X that ...", a
passive, a fronted topic, an existential "There is X that ...").  A core participant of
an event is said by :mod:`realize_focus_arguments`; this module says a noun's modifier
and a circumstance."""

from __future__ import annotations

from pipeline.backends.builtin.morphology import PRONOUNS, lemma_pos
from pipeline.backends.builtin.realize_base import (
    ARG_ROLE,
    NP,
    RealizationRefused,
    join_words,
    stem,
    with_both,
)
from pipeline.backends.builtin.realize_copular_cleft import CopularCleft
from pipeline.backends.builtin.realize_existential_clauses import (
    existential_clause_fault,
    holds_its_clause,
)
from pipeline.backends.builtin.realize_existentials import Existentials
from pipeline.backends.builtin.realize_focus_arguments import FocusArguments
from pipeline.backends.builtin.realize_focus_checks import (
    existential_fits,
    shared_part_group,
)
from pipeline.backends.builtin.realize_focus_lists import FocusLists, list_place
from pipeline.backends.builtin.realize_focus_parts import FocusParts
from pipeline.backends.builtin.realize_focus_phrase_order import jumps_noun_phrase
from pipeline.backends.builtin.realize_focus_places import FocusPlaces
from pipeline.backends.builtin.realize_focus_tails import FocusTails
from pipeline.backends.builtin.realize_focus_ways import FocusWays, largest_first
from pipeline.backends.builtin.realize_intended import IntendedEvents
from pipeline.backends.builtin.realize_pied_piping import piped_front, pipes_after
from pipeline.backends.builtin.realize_place_commas import comma_place, place_aside
from pipeline.backends.builtin.realize_possessors import said_as_possessor
from pipeline.backends.builtin.realize_quantified_clefts import refuse_quantified_cleft
from pipeline.backends.builtin.realize_tree import (
    Edge,
    Node,
    base_role,
)
from pipeline.backends.builtin.realize_words import (
    DISTRIBUTIVE_QUANTIFIERS,
    LINKING,
    PREPOSITION_CONCEPTS,
    ROLE_PREPOSITIONS,
    SPAN_PREPOSITIONS,
)


class FocusNouns(FocusArguments, FocusWays, FocusTails, FocusParts, FocusLists, Existentials,
                 CopularCleft, IntendedEvents, FocusPlaces):
    """A noun focus said first (:meth:`refocused_noun`), the part of
    :class:`~pipeline.backends.builtin.realize_focus.FocusConstructions` the constructions
    of a noun need."""

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
                if self.source_preposition(top) == "from":
                    post_text = f"from {post_text}"  # "people from outside his region"
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
                if focus_role == ":location" and not known and comma_place(parent, top, self.source):
                    post_text = place_aside(focus_text)  # "Hartford, Conn.", not "in Conn."
            if post_text and self.source is not None and jumps_noun_phrase(parent, top, skip,
                                                                            self.source.tokens):
                # "It is the number in the resource-rich province of troops and police that
                # ..." for "the number of troops and police in the ... province", "It is
                # traces near an Iranian nuclear facility of highly enriched uranium":
                # the focus phrase goes first among its noun's phrases, and one the source
                # said before it then reads as the focus phrase's (realize_focus_phrase_order)
                raise RealizationRefused("a focus phrase would move before its noun's "
                                         "other phrases")
            if parent.concept == "date-entity":
                self.done.add(parent.var)
                if focus_role == ":dayperiod" and pre_text and self.edges(parent, ":weekday"):
                    host = NP(f"{self.date(parent)} {pre_text}")  # "late Sunday night"
                else:
                    host = NP(self.date(parent, extra=pre_text or ""))
            elif parent.concept in ("and", "or") and role.startswith(":op"):
                # One of a list: the whole list, its members in the source's order (the
                # focus said first took the list apart: "It was marketer and the natural gas
                # producer that said ...", "It was train operators and nearly 6,000 MTA
                # drivers that walked off", "It was his group and Carlow that peddled drugs")
                self.refuse_list_member_lead(top, role, parent)
                if shared_part_group([top, *(e.target for e in parent.edges
                                             if e.role.startswith(":op"))]):
                    raise RealizationRefused("a part of a group cannot lead its list "
                                             "('one or both of the boys')")
                members = [(list_place(role), self.np(top, "obj", skip=skip).text)]
                members += [(list_place(e.role), self.argument(e.target, "obj").text)
                            for e in parent.edges
                            if e.role.startswith(":op") and id(e) not in {id(x) for x in rest[:1]}]
                self.done.add(parent.var)
                joined = join_words([text for _, text in sorted(members, key=lambda m: m[0])],
                                    "or" if parent.concept == "or" else "and")
                host = NP(with_both(parent, joined), plural=parent.concept == "and",
                          human=self.names_people(parent))
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
                people = self.host_people(parent, top)
                if role in (":poss", ":part") or host.text[:1].isupper() or host.text.split(
                        " ", 1)[0] in ("its", "his", "her", "their", "our", "my", "your") \
                        or not existential_fits(host.text, parent):
                    # A name or a possessed noun cannot follow "there is": "It was Delta
                    # personnel that", "It was its next generation processor that"; a list
                    # of people, "It was Clarence Thomas, ... who dissented".
                    front = piped_front(host.text)
                    clause = self.clause(outer, gap=outer_role, agree=host, front=front,
                                         relative=self.relative_for(people, outer, outer_role))
                    if self.source is not None and not front:  # (front: its preposition)
                        refuse_quantified_cleft(host.text)  # "It is no recourse to ... that"
                    it = "it was" if self.framed_in_past(outer) else "it is"
                    return " ".join([it, *(front or ()), host.text, clause]), "cleft"
                self.refuse_unasserted_existential(outer, outer_role)
                clause = self.clause(outer, gap=outer_role, agree=host, pipe=pipes_after(host.text),
                                     relative=self.relative_for(people, outer, outer_role))
                # "There was a liver transplant that Woodley underwent": the existential
                # says its noun in its clause's tense, as a noun focus's existential does
                past = self.framed_in_past(outer)
                there = ("there were" if past else "there are") if host.plural \
                    else ("there was" if past else "there is")
                if self.source is not None and holds_its_clause(outer):
                    raise RealizationRefused("an existential's clause holds the source's main "
                                             "clause in a participant")
                if self.source is not None and (fault := existential_clause_fault(
                        host.text, clause, there.split()[1])) is not None:
                    raise RealizationRefused(fault)  # see realize_existential_clauses
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
            return self.argument_focus(top, up, parent, role, skip)
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
