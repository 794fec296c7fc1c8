"""Tuning MRPC sentences whose kept texts were broken: "up"/"down" said in the present for a
past source, a verb's own complement fronted as a topic ("On a larger sample, ... are
based"), and a phrase the source said first moved after a clause it does not belong to
("It was Putin who said Russia regards ... before the meeting").  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

DOLLAR = "The dollar was at 117.85 yen against the Japanese currency, up 0.1 percent."
VIVENDI = "In New York, Vivendi shares were 1.4 percent down at $18.29."
BELIEF = ("Their belief was based on speculation that estrogen prevents cell damage and improves "
          "blood flow.")
COMPUTERS = "The computers were located in the United States, Canada, and South Korea."
PUTIN = "Before the meeting, Putin said Russia regards Saudi Arabia as a key Muslim state."
KLINE = ("In the opinion, Kline noted that it is illegal for children that young to have sexual "
         "relations.")


def test_up_takes_the_tense_of_its_clause(parser: BuiltinParser) -> None:
    # Was kept: "It is the dollar that is up 0.1 percent at 117.85 yen against the Japanese
    # currency." ("up" has no verb form; its tense follows "was")
    texts = every_text(parser, DOLLAR)
    assert "It was the dollar that was up 0.1 percent at 117.85 yen against the Japanese " \
        "currency." in texts, texts
    assert not [t for t in texts if t and " is up " in t], texts


def test_down_after_a_measure_takes_the_tense_of_were(parser: BuiltinParser) -> None:
    # Was kept: "It is Vivendi shares that are down 1.4 percent at $18.29 in New York."
    texts = every_text(parser, VIVENDI)
    assert not [t for t in texts if t and " are down " in t], texts
    assert [t for t in texts if t and " were down 1.4 percent" in t], texts


def test_the_complement_of_based_on_is_not_fronted(parser: BuiltinParser) -> None:
    # Was kept: "On speculation that estrogen prevents cell damage and improves blood flow,
    # their belief was based."
    texts = every_text(parser, BELIEF)
    assert not [t for t in texts if t and t.startswith("On speculation")], texts


def test_the_complement_of_located_in_is_not_fronted(parser: BuiltinParser) -> None:
    # Was kept: "In the United States, Canada, and South Korea, the computers were located."
    texts = every_text(parser, COMPUTERS)
    assert not [t for t in texts if t and t.startswith("In ")
                and t.endswith(", the computers were located.")], texts
    assert "It was in the United States, Canada, and South Korea that the computers were " \
        "located." in texts, texts


def test_a_fronted_time_stays_before_the_reported_clause(parser: BuiltinParser) -> None:
    # Was kept: "It was Putin who said Russia regards Saudi Arabia as a key Muslim state
    # before the meeting." (said last, the time dates Russia's regard)
    texts = every_text(parser, PUTIN)
    assert "Before the meeting, it was Putin who said Russia regards Saudi Arabia as a key " \
        "Muslim state." in texts, texts
    assert not [t for t in texts if t and t.startswith("It was Putin")
                and t.endswith("before the meeting.")], texts


def test_a_fronted_place_stays_before_the_noted_clause(parser: BuiltinParser) -> None:
    # Was kept: "It was Kline that noted that it is illegal for children that young to have
    # sexual relations in the opinion."
    texts = every_text(parser, KLINE)
    assert "In the opinion, it was Kline that noted that it is illegal for children that " \
        "young to have sexual relations." in texts, texts
    assert not [t for t in texts if t and t.endswith("relations in the opinion.")], texts


GEORGIA = "Georgia's median household income dropped about 0.9 percent to $43,096 -- a $408 dip."
UNLESS = ("The European Commission is expected to issue its decision in the case next spring "
          "\u2014 unless a settlement is reached.")


def test_a_dash_aside_is_not_taken_apart(parser: BuiltinParser) -> None:
    # Was kept: "It was Georgia's median household income that dropped about 0.9 percent to
    # $43,096, $408." (the aside lost "a ... dip")
    texts = every_text(parser, GEORGIA)
    assert not [t for t in texts if t and t.endswith(", $408.")], texts


def test_an_unless_aside_is_said_as_if_not(parser: BuiltinParser) -> None:
    # ("unless" is said "if ... not": the aside's words change, its sense does not)
    texts = every_text(parser, UNLESS)
    assert "If a settlement is not reached, the European Commission is expected to issue its " \
        "decision in the case next spring." in texts, texts


CHAIN = ("At one point in the chain, a wholesaler would sell the questionable drugs to one of "
         "three huge national companies that supply virtually all drugs in this country.")


def test_a_fronted_phrase_stays_first_in_a_passive(parser: BuiltinParser) -> None:
    # Was kept: "The questionable drugs would be sold to one of three huge national companies
    # that supply virtually all drugs in this country by a wholesaler at one point in the
    # chain." (said last, the phrase reads as the companies' supplying)
    texts = every_text(parser, CHAIN)
    assert "At one point in the chain, the questionable drugs would be sold to one of three " \
        "huge national companies that supply virtually all drugs in this country by a " \
        "wholesaler." in texts, texts
    assert not [t for t in texts if t and t.endswith("at one point in the chain.")], texts


AFGHANISTAN = ("At least 61 people were killed and dozens injured across Afghanistan yesterday in "
               "the worst outbreak of violence for more than a year.")
COLEMAN = ("Health Minister Peter Coleman said about 300 people had been killed and 1,000 wounded "
           "in the past few days.")


def test_a_gapped_passive_keeps_its_shared_circumstances(parser: BuiltinParser) -> None:
    # Was kept: "Across Afghanistan, dozens were injured yesterday in the worst outbreak of
    # violence for more than a year, and at least 61 people were killed." (the killing lost
    # its place and time)
    texts = every_text(parser, AFGHANISTAN)
    assert not [t for t in texts if t and t.endswith("and at least 61 people were killed.")], \
        texts
    # said first, the shared phrase still covers both conjuncts
    texts = every_text(parser, COLEMAN)
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "In the past few days, 1,000 were wounded, and about 300 people had been killed, " \
        "Health Minister Peter Coleman said." not in texts, texts
    assert not [t for t in texts if t and t.startswith("1,000 were wounded in the past")], texts


LAWSUIT = ("In May, Alkebulan and Deirdre Small filed a federal lawsuit in Brooklyn that seeks more "
           "than $20 million in damages, Hart said.")


def test_a_fronted_time_does_not_leave_a_stranded_preposition_last(parser: BuiltinParser) -> None:
    # Would be kept: "In May, it was Brooklyn that Alkebulan and Deirdre Small filed a federal
    # lawsuit that seeks more than $20 million in damages in, Hart said."
    texts = every_text(parser, LAWSUIT)
    assert not [t for t in texts if t and "damages in," in t], texts
    assert "In May, it was Alkebulan and Deirdre Small who filed a federal lawsuit that seeks " \
        "more than $20 million in damages in Brooklyn, Hart said." in texts, texts
