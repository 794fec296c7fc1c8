"""Kept MRPC paraphrases that lost content the parse dropped (a modifier, a conjunct, an
apposition, an amount) or that a careful rater would mark broken: the parse now keeps
the content, or the realizer refuses when no focus can say it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import focused, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CENTRE = ("The prime ministers of China, Russia and four Central Asian countries signed "
          "agreements on Tuesday that set plans in motion for a long-awaited regional "
          "anti-terrorism centre in Uzbekistan.")
SMOKERS = ("Some Boston bar managers said they worry that banning smoking will create a hazard "
           "as groups of smokers huddle outside on sidewalks and in parking lots to smoke.")


def test_an_adjective_on_an_adjective_is_kept(parser: BuiltinParser) -> None:
    # Was kept: "On Tuesday, the prime ministers of China, Russia, and four Asian countries
    # signed agreements ..." ("Central" dropped by the parse).
    text = focused(parser, CENTRE, "tuesday").text
    assert "four Central Asian countries" in text, text


def test_coordinated_prepositional_phrases_are_both_kept(parser: BuiltinParser) -> None:
    # Was kept: "Some Boston bar managers worry that ... huddle outside on sidewalks to smoke,
    # they said." (", and in parking lots" dropped by the parse).
    assert focused(parser, SMOKERS, "worry-01").text == (
        "Some Boston bar managers worry that banning smoking will create a hazard as groups of "
        "smokers huddle outside on sidewalks and in parking lots to smoke, they said.")
    assert "unparsed" not in parsed(parser, SMOKERS).metadata
