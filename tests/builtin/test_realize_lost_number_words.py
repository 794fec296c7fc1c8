"""Tuning MRPC sentences with the real parser: a rebuilt text that drops a small cardinal
the source spelled out is refused; each test names a kept output it replaced."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PASSPORTS = ("The affidavit said Mr. al-Amoudi made at least 10 trips to Libya using one "
             "Yemeni and two U.S. passports.")
OBESE = "One in seven 15-year-olds and nearly one in 10 six-year-olds are obese."


@pytest.mark.parametrize(("sentence", "broken"), [
    # Was kept: "Using one Yemeni U.S. passports, Mr. al-Amoudi made at least 10 trips to
    # Libya, the affidavit said." (MRPC train 6618)
    (PASSPORTS, "one Yemeni U.S."),
    # Was kept: "One 15-year-olds and nearly one in 10 six-year-olds are obese." (3793)
    (OBESE, "One 15-year-olds"),
])
def test_a_spelled_out_count_is_not_dropped(parser: BuiltinParser, sentence: str,
                                            broken: str) -> None:
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and broken in t], texts
