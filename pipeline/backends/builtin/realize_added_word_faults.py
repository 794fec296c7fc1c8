"""Rows of :data:`~pipeline.backends.builtin.realize_source_faults.SOURCE_FAULTS` that find
words a text says and its source did not: a means ("by ..."), an article before a plural, a
'to' infinitive, a phrase said twice, a placeholder ("withhold someone"), an "it" or a
"being", a preposition stranded or pied-piped where the source had none, an owner said
twice.  Each row's module says what it catches."""

from __future__ import annotations

from pipeline.backends.builtin.realize_cleft_faults import doubled_cleft_preposition
from pipeline.backends.builtin.realize_doubled_it import doubled_it
from pipeline.backends.builtin.realize_doubled_owners import doubled_owner
from pipeline.backends.builtin.realize_doubled_times import doubled_time_word
from pipeline.backends.builtin.realize_fault_rows import SourceFault, on_words
from pipeline.backends.builtin.realize_hanging_words import stacked_possessives
from pipeline.backends.builtin.realize_inserted_being import being_before_non_participle
from pipeline.backends.builtin.realize_linking_clauses import linking_adjective_made_clause
from pipeline.backends.builtin.realize_means_gerunds import made_means
from pipeline.backends.builtin.realize_misplaced_words import stray_closing_pronoun
from pipeline.backends.builtin.realize_pied_prepositions import made_up_pied_preposition
from pipeline.backends.builtin.realize_placeholder_words import unsaid_object_it, unsaid_placeholder
from pipeline.backends.builtin.realize_plural_articles import article_before_plural
from pipeline.backends.builtin.realize_pluralized_nouns import pluralized_subject
from pipeline.backends.builtin.realize_quote_objects import doubled_quote_object
from pipeline.backends.builtin.realize_repeated_phrases import repeated_phrase
from pipeline.backends.builtin.realize_run_on_foci import noun_run_into_focus
from pipeline.backends.builtin.realize_stacked_subordinators import stacked_subordinators
from pipeline.backends.builtin.realize_stranded_prepositions import made_up_stranded_preposition
from pipeline.backends.builtin.realize_torn_clauses import counted_gerund
from pipeline.backends.builtin.realize_torn_quotations import torn_quotation
from pipeline.backends.builtin.realize_unsaid_infinitives import unsaid_infinitive

__all__ = ["ADDED_WORD_FAULTS"]


ADDED_WORD_FAULTS: tuple[SourceFault, ...] = (
    on_words(made_means, "a means the source did not say ({!r})"),
    on_words(article_before_plural,
              "an article before a plural the source said without one ({!r})"),
    on_words(unsaid_infinitive, "a 'to' infinitive the source did not say ({!r})"),
    on_words(repeated_phrase, "a phrase the source said once said twice ({!r})"),
    on_words(counted_gerund, "an existential counts a gerund the source said bare ({!r})"),
    on_words(stray_closing_pronoun, "an object pronoun after a word that governs none ({!r})"),
    on_words(made_up_stranded_preposition,
              "a preposition stranded after a word the source never put it after ({!r})"),
    on_words(unsaid_placeholder, "a placeholder word the source did not say ({!r})"),
    on_words(doubled_quote_object, "a verb of saying given an object and a quotation ({!r})"),
    on_words(doubled_cleft_preposition,
              "a cleft's focus says a preposition before its list's later member and strands"
              " {!r} at its end"),
    on_words(doubled_it, "a conjunct's subject said again as 'it' beside an object 'it' ({!r})"),
    on_words(stacked_possessives, "three possessives stacked where the source said fewer ({!r})"),
    on_words(doubled_owner, "a noun's owner said twice ({!r})"),
    on_words(pluralized_subject, "a noun the source said in the singular made plural ({!r})"),
    SourceFault(lambda g, r, s: torn_quotation(r.text, s.sentence),
                "the source's quotation {!r} said with other words inside it"),
    on_words(made_up_pied_preposition,
              "an existential's {!r} on a preposition the source did not say before its noun"),
    on_words(noun_run_into_focus, "a second noun phrase run into the focus ({!r})"),
    on_words(being_before_non_participle,
              "{!r} said where the source said no 'being' and no participle follows"),
    on_words(unsaid_object_it, "an 'it' the source did not say, before no verb ({!r})"),
    on_words(doubled_time_word, "the source's time {!r} said twice"),
    on_words(stacked_subordinators, "two subordinators said in a row ({!r})"),
    on_words(linking_adjective_made_clause,
             "a linking verb's adjective said as a clause of its own ({!r})"),
)
