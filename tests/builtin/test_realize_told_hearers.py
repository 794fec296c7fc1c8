"""realize_told_hearers: the hearer of "told" clefted or put forward, its report said bare
right after "told" (MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_told_hearers import hearer_before_bare_report


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


PROSECUTORS = _tokens("Prince William County prosecutors told a judge yesterday they now want "
                      "the trial of sniper suspect John Allen Muhammad moved out of the area .")
BATTALION = _tokens("The battalion has been clearing rubble , building playgrounds and "
                    "restoring irrigation in Iraq , military officials told The Associated "
                    "Press .")
DAILY_NEWS = _tokens("She told the New York Daily News she remembers only the intern 's first "
                     "name , which she refused to reveal .")
GALVIN = _tokens("\" We will accede to the request while we explore all of our options , \" "
                 "VeriSign spokesman Tom Galvin told Reuters .")
WEATHERALL = _tokens("The anguish will begin to end and the healing will commence , '' "
                     "delegation leader Bob Weatherall told Reuters by telephone .")
BLOOMBERG = _tokens("Mr. Bloomberg later told reporters that the agreement \" will be a "
                    "compromise . \"")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (508, 7071, 1157)
    (PROSECUTORS, "There was a judge that Prince William County prosecutors told yesterday they "
     "now want the trial of sniper suspect John Allen Muhammad to be moved out of the area.",
     "Prince William County prosecutors told yesterday"),
    (BATTALION, "It was The Associated Press that military officials told the battalion has "
     "been clearing rubble, building playgrounds and restoring irrigation in Iraq.",
     "military officials told the"),
    (DAILY_NEWS, "It was the New York Daily News that she told she remembers only the intern's "
     "first name, which she refused to reveal.", "she told she"),
])
def test_a_hearer_put_forward_before_a_bare_report_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert hearer_before_bare_report(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    # a quotation after its colon (124, 91), a cleft on the teller (689), the hearer said
    (GALVIN, "It was Reuters that VeriSign spokesman Tom Galvin told: \"We will accede to the "
     "request while we explore all of our options.\""),
    (WEATHERALL, "It was Reuters that delegation leader Bob Weatherall told by telephone: \"The "
     "anguish will begin to end and the healing will commence.\""),
    (BLOOMBERG, "It was Mr. Bloomberg who later told reporters that the agreement \"will be a "
     "compromise.\""),
    (PROSECUTORS, "It was yesterday that Prince William County prosecutors told a judge they now "
     "want the trial moved."),
])
def test_other_texts_are_left(tokens: list[str], text: str) -> None:
    assert hearer_before_bare_report(text, tokens) is None
