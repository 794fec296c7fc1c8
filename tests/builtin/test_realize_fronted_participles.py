"""A participle the source said after "be" and the place the subject was in ("He was in
Cincinnati helping another daughter move") is the subject's own doing, and may open the
sentence (realize_fronted_participles._said_where_the_subject_was); after a noun that is no
such place it stays the noun's.  MRPC train 1617 and 6064 had these refused as "no manner
of the subject's"."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_fronted_participles import fronted_participle_use_fault
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CINCINNATI = "He was in Cincinnati helping another daughter move when the tragedy occurred, friends said."
FATIMA = "Fatima, meanwhile, was on her turquoise cell phone organizing the prom."


def test_what_the_subject_was_doing_where_it_was_opens_the_sentence(parser: BuiltinParser) -> None:
    assert "Helping another daughter move when the tragedy occurred, he was in Cincinnati, " \
        "friends said." in every_text(parser, CINCINNATI)
    assert "Organizing the prom, Fatima was on her turquoise cell phone meanwhile." \
        in every_text(parser, FATIMA)


def test_a_participle_after_an_object_stays_the_objects() -> None:
    # MRPC train 286: the letter asked, not Gillespie
    assert fronted_participle_use_fault(
        "Asking for a historical review, Gillespie sent a letter to CBS President Leslie Moonves.",
        _tokens("Gillespie sent a letter to CBS President Leslie Moonves asking for a "
                "historical review .")) == "Moonves asking"
    # MRPC train 2798: "be" is no part of it ("set to work sifting")
    assert fronted_participle_use_fault(
        "Sifting through bids, Media giant Vivendi Universal set to work.",
        _tokens("Media giant Vivendi Universal set to work sifting through bids .")) == "work sifting"


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")
