"""A gerund clause of the source keeps its gerund in every rebuilt text
(realize_lost_gerunds): its object said alone, or its event told as done, changes what the
source said.  Tuning sentences of MRPC train, parsed with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FEELING = ("Feeling rejection as an acute pain may have developed as a defence mechanism for "
           "the species, Eisenberger said.")  # 2073
ANNOUNCING = ("The Democratic candidates also began announcing their fund-raising totals before "
              "Wednesday's deadline to file quarterly reports with the Federal Election "
              "Commission.")  # 1987
MEETING = ("Attorneys for both the archdiocese and the plaintiffs began meeting last week to "
           "reach the out-of-court settlement.")  # 1612


def test_subject_gerund_is_not_told_as_done(parser: BuiltinParser) -> None:
    # Were kept: "Rejection was felt as an acute pain, which may have developed as a defence
    # mechanism for the species, Eisenberger said." and its fronted twin
    texts = [t for t in every_text(parser, FEELING) if t]
    assert not [t for t in texts if "was felt" in t]


def test_gerund_after_began_keeps_its_form(parser: BuiltinParser) -> None:
    # Were kept: "Before Wednesday's deadline, the Democratic candidates also began announced
    # their fund-raising totals ..."
    texts = [t for t in every_text(parser, ANNOUNCING) if t]
    assert not [t for t in texts if "began announced" in t]


def test_began_to_meet_stays(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, MEETING) if t]
    assert [t for t in texts if "began to meet" in t]
