"""Tuning MRPC sentences with the real parser: a coordinated gerund the parse hung on an
infinitive ("attempting to provide ... and acting as") is not said as an infinitive ("and to
act as"); the test names the kept output it replaced."""

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
