"""A source's opening discourse phrase ("In other words,", "On a positive note,") stays set
off by its comma in every rebuilt text (realize_discourse_openers): said as one of the
clause's adverbials it reads as broken or as a manner.  Tuning sentences of MRPC train,
parsed with the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

WORDS = ("In other words, Cablevision is obligated to pay for YES Network's lawsuit against "
         "Time Warner Cable.")  # 2641
NOTE = ("On a positive note, C&W's estimated lease commitments -- one potential hurdle to U.S. "
        "exit -- fell 600 million pounds to 1.6 billion.")  # 3929


def test_in_other_words_is_not_said_at_the_end(parser: BuiltinParser) -> None:
    # Were kept: "Cablevision is obligated to pay for YES Network's lawsuit against Time
    # Warner Cable in other words." and "It is in other words that Cablevision ..."
    texts = [t for t in every_text(parser, WORDS) if t]
    assert not [t for t in texts if "in other words" in t.lower()
                and "in other words," not in t.lower()]


def test_on_a_positive_note_keeps_opening_the_sentence(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, NOTE) if t]
    # Was kept: "... fell 600 million pounds to 1.6 billion on a positive note." (a manner)
    assert not [t for t in texts if t.endswith("on a positive note.")]
    assert "On a positive note, it was C&W's estimated lease commitments -- one potential " \
        "hurdle to U.S. exit -- that fell 600 million pounds to 1.6 billion." in texts


AFTER_ALL = ("After all, China isn't racing anyoneso there's no great rush,\" Clark said.")  # 1230


def test_after_all_is_set_off_where_it_is_said(parser: BuiltinParser) -> None:
    # Was kept: "Clark said there is after all, China isn't racing anyoneso there's no great
    # rush." (a comma after the phrase but none before it)
    texts = [t for t in every_text(parser, AFTER_ALL) if t]
    assert not [t for t in texts if "is after all" in t]
