"""Rows of :data:`~pipeline.backends.builtin.realize_source_faults.SOURCE_FAULTS` that find
a word or mark of the source a text does not say: a hedge ("1,200 students ... will gather"
for "As many as 1,200 students", realize_said_hedges), a percent or currency sign ("or 4.5 to
$15.68" for "or 4.5%, to $15.68"), an arrangement that fell through ("Sorkin ... has been
tried" for "was to have been tried", realize_lost_arrangements), a modal, a perfect, a
possessive, a comma that set off an apposition or a list member, a quotation's marks.  The
first rows run on every text, read in the source's order too; each row's module says what
it catches."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pipeline.backends.builtin.realize_bare_control_verbs import (
    aspect_verb_without_complement,
    control_verb_without_infinitive,
)
from pipeline.backends.builtin.realize_cleft_faults import (
    cleft_without_article,
    inverted_location_subject,
)
from pipeline.backends.builtin.realize_currency_sign import lost_currency
from pipeline.backends.builtin.realize_dropped_objects import dropped_object_pronoun
from pipeline.backends.builtin.realize_fault_rows import SourceFault, on_words
from pipeline.backends.builtin.realize_hanging_words import lost_partitive_comma
from pipeline.backends.builtin.realize_lost_amount_articles import lost_amount_article
from pipeline.backends.builtin.realize_lost_amount_ofs import lost_amount_of
from pipeline.backends.builtin.realize_lost_arrangements import lost_arrangement
from pipeline.backends.builtin.realize_lost_aside_commas import lost_aside_comma
from pipeline.backends.builtin.realize_lost_control_objects import lost_control_object
from pipeline.backends.builtin.realize_lost_determiners import lost_determiner
from pipeline.backends.builtin.realize_lost_gerunds import lost_gerund
from pipeline.backends.builtin.realize_lost_modals import lost_modal
from pipeline.backends.builtin.realize_lost_number_words import lost_number_word
from pipeline.backends.builtin.realize_lost_partitive_openers import lost_partitive_opener
from pipeline.backends.builtin.realize_lost_perfects import lost_perfect
from pipeline.backends.builtin.realize_lost_possessives import lost_possessive
from pipeline.backends.builtin.realize_lost_pronoun_objects import lost_pronoun_object
from pipeline.backends.builtin.realize_lost_small_words import lost_source_words
from pipeline.backends.builtin.realize_lost_where_places import lost_where_place
from pipeline.backends.builtin.realize_only_conditions import parted_only
from pipeline.backends.builtin.realize_percent_sign import lost_percent
from pipeline.backends.builtin.realize_quote_balance import unpaired_quote
from pipeline.backends.builtin.realize_quote_speaker_first import reworded_quotation
from pipeline.backends.builtin.realize_said_hedges import lost_number_hedge
from pipeline.backends.builtin.realize_shared_objects import split_shared_object
from pipeline.backends.builtin.realize_source_tokens import joined_tokens
from pipeline.backends.builtin.realize_standalone_possessives import standalone_possessive_lost
from pipeline.backends.builtin.realize_title_contractions import expanded_title_contraction
from pipeline.backends.builtin.realize_torn_appositions import torn_apposition
from pipeline.backends.builtin.realize_torn_clauses import (
    dropped_closing_object,
    run_on_amount,
    torn_rate,
)
from pipeline.backends.builtin.realize_torn_lists import torn_list
from pipeline.backends.builtin.realize_unquoted_first_person import first_person_reported

if TYPE_CHECKING:
    import penman

    from pipeline.backends.builtin.realize_tree import Source
    from pipeline.backends.builtin.realizer import Realization

__all__ = ["LOST_WORD_FAULTS"]


def _lost_as_saying(graph: penman.Graph, result: Realization, source: Source) -> bool:
    """A report "as saying" its speaker said without it: "Reuters reports Dick is going to
    be there ... Langone saying" for '"Dick is going to be there ...," Reuters reports
    Langone as saying' (the parse reads the quoted speaker as what was reported)."""
    return "as saying" in joined_tokens(source.tokens) and "as saying" not in result.text


LOST_WORD_FAULTS: tuple[SourceFault, ...] = (
    on_words(lost_number_hedge,
              "the source's {!r} before a number is not said", rebuilt_only=False),
    on_words(lost_percent, "the source's {!r} is said without its percent", rebuilt_only=False),
    on_words(lost_currency,
              "the source's {!r} is said without its currency sign", rebuilt_only=False),
    on_words(lost_arrangement, "the source's {!r} is not said", rebuilt_only=False),
    on_words(unpaired_quote,
              "a quotation mark of the source said without its pair", rebuilt_only=False),
    SourceFault(lambda g, r, s: lost_source_words(r.text, s.tokens,
                                                  r.construction not in (None, "source-order")),
                "the source's {!r} is not said", False),
    SourceFault(lambda g, r, s: reworded_quotation(r.text, s),
                "the speaker's quoted words ({!r}) reworded without their marks"),
    SourceFault(_lost_as_saying, "a report 'as saying' its speaker said without it"),
    on_words(torn_apposition, "the source's closing apposition {!r} said without its comma"),
    on_words(torn_list, "two members of the source's list said without their comma ({!r})"),
    on_words(lost_possessive, "the source's {!r} said without its possessive"),
    SourceFault(lambda g, r, s: dropped_closing_object(r.text, s.tokens,
                                                       r.construction == "cleft"),
                "the source's closing object pronoun after {!r} is not said"),
    on_words(run_on_amount, "the source's closing amount {!r} said without its colon"),
    on_words(lost_modal, "the source's modal {!r} is not said"),
    on_words(torn_rate, "the source's rate {!r} said without its amount"),
    on_words(lost_perfect, "the source's perfect {!r} is said in no tense of 'have'"),
    on_words(lost_number_word, "the source's count {!r} is not said"),
    on_words(lost_gerund,
              "the source's gerund {!r} is not said (its object said without its event)"),
    on_words(lost_determiner, "the noun of the source's {!r} said without its determiner"),
    on_words(dropped_object_pronoun, "the source's {!r} said with no object"),
    on_words(control_verb_without_infinitive, "the source's {!r} said with no infinitive"),
    SourceFault(lambda g, r, s: split_shared_object(g, r.text, s),
                "the object the source's {!r} shared lost by the first verb"),
    on_words(inverted_location_subject,
              "the source's inverted {!r} said without its opening preposition"),
    on_words(expanded_title_contraction, "the source's title word {!r} is not said as written"),
    on_words(cleft_without_article, "the cleft's focus {!r} said without the source's article"),
    on_words(parted_only, "the source's {!r} said without 'only' before its condition"),
    on_words(lost_aside_comma, "the source's aside {!r} said without its comma"),
    on_words(standalone_possessive_lost,
              "the source's name {!r} said without the possessive that is part of it"),
    on_words(lost_partitive_comma, "the source's partitive aside {!r} said without its comma"),
    on_words(lost_amount_article, "the source's {!r} said without its article or owner"),
    SourceFault(lambda g, r, s: first_person_reported(r.text, s.sentence),
                "the speaker's quoted first person reported without its marks ({!r})"),
    on_words(aspect_verb_without_complement,
              "the source's {!r} said with no infinitive, as a verb of saying"),
    on_words(lost_pronoun_object, "the source's {!r} said without its preposition's pronoun"),
    on_words(lost_where_place, "the source's {!r} said without its 'where'"),
    on_words(lost_amount_of, "the source's {!r} said without its 'of'"),
    on_words(lost_control_object,
             "the source's {!r} said without the infinitive's pronoun doer"),
    on_words(lost_partitive_opener, "the source's opening partitive {!r} not said"),
)
