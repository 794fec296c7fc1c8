"""Conversion rules: one spaCy sentence (dependency parse + entities) to an AMR tree.

The rules follow the AMR guidelines for the constructions the issue lists:
predicates with their numbered arguments by voice, copulas, negation, modals,
questions, coordination, relative clauses, infinitives, adverbial clauses,
prepositions, names, numbers, dates, pronouns with coreference, possessives,
demonstratives, degree adverbs.  Every node keeps the index of the token that
evoked it, which becomes its ``~e.N`` alignment.

:class:`SentenceConverter` converts one sentence; :func:`convert_sentence` is its
entry point.  The converter is assembled here from grammar mixins, each in its own
module over the shared state of :mod:`parse_base`: :mod:`parse_sentence` (the
sentence's top and mood), :mod:`parse_coordination`, :mod:`parse_clauses` (verbs,
voice, copulas, modals, negation), :mod:`parse_modifiers` (complements, adverbial
clauses, adverbs), :mod:`parse_adjectives`, :mod:`parse_prep_phrases`,
:mod:`parse_nominals` (nouns, pronouns, determiners, possessives, relative clauses)
and :mod:`parse_entity_nodes` (names, amounts, dates, numbers).  The word lists live
in :mod:`parse_words` so that the rules read as rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.lexicon import PropBankLexicon
from pipeline.backends.builtin.parse_adjective_lists import AdjectiveLists
from pipeline.backends.builtin.parse_adjectives import Adjectives
from pipeline.backends.builtin.parse_base import Context, ConverterBase
from pipeline.backends.builtin.parse_clauses import Clauses
from pipeline.backends.builtin.parse_coordination import Coordination
from pipeline.backends.builtin.parse_copulas import Copulas
from pipeline.backends.builtin.parse_date_adverbs import attach_date_adverbs
from pipeline.backends.builtin.parse_entity_nodes import EntityNodes
from pipeline.backends.builtin.parse_graph import GraphBuilder, Node
from pipeline.backends.builtin.parse_modifiers import Modifiers
from pipeline.backends.builtin.parse_nominals import Nominals
from pipeline.backends.builtin.parse_prep_phrases import PrepositionalPhrases
from pipeline.backends.builtin.parse_quantity_modifiers import (
    attach_quantity_modifiers,
    trim_date_measures,
)
from pipeline.backends.builtin.parse_ranges import Ranges
from pipeline.backends.builtin.parse_relative_conjuncts import RelativeConjuncts
from pipeline.backends.builtin.parse_sentence import Sentences

if TYPE_CHECKING:
    from spacy.tokens import Span

__all__ = ["Context", "SentenceConverter", "convert_sentence"]


class SentenceConverter(Sentences, Coordination, Clauses, Copulas, Modifiers, AdjectiveLists, Adjectives,
                        PrepositionalPhrases, Nominals, RelativeConjuncts, EntityNodes, Ranges,
                        ConverterBase):
    """Converts one sentence: the grammar mixins over the shared state and helpers of
    :class:`~pipeline.backends.builtin.parse_base.ConverterBase`."""


def convert_sentence(sent: Span, lex: PropBankLexicon, builder: GraphBuilder,
                     pronouns: dict[str, Node] | None = None) -> Node:
    """The AMR tree of one spaCy sentence; ``pronouns`` pools coreference across calls.

    >>> from pipeline.nlp import load_spacy
    >>> from pipeline.backends.builtin.lexicon import load_lexicon
    >>> builder = GraphBuilder()
    >>> doc = load_spacy()("He wanted to go home.")
    >>> print(builder.serialize(convert_sentence(next(doc.sents), load_lexicon(), builder)))
    (w / want-01~e.1 :ARG0 (h / he~e.0) :ARG1 (g / go-02~e.3 :ARG0 h :ARG4 (h2 / home~e.4)))
    """
    trim_date_measures(sent)  # "late November | about two weeks after being indicted"
    converter = SentenceConverter(lex, builder, pronouns if pronouns is not None else {})
    top = converter.convert(sent)
    attach_quantity_modifiers(top, sent, builder)  # "only four companies", "shortly after"
    attach_date_adverbs(top, sent, builder)  # "early on Saturday"
    return top
