"""MRPC train sentences whose report the verbatim reporting move and pseudo-cleft now say
(realize_report_parts): a quotation inside what was said kept with both its marks, a speaker
after the verb with an apposition, a verb joined to what was said closed inside "was that", an
opening phrase of the saying kept first, a whole quotation after the verb's comma, a first
person inside the source's quotation marks or after a speaker in the first person, an opening
phrase after the source's own "that", a second "that" clause (the pseudo-cleft alone), a
clause the parse gave the verb as a further argument inside what was said; and the reports
they still refuse: a first person outside quotation marks, a closing mark whose opening one
MRPC cut off, a quotation after a colon, a demonstrative "That" opening what was said, a
joined verb that may be the speaker's.  They parse with the real parser, so they move with
it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its verbatim-reporting text, its verbatim-pseudo-cleft text; "" for a refusal)
SAID = [
    # a quotation that ends inside what was said, its speaker an apposed name
    ('"The bolt catcher is not as robust" as it should be, said retired Navy Admiral Harold '
     'W. Gehman Jr., the board chairman.',
     'Retired Navy Admiral Harold W. Gehman Jr., the board chairman, said that "the bolt '
     'catcher is not as robust" as it should be.',
     'What retired Navy Admiral Harold W. Gehman Jr., the board chairman, said was that "the '
     'bolt catcher is not as robust" as it should be.'),
    # a quotation that closes after the source's comma
    ('This decision would "throw a monkey wrench into the FCC\'s efforts to develop a vitally '
     'important national broadband policy," he said.',
     'He said this decision would "throw a monkey wrench into the FCC\'s efforts to develop a '
     'vitally important national broadband policy."',
     'What he said was that this decision would "throw a monkey wrench into the FCC\'s efforts '
     'to develop a vitally important national broadband policy."'),
    ('The impact of natural-gas shortages "will touch virtually every American," Energy '
     'Secretary Spencer Abraham warned yesterday.',
     'Energy Secretary Spencer Abraham warned yesterday that the impact of natural-gas '
     'shortages "will touch virtually every American."',
     'What Energy Secretary Spencer Abraham warned yesterday was that the impact of '
     'natural-gas shortages "will touch virtually every American."'),
    # a speaker apposed to a noun phrase, not a name
    ("Axelrod died of heart failure while asleep at his Los Angeles home, said his daughter, "
     "Nina Axelrod.",
     "His daughter, Nina Axelrod, said Axelrod died of heart failure while asleep at his Los "
     "Angeles home.",
     "What his daughter, Nina Axelrod, said was that Axelrod died of heart failure while "
     "asleep at his Los Angeles home."),
    # a verb joined to what was said, said before its speaker: only the pseudo-cleft
    ("President Bush has raised $83.9 million since beginning his re-election campaign in May, "
     "and has $70 million of that left to spend, his campaign said Tuesday.", "",
     "What his campaign said Tuesday was that President Bush has raised $83.9 million since "
     "beginning his re-election campaign in May, and has $70 million of that left to spend."),
    # an opening phrase of the saying stays first, by its verb: only the pseudo-cleft
    ('In the undergraduate case, Rehnquist said the use of race was not "narrowly tailored" to '
     'achieve the university\'s asserted interest in diversity.', "",
     'In the undergraduate case, what Rehnquist said was that the use of race was not '
     '"narrowly tailored" to achieve the university\'s asserted interest in diversity.'),
    ("On Thursday, a Post article argued that a 50-basis-point cut was most likely.", "",
     "On Thursday, what a Post article argued was that a 50-basis-point cut was most likely."),
    # a whole quotation after the verb's comma
    ('Naval Academy spokesman Cmdr. Rod Gibbons said, "Today\'s announcement came as a '
     'surprise."',
     '"Today\'s announcement came as a surprise," Naval Academy spokesman Cmdr. Rod Gibbons '
     'said.',
     'What Naval Academy spokesman Cmdr. Rod Gibbons said was, "Today\'s announcement came as '
     'a surprise."'),
    # the source's closing mark after its end mark closes the quotation in what was said
    ('Gordon stressed that his bill "is a lesson-learned bill and not a reflection on Admiral '
     'Gehman\'s handling of the Columbia investigation."',
     'His bill "is a lesson-learned bill and not a reflection on Admiral Gehman\'s handling of '
     'the Columbia investigation," Gordon stressed.',
     'What Gordon stressed was that his bill "is a lesson-learned bill and not a reflection on '
     'Admiral Gehman\'s handling of the Columbia investigation."'),
    # (a pronoun speaker's reports that had no rebuilt text)
    # a first person inside the quotation, which closes after the source's end mark
    ('He admits that the law "has several weaknesses which terrorists could exploit, '
     'undermining our defenses."',
     'The law "has several weaknesses which terrorists could exploit, undermining our '
     'defenses," he admits.',
     'What he admits is that the law "has several weaknesses which terrorists could exploit, '
     'undermining our defenses."'),
    # an opening phrase after "that"
    ('She insisted that throughout the mission, managers "were basing our decisions on the '
     'best information that we had at the time."',
     'Throughout the mission, managers "were basing our decisions on the best information '
     'that we had at the time," she insisted.',
     'What she insisted was that throughout the mission, managers "were basing our decisions '
     'on the best information that we had at the time."'),
    # a clause of what was said that the parse gave the verb as its :ARG2
    ("In a statement later, he said it appeared his side may have fallen a bit short.",
     "It appeared his side may have fallen a bit short, he said in a statement later.",
     "What he said in a statement later was that it appeared his side may have fallen a bit "
     "short."),
    # a speaker in the first person: its words' first person is the speaker's own
    ("We firmly believe that we have an absolute right to use the common word 'spike' to name "
     "our network.",
     "We have an absolute right to use the common word 'spike' to name our network, we firmly "
     "believe.",
     "What we firmly believe is that we have an absolute right to use the common word 'spike' "
     "to name our network."),
    # a second "that" clause: only the pseudo-cleft
    ("He claims they agreed on this plot and that fine-tuning was handed to Dulmatin, a "
     "bombmaker who is still on the run.", "",
     "What he claims is that they agreed on this plot and that fine-tuning was handed to "
     "Dulmatin, a bombmaker who is still on the run."),
    ("He said he wasn't bothered by polls and that he would continue to do what he believed "
     "to be right, in both foreign and domestic policy.", "",
     "What he said was that he wasn't bothered by polls and that he would continue to do "
     "what he believed to be right, in both foreign and domestic policy."),
]

REFUSED = [
    # a closing mark whose opening one MRPC cut off: the quotation may have begun earlier
    'There are more surprises than you can possibly imagine," Davis said after appearing with '
    'former U.S. president Bill Clinton at a school dedication.',
    # the quotation after a colon is the speaker's own, not a report of the clause before it
    'The church\'s lawyer, Shirley Phelps-Roper, was clear: "What they have done is a thinly '
    'veiled attempt to do an end run around the constitution," she said.',
    # a demonstrative "That" would read as the conjunction after the verb
    "That leaves about three dozen at risk of aid cutoffs, said State Department spokesman "
    "Richard Boucher, who did not identify them.",
    # a question's mark would be lost ('"Didn't your mother die of breast cancer," Spengler
    # replied.')
    'Spengler replied, "Didn\'t your mother die of breast cancer?"',
    # "declined" may be the speaker's: the source said the speaker first
    "Finance Minister Masajuro Shiokawa said the yen has strengthened too much but declined "
    "to comment on whether Japan had intervened.",
    # the first person is outside quotation marks: moved, it would be the reporter's
    "You know I have always tried to be honest with you and open about my life, Limbaugh said "
    "during a stunning admission aired nationwide on Friday.",
]


@pytest.mark.parametrize(("source", "reporting", "pseudo_cleft"), SAID)
def test_the_report_is_moved(parser: BuiltinParser, source: str, reporting: str,
                             pseudo_cleft: str) -> None:
    assert _said(parser, source, "verbatim-reporting") == reporting
    assert _said(parser, source, "verbatim-pseudo-cleft") == pseudo_cleft


@pytest.mark.parametrize("source", REFUSED)
def test_the_report_keeps_its_order(parser: BuiltinParser, source: str) -> None:
    assert _said(parser, source, "verbatim-reporting") == ""
    assert _said(parser, source, "verbatim-pseudo-cleft") == ""


def _said(parser: BuiltinParser, sentence: str, variant: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant=variant).text
