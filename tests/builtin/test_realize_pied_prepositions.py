"""realize_pied_prepositions: an existential's "PREPOSITION which|whom" the source did not
say before the noun put forward (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_pied_prepositions import made_up_pied_preposition


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


TAYLOR = _tokens("When Brooks was killed in an automobile accident Monday in Minnesota , Taylor "
                 "lost a good friend .")
COURTIERS = _tokens("He also accused royal courtiers of poisoning the brothers ’ “ little minds "
                    "” .")
TURNER = _tokens("Mr. Turner transferred about 10 million shares to a charitable trust before "
                 "they were sold .")
OPERATIVE = _tokens("One of the FBI ’s key operatives provided an account of the operation at a "
                    "friend ’s closed immigration court proceeding .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (1444, 6824)
    (TAYLOR, "There was a good friend of whom Taylor lost when Brooks was killed in an "
     "automobile accident Monday in Minnesota.", "of whom"),
    (COURTIERS, "There were \"little minds\" of which he also accused royal courtiers poisoning "
     "the brothers.", "of which"),
])
def test_a_made_up_preposition_is_found(tokens: list[str], text: str, found: str) -> None:
    assert made_up_pied_preposition(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # the source's own "to a charitable trust" (647), "at a friend's ..." (3657)
    (TURNER, "There was a charitable trust to which Mr. Turner transferred about 10 million "
     "shares before they were sold."),
    (OPERATIVE, "There was a friend's closed immigration court proceeding at which one of the "
     "FBI's key operatives provided an account of the operation."),
])
def test_the_source_s_own_preposition_is_left(tokens: list[str], text: str) -> None:
    assert made_up_pied_preposition(text, tokens) is None
