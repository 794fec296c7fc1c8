"""MRPC train sentences whose subject is clefted after the source's opening "But" or
connective, or with the apposition that follows it (realize_verbatim_cleft_leads), and the
openings and asides that keep the cleft away.  They parse with the real parser, so they move
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
    # an apposition said whole with its subject; a bare role is one too
    ("Dr Mark McClean, the family's GP, said had the drug been administered to Jonathan "
     "earlier, he would have retained more of his brain function.",
     "It was Dr Mark McClean, the family's GP, who said had the drug been administered to "
     "Jonathan earlier, he would have retained more of his brain function."),
    ("Robin Saunders, head of the principal finance unit, has made clear she has funding to "
     "buy parts of the business.",
     "It is Robin Saunders, head of the principal finance unit, who has made clear she has "
     "funding to buy parts of the business."),
    # after an opening connective and its comma
    ("Still, Mr. Weill will remain very much a power at the company.",
     "Still, it is Mr. Weill who will remain very much a power at the company."),
    # after an opening connective phrase whatever role the parse gave its noun ("instance"
    # an :ARG3 of "cost", "compare-01" an :ARG2 of "increase"); MRPC train 2432 and 6627,
    # shortened where the parse misreads their subjects ("the core Java ...", "a BMI of 50
    # or above")
    ("For instance, the Java Enterprise System will cost $100 per employee in the US.",
     "For instance, it is the Java Enterprise System that will cost $100 per employee in "
     "the US."),
    ("By comparison, the proportion of people with diabetes increased by a factor of five.",
     "By comparison, it was the proportion of people with diabetes that increased by a "
     "factor of five."),
    # a prepositional phrase of the subject's own, set off as an apposition
    ("The prizes, from the Albert and Mary Lasker Foundation, will be awarded Friday in New "
     "York.",
     "It is the prizes, from the Albert and Mary Lasker Foundation, that will be awarded "
     "Friday in New York."),
    # the clause's day between the subject and its verb, kept there
    ("U.N. Secretary-General Kofi Annan on Saturday called for the urgent dispatch of a "
     "multinational force to Liberia to halt fighting between government and rebel forces "
     "that has killed hundreds.",
     "It was U.N. Secretary-General Kofi Annan who on Saturday called for the urgent dispatch "
     "of a multinational force to Liberia to halt fighting between government and rebel "
     "forces that has killed hundreds."),
    # a person's age as the apposition
    ("Lakhani, 68, is charged with attempting to provide material support and resources to "
     "terrorists and acting as an arms broker without a license.",
     "It is Lakhani, 68, who is charged with attempting to provide material support and "
     "resources to terrorists and acting as an arms broker without a license."),
    # a person's post and name: "who"
    ("Dusenbery's fiancee, Jessica Wheat, said he was considering settling down in Fort "
     "Campbell and making the Army his career.",
     "It was Dusenbery's fiancee, Jessica Wheat, who said he was considering settling down "
     "in Fort Campbell and making the Army his career."),
    ('Meanwhile, Funny Cide\'s trainer, Barclay Tagg, called the allegations "ridiculous."',
     'Meanwhile, it was Funny Cide\'s trainer, Barclay Tagg, who called the allegations '
     '"ridiculous."'),
    # after an opening clause or phrase of circumstance and its comma
    ("If passed, the measure will return to the Senate for concurrence with House amendments.",
     "If passed, it is the measure that will return to the Senate for concurrence with House "
     "amendments."),
    ("If the deal is approved, EMC will operate Legato as a software division of EMC "
     "headquartered in Mountain View, Calif.",
     "If the deal is approved, it is EMC that will operate Legato as a software division of "
     "EMC headquartered in Mountain View, Calif."),
    ("When contacted last night, Perkins declined comment.",
     "When contacted last night, it was Perkins who declined comment."),
    # (MRPC train 2256, 3266) an opening phrase of position or sequence, whatever phrase
    # of the clause the parse made of it ("back :mod further", "up :mod first")
    ("Further back, Sen. Bob Graham of Florida reported about $1.7 million on hand.",
     "Further back, it was Sen. Bob Graham of Florida who reported about $1.7 million on "
     "hand."),
    ("First up, Microsoft said a buffer overrun vulnerability occurs because IE does not "
     "properly determine an object type returned from a Web server.",
     "First up, it was Microsoft that said a buffer overrun vulnerability occurs because IE "
     "does not properly determine an object type returned from a Web server."),
    # (MRPC train 3182, 1298) a comma's "and" before a list's last member, and its "or"
    # before a restated amount, join no clause of their own
    ("Peterson, 30, is awaiting trial on two counts of murder for the deaths of his wife, "
     "Laci, and their unborn son.",
     "It is Peterson, 30, who is awaiting trial on two counts of murder for the deaths of "
     "his wife, Laci, and their unborn son."),
    ("The Nasdaq fell 49.95 points, or 2.86 percent, to end at 1,698.02, based on the latest "
     "available data.",
     "It was the Nasdaq that fell 49.95 points, or 2.86 percent, to end at 1,698.02, based "
     "on the latest available data."),
]

REFUSED = [
    # a relative clause would stack on the cleft's own
    "The feature, which has the approval of book publishers, puts some 33 million pages of "
    "searchable text at the disposal of Amazon.com shoppers.",
    # a participle, no noun phrase
    "The blaze, started by lightning June 6, is considered 95 percent contained.",
    # an indefinite count after "But"
    "But five pools contained no traces of disinfectant leaving bathers open to "
    "cross-infection.",
    # a bare plural after "But": a generic, which a cleft would make exhaustive
    "But stocks have rallied sharply over the past 3-1/2 months amid hopes for an economic "
    "rebound later this year.",
    # an amount as the apposition
    "The bulk of the funds, some $65 billion, will go for military operations in Iraq and "
    "Afghanistan.",
    # a closing aside that says what the clefted clause is
    "But the subject of oil market debate, Iraq, will not be present, an issue which has "
    "rankled Iraqi officials.",
    # openers: a participle, a likeness, a means, an "it" of the opener's own (and a concession)
    'Writing for the minority, Justice John Paul Stevens said the interrogation was akin to '
    '"an attempt to obtain an involuntary confession from a prisoner by torturous methods."',
    "Founded in 1996, the LendingTree exchange consists of more than 200 banks, lenders, and "
    "brokers.",
    "Like the Power4, the Power5 contains two processor cores on one chip.",
    'By skirting the FDA\'s oversight, Eagan said the quality of the imported drugs is "less '
    'predictable" than U.S. drugs.',
    "While it was being called mandatory, Dupont said authorities were not forcing people "
    "from their homes.",
    # a bare weekday before the verb ("that Thursday" would read as one phrase)
    "Electronic Data Systems Corp. Thursday said the Securities and Exchange Commission has "
    "asked the company for documents related to its large contract with the U.S. Navy.",
    # a concession
    "Though the legal age for marriage in Romania is 18, the country generally tolerates the "
    "Gypsy tradition of arranged child weddings.",
    # (MRPC train 2116, 2211, 1315) a gerund's opening phrase, whose subject would be the
    # cleft's "it"; an addition; an "its" that would seem the cleft's
    "After losing as much as 84.56 earlier, the Dow Jones industrial average closed up "
    "22.81, or 0.2 percent, at 9,340.45.",
    "In addition to O'Connor, Rehnquist's majority opinion was joined by Justices David "
    "Souter, Ruth Bader Ginsburg, and Stephen Breyer.",
    "In its quarter ended May 30, Adobe earned $64.25 million, or 27 cents a share.",
    # (MRPC train 2559) a clause of its own after a comma's "and"
    "Massachusetts does not have a state death penalty, and only once before - in Michigan - "
    "has the federal death penalty been given in a state without capital punishment.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_subject_is_clefted_after_its_lead_or_with_its_apposition(
        parser: BuiltinParser, source: str, text: str) -> None:
    assert _cleft(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_no_cleft_of_a_clause_participle_indefinite_or_amount(parser: BuiltinParser,
                                                       source: str) -> None:
    assert _cleft(parser, source) == ""


def _cleft(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-cleft").text
