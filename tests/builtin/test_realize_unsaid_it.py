"""realize_placeholder_words.unsaid_object_it: an "it" the source never said, standing for an
argument the parse left with no words (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_placeholder_words import unsaid_object_it


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


SPIKE = _tokens("On Thursday , Lee won a preliminary injunction in New York preventing Viacom "
                "from using the name \" Spike TV . \"")
DIVERS = _tokens("Since then , police divers have searched those waters looking for the "
                 "remaining three .")
AIDE = _tokens("A top aide to Assembly Speaker Sheldon Silver was arrested yesterday for "
               "allegedly raping a 22-year-old legislative staffer after a night on the town .")
ROBINSON = _tokens("Robinson 's election was hailed in some quarters as a major breakthrough for "
                   "gay rights , but condemned by others as a \" rebellion against God 's "
                   "created order . \"")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (496, 2361, 6143)
    (SPIKE, "Viacom was prevented by Lee, who won a preliminary injunction in New York it on "
     "Thursday, from using the name \"Spike TV.\"", "it on"),
    (DIVERS, "There are police divers looking for the remaining three who have searched those "
     "waters it since then.", "it since"),
    (AIDE, "There was a top aide to Assembly Speaker Sheldon Silver allegedly raping a "
     "22-year-old legislative staffer after a night on the town who was arrested on it "
     "yesterday.", "it yesterday"),
])
def test_an_unsaid_it_is_found(tokens: list[str], text: str, found: str) -> None:
    assert unsaid_object_it(text, tokens) == found


def test_an_it_for_a_noun_said_before_it_is_left() -> None:
    # (6609: "it" stands for the election, before "as")
    assert unsaid_object_it(
        "In some quarters, Robinson's election was hailed as a major breakthrough for gay "
        "rights, but others condemned it as a \"rebellion against God's created order.\"",
        ROBINSON) is None
