"""A reported clause the source said before its verb ("X, the aide told Reuters") is
rebuilt after the verb's other arguments: "told Reuters X", not "told X Reuters"
(realize_clause, the complement's place among the verb's arguments)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

POPE = "Pope John Paul has health problems but is firmly in charge of the Roman Catholic " \
    "Church, the pope's top aide told Reuters on Friday."


def test_the_hearer_comes_before_a_fronted_report(parser: BuiltinParser) -> None:
    # Were kept: "On Friday, the pope's top aide told Pope John Paul has health problems, but
    # Paul is firmly in charge of the Roman Catholic Church Reuters.", "It was the aide that
    # told the pope has health problems Reuters."
    texts = every_text(parser, POPE)
    assert not [t for t in texts if "Church Reuters" in t], texts
    assert "On Friday, the pope's top aide told Reuters Pope John Paul has health problems, " \
        "but Paul is firmly in charge of the Roman Catholic Church." in texts, texts
    texts = every_text(parser, "The pope has health problems, the aide told Reuters.")
    assert "It was the aide who told Reuters the pope has health problems." in texts, texts
