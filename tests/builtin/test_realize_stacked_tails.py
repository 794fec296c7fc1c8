"""A rebuilt text does not close on two reporting clauses in a row (realize_stacked_tails)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_stacked_tails import stacked_reporting_tails
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 4254, found in a blind read of kept fronted-topic texts.
VEERED = "Volodymyr Gorbanovsky, deputy general director of the plane's owners, Mediterranean " \
         "Airlines, said initial information indicated it had veered from its flight path " \
         "because of fog."


def test_a_report_in_a_report_is_no_stack_of_tails(parser: BuiltinParser) -> None:
    # Were kept: "From its flight path, it had veered because of fog, initial information
    # indicated, Volodymyr Gorbanovsky, ..., said." and the same with no fronted phrase.
    texts = [t for t in every_text(parser, VEERED) if t]
    assert [t for t in texts if "information indicated," in t] == []
    assert any(t.startswith("Initial information indicated that it had veered") for t in texts)


# (text, source, the first tail refused or None), from tuning sentences' kept texts.
@pytest.mark.parametrize(("text", "source", "found"), [
    ("State taxation laws apply to any tribal activity, the ruling shows, Gov. Don Carcieri "
     "said.", "Gov. Don Carcieri said the ruling shows that state taxation laws apply to any "
     "tribal activity .", "the ruling shows"),  # MRPC train 2960
    ("Lawyers for the two victims have shown that Iraq provided material support, Baer had "
     "concluded, he said.", "Baer said he had concluded that lawyers for the two victims "
     "have shown that Iraq provided material support .", "Baer had concluded"),  # 3062
    ("The policy is designed to reduce stress, the state, which previously conducted two "
     "triple executions, says.", "The policy is designed to reduce stress , the state , which "
     "previously conducted two triple executions , says .", None),  # 3982: one tail
    ("European governments have blocked all new bio-crops because of unfounded, unscientific "
     "fears, he said.", "European governments have blocked all new bio-crops because of "
     "unfounded , unscientific fears , he said .", None),  # 1625: a noun
    ("In federal court in Baltimore, legal proceedings were expected Monday, an FBI statement "
     "said.", "Legal proceedings were expected Monday in federal court in Baltimore , an FBI "
     "statement said .", None),  # 2089: a clause, no tail
    ("The space program is developing weapons, he said, but he said he did not think so.",
     "He said the space program is developing weapons , but he said he did not think so .",
     None),  # 4841: two clauses
])
def test_stacked_reporting_tails(text: str, source: str, found: str | None) -> None:
    assert stacked_reporting_tails(text, source.split()) == found
