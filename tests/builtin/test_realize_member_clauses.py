"""MRPC train sentences whose root is two clauses joined by ", and" or "but", with a
word-order move made inside one clause and the other said in its own words
(realize_member_clauses), and the ones it refuses: a gapped second clause, an "and" with no
comma, a time parted from its head word, an object's state fronted.  They parse with the
real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parse_coverage import unparsed_words
from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_member_clauses import member_clauses
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, a text of its alternatives)
SAID = [
    # the first clause's closing time fronted to the sentence start, the second's after the
    # joint; "About 25" is a hedged count, no phrase of a scene both share (926)
    ("About 25 countries have signed in the past four months, and about half of those have "
     "been signed in the past few weeks.", "In the past four months, about 25 countries have "
     "signed, and about half of those have been signed in the past few weeks."),
    ("About 25 countries have signed in the past four months, and about half of those have "
     "been signed in the past few weeks.", "About 25 countries have signed in the past four "
     "months, and in the past few weeks, about half of those have been signed."),
    # the first clause's closing adverbial clause fronted
    ("A U.S. soldier was killed in the early hours Saturday while guarding a bank in west "
     "Baghdad, and another American serviceman died Friday.", "While guarding a bank in west "
     "Baghdad, a U.S. soldier was killed in the early hours Saturday, and another American "
     "serviceman died Friday."),
    # the second clause in the passive after a "but"
    ("AAA spokesman Jerry Cheske said prices may have affected some plans, but cheap hotel "
     "deals mitigated the effect.", "AAA spokesman Jerry Cheske said prices may have affected "
     "some plans, but the effect was mitigated by cheap hotel deals."),
    # what was said before who said it, in the second clause, and in the first where the
    # second has a speaker of its own
    ("Many women complain that they become more forgetful around the time of menopause, and "
     "some doctors believe that hormonal changes are the reason.", "Many women complain that "
     "they become more forgetful around the time of menopause, and hormonal changes are the "
     "reason, some doctors believe."),
    ("Economists said the announcement was not a surprise, and politicians said it offered "
     "little comfort to the millions of Americans without jobs.", "The announcement was not a "
     "surprise, economists said, and politicians said it offered little comfort to the "
     "millions of Americans without jobs."),
    # the second's pronoun that the parse reads as the first one's name, said as the
    # pronoun it is
    ("In the present case, Mr. Day said he hoped there would be another mediated "
     "out-of-court settlement, and he estimated that it could approach $30 million.", "In "
     "the present case, Mr. Day said he hoped there would be another mediated out-of-court "
     "settlement, and it could approach $30 million, he estimated."),
    # the one clause after an opening "And" or "But" takes these moves too
    # (realize_opening_connective.CONNECTIVE_VARIANTS)
    ("And for the first time, all four pages of the Constitution will be on permanent "
     "display.", "And all four pages of the Constitution will be on permanent display for "
     "the first time."),
    ("But the technology-laced Nasdaq Composite Index was up 5.91 points, or 0.35 percent, "
     "at 1,674.35.", "But the technology-laced Nasdaq Composite Index was at 1,674.35, up "
     "5.91 points, or 0.35 percent."),
]

REFUSED = [
    # a gapped second clause: no subject of its own ("and at 1.2891 ...")
    "The dollar was at 116.92 yen against the yen , flat on the session, and at 1.2891 "
    "against the Swiss franc , also flat.",
    # an "and" with no comma: "France's CAC-40 advanced and while Germany's DAX index rose
    # 0.6 percent, Britain's FTSE 100 each gained 0.7 percent"
    "In afternoon trading in Europe, France's CAC-40 advanced and Britain's FTSE 100 each "
    "gained 0.7 percent, while Germany's DAX index rose 0.6 percent.",
    # a second "that" clause of the first one's report
    "Tyco has said the loan was not forgiven, but that Swartz fully repaid it with interest, "
    "according to his lawyer, Charles Stillman.",
]

# (source, a word-order text it must not offer)
NOT_SAID = [
    # "later on Tuesday" parted, "in a virtual four-way tie" is Edwards's state
    ("A recent poll showed Edwards in a virtual four-way tie at the top in South Carolina, "
     "and he plans a rally there later on Tuesday.", "A recent poll showed Edwards in a "
     "virtual four-way tie at the top in South Carolina, and on Tuesday, he plans a rally "
     "there later."),
    ("A recent poll showed Edwards in a virtual four-way tie at the top in South Carolina, "
     "and he plans a rally there later on Tuesday.", "In a virtual four-way tie at the top in "
     "South Carolina, a recent poll showed Edwards, and he plans a rally there later on "
     "Tuesday."),
    # the second may go on with the report, and would read as the writer's
    ("Ms Pike also said it was not unusual for hospitals to go into deficit, but the "
     "Government would ensure they remained viable.", "It was not unusual for hospitals to go "
     "into deficit, Ms Pike also said, but the Government would ensure they remained viable."),
    # a pronoun subject made a passive's agent
    ("The National Transportation Safety Board had subpoenaed him, but he initially ignored "
     "the order.", "The National Transportation Safety Board had subpoenaed him, but the "
     "order was initially ignored by him."),
    # a pronoun before its name
    ("Lamo had told reporters he would surrender to the FBI on the federal courthouse steps "
     "in Sacramento on Friday, but he didn't show up.", "He would surrender to the FBI on the "
     "federal courthouse steps in Sacramento on Friday, Lamo had told reporters, but he "
     "didn't show up."),
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_a_move_inside_one_clause(parser: BuiltinParser, source: str, text: str) -> None:
    assert text in _texts(parser, source)


@pytest.mark.parametrize("source", REFUSED)
def test_no_two_whole_clauses(parser: BuiltinParser, source: str) -> None:
    graph = parsed(parser, source)
    assert member_clauses(penman.decode(penman.encode(graph))) == []


@pytest.mark.parametrize(("source", "text"), NOT_SAID)
def test_a_phrase_that_is_not_the_clauses_circumstance_stays(
        parser: BuiltinParser, source: str, text: str) -> None:
    assert text not in _texts(parser, source)


def _texts(parser: BuiltinParser, sentence: str) -> list[str]:
    graph = penman.decode(penman.encode(parsed(parser, sentence)))
    said = realize(graph, alternatives=True)
    return [said.text, *(text for text, _ in said.alternatives)]


def test_the_dropped_word_goes_with_its_clause(parser: BuiltinParser) -> None:
    graph = parsed(parser, "Dell has 32 percent of the PC market in the United States, but it "
                   "has only a 10 percent share in the rest of the world.")
    second = member_clauses(graph)[-1].graph
    assert unparsed_words(graph) == ["only"] == unparsed_words(second)
