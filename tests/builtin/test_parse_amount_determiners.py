"""'only', 'just' and 'another' before a sum of money: spaCy's MONEY entity holds the word,
and the sum's unit had been aligned to it, so the parse listed nothing as unparsed and a
rebuilt paraphrase silently lost it ("while it took in $39.5 million" for "while taking in
only $39.5 million", "expects to save $100 million" for "another $100-million")."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RED_CROSS = ("Between July 1, 2002 and June 30, 2003, the Red Cross spent $114 million on "
             "disaster relief, while taking in only $39.5 million.")
AIRLINE = ("The airline expects to save another $100-million a year through management "
           "layoffs and pay cuts.")


def test_only_before_a_sum_is_its_modifier(parser: BuiltinParser) -> None:
    assert ("monetary-quantity", ":mod", "only") in edges(
        parser, "The company earned only $5 million in the quarter.")
    texts = [t for t in every_text(parser, "The company earned only $5 million in the quarter.") if t]
    assert "In the quarter, the company earned only $5 million." in texts, texts
    assert not [t for t in texts if "earned $5" in t], texts


def test_a_rebuilt_sentence_keeps_only_and_another(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, RED_CROSS) if t]
    assert "While the Red Cross took in only $39.5 million, it spent $114 million between " \
        "July 1, 2002 and June 30, 2003, on disaster relief." in texts, texts
    assert not [t for t in texts if "took in $39.5" in t], texts
    texts = [t for t in every_text(parser, AIRLINE) if t]
    assert "It is the airline that expects to save another $100 million a year through " \
        "management layoffs and pay cuts." in texts, texts
    assert not [t for t in texts if "save $100" in t], texts
