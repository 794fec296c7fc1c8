"""The ``verbatim-fronting`` alternative of the root: the root verb's closing place or time
said first, in its own words ("In those attacks, more than a dozen people were killed." from
"More than a dozen people were killed in those attacks.").

Split from realize_verbatim_alternatives, which dispatches every ``verbatim-*`` variant.  The
phrase must be the verb's own (no reporting verb's, no object parsed into it), close the
source, open with a place or time word (_FRONT_LEADS: not "for", "by", "with", a purpose, an
agent or a means), and pass the checks every fronted phrase passes (realize_fronting's
refusals of a prepositional verb's object, a lead parted from its tail, a stranded verb).
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.morphology import FUNCTION_WORDS
from pipeline.backends.builtin.realize_base import RealizationRefused, is_frame, stem
from pipeline.backends.builtin.realize_focus_checks import fronted_lead_fits, ground, idiom_lead
from pipeline.backends.builtin.realize_tree import Node
from pipeline.backends.builtin.realize_verbatim_dashes import dash_aside_indices, word_hyphens
from pipeline.backends.builtin.realize_verbatim_spans import (
    CLAUSE_COORDINATORS,
    CLAUSE_SUBORDINATORS,
    VerbatimSpans,
    hedged_count,
)
from pipeline.backends.builtin.realize_words import ATTRIBUTING, PREPOSITIONS, QUOTE_MARKS

__all__ = ["VerbatimFronting"]

# What a fronted place or time may open with ("In those attacks, ...", "At his July 30
# sentencing, ..."): not "for", "by", "with" (a purpose, an agent, a means).
_FRONT_LEADS = frozenset(["in", "on", "at", "during", "near", "inside", "outside", "throughout",
                          "yesterday", "today", "last", "earlier"])

# Words that head a time phrase after them ("later on Tuesday", "early in the day").
_TIME_HEADS = frozenset(["later", "earlier", "early", "late", "shortly", "soon", "just", "right"])
# Verbs whose object may be followed by the state it is in ("showed Edwards in a tie",
# "found him in critical condition", "left the city in ruins", "kept it in place").
_STATE_TAKERS = frozenset(["show", "find", "leave", "keep", "hold", "see", "put", "place"])


class VerbatimFronting(VerbatimSpans):
    """The ``verbatim-fronting`` alternative (see the module docstring)."""

    refuse_prepositional_verb_lead: Callable[[str, str, Node], None]  # (realize_fronting)
    refuse_lead_parted_from_its_tail: Callable[[str], None]  # (realize_fronting)
    refuse_stranded_verb: Callable[[str, str, Node], None]  # (realize_fronting)
    variant_used: bool  # (realize_verbatim_alternatives)

    def verbatim_fronting(self, top: Node) -> tuple[str, str]:
        """"In those attacks, more than a dozen people were killed." for a place or time of the
        root verb that closes the source, fronted with its own words (not a reporting verb's:
        "In a statement that it does not import any raw beef ..., McDonald's said", its
        clause parsed as the statement's; nor before a colon's clauses: "During the summer
        tourist season, it's happened five times ...: A disaster puts this ...")."""
        source = self.source
        assert source is not None
        tokens = source.tokens
        end, closing = self.end_of_text()
        if closing or not top.align or self.const(top, ":mode") is not None \
                or not source.opens(0) \
                or (tokens[0].lower() in PREPOSITIONS | CLAUSE_SUBORDINATORS | CLAUSE_COORDINATORS
                    and not hedged_count(tokens)) \
                or any(t in QUOTE_MARKS for t in tokens):
            raise RealizationRefused("no place or time to front")
        found = [e for e in top.edges if e.role in (":time", ":location")
                 and isinstance(e.target, Node) and not self.is_clause(e.target)
                 and (self.owned_span(e.target) or (0, -1))[1] == end - 1]
        if len(found) != 1 or not isinstance(found[0].target, Node):
            raise RealizationRefused("no place or time to front")
        edge, adjunct = found[0], found[0].target
        span = self.owned_span(adjunct)
        assert span is not None
        lead_at = span[0]
        while lead_at > 0 and lead_at - 1 not in source.owner \
                and tokens[lead_at - 1].lower() in FUNCTION_WORDS - {",", "and", "or", "but"}:
            lead_at -= 1
        body_end = lead_at - 1
        while body_end >= 0 and tokens[body_end] == ",":
            body_end -= 1
        inside = self.owners(adjunct)
        # (a dash aside the body carries whole: realize_verbatim_dashes)
        aside = dash_aside_indices(tokens, 0, body_end,
                                   word_hyphens(tokens, source.starts, source.sentence))
        if aside and body_end == max(aside):
            body_end -= 1  # (its closing dash dropped where it now ends the sentence)
        if body_end < 1 or top.align[0] > body_end or stem(top.concept) in ATTRIBUTING \
                or any(t in (":", ";", "--") and i not in aside
                       for i, t in enumerate(tokens[0:body_end])) \
                or not self.only_owned(lead_at, end - 1, inside) \
                or any(source.owner.get(i) in inside for i in range(0, lead_at)) \
                or any(t in (",", "--", "-", "(") for t in tokens[lead_at:end]):
            raise RealizationRefused("no place or time to front")
        if any(i in source.owner and is_frame(self.nodes[source.owner[i]].concept)
               and source.owner[i] != top.var for i in range(top.align[0] + 1, end)) \
                or any(t == "," and i not in aside | self.subject_commas(top)
                       for i, t in enumerate(tokens[0:top.align[0]])) \
                or any(
                    e.role.startswith(":ARG") and isinstance(e.target, Node)
                    and self.is_clause(e.target)
                    and (self.owned_span(e.target) or (end, end))[0] < top.align[0]
                    and self.finite_clause(e.target)
                    for e in top.edges):
            # Not "On Friday claims made in her biography that she was raped ..., Iraqi doctors
            # who treated former prisoner of war Jessica Lynch dismissed" (the object parsed
            # into the time), nor "In early 2004, already in beta, Veritas' File System ...
            # should drop ..." (the source's own opening phrase no longer first); nor past
            # another verb that the time may be the one of: "Yesterday, the Nasdaq composite
            # index fell 2.95 ... after stumbling 37.78" ("stumbling 37.78 yesterday"); nor
            # after an opening "But" ("In pravastatin patients, but plaque volume ..."); nor
            # after a clause of the verb's before it, whose time it would seem ("Yesterday,
            # BREAST cancer cases in the UK have hit an all-time high ..., Cancer Re-search
            # UK revealed"), nor before the source's opening phrase ("In an automobile
            # accident in his native Minnesota, only 66 years old, Brooks was killed ..."; a
            # comma of the subject's own that opens the source is none: subject_commas).
            raise RealizationRefused("no place or time to front")
        if tokens[lead_at - 1].lower() in _TIME_HEADS:
            # "later on Tuesday", "early in the day": the time's own head word, which
            # "On Tuesday, he plans a rally there later" parts from it
            raise RealizationRefused("a fronted time parted from its head word")
        thing = self.verbatim_arg(top, ":ARG1")
        if stem(top.concept) in _STATE_TAKERS and thing is not None \
                and (self.owned_span(thing) or (0, -1))[1] == lead_at - 1:
            # "A recent poll showed Edwards in a virtual four-way tie ...": the phrase is the
            # state the object is shown in, no place of the showing
            raise RealizationRefused("a phrase of the object's state fronted")
        lead = source.text(lead_at, end - 1)
        first = lead.split(" ", 1)[0].lower()
        if first not in _FRONT_LEADS or not fronted_lead_fits(lead) or idiom_lead(lead) \
                or ground(lead, edge.role):
            # ("In writing, Houston fourth-graders also performed similarly to national
            # peers": a respect, no place)
            raise RealizationRefused("a place or time that cannot open the sentence")
        self.refuse_prepositional_verb_lead(lead, edge.role, top)
        self.refuse_lead_parted_from_its_tail(lead)
        self.refuse_stranded_verb(lead, edge.role, top)
        subject = self.verbatim_arg(top, ":ARG0") or self.verbatim_arg(top, ":ARG1")
        body = source.text(0, body_end)
        body = self.opening_lower(body, subject or top, 0, bool(
            subject is not None and self.owned_span(subject) == (0, 0)))
        self.variant_used = True
        return f"{lead[:1].upper()}{lead[1:]}, {body}", "fronted-adjunct"


    def subject_commas(self, top: Node) -> frozenset[int]:
        """The commas of the subject of ``top`` that opens the source, the one closing its
        last aside included ("Sixty players and five coaches from Mepham High School in
        Bellmore, Long Island attended ...", "His wife Yekaterina Dmitriyeva, whom he married
        ..., was waiting ..."): no opening phrase of the source's that a fronted place or time
        would no longer say first."""
        assert self.source is not None
        tokens = self.source.tokens
        subject = self.verbatim_arg(top, ":ARG0") or self.verbatim_arg(top, ":ARG1")
        span = self.owned_span(subject) if subject is not None else None
        if span is None or span[0] != 0 or not top.align or span[1] >= top.align[0]:
            return frozenset()
        inside = {i for i in range(span[0], span[1]) if tokens[i] == ","}
        if inside and tokens[span[1] + 1:span[1] + 2] == [","]:
            inside.add(span[1] + 1)  # (", 47, were recovered": the aside's closing comma)
        return frozenset(inside)
