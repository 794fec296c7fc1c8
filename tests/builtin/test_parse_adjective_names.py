"""A sentence-opening firm's name that spaCy tagged an adjective ("Xerox shares"), a party's
adjective ("Democratic presidential candidate") and a surname joined to its colleagues
("Sanders and colleagues") keep their capitals wherever a move puts them
(parse_proper_openers._adjective_name, _named_with_colleagues); an entity's word the
lexicon knows as an adjective stays common ("Upscale department store chain")."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 2408, 255, 4442, 3866 (shortened)
XEROX = "Xerox shares rose 2 cents to close at $11.45 on the New York Stock Exchange."
LIEBERMAN = "Democratic presidential candidate Joe Lieberman criticized President Bush on " \
    "Wednesday for a sluggish economy."
SANDERS = "Sanders and colleagues at RAFT exposed skin samples to UVA light."
NORDSTROM = "Upscale department store chain Nordstrom Inc. jumped $1.49 to $17.35."


def test_a_firm_tagged_an_adjective_keeps_its_capital(parser: BuiltinParser) -> None:
    # Was kept: "It was xerox shares that rose 2 cents ..."
    texts = [t for t in every_text(parser, XEROX) if t]
    assert texts, texts
    assert not [t for t in texts if "xerox" in t], texts


def test_a_party_adjective_keeps_its_capital(parser: BuiltinParser) -> None:
    # Were kept: "On Wednesday, democratic presidential candidate Joe Lieberman ..."
    texts = [t for t in every_text(parser, LIEBERMAN) if t]
    assert texts, texts
    assert not [t for t in texts if "democratic" in t], texts


def test_a_surname_with_colleagues_keeps_its_capital(parser: BuiltinParser) -> None:
    # Was kept: "It was sanders and colleagues at RAFT that exposed ..."
    texts = [t for t in every_text(parser, SANDERS) if t]
    assert not [t for t in texts if "sanders" in t], texts


def test_an_adjective_entity_stays_common(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, NORDSTROM) if t]
    assert not [t for t in texts if "Upscale" in t[1:]], texts
