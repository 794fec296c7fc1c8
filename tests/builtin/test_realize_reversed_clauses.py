"""realize_reversed_clauses: a "because" clause said first ("CAUSE, so EFFECT") with a
pronoun before the noun it stood for (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_reversed_clauses import (
    pronoun_before_its_cause,
    pronoun_before_its_place,
)


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


BLOOMBERG = _tokens("Last year Bloomberg boycotted the parade because he wanted to march with "
                    "two actors from \" The Sopranos . \"")
CARTY = _tokens("Many compensation experts had predicted Carty would get a generous severance "
                "deal because his voluntary resignation helped keep the concessions deals in "
                "place .")
CLINIC = _tokens("MDC spokesperson Paul Themba Nyathi said the Avenues Clinic was targeted "
                 "because it was handling opposition supporters .")
OMAHA = _tokens("Bush 's aides describe Omaha as the most crucial stop , since Sen. Ben Nelson "
                "( D-Neb. ) has become their top lobbying target on the tax cut package .")
OPPONENTS = _tokens("The two blond opponents appeared almost identical because they wore "
                    "matching powder-blue outfits - to their dismay . \"")
AVANTS = _tokens("U.S. District Judge William Barbour said he imposed the maximum because "
                 "Avants showed no remorse .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (3683, 4661, 6881, 218): the pronoun stands for nothing said before it
    (BLOOMBERG, "He wanted to march with two actors from \"The Sopranos\", so Bloomberg "
     "boycotted the parade last year.", "He ..., so"),
    (CARTY, "It was his voluntary resignation that helped to keep the concessions deals in "
     "place, so Carty would get a generous severance deal, many compensation experts had "
     "predicted.", "his ..., so"),
    (CLINIC, "There were opposition supporters that it was handling, so the Avenues Clinic was "
     "targeted, MDC spokesperson Paul Themba Nyathi said.", "it ..., so"),
    (CLINIC, "It was handling opposition supporters, so the Avenues Clinic was targeted, MDC "
     "spokesperson Paul Themba Nyathi said.", "It ..., so"),
    (OMAHA, "Sen. Ben Nelson (D-Neb.) has become their top lobbying target on the tax cut "
     "package, so Bush's aides describe Omaha as the most crucial stop.", "their ..., so"),
])
def test_a_pronoun_said_before_its_noun_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert pronoun_before_its_cause(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # the pronoun after its noun (121), a reason with no pronoun (2162), the source's order
    (OPPONENTS, "The two blond opponents wore matching powder-blue outfits to their dismay, so "
     "they appeared almost identical."),
    (AVANTS, "It was Avants who showed no remorse, so U.S. District Judge William Barbour "
     "imposed the maximum, he said."),
    (BLOOMBERG, "Last year, Bloomberg boycotted the parade because he wanted to march with two "
     "actors from \"The Sopranos.\""),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert pronoun_before_its_cause(text, tokens) is None


MAEMI = _tokens("Typhoon Maemi later moved out over the Sea of Japan , where it weakened "
                "considerably , the meteorology department said .")
PALUMBO = _tokens("Prior to joining Kodak , Palumbo worked for Procter & Gamble Corp. , where he "
                  "managed products such as Folgers and Pantene shampoo .")
SUU_KYI = _tokens("The veteran Malyasian diplomat met Suu Kyi Wednesday at the lakeside home in "
                  "Yangon where she is under house arrest .")
INAMED = _tokens("Inamed shares closed down nearly 12 percent on Nasdaq , where it was one of the "
                 "top percentage losers .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (6992, 6869, 7051): the "where" clause made the main clause, said first
    (MAEMI, "It weakened considerably over the Sea of Japan, over which Typhoon Maemi later "
     "moved out, the meteorology department said.", "It ... where"),
    (PALUMBO, "He was the one who managed products such as Folgers and Pantene shampoo for "
     "Procter & Gamble Corp., for which Palumbo worked prior to joining Kodak.", "He ... where"),
    (SUU_KYI, "She is under house arrest at the lakeside home in Yangon that the veteran "
     "Malyasian diplomat met Suu Kyi at Wednesday.", "She ... where"),
])
def test_a_where_clause_said_first_on_its_pronoun_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert pronoun_before_its_place(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # a cleft's "It" (3194, 6992), the source's order
    (INAMED, "It was Inamed shares that closed down nearly 12 percent on Nasdaq, where it was one "
     "of the top percentage losers."),
    (MAEMI, "It was Typhoon Maemi that later moved out over the Sea of Japan, where it weakened "
     "considerably, the meteorology department said."),
    (PALUMBO, "Palumbo worked for Procter & Gamble Corp. prior to joining Kodak, where he managed "
     "products such as Folgers and Pantene shampoo."),
])
def test_other_where_clauses_are_left(tokens: list[str], text: str) -> None:
    assert pronoun_before_its_place(text, tokens) is None
