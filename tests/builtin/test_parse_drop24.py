"""MRPC train sentences (tuning slices) with no rebuilt text because the parse dropped a
word of the source, and what they are said as now.  They parse with the real parser, so
they move with it.

- A noun joined to a preposition's object that spaCy joined to the verb or adjective
  instead ("subject to fines and up to two years in prison"): parse_stray_conjuncts
  (2084, 6573, 6907).
- A count or sum set off after a noun of an amount ("The largest number of arrests, about
  400,", "The bulk of the funds, some $65 billion,"): parse_appositions.listed_members
  (6795, 2953).
"""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PHYSICIANS = ("Physicians who violate the ban would be subject to fines and up to two years in "
              "prison.")


@pytest.mark.parametrize(("source", "expected"), [
    (PHYSICIANS,
     "It was fines and up to two years in prison that physicians who violate the ban would "
     "be subject to."),
    ("Another $100-million in savings will come from management layoffs and pay cuts.",
     "It is management layoffs and pay cuts that another $100 million in savings will come "
     "from."),
    # the count's capital goes with the opening (realize_opening_capitals)
    ("Tens of thousands of demonstrators gathered yesterday evening to stand before this "
     "city's legislature building and call for free elections and the resignation of Hong "
     "Kong's leader.",
     "It was tens of thousands of demonstrators that gathered yesterday evening to stand "
     "before this city's legislature building and call for free elections and the "
     "resignation of Hong Kong's leader."),
    ("The largest number of arrests, about 400, were on charges of manufacturing or "
     "distributing child pornography on the Internet.",
     "On charges of manufacturing or distributing child pornography on the Internet was the "
     "largest number of arrests, about 400."),
    ("The bulk of the funds, some $65 billion, will go for military operations in Iraq and "
     "Afghanistan.",
     "It is the bulk of the funds, some $65 billion, that will go for military operations in "
     "Iraq and Afghanistan."),
])
def test_the_dropped_word_is_said(parser: BuiltinParser, source: str, expected: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert expected in texts, texts


@pytest.mark.parametrize("source", [
    PHYSICIANS,
    "Physicians who perform the procedure would face up to two years in prison, under the bill.",
])
def test_the_generic_deed_is_not_said_as_a_fact(parser: BuiltinParser, source: str) -> None:
    # realize_generic_relatives: 'The procedure is performed by physicians who would face ...'
    texts = [t for t in every_text(parser, source) if t]
    assert texts and not any(" by physicians who would " in t for t in texts), texts
