"""realize_talk_verbs: a rebuilt text that says the source's noun "talk" with its "that"
clause as a verb is refused (MRPC train, tuning stretches)."""

from __future__ import annotations

import re

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ANALYSTS = ("Analysts attributed the increase in part to negative news from bankrupt competitor "
            "WorldCom Inc. WCOEQ.PK and talk that AT&T could be a takeover target.")


def test_talk_said_as_a_verb_is_refused(parser: BuiltinParser) -> None:
    # Were kept (4753, 5 texts): "..., and they talk that AT&T could be a takeover target."
    # and "Analysts talk that AT&T could be a takeover target, and they attributed ..."
    texts = every_text(parser, ANALYSTS)
    assert not [t for t in texts if t and re.search(r"(?:s|they) talk that", t)], texts
