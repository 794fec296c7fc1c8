"""Tuning MRPC sentences with the real parser: the means of a clause the source only says
should, would or can hold is not said as done with the old root hung after it as "which is
how" (realize_old_root.OldRoot.tail); each test names the kept output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ADVANI = ("Advani said Pakistan should prove its sincerity by handing over suspects wanted by "
          "New Delhi for past bombings.")


def test_the_means_of_a_should_is_not_said_as_done(parser: BuiltinParser) -> None:
    # Was kept: "Suspects wanted by New Delhi for past bombings were handed over by Pakistan,
    # which is how it should prove its sincerity, Advani said." (4440)
    texts = [t for t in every_text(parser, ADVANI) if t]
    assert not [t for t in texts if "which is how" in t], texts
    assert texts, texts
