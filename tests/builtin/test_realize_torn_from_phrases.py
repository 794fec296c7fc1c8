"""realize_torn_from_phrases: a noun's "from" phrase said after a passive's agent, where
the verb takes no source (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_torn_from_phrases import from_phrase_after_agent


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


SKIN = _tokens("They used discarded skin from consenting patients who had undergone surgery "
               "and exposed it to UVA light .")
WHALES = _tokens("Today , the experts will perform the United States ' first simultaneous "
                 "release of five whales from a single stranding incident .")
LAND = _tokens("The park service purchased the land from the estate of Samuel Mills Damon for "
               "$ 22 million .")
DRUGS = _tokens("Police seized 20 kilograms of cocaine from a warehouse in Queens .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (4441, 1091): the patients' skin and the stranding read as the verb's source
    (SKIN, "Discarded skin was used by them from consenting patients who had undergone surgery.",
     "skin ... from"),
    (WHALES, "The United States' first simultaneous release of five whales will be performed by "
     "the experts today from a single stranding incident.", "whales ... from"),
])
def test_a_from_phrase_torn_off_by_the_agent_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert from_phrase_after_agent(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # purchase-01 and seize-01 take a source (6363; a constructed sentence)
    (LAND, "The land was purchased by the park service from the estate of Samuel Mills Damon "
     "for $22 million."),
    (DRUGS, "20 kilograms of cocaine were seized by police from a warehouse in Queens."),
    # the phrase said with its noun
    (SKIN, "Discarded skin from consenting patients was used by them."),
])
def test_other_passives_are_left(tokens: list[str], text: str) -> None:
    assert from_phrase_after_agent(text, tokens) is None
