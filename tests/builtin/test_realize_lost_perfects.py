"""Tuning MRPC sentences with the real parser: a rebuilt text that says the source's
perfect in no tense of "have" is refused; each test names a kept output it replaced."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CHIRAC = ("French President Jacques Chirac was said to have demanded that a European company "
          "provide the engines.")
TESTING = ("Testing at a Massachusetts State Police lab and a private Virginia lab has not been "
           "able to determine whether the swimsuit belonged to Bish, Conte said yesterday.")


@pytest.mark.parametrize(("sentence", "broken"), [
    # Was kept: "It was French President Jacques Chirac who was said to demand that a
    # European company provide the engines." (MRPC train 1313)
    (CHIRAC, "said to demand"),
    # Was kept: "Testing at a Massachusetts State Police lab and a private Virginia lab can
    # not determine whether the swimsuit belonged to Bish, Conte said yesterday." (6263)
    (TESTING, "can not determine"),
])
def test_the_source_perfect_is_kept(parser: BuiltinParser, sentence: str, broken: str) -> None:
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and broken in t], texts
