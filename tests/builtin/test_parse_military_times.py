"""A four-digit clock time before its zone ("at 0240 GMT"), which spaCy read as a count of
the zone and a text said "at 240 GMT" (parse_time_zones.repair_military_times), and a sum a
text said without its currency sign, which that sentence's repair exposed
(realize_currency_sign).  MRPC train 260 and 6270 (tuning slices)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LANDED = ("Russian Yuri Malenchenko, American Edward Lu and Pedro Duque of Spain landed in "
          "their Soyuz TMA-2 capsule at 0240 GMT.")
GOLD = ("Spot gold was quoted at $358.65/359.15 an ounce at 0500 GMT, having darted as high as "
        "$359.25 -- a level not seen since February 25.")


def test_the_time_is_a_clock_time(parser: BuiltinParser) -> None:
    found = edges(parser, LANDED)
    assert ("land-01", ":time", "date-entity") in found, found
    assert not [e for e in found if e[2] == "organization"], found


def test_the_time_is_said_as_the_source_wrote_it(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, LANDED) if t]
    assert "At 0240 GMT, Russian Yuri Malenchenko, American Edward Lu and Pedro Duque of Spain " \
        "landed in their Soyuz TMA-2 capsule." in texts, texts
    assert not [t for t in texts if "240 GMT" in t and "0240 GMT" not in t], texts


def test_a_sum_without_its_sign_is_refused(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, GOLD) if t]
    assert not [t for t in texts if " 358.65/359.15" in t], texts
