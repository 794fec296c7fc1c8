"""The way up from a person to the old root passes by an apposition said after the name,
even where the person's age stands between ("Ms Stewart, 61, its chief executive officer
and chairwoman, did not attend", MRPC train 4022), and by one the source set before the
name: the role, the bigger subtree, was taken for the way up and the cleft refused as a
role relation said from its participant."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

STEWART = "Ms Stewart, 61, its chief executive officer and chairwoman, did not attend."


def test_an_apposition_after_the_age_is_no_way_up(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, STEWART) if t]
    assert ("It was Ms Stewart, 61, its chief executive officer and chairwoman, who did not "
            "attend.") in texts, texts


MARSDEN = "The lawyer representing Torch Concepts, Rich Marsden did not respond to repeated phone calls."


def test_an_apposition_before_the_name_is_no_way_up(parser: BuiltinParser) -> None:
    # MRPC train 6121: the role set before the name was taken for the way up too
    texts = [t for t in every_text(parser, MARSDEN) if t]
    assert ("It was Rich Marsden, the lawyer representing Torch Concepts, who did not respond "
            "to repeated phone calls.") in texts, texts
