"""A rebuilt sentence that says a word twice in a row the source said once is refused
(realize_said_wording.doubled_word): two pieces of a garbled parse side by side."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_said_wording import doubled_word
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SONY = "Sony Ericsson also said it would shut down its GSM/UMTS R&D center in Munich, " \
    "Germany, to increase profitability."
MBLAST = "Starting on Aug. 16, every computer infected with MBlast will start flooding " \
    "Microsoft's Windows Update service with legitimate-looking connection requests."


def test_a_doubled_word_is_refused(parser: BuiltinParser) -> None:
    # Were kept: "It was its its GSM UMTS R&D center in Munich, Germany, that it would shut
    # down ...", "Every computer that started on August 16 that flooded ... that will start
    # it it infected with MBlast."
    for sentence in (SONY, MBLAST):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if doubled_word(t, sentence.split())], texts


def test_words_the_source_doubles_or_that_differ_in_case_pass() -> None:
    assert doubled_word("It is WHO who has concluded that the risk is minimal.",
                        ["WHO", "has", "concluded", "that", "the", "risk", "is", "minimal"]) is None
    assert doubled_word("He had had enough.", ["He", "had", "had", "enough"]) is None
    assert doubled_word("It was what what he did.", ["It", "was", "what", "he", "did"]) == "what"
