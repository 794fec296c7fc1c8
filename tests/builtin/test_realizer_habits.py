"""Realizer habits seen in kept texts of MRPC tuning sentences: a fronted time adverb with a
stray article, a whole of "include" picked out as "the ones who", a possessor re-said as
"of X" after its noun without the noun's article.  They parse with the real parser, so
they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

UAW = ("The UAW earlier this week reached tentative agreements, also for four years, with Ford "
       "Motor Co., DaimlerChrysler AG's Chrysler Group and supplier Visteon Corp.")
LEADERS = "They include French President Jacques Chirac and German Chancellor Gerhard Schroeder."
MAKERS = ("The manufacturers include Fujitsu Ltd., Mitsubishi Electric Corp., Motorola Japan "
          "Ltd., NEC Corp., Panasonic Mobile Communications Co. Ltd., and Sharp Corp.")
BRENT = ("July Brent rose 31 cents to $28.39 per barrel on London's International Petroleum "
         "Exchange.")
# (MRPC train 2959 with the ruling's report left out: its texts closing "..., the ruling shows,
# Gov. Don Carcieri said." are refused now, realize_stacked_tails)
TRIBE = "Gov. Don Carcieri said state taxation laws apply on the tribe's sales activities."


def test_a_fronted_time_adverb_takes_no_article(parser: BuiltinParser) -> None:
    texts = every_text(parser, UAW)
    assert not [t for t in texts if "the earlier" in t.lower()], texts
    assert "Earlier this week, the UAW reached tentative agreements for four years, with Ford " \
        "Motor Co., DaimlerChrysler AG's Chrysler Group and supplier Visteon Corp." in texts, texts


def test_the_whole_of_an_inclusion_is_not_the_ones_who(parser: BuiltinParser) -> None:
    for sentence in (LEADERS, MAKERS):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if "the ones who include" in t], texts
    assert "It is French President Jacques Chirac and German Chancellor Gerhard Schroeder that " \
        "they include." in every_text(parser, LEADERS)


def test_a_possessor_said_before_a_name_stays_its_determiner(parser: BuiltinParser) -> None:
    texts = every_text(parser, BRENT)
    assert not [t for t in texts if "Exchange of London" in t], texts
    assert "On London's International Petroleum Exchange, July Brent rose 31 cents to $28.39 " \
        "per barrel." in texts, texts


def test_a_possessor_said_after_its_noun_leaves_it_the_article(parser: BuiltinParser) -> None:
    texts = every_text(parser, TRIBE)
    assert "On sales activities of the tribe, state taxation laws apply, Gov. Don Carcieri " \
        "said." not in texts, texts
    assert "On the sales activities of the tribe, state taxation laws apply, Gov. Don Carcieri " \
        "said." in texts, texts


CRUZ = ("But Cruz resembled a police sketch of the suspect and had injuries consistent with what "
        "police expected from the struggle he had with the girl's mother, Lansdowne said.")
JOBS = "But the company said it would cut 500 jobs in Ohio by next year."


def test_an_opening_but_opens_every_rebuilt_sentence(parser: BuiltinParser) -> None:
    # Every rebuilt focus dropped the source's opening "But" (unaligned, or a contrast-01
    # with nothing to contrast), and with it the contrast with what came before
    for sentence in (CRUZ, JOBS):
        texts = [t for t in every_text(parser, sentence) if t]
        assert all(t.startswith("But ") for t in texts), texts
    assert "But it was the company that said it would cut 500 jobs in Ohio by next year." \
        in every_text(parser, JOBS)
    texts = every_text(parser, CRUZ)
    assert "But it was Lansdowne that said Cruz resembled a police sketch of the suspect, and " \
        "he had injuries that are consistent with what police expected from the struggle that " \
        "he had with the mother of the girl." in texts, texts
    assert "But Cruz resembled a police sketch of the suspect, and he had injuries that are " \
        "consistent with what police expected from the struggle that he had with the mother " \
        "of the girl, Lansdowne said." in texts, texts


BUSINESS_WEEK = ("Business Week's online edition reported on Friday that WorldCom and the SEC could "
                 "announce a settlement as early as Monday.")
TODAY = 'Naval Academy spokesman Cmdr. Rod Gibbons said: ``Today\'s announcement came as a surprise.'


def test_a_focus_the_source_said_as_a_possessor_stays_one(parser: BuiltinParser) -> None:
    # Was "It was online edition of Business Week that reported ...", "It was announcement
    # of Today that came as a surprise, ...": the possessor re-said as "of X" lost its
    # noun's article
    texts = every_text(parser, BUSINESS_WEEK)
    assert not [t for t in texts if "edition of Business Week" in t], texts
    assert "It was Business Week's online edition that reported on Friday that WorldCom and " \
        "the SEC could announce a settlement as early as Monday." in texts, texts
    texts = every_text(parser, TODAY)
    assert not [t for t in texts if "announcement of Today" in t], texts
