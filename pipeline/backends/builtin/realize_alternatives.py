"""Alternative realizations of one graph: other constructions for the same focus.

Several foci of a sentence often realize to one sentence (a name and its entity both
give "It was X who ...", a time and its date both "On Monday, ..."), and the root
focus reads its source back.  A realizer run with a ``variant`` says the graph in one
other construction, or refuses when that construction does not apply or would read
badly:

``reporting-last``
    a reporting verb after what was said: "..., Health Minister Peter Coleman said."
``pseudo-cleft``
    "What Cindy Cohn said on Monday was that ...", "What the Marines shot was ...".
``fronted-adjunct``
    the root clause with its place or time first: "On August 24, ...".
``adjunct-cleft``
    "It was on Tuesday that ...", "It was in Mosul that ...", for the root clause or a
    fronted place or time focus.
``voice``
    the root clause in the other voice: "The rock was observed by ..." from "... observed
    the rock", and back.
``one-cleft``
    a named person or organization that did something as "the one": "Cindy Cohn was the
    one who said ...", "The Organization was the one that said ...".

A variant that applies nowhere in the graph refuses ("variant not used"), so no
alternative merely repeats the preferred sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.backends.builtin.morphology import PRONOUNS
from pipeline.backends.builtin.realize_adjunct_alternatives import (
    COORDINATIONS,
    AdjunctAlternatives,
)
from pipeline.backends.builtin.realize_base import (
    RealizationRefused,
    is_adjective_frame,
    is_frame,
    is_human,
    stem,
)
from pipeline.backends.builtin.realize_focus_checks import (
    RELATIVE_WORD,
    lost_perfect,
    source_words_unsaid,
)
from pipeline.backends.builtin.realize_infinitive_contents import infinitive_content
from pipeline.backends.builtin.realize_participant_clefts import PAST_BE
from pipeline.backends.builtin.realize_passive_objects import (
    refuse_idiom_passive,
    refuse_means_after_agent,
)
from pipeline.backends.builtin.realize_scope_faults import refuse_time_passive
from pipeline.backends.builtin.realize_tree import Edge, Node, base_role, is_inverted
from pipeline.backends.builtin.realize_words import (
    COGNITION,
    MODALS,
    NO_PASSIVE,
    QUOTING,
)

__all__ = ["SPAN_CHECKED_VARIANTS", "VARIANTS", "Alternatives"]

# In the order a caller should prefer them: the most different structure first.
# The verbatim pseudo-cleft goes before the rebuilt one, which says the same in words of its
# own and is the one dropped as its repeat (paraphrase_alternatives.root_alternatives).
VARIANTS = ("reporting-last", "verbatim-pseudo-cleft", "pseudo-cleft", "one-cleft",
            "adjunct-cleft", "fronted-adjunct", "voice", "verbatim-reporting", "verbatim-cleft",
            "verbatim-fronting", "verbatim-concessive", "verbatim-split", "verbatim-partitive",
            "verbatim-raising", "verbatim-closing", "verbatim-according", "verbatim-deed",
            "verbatim-level", "verbatim-from-to", "verbatim-day", "verbatim-clause-first",
            "verbatim-passive", "verbatim-copula", "verbatim-medial", "verbatim-possessed",
            "verbatim-copula-cleft",
            "verbatim-clause-predicate", "verbatim-existential", "verbatim-however",
            "verbatim-inversion", "verbatim-though", "verbatim-medial-adverb",
            "verbatim-extraposed", "verbatim-impersonal", "verbatim-shared-auxiliary",
            "verbatim-participle-first")
# The alternatives that check every word's place in the source themselves, offered for a
# root that looks refocused too (realize_root_fallback): a copular root is its predicate
# noun, with a modifier said before it ("the company's largest shareholder",
# have-degree-91) or a clause of its own ("The question is whether ...": question :ARG1);
# an existential's root is its noun, with its relative clause ("There are three suits
# challenging the recall ...", "There is, however, no photograph of Dr Hollingworth in the
# June issue of the magazine examined by ..."), as is the noun of a clause said predicate
# first ("Still pending against Rambus is a lawsuit brought by ..."), and an existential
# fear's ("There were fears that ...": fear :topic, realize_verbatim_impersonal); a copular
# root's closing comparison ("Net income was 12 cents a share, compared with ...": compare-01
# :ARG1-of the predicate noun, realize_verbatim_participle_first).
SPAN_CHECKED_VARIANTS = ("verbatim-copula", "verbatim-copula-cleft", "verbatim-clause-predicate",
                         "verbatim-existential", "verbatim-however", "verbatim-inversion",
                         "verbatim-impersonal", "verbatim-medial-adverb",
                         "verbatim-participle-first")

# The constructions that move a circumstance of the clause to its head
_CIRCUMSTANCE_MOVES = frozenset(["adjunct-cleft", "fronted-adjunct", "fronted-clause",
                                 "fronted-topic"])


class Alternatives(AdjunctAlternatives):
    """The constructions of :data:`VARIANTS`, over the focus constructions they reuse (the
    place or time moves: realize_adjunct_alternatives)."""

    parse_root: Callable[[Node], bool]  # (realize_refocused_top)

    def alternative(self, top: Node) -> tuple[str, str]:
        """``top`` said in :attr:`variant`'s construction, or a refusal."""
        text, construction = self.construction_for(top)
        assert self.source is not None
        if lost_perfect(text) and (construction in _CIRCUMSTANCE_MOVES
                                   or not lost_perfect(" ".join(self.source.tokens))):
            # A "since" the source said with no perfect is no perfect lost ("It is Funny Cide
            # who has a solid chance to become the first Triple Crown winner since Affirmed in
            # 1978"), unless a circumstance moved around it: "Since passage of the tax cuts in
            # May, one Republican flier cited a 3.8 percent increase" (the increase's since),
            # "In November, the global death toll is 770 with ... sickened since ..."
            raise RealizationRefused("a 'since' phrase without its perfect")
        # (with the phrases said before it, which run() puts first: "Before the meeting,
        # Putin was the one who said ...")
        lost = source_words_unsaid(self.source.tokens, ", ".join([*self.openers, text]))
        if len(lost) > 1:
            # An alternative is for a sentence the preferred one says well: not "It was at a
            # convenience store that the girl turned up from her home Sunday" ("late",
            # "about 30 miles"), nor "KKCS is the one that" ("Country-music station KKCS").
            raise RealizationRefused(f"words of the source left unsaid: {', '.join(lost)}")
        return text, construction

    def construction_for(self, top: Node) -> tuple[str, str]:
        if self.source is None:
            raise RealizationRefused("alternatives are made for parsed sentences only")
        if self.variant in ("verbatim-concessive", "verbatim-cleft", "verbatim-split",
                            "verbatim-partitive", "verbatim-shared-auxiliary",
                            "verbatim-medial-adverb") \
                and top.parent is None \
                and self.reuse_top and top.concept in ("and", "contrast-01"):
            # "X, but Y" said "Although X, Y"; "It was Mahmud who controlled access to Saddam
            # and was frequently at his side" (see realize_verbatim_concessive, verbatim_cleft)
            return self.verbatim_alternative(top)
        if top.parent is None and (self.variant in SPAN_CHECKED_VARIANTS
                                   or self.variant == "verbatim-medial" or (
                self.variant == "verbatim-closing" and self.reuse_top
                and not is_frame(top.concept))):
            # (see SPAN_CHECKED_VARIANTS) A speaker's aside may hang on a root of any kind
            # ("The answer, the group said, would be to ...": realize_verbatim_medial), which
            # checks every word's place too.  An opening phrase said last is moved so after a
            # copular or existential root that is the parse's own ("There were 6.5 million
            # high-tech jobs in the United States in 2001.", realize_verbatim_closing).
            return self.verbatim_alternative(top)
        if top.concept in COORDINATIONS or top.parent is not None:
            raise RealizationRefused("variant not used")
        up = None if self.parse_root(top) else next(
            (e for e in top.edges if self.is_refocus_edge(top, e)), None)
        if up is None and self.is_clause(top) and is_frame(top.concept) \
                and self.const(top, ":mode") is None:
            return self.root_alternative(top)
        if up is not None and self.variant == "adjunct-cleft":
            return self.sentence(top)  # a fronted place or time becomes a cleft (fronted_topic)
        if up is not None and self.variant == "pseudo-cleft":
            return self.noun_pseudo_cleft(top, up)
        if up is not None and self.variant == "one-cleft":
            return self.one_cleft(top, up)
        raise RealizationRefused("variant not used")

    # -- the root clause -------------------------------------------------------------------

    def root_alternative(self, top: Node) -> tuple[str, str]:
        if not self.reuse_top:
            # A clause that was not the parse's root ("The coalition was backed by Muslim
            # tribal leader who rebel gunmen also assassinated ..."): its old root is
            # already inside a relative clause, no place to rebuild it again.
            raise RealizationRefused("variant not used")
        if self.variant in ("reporting-last", "pseudo-cleft"):
            return self.reported(top)
        if self.variant in ("fronted-adjunct", "adjunct-cleft"):
            return self.root_adjunct(top)
        if self.variant == "voice":
            return self.root_voice(top)
        if self.variant is not None and self.variant.startswith("verbatim-"):
            return self.verbatim_alternative(top)  # (see realize_verbatim_alternatives)
        raise RealizationRefused("variant not used")

    def reported(self, top: Node, speaker: Node | None = None,
                 up: Edge | None = None) -> tuple[str, str]:
        """"X, officials said." or "What officials said was that X." from "Officials said X";
        ``speaker`` (reached by ``up``) when the reporting verb is not the top but the
        focus speaker's old root."""
        if speaker is None:
            edge = self.edge_to(top, ":ARG0")
            speaker = edge.target if edge is not None and isinstance(edge.target, Node) else None
        said = self.edge_to(top, ":ARG1")
        if stem(top.concept) not in QUOTING | COGNITION or speaker is None or said is None \
                or not isinstance(said.target, Node) or not self.is_clause(said.target) \
                or said.target.concept in ("contrast-01", "multi-sentence") \
                or said.target.concept in MODALS or self.const(top, ":polarity") == "-" \
                or any(e.role not in (":ARG0", ":ARG1", ":time", ":location", ":mod")
                       for e in top.edges):
            # (Not "What those two witnesses say but they claimed he did it ... is that":
            # a clause hung on the reporting verb cannot go with it.)
            raise RealizationRefused("no reporting clause to move")
        content = said.target
        if self.source is not None and infinitive_content(self.source, content):
            # "Lapidus expects foreign brands' sales to be up": no clause to report
            # (realize_infinitive_contents)
            raise RealizationRefused("what was expected is an infinitive, no clause")
        if speaker.concept == "it":
            raise RealizationRefused("'what it said' has no one to say it")
        if any(self.is_refocus_edge(content, e) for e in content.edges):
            raise RealizationRefused("no reporting clause to move")
        if self.quote_spans() or self.quotation_focus(top) is not None:
            # Rebuilt, a quotation loses its words ("It remains to be seen the revenue
            # recovery will be short-, James Sprayregen said"): it keeps its own order.
            raise RealizationRefused("a quotation keeps its own order")
        self.done.clear()
        self.reserved.add(top.var)
        subject = self.np(speaker, "subj", skip={id(up)}) if up is not None else None
        if subject is not None and up is not None:
            self.refuse_shortened(speaker, up, subject.text)
        self.done.add(content.var)
        reporting = self.clause(top, gap=":ARG1", skip={id(said)}, subject=subject)
        self.done.discard(content.var)
        body = self.clause(content)
        if not reporting or not body or " " not in reporting.strip():
            raise RealizationRefused("no reporting clause to move")
        self.variant_used = True
        # The source's opening adverb stays first: "Indeed, what prior defense filings said
        # was that ...", not "What indeed, prior defense filings said was that ...".
        opener, reporting = self.opening_adverb(reporting)
        opener = f"{opener}, " if opener else ""
        if self.variant == "reporting-last":
            if stem(top.concept) not in QUOTING:
                raise RealizationRefused("only a verb of saying follows what was said")
            return f"{opener}{body}, {reporting}", "reporting-last"
        past = self.framed_in_past(top)
        return f"{opener}what {reporting} {PAST_BE[past]} that {body}", "pseudo-cleft"

    def root_voice(self, top: Node) -> tuple[str, str]:
        """"The rock was observed by the Lincoln program" from the active root clause, and
        the active from the passive (a verb with no third argument: not "Plans were set for
        a centre by agreements ... in motion")."""
        agent, patient = self.edge_to(top, ":ARG0"), self.edge_to(top, ":ARG1")
        if agent is None or not self.two_place(top) or patient is None or not isinstance(patient.target, Node) \
                or not isinstance(agent.target, Node) or self.is_clause(patient.target) \
                or not self.transitive(top.concept) \
                or stem(top.concept) in ("do", "be", "get", "make") or stem(top.concept) in NO_PASSIVE \
                or is_adjective_frame(top.concept) or top.concept in MODALS \
                or patient.target.concept in ("it", "this", "that") or self.quote_spans() \
                or stem(top.concept) in QUOTING | COGNITION \
                or agent.target.concept in PRONOUNS \
                or any(is_inverted(e.role) for e in top.edges):
            raise RealizationRefused("no object to make the subject")
        self.refuse_shortened(agent.target, agent, "")  # "Kevin Rollins, Dell's president, ..."
        if self.be_before(top):  # said in the passive: the active
            self.variant_used = True
            return self.clause(top), "active"
        refuse_idiom_passive(top.concept, patient.target)  # "The day was finished by the Dow"
        refuse_time_passive(patient.target, agent.target)  # "An average of 46 months was lived by"
        text = self.clause(top, passive=True)
        if " by " not in text:
            raise RealizationRefused("the passive lost its agent")
        if self.source is not None:
            refuse_means_after_agent(top, agent.target, text, self.source.sentence)
        self.variant_used = True
        return text, "passive"

    # -- a participant focus ---------------------------------------------------------------

    def noun_pseudo_cleft(self, top: Node, up: Edge) -> tuple[str, str]:
        """"What the Marines shot was an attacker ..." for an object focus, "What Cindy Cohn
        said was that ..." for a speaker focus; "The ones who observed it were ..." never
        (refused): only a thing done or said is pseudo-clefted."""
        top, up = self.entity(top, up)
        parent = up.target
        assert isinstance(parent, Node)
        role = base_role(up.role)
        if role == ":ARG0" and self.is_clause(parent) and not any(
                self.is_refocus_edge(parent, e) for e in parent.edges):
            return self.reported(parent, top, up)
        if role != ":ARG1" or not self.is_clause(parent) or not self.two_place(parent) or not is_frame(parent.concept) \
                or is_adjective_frame(parent.concept) or parent.concept in MODALS \
                or self.edge_to(parent, ":ARG0") is None or is_human(top.concept) \
                or self.passive_in_source(parent) or not self.transitive(parent.concept) \
                or self.is_clause(top) or any(self.is_refocus_edge(parent, e) for e in parent.edges) \
                or stem(parent.concept) in ("do", "have", "be", "get", "make", "include"):
            raise RealizationRefused("no object to pseudo-cleft")
        self.reserved.add(parent.var)
        thing = self.np(top, "obj", skip={id(up)})
        if not thing.text or thing.text.split(" ", 1)[0].lower() in ("which", "who", "that"):
            raise RealizationRefused("no object to pseudo-cleft")
        body = self.clause(parent, gap=":ARG1")
        if not body or body.split(" ", 1)[0].lower() in ("which", "who", "that") \
                or RELATIVE_WORD.search(body):
            # "What the American troops that have been attacked ... also defend is ..."
            raise RealizationRefused("no object to pseudo-cleft")
        past = self.framed_in_past(parent)
        be = ("were" if past else "are") if thing.plural else PAST_BE[past]
        self.variant_used = True
        return f"what {body} {be} {thing.text}", "pseudo-cleft"
