"""The alternatives that move the root clause's place or time (realize_alternatives'
``fronted-adjunct`` and ``adjunct-cleft`` variants): "On August 24, the prime ministers
signed ...", "It was on Tuesday that the prime ministers signed ...", for the root clause or
a fronted place or time focus, and the source's opening adverb kept first ("Instead, it was
last night that tickets for the Jersey jam went on sale").
"""

from __future__ import annotations

import re

from pipeline.backends.builtin.morphology import lemma_pos
from pipeline.backends.builtin.realize_adverb_scope import refuse_adverb_out_of_scope
from pipeline.backends.builtin.realize_adverb_words import ADVERBIAL_NOUNS
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    is_adjective_frame,
    is_frame,
)
from pipeline.backends.builtin.realize_focus_checks import (
    PERFECT,
    RELATIVE_WORD,
    fronted_lead_fits,
    ground,
    idiom_lead,
)
from pipeline.backends.builtin.realize_given_times import refuse_given_span_lead
from pipeline.backends.builtin.realize_participant_clefts import PAST_BE, ParticipantClefts
from pipeline.backends.builtin.realize_tree import Node, is_inverted
from pipeline.backends.builtin.realize_verbatim_alternatives import VerbatimAlternatives
from pipeline.backends.builtin.realize_words import MODALS

__all__ = ["COORDINATIONS", "AdjunctAlternatives"]

# What may stand between "It was" and "that": a place or time with its preposition, or
# a time adverb ("It was yesterday that").  Not "since", "until", "for", "by" (a span or a
# deadline, "It was since 1999 that" is no English), nor an adverb of degree.
_CLEFT_LEADS = frozenset(["on", "in", "at", "near", "during", "inside", "outside", "across",
                          "after", "before", "throughout", "yesterday", "last", "earlier",
                          "late", "early"])
_ADJUNCTS = (":time", ":location")
# A place or time ending in a list of names with the comma the source said after it ("in the
# United States, Canada and South Korea,"): its last member is names only.
_CLOSED_NAME_LIST = re.compile(r", (?:[A-Z][\w.'-]* )+(?:and|or) (?:[A-Z][\w.'-]* ?)+,$")
# How often, not when: "It is on two separate occasions that ..." reads as broken.
_FREQUENCY = frozenset(["occasion", "occasions", "times", "twice", "once", "several"])
# Roots that join clauses: no variant rebuilds one, and a place or time clefted over one
# would be claimed for all its clauses.
COORDINATIONS = frozenset(["and", "or", "contrast-01", "multi-sentence"])


class AdjunctAlternatives(ParticipantClefts, VerbatimAlternatives):
    """The ``fronted-adjunct`` and ``adjunct-cleft`` constructions of the root clause."""

    variant: str | None = None
    variant_used = False

    def fronted_topic(self, lead: str, body: str, role: str, clause: Node) -> tuple[str, str]:
        """A place or time fronted before its clause; under ``adjunct-cleft``, clefted."""
        if self.variant != "adjunct-cleft":
            return super().fronted_topic(lead, body, role, clause)
        return self.adjunct_cleft(lead, body, role, clause)

    def adjunct_cleft(self, lead: str, body: str, role: str, clause: Node) -> tuple[str, str]:
        """"It was on Tuesday that the prime ministers signed ...": a place or time clefted.

        Refused for a span or a deadline ("since", "until"), a clause that is a list of
        clauses (the place or time would be claimed for all of them), or a body ending
        on a bare copula ("... that Heaton was").
        """
        words = lead.split()
        past = self.framed_in_past(clause)
        if role not in _ADJUNCTS or not words or words[0].lower() not in _CLEFT_LEADS \
                or not fronted_lead_fits(lead) or idiom_lead(lead) \
                or (words[0].lower() in ("yesterday", "last", "earlier") and not past) \
                or _FREQUENCY & {w.lower() for w in words} \
                or (len(words) == 2 and words[1].lower() in ADVERBIAL_NOUNS):
            raise RealizationRefused("no place or time that a cleft can pick out")
        self.refuse_lead_parted_from_its_tail(lead)  # "It was early that police detained
        # Khodorkovsky on Saturday" for "early on Saturday" (realize_fronting.lead_tail)
        if ground(lead, role) or not is_frame(clause.concept):
            # "It is on immigration violations that they are held" (a ground, not a place;
            # "on Redwood Road" is one), "It is in the United States that this is the first
            # time ...": a copular clause has no event to place.
            raise RealizationRefused("no place or time that a cleft can pick out")
        if clause.concept in COORDINATIONS or self.const(clause, ":mode") is not None or any(
                is_inverted(e.role) and isinstance(e.target, Node)
                and e.target.concept in COORDINATIONS for e in clause.edges):
            # "It is in Beijing that they have met, and they approved a budget": the place
            # would be claimed for the other clauses of the list too.
            raise RealizationRefused("a cleft place or time over a list of clauses")
        said = {t.lower().strip(",.") for t in self.source.tokens} if self.source else set()
        if any(w.lower().strip(",.") not in said for w in words[1:]) or RELATIVE_WORD.search(lead) \
                or " where " in lead:
            # "It was in that day that he was arrested" for "Friday night": only the
            # source's own words are clefted, and no relative clause ("It was at an
            # Alpharetta restaurant where he was having dinner ... that he was arrested").
            raise RealizationRefused("a place or time the source did not say so")
        if words[0].lower() in ("before", "after") and PERFECT.search(body):
            # "It was before yesterday that 19 firefighters had died on duty this year": a
            # count up to a time is no event at that time.
            raise RealizationRefused("an adjunct cleft of a perfect")
        last = body.rstrip(" .").rsplit(" ", 1)[-1].lower()
        if last in ("is", "are", "was", "were", "be", "been", "being") or not body.strip():
            raise RealizationRefused("an adjunct cleft would end in a bare copula")
        self.variant_used = True
        lead = " ".join([words[0].lower(), *words[1:]])  # a preposition or time word
        if _CLOSED_NAME_LIST.search(lead):
            # "It is in the United States, Canada and Korea that ...": a list of names
            # needs no closing comma, an apposition does ("in Socorro, New Mexico, that")
            lead = lead[:-1]
        opener, rest = self.opening_adverb(body)
        if opener:
            # the source's opening adverb opens the cleft: "Instead, it was last night that
            # tickets for the Jersey jam went on sale", not "It was last night that instead,
            # tickets ..."
            return f"{opener}, it {PAST_BE[past]} {lead} that {rest}", "adjunct-cleft"
        return f"it {PAST_BE[past]} {lead} that {body}", "adjunct-cleft"

    def opening_adverb(self, body: str) -> tuple[str, str]:
        """The source's sentence-opening adverb ("Instead", "Still") that a rebuilt body
        starts with, and the rest of the body; ("", body) when there is none."""
        opener = re.match(r"([a-z]+), ", body)
        if opener and self.source is not None and self.source.tokens \
                and self.source.tokens[0].lower() == opener.group(1) \
                and "ADV" in lemma_pos(opener.group(1)):
            return opener.group(1), body[opener.end():]
        return "", body

    def root_adjunct(self, top: Node) -> tuple[str, str]:
        """The root clause with its place or time first ("On August 24, ...") or clefted;
        of a time and a place, the time (the place first where the time leads already)."""
        found = [e for e in top.edges if e.role in _ADJUNCTS and isinstance(e.target, Node)
                 and not self.is_clause(e.target) and e.target.concept not in ("amr-unknown",)]
        if not found or len(found) > 2 or top.concept in MODALS or is_adjective_frame(top.concept):
            raise RealizationRefused("no single place or time to move")
        at = self.position(top)
        if self.variant == "fronted-adjunct":
            found = [e for e in found if at is not None and isinstance(e.target, Node)
                     and (self.position(e.target) or -1) > at]
            if not found:
                raise RealizationRefused("the place or time leads the source already")
        edge = min(found, key=lambda e: e.role != ":time")
        child = edge.target
        assert isinstance(child, Node)
        lead = self.circumstance_lead(child, top, edge.role, self.np(child, "obj").text)
        self.refuse_prepositional_verb_lead(lead, edge.role, top)
        self.refuse_lead_parted_from_its_tail(lead)
        body = self.clause(top, skip={id(edge)})
        self.refuse_demoted_main_clause(top, body)  # (see realize_fronting)
        if self.variant == "adjunct-cleft":
            return self.adjunct_cleft(lead, body, edge.role, top)
        self.refuse_stranded_verb(lead, edge.role, top)  # (a cleft strands no verb)
        if self.source is not None:  # "Until May 28, the MTA ... was given to restore ..."
            refuse_given_span_lead(lead, self.source.tokens, self.position(child))
        refuse_adverb_out_of_scope(lead, top, self.source)  # "Immediately, ... could not"
        if not fronted_lead_fits(lead) or idiom_lead(lead) or not body or ground(lead, edge.role):
            raise RealizationRefused("a place or time that cannot open the sentence")
        self.variant_used = True
        opener, rest = self.opening_adverb(body)
        if opener:  # "Instead, last night, tickets ...", not "Last night, instead, tickets ..."
            return f"{opener}, {lead}, {rest}", "fronted-adjunct"
        return f"{lead}, {body}", "fronted-adjunct"
