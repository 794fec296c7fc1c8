"""MRPC train sentences whose closing adverbial clause is said first, each part in the
source's words (realize_verbatim_clause_first), and the clauses it leaves in place: a report's,
another verb's, one a word before it modifies, one under a negation, one whose pronoun would
come before its name.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # the root's :time, a clause with its own subject
    ("The value of BP's investment has risen since the deal was announced in February.",
     "Since the deal was announced in February, the value of BP's investment has risen."),
    # a present clause after a modal's
    ("Crossing Jordan will be back in January after star Jill Hennessy gives birth.",
     "After star Jill Hennessy gives birth, Crossing Jordan will be back in January."),
    # a noun phrase of time after "after"
    ("Seven people were taken to hospital today after a second derailment on the London "
     "Underground in less than 48 hours.", "After a second derailment on the London "
     "Underground in less than 48 hours, seven people were taken to hospital today."),
    # a present clause after a passive, its "as" a time
    ("Hurricane warnings were posted Friday along parts of the lower Texas coast as Tropical "
     "Storm Erika sped across the Gulf of Mexico and headed for landfall.", "As Tropical Storm "
     "Erika sped across the Gulf of Mexico and headed for landfall, hurricane warnings were "
     "posted Friday along parts of the lower Texas coast."),
    # a contrast's "while", the main part's commas kept as they stand
    ("The Dow Jones Industrial Average ended down 128 points, or 1.4%, at 9073, while the "
     "Nasdaq fell 34 points, or 2.1%, to 1610.",
     "While the Nasdaq fell 34 points, or 2.1%, to 1610, the Dow Jones Industrial Average "
     "ended down 128 points, or 1.4%, at 9073."),
    # (MRPC train 1289) a participle's clause: its doer the main part's subject either way;
    # the source's doubled "at at" said once
    ("He was sentenced to five years in prison at at Kingston Crown Court yesterday after "
     "pleading guilty to the attempted abduction of a teenager.", "After pleading guilty to "
     "the attempted abduction of a teenager, he was sentenced to five years in prison at "
     "Kingston Crown Court yesterday."),
    # (MRPC train 8) a passive participle's clause ("since being transferred")
    ("Mr. Geoghan had been living in a protective custody unit since being transferred to the "
     "prison on April 3.", "Since being transferred to the prison on April 3, Mr. Geoghan had "
     "been living in a protective custody unit."),
    # (MRPC train 448) a possessive that stands for its own clause's subject ("Wall Street
    # ... its feet") stays after its name
    ("U.S. corporate bond yield spreads tightened in spotty trading on Friday as Wall Street "
     "labored to get back on its feet after the largest power outage ever in North America.",
     "As Wall Street labored to get back on its feet after the largest power outage ever in "
     "North America, U.S. corporate bond yield spreads tightened in spotty trading on "
     "Friday."),
    # (MRPC train 4777) a year of the main part's before "after" counts no time
    ("Mr Blair became Labour leader in 1994 after the then leader, John Smith, died of a heart "
     "attack.", "After the then leader, John Smith, died of a heart attack, Mr Blair became "
     "Labour leader in 1994."),
    # (MRPC train 3133) a price before "after" ends the main part, no count of time
    ("Shares of LendingTree rose $6.21, or 42 percent, to $20.90 after hitting $21.36 earlier.",
     "After hitting $21.36 earlier, shares of LendingTree rose $6.21, or 42 percent, to "
     "$20.90."),
]

REFUSED = [
    # a report: the clause may be the saying's or the argument's
    "Police said there was an argument before the slaying at East 126th Street and Fifth "
    "Avenue around 9 p.m.",
    # "only" modifies "after": fronted, it would need inversion
    "It passed only after Republicans won the support of Voinovich and another wavering "
    "senator, Nelson of Nebraska.",
    # "he" said before "Mr Hicks" may take "Mr Kenny" as its own
    "Mr Kenny and the Hicks family's American lawyer, Michael Ratner, are trying to get "
    "access to Mr Hicks before he faces a planned military tribunal.",
    # (MRPC train 647) "they" may stand for the main part's shares
    "Mr. Turner transferred about 10 million shares to a charitable trust before they were "
    "sold.",
    # the verb the closing clause completes
    "The legislation came after U.S. District Judge Lee R. West in Oklahoma City ruled last "
    "week that the FTC lacked authority to run the registry.",
    # an infinitive of the main part the clause may be of (the running, not the naming)
    "Representatives of its tribal and ethnic groups named a cross-section of residents "
    "yesterday to run municipal affairs alongside the U.S. military until elections can be "
    "held.",
    # a fear's clause: the participle may be the fear's or the having's
    "There were fears that Heather would never have children after suffering two ectopic "
    "pregnancies and cancer of the uterus.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_closing_clause_is_said_first(parser: BuiltinParser, source: str, text: str) -> None:
    assert _first(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_clause_that_cannot_lead_stays(parser: BuiltinParser, source: str) -> None:
    assert _first(parser, source) == ""


def _first(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-clause-first").text
