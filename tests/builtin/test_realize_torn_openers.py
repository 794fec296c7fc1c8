"""A rebuilt text keeps the phrases the source said as one (realize_torn_openers): the opening
phrase does not land between a verb and its object, and "in a row" stays with its count."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_torn_openers import (
    torn_counting_phrase,
)
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 1563 and 1451, found in a blind read of kept fronted-topic texts.
MICROSOFT = "As part of the changes, Microsoft will also tie stock awards for its top 600 or so " \
            "executives to the growth and \"satisfaction\" in its customer base."
TREASURY = "Treasury prices gained for the third day in a row, pushing the 10-year note yield " \
           "down to 4.35 percent from 4.36 percent late Monday."


def test_the_opening_phrase_stays_out_of_the_object(parser: BuiltinParser) -> None:
    # Were kept: "For its top 600 or so executives, Microsoft will also tie as part of the
    # changes stock awards to the growth ..." and two clefts saying "tie as part of the changes
    # stock awards".
    texts = [t for t in every_text(parser, MICROSOFT) if t]
    assert [t for t in texts if "tie as part of" in t] == []
    assert any(t.startswith("As part of the changes, ") and t != MICROSOFT for t in texts)


def test_in_a_row_stays_with_its_count(parser: BuiltinParser) -> None:
    # Were kept: "For the third day, Treasury prices gained in a row, ..." and "In a row,
    # Treasury prices gained for the third day, ...".
    texts = [t for t in every_text(parser, TREASURY) if t]
    assert [t for t in texts if "in a row" in t and "third day in a row" not in t] == []
    assert any(t.startswith("It was Treasury prices that gained for the third day in a row")
               for t in texts)



def test_torn_counting_phrase_reads_the_word_before() -> None:
    sentence = "Rises in hospital costs dominated the increase for the second year in a row ."
    tokens = sentence.split()
    assert torn_counting_phrase("For the second year in a row, rises in hospital costs "
                                "dominated the increase.", tokens) is None
    assert torn_counting_phrase("In a row, rises in hospital costs dominated the increase for "
                                "the second year.", tokens) == "in a row"
