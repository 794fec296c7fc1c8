"""A title of several words the source said right before a name stays before it when the
focus is the name (realize_name_words.NameWords.title_right_before)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SISTRUNK = "Galveston County District Attorney Kurt Sistrunk said his office received the " \
    "recordings this week."
LUSTER = "MAX Factor cosmetics heir and fugitive rapist Andrew Luster was captured today in " \
    "Puerto Vallarta, Mexico, authorities in the United States said."


def test_a_long_title_stays_before_the_name(parser: BuiltinParser) -> None:
    # Were kept: "It was Kurt Sistrunk Galveston County District Attorney who said ...",
    # "It was Andrew Luster MAX Factor cosmetics heir and fugitive rapist who was captured ..."
    texts = every_text(parser, SISTRUNK)
    assert "Galveston County District Attorney Kurt Sistrunk was the one who said his office " \
        "received the recordings this week." in texts, texts
    assert not [t for t in texts if "Sistrunk Galveston" in t], texts
    texts = every_text(parser, LUSTER)
    assert not [t for t in texts if "Luster MAX" in t], texts
