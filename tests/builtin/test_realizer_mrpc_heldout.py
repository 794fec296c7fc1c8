"""Held-out MRPC train sentences (offset 1000 of the bench) with the real parser: kept
paraphrases a reader marks broken or meaning-changed, each test naming the output it
replaced.  Like test_realizer_mrpc_parsed.py these move with the parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture
from tests.builtin.test_realizer_mrpc_round3 import focused

DIAMOND = ('"We did not want to shut down," Diamond testified under questioning by Matthew '
           "Fishbein, one of O'Donnell's lawyers.")
HELD = "They are being held on immigration violations as the incident is investigated."
GUILTY = "Four other men who were also charged in June have already pleaded guilty."
NIST = ("The NIST discovered that in 1999 the Port Authority issued guidelines to upgrade the "
        "fireproofing to a thickness of 1 1/2 inches.")
JOBS = ("Economists said the announcement was not a surprise, and politicians said it offered "
        "little comfort to the millions of Americans without jobs.")
DOW = ("The blue-chip Dow Jones industrial average .DJI climbed 179.97 points, or 2.09 percent, "
       "to 8,781.35, ending at its highest level since mid-January.")
SPX = "The Standard & Poor's 500 Index .SPX slipped 11.83 points, or 1.20 percent, to 975.93."
PAYROLLS = ("The civilian unemployment rate improved marginally last month - sliding down to 6.1 "
            "percent - as companies slashed payrolls by 93,000.")
YIELD = "The yield on the 10-year Treasury note rose to 4.46% from 4.42% late Thursday."
CRUZ = "Cruz came to the United States in 1960, a year after the Cuban revolution."
LATER = ("Later this year, the command will send trainers with soldiers from four North African "
         "nations on patrolling and intelligence gathering missions.")
FALL = ("This fall the command will send trainers to work with soldiers from four North African "
        "nations on patrolling and gathering intelligence.")
# (the source's "from the bonuses" left out: said before "compared with ..." by the realizer,
# it now refuses; see test_parse_coverage_preps3)
BONUSES = ("New York City will get an estimated $182.5 million in tax revenue this year, "
           "compared with last year's $125.4 million.")
WHALES = ("Today, the experts will perform the United States' first simultaneous release of five "
          "whales from a single stranding incident.")
FIRST_TIME = ("This is the first time in the United States that five whales have been released "
              "simultaneously from a single stranding incident.")
DJS = ("A radio station has suspended two disc jockeys for locking themselves in the studio and "
       "continuously playing Dixie Chicks songs, violating the station's two-month-old ban on the "
       "group's music.")
HOUSTON = ("He was arrested Friday night at an Alpharetta seafood restaurant while dining with "
           "his wife, singer Whitney Houston.")
PECK = ("Peck died peacefully at his Los Angeles home early Thursday with his wife of 48 years, "
        "Veronique, by his side.")
VACCINE = ("But the new vaccine will not even begin to be tested in people until 2005 and will not "
           "be approved for use for several years after that.")
AGAIN = ("He was arrested again Friday night at an Alpharetta restaurant where he was having "
         "dinner with his wife.")
ABRAHAM = ("Yehuda Abraham, a 76-year-old jeweler from New York's diamond district, accepted a "
           "$30,000 down payment on behalf of Lakhani for the first missile, investigators said.")
RATHER = "But I would rather be talking about high standards than low standards.\""
REGISTRY = "The registry was launched with $20 million from the Federal Emergency Management Agency."
SORKIN = ("Sorkin was to have been tried separately on charges of conspiracy and lying to a grand "
          "jury.")
SORKIN_FACES = ("Sorkin, who faces charges of conspiracy to obstruct justice and lying to a grand "
                "jury, was to have been tried separately.")


# ------------------------------------------------------------ old roots said after the focus
def test_a_report_of_the_new_main_clause_follows_as_an_attribution(parser: BuiltinParser) -> None:
    # Was "We were the ones who did not want to shut down, which Diamond testified under
    # questioning by Matthew Fishbein." and "..., which the NIST discovered."
    # "one of O'Donnell's lawyers" is unparsed: coverage=False tests the rule alone.
    text = focused(parser, DIAMOND, "want-01", coverage=False).text
    # (its quotation keeps its marks: realize_quote_restore)
    assert text.startswith('"We did not want to shut down", Diamond testified'), text
    text = focused(parser, NIST, "issue-01").text
    assert "which the NIST" not in text and "being thickness" not in text, text


def test_a_time_clause_is_not_turned_into_the_main_clause(parser: BuiltinParser) -> None:
    # Was "It is the incident that is investigated, when they are held on immigration
    # violations.": the source's "as" clause said as the main one.
    result = focused(parser, HELD, "incident")
    assert result.text == "" and "'time' clause" in (result.refusal or ""), result
    # (was asserted with "When" for the source's "as", which the fronted clause now keeps)
    assert focused(parser, HELD, "investigate-01").text == (
        "As the incident is investigated, they are being held on immigration violations.")


# ------------------------------------------------------------ words and their forms
def test_an_adjective_complement_is_said_bare_and_men_is_plural(parser: BuiltinParser) -> None:
    # Were "... have already pleaded for being guilty." and "In June, other four mens who ...".
    assert focused(parser, GUILTY, "man").text == (
        "Four other men who were also charged in June are the ones who have already pleaded "
        "guilty.")
    # (the fronted time once said "In June, four other men who have already pleaded guilty
    # were also charged.", the source's relative clause asserted and its main clause made the
    # relative: realize_swapped_relatives refuses it now that the source's relative clause
    # ends at the main clause's "have")
    result = focused(parser, GUILTY, "date-entity")
    assert result.text == "" and "relative" in (result.refusal or ""), result


def test_an_adjective_the_source_said_as_a_noun_is_no_gerund(parser: BuiltinParser) -> None:
    # Was "... to upgrade the fireproofing to being thickness, which the NIST discovered."
    result = focused(parser, NIST, "guideline")
    assert result.text == "" and "noun" in (result.refusal or ""), result


def test_a_negated_manner_noun_is_said_with_without(parser: BuiltinParser) -> None:
    # Was "... little comfort to the millions of Americans no jobs."
    # (was asserted on the focus "politician": "Politicians were the ones who said it offered
    # little comfort to ..., and economists said the announcement ...", which says "it" before
    # the announcement it stands for; realize_cataphora)
    texts = every_text(parser, JOBS)
    assert "Economists were the ones who said the announcement was not a surprise, and " \
        "politicians said it offered little comfort to the millions of Americans without jobs." \
        in texts, texts
    assert not [t for t in texts if t and "Americans no jobs" in t], texts


def test_a_copular_time_noun_is_no_agent(parser: BuiltinParser) -> None:
    # Were "Five whales have been released ... by being the first time in the United States
    # simultaneously." and "Simultaneously, being the first time ... has released ...".
    for concept in ("whale", "simultaneous"):
        assert "being the first time" not in focused(parser, FIRST_TIME, concept).text


# ------------------------------------------------------------ amounts
def test_an_amount_of_change_keeps_its_place_and_preposition(parser: BuiltinParser) -> None:
    # Were "... climbed 179.97 points, or 2.09 percent, 8,781.35, ending ...", "Spx ...
    # slipped to 975.93 11.83 points, or 1.20 percent." and "slashed payrolls 93,000".
    assert "2.09 percent, to 8,781.35" in focused(parser, DOW, "climb-01").text
    # (the parser drops the market code ".SPX" as markup: the same sentence without it)
    assert "slipped 11.83 points, or 1.20 percent, to 975.93" in focused(
        parser, SPX.replace(" .SPX", ""), "slip-01").text
    assert focused(parser, SPX, "slip-01").text == focused(
        parser, SPX.replace(" .SPX", ""), "slip-01").text
    assert "slashed payrolls by 93,000" in focused(parser, PAYROLLS, "month").text


# ------------------------------------------------------------ fronted topics
def test_a_verbs_own_argument_is_not_fronted(parser: BuiltinParser) -> None:
    # Were "To 4.46 percent, the yield ... rose from 4.42 percent.", "From 4.42 percent, ..."
    # and "To the United States, Cruz came in 1960 ...".
    for concept, nth in (("percentage-entity", 0), ("percentage-entity", 1)):
        result = focused(parser, YIELD, concept, nth)
        assert not result.text.startswith(("To ", "From ")), result
    assert not focused(parser, CRUZ, "country").text.startswith("To the United States")


def test_a_deictic_time_is_fronted_without_a_preposition(parser: BuiltinParser) -> None:
    # Were "In later this year, ...", "This later year, ...", "At this fall, ..." and "In the
    # this year, New York City will get ...".
    # (The parse loses "intelligence gathering", "gathering" and "estimated": coverage=False
    # tests the rule.)
    assert focused(parser, LATER, "year", coverage=False).text.startswith(
        "Later this year, the command will")
    assert not focused(parser, LATER, "later").text.startswith("This later year")
    assert focused(parser, FALL, "fall", coverage=False).text.startswith(
        "This fall, the command will send")
    assert focused(parser, BONUSES, "this", coverage=False).text.startswith(
        "This year, New York City will get")


def test_two_modifiers_keep_the_source_order(parser: BuiltinParser) -> None:
    # Was "From a stranding single incident, the experts will perform ...".
    result = focused(parser, WHALES, "single-02")
    assert "stranding single" not in result.text, result


# ------------------------------------------------------------ prepositions and roles kept
def test_a_for_gerund_cause_is_said_as_the_source_said_it(parser: BuiltinParser) -> None:
    # Were "Two disc jockeys have been suspended by a radio station to lock them in the studio
    # and to play ..." and "To lock two disc jockeys in the studio ..., a radio station has
    # suspended them.": the parse read the cause as a purpose.
    assert focused(parser, DJS, "jockey").text.startswith(
        "Two disc jockeys have been suspended by a radio station for locking themselves in the "
        "studio and continuously playing Dixie Chicks songs")  # (the source's order)
    result = focused(parser, DJS, "and")
    assert result.text == "" and "'for V-ing'" in (result.refusal or ""), result


def test_a_role_of_a_pronoun_is_its_possessive(parser: BuiltinParser) -> None:
    # Was "... while he dined with Whitney Houston who is a his wife of him."  (The name and
    # its title are the wife's aside now, said as the source said them: parse_named_asides.)
    assert focused(parser, HOUSTON, "dine-01").text == (
        "While he dined with his wife, singer Whitney Houston, he was arrested Friday night at an "
        "Alpharetta seafood restaurant.")
    assert focused(parser, HOUSTON, "wife").text == ""  # was "Was something of him, who ..."
    # A fronted topic, the aside in its place.
    assert focused(parser, HOUSTON, "date-entity").text == (
        "On Friday night, he was arrested at an Alpharetta seafood restaurant while he dined "
        "with his wife, singer Whitney Houston.")


def test_a_location_and_a_manner_keep_the_source_preposition(parser: BuiltinParser) -> None:
    # Was "Peck died peacefully his Los Angeles home Thursday with ..., his side." (from the
    # adverb, now refused as a fronted manner adverb: "Peacefully, Peck died ...")
    text = focused(parser, PECK, "date-entity").text
    assert "died peacefully at his Los Angeles home" in text and text.endswith("by his side."), text
    assert focused(parser, PECK, "peaceful").refusal == "a manner adverb fronted as a topic"



# ------------------------------------------------------------ adverbs and verb groups
def test_even_follows_not_and_a_manner_frame_is_an_adverb(parser: BuiltinParser) -> None:
    # Were "The new vaccine will even not begin to be tested ..." and "the civilian
    # unemployment rate improved with marginally last month".
    assert "will not even begin" in focused(parser, VACCINE, "begin-01").text
    text = focused(parser, PAYROLLS, "rate").text
    assert "improved marginally last month" in text and "with marginally" not in text, text


def test_an_adverb_is_no_predicate_and_a_noun_event_no_participle(parser: BuiltinParser) -> None:
    # Were "Being arrested Friday night at an Alpharetta restaurant ... is again." and
    # "Investigators said Yehuda Abraham accepted $30,000 paying on behalf of Lakhani ...".
    assert focused(parser, AGAIN, "again").text.startswith("Again, he was arrested Friday night")
    assert "paying" not in focused(parser, ABRAHAM, "say-01").text


def test_no_passive_has_me_as_its_agent(parser: BuiltinParser) -> None:
    # Were "High standards than low standards were being talked about by me rather." and
    # "Dinner was being had by him, who was arrested again Friday night ..." ("have" has no
    # passive at all).
    for text, concept, reason in ((RATHER, "standard", "pronoun"), (AGAIN, "dinner", "passive")):
        result = focused(parser, text, concept)
        # ("have" has no passive at all: realize_words.NO_PASSIVE)
        assert result.text == "" and reason in (result.refusal or ""), result


# ------------------------------------------------------------ broken parses said around the hole
def test_a_fronted_topic_needs_a_clause_after_it(parser: BuiltinParser) -> None:
    # Was "With $20 million from the Federal Emergency Management Agency that the registry was
    # launched with."
    result = focused(parser, REGISTRY, "monetary-quantity")
    # (refused now before that check: "... Agency that ..." is a restrictive relative on a name)
    assert result.text == "" and ("no clause" in (result.refusal or "")
                                  or "relative clause on a name" in (result.refusal or "")), result


def test_a_person_is_no_which_tail_and_a_modal_periphrasis_no_glitch(parser: BuiltinParser) -> None:
    # Were "He had to have been tried separately ..., and he lay to a grand jury, which is
    # Sorkin." and "Sorkin to being obliged to be tried separately faces charges of ...".
    assert focused(parser, SORKIN, "and").text == ""
    for concept in ("face-01", "charge"):
        assert "to being obliged" not in focused(parser, SORKIN_FACES, concept).text



def test_only_the_ends_of_a_path_are_kept_from_the_front(parser: BuiltinParser) -> None:
    # The refusal of a fronted ARG2+ is for "to"/"from" (the ends of a change or a motion):
    # "For both companies, the deal made sense" stays (an offset-2000 sentence, where the
    # first version of the rule lost it).
    text = "Brian Halla, CEO of NatSemi, claimed the deal made sense for both companies."
    assert focused(parser, text, "company").text.startswith("For both companies, the deal made sense")
