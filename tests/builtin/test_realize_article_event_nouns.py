"""An event the source named with its verb's bare form after an article ("in an auction for
...") is said as that noun, not as a gerund of its frame ("won the bidding in auctioning off
for bankrupt Farmland Industries Inc.'s pork business", MRPC train 702; realize_np's
said_as_noun).  It parses with the real parser, so it moves with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

AUCTION = ("Pork processing giant Smithfield Foods Inc. said Monday that it won the bidding in "
           "an auction for bankrupt Farmland Industries Inc.'s pork business.")


def test_an_event_noun_after_an_article_stays_a_noun(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, AUCTION) if t]
    assert not [t for t in texts if "auctioning" in t], texts
    assert ("On Monday, pork processing giant Smithfield Foods Inc. said it won the bidding in "
            "an auction for bankrupt Farmland Industries Inc.'s pork business.") in texts, texts
