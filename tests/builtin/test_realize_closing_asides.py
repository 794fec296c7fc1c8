"""An aside the source's sentence end closed after a dash ("received nothing - no ticket, no
violation.") is not moved inside a rebuilt text, where it runs on into the clause after it
(realize_said_marks.broken_pair)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 1881, 4277
TICKET = "And, of course, the FBI agent who ran him down received nothing - no ticket, no " \
    "violation."
SAFETY = "But as time passed and more people were shot, Moose had to admit that he couldn't " \
    "give the public what it needed most from the police - safety."


def test_a_closing_aside_does_not_run_on(parser: BuiltinParser) -> None:
    # Were kept: "Nothing - no ticket, no violation was received by the FBI agent who ran
    # him down of course.", "But Moose had to admit that ... from the police - safety as
    # time passed, and more people were shot."
    texts = [t for t in every_text(parser, TICKET) + every_text(parser, SAFETY) if t]
    assert not [t for t in texts if "violation was" in t or "violation of course" in t
                or "safety as" in t], texts
