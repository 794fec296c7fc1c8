"""A one-word name the parse did not type (a common noun of its word: "Hines" read as
(h / hine)) is a person's, a cleft's "who", where the source says it is the speaker of a verb
of saying or says "he" or "she" of it, and no "it" (realize_person_names, MRPC train,
tuning)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

STEVERSON = "Steverson said Williams was known as a racist who did not like Blacks."
DITTEMORE = "Dittemore announced his plans to resign on April 23."
SOUTHWEST = "Southwest said it had already inspected its fleet of 385 aircraft and found no " \
            "additional suspicious items."


def test_an_untyped_speaker_or_he_takes_who(parser: BuiltinParser) -> None:
    # Were "It was Steverson that said ..." (820), "It was Dittemore that announced his plans
    # to resign on April 23." (375)
    texts = [t for t in every_text(parser, STEVERSON) + every_text(parser, DITTEMORE) if t]
    assert "It was Steverson who said Williams was known as a racist who did not like " \
           "Blacks." in texts
    assert "It was Dittemore who announced his plans to resign on April 23." in texts
    assert [t for t in texts if " that said" in t or " that announced" in t] == []


def test_a_name_the_source_calls_it_stays_that(parser: BuiltinParser) -> None:
    # (6166: a firm)
    assert [t for t in every_text(parser, SOUTHWEST) if t and t.startswith("It was Southwest who")] \
        == []
