"""realize_source_tokens: a parsed source's tokens keep their lowercased forms and joined
text, made once, and the text checks read the same from them as from a plain list (MRPC
train, tuning stretches)."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_lost_perfects import lost_perfect
from pipeline.backends.builtin.realize_source_tokens import (
    SourceTokens,
    joined_tokens,
    lowered_text,
    lowered_tokens,
)
from pipeline.backends.builtin.realize_tree import Source, build_tree
from pipeline.settings import load_settings

# 6566
CREAMS = "Clearly Roman creams of any type do not normally survive in the archaeological record."
# 1028
TEHRAN = ("Tehran has said it will only sign the protocol if a ban on imports of peaceful "
          "Western nuclear technology is lifted.")


@pytest.fixture(scope="module")
def parser() -> BuiltinParser:
    return BuiltinParser(load_settings(engine="builtin"))


def _source(parser: BuiltinParser, sentence: str) -> Source:
    amr = parser.parse([sentence])[0].amr
    assert amr is not None
    graph = penman.decode(amr)
    found = Source.from_graph(graph, build_tree(graph))
    assert found is not None
    return found


def test_a_parsed_source_keeps_its_lowered_tokens_once(parser: BuiltinParser) -> None:
    source = _source(parser, CREAMS)
    assert isinstance(source.tokens, SourceTokens)
    assert lowered_tokens(source.tokens) is lowered_tokens(source.tokens)
    assert lowered_tokens(source.tokens)[:2] == ["clearly", "roman"]
    assert joined_tokens(source.tokens) == " ".join(source.tokens)
    assert lowered_text(source.tokens) == " ".join(source.tokens).lower()


def test_a_check_reads_the_same_from_a_plain_list(parser: BuiltinParser) -> None:
    parsed = _source(parser, TEHRAN)
    plain = list(parsed.tokens)
    lost = ("It will only sign the protocol if a ban on imports of peaceful Western nuclear "
            "technology is lifted, Tehran said.")
    kept = lost.replace("Tehran said", "Tehran has said")
    assert lost_perfect(lost, parsed.tokens) == lost_perfect(lost, plain) == "has said"
    assert lost_perfect(kept, parsed.tokens) is lost_perfect(kept, plain) is None


def test_tokens_given_as_a_list_are_wrapped() -> None:
    made = Source(CREAMS.split(), CREAMS, {}, [])
    assert isinstance(made.tokens, SourceTokens)
    assert made.tokens == CREAMS.split()
