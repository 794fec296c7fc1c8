"""A word the source quotes as the name of the noun before it ('pointed to the word
"refugee"'), which the parser dropped, so that every focus was refused.  They parse with
the real parser."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

REFUGEE = ('One man had brandished an English-Turkish dictionary and pointed to the word '
           '"refugee".')
SPIKE = ("We firmly believe that we have an absolute right to use the common word 'spike' to "
         "name our network.")


def test_a_quoted_word_names_its_noun_and_keeps_its_marks(parser: BuiltinParser) -> None:
    # MRPC train 4683: (w / word :name (n / name :op1 "refugee")), said in its marks.
    assert ("word", ":name", "name") in _edges(parser, REFUGEE)
    texts = every_text(parser, REFUGEE)
    # (the cleft on the word told the two deeds in reverse, refused since prec54)
    assert any('the word "refugee' in t for t in texts if t), texts
    assert not [t for t in texts if t and "word refugee" in t]


def test_a_word_in_single_marks_keeps_both(parser: BuiltinParser) -> None:
    # MRPC train 6756: read back from the source, the rebuilt sentence lost the closing
    # single mark ("the common word 'spike to name our network"), and stays refused; the
    # verbatim report moves keep the source's words whole, marks and all.
    texts = [t for t in every_text(parser, SPIKE) if t]
    assert all("'spike' " in t for t in texts)
    assert "What we firmly believe is that we have an absolute right to use the common word " \
        "'spike' to name our network." in texts
