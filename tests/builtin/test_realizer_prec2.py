"""MRPC train sentences (2000-3000) whose kept paraphrases read badly: a reported clause
said as an order ("told Reuters for at least 40 people to be killed"), a "for" the source
never said before an infinitive's subject, a fixed phrase cut in half when the source's
words are read back ("missed Vin Diesel at."), a degree adverb drifted after the object
("missed Vin Diesel almost").  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TONAPI = ("Police official S.K. Tonapi told Reuters at least 40 people had been killed and "
          "more than 100 wounded.")
PITKE = ("State interior ministry spokesman Vasant Pitke told Reuters that at least 42 people "
         "had been killed and 112 injured.")
MOTOROLA = "Motorola had scheduled its earnings report to be released today after the close of trading."
DIESEL = "I never thought I'd say this, but I almost missed Vin Diesel at first."


def test_a_reported_list_of_clauses_keeps_its_tense(parser: BuiltinParser) -> None:
    texts = every_text(parser, TONAPI)
    assert ("Police official S.K. Tonapi told Reuters at least 40 people had been killed, "
            "and more than 100 had been wounded.") in texts  # (was "were": realize_shared_perfects)
    assert not any(t and "for at least 40 people to be killed" in t for t in texts), texts
    texts = every_text(parser, PITKE)
    # (its cleft on Reuters, "... Vasant Pitke told at least 42 people had been killed", a
    # garden path, is refused by realize_told_clauses)
    assert ("State interior ministry spokesman Vasant Pitke told Reuters at least 42 people had "
            "been killed, and 112 had been injured.") in texts
    assert not any(t and " to be injured" in t for t in texts), texts


def test_an_infinitive_subject_said_as_the_object_takes_no_for(parser: BuiltinParser) -> None:
    texts = every_text(parser, MOTOROLA)
    assert ("It was Motorola that had scheduled its earnings report to be released today "
            "after the close of trading.") in texts
    assert not any(t and "scheduled for its" in t for t in texts), texts


def test_call_for_keeps_its_for(parser: BuiltinParser) -> None:
    texts = every_text(parser, "The group called for the UN to intervene.")
    assert "The group called for the UN to intervene." in texts


def test_a_fixed_phrase_is_read_back_whole(parser: BuiltinParser) -> None:
    texts = every_text(parser, DIESEL)
    assert DIESEL in texts
    assert not any(t and t.endswith(" at.") for t in texts), texts


def test_almost_stays_before_its_verb(parser: BuiltinParser) -> None:
    texts = every_text(parser, DIESEL)
    # (was asserted in: the "but" turned around, "I never thought I'd say this, but ..." set
    # the other way; realize_shared_subjects refuses it)
    assert "At first, I almost missed Vin Diesel, but I never thought I would say this." \
        not in texts
    assert not any(t and "Vin Diesel almost" in t for t in texts), texts
    texts = every_text(parser, "The company nearly doubled its profit last year.")
    assert "Last year, the company nearly doubled its profit." in texts
    assert not any(t and "profit nearly" in t for t in texts), texts


def test_for_the_first_time_is_no_cleft_focus(parser: BuiltinParser) -> None:
    texts = every_text(parser, "In 2001, the number of people on death row dropped for the "
                               "first time in a decade.")
    assert not any(t and t.startswith("It was the first time") for t in texts), texts
    assert ("It was in 2001 that the number of people on death row dropped for the first "
            "time in a decade.") in texts


def test_a_tensed_clause_joined_to_an_infinitive_is_its_own(parser: BuiltinParser) -> None:
    texts = every_text(parser, "North American markets finished mixed in directionless trading "
                               "Monday as earnings season begins to slow and economic "
                               "indicators move into the spotlight.")
    assert not any(t and "for economic indicators to move" in t for t in texts), texts
    assert ("As earnings season begins to slow, and economic indicators move into the "
            "spotlight, North American markets finished mixed in directionless trading "
            "Monday.") in texts


def test_a_fronted_time_stays_before_the_complement_clause(parser: BuiltinParser) -> None:
    texts = every_text(parser, "On Thursday, a Post article argued that a 50 basis point cut "
                               "from the Fed was more likely.")
    assert ("It was a Post article that argued on Thursday that a 50 basis point cut from the "
            "Fed was more likely.") in texts
    assert not any(t and t.endswith("more likely on Thursday.") for t in texts), texts
    texts = every_text(parser, "In May, Mr. Hatfill said he was struck by a vehicle being "
                               "driven by an FBI employee who was tailing him in Georgetown.")
    assert ("It was Mr. Hatfill who said in May that a vehicle being driven by an FBI employee "
            "who was tailing him in Georgetown struck him.") in texts
    assert not any(t and t.endswith("Georgetown struck him in May.") for t in texts), texts


def test_an_eight_letter_index_code_is_markup(parser: BuiltinParser) -> None:
    # Was kept: "Gsppapr of Standard & Poor's paper products index was one up 2 percent of
    # the leading sectors."
    texts = every_text(parser, "The Standard & Poor's paper products index .GSPPAPR was one of "
                               "the leading sectors, up 2 percent.")
    assert ("It was the Standard & Poor's paper products index that was one of the leading "
            "sectors, up 2 percent.") in texts
    assert not any(t and "sppapr" in t.lower() for t in texts), texts
