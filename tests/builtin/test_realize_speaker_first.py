"""A report moved after its clause names its speaker first and says the pronoun in the
report (realize_speaker_first): "He was pleased by the results, Schools Chancellor Joel
Klein said." reads as if "he" were someone else.  Tuning sentences of MRPC train, parsed
with the real parser."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

KLEIN = "Schools Chancellor Joel Klein said he was pleased by the results."  # 1790
VENEMAN = ("U.S. Agriculture Secretary Ann Veneman said she will send a U.S. technical team to "
           "Canada to assist in the situation.")  # 1989
MASON = ("Mason said al-Amoudi was arrested at Dulles International Airport on Sunday as he "
         "came into the country.")  # 4140: "he" is al-Amoudi
PLEASED = "He was pleased by the results, Klein said."  # (the speaker said last already)


def test_the_name_comes_before_its_pronoun(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, KLEIN) if t]
    assert "Schools Chancellor Joel Klein was pleased by the results, he said." in texts
    assert not [t for t in texts if t.startswith("He ")]


def test_she_said(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, VENEMAN) if t]
    assert "U.S. Agriculture Secretary Ann Veneman will send a U.S. technical team to Canada " \
        "to assist in the situation, she said." in texts
    assert "It is to Canada that U.S. Agriculture Secretary Ann Veneman will send a U.S. " \
        "technical team to assist in the situation, she said." in texts
    assert not [t for t in texts if re.search(r"\bshe\b.*, U\.S\. Agriculture", t, re.I)]


def test_a_pronoun_further_on_may_be_someone_elses(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, MASON) if t]
    assert texts and not [t for t in texts if "Mason came" in t]


def test_a_source_that_said_the_pronoun_first_keeps_it(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, PLEASED) if t]
    assert not [t for t in texts if t.startswith("Klein was pleased")]
