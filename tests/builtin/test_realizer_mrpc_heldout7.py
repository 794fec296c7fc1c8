"""Held-out MRPC sentences with the real parser: kept paraphrases a reader marks broken, each
test naming the output it replaced.  Like test_realizer_mrpc_heldout6.py these move with the
parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CRYING = "\"She was crying and scared,' said Isa Yasin, the owner of the store."


def test_a_participle_keeps_the_was_it_shares_with_a_progressive(parser: BuiltinParser) -> None:
    # Was kept: "She was crying, and she scared, Isa Yasin, the owner of the store, said."
    texts = every_text(parser, CRYING)
    assert "She was crying, and she was scared, Isa Yasin, the owner of the store, said." \
        in texts, texts
    assert not [t for t in texts if "she scared" in t.lower()], texts
