"""MRPC train sentences whose opening sentence adverb is said after the subject
(realize_verbatim_medial_adverb), and those it leaves.  They parse with the real parser, so
they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 6344) a copular root: the adverb before the copula; no other text before
    ("However, commercial use of the 2.6.0 kernel is still months off for most customers.",
     "Commercial use of the 2.6.0 kernel, however, is still months off for most customers."),
    # (MRPC train 1089) a modal's contraction opens the verb group, two verbs joined after
    ("However, the new vaccine won't begin to be tested in people until 2005 and won't be "
     "approved for use for several years after that.",
     "The new vaccine, however, won't begin to be tested in people until 2005 and won't be "
     "approved for use for several years after that."),
    # (MRPC train 2982) a name keeps its capital; "nevertheless"
    ("Nevertheless, PeopleSoft must review Oracle's tender offer and make a recommendation to "
     "shareholders.", "PeopleSoft, nevertheless, must review Oracle's tender offer and make "
     "a recommendation to shareholders."),
    # (MRPC train 3397) a report said after its clause: the clause's subject
    ("However, disability declined by more than 10 percent for those 60 to 69, the study "
     "said.", "Disability, however, declined by more than 10 percent for those 60 to 69, the "
     "study said."),
    # (MRPC train 4684) "meanwhile"
    ("Meanwhile, the global death toll approached 770 with more than 8,300 people sickened "
     "since the severe acute respiratory syndrome virus first appeared in southern China in "
     "November.", "The global death toll, meanwhile, approached 770 with more than 8,300 "
     "people sickened since the severe acute respiratory syndrome virus first appeared in "
     "southern China in November."),
]

REFUSED = [
    # (MRPC train 621) a speaker's aside: the adverb is the report's
    "However, he said, The reasons behind the increase in incidence are more complex and were "
    "just beginning to understand the risk factors.",
    # (MRPC train 2947) a dash aside in the subject
    "However, one subset of women \u2014 those on hormonal treatment following chemotherapy "
    "\u2014 appeared to show improvement in survival.",
    # (MRPC train 4838) an expletive subject
    "However, it is not possible to say whether it may pose a cancer risk to humans.",
    # (MRPC train 3544) an apposition: the subject's own commas
    "However, John Clare, chief executive of the Dixons Group, expressed his disappointment.",
    # (MRPC train 4275) "instead" after a subject says another contrast
    "Instead, tickets for the Jersey jam went on sale last night through Ticketmaster.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_adverb_is_said_after_the_subject(parser: BuiltinParser, source: str,
                                              text: str) -> None:
    assert _said(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_the_adverb_stays_first(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source) == ""


def _said(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-medial-adverb").text
