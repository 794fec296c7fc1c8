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
    # (the source's opening "This year" stays before the clause, whose object the parse
    # took to hold the verb "purchased": realize_time_places.dates_nested_verb)
    assert [t for t in texts if t.startswith("With a $282,355 grant from the Environmental "
                                             "Protection Agency, this year, local health "
                                             "departments")], texts


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


FEMA = "Federal Emergency Management Administration designated $20 million to establish the registry."
AMEX = "The American Express Corp. has pledged at least $3 million of more than $5 million needed."


def test_a_sum_of_money_takes_a_singular_verb(parser: BuiltinParser) -> None:
    # Was "$20 million were designated by ...", "... more than $5 million that were needed."
    texts = [t for t in every_text(parser, FEMA) if t]
    assert [t for t in texts if t.startswith("$20 million was designated by")], texts
    texts = [t for t in every_text(parser, AMEX) if t]
    assert [t for t in texts if "$5 million that was needed" in t], texts
    assert not [t for t in texts if "million that were" in t], texts


FOUR_PEOPLE = "Four people were found shot to death along a highway Tuesday morning, officials said."
AVALOS = ("San Joaquin County sheriff's deputies found 37-year-old Adan Avalos of Riverbank shot to "
          "death inside the SUV.")
PETERSON = "A jury found Peterson guilty of murder."


def test_a_participle_after_found_says_what_was_done(parser: BuiltinParser) -> None:
    # Were "Four people were found to shoot to death ..." and "It was San Joaquin County
    # sheriff's deputies that found that 37-year-old Adan Avalos of Riverbank shot to death
    # inside the SUV." (the victim said as the shooter)
    texts = [t for t in every_text(parser, FOUR_PEOPLE) if t]
    assert not [t for t in texts if "to shoot" in t or "people shot" in t], texts
    texts = [t for t in every_text(parser, AVALOS) if t]
    # ("who": deputies are people, prec19)
    assert "It was San Joaquin County sheriff's deputies who found that 37-year-old Adan Avalos " \
        "of Riverbank was shot to death inside the SUV." in texts, texts
    # (the verbatim cleft of the open subject says the source's own small clause, "who found
    # 37-year-old Adan Avalos of Riverbank shot to death", realize_verbatim_cleft_subjects)
    assert not [t for t in texts if "Riverbank shot" in t and t != AVALOS
                and "found 37-year-old Adan Avalos of Riverbank shot" not in t], texts


def test_an_adjective_after_found_keeps_its_number_and_time(parser: BuiltinParser) -> None:
    # Was "It was a jury that found that Peterson are guilty of murder."
    texts = [t for t in every_text(parser, PETERSON) if t]
    assert "It was a jury that found that Peterson was guilty of murder." in texts, texts
    assert not [t for t in texts if "Peterson are" in t], texts


CANADA = ("In Canada, the booming dollar will be in focus again as it tries to stay above the 75 "
          "cent (U.S.) mark.")


def test_a_singular_noun_in_s_is_an_idiom_lead(parser: BuiltinParser) -> None:
    # Were "In focus, the booming dollar will be in Canada again ..." and "It is in focus that
    # the booming dollar will be in Canada again ...": "in focus" is the verb's idiom
    texts = [t for t in every_text(parser, CANADA) if t]
    assert not [t for t in texts if t.startswith(("In focus", "It is in focus"))], texts


CAVALIERS = ("The Cleveland Cavaliers won the right to draft James by winning the NBA's annual "
             "lottery Thursday night.")


def test_a_manner_reached_through_a_participant_is_refused(parser: BuiltinParser) -> None:
    # Were "On Thursday night, the Cleveland Cavaliers won the right to draft James won the
    # NBA's annual lottery." and "It was the NBA's annual lottery that the Cleveland Cavaliers
    # won the right to draft James won Thursday night." ("by winning" lost)
    texts = [t for t in every_text(parser, CAVALIERS) if t]
    assert not [t for t in texts if "James won" in t], texts
    # nor is the right's infinitive fronted as a purpose ("To draft James ..., the Cleveland
    # Cavaliers won the right.")
    assert not [t for t in texts if t.startswith("To draft")], texts


FAMILY = ("The family stopped for lunch at Freshwater Spit, where several children went to the "
          "water's edge to play in the surf shortly after noon.")


def test_a_self_stopping_subject_stays_active(parser: BuiltinParser) -> None:
    # Were "It was the family that was stopped for lunch at Freshwater Spit, ..." and
    # "At Freshwater Spit that the family was stopped at for lunch, ..."
    texts = [t for t in every_text(parser, FAMILY) if t]
    assert not [t for t in texts if "was stopped" in t], texts
    assert "It was the family that stopped for lunch at Freshwater Spit, where several children " \
        "went to the water's edge to play in the surf shortly after noon." in texts, texts
    assert not [t for t in texts if "Spit that" in t], texts


ANNIKA = ("Annika Sorenstam gets her first opportunity to test that objective this week at the "
          "McDonald's LPGA Championship.")


def test_a_noun_after_that_is_no_clause(parser: BuiltinParser) -> None:
    # Was "It is Annika Sorenstam that gets her first opportunity to test that objectives this
    # week ..." (spaCy: "that" the subject of a verbless clause headed by "objective")
    texts = [t for t in every_text(parser, ANNIKA) if t]
    assert not [t for t in texts if "objectives" in t], texts
    assert "It is her first opportunity that Annika Sorenstam gets to test that objective this " \
        "week at the McDonald's LPGA Championship." in texts, texts


TUITION = "Tuition at four-year private colleges averaged $19,710 this year, up 6 percent from 2002."


def test_a_verb_of_measure_has_no_passive(parser: BuiltinParser) -> None:
    # Was "$19,710 was averaged by tuition at four-year private colleges this year ..."
    texts = [t for t in every_text(parser, TUITION) if t]
    assert not [t for t in texts if "was averaged" in t], texts


DISPUTE = ("Four others were wounded in a dispute that apparently involved immigrant smugglers, "
           "officials said.")


def test_a_hedge_adverb_is_said_as_itself(parser: BuiltinParser) -> None:
    # Was "... in a dispute that involved immigrant smugglers appear" (appear-02 said as a verb)
    texts = [t for t in every_text(parser, DISPUTE) if t]
    assert not [t for t in texts if "appear" in t and "apparently" not in t], texts
    assert "Officials were the ones who said four others were wounded in a dispute that " \
        "apparently involved immigrant smugglers." in texts, texts
    # nor the dispute's relative clause said after the attribution ("It was a dispute that four
    # others were wounded in, officials said that apparently involved immigrant smugglers.")
    assert not [t for t in texts if "said that" in t], texts


RIKSBANK = ("The Swedish central bank was also meeting on Wednesday and widely expected to announce "
            "a cut on Thursday.")


def test_a_participle_shares_the_progressives_be(parser: BuiltinParser) -> None:
    # Was "On Wednesday, the Swedish central bank was also meeting, and it widely expected to
    # announce a cut on Thursday." (the bank the expecter)
    texts = [t for t in every_text(parser, RIKSBANK) if t]
    assert not [t for t in texts if "it widely expected" in t], texts
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "On Wednesday, the Swedish central bank was also meeting, and it was widely expected " \
        "to announce a cut on Thursday." not in texts, texts
