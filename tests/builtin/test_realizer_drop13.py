"""MRPC train sentences whose every focus was refused because the parse dropped a word
("the parse dropped 'soon' of the source"), and the faults their new texts showed.  They
parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BRIDGES = ("But waiting crowds filling the streets rushed the bridges soon after daylight, "
           "overrunning razor-wire barricades.")
LUSTER = ("Barrera said Luster gave police a false name immediately after his arrest Wednesday "
          "but later revealed his true identity.")
MOOSE = ("Moose's book goes on sale Monday, nearly a year after the sniper shootings started in "
         "the Washington area.")
TITLE = ('"Three Weeks in October" goes on sale Monday, nearly a year after the Washington, '
         'D.C.-area sniper shootings started.')
DECADE = "During a period of nearly a decade, Telemarketing Associates raised more than $7 million."


def test_soon_before_after_is_said_with_it(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'soon' of the source"
    texts = every_text(parser, BRIDGES)
    assert "But soon after daylight, waiting crowds filling the streets rushed the bridges, " \
        "overrunning razor-wire barricades." in texts, texts
    assert not [t for t in texts if t and "after soon" in t.lower()], texts


def test_immediately_before_after_is_said_with_it(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'immediately' of the source"
    texts = every_text(parser, LUSTER)
    assert "Luster gave police a false name immediately after his arrest Wednesday, but he " \
        "later revealed his true identity, Barrera said." in texts, texts
    assert not [t for t in texts if t and "immediate " in t], texts


def test_nearly_a_year_keeps_its_hedge(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'nearly' of the source" (the count
    # "a" read back without the hedge before it)
    texts = every_text(parser, MOOSE)
    assert "Nearly a year after the sniper shootings started in the Washington area, Moose's " \
        "book goes on sale Monday." in texts, texts
    assert not [t for t in texts if t and " a year" in t and "nearly a year" not in t.lower()], texts


def test_a_quoted_title_is_not_said_without_its_marks(parser: BuiltinParser) -> None:
    # Would be kept once "nearly" was said: "On Monday, three Weeks in October go on sale
    # nearly a year after ..." (the title read as a time span)
    texts = every_text(parser, TITLE)
    assert not [t for t in texts if t and "weeks in october" in t.lower() and '"' not in t], texts


def test_a_hedged_count_of_one_is_not_put_before_a_noun(parser: BuiltinParser) -> None:
    # Would be kept once "nearly" was said: "During a nearly a decade period, ..."
    texts = every_text(parser, DECADE)
    assert not [t for t in texts if t and "nearly a decade period" in t], texts


KHODORKOVSKY = ("Special police detained Khodorkovsky early on Saturday in the Siberian city of "
                "Novosibirsk, where his plane had made a refuelling stop.")


def test_early_before_on_and_a_day_is_said_with_the_day(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'early' of the source"
    texts = every_text(parser, KHODORKOVSKY)
    assert "Early Saturday, special police detained Khodorkovsky in the Siberian city of " \
        "Novosibirsk, where his plane had made a refuelling stop." in texts, texts
    assert "Khodorkovsky was detained by special police early on Saturday in the Siberian " \
        "city of Novosibirsk, where his plane had made a refuelling stop." in texts, texts
    assert not [t for t in texts if t and "on early" in t.lower()], texts


THORNTON = ('Earlier on Monday, Grant Thornton SpA repeated previous statements that it was "a '
            'victim of fraudulent action".')


def test_earlier_on_a_day_and_no_stacked_content_clause(parser: BuiltinParser) -> None:
    # Was refused for every focus: "the parse dropped 'Earlier' of the source"; once said,
    # "There were previous statements that it was a victim of fraudulent action that Grant
    # Thornton SpA repeated earlier on Monday." (and its cleft) stacked two "that" clauses
    texts = every_text(parser, THORNTON)
    # ("that": a firm's name, prec19)
    assert "Earlier on Monday, it was Grant Thornton SpA that repeated previous statements " \
           "that it was \"a victim of fraudulent action.\"" in texts, texts
    assert not [t for t in texts if t and "action that" in t], texts
