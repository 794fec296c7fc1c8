"""A vague multiple of a scale word ("several hundred homes", "a few thousand troops"),
whose hedge the parser dropped, so that every focus was refused ("the parse dropped
'several'").  They parse with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

AIR = ("Cool, moist air moved into Colorado early Thursday and brought precipitation to two "
       "wind-whipped wildfires that had forced thousands to flee and threatened several "
       "hundred homes.")
TROOPS = ("A few thousand troops, most from the division's 3rd Brigade Combat Team based at "
          "Fort Benning in Columbus, began returning last week, with flights continuing "
          "through Friday.")


def test_several_hundred_is_a_hedged_quantity(parser: BuiltinParser) -> None:
    # MRPC train 2491: (h / home :quant (s / several :op1 100)), not :quant 100.
    assert ("home", ":quant", "several") in _edges(parser, AIR)
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert ("Early Thursday, cool, moist air moved into Colorado, and it brought precipitation "
            "to two wind-whipped wildfires that had forced thousands to flee and threatened "
            "several hundred homes.") not in every_text(parser, AIR)
    assert ("It was cool, moist air that moved into Colorado early Thursday, and it brought "
            "precipitation to two wind-whipped wildfires that had forced thousands to flee and "
            "threatened several hundred homes.") in every_text(parser, AIR)


def test_a_few_thousand_is_said_back_whole(parser: BuiltinParser) -> None:
    # MRPC train 2384: (t / troop :quant (f / few :op1 1000)), said "a few of 1000 troops"
    # when rebuilt; the proportion "most from" the parse drops keeps the sentence refused
    # (rebuilt, "troops from the division's 3rd Brigade" said all came from it); a verbatim
    # move says it in the source's words ("With flights continuing through Friday, a few
    # thousand troops, most from ...": realize_verbatim_participle_first).
    assert ("troop", ":quant", "few") in _edges(parser, TROOPS)
    assert not [t for t in every_text(parser, TROOPS) if t and "troops, most from" not in t]
    shorter = "A few thousand troops began returning last week."
    assert not [t for t in every_text(parser, shorter) if t and "of 1000" in t]
