"""Two verbs of a fronted adverbial clause that share their subject are said joined, as the
source said them ("As Tropical Storm Erika sped across the Gulf of Mexico and headed for
landfall, ...", was "..., and it headed for landfall, ...") (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

QUREI = "While Mr. Qurei is widely respected and has a long history of negotiating with the " \
        "Israelis, he cannot expect such a warm welcome."


def test_a_fronted_clause_keeps_its_verbs_joined(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 6534): "While Mr. Qurei is widely respected, and he has a long
    # history of negotiating with the Israelis, he can not expect such a warm welcome."
    texts = every_text(parser, QUREI)
    assert not [t for t in texts if t and "respected, and he has" in t], texts
    assert "While Mr. Qurei is widely respected and has a long history of negotiating with " \
        "the Israelis, he can not expect such a warm welcome." in texts, texts
