"""MRPC train sentences that read only their source back, said with a set-off "though" last
(realize_verbatim_however), an impersonal "It was announced that ..." after its clause or
"There were fears that ..." as "It was feared that ..." (realize_verbatim_impersonal), or two
passive verb phrases of one pronoun and auxiliary as two sentences
(realize_verbatim_shared_auxiliary), and the ones each leaves.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (variant, source, its text)
SAID = [
    # (MRPC train 1445)
    ("verbatim-though", "She insisted, though, that it not be published until after her death.",
     "She insisted that it not be published until after her death, though."),
    # (MRPC train 6200) the report's time stays with it
    ("verbatim-extraposed", "It was announced on Friday that Goodrem had been diagnosed with "
     "Hodgkin's disease, a form of cancer which affects the lymph nodes.",
     "Goodrem had been diagnosed with Hodgkin's disease, a form of cancer which affects the "
     "lymph nodes, it was announced on Friday."),
    # (MRPC train 752, 751) an existential fear as its impersonal passive, its tense kept
    ("verbatim-impersonal", "There were fears that Heather would never have children after "
     "suffering two ectopic pregnancies and cancer of the uterus.", "It was feared that "
     "Heather would never have children after suffering two ectopic pregnancies and cancer of "
     "the uterus."),
    # (MRPC train 3252, 6092) each verb phrase with the pronoun and the auxiliary again
    ("verbatim-shared-auxiliary", "He was convicted in his absence in January and sentenced to "
     "124 years.", "He was convicted in his absence in January. He was sentenced to 124 years."),
    ("verbatim-shared-auxiliary", "She was arraigned in New York state on three counts of "
     "murder and ordered held without bail.", "She was arraigned in New York state on three "
     "counts of murder. She was ordered held without bail."),
    ("verbatim-impersonal", "There had been fears that the 35 year-old wouldn't be able to "
     "conceive after suffering two ectopic pregnancies and cancer of the uterus.", "It had been "
     "feared that the 35 year-old wouldn't be able to conceive after suffering two ectopic "
     "pregnancies and cancer of the uterus."),
]

# (variant, source) that the variant refuses
REFUSED = [
    # (MRPC train 2008) a bracket the "though" would follow
    ("verbatim-though", "Television replays, though, showed the ball had touched the ground "
     "before Sangakkara's boot (262 for 4)."),
    # (MRPC train 6553) an adjective, no report
    ("verbatim-extraposed", "It is unfortunate that Senator Clinton would seek to politicize "
     "such a qualified nominee as Governor Leavitt."),
    # a fear with a modifier of its own, which the passive would lose
    ("verbatim-impersonal", "There were growing fears that the talks would collapse."),
    # a second verb with no doer, or with an object: an active past of its own
    ("verbatim-shared-auxiliary", "She was injured in the crash and died in hospital."),
    ("verbatim-shared-auxiliary", "He was arrested in Paris and fled the country."),
    # (MRPC train 714) a phrase set off by a comma that may be both verbs'
    ("verbatim-shared-auxiliary", "She was tried and sentenced to death, later commuted to "
     "life."),
]


@pytest.mark.parametrize(("variant", "source", "text"), SAID)
def test_the_phrase_is_said_last(parser: BuiltinParser, variant: str, source: str,
                                 text: str) -> None:
    assert _said(parser, source, variant) == text


@pytest.mark.parametrize(("variant", "source"), REFUSED)
def test_a_phrase_with_no_clean_end_is_left(parser: BuiltinParser, variant: str,
                                            source: str) -> None:
    assert _said(parser, source, variant) == ""


def _said(parser: BuiltinParser, sentence: str, variant: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant=variant).text
