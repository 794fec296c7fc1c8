"""parse_opening_words: the parser records spaCy's tag and dependency of the source's opening
word in ``::opener``, as spaCy gave them before the repairs (MRPC train, tuning stretches)."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parse_opening_words import KEY, read_opening_word_tags
from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.settings import load_settings


@pytest.fixture(scope="module")
def parser() -> BuiltinParser:
    return BuiltinParser(load_settings(engine="builtin"))


def _opener(parser: BuiltinParser, sentence: str) -> tuple[str, str] | None:
    amr = parser.parse([sentence])[0].amr
    assert amr is not None
    return read_opening_word_tags(penman.decode(amr).metadata.get(KEY, ""))


def test_the_opening_word_tags_are_recorded(parser: BuiltinParser) -> None:
    # 6566: an adverb; 4369: a name spaCy tags a proper noun
    assert _opener(parser, "Clearly Roman creams of any type do not normally survive in the "
                           "archaeological record.") == ("RB", "advmod")
    tag, _ = _opener(parser, "Connolly said FBI agents in San Diego and abroad spent thousands "
                             "of hours investigating al-Bayoumi.") or ("", "")
    assert tag == "NNP"


def test_an_opening_quotation_mark_is_passed_over(parser: BuiltinParser) -> None:
    # 524: the first word, not the mark: '"They ...' opens with a pronoun
    tag, _ = _opener(parser, "\"They were an inspirational couple, selfless and courageous,\" "
                             "said the Oscar-winning film director.") or ("", "")
    assert tag == "PRP"
