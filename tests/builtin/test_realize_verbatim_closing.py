"""MRPC train sentences whose opening place or time is said at the end of its clause in the
source's own words (realize_verbatim_closing) after a copular or existential root, or past a
hyphen inside a word, and the openings it leaves first: a frame, a phrase another clause
would take.  They parse with the real parser, so they move with it; test_realize_verbatim_moves
holds the move's first cases."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 3792) a year after a copular clause's adjective, past the hyphens the
    # tokenizer split ("15 - year-olds")
    ("In 2001, 8.4 per cent of six-year-olds and 15 per cent of 15-year-olds were obese.",
     "8.4 per cent of six-year-olds and 15 per cent of 15-year-olds were obese in 2001."),
    # (MRPC train 6944) an existential's "there" opens the clause
    ("In 2001, there were 6.5 million high-tech jobs in the United States.",
     "There were 6.5 million high-tech jobs in the United States in 2001."),
    # (MRPC train 577) "as of" a day
    ("As of Wednesday, there were 65 probable SARS cases in the Toronto region.",
     "There were 65 probable SARS cases in the Toronto region as of Wednesday."),
    # (MRPC train 1414) an exception after a copular adjective
    ("Except for a few archaic characteristics, the skulls are readily recognizable.",
     "The skulls are readily recognizable except for a few archaic characteristics."),
    # (MRPC train 3492) a score's hyphen sets off no aside
    ("After hours of debate, the Senate passed the reform package 32-4.",
     "The Senate passed the reform package 32-4 after hours of debate."),
    # (MRPC train 3874) a weekday keeps its capital
    ("Thursday morning, PeopleSoft's board rejected the Oracle takeover offer.",
     "PeopleSoft's board rejected the Oracle takeover offer Thursday morning."),
    # (MRPC train 6837) a concession's clause after the clause's comma
    ("Though that slower spending made 2003 look better, many of the expenditures actually "
     "will occur in 2004.", "Many of the expenditures actually will occur in 2004, though "
     "that slower spending made 2003 look better."),
    # (MRPC train 4623) an apposition of the subject, closed before the verb
    ("Last week, Nur al-Din Muliff, a 36-year-old of North African origin, was arrested in "
     "the southern coastal town of Eastbourne.", "Nur al-Din Muliff, a 36-year-old of North "
     "African origin, was arrested in the southern coastal town of Eastbourne last week."),
    # (MRPC train 783) past a relative clause of the subject and a complement of two
    # coordinated participles
    ("On Jan. 1, Nikia Shanell Kilpatrick, who was pregnant, was found bound and strangled in "
     "her apartment.", "Nikia Shanell Kilpatrick, who was pregnant, was found bound and "
     "strangled in her apartment on Jan. 1."),
    # (MRPC train 4071) past a quoted phrase with no verb of its own, its "and" the
    # speaker's
    ('In Damascus, Syrian Information Minister Ahmad al-Hassan called the charges "baseless '
     'and illogical".', 'Syrian Information Minister Ahmad al-Hassan called the charges '
     '"baseless and illogical" in Damascus.'),
    # (MRPC train 6051) a "for" of a span of time, before a trailing participle
    ("For the second year in a row, rises in hospital costs dominated the increase, "
     "accounting for 51 percent of the overall cost spiral.", "Rises in hospital costs "
     "dominated the increase for the second year in a row, accounting for 51 percent of the "
     "overall cost spiral."),
    # (MRPC train 1228, 2) before a closing adverbial clause of the root's, which said after
    # it would take it
    ("In December 1998, a 33-year-old woman died when she was hit by a metal cleat that came "
     "loose from the Columbia sailing ship.", "A 33-year-old woman died in December 1998 when "
     "she was hit by a metal cleat that came loose from the Columbia sailing ship."),
    ("On Wednesday, a man was shot near Kut as he tried to run over two marines at a "
     "checkpoint.", "A man was shot near Kut on Wednesday as he tried to run over two marines "
     "at a checkpoint."),
    # (MRPC train 52) the terms it holds under
    ("Under the settlement, Solutia will pay $50 million in equal installments over a period "
     "of 10 years.", "Solutia will pay $50 million in equal installments over a period of 10 "
     "years under the settlement."),
    # (MRPC train 3208, 7037, 4910) before a trailing participle, comparison or span, which
    # said after the phrase would take it
    ("During this year's August to October quarter, Lowe's opened 38 new stores, including "
     "two relocations.", "Lowe's opened 38 new stores during this year's August to October "
     "quarter, including two relocations."),
    ("In the second quarter, Anadarko now expects volume of 46 million BOE, down from 48 "
     "million BOE.", "Anadarko now expects volume of 46 million BOE in the second quarter, "
     "down from 48 million BOE."),
    ("In Ventura County, the number of closings and advisories dropped by 73 percent, from "
     "1,540 in 2001 to 416 last year.", "The number of closings and advisories dropped by 73 "
     "percent in Ventura County, from 1,540 in 2001 to 416 last year."),
    # (MRPC train 331) a "for" of the people a relative clause picks out
    ("For those who got surgery alone, median survival was 41 months.",
     "Median survival was 41 months for those who got surgery alone."),
    # (a constructed sentence) a concession set off by its comma enters no negation's scope
    ("Although the warning came late, residents did not leave the city.",
     "Residents did not leave the city, although the warning came late."),
    # (MRPC train 4390) a concession after a report is the whole report's
    ("Despite their differences, U.S. and EU leaders said there were areas of agreement.",
     "U.S. and EU leaders said there were areas of agreement despite their differences."),
    # (MRPC train 1572) a span whose second bound the parse left on the root as a number
    ("From 1993 to 2002, there were 142 reported sexual assaults at the academy.",
     "There were 142 reported sexual assaults at the academy from 1993 to 2002."),
    # (MRPC train 2930) an "and" between two prepositions joins no clause
    ("As of Monday, there were 66 probable cases in and around Toronto, a city of 4 million "
     "people.",
     "There were 66 probable cases in and around Toronto, a city of 4 million people, as of "
     "Monday."),
    # (MRPC train 1379) "No. 1" abbreviates "number", no negation the phrase would enter
    ("After more than two years' detention under the State Security Bureau, the four were "
     "found guilty of subversion in Beijing's No. 1 Intermediate Court last Wednesday.",
     "The four were found guilty of subversion in Beijing's No. 1 Intermediate Court last "
     "Wednesday after more than two years' detention under the State Security Bureau."),
    # (MRPC train 3926) before the figure's change said as an amount
    ("For the current academic year, tuition at public colleges averaged $4,694, up almost $600 "
     "from the year before.",
     "Tuition at public colleges averaged $4,694 for the current academic year, up almost $600 "
     "from the year before."),
    # (MRPC train 2106) coordinated participles, a bare adjective frame before its noun
    ("On Jan. 10, Shawanda Denise McCalister, who was also pregnant, was found bound and "
     "strangled in her apartment in the same neighbourhood.",
     "Shawanda Denise McCalister, who was also pregnant, was found bound and strangled in her "
     "apartment in the same neighbourhood on Jan. 10."),
    # (MRPC train 2667) a condition closes a clause of one verb
    ("If you're over here thinking this problem has been blown out of proportion by the media, "
     "you are wrong.",
     "You are wrong if you're over here thinking this problem has been blown out of proportion "
     "by the media."),
    # (MRPC train 1763) a time subordinator's gerund keeps the clause's subject
    ("After learning she would no longer get an experimental drug that treated her severe "
     "peanut allergy, Allison Smith reacted with panic.",
     "Allison Smith reacted with panic after learning she would no longer get an experimental "
     "drug that treated her severe peanut allergy."),
    # (MRPC train 6838) a concession goes after the clause's trailing participle too, with
    # its comma (not before it, where the participle would seem the concession's own)
    ("Though that slower spending made 2003 look better, many of the expenditures will "
     "actually occur in 2004, making that year's shortfall worse.",
     "Many of the expenditures will actually occur in 2004, making that year's shortfall worse, "
     "though that slower spending made 2003 look better."),
    # (MRPC train 1769) said before the aside, which it would close said last ("..., up from
    # 63 percent a year earlier in March"); refused while the parse made "percent" the root
    # (parse_misread_past_verbs.repair_participle_roots)
    ("In March, 67 percent connected through cable, up from 63 percent a year earlier.",
     "67 percent connected through cable in March, up from 63 percent a year earlier."),
]

REFUSED = [
    # (MRPC train 1964) the pronoun would come before the noun of the condition it stands for:
    # "Its drugs could be prescribed ... if a company won't do so."
    "If a company won't do so, its drugs could be prescribed to Medicaid patients only with "
    "the state's say-so.",
    # (MRPC train 4329) a connective stays first
    "In addition, 6,800 people were in quarantine and thousands of health-care workers in "
    "working quarantine.",
    # (MRPC train 1686) the concession would land in the noun's clause: "... wariness that
    # Japanese authorities could intervene to stem the yen's rise despite hefty losses"
    "Despite hefty losses against the euro, the dollar's slide versus the yen was curbed by "
    "wariness that Japanese authorities could intervene to stem the yen's rise.",
    # (MRPC train 4795) the exchange would seem the exporters' subsidies'
    "In exchange for new tax breaks, it would remove $55 billion of tax subsidies for "
    "exporters that are illegal under international trade law.",
    # (MRPC train 1336, 383) a frame, not a place: "... for a yield of 4.41 percent at the
    # very long end", "... developed SARS in a case in August"
    "At the very long end, the 30-year bond US30YT=RR lost 2/32 for a yield of 4.41 percent.",
    "In a case in August, a 27-year-old laboratory worker in Singapore developed SARS.",
    # (MRPC train 2188) a second place after the first, no aside of the subject's
    "In Chatsworth, 52km north-west of Los Angeles, residents of multimillion-dollar homes "
    "there were being told to begin gathering their belongings.",
    # (MRPC train 1574) a quote inside a reported clause, which the phrase would close: "...
    # are "totally comfortable" with Dean's positions on health care issues in his speech"
    'In his speech, Stern says his members are "totally comfortable" with Dean\'s positions '
    'on health care issues.',
    # (MRPC train 318) a concession said after a report's clause would read as the
    # researchers'
    "Although Prempro pills were used in the study, the researchers said they had no evidence "
    "that other brands were safer.",
    # (MRPC train 2356) "He was later released, although Mr Sorbello was taken to hospital
    # ...": the pronoun would come before the name it stands for
    "Although Mr Sorbello was taken to hospital for a check-up, he was later released.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_opening_place_or_time_is_said_last(parser: BuiltinParser, source: str,
                                                  text: str) -> None:
    assert _said_last(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_an_opening_that_cannot_close_stays(parser: BuiltinParser, source: str) -> None:
    assert _said_last(parser, source) == ""


def _said_last(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-closing").text
