"""MRPC train sentences whose subject has no article or "a"/"an" and is clefted in the
source's words (realize_verbatim_cleft_subjects), or past a noun's relative clause after a
comma (realize_verbatim_alternatives.refuse_joined_clause), and the subjects the cleft still refuses: a
count or quantifier, a bare word that may be a name.  They parse with the real parser, so
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
    # a bare plural of people takes "who"
    ("Analysts surveyed by First Call were expecting sales of $723 million and a loss of 28 "
     "cents a share.",
     "It was analysts surveyed by First Call who were expecting sales of $723 million and a "
     "loss of 28 cents a share."),
    # a plural of people that no person list names but a doer's noun or one under arms
    ("Rebels sought to consolidate their grip on a troubled northeastern Congolese town "
     "Tuesday after a week of fighting that killed at least 112 people.",
     "It was rebels who sought to consolidate their grip on a troubled northeastern "
     "Congolese town Tuesday after a week of fighting that killed at least 112 people."),
    ("Protesters had been calling for an end to the country's hard-line establishment and "
     "for supreme leader Khamenei's death.",
     "It was protesters who had been calling for an end to the country's hard-line "
     "establishment and for supreme leader Khamenei's death."),
    # a list with a name (or a definite subject) takes "who" as person_or_people reads it,
    # the word the rebuilt clefts of the same focus say (two texts would differ in it only)
    ("Johnson and four other protesters were arrested soon afterward for blocking the "
     "roadway, a state misdemeanor.",
     "It was Johnson and four other protesters who were arrested soon afterward for "
     "blocking the roadway, a state misdemeanor."),
    # a plural whose "-er" is no doer's stays a thing
    ("Rivers were also drying up - a stretch of Danube passing through the Balkans dropped "
     "so low that wrecks of World War II boats became visible.",
     "It was rivers that were also drying up - a stretch of Danube passing through the "
     "Balkans dropped so low that wrecks of World War II boats became visible."),
    # a mass noun
    ("Production for the second quarter was cut to 46 million barrels from 48 million "
     "barrels.",
     "It was production for the second quarter that was cut to 46 million barrels from 48 "
     "million barrels."),
    # "a", which no node holds, said with its noun
    ("A Stage 1 episode is declared when ozone levels reach 0.20 parts per million.",
     "It is a Stage 1 episode that is declared when ozone levels reach 0.20 parts per "
     "million."),
    # a name's modifier keeps its capital
    ("Ottawa police reported 23 cases of looting, along with two deaths possibly attributed "
     "to the outage - a pedestrian hit by a car and a fire victim.",
     "It was Ottawa police who reported 23 cases of looting, along with two deaths possibly "
     "attributed to the outage - a pedestrian hit by a car and a fire victim."),
    # a list the subject's node holds, said whole; a list of persons takes "who"
    ("A federal grand jury and the Securities and Exchange Commission were looking into how "
     "the company allocated shares of initial public stock offerings.",
     "It was a federal grand jury and the Securities and Exchange Commission that were "
     "looking into how the company allocated shares of initial public stock offerings."),
    ("Daren and Barbara Jensen refused to heed doctors' recommendation of chemotherapy, "
     "fearing the treatment would stunt Parker's growth and leave him sterile.",
     "It was Daren and Barbara Jensen who refused to heed doctors' recommendation of "
     "chemotherapy, fearing the treatment would stunt Parker's growth and leave him sterile."),
    # after the source's opening phrase
    ("After hours of negotiations, a SWAT team burst in early yesterday and found Hoffine "
     "dead.",
     "After hours of negotiations, it was a SWAT team that burst in early yesterday and found "
     "Hoffine dead."),
    # (MRPC train 6047) a place's relative clause after its comma (", where he found her") is
    # no clause joined to the verb's, which the cleft would seem to hold for
    ("Lee told the newspaper that the girl had dragged the food, toys and other things into "
     "her mother's bedroom, where he found her.",
     "It was Lee who told the newspaper that the girl had dragged the food, toys and other "
     "things into her mother's bedroom, where he found her."),
]

REFUSED = [
    # a bare word that may be a name the parse missed ("It is young that faces ...")
    "Young faces a fine, suspension or being permanently barred from the securities "
    "industry.",
    "Dotson was arrested July 21 after telling FBI agents he shot Dennehy when Dennehy tried "
    "to shoot him, according to the arrest warrant affidavit.",
    # the subject's participle read as its verb, a later verb of the subject's after it
    "Residents of 220 homes forced out of their houses Sunday returned Monday, many to "
    "flooded basements or lower floors.",
    # the subject's span run past its verb to the "and" of its own participle
    "Sorkin was to have been tried separately on charges of conspiracy and lying to a grand "
    "jury.",
    # a quantifier and a count, which the cleft would make exhaustive
    "Several states and the federal government later passed similar or more strict bans.",
    "Eighty-six seriously wounded U.N. workers were airlifted out for medical care.",
    # a demonstrative
    "That information was first reported in today's editions of the New York Times.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_an_open_subject_is_clefted(parser: BuiltinParser, source: str, text: str) -> None:
    assert _cleft(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_closed_or_unsure_subject_is_not_clefted(parser: BuiltinParser, source: str) -> None:
    assert _cleft(parser, source) == ""


def _cleft(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-cleft").text
