"""Rebuilt texts that lost a preposition, particle or connective the parse did not carry
("off the case", "declared Nowitzki out", "below consensus expectations", "if
necessary"): they read fluently and say something else, so they are refused (MRPC train,
tuning stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_lost_small_words import lost_small_word
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CHAN = "Charlie Chan is off the case for the Fox Movie Channel."
NOWITZKI = "Coach Don Nelson declared Nowitzki out at the team's morning shootaround."
BERLUSCONI = "Italian Prime Minister Silvio Berlusconi, chairing the summit, said he was " \
             "prepared to call an extra informal meeting of leaders next month on the " \
             "constitution if necessary."
FIGURES = "Both figures were below consensus expectations, but August sales were revised to " \
          "a 1.2 percent increase from a previously reported 0.6 percent gain, fueling a " \
          "dollar rally."


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z]+", text.lower())


def test_a_lost_particle_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 704, 2646): "For the Fox Movie Channel, Charlie Chan is the
    # case.", "It was Coach Don Nelson who declared Nowitzki at the team's morning
    # shootaround."
    for source, word in ((CHAN, "off"), (NOWITZKI, "out")):
        texts = every_text(parser, source)
        assert [t for t in texts if t and word not in _words(t)] == [], texts
    assert "It is Charlie Chan who is off the case for the Fox Movie Channel." \
        in every_text(parser, CHAN)


def test_a_lost_preposition_is_refused(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 6959): "..., but both figures were in consensus expectations."
    texts = every_text(parser, FIGURES)
    assert [t for t in texts if t and "below" not in _words(t)] == [], texts


def test_words_said_in_a_lost_ones_place() -> None:
    tokens = _tokens("Ride will be enshrined along with astronauts Story Musgrave .")
    assert lost_small_word("With astronauts Story Musgrave, Ride will be enshrined.",
                            tokens) is None
    tokens = _tokens("Over 100 people came back .")
    assert lost_small_word("More than 100 people came back.", tokens) is None
    assert lost_small_word("More than 100 people came.", tokens) == "back"


def test_a_lost_condition_is_refused(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 631): "... he was prepared to call an extra informal meeting of
    # leaders next month on the constitution necessary."
    texts = every_text(parser, BERLUSCONI)
    assert [t for t in texts if t and "if" not in _words(t)] == [], texts
    tokens = _tokens("The European Union is threatening trade sanctions unless the subsidies "
                     "are repealed .")
    assert lost_small_word("There are trade sanctions that the European Union is threatening "
                           "if the subsidies are not repealed.", tokens) is None
