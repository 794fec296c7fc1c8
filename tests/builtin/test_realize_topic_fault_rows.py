"""The source-fault rows of this topic's checks, each on texts kept before it and on texts it
leaves (realize_torn_openers, realize_stacked_tails, realize_lost_aside_commas): (check, text,
source tokens, what it names or None), from tuning sentences' kept texts."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from pipeline.backends.builtin.realize_lost_aside_commas import lost_aside_comma
from pipeline.backends.builtin.realize_stacked_tails import stacked_reporting_tails
from pipeline.backends.builtin.realize_torn_openers import buried_opening_phrase

Check = Callable[[str, Sequence[str]], "str | None"]


@pytest.mark.parametrize(("check", "text", "source", "found"), [
    (buried_opening_phrase,
     "It was the board that proposed for lofts increases of 4 percent for one-year leases.",
     "For lofts , the board proposed increases of 4 percent for one-year leases .",
     "for lofts"),  # MRPC train 313
    (buried_opening_phrase,
     "The Dow Jones industrial average was up in early trading 3.90, or 0.04 percent.",
     "In early trading , the Dow Jones industrial average was up 3.90 , or 0.04 percent .",
     "in early trading"),  # 4762
    (buried_opening_phrase,
     "It was the real estate heir that used in his female disguise the name Dorothy Ciner.",
     "In his female disguise , the real estate heir used the name Dorothy Ciner .",
     "in his female disguise"),  # 4063
    (buried_opening_phrase,
     "It was in 2001 that President Bush named Kathy Gregg to the board.",
     "In 2001 , President Bush named Kathy Gregg to the board .", None),  # 1869
    (buried_opening_phrase,
     "It was Mr. Hatfill who said in May that a vehicle struck him.",
     "In May , Mr. Hatfill said a vehicle struck him .", None),  # 2082: a complement follows
    (buried_opening_phrase,
     "It was a 27-year-old Singapore researcher who contracted SARS in September while he "
     "worked in a laboratory.", "In September , a 27-year-old Singapore researcher contracted "
     "SARS while he worked in a laboratory .", None),  # 382
    (buried_opening_phrase,
     "Heart attacks kill about 460,000 in the United States yearly.",
     "In the United States , heart attacks kill about 460,000 yearly .", None),  # 2494
    (buried_opening_phrase,
     "FBI spokesman John Iannarelli said in Washington Sunday the bureau will help.",
     "In Washington , FBI spokesman John Iannarelli said Sunday the bureau will help .",
     None),  # 4701
    (stacked_reporting_tails,
     "State taxation laws apply to any tribal activity, the ruling shows, Gov. Don Carcieri "
     "said.", "Gov. Don Carcieri said the ruling shows that state taxation laws apply to any "
     "tribal activity .", "the ruling shows"),  # MRPC train 2960
    (stacked_reporting_tails,
     "Lawyers for the two victims have shown that Iraq provided material support, Baer had "
     "concluded, he said.", "Baer said he had concluded that lawyers for the two victims "
     "have shown that Iraq provided material support .", "Baer had concluded"),  # 3062
    (stacked_reporting_tails,
     "The policy is designed to reduce stress, the state, which previously conducted two "
     "triple executions, says.", "The policy is designed to reduce stress , the state , which "
     "previously conducted two triple executions , says .", None),  # 3982: one tail
    (stacked_reporting_tails,
     "European governments have blocked all new bio-crops because of unfounded, unscientific "
     "fears, he said.", "European governments have blocked all new bio-crops because of "
     "unfounded , unscientific fears , he said .", None),  # 1625: a noun
    (stacked_reporting_tails,
     "In federal court in Baltimore, legal proceedings were expected Monday, an FBI statement "
     "said.", "Legal proceedings were expected Monday in federal court in Baltimore , an FBI "
     "statement said .", None),  # 2089: a clause, no tail
    (stacked_reporting_tails,
     "The space program is developing weapons, he said, but he said he did not think so.",
     "He said the space program is developing weapons , but he said he did not think so .",
     None),  # 4841: two clauses
    (lost_aside_comma,
     "At a convenience store in East Palo Alto, the girl turned up late Sunday about 30 miles "
     "from her home.", "The girl turned up late Sunday at a convenience store in East Palo "
     "Alto , about 30 miles from her home .", "about 30 miles"),  # MRPC train 1080
    (lost_aside_comma,
     "Earlier this month, Bremer called off a visit a move officials privately linked to U.S. "
     "uncertainty here.", "Earlier this month , Bremer called off a visit here , a move "
     "officials privately linked to U.S. uncertainty .", "a move officials"),  # 1999
    (lost_aside_comma,
     "Yesterday, shares of Smithfield rose $1.64 to close at $20.85 a rise of 8.5 percent.",
     "Shares of Smithfield rose $ 1.64 yesterday to close at $ 20.85 , a rise of 8.5 per cent "
     ".", "a rise of"),  # 2989
    (lost_aside_comma,
     "Against the Swiss franc, the dollar was up 0.5 percent at 1.3289 francs on the day.",
     "The dollar was at 1.3289 francs against the Swiss franc , up 0.5 percent on the day .",
     None),  # 1824: a predicate after "was"
    (lost_aside_comma,
     "Yesterday, shares of Smithfield rose $1.64 to close at $20.85, a rise of 8.5 percent.",
     "Shares of Smithfield rose $ 1.64 yesterday to close at $ 20.85 , a rise of 8.5 per cent "
     ".", None),
])
def test_source_fault_row(check: Check, text: str, source: str, found: str | None) -> None:
    assert check(text, source.split()) == found
