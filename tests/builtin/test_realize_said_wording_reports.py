"""Direct speech rebuilt as a report: refused when the teller would now own the quotation's
"I" or "we" (realize_said_reports.quotation_as_report), or when the report is hung on the
quotation as its manner (realize_said_reports.report_as_manner)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

WE_THINK = "We think that the United States of America should support the free speech of all " \
    "groups, he said."
PETERSON = "But Peterson added, I dont know anybody in the conference committee whos fighting " \
    "to keep it out completely."
OMI = '"After careful analysis, WHO has concluded that the risk to travellers to Beijing is ' \
    'now minimal," Omi told a news conference in Beijing on Tuesday.'
OWN_REPORT = "He added that we are \"not going to make progress if we don't broaden the tent.\""


def test_a_quotations_we_is_not_said_as_the_tellers(parser: BuiltinParser) -> None:
    # Were kept: "The United States of America should support the free speech of all groups,
    # he said we think.", "Peterson added that I do not know anybody in ..."
    for sentence, wrong in ((WE_THINK, "said we think"), (PETERSON, "added that I")):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if wrong in t], texts


def test_a_report_the_source_made_keeps_its_person(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, OWN_REPORT) if t]
    assert [t for t in texts if "added that we" in t], texts


def test_a_report_is_not_the_manner_of_its_quotation(parser: BuiltinParser) -> None:
    # Was kept: "After careful analysis, WHO has concluded that ... is minimal now, which is
    # how Omi told a news conference in Beijing on Tuesday."
    texts = [t for t in every_text(parser, OMI) if t]
    assert not [t for t in texts if "which is how Omi told" in t], texts
