"""The checks on a finished sentence rebuilt for a new focus that compare it with its
source's words, run in order until one finds a fault: a word the focus's sentence left
unsaid, then the checks of the realize_said_*.py modules and of the other modules that
read a finished text against the source.

Split from realizer.py (the realization's entry point and its run): this is the one list
of those checks, with its imports of every module that holds one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import penman

from pipeline.backends.builtin.realize_article_words import (
    a_before_vowel,
    article_before_word,
    cleft_without_article,
    fronted_without_article,
    owned_existential,
)
from pipeline.backends.builtin.realize_cataphora import pronoun_before_its_noun
from pipeline.backends.builtin.realize_cleft_clauses import demonstrative_subject
from pipeline.backends.builtin.realize_cleft_pronouns import pronoun_before_speaker
from pipeline.backends.builtin.realize_fronted_complements import fronted_complement
from pipeline.backends.builtin.realize_modal_forms import modal_with_do
from pipeline.backends.builtin.realize_naming_participles import naming_turned_around
from pipeline.backends.builtin.realize_number_flips import flipped_number
from pipeline.backends.builtin.realize_opening_ages import opening_age_inside
from pipeline.backends.builtin.realize_opening_capitals import lowered_name_word
from pipeline.backends.builtin.realize_or_restatements import restatement_as_clause
from pipeline.backends.builtin.realize_participle_gerunds import (
    clause_said_as_passive_gerund,
    participle_said_as_gerund,
)
from pipeline.backends.builtin.realize_passive_participles import (
    naming_aside_as_clause,
    naming_participle_as_verb,
    participle_with_clause,
)
from pipeline.backends.builtin.realize_passive_pronouns import possessive_before_agent
from pipeline.backends.builtin.realize_quantifier_lists import quantifier_list_fault
from pipeline.backends.builtin.realize_quoted_titles import unquoted_title
from pipeline.backends.builtin.realize_quoted_words import altered_quotation
from pipeline.backends.builtin.realize_relative_antecedents import relative_moved
from pipeline.backends.builtin.realize_relative_prepositions import (
    long_stranded_preposition,
    lost_relative_preposition,
    stranded_into_relative,
    stranded_result,
)
from pipeline.backends.builtin.realize_said import misread_source, unspoken_word
from pipeline.backends.builtin.realize_said_forms import misread_forms
from pipeline.backends.builtin.realize_said_hedges import hedge_inside_determiner
from pipeline.backends.builtin.realize_said_marks import broken_pair
from pipeline.backends.builtin.realize_said_order import swapped_comparison
from pipeline.backends.builtin.realize_said_phrases import misread_phrase
from pipeline.backends.builtin.realize_said_rebuilt import misread_rebuilt
from pipeline.backends.builtin.realize_said_wording import misread_wording
from pipeline.backends.builtin.realize_split_degrees import degree_after_adverb
from pipeline.backends.builtin.realize_split_phrases import split_source_phrase
from pipeline.backends.builtin.realize_stacked_openers import stacked_opener
from pipeline.backends.builtin.realize_stacked_times import stacked_times
from pipeline.backends.builtin.realize_stray_pronouns import stray_final_it

if TYPE_CHECKING:
    from pipeline.backends.builtin.realizer import Realization


def misread(graph: penman.Graph, result: Realization, tokens: Sequence[str]) -> str | None:
    """Why ``result``, a sentence rebuilt for a new focus, says its source (``tokens``)
    wrongly, by the first of the checks on finished text that finds a fault."""
    unspoken = unspoken_word(graph, result.text, tokens)
    if unspoken is not None:
        # "I hate most prostitutes, and ..." for "I picked prostitutes as my victims
        # because I hate most prostitutes and ...": the focus's sentence left a clause out
        return f"the source's {unspoken!r} is not said"
    return misread_source(result.text, tokens) \
        or misread_rebuilt(graph, result.text, result.construction, tokens) \
        or swapped_comparison(result.text, tokens) \
        or broken_pair(result.text, tokens) \
        or misread_wording(result.text, tokens) \
        or misread_phrase(result.text, result.construction, tokens) \
        or misread_forms(result.text, tokens) \
        or altered_quotation(result.text, tokens) \
        or unquoted_title(result.text, tokens) \
        or hedge_inside_determiner(result.text) \
        or pronoun_before_its_noun(result.text, tokens) \
        or pronoun_before_speaker(result.text, result.construction, tokens) \
        or demonstrative_subject(graph, result.text, result.construction) \
        or stray_final_it(result.text, tokens) \
        or possessive_before_agent(result.text, result.construction, tokens) \
        or article_before_word(result.text, tokens) \
        or cleft_without_article(result.text, tokens) \
        or fronted_without_article(result.text, tokens) \
        or a_before_vowel(result.text, tokens) \
        or flipped_number(result.text, tokens) \
        or relative_moved(result.text, tokens) \
        or lowered_name_word(result.text, tokens) \
        or owned_existential(result.text, result.construction) \
        or lost_relative_preposition(result.text, tokens) \
        or long_stranded_preposition(result.text, tokens) \
        or stranded_into_relative(result.text, tokens) \
        or stranded_result(result.text, tokens) \
        or fronted_complement(result.text, tokens) \
        or stacked_times(result.text, tokens) \
        or stacked_opener(result.text, tokens) \
        or modal_with_do(result.text, tokens) \
        or naming_turned_around(graph, result.text, tokens) \
        or participle_said_as_gerund(result.text, tokens) \
        or clause_said_as_passive_gerund(result.text, tokens) \
        or participle_with_clause(result.text, tokens) \
        or naming_participle_as_verb(result.text, tokens) \
        or naming_aside_as_clause(result.text, tokens) \
        or restatement_as_clause(result.text, tokens) \
        or degree_after_adverb(result.text, tokens) \
        or opening_age_inside(result.text, tokens) \
        or quantifier_list_fault(result.text, tokens) \
        or split_source_phrase(result.text, tokens)
