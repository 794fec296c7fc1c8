"""MRPC train sentences whose copula's two definite sides trade places in the source's own
words (realize_verbatim_copula), and the copular clauses it leaves: a pronoun subject, an
indefinite side, "the Y of a Z", an aside.  They parse with the real parser, so they move
with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 4434) a possessive determiner's side said after the copula in lower case
    ("Their worst-case scenario is the accidental deletion or malicious falsification of "
     "ballots from the 1.42 million Californians who could vote on electronic touch-screen "
     "machines.", "The accidental deletion or malicious falsification of ballots from the "
     "1.42 million Californians who could vote on electronic touch-screen machines is their "
     "worst-case scenario."),
    # (MRPC train 870) a name said last keeps its capital
    ("Medicaid is the federal and state government health insurance program for the poor.",
     "The federal and state government health insurance program for the poor is Medicaid."),
    # (MRPC train 1773) a past copula stays past
    ("The March downturn was the only break in what has been broad growth in services for "
     "the past 15 months.", "The only break in what has been broad growth in services for the "
     "past 15 months was the March downturn."),
    # (MRPC train 871) the subject's own comma aside closes the sentence, its comma dropped
    ("Medicaid, which receives federal and state funding, is the government health-insurance "
     "program for the poor.", "The government health-insurance program for the poor is "
     "Medicaid, which receives federal and state funding."),
    # (MRPC train 812) a closing report follows the swapped clause
    ("The purchase is the largest conservation transaction in Hawaii's history, the agencies "
     "said.", "The largest conservation transaction in Hawaii's history is the purchase, the "
     "agencies said."),
    # (MRPC train 1309) a name's own aside goes with it, closed by its comma
    ("November 17's last victim was British defence attache Stephen Saunders, who was shot "
     "on an Athens road in June 2000.", "British defence attache Stephen Saunders, who was "
     "shot on an Athens road in June 2000, was November 17's last victim."),
    # (MRPC train 3042) a name's own relative clause after its place ("of Vista") goes with it
    ("The only announced Republican to replace Davis is Rep. Darrell Issa of Vista, who has "
     "spent $1.71 million of his own money to force a recall.", "Rep. Darrell Issa of Vista, "
     "who has spent $1.71 million of his own money to force a recall, is the only announced "
     "Republican to replace Davis."),
    # (MRPC train 165) a list of names the parse made one person is plural with its "were"
    ("The no-shows were Sens. John Kerry of Massachusetts and Bob Graham of Florida.",
     "Sens. John Kerry of Massachusetts and Bob Graham of Florida were the no-shows."),
    # (MRPC train 4964) a modal's "will be" says no number and moves whole
    ("NCSD's chief will be Robert Liscouski, the assistant secretary of Homeland Security for "
     "Infrastructure Protection.", "Robert Liscouski, the assistant secretary of Homeland "
     "Security for Infrastructure Protection, will be NCSD's chief."),
    # (MRPC train 4116) the clause's time said right after the subject goes with it
    ("The defeat of the ninth seed Daniela Hantuchova on Wednesday was the only thing to "
     "disrupt the otherwise orderly second-round progress in the Serena Williams half of the "
     "women's draw.", "The only thing to disrupt the otherwise orderly second-round progress "
     "in the Serena Williams half of the women's draw was the defeat of the ninth seed Daniela "
     "Hantuchova on Wednesday."),
]

REFUSED = [
    # (MRPC train 1899) a pronoun subject: "The first named storm ... is it"
    "It is the first named storm to develop in the Caribbean in December.",
    # (MRPC train 600, shortened) "the son of a teacher" is one of several
    "Lt-Col Yang is the son of a teacher.",
    # (MRPC train 6406) a relation one may have several of: "The son of Hong Kong
    # billionaire Li Ka-shing is Mr Li" says he has one
    "Mr Li, deputy chairman of Cheung Kong Holdings, is the son of Hong Kong billionaire Li "
    "Ka-shing.",
    # (MRPC train 3275) an aside of a name inside the predicate, not of the predicate
    "Sutherland is the 65-year-old computing pioneer who co-founded Evans & Sutherland, "
    "which made high-performance graphics computers.",
    # (MRPC train 4344) a subject that points back: "... latest effort ... is the effort"
    "The effort is the Bush administration's latest effort to expand the role of religious "
    "organizations in government services.",
    # an indefinite side: "A tuner is the only difference" would identify a class
    "The only difference is a tuner.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_copula_sides_trade_places(parser: BuiltinParser, source: str, text: str) -> None:
    assert _swapped(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_copular_clause_with_no_swap_stays(parser: BuiltinParser, source: str) -> None:
    assert _swapped(parser, source) == ""


def _swapped(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-copula").text
