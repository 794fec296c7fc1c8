"""MRPC sentences whose "where" relative clause on a copula lost its "where" when the
sentence was rebuilt around a word of the place's noun phrase ("lakeside", "Yangon")."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from pipeline.refocus import refocus
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

YANGON = ("The veteran Malyasian diplomat met Suu Kyi Wednesday at the lakeside home in Yangon "
          "where she is under house arrest.")
RAZALI = ("Razali Ismail met for 90 minutes with Suu Kyi, a 1991 winner of the Nobel Peace "
          "Prize, at her lakeside home, where she is under house arrest.")


def _text(graph: penman.Graph, concept: str) -> str:
    [var] = [v for v, _, c in graph.instances() if c == concept]
    return realize(refocus(graph, var)).text


def test_a_where_relative_on_a_copula_keeps_its_where(parser: BuiltinParser) -> None:
    # Was kept: "At the lakeside home in Yangon she is under house arrest, the veteran
    # Malyasian diplomat met Suu Kyi Wednesday." (for "lakeside")
    assert _text(parsed(parser, YANGON), "lakeside") == "At the lakeside home in Yangon where " \
        "she is under house arrest, the veteran Malyasian diplomat met Suu Kyi Wednesday."


def test_where_is_found_before_a_pronoun_aligned_elsewhere(parser: BuiltinParser) -> None:
    # Was kept: "At her lakeside home she is under house arrest, Razali Ismail met for 90
    # minutes with Suu Kyi, a 1991 winner of the Nobel Peace Prize." ("she" is the node of
    # "her")
    text = _text(parsed(parser, RAZALI), "lakeside")
    assert "where she is under house arrest" in text, text
