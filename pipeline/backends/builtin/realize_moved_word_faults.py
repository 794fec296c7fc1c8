"""Rows of :data:`~pipeline.backends.builtin.realize_source_faults.SOURCE_FAULTS` that find
the source's words said in another place, where they attach to something else: a possessor
after another noun, an adverb inside a noun phrase or past its verb, an aside off the noun it
names, an opening phrase between verb and object, a count after its noun, a range torn
apart, a pronoun before the noun it stands for.  Each row's module says what it catches."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_adverbs_past_verb import adverb_after_its_verb
from pipeline.backends.builtin.realize_amount_order import amount_word_fault
from pipeline.backends.builtin.realize_as_comparisons import torn_as_comparison
from pipeline.backends.builtin.realize_capitalized_openers import opening_capital_moved
from pipeline.backends.builtin.realize_carried_complements import carried_complement
from pipeline.backends.builtin.realize_carried_times import carried_time
from pipeline.backends.builtin.realize_cleft_faults import predicate_before_noun
from pipeline.backends.builtin.realize_contrast_phrases import moved_contrast
from pipeline.backends.builtin.realize_currency_codes import trailing_currency_code
from pipeline.backends.builtin.realize_discourse_openers import buried_discourse_opener
from pipeline.backends.builtin.realize_fault_rows import SourceFault, on_words
from pipeline.backends.builtin.realize_hanging_words import (
    agent_after_report,
    clefted_floating_quantifier,
)
from pipeline.backends.builtin.realize_inner_adverbs import adverb_inside_phrase
from pipeline.backends.builtin.realize_inverted_counts import count_after_noun
from pipeline.backends.builtin.realize_list_relatives import relative_moved_into_list
from pipeline.backends.builtin.realize_lost_possessives import (
    moved_common_possessor,
    moved_possessor,
)
from pipeline.backends.builtin.realize_misplaced_words import pronoun_before_name, torn_partitive
from pipeline.backends.builtin.realize_modal_hedges import torn_modal_hedge
from pipeline.backends.builtin.realize_moved_adverbs import adverb_moved_to_end
from pipeline.backends.builtin.realize_moved_asides import moved_closing_aside
from pipeline.backends.builtin.realize_moved_first import passive_first_moved
from pipeline.backends.builtin.realize_naming_as_asides import moved_naming_aside
from pipeline.backends.builtin.realize_negative_speakers import negative_speaker_after
from pipeline.backends.builtin.realize_owners_after_amounts import owner_after_amount
from pipeline.backends.builtin.realize_passive_complements import passive_complement_misplaced
from pipeline.backends.builtin.realize_passive_pronoun_owners import pronoun_owner_moved_after_name
from pipeline.backends.builtin.realize_ranked_fronts import front_off_ranked_noun
from pipeline.backends.builtin.realize_report_reasons import reason_after_report
from pipeline.backends.builtin.realize_report_times import report_time_moved_into_clause
from pipeline.backends.builtin.realize_reversed_clauses import (
    pronoun_before_its_cause,
    pronoun_before_its_place,
)
from pipeline.backends.builtin.realize_reversed_conjuncts import pronoun_before_its_conjunct
from pipeline.backends.builtin.realize_said_hedges import hedge_apart_from_number
from pipeline.backends.builtin.realize_speaker_cataphora import speaker_pronoun_before_noun
from pipeline.backends.builtin.realize_split_phrasal_verbs import adverb_inside_phrasal_verb
from pipeline.backends.builtin.realize_stacked_tails import stacked_reporting_tails
from pipeline.backends.builtin.realize_stranded_heads import stranded_become, stranded_subordinator
from pipeline.backends.builtin.realize_stranded_relatives import relative_after_preposition
from pipeline.backends.builtin.realize_subject_times import time_in_passive_subject
from pipeline.backends.builtin.realize_told_hearers import hearer_before_bare_report
from pipeline.backends.builtin.realize_torn_amount_ranges import torn_amount_range
from pipeline.backends.builtin.realize_torn_clauses import (
    list_member_after_in,
    stranded_pronoun,
    stranded_to_infinitive,
)
from pipeline.backends.builtin.realize_torn_date_ranges import torn_date_range
from pipeline.backends.builtin.realize_torn_from_phrases import from_phrase_after_agent
from pipeline.backends.builtin.realize_torn_name_appositions import torn_name_apposition
from pipeline.backends.builtin.realize_torn_openers import (
    buried_opening_phrase,
    torn_counting_phrase,
)
from pipeline.backends.builtin.realize_torn_possessive_names import torn_possessive_name
from pipeline.backends.builtin.realize_trailing_titles import title_after_name

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["MOVED_WORD_FAULTS"]

# A report said after the clause it reports, with an adverbial clause of that clause after
# it ("Cruz knew of the girl ..., police said they believed on Monday although neither the
# girl nor her family knew him"): the concession reads as the saying's.
_REPORT_THEN_CLAUSE = re.compile(
    r", [\w' .-]+ (?:said|says|say) (?:that )?(?:they|he|she|it|we) \w+(?: on \w+)? "
    r"(?:although|though|because|while|if|when|as)\b")


def _moved_not_only(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A "not only" list moved to open the sentence: "Not only victims' advocates but
    parishioners and some priests was angered by the waves of scandal" (a passive's list
    agrees with its last member only)."""
    return result.text.startswith("Not only ") \
        and [t.lower() for t in source.tokens[:2]] != ["not", "only"]


MOVED_WORD_FAULTS: tuple[SourceFault, ...] = (
    SourceFault(_moved_not_only, "a 'not only' list moved to open the sentence"),
    SourceFault(lambda g, r, s: bool(_REPORT_THEN_CLAUSE.search(r.text)),
                "an adverbial clause said after the report of its clause"),
    SourceFault(lambda g, r, s: moved_contrast(r.text, s.tokens, s.owner),
                "the source's {!r} phrase said away from what it contrasts with"),
    on_words(buried_discourse_opener, "the source's opening {!r} said inside its clause"),
    on_words(amount_word_fault, "{}"),
    on_words(adverb_inside_phrase, "an adverb said inside the noun phrase it stood before ({!r})"),
    on_words(moved_possessor, "the source's possessor {!r} said after another noun"),
    on_words(moved_common_possessor,
              "the source's possessor {!r} said after its noun's other phrase"),
    on_words(count_after_noun, "a count ({!r} of) said after the noun it counts"),
    on_words(stranded_to_infinitive, "a stranded 'to' said before the source's infinitive ({!r})"),
    on_words(list_member_after_in, "a word the source said after a comma said after a stray {!r}"),
    on_words(stranded_pronoun, "a pronoun left between a word and its relative clause ({!r})"),
    on_words(torn_partitive, "the source's partitive torn by the words said inside it ({!r})"),
    on_words(pronoun_before_name, "a pronoun said before the name it stands for ({!r})"),
    on_words(carried_complement,
              "a verb's second complement said before it, with its object ({!r})"),
    on_words(torn_date_range, "the source's range {!r} said torn apart"),
    on_words(relative_after_preposition,
              "a relative clause said after a stranded preposition ({!r})"),
    on_words(adverb_moved_to_end, "the source's {!r} before its verb said at a clause's end"),
    on_words(torn_name_apposition,
              "the name {!r} set off after another word than the noun it names"),
    on_words(trailing_currency_code, "a sum said with its currency code after it ({!r})"),
    on_words(carried_time,
              "the source's closing time phrase moved with the object before its verb ({!r})"),
    on_words(torn_possessive_name, "a possessive said inside the source's name ({!r})"),
    on_words(torn_as_comparison, "the source's 'as ... as' comparison taken apart ({!r})"),
    on_words(stranded_become, "{!r} said with its complement moved before it"),
    on_words(reason_after_report,
              "the source's reason {!r} said after a closing report's verb"),
    on_words(stranded_subordinator, "{!r} said with no clause after it"),
    on_words(predicate_before_noun, "the source's predicate {!r} said before a noun"),
    on_words(adverb_inside_phrasal_verb,
              "the source's adverb said inside its phrasal verb ({!r})"),
    on_words(buried_opening_phrase,
              "the source's opening phrase {!r} said between a verb and its object"),
    on_words(torn_counting_phrase, "{!r} said apart from the count it completes"),
    on_words(stacked_reporting_tails,
              "two reporting clauses stacked at the end, the first {!r}"),
    on_words(negative_speaker_after, "a negative speaker said after what was not said ({!r})"),
    on_words(torn_amount_range, "the source's range {!r} said torn apart"),
    on_words(hedge_apart_from_number, "the source's {!r} said with its hedge moved"),
    on_words(moved_naming_aside, "the source's aside {!r} said off the noun it names"),
    on_words(relative_moved_into_list,
              "a relative clause said between {!r} and the member the source joined to it"),
    on_words(speaker_pronoun_before_noun,
              "the source's closing speaker pronoun said before its noun ({!r})"),
    on_words(clefted_floating_quantifier,
              "the source's floating quantifier said last in a cleft's focus ({!r})"),
    on_words(agent_after_report, "a passive's agent {!r} said after the reporting clause"),
    on_words(moved_closing_aside, "the source's aside {!r} said after another word"),
    SourceFault(lambda g, r, s: adverb_after_its_verb(g, r.text, s),
                "the source's adverb said after its verb ({!r})"),
    on_words(from_phrase_after_agent,
              "a noun's 'from' phrase said after the passive's agent, as the verb's ({!r})"),
    on_words(pronoun_before_its_cause,
              "the source's reason said first with a pronoun before its noun ({!r})"),
    on_words(pronoun_before_its_place,
              "the source's 'where' clause said first with its pronoun before its noun ({!r})"),
    on_words(hearer_before_bare_report,
              "the hearer of 'told' put forward, its report said bare after it ({!r})"),
    SourceFault(lambda g, r, s: pronoun_owner_moved_after_name(g, r.text, s),
                "a passive's agent pronoun said after a name it would stand for ({!r})"),
    on_words(front_off_ranked_noun, "the source's phrase {!r} of a ranked noun fronted"),
    on_words(passive_first_moved, "the source's 'be first PARTICIPLE' said as {!r}"),
    on_words(passive_complement_misplaced,
             "a passive that says the source's object complement out of place ({!r})"),
    on_words(time_in_passive_subject, "the verb's time said inside a passive's subject ({!r})"),
    on_words(report_time_moved_into_clause,
             "the report's day said at the close of the reported clause ({!r})"),
    on_words(pronoun_before_its_conjunct,
             "the source's second clause said first with its pronoun before its noun ({!r})"),
    SourceFault(lambda g, r, s: opening_capital_moved(r.text, s.tokens, s.opener),
                "the source's opening word said inside the text with its capital ({!r})"),
    on_words(title_after_name,
             "the title the source said before a name said bare after it ({!r})"),
    on_words(owner_after_amount,
             "the owner {!r} the source said before an amount said as 'of' after it"),
    on_words(torn_modal_hedge, "the source's {!r} said torn apart or without its 'well'"),
)
