"""Issue 12 with the real parser: MRPC sentences whose broken or meaning-changing
paraphrases the filter kept, parsed and refocused as the benchmark does.  Each test names
the output it replaced; a focus that cannot be said well must be refused."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import focused
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

WEBTV = "WebTV was sold to Microsoft in 1997 for $425 million and today is called MSN TV."


def test_a_clause_on_a_proper_name_is_an_aside(parser: BuiltinParser) -> None:
    # Was "Today, WebTV that was sold to Microsoft for $425 million in 1997 is called MSN TV."
    assert focused(parser, WEBTV, "today").text == (
        "Today, WebTV, which was sold to Microsoft for $425 million in 1997, is called MSN TV.")
