"""An "-ly" adverb of manner on an adjective is said before it, as English and the source
say it: "cautiously optimistic", not "optimistic cautiously" (realize_modifiers.
adverb_before_adjective, used by the adjective phrase of a frame and by a predicative noun
phrase)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

OPTIMISTIC = "Mr Martin said the company is \"cautiously optimistic regarding some improvement " \
    "in sales and operating performance trends in the second half of 2003\"."
WRONG = "She concludes that what her husband did was morally wrong but not a betrayal of the public."
RECOGNIZABLE = "Except for a few archaic characteristics, the skulls are readily recognizable."
ILL = "She was physically ill several times on the day he died, she said."


def test_a_predicative_adjective_keeps_its_adverb_before_it(parser: BuiltinParser) -> None:
    # Was kept: "Mr Martin said the company is optimistic cautiously regarding ..."
    texts = [t for t in every_text(parser, OPTIMISTIC) if t]
    assert "It was Mr Martin who said the company is \"cautiously optimistic regarding some " \
           "improvement in sales and operating performance trends in the second half of " \
           "2003.\"" \
        in texts, texts
    assert not [t for t in texts if "optimistic cautiously" in t], texts


def test_an_adjective_frame_keeps_its_adverb_before_it(parser: BuiltinParser) -> None:
    # Was kept: "She concludes that what her husband did was wrong morally, but ..."
    # (WRONG's texts all said "the public was not betrayed" for "not a betrayal of the
    # public", a claim of its own: now refused, realize_noun_events; ILL keeps the check)
    texts = [t for t in every_text(parser, WRONG) if t]
    assert not [t for t in texts if "wrong morally" in t], texts
    texts = [t for t in every_text(parser, ILL) if t]
    assert "She said she was physically ill several times on the day he died." in texts, texts
    assert not [t for t in texts if "ill physically" in t], texts


def test_no_adverb_is_left_after_its_adjective(parser: BuiltinParser) -> None:
    # Was kept: "Except for a few archaic characteristics, the skulls are recognizable readily."
    texts = [t for t in every_text(parser, RECOGNIZABLE) if t]
    assert not [t for t in texts if "recognizable readily" in t], texts
