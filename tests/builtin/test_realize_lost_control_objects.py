"""realize_lost_control_objects: the pronoun doer of an asked or allowed infinitive lost
(MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_lost_control_objects import lost_control_object


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


BANDS = _tokens("The American Chamber of Commerce and InvestHK , which oversees investment into "
                "the territory , are talking to other bands to ask them to step in .")


def test_an_asked_pronoun_lost_is_found() -> None:
    # Were kept (6524): the askers now step in
    assert lost_control_object(
        "It is the American Chamber of Commerce and InvestHK, which oversees investment into the"
        " territory, that are talking to other bands to ask to step in them.",
        BANDS) == "ask them to step"
    assert lost_control_object(
        "To ask to step in other bands, the American Chamber of Commerce and InvestHK, which "
        "oversees investment into the territory, are talking to them.", BANDS) == "ask them to step"


def test_the_pronoun_said_is_left() -> None:
    assert lost_control_object(
        "It is the American Chamber of Commerce and InvestHK, which oversees investment into the"
        " territory, that are talking to other bands to ask them to step in.", BANDS) is None
