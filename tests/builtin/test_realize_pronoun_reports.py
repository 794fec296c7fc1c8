"""MRPC train reports whose speaker is a pronoun, which had no rebuilt text: the verbatim
reporting move and pseudo-cleft now say them (realize_report_parts, realize_verbatim_reporting).

A first person inside the source's own quotation marks stays quoted, the speaker's words
('He admits that the law "has several weaknesses ..., undermining our defenses."'); an
opening phrase or clause after the source's own "that" is what was said's ("She insisted that
throughout the mission, ..."); a second "that" clause joined to the first is said by the
pseudo-cleft, which keeps both after the verb ("What he claims is that they agreed on this
plot and that ..."); a clause the parse gave the verb as a further argument inside what was
said is what was said's ("he said it appeared his side may have fallen a bit short").  A first
person outside quotation marks stays refused, but after a speaker in the first person ("We
firmly believe that we have ...").  They parse with the real parser, so they move
with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its verbatim-reporting text, its verbatim-pseudo-cleft text; "" for a refusal)
SAID = [
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
