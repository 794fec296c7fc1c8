"""The alternatives' check of a "since" phrase without its perfect (realize_alternatives,
lost_perfect) is for a perfect the text lost: a source that said "since" with none ("the
first Triple Crown winner since Affirmed in 1978", "its strongest level since April 30")
keeps its clefts, and "has since called" is a perfect.  A construction that moves a
circumstance around the "since" phrase stays refused: "In November, the global death toll
is 770 with ... sickened since ..." (the month was the virus's), "Since passage of the tax
cuts in May, one Republican flier cited ..." (the increase's "since")."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FUNNY_CIDE = ("With these assets, Funny Cide has a solid chance to become the first Triple Crown "
              "winner since Affirmed in 1978.")
PERRY = ("Perry has since called two special legislative sessions to try force the "
         "redistricting plan through.")
FLIER = ("One Republican flier cited a 3.8 percent increase in the S&P 500 stock index since "
         "passage of the tax cuts in May.")


def test_a_since_phrase_the_source_said_without_a_perfect_is_kept(
        parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, FUNNY_CIDE) if t]
    assert ("With these assets, it is Funny Cide who has a solid chance to become the first "
            "Triple Crown winner since Affirmed in 1978.") in texts, texts


def test_has_since_called_is_a_perfect(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, PERRY) if t]
    assert ("It is Perry who has since called two special legislative sessions to try force "
            "the redistricting plan through.") in texts, texts


def test_a_fronted_since_phrase_of_a_noun_stays_refused(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, FLIER) if t]
    assert not [t for t in texts if t.startswith("Since")], texts
