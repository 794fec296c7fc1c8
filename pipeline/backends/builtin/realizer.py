"""The built-in AMR-to-English realizer, with focus-first constructions.

``realize(graph)`` reads the graph from its top (its focus) down, as penman lays
it out: the top becomes the head of the sentence, and the edges a refocusing
inverted on the way up become the constructions a neural generator tends to
produce for a new focus (a parenthetical old root, a passive for an ARG1
focus, a cleft or existential for a noun, a fronted purpose or condition).

Parsed graphs carry ``::tok`` and ``~e.N`` alignments: any subtree whose nodes
still cover a clean stretch of the source is read back as that stretch, and
single words keep their source forms (tense, number, determiners).  Gold
graphs without alignments are realized from their concepts alone.

>>> import penman
>>> r = realize(penman.decode('(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))'))
>>> r.text, r.construction
('The boy wanted to go.', 'declarative')
>>> realize(penman.decode('(s / sleep-01 :polarity - :ARG0 (i / i))')).text
'I did not sleep.'
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

import penman

from pipeline.backends.builtin.morphology import Tense
from pipeline.backends.builtin.parse_coverage import KEY as UNPARSED_KEY
from pipeline.backends.builtin.realize_agent_place import agent_after_clause
from pipeline.backends.builtin.realize_agreement import Agreement
from pipeline.backends.builtin.realize_alternatives import VARIANTS, Alternatives
from pipeline.backends.builtin.realize_amount_order import lone_amount_focus
from pipeline.backends.builtin.realize_appositions import apposition_holding
from pipeline.backends.builtin.realize_base import (
    NP,
    RealizationRefused,
    RealizerBase,
    stem,
)
from pipeline.backends.builtin.realize_clause import Clauses
from pipeline.backends.builtin.realize_cleft_subject_verbs import clefted_finite_verb
from pipeline.backends.builtin.realize_closing_commas import source_commas
from pipeline.backends.builtin.realize_common_np import CommonNouns
from pipeline.backends.builtin.realize_complements import Complements
from pipeline.backends.builtin.realize_contact_relatives import ContactRelatives
from pipeline.backends.builtin.realize_dash_asides import refuse_broken_dash_aside
from pipeline.backends.builtin.realize_dropped_dash_asides import restored_dash_aside
from pipeline.backends.builtin.realize_event_words import EventWords
from pipeline.backends.builtin.realize_fronted_coordinations import joined_fronted_verbs
from pipeline.backends.builtin.realize_gapped_conjuncts import refuse_split_shared_circumstance
from pipeline.backends.builtin.realize_gerund_agents import GerundAgents
from pipeline.backends.builtin.realize_gerund_subjects import GerundSubjects
from pipeline.backends.builtin.realize_guards import SentenceGuards
from pipeline.backends.builtin.realize_lead_prepositions import refuse_inserted_lead_preposition
from pipeline.backends.builtin.realize_member_clauses import member_alternatives
from pipeline.backends.builtin.realize_member_foci import member_focus
from pipeline.backends.builtin.realize_modifier_order import ModifierOrder
from pipeline.backends.builtin.realize_modifiers import Modifiers
from pipeline.backends.builtin.realize_np import NounPhrases
from pipeline.backends.builtin.realize_opening_conjunctions import with_opening_conjunction
from pipeline.backends.builtin.realize_opening_connective import (
    CONNECTIVE_VARIANTS,
    clause_after_connective,
)
from pipeline.backends.builtin.realize_particles import particle_after_agent
from pipeline.backends.builtin.realize_passive_possessives import possessive_in_passive_subject
from pipeline.backends.builtin.realize_past_participles import PastParticiples
from pipeline.backends.builtin.realize_predicates import Predicates
from pipeline.backends.builtin.realize_quantities import QuantitiesAndDates
from pipeline.backends.builtin.realize_quote_restore import requoted
from pipeline.backends.builtin.realize_quote_speaker_first import speaker_first_offer
from pipeline.backends.builtin.realize_quotes import Quotations
from pipeline.backends.builtin.realize_refocused_top import RefocusedTop
from pipeline.backends.builtin.realize_relative_conjuncts import RelativeConjuncts
from pipeline.backends.builtin.realize_report_tails import report_tail_after_verb
from pipeline.backends.builtin.realize_role_openers import role_opener_moved
from pipeline.backends.builtin.realize_root_fallback import comparable_words, verbatim_stand_ins
from pipeline.backends.builtin.realize_scope_faults import (
    refuse_article_before_other,
    refuse_unlicensed_polarity,
)
from pipeline.backends.builtin.realize_sentence_finish import SentenceFinish
from pipeline.backends.builtin.realize_shared_perfects import shared_perfect
from pipeline.backends.builtin.realize_source import SourceReuse
from pipeline.backends.builtin.realize_source_readings import SourceReadings
from pipeline.backends.builtin.realize_source_words import SourceWords
from pipeline.backends.builtin.realize_speaker_first import speaker_named_first
from pipeline.backends.builtin.realize_text_checks import text_fault
from pipeline.backends.builtin.realize_time_places import TimePlaces
from pipeline.backends.builtin.realize_tree import (
    Const,
    Edge,
    Node,
    Source,
    build_tree,
    is_inverted,
)
from pipeline.backends.builtin.realize_verbs import VerbGroups
from pipeline.backends.builtin.realize_words import (
    MEASURE_SUFFIXES,
    SPEECH,
)

__all__ = ["Realization", "realize"]


log = logging.getLogger(__name__)

_DEGREE_WORDS = frozenset(["too", "so", "much", "very"])  # "more" in "smaller" is its host


@dataclass(frozen=True)
class _Layout:
    """What every realization of one graph reads and none changes: its layout tree, the
    tree's nodes by variable, and its source sentence (built once for a graph and its
    alternatives: laying out the tree was a third of the time of a realization)."""

    tree: Node
    nodes: dict[str, Node]
    source: Source | None

    @classmethod
    def of(cls, graph: penman.Graph) -> _Layout:
        tree = build_tree(graph)
        return cls(tree, {n.var: n for n in tree.walk()}, Source.from_graph(graph, tree))


@dataclass(frozen=True)
class Realization:
    """A generated sentence and the construction that shaped it; ``alternatives`` (when
    asked for) are the graph's other constructions, ``(text, construction)``, best first.
    A text the checks of realize_text_checks refused is kept in ``refused_text`` beside
    the ``refusal`` (empty for a refusal that never had a text), so that what the checks
    throw away can be read (``bench_snapshot write --refused-texts``)."""

    text: str
    construction: str | None
    refusal: str | None = None
    alternatives: tuple[tuple[str, str | None], ...] = ()
    refused_text: str = ""


class _Realizer(RefocusedTop, SentenceFinish, SentenceGuards, Alternatives, Quotations, Clauses,
                Complements, Predicates, Modifiers, NounPhrases, CommonNouns, QuantitiesAndDates,
                TimePlaces, VerbGroups, SourceReuse, SourceWords, SourceReadings, Agreement,
                RelativeConjuncts, ModifierOrder, GerundSubjects, GerundAgents, PastParticiples,
                ContactRelatives, EventWords, RealizerBase):
    """One realization: the grammar mixins over the shared state of :class:`RealizerBase`."""

    def __init__(self, layout: _Layout, *, reuse_top: bool | None = None,
                 variant: str | None = None) -> None:
        self.variant = variant
        self.tree, self.nodes, self.source = layout.tree, layout.nodes, layout.source
        self.done: set[str] = set()
        self.quoted: set[str] = set()  # said as the words of a source quotation
        self.matches: dict[str, bool] = {}
        self.modifier_focus: Edge | None = None
        self.reserved: set[str] = set()
        self.overrides: dict[str, NP] = {}  # a node's phrase, built already with its focus  # said later in full: earlier mentions are pronouns
        self.final_mark = ""  # the source's own end mark, when the sentence is read back
        self.clauses: dict[str, bool] = {}
        self.subject_of: dict[str, str] = {}
        self.subject_before: dict[str, str | None] = {}
        self.subject_said: dict[str, str] = {}
        self.question = False
        self.openers: list[str] = []
        concepts = {n.concept for n in self.nodes.values()}
        # Dialogue (a "you", a question, an order) is in the present; narrative in the past.
        dialogue = bool(concepts & {"you", "amr-unknown"}) or any(
            isinstance(e.target, Const) and e.target.text in ("imperative", "interrogative")
            for n in self.nodes.values() for e in n.edges)
        if stem(self.tree.concept) in SPEECH:
            dialogue = False  # what is said goes between quotes, in its own present
        self.default_tense: Tense = "present" if dialogue else "past"
        if reuse_top is None:
            reuse_top = self.source is not None and not self.looks_refocused()
        self.reuse_top = reuse_top

    def run(self) -> Realization:
        top = self.tree
        if top.concept in _DEGREE_WORDS and top.parent is None and self.source is not None \
                and any(is_inverted(e.role) for e in top.edges):
            # "..., Cindy Cohn said was too.", "It was the much leeway that ...": the degree
            # of a graded word ("too much leeway") cannot be said apart from it.
            raise RealizationRefused(f"a degree word ({top.concept!r}) cannot be the focus")
        if self.source is not None and top.parent is None:
            fault = lone_amount_focus(top)  # "After shortly and midday, shares ..."
            if fault is not None:
                raise RealizationRefused(fault)
        if top.concept == "now" and not top.align and self.source is not None \
                and any(e.role == ":op1-of" for e in top.edges):
            # "Now, the same period that sales rose in was four years before.": the "now" of
            # the parser's "ago" (before :op1 now) is no word of the source
            raise RealizationRefused("the 'now' of 'ago' cannot be the focus")
        if self.source is not None and apposition_holding(top, self.source.tokens) is not None:
            # "Kevin Rollins, who left the company, is something of Dell.": see
            # realize_appositions.
            raise RealizationRefused("a focus inside an apposition would take the "
                                     "description apart")
        if top.concept == "multi-sentence":
            parts, kinds = [], []
            for edge in top.edges:
                if isinstance(edge.target, Node):
                    text, kind = self.sentence(edge.target)
                    parts.append(self.finish(text, edge.target))
                    kinds.append(kind)
            return Realization(" ".join(p for p in parts if p),
                               "multi-sentence" if len(set(kinds)) != 1 else kinds[0])
        if self.variant is not None:
            text, kind = self.alternative(top)
            if not self.variant_used:
                raise RealizationRefused("variant not used")
        else:
            text, kind = self.sentence(top)
        if self.openers and kind != "source-order":
            text = ", ".join([*self.openers, text])
        if kind != "source-order" and self.source is not None:
            # "But it was Lansdowne that said ..." for "But Cruz resembled ..., Lansdowne
            # said": see realize_opening_conjunctions
            text = with_opening_conjunction(text, self.source.tokens, {
                i for n in self.nodes.values() if n.concept != "contrast-01" for i in n.align})
            text = source_commas(text, self.source.sentence)  # see realize_closing_commas
            text = speaker_named_first(text, self.source.tokens)  # "X was ..., he said"
            # "the company that said in a statement that revenue ...": realize_report_tails
            text = report_tail_after_verb(text, self.source.tokens)
            text = shared_perfect(text, self.source.tokens)  # "..., and it has affected"
            text = joined_fronted_verbs(text, self.source.tokens)  # "As it struggled and failed"
        self.refuse_misplaced_quotation(text, kind)
        if kind != "source-order" and self.source is not None:
            self.refuse_inside_list_member(top)  # (after the refusals that say more)
        if kind == "passive":
            self.refuse_pronoun_agent(text)
            if self.source is not None and not any(
                    n.concept == "amr-unknown" for n in self.nodes.values()):
                # "Their push was renewed by House Democrats": see realize_passive_possessives
                # (a question is refused as one, in text_fault)
                fault = possessive_in_passive_subject(top, self.target_node, self.source.tokens)
                if fault is not None:
                    raise RealizationRefused(fault)
            if re.search(r", (?:\w+ly )?(?:saying|adding|noting|telling|explaining)\b", text):
                # "His attorneys were hugged by the 60-year-old millionaire, saying: 'Thank
                # you so much.'": the speaker's participle now hangs on the passive's subject
                raise RealizationRefused("a passive would leave a speaker's participle dangling")
            if particle_after_agent(text):
                raise RealizationRefused("a passive would say the verb's particle after its agent")
            if self.source is not None and agent_after_clause(text, self.source.sentence):
                raise RealizationRefused("a passive's agent would follow a clause of its own")
        if kind != "source-order" and self.contrastive_not():
            # "This will be a marathon, not a sprint" parsed as (marathon :polarity -) and said
            # "This will not be a marathon"; "..., not because Rosenbaum was jewish" as "because
            # Rosenbaum was not jewish": the parse hangs the negation on the wrong phrase.
            raise RealizationRefused("a contrastive 'not' the parse cannot place")
        if kind != "source-order":
            self.refuse_misread_shared_subject(text)
            self.refuse_doubled_participant(top, text)
            self.refuse_attribution_before_verb(text)
            if self.source is not None:
                text = restored_dash_aside(text, self.source.sentence)  # lost by the parse
                refuse_broken_dash_aside(text, self.source.sentence)  # "-- a $408 dip" as ", $408"
                refuse_split_shared_circumstance(text, self.source.sentence)  # "dozens injured"
                refuse_unlicensed_polarity(text, self.source.sentence)  # "anything wrong, X denied"
                refuse_article_before_other(text, self.source.sentence)  # "a other procedures"
                refuse_inserted_lead_preposition(text, self.source.sentence, kind)  # "At three times"
                fault = role_opener_moved(text, self.source.tokens) \
                    or clefted_finite_verb(text, self.source.tokens, self.source.finite)
                if fault is not None:  # "As a teen, it was ...", "It is Hoy confirmed ... that"
                    raise RealizationRefused(fault)
        self.refuse_lost_connective(text)
        self.refuse_finite_gerund(text)
        self.refuse_agentless_gerund(text)
        self.refuse_lost_old_root(text)
        self.refuse_inner_connective(text)
        self.refuse_double_modal(text)
        self.refuse_relative_after_attribution(text)
        self.refuse_finite_reduced_relative(text)
        self.refuse_active_past_participle(text)
        self.refuse_participle_made_doers_verb(text)
        self.refuse_split_contact_relative(text)
        self.refuse_split_noun_infinitive(text)
        self.refuse_through_reduced_relative(kind)
        if not text.strip():
            self.done.clear()
            self.reserved.clear()
            text, kind = self.np(top, "subj").text, "fragment"
        return Realization(self.finish(text, top), kind)


def realize(graph: penman.Graph, *, reuse_top: bool | None = None,
            alternatives: bool = False, variant: str | None = None) -> Realization:
    """English for ``graph``, read from its top, or a refusal.

    ``reuse_top``: whether a graph whose top is still its original root may be
    read back as its whole source sentence (default: yes when aligned).
    ``alternatives``: also say the graph in the other constructions of
    :data:`~pipeline.backends.builtin.realize_alternatives.VARIANTS`; each passes the
    same refusals.
    ``variant``: say it in that one construction only (or refuse).

    A graph the rules cannot say well for its focus comes back with no text, no
    construction and the reason in ``refusal``: a refused focus is better than a
    broken paraphrase.  A bug in the rules raises.

    >>> r = realize(penman.decode('(a / and)'))
    >>> r.text, r.construction, r.refusal
    ('', None, 'nothing to say for this focus')
    """
    # (laid out on first use, inside each realization's own handling of a too-deep graph)
    laid_out = functools.cache(lambda: _Layout.of(graph))
    result = _realize_once(graph, laid_out, reuse_top, variant)
    if alternatives and result.text:
        result = replace(result, alternatives=_alternatives(graph, laid_out, result))
    elif alternatives and variant is None and reuse_top is None:
        # (see realize_root_fallback)
        source = laid_out().source
        stand_ins = verbatim_stand_ins(
            laid_out().tree, lambda other: _realize_once(graph, laid_out, None, other),
            graph.metadata.get("tok", "").split(), source.root if source is not None else None) \
            or _connective_alternatives(graph, set(), read_whole=True) \
            or member_alternatives(graph, _member_sayer, set()) \
            or member_focus(graph, _member_sayer)
        if stand_ins:
            result = Realization(*stand_ins[0], None, tuple(stand_ins[1:]))
    if alternatives and variant is None and reuse_top is None:
        offer = speaker_first_offer(laid_out().tree, laid_out().source,
                                    [result.text, *(text for text, _ in result.alternatives)])
        if offer is not None:  # (see realize_quote_speaker_first)
            result = replace(result, alternatives=(offer, *result.alternatives)) \
                if result.text else Realization(*offer)
    return result


def _alternatives(graph: penman.Graph, laid_out: Callable[[], _Layout],
                  primary: Realization) -> tuple[tuple[str, str | None], ...]:
    """The graph's other realizations that pass every refusal, each saying something else
    than ``primary`` and than each other, best first."""
    seen = {comparable_words(primary.text)}
    out: list[tuple[str, str | None]] = []
    # (Not the sentence rebuilt without reading the source back: read, it was often
    # worse than the source, "... a new message that that this was new Louisiana ...".)
    for alt in (_realize_once(graph, laid_out, None, variant) for variant in VARIANTS):
        key = comparable_words(alt.text)
        if alt.text and key not in seen:
            seen.add(key)
            out.append((alt.text, alt.construction))
    if not out:
        out.extend(_connective_alternatives(graph, seen))
    out.extend(member_alternatives(graph, _member_sayer, seen))  # (realize_member_clauses)
    return tuple(out)


def _member_sayer(inner: penman.Graph) -> Callable[[str | None], Realization]:
    """The function that says ``inner``, one clause of a coordination, in one variant."""
    laid_out = functools.cache(lambda: _Layout.of(inner))
    return lambda variant: _realize_once(inner, laid_out, None, variant)


def _connective_alternatives(graph: penman.Graph, seen: set[str],
                             read_whole: bool = False) -> list[tuple[str, str | None]]:
    """"But he added group performance would improve ...": the alternatives of the clause
    under the source's opening "But" or "And", that word put back first (see
    realize_opening_connective), each saying something else than ``seen`` (which it
    grows); none for another graph.  Also what stands in for such a root whose own reading
    was refused ("But Adora Obi Nweze, the NAACP state president, said ...", the
    connective's graph refused as a whole): there (``read_whole``) only where the parse
    kept every word of the sentence ("But it was butterflies that exposed to an earlier
    light cycle, from 1am to 1pm, orientated themselves ...": "1pm" dropped, "exposed" read
    as the verb)."""
    inner = clause_after_connective(graph)
    if inner is None:
        return []
    out: list[tuple[str, str | None]] = []
    tokens = graph.metadata["tok"].split()
    inner_laid = functools.cache(lambda: _Layout.of(inner))
    if read_whole and graph.metadata.get(UNPARSED_KEY):
        return []
    for alt in (_realize_once(inner, inner_laid, None, variant)
                for variant in CONNECTIVE_VARIANTS):
        text = with_opening_conjunction(alt.text, tokens, set())
        key = comparable_words(text)
        if alt.text and key not in seen:
            seen.add(key)
            out.append((text, alt.construction))
    return out


def _realize_once(graph: penman.Graph, laid_out: Callable[[], _Layout], reuse_top: bool | None,
                  variant: str | None) -> Realization:
    top_concept = next((str(i.target) for i in graph.instances() if i.source == graph.top), "")
    if top_concept.endswith(MEASURE_SUFFIXES) and any(a.source == graph.top and a.role == ":quant"
                                               for a in graph.attributes()):
        # (m / mile-long :quant 20) read as the focus: "From 20 mile-longs Disraeli Fjord,
        # all of the fresh water poured out", "From 76 year-olds dam, the water poured out"
        return Realization("", None, "a measure adjective cannot lead the sentence")
    try:
        realizer = _Realizer(laid_out(), reuse_top=reuse_top, variant=variant)
        result = realizer.run()
    except RecursionError:
        # Deeply nested graphs (long chains of relative clauses) exceed Python's stack.
        return Realization("", None, "graph too deeply nested to realize")
    except RealizationRefused as exc:
        return Realization("", None, str(exc))
    fault = text_fault(graph, result, realizer.source)
    if fault is not None:
        return Realization("", None, fault, refused_text=result.text)
    if realizer.source is not None and result.text:
        # the source's quoted phrases said word for word keep their marks, put back once the
        # checks, which read the text as the graph said it, have passed it (realize_quote_restore)
        result = replace(result, text=requoted(result.text, realizer.source.tokens))
    return result
