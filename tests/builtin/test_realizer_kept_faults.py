"""Faults found by reading kept paraphrases of MRPC train sentences (offset 3000, a tuning
stretch): a fronted complement that strands its verb, a passive whose subject holds its own
agent, a purpose clause said as the main clause, a bare infinitive in the passive and two
modals around one verb.  Each test names the bad text it replaced; they parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SITEFINDER = ("Since it was launched, the SiteFinder service has come under increasing criticism "
              "from users and analysts who say that VeriSign has overstepped its authority.")
DECISION = ("The unusual decision to declassify an intelligence report came in an attempt to quiet "
            "a growing controversy over Mr Bush's allegations about Iraq's weapons programs.")
TORONTO = ("The 36 employees at Think Dynamics will remain in Toronto and become IBM employees, "
           "Crowe said.")
CITIZENS = ("Six countries have advised their citizens not to travel to Taiwan for any reason, the "
            "ministry said.")
OBESITY = "The team will help draft a plan by the end of the year to attack obesity."


def test_a_verbs_own_complement_is_not_fronted(parser: BuiltinParser) -> None:
    # Were "Under increasing criticism from users and analysts ..., the SiteFinder service has
    # come since it was launched." and "In an attempt to quiet ..., the unusual decision to
    # declassify an intelligence report came."
    texts = [t for t in every_text(parser, SITEFINDER) if t]
    assert not [t for t in texts if t.startswith("Under")], texts
    texts = [t for t in every_text(parser, DECISION) if t]
    assert not [t for t in texts if t.startswith("In an attempt")], texts
    texts = [t for t in every_text(parser, TORONTO) if t]
    assert not [t for t in texts if t.startswith("In Toronto")], texts


def test_a_passive_subject_holding_its_own_agent_is_refused(parser: BuiltinParser) -> None:
    # Was "Their citizens of six countries have been advised not to travel to Taiwan for any
    # reason by them, the ministry said."
    texts = [t for t in every_text(parser, CITIZENS) if t]
    assert not [t for t in texts if "by them" in t], texts
    assert "It is six countries that have advised their citizens not to travel to Taiwan for " \
        "any reason, the ministry said." in texts, texts


def test_a_purpose_reached_through_a_participant_is_refused(parser: BuiltinParser) -> None:
    # Were "The team will help draft a plan by the end of the year will attack obesity." (the
    # purpose asserted), "A plan is drafted by the team will help by the end of the year so
    # that it could attack obesity." (a bare infinitive in the passive) and "By the end of the
    # year, the team will help drafts a plan ..." (then "will help will draft")
    texts = [t for t in every_text(parser, OBESITY) if t]
    assert not [t for t in texts if "year will attack" in t or "is drafted" in t
                or "help drafts" in t or "help will draft" in t], texts
    assert "It is the team that will help to draft a plan by the end of the year to attack " \
        "obesity." in texts, texts


DEAL = ("The deal creates a company with about $2.8bn in annual revenues with 13,000 employees "
        "and 11,000 customers.")
GRANT = ("This year, local health departments hired part-time water samplers and purchased testing "
         "equipment with a $282,355 grant from the Environmental Protection Agency.")


def test_a_with_phrase_of_its_noun_is_not_fronted(parser: BuiltinParser) -> None:
    # Was "With about 2.8bn in annual revenues with 13,000 employees and 11,000 customers, the
    # deal creates a company." ("a company with ... revenues")
    texts = [t for t in every_text(parser, DEAL) if t]
    assert not [t for t in texts if t.startswith("With")], texts
    # a "with" of the event (an instrument) is still fronted
    texts = [t for t in every_text(parser, GRANT) if t]
    assert [t for t in texts if t.startswith("With a $282,355 grant from the Environmental "
                                             "Protection Agency, local health departments")], texts


PARRADO = ("Parrado remained on a Coast Guard cutter Wednesday as immigration officials attempt to "
           "determine his status, the Coast Guard said.")


def test_a_time_before_a_stranding_verb_is_still_fronted(parser: BuiltinParser) -> None:
    # "remain on a Coast Guard cutter" is the verb's own place; Wednesday is only its time
    texts = [t for t in every_text(parser, PARRADO) if t]
    assert not [t for t in texts if t.startswith("On a Coast Guard cutter")], texts
    assert [t for t in texts if t.startswith("On Wednesday, Parrado remained on a Coast Guard "
                                             "cutter")], texts


HAMPTON = "Mr. Hampton had been living at a residence for AIDS patients in Beth Israel Hospital."


def test_a_stranding_place_is_clefted_instead(parser: BuiltinParser) -> None:
    # Was "At a residence for AIDS patients in Beth Israel Hospital, Mr. Hampton had been
    # living." for the place's foci
    texts = [t for t in every_text(parser, HAMPTON) if t]
    assert not [t for t in texts if t.startswith("At a residence")], texts
    assert "It was at a residence for AIDS patients in Beth Israel Hospital that Mr. Hampton " \
        "had been living." in texts, texts
