"""A name said right after the common noun it names, which spaCy left unlabelled
(parse_kind_names): "the experienced US company Fluor" (MRPC train 795) dropped "Fluor",
and every rebuilt focus was refused."""

from __future__ import annotations

from tests.builtin.test_parse_coverage import unparsed_words
from tests.builtin.test_realizer_mrpc_parsed import edges, focused, parsed, parser

__all__ = ["parser"]  # the module-scoped fixture, shared

FLUOR = ("AustMag has since asked the experienced US company Fluor to produce a detailed costing "
         "of the project but the report is still two weeks away.")


def test_the_name_is_the_nouns(parser) -> None:  # type: ignore[no-untyped-def]
    graph = parsed(parser, FLUOR)
    assert unparsed_words(graph) == []
    assert ("company", ":name", "name") in edges(parser, FLUOR)
    assert '"Fluor"' in {str(t.target) for t in graph.attributes() if t.role == ":op1"}


def test_the_rebuilt_sentence_says_the_name(parser) -> None:  # type: ignore[no-untyped-def]
    assert "the experienced US company Fluor to produce" in focused(
        parser, FLUOR, "organization").text


def test_no_name_of_a_title_or_of_a_longer_names_noun(parser) -> None:  # type: ignore[no-untyped-def]
    # "its Person of the Year": a title with its own determiner, no name of the soldier
    assert ("soldier", ":name", "name") not in edges(
        parser, "Time magazine named the American soldier its Person of the Year for 2003.")
    # "firm" is a word of the name's phrase "firm Dell'Oro Group" (MRPC train 1669), whose
    # head is "Group": the firm is named Dell'Oro Group, not Dell'Oro
    assert ("firm", ":name", "name") not in edges(
        parser, "Market research firm Dell'Oro Group estimates this market will total $12 "
                "billion in 2004.")
