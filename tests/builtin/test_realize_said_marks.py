"""A rebuilt sentence that keeps an aside's opening dash or parenthesis and loses its
closing one is refused (realize_said_marks.broken_pair)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_said_marks import broken_pair
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CARS = "Car volume fell 8 per cent, while light truck sales -- which include vans, pickups " \
    "and SUVs -- rose 2.7 per cent."
FUSED = "Car volume was down 8 percent, while light truck sales--which include vans, pickups " \
    "and SUVs--rose 2.7 percent."
PLATINUM = "Platinum prices soared to 23-year highs earlier this year after President Bush " \
    "(news - web sites) proposed investing $1.2 billion for research on fuel cell-powered " \
    "vehicles."


def test_an_aside_without_its_closing_mark_is_refused(parser: BuiltinParser) -> None:
    # Were kept: "It was car volume that fell 8 percent while light truck sales -- which
    # include vans, pickups and SUVs rose 2.7 percent.", "While light truck sales--which
    # include vans, pickups and SUVs rose 2.7 percent, car volume was down 8 percent.",
    # "Earlier this year, platinum prices soared ... after President Bush (news - web sites
    # proposed investing ..."
    for sentence in (CARS, FUSED, PLATINUM):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if broken_pair(t, sentence.split())], texts
        assert not [t for t in texts if "SUVs rose" in t or "sites proposed" in t], texts


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


def test_pairs_said_whole_or_odd_in_the_source_pass() -> None:
    assert broken_pair("Sales -- which include vans -- rose.",
                       _tokens("sales -- which include vans -- rose")) is None
    assert broken_pair("Two deaths were reported -- a pedestrian and a fire victim.",
                       _tokens("police reported two deaths -- a pedestrian and a fire victim")) \
        is None
    assert broken_pair("Nearly half - 45 percent are for shopping.",
                       _tokens("Nearly half - 45 percent - are for shopping")) is not None
