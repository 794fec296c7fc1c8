"""A noun phrase read back from the source with a dash aside inside it takes the aside's
closing dash along (realize_source.reused): "the woman -- who has no symptoms of illness"
left the aside open and every rebuilt text was refused (MRPC train 6521, 2180).  A closing
dash left at the end of the sentence is refused (realize_dash_asides): "..., the
transaction will grant Handspring stockholders 0.09 of a share of Palm--and no shares of
PalmSource--."."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

WOMAN = "The woman -- who has no symptoms of illness -- donated blood Aug. 7."
HANDSPRING = ("The transaction will grant Handspring stockholders 0.09 of a share of Palm--and no "
              "shares of PalmSource--for each share of Handspring common stock.")


def test_a_dash_aside_inside_a_noun_phrase_is_closed(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, WOMAN) if t]
    assert "On August 7, the woman -- who has no symptoms of illness -- donated blood." in texts


def test_a_closing_dash_at_the_end_is_refused(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, HANDSPRING) if t]
    assert texts, texts
    assert not [t for t in texts if t.rstrip(".").endswith("--")], texts


PLAYER = ("The player's eyes were bloodshot and a blood-alcohol test produced a reading of 0.18 "
          "- well above Tennessee's level of presumed intoxication of 0.10, the report said.")


def test_an_aside_to_the_end_stops_before_the_closing_report(parser: BuiltinParser) -> None:
    # MRPC train 3336: the aside read as running through "the report said", which a report
    # moved before it takes away
    texts = [t for t in every_text(parser, PLAYER) if t]
    assert ("The report said the player's eyes were bloodshot and a blood-alcohol test produced "
            "a reading of 0.18 - well above Tennessee's level of presumed intoxication of "
            "0.10.") in texts, texts
