"""Shared state and helpers of the parser's rules; the grammar lives in the mixins.

:class:`Context` is what a clause inherits from the one that embeds it;
:class:`ConverterBase` holds one sentence's state (:class:`ConverterState`), sends a token to
its grammar (:meth:`ConverterBase.token`: a clause, an adjective, an adverb, a noun phrase)
and declares the methods the mixins implement (parse_clauses, parse_modifiers,
parse_adjectives, parse_prep_phrases, parse_nominals, parse_entity_nodes, parse_sentence,
parse_coordination), which :mod:`parse_rules` combines into its converter.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pipeline.backends.builtin.lexicon import PropBankLexicon
from pipeline.backends.builtin.parse_entities import MONTHS, pronoun_concept
from pipeline.backends.builtin.parse_graph import Child, Const, GraphBuilder, Node, Ref, target
from pipeline.backends.builtin.parse_prepositions import inner_phrase
from pipeline.backends.builtin.parse_split_prepositions import out_of_object
from pipeline.backends.builtin.parse_words import PERSON_NOUNS, TIME_NOUNS

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

__all__ = ["Context", "ConverterBase", "ConverterState"]


@dataclass(frozen=True)
class Context:
    """What a clause inherits from the one that embeds it."""

    subject: Child | None = None  # the controller of an infinitive / shared subject
    bindings: tuple[tuple[int, Node], ...] = ()  # relativizer token -> head noun
    question: bool = False

    def bound(self, index: int) -> Node | None:
        for i, node in self.bindings:
            if i == index:
                return node
        return None


@dataclass
class ConverterState:
    """What the conversion of one sentence keeps; pronoun coreference is pooled per sentence."""

    lex: PropBankLexicon
    builder: GraphBuilder
    pronouns: dict[str, Node] = field(default_factory=dict)
    entity_of: dict[int, Span] = field(default_factory=dict)
    consumed: set[int] = field(default_factory=set)
    _kids: dict[int, list[Token]] = field(default_factory=dict)
    mentions: list[tuple[int, Node, str]] = field(default_factory=list)
    cause_leads: dict[int, int] = field(default_factory=dict)  # id(reason node) -> "because"/"due"


class ConverterBase(ConverterState):
    """The shared state, the dispatch of a token to its grammar (:meth:`token`) and the small
    helpers every grammar mixin calls."""

    # Implemented by the grammar mixins (parse_*.py); declared here so that each mixin
    # type-checks on its own.
    adjective: Callable[..., Node]
    _adverb: Callable[..., None]
    adverb_node: Callable[..., Child | None]
    _adverbial_clause: Callable[..., None]
    amount: Callable[..., Node | None]
    amount_range: Callable[..., Node | None]
    number_pair_node: Callable[..., Node | None]
    clause: Callable[..., Child | None]
    coordination: Callable[..., Child | None]
    entity: Callable[..., Node | None]
    _imperative: Callable[..., bool]
    _mark_imperative: Callable[..., None]
    _modifier: Callable[..., None]
    _negate: Callable[..., None]
    nominal: Callable[..., Child | None]
    noun_adjective: Callable[..., None]
    _noun_modifier: Callable[..., None]
    _noun_prep: Callable[..., None]
    _number: Callable[..., None]
    _preposition: Callable[..., None]
    predicate_adjectives: Callable[..., Node]
    pronoun: Callable[..., Child]
    _relative: Callable[..., None]
    relative_conjuncts: Callable[..., None]
    _subject_of: Callable[..., Child | None]
    _subject_predicative: Callable[..., bool]
    _subjectless_gerund_adjunct: Callable[..., bool]
    _wrap_modals: Callable[..., Node]
    copula: Callable[..., Child | None]
    _shared_surname: Callable[..., Node | None]

    # -- dispatch --------------------------------------------------------------

    def _node(self, concept: str, align: int | None) -> Node:
        return self.builder.node(concept, align)

    def _as_node(self, child: Child | None, align: int | None = None) -> Node:
        """A node for ``child`` where a node is needed: a bare number becomes thing :quant N."""
        node = target(child) if child is not None else None
        if node is not None:
            return node
        if isinstance(child, Const):
            thing = self._node("thing", child.align)
            thing.add(":quant", child)
            return thing
        return self._node("thing", align)

    def token(self, tok: Token, ctx: Context, coordinated: bool = True) -> Child | None:
        """The AMR of ``tok``'s phrase (a node, a reference, or nothing for function words)."""
        bound = ctx.bound(tok.i)
        if bound is not None:
            return Ref(bound)
        if coordinated:
            conjuncts = self._conjuncts(tok)
            if len(conjuncts) > 1:
                return self.coordination(tok, conjuncts, ctx)
        if tok.pos_ in ("VERB", "AUX") or (tok.dep_ in ("ROOT", "ccomp", "advcl", "relcl",
                                                        "xcomp", "conj", "csubj")
                                           and self._is_clause(tok)):
            free = self._free_relative(tok, ctx)
            return free if free is not None else self.clause(tok, ctx)
        if tok.pos_ == "ADJ":
            return self.adjective(tok, ctx)
        if tok.pos_ == "ADV":
            return self.adverb_node(tok, ctx)
        return self.nominal(tok, ctx)

    def _free_relative(self, verb: Token, ctx: Context) -> Node | None:
        """ "what he said" outside a question: (t / thing :ARG1-of (s / say-01 :ARG0 he))."""
        if ctx.question or verb.dep_ == "relcl":
            return None
        what = next((c for c in self.kids(verb) if c.lower_ in ("what", "whatever")
                     and c.tag_ == "WP" and ctx.bound(c.i) is None), None)
        if what is None:
            return None
        thing = self._node("thing", what.i)
        self._relative(thing, verb, ctx, what)
        return thing

    def _is_clause(self, tok: Token) -> bool:
        return any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "cop", "csubj")
                   for c in self.kids(tok))

    def _conjuncts(self, tok: Token) -> list[Token]:
        out = [tok]
        for child in self.kids(tok):
            if child.dep_ == "conj":
                out.extend(self._conjuncts(child))
        return out

    # -- helpers ---------------------------------------------------------------

    def _is_time(self, tok: Token) -> bool:
        ent = self.entity_of.get(tok.i)
        return (ent is not None and ent.label_ in ("DATE", "TIME")) or tok.lemma_.lower() in \
            TIME_NOUNS or tok.lower_ in MONTHS

    def _amount(self, tok: Token) -> bool:
        """Whether ``tok`` heads a number phrase ("33 percent", "$2 billion", "five points")."""
        ent = self.entity_of.get(tok.i)
        return (ent is not None and ent.label_ in ("PERCENT", "MONEY", "QUANTITY")) \
            or any(c.dep_ == "nummod" for c in self.kids(tok))

    def _animate(self, tok: Token) -> bool:
        ent = self.entity_of.get(tok.i)
        concept = pronoun_concept(tok.lower_)
        return (ent is not None and ent.label_ == "PERSON") or (concept is not None
                                                                and concept != "it") \
            or tok.lemma_.lower() in PERSON_NOUNS or tok.lower_ in ("who", "whom")

    def kids(self, tok: Token) -> list[Token]:
        """``tok.children``, built once: spaCy makes new Token objects on every walk."""
        found = self._kids.get(tok.i)
        if found is None:
            found = self._kids[tok.i] = list(tok.children)
        return found

    def _infinitive(self, verb: Token) -> bool:
        return any(c.dep_ == "aux" and c.lower_ == "to" for c in self.kids(verb))

    def _attach(self, node: Node, role: str, tok: Token, ctx: Context) -> Child | None:
        child = self.token(tok, ctx)
        node.add(role, child)
        return child

    def _pobj(self, prep: Token) -> Token | None:
        # "due to illness": the object, not the "to" spaCy hangs on "due" as its pcomp
        kids = self.kids(prep)
        pcomp = next((c for c in kids if c.dep_ == "pcomp"), None)
        if pcomp is not None and pcomp.pos_ == "ADP":  # "due to falling rates": not (t / to)
            pcomp = next((c for c in self.kids(pcomp) if c.dep_ == "pobj"), None) or pcomp
        return next((c for c in kids if c.dep_ == "pobj"), None) or pcomp \
            or out_of_object(self, prep) or inner_phrase(self, prep)


def _ref(child: Child | None) -> Child | None:
    if child is None or isinstance(child, Const):
        return None
    node = target(child)
    return Ref(node) if node is not None else None
