"""Rows of :data:`~pipeline.backends.builtin.realize_source_faults.SOURCE_FAULTS` that find
a text saying something else than its source, every word kept: a relative clause asserted as
the main clause or the main clause demoted to one, a result said as a purpose, a subjunctive
as a fact, "must not" for "not have to", an event noun told as done, a negative subject
moved out of its denial, a doer changed.  Each row's module says what it catches."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_asserted_participles import asserted_reduced_relative
from pipeline.backends.builtin.realize_bare_appositions import bare_apposition
from pipeline.backends.builtin.realize_changed_possessives import possessive_pronoun_changed
from pipeline.backends.builtin.realize_clause_passives import bare_clause_passive
from pipeline.backends.builtin.realize_clauses_after_by import clause_after_by
from pipeline.backends.builtin.realize_cleft_faults import superlative_made_predicate
from pipeline.backends.builtin.realize_demoted_main_clauses import main_clause_made_relative
from pipeline.backends.builtin.realize_demoted_negatives import demoted_negative_subject
from pipeline.backends.builtin.realize_dummy_it_agents import dummy_it_made_agent
from pipeline.backends.builtin.realize_event_noun_clauses import (
    event_noun_as_clause,
    owned_event_as_clause,
)
from pipeline.backends.builtin.realize_existential_closing_times import (
    existential_time_after_inner_clause,
)
from pipeline.backends.builtin.realize_existential_garbles import (
    count_made_ordinal,
    existential_moved_apposition,
    existential_noun_with_pronoun,
    existential_noun_with_second_article,
    existential_stacked_relative,
    fronted_phrase_in_existential_noun,
    garbled_word_pair,
    names_torn_from_noun,
    possessed_name_made_bare,
    relative_verb_before_be,
)
from pipeline.backends.builtin.realize_existential_kinds import (
    existential_bare_quantifier,
    existential_generic_singular,
)
from pipeline.backends.builtin.realize_existential_market_plurals import existential_market_plural
from pipeline.backends.builtin.realize_existential_obliques import (
    existential_oblique,
    existential_stranded_passive,
)
from pipeline.backends.builtin.realize_existential_speakers import existential_speaker
from pipeline.backends.builtin.realize_existential_split_lists import existential_split_list
from pipeline.backends.builtin.realize_existential_support_objects import existential_support_object
from pipeline.backends.builtin.realize_fault_rows import SourceFault, on_words
from pipeline.backends.builtin.realize_finite_bare_conjuncts import bare_conjunct_made_finite
from pipeline.backends.builtin.realize_fronted_infinitives import complement_fronted_as_purpose
from pipeline.backends.builtin.realize_fronted_participles import fronted_phrase_fault
from pipeline.backends.builtin.realize_fronted_purpose_breaks import broken_fronted_purpose
from pipeline.backends.builtin.realize_gapped_members import gapped_member_stacked
from pipeline.backends.builtin.realize_generic_relatives import asserted_generic_deed
from pipeline.backends.builtin.realize_hanging_words import phrase_moved_onto_report
from pipeline.backends.builtin.realize_infinitive_reports import infinitive_said_as_report
from pipeline.backends.builtin.realize_inverted_participles import opening_verb_made_passive
from pipeline.backends.builtin.realize_lost_questions import question_stated
from pipeline.backends.builtin.realize_lost_small_words import moved_opening_while
from pipeline.backends.builtin.realize_manner_clefts import cleft_on_no_place_or_time
from pipeline.backends.builtin.realize_misplaced_words import (
    fronted_participle_fault,
    gerund_for_noun,
    participle_after_pronoun,
)
from pipeline.backends.builtin.realize_misread import misread
from pipeline.backends.builtin.realize_misread_idioms import lost_yet_to, month_said_as_modal
from pipeline.backends.builtin.realize_moved_additives import moved_additive
from pipeline.backends.builtin.realize_moved_agents import agent_moved_to_participle
from pipeline.backends.builtin.realize_open_cleft_pronouns import open_cleft_pronoun
from pipeline.backends.builtin.realize_predicate_clefts import predicate_cleft
from pipeline.backends.builtin.realize_prepositional_passives import (
    intransitive_prepositional_passive,
)
from pipeline.backends.builtin.realize_pronoun_slots import pronoun_slot_fault
from pipeline.backends.builtin.realize_purpose_relatives import purpose_made_relative
from pipeline.backends.builtin.realize_reported_adjuncts import adjunct_after_report
from pipeline.backends.builtin.realize_result_infinitives import moved_result_infinitive
from pipeline.backends.builtin.realize_reversed_as_comparisons import reversed_as_comparison
from pipeline.backends.builtin.realize_reversed_sequences import reversed_sequence
from pipeline.backends.builtin.realize_same_form_pasts import present_for_same_form_past
from pipeline.backends.builtin.realize_small_clause_passives import small_clause_subject
from pipeline.backends.builtin.realize_so_inversions import lost_so_inversion
from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_subject_forms import unsayable_subject
from pipeline.backends.builtin.realize_subjunctives import lost_subjunctive
from pipeline.backends.builtin.realize_swapped_relatives import swapped_relative
from pipeline.backends.builtin.realize_talk_verbs import talk_said_as_verb
from pipeline.backends.builtin.realize_told_clauses import clause_read_as_hearer
from pipeline.backends.builtin.realize_torn_clauses import free_relative_as_head, spliced_copula
from pipeline.backends.builtin.realize_try_and import split_try_and
from pipeline.backends.builtin.realize_verbed_predicate_nouns import predicate_noun_as_verb

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["MEANING_FAULTS"]

# An obligation the source negated ("does n't have to share", tokens joined by spaces), and
# the prohibition a rebuilt text may say for it.
_UNNEEDED = re.compile(r"(?i)\b(?:n't|not|never) (?:have|has|had) to\b")
_FORBIDDEN = re.compile(r"(?i)\bmust(?: not|n't)\b")
# A passive's agent followed by a bare report verb ("collected by recall backers say,").
_SPEAKER_AGENT = re.compile(r"\bby [\w' -]+ (?:say|says|said)[,.]")


def _speaker_agent(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A passive's agent said with the speaker's report verb: "1,600,000 signatures have
    been collected by recall backers say, approaching ..." for "Recall backers say they
    have collected ...".
    """
    agent = _SPEAKER_AGENT.search(result.text) if result.construction == "passive" else None
    return agent is not None and agent.group(0) not in joined_tokens(source.tokens)


def _forbidden_for_unneeded(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """"must not" for "not have to": "Salvage company Odyssey Marine Exploration must not
    share the wealth" for "doesn't have to share" (the parse negates the event under the
    obligation, and "must not" forbids what the source only said was not required)."""
    return bool(_UNNEEDED.search(joined_tokens(source.tokens)) and _FORBIDDEN.search(result.text))


MEANING_FAULTS: tuple[SourceFault, ...] = (
    SourceFault(_speaker_agent, "a passive's agent said with the speaker's report verb", False),
    on_words(lost_subjunctive, "the source's subjunctive {!r} said as a fact"),
    SourceFault(lambda g, r, s: moved_result_infinitive(r.text, s.tokens,
                                                        r.construction == "passive"),
                "the source's {!r} result said as a purpose or cut short"),
    SourceFault(lambda g, r, s: moved_opening_while(r.text, s.tokens, s.finite),
                "the source's opening 'while' clause would read as a time"),
    SourceFault(lambda g, r, s: misread(g, r, s.tokens), "{}"),
    SourceFault(_forbidden_for_unneeded, "the source's 'not have to' said as 'must not'"),
    on_words(free_relative_as_head,
              "a free relative 'what' said as the head of a relative clause ({!r})"),
    on_words(spliced_copula, "a copular clause joined to the text's own by a comma only"),
    on_words(gerund_for_noun, "a plural noun of the source said as a gerund ({!r})"),
    SourceFault(lambda g, r, s: r.construction == "fronted-manner"
                and fronted_participle_fault(r.text, s.tokens),
                "the fronted participle's doer changed (the source said {!r})"),
    SourceFault(lambda g, r, s: r.construction == "fronted-manner"
                and fronted_phrase_fault(r.text, s.tokens),
                "the fronted phrase says the source otherwise ({})"),
    on_words(event_noun_as_clause,
              "the source's event noun {!r} said as a passive clause, told as done"),
    on_words(owned_event_as_clause,
              "the source's {!r} said as its owner's clause under another verb"),
    on_words(present_for_same_form_past, "the source's past {!r} said in the present"),
    on_words(clause_read_as_hearer,
              "a clause after 'told' opens with a noun phrase that reads as the hearer ({!r})"),
    on_words(participle_after_pronoun,
              "the participle after its noun said as a pronoun's active verb ({!r})"),
    on_words(asserted_generic_deed,
              "the deed of the source's {!r}, people spoken of in general, said as a fact"),
    on_words(pronoun_slot_fault, "a pronoun where English cannot have it ({!r})"),
    on_words(lost_yet_to, "the source's {!r} (not yet) said as another meaning"),
    on_words(month_said_as_modal, "the month {!r} said as the modal 'may'"),
    on_words(swapped_relative,
              "the source's main clause said as a relative clause ({!r}), its relative clause"
              " asserted"),
    SourceFault(lambda g, r, s: predicate_cleft(r.text, s.tokens, r.construction == "cleft"),
                "the source's predicate after 'be' ({!r}) clefted or said as an 'of' phrase"),
    on_words(asserted_reduced_relative,
              "the source's reduced relative said as a passive main clause ({!r})"),
    on_words(bare_clause_passive, "the source's 'that' clause made the bare subject of {!r}"),
    on_words(superlative_made_predicate,
              "the superlative {!r} the source said before its noun made a predicate"),
    on_words(split_try_and, "the source's 'try and' said as two infinitives ({!r})"),
    on_words(unsayable_subject, "a moved subject or agent said in a form it cannot take ({!r})"),
    on_words(adjunct_after_report, "the reported clause's {!r} said as the report's"),
    on_words(small_clause_subject, "the source's small clause made the passive's subject ({!r})"),
    on_words(agent_moved_to_participle, "the source's agent given another participle ({!r})"),
    on_words(predicate_noun_as_verb, "the source's predicate noun after 'be' said as {!r}"),
    on_words(phrase_moved_onto_report,
              "the reported clause's closing {!r} said as the report's, after its verb"),
    on_words(opening_verb_made_passive,
              "the source's inverted opening said as a passive or torn from its words ({!r})"),
    on_words(bare_apposition, "a name run into the predicate noun said of it ({!r})"),
    on_words(open_cleft_pronoun,
              "a cleft's pronoun before its second clause could stand for its focus ({!r})"),
    on_words(main_clause_made_relative,
              "the source's main clause said as a relative clause ({!r}), its aside asserted"),
    on_words(bare_conjunct_made_finite,
              "a verb the source shared an infinitive or modal with said as a present clause"
              " ({!r})"),
    on_words(gapped_member_stacked,
              "the second member of the source's gapped pairs said inside the first ({!r})"),
    on_words(demoted_negative_subject,
              "the source's negative subject said after the verb or the focus ({!r})"),
    on_words(purpose_made_relative,
              "the source's 'so' purpose said as the main clause of a {!r} relative"),
    on_words(intransitive_prepositional_passive,
             "a passive made of an intransitive verb and its phrase's preposition ({!r})"),
    on_words(cleft_on_no_place_or_time,
             "a cleft on a phrase that names no place or time ({!r})"),
    on_words(question_stated, "the source's question said as a statement (no {!r})"),
    on_words(reversed_as_comparison, "the source's comparison said standard first ({!r})"),
    on_words(infinitive_said_as_report,
             "a verb the source said with its infinitive said as a report ({!r})"),
    on_words(existential_speaker, "an existential on the one who {!r} what the source reports"),
    on_words(existential_oblique,
             "an existential on a goal, source or measure of its clause ({!r})"),
    on_words(lost_so_inversion, "the source's inverted {!r} (its subject does too) not said"),
    on_words(existential_support_object,
             "an existential on the object of a support verb ({!r}), no thing that exists"),
    on_words(existential_time_after_inner_clause,
             "an existential's closing {!r} said after a clause the source said it before"),
    on_words(existential_market_plural,
             "an existential on the bare plural {!r} of a market's or a story's known things"),
    on_words(existential_bare_quantifier,
             "an existential on the quantifier {!r} with no noun to count"),
    on_words(existential_generic_singular,
             "a present existential on a singular indefinite whose clause holds in general"
             " ({!r})"),
    on_words(existential_stranded_passive,
             "an existential on the object of a preposition stranded after a passive ({!r})"),
    on_words(existential_split_list,
             "an existential on the first of its verb's list of objects, the rest said as its"
             " object ({!r})"),
    on_words(complement_fronted_as_purpose,
             "an infinitive the source said as a complement ({!r}) fronted as a purpose"),
    on_words(reversed_sequence,
             "one subject's two deeds the source joined with 'and' told in reverse ({!r})"),
    on_words(broken_fronted_purpose,
             "a fronted purpose the source did not say as one ({!r})"),
    on_words(dummy_it_made_agent, "a passive whose agent is the source's dummy 'it' ({!r})"),
    on_words(clause_after_by, "a clause said as the object of 'by' ({!r})"),
    on_words(fronted_phrase_in_existential_noun,
             "the source's fronted phrase {!r} said inside the existential's noun"),
    on_words(garbled_word_pair, "a word pair no sentence says ({!r}), not the source's"),
    on_words(count_made_ordinal, "a count the source said bare said as the ordinal {!r}"),
    on_words(existential_moved_apposition,
             "an apposition said on the existential's noun that the source said elsewhere"
             " ({!r})"),
    on_words(existential_noun_with_pronoun,
             "an object pronoun ({!r}) said right after the existential's noun"),
    on_words(existential_noun_with_second_article,
             "a second noun phrase run into the existential's noun ({!r} and an article)"),
    on_words(existential_stacked_relative,
             "an existential's relative said after an inner clause of its noun or stacked on"
             " its first ({!r})"),
    on_words(relative_verb_before_be,
             "a relative's verb ({!r}) run into a finite 'be', its object lost"),
    on_words(names_torn_from_noun,
             "the names the source said after {!r} said at the text's end, after other words"),
    on_words(possessed_name_made_bare,
             "the source's possessed {!r} said bare after a preposition"),
    on_words(moved_additive, "the source's set-off {!r} said on other words"),
    on_words(talk_said_as_verb, "the source's noun 'talk' with its clause said as a verb ({!r})"),
    on_words(possessive_pronoun_changed,
             "the source's noun said with another possessive pronoun ({!r})"),
)
