"""Content words of MRPC sentences that the parse left out of its AMR, so that the realizer
refused every focus ("the parse dropped 'X' of the source"): the long tail of such drops,
grouped by construction.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text, focused, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SKULLS = "Except for a few archaic characteristics, the skulls are readily recognizable."
STEP = ("Doctors would face fines and up to two years in prison for performing the procedure, "
        "except as a lifesaving step.")
WOMEN = "In jihad, we are not allowed to kill women, except those who join the war."


def test_except_for_a_noun_is_the_clause_s_exception(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'Except' of the source".
    assert unparsed_words(parsed(parser, SKULLS)) == []
    assert ("recognizable", ":condition", "except-01") in _edges(parser, SKULLS)
    assert ("except-01", ":ARG1", "characteristic") in _edges(parser, SKULLS)
    # (was asserted as "Readily, the skulls are recognizable, except for ...": "readily"
    # grades the adjective, fronted it no longer does)
    assert focused(parser, SKULLS, "ready-02").refusal == \
        "an adverb fronted off the adjective it grades"


def test_except_keeps_the_source_s_second_preposition(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'except' of the source".
    assert unparsed_words(parsed(parser, STEP)) == []
    assert ("except-01", ":ARG1", "step") in _edges(parser, STEP)
    texts = every_text(parser, STEP)
    assert ("Except as a lifesaving step, doctors would face fines and up to two years in "
            "prison for performing the procedure.") in texts
    assert ("It was fines and up to two years in prison that doctors would face for "
            "performing the procedure, except as a lifesaving step.") in texts


def test_a_bare_except_does_not_open_the_sentence(parser: BuiltinParser) -> None:
    # Was refused on every focus for the drop; with except-01 fronted it said "Except those
    # who join the war, we are not allowed to kill women in jihad.", taking the exception
    # away from the women it narrows.
    assert unparsed_words(parsed(parser, WOMEN)) == []
    assert ("except-01", ":ARG1", "that") in _edges(parser, WOMEN)
    assert focused(parser, WOMEN, "except-01").refusal == (
        "an exception from a noun cannot open the sentence")
    # (was asserted as "We are the ones that are not allowed to kill women in jihad, except
    # ...": the speakers' rule said as a contrast with others, refused now)
    assert "In jihad, we are not allowed to kill women, except those who join the war." \
        in every_text(parser, WOMEN)


SYMPTOMS = ("On average the students suffered at least one of the 13 symptoms between three and "
            "11 times in the last year.")
EARNINGS = ("Analysts surveyed by Reuters Research expected earnings of 13 cents a share on "
            "revenue of $6.7 billion, on average.")


def test_on_average_with_no_object_is_one_phrase(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'average' of the source" (spaCy's
    # "average" an amod of "on", which had no object).
    assert ("suffer-01", ":mod", "on-average") in _edges(parser, SYMPTOMS)
    assert "In the last year, the students suffered at least one of the 13 symptoms between " \
        "three and 11 times on average." in every_text(parser, SYMPTOMS)


def test_on_average_on_an_object_noun_belongs_to_the_clause(parser: BuiltinParser) -> None:
    # Was refused on every focus for the drop; with the phrase below "earnings" it was said
    # "expected on average earnings of 13 cents a share".
    assert unparsed_words(parsed(parser, EARNINGS)) == []
    assert ("expect-01", ":mod", "on-average") in _edges(parser, EARNINGS)
    texts = every_text(parser, EARNINGS)
    assert ("Analysts surveyed by Reuters Research expected earnings of 13 cents a share on "
            "revenue of $6.7 billion, on average.") in texts
    assert not [t for t in texts if "on average earnings" in t.lower()], texts


def test_on_average_before_an_object_gives_it_back(parser: BuiltinParser) -> None:
    # "looking for, on average, revenue ...": spaCy made the revenue the object of "on"
    # ("on revenue"), dropping "average"; the revenue is what "for" introduces.
    sentence = ("Analysts surveyed by Reuters Research had been looking for, on average, revenue "
                "of $723 million and a loss of 28 cents a share.")
    assert unparsed_words(parsed(parser, sentence)) == []
    edges = _edges(parser, sentence)
    assert ("look-01", ":mod", "on-average") in edges
    assert ("look-01", ":ARG1", "and") in edges


LOOTING = ("The biggest threat to order seemed to be looting and crime, including robberies by "
           "some of the prisoners freed by Saddam before the war.")


def test_including_after_a_list_on_a_verb_is_the_last_noun_s_members(parser: BuiltinParser) -> None:
    # Was refused on every focus: "the parse dropped 'including' of the source" (spaCy hung it
    # on "looting", a verb with no object).
    assert unparsed_words(parsed(parser, LOOTING)) == []
    edges = _edges(parser, LOOTING)
    assert ("crime", ":ARG2-of", "include-91") in edges or ("include-91", ":ARG2", "crime") in edges
    assert ("include-91", ":ARG1", "robbery") in edges
    assert LOOTING in every_text(parser, LOOTING)
