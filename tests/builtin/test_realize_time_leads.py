"""A time said without a preposition ("a few months ago", "long ago", "early today") opens a
sentence as a fronted topic (realize_time_leads.bare_time_lead; refused before as "a fronted
topic without its preposition": MRPC train 4372 had no rebuilt text); an amount that only
closes with such a time ("up from $600 million a year ago") is still refused."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FAWN = "The fawn, named after Dr Duane Kraemer, one of the researchers, was born a few months ago."
RACING = "A tradition of Labor Day racing was established long ago in the Inland Empire."
ARMY_RADIO = ("Army Radio reported early today that hundreds of settlers converged on four "
              "outposts overnight, hoping to disrupt their evacuation.")
REVENUE = "Revenue in the second quarter ended June 29 was $645 million, up from $600 million a year ago."


def test_a_time_measured_back_from_now_is_fronted(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, FAWN) if t]
    assert "A few months ago, the fawn, named after Dr Duane Kraemer, one of the researchers, " \
           "was born." in texts, texts
    texts = [t for t in every_text(parser, RACING) if t]
    assert "Long ago, a tradition of Labor Day racing was established in the Inland Empire." \
        in texts, texts


def test_early_today_is_fronted(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, ARMY_RADIO) if t]
    assert any(t.startswith("Early today, Army Radio reported") for t in texts), texts


def test_an_amount_closed_by_a_time_is_not_fronted(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, REVENUE) if t]
    assert not any(t.startswith("Up from") for t in texts), texts
