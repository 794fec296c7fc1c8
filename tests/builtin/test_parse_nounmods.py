"""MRPC train sentences whose every rebuilt focus was refused with "the parse dropped 'X'
of the source" because the parser lost a word inside a noun phrase or a name; each test
names the word that was dropped and the text that is said now.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SISTER = "Morrill's wife, Ellie, sobbed and hugged Bondeson's sister-in-law during the service."
SON = "They looked at their son-in-law and his relatives, but did not exchange words."
COURT = ("Attorneys for both the archdiocese and the plaintiffs began meeting last week to reach "
         "the out-of-court settlement.")
SHELF = ("Dan Powers, IBM vice president of grid-computing strategy, says he's not worried about "
         "off-the-shelf PC clusters threatening traditional supercomputer sales.")


def _unparsed(parser: BuiltinParser, sentence: str) -> str:
    result = parser.parse([sentence])[0]
    assert result.amr is not None, result.error
    return next((line for line in result.amr.splitlines() if "::unparsed" in line), "")


# ------------------------------------------------------------ words joined by hyphens
def test_a_chain_of_hyphenated_words_is_one_word(parser: BuiltinParser) -> None:
    # Was "sister-in" (three tokens joined) and "law" dropped, every focus refused
    concepts = {c for _, _, c in parsed(parser, SISTER).instances()}
    assert "sister-in-law" in concepts, concepts
    assert _unparsed(parser, SISTER) == ""
    texts = every_text(parser, SON)
    assert "They did not exchange words, but they looked at their son-in-law and his " \
        "relatives." in texts, texts


def test_a_hyphenated_modifier_is_said_whole(parser: BuiltinParser) -> None:
    # Was "out-of" with "court" dropped, and "off-the" with "shelf" dropped
    assert _unparsed(parser, COURT) == ""
    texts = every_text(parser, COURT)
    assert "Last week, attorneys for both the archdiocese and the plaintiffs began meeting " \
        "to reach the out-of-court settlement." in texts, texts
    texts = every_text(parser, SHELF)
    assert "He is not worried about off-the-shelf PC clusters threatening traditional " \
        "supercomputer sales, Dan Powers, IBM vice president of grid-computing strategy, " \
        "says." in texts, texts
    assert not [t for t in texts if t and ("off-the " in t or "out-of " in t)], texts
