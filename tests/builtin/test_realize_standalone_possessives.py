"""A rebuilt text keeps the possessive that is part of a name ("McDonald's", "Alzheimer's":
realize_standalone_possessives)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_standalone_possessives import standalone_possessive_lost
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 6044, found in a blind read of kept fronted-topic texts.
FISH = "Older people who eat fish at least once a week could cut their risk of Alzheimer's by " \
       "more than half, a study suggests."


def test_alzheimers_keeps_its_possessive(parser: BuiltinParser) -> None:
    # Were kept: "By more than half, older people who eat fish at least once a week could cut
    # their risk of Alzheimer, a study suggests." and three more saying "of Alzheimer by".
    texts = [t for t in every_text(parser, FISH) if t]
    assert [t for t in texts if "Alzheimer " in t or "Alzheimer," in t] == []


def test_a_possessive_before_its_noun_is_no_name() -> None:
    tokens = ["Sovereign", "'s", "shares", "lost", "74", "cents", ",", "and", "Sainsbury", "'s", ",", "a", "rival", ",", "gained", "."]
    assert standalone_possessive_lost("Shares of Sovereign lost 74 cents, and Sainsbury's, a "
                                      "rival, gained.", tokens) is None
    assert standalone_possessive_lost("Shares of Sovereign lost 74 cents, and Sainsbury, a "
                                      "rival, gained.", tokens) == "Sainsbury"


# MRPC train 1197: the parse keeps the possessive in the firm's name (parse_entity_nodes).
MCDONALDS = "She noted some fast-food chains, including McDonald's, already display calorie " \
            "information in their stores or on their Web sites."


def test_a_firm_named_with_its_possessive_keeps_it(parser: BuiltinParser) -> None:
    # Were kept: "Some fast-food chains, including McDonald, already display calorie
    # information ..., she noted." and four more saying "McDonald".
    texts = [t for t in every_text(parser, MCDONALDS) if t]
    assert [t for t in texts if "McDonald," in t] == []
    assert "Some fast-food chains, including McDonald's, already display calorie information " \
           "in their stores or on their Web sites, she noted." in texts
