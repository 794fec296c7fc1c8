"""A fronted participle phrase said out of the source's order, missing the participle's
preposition, or said before a passive that names the participle's doer, and a gerund's means
said as the main verb's: refused
(realize_fronted_phrase_order; MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_fronted_phrase_order import (
    doer_passive_fault,
    phrase_order_fault,
)
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (MRPC train id, source, the fronted-manner text it kept before)
_REFUSED = [
    (4688, "Intel’s Xeon surpassed HP’s PA-RISC to become the most often used processor, "
           "rising from 76 systems in June to 152 systems in November.",
     "Rising from 76 systems to 152 systems in June in November"),
    (4918, "Civilian reservists also could be sent overseas for jobs such as reconstruction "
           "in Afghanistan and Iraq, working in positions from translator to truck driver.",
     "Working to truck driver"),
    (4954, 'Referring to him as only "the witness", Amrozi accused his brother of '
           "deliberately distorting his evidence.", "Referring him"),
    (1437, "The proceedings were taken up with prosecutors outlining their case against "
           "Amrozi, reading 33 pages of documents outlining allegations against him.",
     "Reading 33 pages"),
    (152, "Quattrone is accused of obstructing justice by helping to encourage co-workers in "
          "an e-mail to destroy files on lucrative investment banking deals.", "By helping"),
]


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


@pytest.mark.parametrize(("mrpc_id", "source", "was_kept"), _REFUSED)
def test_a_reordered_or_misattributed_fronted_phrase_is_refused(
        parser: BuiltinParser, mrpc_id: int, source: str, was_kept: str) -> None:
    texts = every_text(parser, source)
    assert [t for t in texts if t and t.startswith(was_kept)] == [], (mrpc_id, texts)


def test_a_kept_order_and_a_doerless_passive_stay() -> None:
    # 201 and 3408 keep their fronted texts: the phrase's prepositions in the source's order,
    # the passive naming no doer of the participle
    assert phrase_order_fault(
        "Taking its yield to 4.2 percent from 4.18 percent, the 30-year bond lost 16/32.",
        _tokens("The 30-year bond lost 16/32 , taking its yield to 4.20 percent from 4.18 "
                "percent .")) is None
    assert doer_passive_fault(
        "Fitting that description, that truck was spotted in the Campbells Creek area, "
        "Morris said.", _tokens("That truck was spotted in the Campbells Creek area , fitting "
                               "that description , Morris said .")) is None
