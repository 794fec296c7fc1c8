"""A date entity spaCy ran on into the clause's next phrase ("on Monday, Aug. 11, 2003 in an
automobile accident"): the day alone was read, every rebuilt focus refused for the lost
'Aug.' (parse_date_spans); the rebuilt texts then said the source's opening age phrase
inside the clause, now refused (realize_opening_ages).  MRPC train 1443 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BROOKS = ("Only 66 years old, Brooks was killed on Monday, Aug. 11, 2003 in an automobile "
          "accident in his native Minnesota.")


def test_the_date_is_read_whole(parser: BuiltinParser) -> None:
    found = edges(parser, BROOKS)
    assert ("date-entity", ":weekday", "monday") in found and ("kill-01", ":location", "accident") in found, found


def test_the_opening_age_is_not_said_inside_the_clause(parser: BuiltinParser) -> None:
    # were "On Monday, Aug. 11, 2003, Brooks was killed only 66 years old in an automobile
    # accident in his native Minnesota." and five more so
    texts = [t for t in every_text(parser, BROOKS) if t]
    assert not any("killed only 66 years old" in t for t in texts), texts
