"""MRPC train sentences (tuning stretch) whose kept paraphrases said an active past as a
passive ("Erika was churned"), fronted a noun's infinitive as the clause's purpose ("To shut
down Rx Depot, a federal judge granted a request") or put "at" before a count of times ("At
six times, the ECB has cut interest rates"); each test asserts the good text and the
absence of the bad one.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ERIKA = ("One month after Hurricane Claudette pounded Texas, hurricane warnings were posted "
         "Friday along parts of the coast as fast-moving Tropical Storm Erika churned across "
         "the gulf.")
PLANE = ("Last month, 62 Spanish peacekeepers died when their plane crashed in Turkey as they "
         "were returning home.")
AVALOS = ("San Joaquin County sheriff's deputies found 37-year-old Adan Avalos of Riverbank shot "
          "to death inside the SUV.")
NEIGHBOURS = ("The Neighbours star and singer spent yesterday resting at her family home in "
              "Sydney and will have more tests today.")
RX_DEPOT = ("A federal judge Thursday granted a request by the Food and Drug Administration to "
            "shut down Rx Depot, a popular Internet company that sells cheaper prescription "
            "drugs from Canada.")
STANCE = "Blagojevich reiterated his stance Wednesday to not prop up the budget with a gambling expansion."
ECB = ("The ECB has cut interest rates six times over that period, from 4.75 percent in "
       "October 2000 to 2.5 percent.")


def test_a_finite_past_with_its_undergoer_as_subject_stays_active(
        parser: BuiltinParser) -> None:
    texts = every_text(parser, ERIKA)
    assert "On Friday, hurricane warnings were posted one month after Hurricane Claudette " \
        "pounded Texas along parts of the coast as fast-moving Tropical Storm Erika churned " \
        "across the gulf." in texts, texts
    assert not [t for t in texts if t and "was churned" in t], texts
    texts = every_text(parser, PLANE)
    assert "When the plane of 62 Spanish peacekeepers crashed in Turkey as they were returning " \
        "home, they died last month." in texts, texts
    assert not [t for t in texts if t and "was crashed" in t], texts


def test_a_participle_after_found_stays_passive(parser: BuiltinParser) -> None:
    # spaCy tags "shot" a finite past with "Avalos" its subject: a small clause of "found"
    texts = every_text(parser, AVALOS)
    assert "It was 37-year-old Adan Avalos of Riverbank who was shot to death inside the SUV, " \
        "San Joaquin County sheriff's deputies found." in texts, texts
    # (the verbatim cleft of the open subject says the source's own small clause, "who found
    # 37-year-old Adan Avalos of Riverbank shot to death", realize_verbatim_cleft_subjects)
    assert not [t for t in texts if t and t != AVALOS and "Riverbank shot" in t
                and "found 37-year-old Adan Avalos of Riverbank shot" not in t], texts


def test_a_finite_past_whose_subject_is_no_undergoer_is_untouched(
        parser: BuiltinParser) -> None:
    # "spent" has the singer as its subject, not its :ARG1 (the resting)
    texts = every_text(parser, NEIGHBOURS)
    assert not [t for t in texts if t and "Sydney spent yesterday" in t], texts


def test_a_nouns_infinitive_after_its_by_phrase_is_no_purpose(parser: BuiltinParser) -> None:
    texts = every_text(parser, RX_DEPOT)
    assert "On Thursday, a federal judge granted a request by the Food and Drug Administration " \
        "to shut down Rx Depot, a popular Internet company that sells cheaper prescription " \
        "drugs from Canada." in texts, texts
    assert not [t for t in texts if t and t.startswith("To shut down")], texts


def test_a_nouns_negated_infinitive_after_a_day_is_no_purpose(parser: BuiltinParser) -> None:
    texts = every_text(parser, STANCE)
    assert "On Wednesday, Blagojevich reiterated his stance not to prop up the budget with a " \
        "gambling expansion." in texts, texts
    assert not [t for t in texts if t and t.startswith("Not to prop up")], texts


def test_a_count_of_times_is_not_fronted_with_at(parser: BuiltinParser) -> None:
    texts = every_text(parser, ECB)
    assert "Over that period, the ECB has cut interest rates from 4.75 percent in October 2000 " \
        "to 2.5 percent six times." in texts, texts
    assert not [t for t in texts if t and "At six times" in t], texts


PINELLAS = "Still, Pinellas rabies cases fell sharply to 17 in 1996 and 3 in 1997, Agnew said."
MTA = ("The Metropolitan Transportation Authority was given two weeks to restore the $1.50 fare "
       "and the old commuter railroad rates, York declared.")


def test_no_comma_between_a_clause_and_a_noun_phrase(parser: BuiltinParser) -> None:
    # the parse put "3 in 1997" (a gapped clause) beside the clause as a noun phrase
    texts = every_text(parser, PINELLAS)
    assert "Still, it was Agnew who said Pinellas rabies cases fell sharply to 17 in 1996 and 3 " \
        "in 1997." in texts, texts
    assert not [t for t in texts if t and "1996, and 3" in t], texts
    texts = every_text(parser, MTA)
    assert "York declared that the Metropolitan Transportation Authority was given two weeks " \
        "to restore the $1.50 fare and the old commuter railroad rates." in texts, texts
    assert not [t for t in texts if t and "fare, and the old" in t], texts


SUV = ("People in a van opened fire on a pickup and SUV believed to be transporting illegal "
       "immigrants, said Pinal County Sheriff Roger Vanderpool.")


def test_a_conjoined_believed_to_is_a_participle_of_its_noun(parser: BuiltinParser) -> None:
    # spaCy read "SUV believed" as a clause: the SUV the believer, "believed to transport"
    edges = _edges(parser, SUV)
    assert not any(concept == "believe-01" and role == ":ARG0" for concept, role, _ in edges), \
        edges
    texts = every_text(parser, SUV)
    assert "It was Pinal County Sheriff Roger Vanderpool who said people in a van opened fire " \
        "on a pickup and SUV believed to be transporting illegal immigrants." in texts, texts
    assert not [t for t in texts if t and "believed to transport" in t], texts


ANNAN = ("Mr Annan also warned the US should not use the war on terror as an excuse to suppress "
         "\"long-cherished freedoms\".")
STANCE_ARGUING = ("The Prime Minister has taken a hardline stance arguing nothing should be done "
                  "to lessen the pressure on Mugabe.")


def test_an_object_before_a_modal_is_the_subject_of_its_clause(parser: BuiltinParser) -> None:
    # spaCy read "the US" as the one warned: "It was Mr Annan who also warned the US that the
    # war on terror should not be used ..."
    edges = _edges(parser, ANNAN)
    assert ("use-01", ":ARG0", "country") in edges, edges
    assert not any(concept == "warn-01" and role == ":ARG2" for concept, role, _ in edges), edges
    texts = every_text(parser, ANNAN)
    assert "It was Mr Annan who also warned that the US should not use the war on terror as " \
           "an excuse to suppress \"long-cherished freedoms.\"" in texts, texts
    assert not [t for t in texts if t and "warned the US that" in t], texts


def test_a_clause_after_a_participle_of_the_object_is_not_the_objects(
        parser: BuiltinParser) -> None:
    texts = every_text(parser, STANCE_ARGUING)
    assert not [t for t in texts if t and "taken that" in t], texts
