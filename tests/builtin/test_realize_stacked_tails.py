"""A rebuilt text does not close on two reporting clauses in a row (realize_stacked_tails)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 4254, found in a blind read of kept fronted-topic texts.
VEERED = "Volodymyr Gorbanovsky, deputy general director of the plane's owners, Mediterranean " \
         "Airlines, said initial information indicated it had veered from its flight path " \
         "because of fog."


def test_a_report_in_a_report_is_no_stack_of_tails(parser: BuiltinParser) -> None:
    # Were kept: "From its flight path, it had veered because of fog, initial information
    # indicated, Volodymyr Gorbanovsky, ..., said." and the same with no fronted phrase.
    texts = [t for t in every_text(parser, VEERED) if t]
    assert [t for t in texts if "information indicated," in t] == []
    assert any(t.startswith("Initial information indicated that it had veered") for t in texts)
