"""The checks of a finished text against its source's words, one row each: what a text that
reads well may still say wrongly for its source (a lost hedge, percent or currency sign, a
moved possessor, a swapped relative clause, a torn name, ...).  Each row's module says what
it catches; :func:`source_fault` reports the first row that finds a fault.  Split from
realize_text_checks.py, whose ``text_fault`` runs these after its own checks of the graph."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from pipeline.backends.builtin.realize_adverbs_past_verb import adverb_after_its_verb
from pipeline.backends.builtin.realize_amount_order import amount_word_fault
from pipeline.backends.builtin.realize_as_comparisons import torn_as_comparison
from pipeline.backends.builtin.realize_asserted_participles import asserted_reduced_relative
from pipeline.backends.builtin.realize_bare_appositions import bare_apposition
from pipeline.backends.builtin.realize_bare_control_verbs import control_verb_without_infinitive
from pipeline.backends.builtin.realize_carried_complements import carried_complement
from pipeline.backends.builtin.realize_carried_times import carried_time
from pipeline.backends.builtin.realize_clause_passives import bare_clause_passive
from pipeline.backends.builtin.realize_cleft_faults import (
    cleft_without_article,
    doubled_cleft_preposition,
    inverted_location_subject,
    predicate_before_noun,
    superlative_made_predicate,
)
from pipeline.backends.builtin.realize_contrast_phrases import moved_contrast
from pipeline.backends.builtin.realize_currency_codes import trailing_currency_code
from pipeline.backends.builtin.realize_currency_sign import lost_currency
from pipeline.backends.builtin.realize_demoted_main_clauses import main_clause_made_relative
from pipeline.backends.builtin.realize_discourse_openers import buried_discourse_opener
from pipeline.backends.builtin.realize_doubled_it import doubled_it
from pipeline.backends.builtin.realize_doubled_owners import doubled_owner
from pipeline.backends.builtin.realize_dropped_objects import dropped_object_pronoun
from pipeline.backends.builtin.realize_event_noun_clauses import (
    event_noun_as_clause,
    owned_event_as_clause,
)
from pipeline.backends.builtin.realize_existential_obliques import existential_oblique
from pipeline.backends.builtin.realize_existential_speakers import existential_speaker
from pipeline.backends.builtin.realize_finite_bare_conjuncts import bare_conjunct_made_finite
from pipeline.backends.builtin.realize_fronted_participles import fronted_phrase_fault
from pipeline.backends.builtin.realize_gapped_members import gapped_member_stacked
from pipeline.backends.builtin.realize_generic_relatives import asserted_generic_deed
from pipeline.backends.builtin.realize_hanging_words import (
    agent_after_report,
    clefted_floating_quantifier,
    lost_partitive_comma,
    phrase_moved_onto_report,
    stacked_possessives,
)
from pipeline.backends.builtin.realize_infinitive_reports import infinitive_said_as_report
from pipeline.backends.builtin.realize_inner_adverbs import adverb_inside_phrase
from pipeline.backends.builtin.realize_inverted_counts import count_after_noun
from pipeline.backends.builtin.realize_inverted_participles import opening_verb_made_passive
from pipeline.backends.builtin.realize_list_relatives import relative_moved_into_list
from pipeline.backends.builtin.realize_lost_amount_articles import lost_amount_article
from pipeline.backends.builtin.realize_lost_arrangements import lost_arrangement
from pipeline.backends.builtin.realize_lost_aside_commas import lost_aside_comma
from pipeline.backends.builtin.realize_lost_determiners import lost_determiner
from pipeline.backends.builtin.realize_lost_gerunds import lost_gerund
from pipeline.backends.builtin.realize_lost_modals import lost_modal
from pipeline.backends.builtin.realize_lost_number_words import lost_number_word
from pipeline.backends.builtin.realize_lost_perfects import lost_perfect
from pipeline.backends.builtin.realize_lost_possessives import (
    lost_possessive,
    moved_common_possessor,
    moved_possessor,
)
from pipeline.backends.builtin.realize_lost_small_words import (
    lost_source_words,
    moved_opening_while,
)
from pipeline.backends.builtin.realize_means_gerunds import made_means
from pipeline.backends.builtin.realize_misplaced_words import (
    fronted_participle_fault,
    gerund_for_noun,
    participle_after_pronoun,
    pronoun_before_name,
    stray_closing_pronoun,
    torn_partitive,
)
from pipeline.backends.builtin.realize_misread import misread
from pipeline.backends.builtin.realize_misread_idioms import lost_yet_to, month_said_as_modal
from pipeline.backends.builtin.realize_moved_adverbs import adverb_moved_to_end
from pipeline.backends.builtin.realize_moved_agents import agent_moved_to_participle
from pipeline.backends.builtin.realize_moved_asides import moved_closing_aside
from pipeline.backends.builtin.realize_naming_as_asides import moved_naming_aside
from pipeline.backends.builtin.realize_negative_speakers import negative_speaker_after
from pipeline.backends.builtin.realize_only_conditions import parted_only
from pipeline.backends.builtin.realize_open_cleft_pronouns import open_cleft_pronoun
from pipeline.backends.builtin.realize_percent_sign import lost_percent
from pipeline.backends.builtin.realize_placeholder_words import unsaid_placeholder
from pipeline.backends.builtin.realize_plural_articles import article_before_plural
from pipeline.backends.builtin.realize_pluralized_nouns import pluralized_subject
from pipeline.backends.builtin.realize_predicate_clefts import predicate_cleft
from pipeline.backends.builtin.realize_pronoun_slots import pronoun_slot_fault
from pipeline.backends.builtin.realize_quote_balance import unpaired_quote
from pipeline.backends.builtin.realize_quote_objects import doubled_quote_object
from pipeline.backends.builtin.realize_quote_speaker_first import reworded_quotation
from pipeline.backends.builtin.realize_repeated_phrases import repeated_phrase
from pipeline.backends.builtin.realize_report_reasons import reason_after_report
from pipeline.backends.builtin.realize_reported_adjuncts import adjunct_after_report
from pipeline.backends.builtin.realize_result_infinitives import moved_result_infinitive
from pipeline.backends.builtin.realize_said_hedges import (
    hedge_apart_from_number,
    lost_number_hedge,
)
from pipeline.backends.builtin.realize_same_form_pasts import present_for_same_form_past
from pipeline.backends.builtin.realize_shared_objects import split_shared_object
from pipeline.backends.builtin.realize_small_clause_passives import small_clause_subject
from pipeline.backends.builtin.realize_speaker_cataphora import speaker_pronoun_before_noun
from pipeline.backends.builtin.realize_split_phrasal_verbs import adverb_inside_phrasal_verb
from pipeline.backends.builtin.realize_stacked_tails import stacked_reporting_tails
from pipeline.backends.builtin.realize_standalone_possessives import (
    standalone_possessive_lost,
)
from pipeline.backends.builtin.realize_stranded_heads import stranded_become, stranded_subordinator
from pipeline.backends.builtin.realize_stranded_prepositions import made_up_stranded_preposition
from pipeline.backends.builtin.realize_stranded_relatives import relative_after_preposition
from pipeline.backends.builtin.realize_subject_forms import unsayable_subject
from pipeline.backends.builtin.realize_subjunctives import lost_subjunctive
from pipeline.backends.builtin.realize_swapped_relatives import swapped_relative
from pipeline.backends.builtin.realize_title_contractions import expanded_title_contraction
from pipeline.backends.builtin.realize_told_clauses import clause_read_as_hearer
from pipeline.backends.builtin.realize_torn_amount_ranges import torn_amount_range
from pipeline.backends.builtin.realize_torn_appositions import torn_apposition
from pipeline.backends.builtin.realize_torn_clauses import (
    counted_gerund,
    dropped_closing_object,
    free_relative_as_head,
    list_member_after_in,
    run_on_amount,
    spliced_copula,
    stranded_pronoun,
    stranded_to_infinitive,
    torn_rate,
)
from pipeline.backends.builtin.realize_torn_date_ranges import torn_date_range
from pipeline.backends.builtin.realize_torn_from_phrases import from_phrase_after_agent
from pipeline.backends.builtin.realize_torn_lists import torn_list
from pipeline.backends.builtin.realize_torn_name_appositions import torn_name_apposition
from pipeline.backends.builtin.realize_torn_openers import (
    buried_opening_phrase,
    torn_counting_phrase,
)
from pipeline.backends.builtin.realize_torn_possessive_names import torn_possessive_name
from pipeline.backends.builtin.realize_torn_quotations import torn_quotation
from pipeline.backends.builtin.realize_try_and import split_try_and
from pipeline.backends.builtin.realize_unquoted_first_person import first_person_reported
from pipeline.backends.builtin.realize_unsaid_infinitives import unsaid_infinitive
from pipeline.backends.builtin.realize_verbed_predicate_nouns import predicate_noun_as_verb

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["SOURCE_FAULTS", "SourceFault", "source_fault"]

# An obligation the source negated ("does n't have to share", tokens joined by spaces), and
# the prohibition a rebuilt text may say for it.
_UNNEEDED = re.compile(r"(?i)\b(?:n't|not|never) (?:have|has|had) to\b")
_FORBIDDEN = re.compile(r"(?i)\bmust(?: not|n't)\b")
# A passive's agent followed by a bare report verb ("collected by recall backers say,").
_SPEAKER_AGENT = re.compile(r"\bby [\w' -]+ (?:say|says|said)[,.]")
# A report said after the clause it reports, with an adverbial clause of that clause after
# it ("Cruz knew of the girl ..., police said they believed on Monday although neither the
# girl nor her family knew him"): the concession reads as the saying's.
_REPORT_THEN_CLAUSE = re.compile(
    r", [\w' .-]+ (?:said|says|say) (?:that )?(?:they|he|she|it|we) \w+(?: on \w+)? "
    r"(?:although|though|because|while|if|when|as)\b")


# The checks below that no module of their own holds.
def _speaker_agent(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A passive's agent said with the speaker's report verb: "1,600,000 signatures have
    been collected by recall backers say, approaching ..." for "Recall backers say they
    have collected ...".
    """
    agent = _SPEAKER_AGENT.search(result.text) if result.construction == "passive" else None
    return agent is not None and agent.group(0) not in " ".join(source.tokens)


def _lost_as_saying(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A report "as saying" its speaker said without it: "Reuters reports Dick is going to
    be there ... Langone saying" for '"Dick is going to be there ...," Reuters reports
    Langone as saying' (the parse reads the quoted speaker as what was reported)."""
    return "as saying" in " ".join(source.tokens) and "as saying" not in result.text


def _moved_not_only(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A "not only" list moved to open the sentence: "Not only victims' advocates but
    parishioners and some priests was angered by the waves of scandal" (a passive's list
    agrees with its last member only)."""
    return result.text.startswith("Not only ") \
        and [t.lower() for t in source.tokens[:2]] != ["not", "only"]


def _forbidden_for_unneeded(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """"must not" for "not have to": "Salvage company Odyssey Marine Exploration must not
    share the wealth" for "doesn't have to share" (the parse negates the event under the
    obligation, and "must not" forbids what the source only said was not required)."""
    return bool(_UNNEEDED.search(" ".join(source.tokens)) and _FORBIDDEN.search(result.text))


_Check = Callable[["penman.Graph", "Realization", "Source"], "str | bool | None"]


class SourceFault(NamedTuple):
    """One check of a text against its source's words: what it finds (a word, or True) fills
    ``reason``; ``rebuilt_only`` keeps it to texts the realizer rebuilt for a new focus."""

    check: _Check
    reason: str
    rebuilt_only: bool = True


def _on_words(find: Callable[[str, Sequence[str]], str | bool | None], reason: str,
              rebuilt_only: bool = True) -> SourceFault:
    """The row of a check that reads only the text and the source's tokens."""
    return SourceFault(lambda graph, result, source: find(result.text, source.tokens), reason,
                       rebuilt_only)


# The checks of a text against its source's words, in the order their reasons are reported
# (the first fault found is the one a refusal names; SourceFault says what a row holds).
# Each check's module says what it catches.  The first four find words of the
# source a text may lose though its graph is whole, rebuilt or read in the source's order:
# - a hedge: "1,200 students ... will gather" for "As many as 1,200 students"
#   (realize_said_hedges);
# - a percent sign: "Sovereign's shares lost 74 cents, or 4.5 to $15.68." for "or 4.5%,
#   to $15.68" (realize_percent_sign);
# - a currency sign: "At 358.65/359.15 an ounce, spot gold was quoted" for "at
#   $358.65/359.15 an ounce" (realize_currency_sign);
# - an arrangement that fell through: "Sorkin ... has been tried" for "was to have been
#   tried" (realize_lost_arrangements).
SOURCE_FAULTS: tuple[SourceFault, ...] = (
    _on_words(lost_number_hedge,
              "the source's {!r} before a number is not said", rebuilt_only=False),
    _on_words(lost_percent, "the source's {!r} is said without its percent", rebuilt_only=False),
    _on_words(lost_currency,
              "the source's {!r} is said without its currency sign", rebuilt_only=False),
    _on_words(lost_arrangement, "the source's {!r} is not said", rebuilt_only=False),
    _on_words(made_means, "a means the source did not say ({!r})"),
    _on_words(article_before_plural,
              "an article before a plural the source said without one ({!r})"),
    _on_words(unpaired_quote,
              "a quotation mark of the source said without its pair", rebuilt_only=False),
    SourceFault(lambda g, r, s: lost_source_words(r.text, s.tokens,
                                                  r.construction not in (None, "source-order")),
                "the source's {!r} is not said", False),
    SourceFault(_speaker_agent, "a passive's agent said with the speaker's report verb", False),
    SourceFault(lambda g, r, s: reworded_quotation(r.text, s),
                "the speaker's quoted words ({!r}) reworded without their marks"),
    SourceFault(_lost_as_saying, "a report 'as saying' its speaker said without it"),
    SourceFault(_moved_not_only, "a 'not only' list moved to open the sentence"),
    SourceFault(lambda g, r, s: bool(_REPORT_THEN_CLAUSE.search(r.text)),
                "an adverbial clause said after the report of its clause"),
    _on_words(lost_subjunctive, "the source's subjunctive {!r} said as a fact"),
    SourceFault(lambda g, r, s: moved_result_infinitive(r.text, s.tokens,
                                                        r.construction == "passive"),
                "the source's {!r} result said as a purpose or cut short"),
    SourceFault(lambda g, r, s: moved_contrast(r.text, s.tokens, s.owner),
                "the source's {!r} phrase said away from what it contrasts with"),
    _on_words(buried_discourse_opener, "the source's opening {!r} said inside its clause"),
    SourceFault(lambda g, r, s: moved_opening_while(r.text, s.tokens, s.finite),
                "the source's opening 'while' clause would read as a time"),
    _on_words(amount_word_fault, "{}"),
    SourceFault(lambda g, r, s: misread(g, r, s.tokens), "{}"),
    SourceFault(_forbidden_for_unneeded, "the source's 'not have to' said as 'must not'"),
    _on_words(adverb_inside_phrase, "an adverb said inside the noun phrase it stood before ({!r})"),
    _on_words(unsaid_infinitive, "a 'to' infinitive the source did not say ({!r})"),
    _on_words(repeated_phrase, "a phrase the source said once said twice ({!r})"),
    _on_words(torn_apposition, "the source's closing apposition {!r} said without its comma"),
    _on_words(torn_list, "two members of the source's list said without their comma ({!r})"),
    _on_words(lost_possessive, "the source's {!r} said without its possessive"),
    _on_words(moved_possessor, "the source's possessor {!r} said after another noun"),
    _on_words(moved_common_possessor,
              "the source's possessor {!r} said after its noun's other phrase"),
    _on_words(count_after_noun, "a count ({!r} of) said after the noun it counts"),
    _on_words(free_relative_as_head,
              "a free relative 'what' said as the head of a relative clause ({!r})"),
    SourceFault(lambda g, r, s: dropped_closing_object(r.text, s.tokens,
                                                       r.construction == "cleft"),
                "the source's closing object pronoun after {!r} is not said"),
    _on_words(stranded_to_infinitive, "a stranded 'to' said before the source's infinitive ({!r})"),
    _on_words(run_on_amount, "the source's closing amount {!r} said without its colon"),
    _on_words(list_member_after_in, "a word the source said after a comma said after a stray {!r}"),
    _on_words(lost_modal, "the source's modal {!r} is not said"),
    _on_words(torn_rate, "the source's rate {!r} said without its amount"),
    _on_words(counted_gerund, "an existential counts a gerund the source said bare ({!r})"),
    _on_words(stranded_pronoun, "a pronoun left between a word and its relative clause ({!r})"),
    _on_words(spliced_copula, "a copular clause joined to the text's own by a comma only"),
    _on_words(gerund_for_noun, "a plural noun of the source said as a gerund ({!r})"),
    _on_words(torn_partitive, "the source's partitive torn by the words said inside it ({!r})"),
    _on_words(pronoun_before_name, "a pronoun said before the name it stands for ({!r})"),
    SourceFault(lambda g, r, s: r.construction == "fronted-manner"
                and fronted_participle_fault(r.text, s.tokens),
                "the fronted participle's doer changed (the source said {!r})"),
    SourceFault(lambda g, r, s: r.construction == "fronted-manner"
                and fronted_phrase_fault(r.text, s.tokens),
                "the fronted phrase says the source otherwise ({})"),
    _on_words(stray_closing_pronoun, "an object pronoun after a word that governs none ({!r})"),
    _on_words(lost_perfect, "the source's perfect {!r} is said in no tense of 'have'"),
    _on_words(lost_number_word, "the source's count {!r} is not said"),
    _on_words(lost_gerund,
              "the source's gerund {!r} is not said (its object said without its event)"),
    _on_words(event_noun_as_clause,
              "the source's event noun {!r} said as a passive clause, told as done"),
    _on_words(owned_event_as_clause,
              "the source's {!r} said as its owner's clause under another verb"),
    _on_words(made_up_stranded_preposition,
              "a preposition stranded after a word the source never put it after ({!r})"),
    _on_words(carried_complement,
              "a verb's second complement said before it, with its object ({!r})"),
    _on_words(torn_date_range, "the source's range {!r} said torn apart"),
    _on_words(present_for_same_form_past, "the source's past {!r} said in the present"),
    _on_words(clause_read_as_hearer,
              "a clause after 'told' opens with a noun phrase that reads as the hearer ({!r})"),
    _on_words(participle_after_pronoun,
              "the participle after its noun said as a pronoun's active verb ({!r})"),
    _on_words(asserted_generic_deed,
              "the deed of the source's {!r}, people spoken of in general, said as a fact"),
    _on_words(relative_after_preposition,
              "a relative clause said after a stranded preposition ({!r})"),
    _on_words(pronoun_slot_fault, "a pronoun where English cannot have it ({!r})"),
    _on_words(adverb_moved_to_end, "the source's {!r} before its verb said at a clause's end"),
    _on_words(lost_determiner, "the noun of the source's {!r} said without its determiner"),
    _on_words(dropped_object_pronoun, "the source's {!r} said with no object"),
    _on_words(control_verb_without_infinitive, "the source's {!r} said with no infinitive"),
    _on_words(torn_name_apposition,
              "the name {!r} set off after another word than the noun it names"),
    _on_words(trailing_currency_code, "a sum said with its currency code after it ({!r})"),
    _on_words(carried_time,
              "the source's closing time phrase moved with the object before its verb ({!r})"),
    _on_words(lost_yet_to, "the source's {!r} (not yet) said as another meaning"),
    _on_words(month_said_as_modal, "the month {!r} said as the modal 'may'"),
    SourceFault(lambda g, r, s: split_shared_object(g, r.text, s),
                "the object the source's {!r} shared lost by the first verb"),
    _on_words(swapped_relative,
              "the source's main clause said as a relative clause ({!r}), its relative clause"
              " asserted"),
    SourceFault(lambda g, r, s: predicate_cleft(r.text, s.tokens, r.construction == "cleft"),
                "the source's predicate after 'be' ({!r}) clefted or said as an 'of' phrase"),
    _on_words(torn_possessive_name, "a possessive said inside the source's name ({!r})"),
    _on_words(torn_as_comparison, "the source's 'as ... as' comparison taken apart ({!r})"),
    _on_words(asserted_reduced_relative,
              "the source's reduced relative said as a passive main clause ({!r})"),
    _on_words(unsaid_placeholder, "a placeholder word the source did not say ({!r})"),
    _on_words(stranded_become, "{!r} said with its complement moved before it"),
    _on_words(reason_after_report,
              "the source's reason {!r} said after a closing report's verb"),
    _on_words(stranded_subordinator, "{!r} said with no clause after it"),
    _on_words(doubled_quote_object, "a verb of saying given an object and a quotation ({!r})"),
    _on_words(bare_clause_passive, "the source's 'that' clause made the bare subject of {!r}"),
    _on_words(inverted_location_subject,
              "the source's inverted {!r} said without its opening preposition"),
    _on_words(predicate_before_noun, "the source's predicate {!r} said before a noun"),
    _on_words(superlative_made_predicate,
              "the superlative {!r} the source said before its noun made a predicate"),
    _on_words(expanded_title_contraction, "the source's title word {!r} is not said as written"),
    _on_words(adverb_inside_phrasal_verb,
              "the source's adverb said inside its phrasal verb ({!r})"),
    _on_words(cleft_without_article, "the cleft's focus {!r} said without the source's article"),
    _on_words(parted_only, "the source's {!r} said without 'only' before its condition"),
    _on_words(split_try_and, "the source's 'try and' said as two infinitives ({!r})"),
    _on_words(doubled_cleft_preposition,
              "a cleft's focus says a preposition before its list's later member and strands"
              " {!r} at its end"),
    _on_words(buried_opening_phrase,
              "the source's opening phrase {!r} said between a verb and its object"),
    _on_words(torn_counting_phrase, "{!r} said apart from the count it completes"),
    _on_words(stacked_reporting_tails,
              "two reporting clauses stacked at the end, the first {!r}"),
    _on_words(lost_aside_comma, "the source's aside {!r} said without its comma"),
    _on_words(standalone_possessive_lost,
              "the source's name {!r} said without the possessive that is part of it"),
    _on_words(unsayable_subject, "a moved subject or agent said in a form it cannot take ({!r})"),
    _on_words(negative_speaker_after, "a negative speaker said after what was not said ({!r})"),
    _on_words(torn_amount_range, "the source's range {!r} said torn apart"),
    _on_words(adjunct_after_report, "the reported clause's {!r} said as the report's"),
    _on_words(hedge_apart_from_number, "the source's {!r} said with its hedge moved"),
    _on_words(small_clause_subject, "the source's small clause made the passive's subject ({!r})"),
    _on_words(moved_naming_aside, "the source's aside {!r} said off the noun it names"),
    _on_words(agent_moved_to_participle, "the source's agent given another participle ({!r})"),
    _on_words(relative_moved_into_list,
              "a relative clause said between {!r} and the member the source joined to it"),
    _on_words(speaker_pronoun_before_noun,
              "the source's closing speaker pronoun said before its noun ({!r})"),
    _on_words(doubled_it, "a conjunct's subject said again as 'it' beside an object 'it' ({!r})"),
    _on_words(lost_partitive_comma, "the source's partitive aside {!r} said without its comma"),
    _on_words(clefted_floating_quantifier,
              "the source's floating quantifier said last in a cleft's focus ({!r})"),
    _on_words(stacked_possessives, "three possessives stacked where the source said fewer ({!r})"),
    _on_words(predicate_noun_as_verb, "the source's predicate noun after 'be' said as {!r}"),
    _on_words(agent_after_report, "a passive's agent {!r} said after the reporting clause"),
    _on_words(phrase_moved_onto_report,
              "the reported clause's closing {!r} said as the report's, after its verb"),
    _on_words(moved_closing_aside, "the source's aside {!r} said after another word"),
    _on_words(opening_verb_made_passive,
              "the source's inverted opening said as a passive or torn from its words ({!r})"),
    _on_words(doubled_owner, "a noun's owner said twice ({!r})"),
    _on_words(bare_apposition, "a name run into the predicate noun said of it ({!r})"),
    _on_words(pluralized_subject, "a noun the source said in the singular made plural ({!r})"),
    SourceFault(lambda g, r, s: adverb_after_its_verb(g, r.text, s),
                "the source's adverb said after its verb ({!r})"),
    SourceFault(lambda g, r, s: torn_quotation(r.text, s.sentence),
                "the source's quotation {!r} said with other words inside it"),
    _on_words(open_cleft_pronoun,
              "a cleft's pronoun before its second clause could stand for its focus ({!r})"),
    _on_words(lost_amount_article, "the source's {!r} said without its article or owner"),
    _on_words(main_clause_made_relative,
              "the source's main clause said as a relative clause ({!r}), its aside asserted"),
    _on_words(bare_conjunct_made_finite,
              "a verb the source shared an infinitive or modal with said as a present clause"
              " ({!r})"),
    _on_words(gapped_member_stacked,
              "the second member of the source's gapped pairs said inside the first ({!r})"),
    _on_words(from_phrase_after_agent,
              "a noun's 'from' phrase said after the passive's agent, as the verb's ({!r})"),
    SourceFault(lambda g, r, s: first_person_reported(r.text, s.sentence),
                "the speaker's quoted first person reported without its marks ({!r})"),
    _on_words(infinitive_said_as_report,
              "a verb the source said with its infinitive said as a report ({!r})"),
    _on_words(existential_speaker, "an existential on the one who {!r} what the source reports"),
    _on_words(existential_oblique,
              "an existential on a goal, source or measure of its clause ({!r})"),
)


def source_fault(graph: penman.Graph, result: Realization, source: Source,
                 rebuilt: bool) -> str | None:
    """The reason of the first row of :data:`SOURCE_FAULTS` that finds a fault in ``result``
    for ``source`` (rows kept to rebuilt texts run only where ``rebuilt``), or None."""
    for check, reason, rebuilt_only in SOURCE_FAULTS:
        if rebuilt_only and not rebuilt:
            continue
        found = check(graph, result, source)
        if found is not None and found is not False:
            return reason.format(found)
    return None
