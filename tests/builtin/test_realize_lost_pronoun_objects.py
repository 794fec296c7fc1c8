"""realize_lost_pronoun_objects: the source's "WORD PREPOSITION PRONOUN" said as WORD alone
at a clause's close (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_lost_pronoun_objects import lost_pronoun_object


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


SMILEDGE = _tokens("Smiledge said he has n't spoken with his son in eight years and wants "
                   "nothing to do with him .")
RANGERS = _tokens("Park rangers searched an abandoned lighthouse on Monomoy yesterday , but found "
                  "no sign of them , said Stuart Smith , the Chatham harbormaster .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (4650, 1874)
    (SMILEDGE, "Smiledge wants nothing to do, and he has not spoken with his son in eight years, "
     "he said.", "do with him"),
    (RANGERS, "Yesterday, park rangers searched an abandoned lighthouse on Monomoy, but they "
     "found no sign, Stuart Smith, the Chatham harbormaster, said.", "sign of them"),
])
def test_refused(tokens: list[str], text: str, found: str) -> None:
    assert lost_pronoun_object(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    (SMILEDGE, "It was Smiledge who said he wants nothing to do with him."),
    # the source's words kept
    (RANGERS, "Park rangers searched an abandoned lighthouse on Monomoy yesterday, but they "
     "found no sign of them, Stuart Smith, the Chatham harbormaster, said."),
])
def test_left(tokens: list[str], text: str) -> None:
    assert lost_pronoun_object(text, tokens) is None
