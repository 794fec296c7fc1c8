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


# Quoted person words left without their quotes (realize_said_reports.quoted_person_unquoted)
STEGMAN = '"Right now, there is nothing we can do," Stegman said.'
FIELDS = 'Senior vice president Sara Fields said the airline "will work professionally and ' \
    'cooperatively with all our unions."'
INTELLIGENCE = '"I stand 100 percent by it, and I think our intelligence services gave us the ' \
    'correct information at the time."'


# Were kept: "Stegman said right now, there is nothing we can do." (a report before the
# quotation's "we"), "The airline will work with all our unions professionally and
# cooperatively, senior vice president Sara Fields said." (a partial quotation's "our")
QUOTED_PERSONS = ((STEGMAN, "said right now"), (FIELDS, "our unions"))


def test_a_quotations_person_word_is_not_said_as_the_tellers(parser: BuiltinParser) -> None:
    for sentence, wrong in QUOTED_PERSONS:
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if wrong in t and '"' not in t], texts


def test_a_whole_quotation_keeps_its_speakers_words(parser: BuiltinParser) -> None:
    # No report outside the quotation: its "I think our ..." is the speaker's throughout
    texts = [t for t in every_text(parser, INTELLIGENCE) if t]
    assert [t for t in texts if "I think our intelligence services" in t], texts
