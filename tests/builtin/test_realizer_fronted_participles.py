"""A participle said first whose doer or sense the text changes: a passive's subject said
as another's ("Suffering from ..., a zookeeper found the male eagle"), a participle said as
a made-up means ("By shedding 2.3 percent last week, the Dow was up ..."), a noun said as a
lone participle ("Tampering, Quattrone ... is charged with ... witness."): refused (MRPC
train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_means_gerunds import made_means
from pipeline.backends.builtin.realize_misplaced_words import fronted_participle_fault
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

EAGLE = "The male eagle was found by a zookeeper early Thursday, suffering from severe " \
        "puncture wounds in his abdomen."
DOW = "In late morning trading, the Dow was up 13.88, or 0.2 percent, at 9,002.93, having " \
      "shed 2.3 percent last week."
QUATTRONE = "Quattrone, 47, is charged with obstruction of justice and witness tampering."


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def test_an_irregular_passive_keeps_its_participle_doer(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 6287): "Suffering from severe puncture wounds in his abdomen, a
    # zookeeper found the male eagle early Thursday."
    texts = every_text(parser, EAGLE)
    assert [t for t in texts if t and t.startswith("Suffering")] == [], texts
    assert fronted_participle_fault(
        "Suffering from wounds, a zookeeper found the eagle.",
        _tokens("The eagle was found by a zookeeper , suffering from wounds .")) == "was found"


def test_a_fronted_made_up_means_is_refused(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 2182): "By shedding 2.3 percent last week, the Dow was up in late
    # morning trading 13.88, ..."
    texts = every_text(parser, DOW)
    assert [t for t in texts if t and "shedding" in t] == [], texts
    assert made_means("By walking across the bridge, they entered the US.",
                      _tokens("They entered the US by walking across the bridge .")) is None


def test_a_lone_fronted_ing_word_is_refused(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 6529): "Tampering, Quattrone, 47, is charged with obstruction of
    # justice and witness."
    texts = every_text(parser, QUATTRONE)
    assert [t for t in texts if t and t.startswith("Tampering")] == [], texts
    assert fronted_participle_fault(
        "Smiling, he waved.", _tokens("He waved , smiling .")) is None


def test_a_later_move_is_not_fronted(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 1331): "Returning to an empty house, Peterson fished alone in San
    # Francisco Bay on Christmas Eve, he told police." (the return came after the fishing)
    texts = every_text(parser, "Peterson told police he fished alone in San Francisco Bay on "
                               "Christmas Eve, returning to an empty house.")
    assert [t for t in texts if t and t.startswith("Returning")] == [], texts
