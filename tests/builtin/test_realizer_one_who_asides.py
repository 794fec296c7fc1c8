"""realize_focus_parts.pseudo_cleft_after_aside: "The one who ... was NAME, who ..." whose
relative clause ends inside an aside it opened (MRPC train, tuning stretches; the real
parser, so they move with it)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CARTER = ("Mr. Carter, who won the Nobel Peace Prize last year, met here today with Japan's "
          "prime minister, Junichiro Koizumi.")
SAVAGE = ("Andy Savage, who is representing Renee Britt, said she is undereducated and has some "
          "mental problems.")
CHARLTON = ("Passenger Keith Charlton, who helped tackle the man, last night praised the efforts "
            "of the injured chief flight attendant, known to passengers as Greg.")


def test_an_apposition_is_closed_before_was(parser: BuiltinParser) -> None:
    # Was "..., Junichiro Koizumi was Mr. Carter, who won ..." (238): "Koizumi was Carter"
    texts = every_text(parser, CARTER)
    assert ("The one who met here today with Japan's prime minister, Junichiro Koizumi, was Mr. "
            "Carter, who won the Nobel Peace Prize last year.") in texts
    assert not any("Koizumi was" in t for t in texts), texts


def test_a_clause_joined_by_a_comma_is_refused(parser: BuiltinParser) -> None:
    # Was "The one who said she is undereducated, and she has some mental problems was Andy
    # Savage, ..." (4301)
    assert not any(t.startswith("The one who said") for t in every_text(parser, SAVAGE))


def test_a_closed_aside_is_left(parser: BuiltinParser) -> None:
    assert ("The one who praised the efforts of the injured chief flight attendant, known to "
            "passengers as Greg, last night was passenger Keith Charlton, who helped tackle the "
            "man.") in every_text(parser, CHARLTON)
