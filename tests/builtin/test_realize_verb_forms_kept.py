"""Tuning MRPC sentences with the real parser: verb forms a rebuilt text must not change. A
coordinated gerund the parse hung on an infinitive ("attempting to provide ... and acting as")
is not said as an infinitive ("and to act as"), and verbs of getting or undergoing get no
passive; each test names the kept output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LAKHANI = ("Lakhani, 68, is charged with attempting to provide material support and resources to "
           "terrorists and acting as an arms broker without a license.")


def test_a_coordinated_gerund_is_not_said_as_an_infinitive(parser: BuiltinParser) -> None:
    # Was kept: "It is Lakhani, 68, who is charged with attempting to provide material support
    # and resources to terrorists and to act as an arms broker without a license."
    texts = every_text(parser, LAKHANI)
    assert not [t for t in texts if "and to act" in t], texts


PENINSULA = ("This year, Peninsula health officials got the money to hire part-time water samplers "
             "and purchase testing equipment thanks to a $282,355 grant from the Environmental "
             "Protection Agency.")
WHITE = ("White, who had suffered kidney failure from years of high blood pressure, died at "
         "Cedars-Sinai Medical Center around 9:30 a.m., manager Ned Shankman said.")


def test_verbs_of_getting_and_undergoing_have_no_passive(parser: BuiltinParser) -> None:
    # Was kept: "The money was gotten by Peninsula health officials this year ..." and
    # "Kidney failure had been suffered by White, who died at ..."
    for sentence in (PENINSULA, WHITE):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if " gotten by " in t or " suffered by " in t], texts


MAHMUD = ("Mahmud controlled access to Saddam for everyone but immediate family members, "
          "Pentagon officials said.")


def test_a_said_clause_has_no_passive(parser: BuiltinParser) -> None:
    # Was kept: "Mahmud controlled access to Saddam for everyone but immediate family members
    # was said by Pentagon officials."
    texts = every_text(parser, MAHMUD)
    assert not [t for t in texts if " said by " in t], texts
