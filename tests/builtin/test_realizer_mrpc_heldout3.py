"""Held-out MRPC train sentences (offset 3000 of the bench) with the real parser: kept
paraphrases a reader marks broken or meaning-changed, each test naming the output it
replaced.  Like test_realizer_mrpc_heldout2.py these move with the parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture
from tests.builtin.test_realizer_mrpc_round3 import focused

PATIENTS = ("At least two female patients sharing a room and 10 nurses now have fevers or "
            "other symptoms, and about 100 of their contacts have been quarantined.")
PATIENTS2 = ("At least 2 female patients sharing a room and 10 nurses have fevers or other "
             "symptoms, and about 100 people who have had contact with them have been "
             "quarantined.")
ASTRONOMERS = ("Two astronomers surveying the region around Jupiter have detected 20 new "
               "moons, bringing the giant planet's total to 60.")
PARTICIPLE = "after its noun said as a clause of its own"


# ------------------------------------------------------------ hedges and reduced relatives
def test_a_reused_count_keeps_the_hedge_before_it(parser: BuiltinParser) -> None:
    # Was "Two female patients sharing a room and 10 nurses now have ...": "at least" lost.
    text = focused(parser, PATIENTS, "and").text
    assert text.startswith("At least two female patients sharing a room"), text


def test_a_reduced_relative_is_no_clause_of_its_own(parser: BuiltinParser) -> None:
    # Was "Two female patients shared a room, and 10 nurses have fevers ...", "A room was
    # shared by 2 female patients, and ...", "Two astronomers surveyed the region around
    # Jupiter, which has detected 20 new moons, ...": the patients' fevers lost.
    for text, concept in ((PATIENTS, "share-01"), (PATIENTS, "have-03"), (PATIENTS2, "room"),
                          (PATIENTS2, "patient"), (ASTRONOMERS, "survey-01")):
        result = focused(parser, text, concept)
        assert not result.text and PARTICIPLE in (result.refusal or ""), (concept, result)


def test_a_reduced_relative_kept_in_place_is_said(parser: BuiltinParser) -> None:
    text = focused(parser, ASTRONOMERS, "detect-01").text
    assert text.startswith("Two astronomers surveying the region around Jupiter have detected")


# ------------------------------------------------------------ "has since"
GOVERNOR = ("The governor said the use of the credit card was a mistake, and has since "
            "reimbursed the party for the expense.")


def test_since_keeps_its_perfect_and_its_then(parser: BuiltinParser) -> None:
    # Was "..., and the party was reimbursed for the expense since, the governor said." and
    # "Since, the party was reimbursed for the expense, ...".
    # (the reimbursement's own focus is refused: said first, "since then" would date it
    # from nothing, realize_shared_subjects)
    texts = [t for t in every_text(parser, GOVERNOR) if t]
    assert [t for t in texts if "has been reimbursed for the expense since then" in t], texts
    result = focused(parser, GOVERNOR, "since")
    assert not (result.text or "").startswith("Since,"), result


# ------------------------------------------------------------ passive participles
ROWLAND = ("Mr. Rowland attended a party in South Windsor for the families of Connecticut "
           "National Guard soldiers called to active duty.")


def test_a_passive_participle_is_no_active_gerund(parser: BuiltinParser) -> None:
    # Was "It was Mr. Rowland who attended a party ... soldiers calling to active duty." and
    # "In South Windsor ..., Mr. Rowland attended a party calling to active duty.".
    for concept in ("person", "party", "city"):
        result = focused(parser, ROWLAND, concept)
        assert "calling" not in (result.text or ""), (concept, result)


# ------------------------------------------------------------ offset 3300 (after the fixes)
INFANTS = ("Researchers at Sweden's Karolinska Institute reanalyzed data from more than 2,000 "
           "infants who had been treated with radiation for a benign birthmark condition "
           "between 1930 and 1959.")


def test_the_preposition_before_a_hedged_count_is_the_sources(parser: BuiltinParser) -> None:
    # Was "reanalyzed data than 2,000 infants" (and, with the hedge kept, "than more than").
    text = focused(parser, INFANTS, "person").text
    assert "reanalyzed data from more than 2,000 infants" in text, text
