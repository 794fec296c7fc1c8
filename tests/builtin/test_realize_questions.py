"""Embedded questions (realize_questions): the clause a verb asks about ("determine if",
"could not say when", "investigating whether") keeps its question word in every rebuilt
sentence, or the sentence is refused; never said as a fact."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 4657, 4518, 4732
COLLINS = "Two of Collins' top assistants will consult with state police during the " \
    "investigation and determine if any federal laws were violated, he said Friday."
TAPE = "The agency could not say when the tape was made, though the voice says he is " \
    "speaking on June 14."
BOARD = "The board is investigating whether a shortage of funds in the shuttle program " \
    "compromised safety."
CONDITION = "The store will close if the union strikes."


def test_an_if_question_keeps_if(parser: BuiltinParser) -> None:
    # Were kept: "..., and they will determine that any federal laws were violated, he said
    # Friday.", "Any federal laws were violated, two of Collins' top assistants will determine, ..."
    texts = [t for t in every_text(parser, COLLINS) if t]
    assert not [t for t in texts if "determine that" in t or "laws were violated, two" in t], texts
    # (said before the consulting, the deeds told in reverse: refused since prec54)
    assert any("will consult with state police during the investigation and determine if any "
               "federal laws were violated" in t for t in texts), texts


def test_a_when_question_keeps_when(parser: BuiltinParser) -> None:
    # Were kept: "It was the agency that could not say the tape was made although ...",
    # "The tape was made, the agency could not say ...", "There was when made of the tape ..."
    texts = [t for t in every_text(parser, TAPE) if t]
    assert not [t for t in texts if "say the tape" in t or "tape was made, the agency" in t
                or t.startswith("There was when")], texts
    # (was asserted with "Although" for the source's "though", which the clause now keeps)
    assert "Though the voice says he is speaking on June 14, the agency could not say when " \
        "the tape was made." in texts, texts


def test_a_whether_question_is_not_said_as_a_fact(parser: BuiltinParser) -> None:
    # Was kept: "The board is investigating a shortage of funds in the safety that was
    # compromised in the shuttle program."
    texts = [t for t in every_text(parser, BOARD) if t]
    assert not [t for t in texts if "whether" not in t and "if" not in t.split()], texts


def test_a_condition_is_no_question(parser: BuiltinParser) -> None:
    # "close if" opens a condition, not a question: its event may still lead
    texts = [t for t in every_text(parser, CONDITION) if t]
    assert "If the union strikes, the store will close." in texts, texts
