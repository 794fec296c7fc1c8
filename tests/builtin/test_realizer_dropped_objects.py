"""Rebuilt texts whose verb or preposition lost the object pronoun the source said after it
("to execute might present", "a portable oxygen tank beside, wearing ..."): refused (MRPC
train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_dropped_objects import dropped_object_pronoun
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SCHOLARS = "Scholars in medical ethics have said the issue of medicating patients to improve " \
           "their mental health to execute them might present formidable obstacles for doctors."
AVANTS = "Avants, wearing a light brown jumpsuit, had tubes in his nose and a portable oxygen " \
         "tank beside him."


def test_a_dropped_object_pronoun_is_refused(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 4871, 2079): "... to improve their mental health to execute
    # might present formidable obstacles for doctors" (3 texts), "It was Avants that had
    # tubes in his nose and a portable oxygen tank beside, wearing a light brown jumpsuit."
    assert [t for t in every_text(parser, SCHOLARS) if t and "execute might" in t] == []
    assert [t for t in every_text(parser, AVANTS) if t and "beside," in t] == []


def test_a_pronoun_said_in_its_other_case_passes() -> None:
    tokens = ["A", "magistrate", "ordered", "him", "held", "without", "bail", "."]
    assert dropped_object_pronoun("He was held without bail, as a magistrate ordered.",
                                  tokens) is None
