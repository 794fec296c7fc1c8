"""Rebuilt passives a blind read of kept tuning texts found broken (MRPC train, tuning
stretches): the source's restrictive relative clause asserted and its main clause demoted
to the relative ("The procedure is performed by a physician who could face ..."), the
progressive kind of a reduced relative ("a vehicle being driven by") said as the passive
main clause, an object pronoun or a negative-polarity "any" made the passive's subject, a
negative speaker's report said after what was not said, an amount range torn apart, the
reported clause's adjunct said as the closing report's, a number's hedge said apart from it,
an idiom's object made the subject ("No time was wasted by the Yankees"), a small clause made
the subject ("All city flags flown at half-mast ... were ordered by Mayor James Quinn"), the
source's opening phrase wedged between a verb and its bare object, an "as X are also known"
aside moved off its noun, the source's agent given another participle."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_asserted_participles import asserted_reduced_relative
from pipeline.backends.builtin.realize_moved_agents import agent_moved_to_participle
from pipeline.backends.builtin.realize_naming_as_asides import moved_naming_aside
from pipeline.backends.builtin.realize_negative_speakers import negative_speaker_after
from pipeline.backends.builtin.realize_reported_adjuncts import adjunct_after_report
from pipeline.backends.builtin.realize_said_hedges import hedge_apart_from_number, lost_number_hedge
from pipeline.backends.builtin.realize_small_clause_passives import small_clause_subject
from pipeline.backends.builtin.realize_subject_forms import unsayable_subject
from pipeline.backends.builtin.realize_swapped_relatives import swapped_relative
from pipeline.backends.builtin.realize_torn_amount_ranges import torn_amount_range
from pipeline.backends.builtin.realize_torn_openers import buried_opening_phrase
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PHYSICIAN = "Under the legislation, a physician who performs the procedure could face up to " \
            "two years in prison."
HATFILL = "Last May, Hatfill was struck by a vehicle being driven by an FBI employee who was " \
          "tailing him in Washington's Georgetown neighborhood."

NAMED = "The American Film Institute recently named her the top female screen legend."
BEEF = "The company emphasized that McDonald's USA does not import any raw beef or hamburger " \
       "patties from Canada for McDonald's use in the United States."
NEITHER = "Neither immediately said his agency would appeal the decision, but many others " \
          "following the case said an appeal was likely soon."
PROFIT = "Excluding one-time items, it expects profit of 11 cents to 15 cents a share."
LOSS = "The company posted a net loss of $185 million, or 54 cents per share, in the " \
       "year-earlier period, it said in a statement Wednesday."
SONGS = "Apple's iTunes Music Store has sold over 1 million songs in the first week, the " \
        "company announced on Monday."
YANKEES = "The Yankees wasted no time breaking through against Zambrano (4-4) in the rematch."
FLAGS = "In Millville yesterday, Mayor James Quinn ordered all city flags flown at half-staff " \
        "for the next 30 days."
AWARDS = "As part of the changes, Microsoft will also tie stock awards for its top 600 or so " \
         "executives to the growth and \"satisfaction\" in its customer base."


def _tokens(sentence: str) -> list[str]:
    return sentence.replace(",", " ,").replace(".", " .").replace("'s", " 's").split()


def test_a_relative_clause_before_the_main_modal_is_not_asserted(
        parser: BuiltinParser) -> None:
    # Were kept (MRPC train 2724): "The procedure is performed by a physician who could face
    # up to two years in prison under the legislation." and "A physician who could face ...
    # performs the procedure."
    texts = [t for t in every_text(parser, PHYSICIAN) if t]
    assert [t for t in texts if "who could face" in t] == []
    # (1048) the relative clause ends where the main clause's auxiliary opens
    men = "Four other men who were also charged in June have already pleaded guilty ."
    tokens = men.split(" ")
    assert swapped_relative("In June, four other men who have already pleaded guilty were "
                            "also charged.", tokens) == "pleaded"
    assert swapped_relative("In June, four other men who were also charged have already "
                            "pleaded guilty.", tokens) is None


def test_a_progressive_reduced_relative_is_not_asserted(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 2083): "A vehicle that struck Hatfill last May was driven by an
    # FBI employee who was tailing him in Washington's Georgetown neighborhood."
    texts = [t for t in every_text(parser, HATFILL) if t]
    assert [t for t in texts if t.startswith("A vehicle that struck")] == []
    tokens = HATFILL.replace(",", " ,").replace(".", " .").split()
    assert asserted_reduced_relative("A vehicle being driven by an FBI employee who was tailing "
                                     "him struck Hatfill last May.", tokens) is None


def test_a_passive_subject_keeps_a_form_it_can_take(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 476, 2565): "Her was recently named by the American Film
    # Institute the top female screen legend.", "Any raw beef or hamburger patties from
    # Canada ... is not imported by McDonald's USA, the company emphasized."
    assert [t for t in every_text(parser, NAMED) if t and t.startswith("Her was")] == []
    assert [t for t in every_text(parser, BEEF) if t and t.startswith("Any raw")] == []
    assert unsayable_subject("256 to 170 were voted by the House to pass the act.",
                             _tokens("The House voted 256 to 170 to pass the act.")) \
        == "256 to 170 were voted"
    assert unsayable_subject("The state's neutrality would be violated by she.",
                             _tokens("She would violate the state's neutrality.")) == "by she"
    # the source's own "any" before its negation stays
    assert unsayable_subject("Any company that does not file will be fined by the state.",
                             _tokens("The state will fine any company that does not file.")) \
        is None


def test_a_negative_speaker_is_not_said_after_the_clause(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 3363): "The decision would be appealed by his agency, neither
    # immediately said, but ...", "His agency would appeal the decision, neither immediately
    # said, but ..."
    assert [t for t in every_text(parser, NEITHER) if t and "neither immediately said," in t] == []
    assert negative_speaker_after("No decision was made, nobody said.",
                                  _tokens("Nobody said no decision was made.")) == "nobody said"


def test_an_amount_range_stays_whole(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 1101): "If one-time items were excluded, profit of 11 cents is
    # expected by it to 15 cents a share."
    texts = [t for t in every_text(parser, PROFIT) if t]
    assert [t for t in texts if "11 cents" in t and "11 cents to" not in t] == []
    # a change and the level it reached are no range
    assert torn_amount_range("Corixa shares rose to $7.74, up 54 cents.",
                             _tokens("Corixa shares rose 54 cents to $7.74.")) is None


def test_the_reported_clauses_adjunct_stays_its_own(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 2906): "A net loss of $185 million, or 54 cents per share, was
    # posted by the company, it said in the year-earlier period in a statement Wednesday."
    texts = [t for t in every_text(parser, LOSS) if t]
    assert [t for t in texts if "said in the year-earlier" in t] == []
    # the report's own fronted phrase may close the text ("In a statement, Microsoft said")
    assert adjunct_after_report(
        "The dividend is payable Nov. 7, Microsoft said in a statement.",
        _tokens("In a statement, Microsoft said the dividend is payable Nov. 7.")) is None
    # a passive's agent after the closing report (MRPC train 4885)
    assert adjunct_after_report(
        "The thud was heard from the kitchen, she said in an interview Tuesday, by Janet "
        "Racicot.", _tokens("Janet Racicot heard the thud from the kitchen, she said in an "
                            "interview Tuesday.")) == "by Janet Racicot"
    assert adjunct_after_report(
        "Inspectors will match the fingerprints, Williams said in early December.",
        _tokens("In early December, inspectors will match the fingerprints, Williams said.")) \
        == "in early December"


def test_a_numbers_hedge_stays_before_it(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 766): "1 million songs have been sold over by Apple's iTunes Music
    # Store in the first week, ..."
    assert [t for t in every_text(parser, SONGS) if t and "sold over by" in t] == []
    tokens = _tokens("Tuition averaged $4,694, up almost $600 from the year before.")
    assert hedge_apart_from_number("Tuition averaged $4,694 $600 almost up from the year "
                                   "before.", tokens) == "almost $600"
    assert hedge_apart_from_number("Up almost $600 from the year before, tuition averaged "
                                   "$4,694.", tokens) is None


def test_waste_no_time_has_no_passive(parser: BuiltinParser) -> None:
    # (and "spend the weekend": "The weekend is being spent at his Crawford ranch ... by
    # Bush", MRPC train 6285)
    assert [t for t in every_text(parser, "Bush is spending the weekend at his Crawford "
                                          "ranch.") if t and "is being spent" in t] == []
    # Was kept (MRPC train 161): "No time was wasted by the Yankees, breaking through in the
    # rematch against Zambrano, who had a 4-4 record."
    texts = [t for t in every_text(parser, YANKEES) if t]
    assert [t for t in texts if "was wasted" in t] == []
    assert any(t.startswith("The Yankees wasted no time") for t in texts)


def test_a_small_clause_is_no_passive_subject(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 4382, 4381): "All city flags flown at half-staff for the next 30
    # days were ordered by Mayor James Quinn ..."
    texts = [t for t in every_text(parser, FLAGS) if t]
    assert [t for t in texts if "were ordered by" in t] == []
    assert small_clause_subject(
        "The men immediately released on bail were ordered by the judge.",
        _tokens("The judge ordered the men immediately released on bail.")) \
        == "The men immediately released"


def test_about_a_dozen_keeps_its_hedge() -> None:
    # Was kept (MRPC train 370): "The hospital where she is staying is being guarded by a
    # dozen undercover police and military intelligence officers."
    tokens = _tokens("The hospital is being guarded by about a dozen undercover police.")
    assert lost_number_hedge("The hospital is being guarded by a dozen undercover police.",
                             tokens) == "about"
    assert lost_number_hedge("They worried about a society.", _tokens("They worried about a "
                                                                        "society.")) is None


def test_the_opening_phrase_is_not_wedged_before_a_bare_object(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 1563): "It is Microsoft that will also tie as part of the changes
    # stock awards to the growth and "satisfaction" in its customer base for its top 600 or so
    # executives." and its kin
    texts = [t for t in every_text(parser, AWARDS) if t]
    assert [t for t in texts if "tie as part of the changes stock" in t] == []
    assert any(t.startswith("As part of the changes, Microsoft will also tie stock awards")
               for t in texts)
    # an adjunct after the phrase is no object
    assert buried_opening_phrase("It was a man who was shot on Wednesday near Kut.",
                                 _tokens("On Wednesday, a man was shot near Kut.")) is None


def test_a_naming_aside_stays_after_its_noun() -> None:
    # Were kept (MRPC train 4985): "The tradition of arranged child weddings among Roma is
    # generally tolerated by the country though the legal age for marriage in Romania is 18 as
    # Gypsies are also known." and its cleft and fronted kin
    tokens = _tokens("Though the legal age for marriage in Romania is 18, the country "
                     "generally tolerates the tradition of arranged child weddings among "
                     "Roma, as Gypsies are also known.")
    assert moved_naming_aside("The tradition of arranged child weddings among Roma is "
                              "generally tolerated by the country though the legal age for "
                              "marriage in Romania is 18 as Gypsies are also known.", tokens) \
        == "as Gypsies are also known"
    assert moved_naming_aside("Though the legal age for marriage in Romania is 18, the "
                              "tradition of arranged child weddings among Roma, as Gypsies "
                              "are also known, is generally tolerated by the country.",
                              tokens) is None


def test_the_agent_stays_with_its_participle() -> None:
    # Was kept (MRPC train 3289): "A PAEDOPHILE from Twickenham has been described as the
    # most prolific internet groomer that was ever caught by police."
    tokens = _tokens("A PAEDOPHILE from Twickenham has been described by police as the most "
                     "prolific 'internet groomer' ever caught.")
    assert agent_moved_to_participle(
        "A PAEDOPHILE from Twickenham has been described as the most prolific internet "
        "groomer that was ever caught by police.", tokens) == "caught by police"
    assert agent_moved_to_participle(
        "A PAEDOPHILE from Twickenham has been described by police as the most prolific "
        "internet groomer that was ever caught.", tokens) is None
