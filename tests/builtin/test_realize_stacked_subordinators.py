"""realize_stacked_subordinators: two subordinators said in a row where the source never
did (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_stacked_subordinators import stacked_subordinators


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


FLARE_UP = _tokens("A verbal flare-up between Keating and Mahony began when the cardinal "
                   "initially refused to participate in that survey unless procedures were "
                   "changed .")
KADYROV = _tokens("He is temporarily serving as Chechnya 's acting president while his boss , "
                  "Akhmad Kadyrov , is on the campaign trail .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (2802, 4370)
    (FLARE_UP, "When if procedures were not changed, the cardinal initially refused to "
     "participate in that survey, a verbal flare-up between Keating and Mahony began.",
     "When if"),
    (KADYROV, "Chechnya's president who he is temporarily serving as while his boss, Akhmad "
     "Kadyrov, is on the campaign trail is acting.", "as while"),
])
def test_stacked_subordinators_are_found(tokens: list[str], text: str, found: str) -> None:
    assert stacked_subordinators(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    (FLARE_UP, "When the cardinal initially refused to participate in that survey unless "
     "procedures were changed, a verbal flare-up between Keating and Mahony began."),
    (_tokens("He left as if nothing had happened ."), "He left as if nothing had happened."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert stacked_subordinators(text, tokens) is None
