"""realize_lost_partitive_openers: a rebuilt text that does not say the source's opening
partitive ("Of those, 14 were ...") is refused (MRPC train, tuning stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RYAN = ("Of those, 14 were passengers sitting within four seats of the SARS patient and two "
        "were flight attendants, Ryan said.")
MARS = "Of about 30 attempts to reach Mars, only 12 missions have succeeded."


def test_a_lost_opening_partitive_is_refused(parser: BuiltinParser) -> None:
    # Were kept (4378, 4 texts): "14 were those passengers that sat within four seats of the
    # SARS patient, and two were flight attendants, Ryan said."; (4824) "It is only 12
    # missions that have succeeded about 30 attempts to reach Mars." and "About 30 attempts
    # to reach Mars have been succeeded by only 12 missions."
    texts = every_text(parser, RYAN)
    assert not [t for t in texts if t and "were those passengers" in t], texts
    texts = every_text(parser, MARS)
    assert not [t for t in texts if t and re.search("succeeded (?:about|by)", t)], texts
