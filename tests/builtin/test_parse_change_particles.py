"""The change an "up"/"down" holds when spaCy hung its amount on another word
(parse_change_particles): "with microprocessors up 5.6 percent and DRAMs up 8.2 percent"
(MRPC train 3579) gave the second amount to "microprocessors", "8.2" was dropped and every
rebuilt focus was refused."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import edges, focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

SELLERS = ("PC-related products were the strongest sellers, with microprocessors up 5.6 percent "
           "and DRAMs up 8.2 percent, the SIA said.")


def test_each_up_holds_its_own_amount(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, SELLERS)
    assert unparsed_words(graph) == []
    found = edges(parser, SELLERS)
    assert ("dram", ":mod", "up") in found and ("microprocessor", ":mod", "up") in found
    assert ("microprocessor", ":mod", "percent") not in found  # the stray second amount
    ups = [v for v, _, c in graph.instances() if c == "up"]
    values = {str(t.target) for t in graph.attributes() if t.role == ":value"}
    assert len(ups) == 2 and values == {"5.6", "8.2"}


def test_the_sentence_is_rebuilt_around_the_speaker(parser) -> None:  # type: ignore[no-untyped-def]
    assert focused(parser, SELLERS, "organization").text == (
        "It was the SIA that said PC-related products were the strongest sellers, with "
        "microprocessors up 5.6 percent and DRAMs up 8.2 percent.")
