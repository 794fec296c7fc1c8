"""MRPC train sentences (tuning slices) closing on a report with a phrase of its own ("...,
the UN said on its Web site."), whose clefts said that phrase after the reported clause
(realize_report_tails), and direct speech said as a pseudo-cleft's report
(realize_said_reports.quotation_as_report).  They parse with the real parser, so they move
with it."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

REVENUE = ("Revenue jumped 26 percent to $817 million, the South San Francisco-based company "
           "said in a statement.")
UN_SITE = ("Only one of the five buildings in the Baghdad compound of the United Nations "
           "Development Program escaped being burned, the UN said on its Web site.")


@pytest.mark.parametrize(("source", "phrase", "kept"), [
    # Was: "It was the South San Francisco-based company that said revenue jumped 26 percent
    # to $817 million in a statement."
    (REVENUE, "in a statement", "It was the South San Francisco-based company that said in a "
                                "statement that revenue jumped 26 percent to $817 million."),
    # Was: "It was the UN that said only one of the five buildings ... escaped being burned
    # on its Web site."
    (UN_SITE, "on its Web site", "It was the UN that said on its Web site that only one of the "
                                 "five buildings in the Baghdad compound of the United Nations "
                                 "Development Program escaped being burned."),
])
def test_a_report_keeps_its_phrase_by_its_verb(parser: BuiltinParser, source: str, phrase: str,
                                               kept: str) -> None:
    texts = every_text(parser, source)
    assert kept in texts, texts
    assert not [t for t in texts if t and t.endswith(f"burned {phrase}.")], texts
    assert not [t for t in texts if t and t.endswith(f"million {phrase}.")], texts


BECKHAM = ("I would like to publicly thank Sir Alex Ferguson for making me the player I am "
           "today, Beckham said in the statement.")
WE_THINK = ('"We think that the United States of America should support the free speech of all '
            'groups," he said.')


@pytest.mark.parametrize("source", [BECKHAM, WE_THINK])
def test_direct_speech_is_no_pseudo_clefts_report(parser: BuiltinParser, source: str) -> None:
    # Were kept: "What Beckham said in the statement was that I would like to publicly thank
    # Sir Alex Ferguson for making to player being today.", "What he said was that we think
    # the United States of America should support ..."
    texts = every_text(parser, source)
    assert not [t for t in texts if t and (" was that I " in t or " was that we " in t)], texts


GECAD = ("GeCAD, founded in 1992 and based in Bucharest, provides anti-virus, anti-spam and "
         "content-filtering products under the name RAV AntiVirus.")
CASES = ("As of yesterday afternoon, 22 suspected cases had been reported in Wisconsin, 10 in "
         "Indiana and five in Illinois.")


@pytest.mark.parametrize(("source", "run_together"), [
    # Was kept: "It is GeCAD, founded in 1992 and based in Bucharest, that provides
    # anti-virus anti-spam and content-filtering products under the name RAV AntiVirus."
    (GECAD, "anti-virus anti-spam"),
    # Was kept: "It was 22 suspected cases that had been reported as of yesterday afternoon
    # in Wisconsin 10 in Indiana and five in Illinois."
    (CASES, "Wisconsin 10"),
])
def test_list_members_keep_their_comma(parser: BuiltinParser, source: str,
                                       run_together: str) -> None:
    texts = every_text(parser, source)
    assert not [t for t in texts if t and run_together in t], texts


@pytest.mark.parametrize(("source", "bare"), [
    # Was kept: "It was Dow Jones Industrial Average that fell 98.32, ..."
    ("The Dow Jones Industrial Average fell 98.32, or about 1.1 percent, to 9011.53.",
     "It was Dow Jones"),
    # Was kept: "It was North Shore Long Island Jewish Health System in New York that ..."
    ("The North Shore Long Island Jewish Health System in New York announced plans for a "
     "tissue bank this month.", "It was North Shore"),
])
def test_a_clefted_name_keeps_its_article(parser: BuiltinParser, source: str,
                                          bare: str) -> None:
    texts = every_text(parser, source)
    assert not [t for t in texts if t and t.startswith(bare)], texts
