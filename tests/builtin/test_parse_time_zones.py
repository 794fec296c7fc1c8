"""A clock time's zone spaCy made a second object of "at" ("at 2:40 a.m. GMT"): the time's,
in its TIME entity (parse_time_zones); the time had been dropped.  A verbatim move reads the
zone back with the time ("at 2:40 a.m. EDT", not "at 2:40 a.m.": realize_source).  MRPC
train 261 (tuning slice)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SOYUZ = ("Russian Yuri Malenchenko, American Edward Lu and Spain's Pedro Duque came down in "
         "their Soyuz TMA-2 capsule at 2:40 a.m. GMT.")


def test_the_zone_is_the_times(parser: BuiltinParser) -> None:
    graph = parsed(parser, SOYUZ)
    assert "unparsed" not in graph.metadata, graph.metadata
    assert "2:40" in {str(t).strip('"') for _, _, t in graph.attributes()}, graph.attributes()


def test_no_text_loses_the_zone(parser: BuiltinParser) -> None:
    for sentence in (SOYUZ, "They came down in their capsule at 2:40 a.m. EDT."):
        texts = [t for t in every_text(parser, sentence) if t]
        assert texts, sentence
        assert not [t for t in texts if "a.m." in t and "a.m. GMT" not in t
                    and "a.m. EDT" not in t], texts
