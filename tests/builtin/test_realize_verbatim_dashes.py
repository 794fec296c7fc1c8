"""MRPC train sentences whose root is moved by a verbatim alternative with a dash aside or a
closing apposition carried whole in the part it stands in (realize_verbatim_dashes), and the
moves that still refuse it.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (variant, source, its text)
SAID = [
    # (MRPC train 68) the closing clause said first; the aside's closing dash dropped, the
    # sentence's end closes it
    ("verbatim-clause-first",
     "He had served nine years in prison for the crime -- two on death row -- when he was "
     "released.",
     "When he was released, he had served nine years in prison for the crime -- two on death "
     "row."),
    # (MRPC train 6421) the subject clefted with its aside, an "and" of the aside's own
    ("verbatim-cleft",
     "The officers -- Kenneth Boss, Sean Carroll, Edward McMellon and Richard Murphy -- were "
     "acquitted in 2000 of state murder charges.",
     "It was the officers -- Kenneth Boss, Sean Carroll, Edward McMellon and Richard Murphy -- "
     "who were acquitted in 2000 of state murder charges."),
    # (MRPC train 6420) the same after an opening time
    ("verbatim-cleft",
     "In February 2000, the officers \u2014 Kenneth Boss, Sean Carroll, Edward McMellon and "
     "Richard Murphy \u2014 were acquitted of all charges in the killing.",
     "In February 2000, it was the officers \u2014 Kenneth Boss, Sean Carroll, Edward McMellon "
     "and Richard Murphy \u2014 who were acquitted of all charges in the killing."),
    # (MRPC train 3281) an aside the source's end closed, closed by a dash of its own
    # before the opening clause said last
    ("verbatim-closing",
     "Since Perkins arrived at UConn in 1990 from Maryland, the Huskies have fielded six "
     "national championship teams in three sports -- men's basketball, women's basketball "
     "and men's soccer.",
     "The Huskies have fielded six national championship teams in three sports -- men's "
     "basketball, women's basketball and men's soccer -- since Perkins arrived at UConn in "
     "1990 from Maryland."),
    # (MRPC train 507) the aside a comparison, its time said after it
    ("verbatim-closing",
     "On Thursday, Taiwan reported 131 suspected cases of the disease -- up 11 cases from a "
     "day earlier.",
     "Taiwan reported 131 suspected cases of the disease -- up 11 cases from a day earlier -- "
     "on Thursday."),
    # (MRPC train 2708) a hyphen inside a word ("10th-floor", split by the tokenizer) opens
    # no aside: nothing to close after it
    ("verbatim-closing",
     "On Oct. 10, an 18-year-old freshman member of the men's swim team jumped from the same "
     "10th-floor ledge.",
     "An 18-year-old freshman member of the men's swim team jumped from the same 10th-floor "
     "ledge on Oct. 10."),
    # (MRPC train 4063) a closing apposition closed by a comma before the phrase said last,
    # right after its noun as the source said it (not "... used the name Dorothy Ciner in
    # his female disguise, a childhood friend", which test_realize_verbatim_closing refused)
    ("verbatim-closing",
     "In his female disguise, the real estate heir used the name Dorothy Ciner, a childhood "
     "friend.",
     "The real estate heir used the name Dorothy Ciner, a childhood friend, in his female "
     "disguise."),
    # (constructed, on MRPC train 6421's subject) a closing time fronted before the
    # subject and its aside
    ("verbatim-fronting",
     "The officers -- Kenneth Boss, Sean Carroll and Richard Murphy -- were acquitted of all "
     "charges in the courtroom on Tuesday.",
     "On Tuesday, the officers -- Kenneth Boss, Sean Carroll and Richard Murphy -- were "
     "acquitted of all charges in the courtroom."),
]

# (variant, source)
REFUSED = [
    # (MRPC train 1999) the apposition holds a clause of its own, which the time said last
    # would seem to date
    ("verbatim-closing",
     "Earlier this month, Bremer called off a visit here, a move officials privately linked "
     "to U.S. uncertainty about the Kurdish issue."),
    # (MRPC train 6420) said last, the opening time would follow "the killing", and date it
    ("verbatim-closing",
     "In February 2000, the officers \u2014 Kenneth Boss, Sean Carroll, Edward McMellon and "
     "Richard Murphy \u2014 were acquitted of all charges in the killing."),
    # (constructed) an aside with a clause of its own, which the fronted clause could be of
    ("verbatim-clause-first",
     "Florida's primary moved to March 9 -- after 28 other states held theirs -- when the law "
     "changed."),
]


@pytest.mark.parametrize(("variant", "source", "text"),
                         [*SAID, *((variant, source, "") for variant, source in REFUSED)])
def test_the_aside_is_carried_whole_or_the_move_refuses(parser: BuiltinParser, variant: str,
                                                        source: str, text: str) -> None:
    graph = penman.decode(penman.encode(parsed(parser, source)))
    assert realize(graph, variant=variant).text == text
