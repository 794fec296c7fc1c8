"""MRPC train sentences whose closing participle or absolute phrase is said first in the
source's own words (realize_verbatim_participle_first), and sentences it leaves.  They parse
with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 625) an absolute "with"; its "their" is the investors'
    ("North American stock markets got off to a slow start Tuesday, with investors ready to "
     "get their first taste of quarterly earnings.", "With investors ready to get their first "
     "taste of quarterly earnings, North American stock markets got off to a slow start "
     "Tuesday."),
    # (MRPC train 3836) the subject's "saying"; "her" is the subject's, "its" the firm's
    ("She countersued for $125 million, saying Gruner & Jahr broke its contract with her by "
     "cutting her out of key editorial decisions.", "Saying Gruner & Jahr broke its contract "
     "with her by cutting her out of key editorial decisions, she countersued for $125 "
     "million."),
    # (MRPC train 3741) "following", with the main part's own restated amount
    ("The tech-heavy Nasdaq composite index fell 3.99, or 0.2 percent, to 1,682.72, following "
     "a two-day win of 55.93.", "Following a two-day win of 55.93, the tech-heavy Nasdaq "
     "composite index fell 3.99, or 0.2 percent, to 1,682.72."),
    # (MRPC train 2111) a copular root's comparison (compare-01 :ARG1-of the predicate noun)
    ("Net income was 12 cents a share, compared with a net loss of $35 million, or 20 cents, a "
     "year earlier.", "Compared with a net loss of $35 million, or 20 cents, a year earlier, net "
     "income was 12 cents a share."),
    # (MRPC train 719) a comparison the parse hung on the noun compared
    ("The company reported quarterly revenue of $388.1 million, compared with $318.5 million in "
     "the same period a year ago.", "Compared with $318.5 million in the same period a year ago, "
     "the company reported quarterly revenue of $388.1 million."),
    # (MRPC train 1296) "he" has no antecedent but the subject, the main part's only person
    ("Mr. Mills declined to comment yesterday, saying that he never discussed personnel "
     "matters.", "Saying that he never discussed personnel matters, Mr. Mills declined to "
     "comment yesterday."),
    # (MRPC train 1177) a root modal's clause: its subject and its "with"
    ("Its attackers had to fire their rockets from hundreds of yards away, with a makeshift "
     "launcher hidden in a portable electric generator.", "With a makeshift launcher hidden in "
     "a portable electric generator, its attackers had to fire their rockets from hundreds of "
     "yards away."),
    # (MRPC train 3960) after the source's own opening word, which keeps its place
    ("Overall, 83 percent of women washed up, compared with 74 percent of men.",
     "Overall, compared with 74 percent of men, 83 percent of women washed up."),
    # (MRPC train 6473) the main part closes on an abbreviation: one period
    ("The Emeryville-based toy company filed suit Friday in federal court in Wilmington, Del., "
     "claiming Fisher-Price is violating its 1998 patent on interactive learning books for "
     "toddlers and preschoolers.", "Claiming Fisher-Price is violating its 1998 patent on "
     "interactive learning books for toddlers and preschoolers, the Emeryville-based toy "
     "company filed suit Friday in federal court in Wilmington, Del."),
]

REFUSED = [
    # (MRPC train 2935) a "with" after an aside is the verb's partner: "With Ford Motor Co.,
    # ..., the UAW ... reached tentative agreements"
    "The UAW earlier this week reached tentative agreements, also for four years, with Ford "
    "Motor Co., DaimlerChrysler AG's Chrysler Group and supplier Visteon Corp.",
    # (MRPC train 7019) "many" counts the economists: said first it would count no one
    "Most economists had been expecting a far more dire report, with many expecting to see the "
    "fifth month of job losses in six months in September.",
    # (MRPC train 6935) "his hands" are Ben's, said first the passer-by's
    "A passer-by found Ben hiding along a dirt road in Spanish Fork Canyon about 7 p.m., with "
    "his hands still taped together but his feet free.",
    # (MRPC train 1924) "it" would open the sentence before the date it stands for
    "The Justice Department Aug. 19 gave pre-clearance for the Oct. 7 date for the election to "
    "recall Gov. Gray Davis, saying it would not affect minority voting rights.",
    # (MRPC train 4229) a result of the whole event, said first the subject's manner
    "Searches for survivors from several previous shipwrecks have often had to be abandoned for "
    "similar reasons, leaving the vessels and most of their passengers unaccounted for.",
    # (MRPC train 4690) the opening word, no name of the parse's, would keep its capital: "Compared
    # with 14 percent for saturated fat, Trans fat makes up ..."
    "Trans fat makes up only 1 percent to 3 percent of the total fat Americans consume, "
    "compared with 14 percent for saturated fat.",
    # (MRPC train 1536) a second clause in the main part, which the parse's finite verbs
    # left out: the "saying" may be its
    "Mr Howard also said yesterday that Hicks would be fairly treated, saying he had faith in "
    "the US justice system.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_closing_phrase_is_said_first(parser: BuiltinParser, source: str, text: str) -> None:
    assert _said(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_phrase_that_would_change_meaning_stays_last(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source) == ""


def _said(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-participle-first").text


# A rebuilt focus's fronted participle that the move would give another meaning, (source,
# the opening refused): one whose pronoun it gives another noun (realize_fronted_pronouns;
# MRPC train 6177: "his" is Konoike's; 3150: "it" would open the sentence before the evidence
# it stands for), or one that was no manner of the subject's (realize_fronted_participles;
# 1863: the event's result, "Killing its seven astronauts, Columbia was destroyed ..."; 286:
# the letter's, "Asking for a historical review or a disclaimer, Gillespie sent a letter"),
# or one that says words its source phrase did not (2927: "slightly" moved in after it).
MISREAD_FRONTINGS = [
    ("Mr Koizumi rebuked Mr Konoike, saying his remarks were \"inappropriate\".", "Saying his"),
    ("Peterson's lawyer, Mark Geragos, of Los Angeles, has contested the DNA evidence, saying it "
     "is unreliable.", "Saying it"),
    ("Columbia was destroyed during re-entry Feb. 1, killing its seven astronauts.", "Killing"),
    ("Gillespie sent a letter to CBS President Leslie Moonves asking for a historical review or "
     "a disclaimer.", "Asking"),
    ("BA shares were up 0.59 percent at 170 pence in early afternoon trading, slightly "
     "outpacing London's FTSE 100 Index which was up 0.28 percent.", "Outpacing"),
]


@pytest.mark.parametrize(("source", "opening"), MISREAD_FRONTINGS)
def test_no_fronting_that_changes_the_meaning(parser: BuiltinParser, source: str,
                                              opening: str) -> None:
    assert not [t for t in every_text(parser, source) if t.startswith(opening)]
