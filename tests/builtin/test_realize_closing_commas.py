"""Tuning MRPC sentences with the real parser: a relative clause that ended the source
sentence is closed with a comma when a rebuilt sentence says more after it; each test names
the kept output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SUN = ("Tech stocks were hurt by a sour forecast from Sun Microsystems, which was viewed as a "
       "bad omen for the upcoming quarterly earnings season.")
ELECTIONS = ("American forces here organized the elections, which officials say are important "
             "steps toward establishing democracy in Iraq.")


def test_a_sentence_final_relative_clause_said_earlier_is_closed(parser: BuiltinParser) -> None:
    # Was kept: "It was a sour forecast from Sun Microsystems, which was viewed as a bad omen
    # for the upcoming quarterly earnings season that hurt Tech stocks." and "The elections,
    # which officials say are important steps toward establishing democracy in Iraq were
    # organized by American forces here."
    texts = every_text(parser, SUN)
    assert "It was a sour forecast from Sun Microsystems, which was viewed as a bad omen for " \
        "the upcoming quarterly earnings season, that hurt Tech stocks." in texts, texts
    assert not [t for t in texts if "season that" in t], texts
    texts = every_text(parser, ELECTIONS)
    assert "The elections, which officials say are important steps toward establishing " \
        "democracy in Iraq, were organized by American forces here." in texts, texts


SALLIE = ("In 2001, President Bush named her to the Student Loan Marketing Association, the "
          "largest U.S. lender for students.")


def test_a_sentence_final_apposition_said_earlier_is_closed(parser: BuiltinParser) -> None:
    # Was kept: "She was named to the Student Loan Marketing Association, the largest U.S.
    # lender for students by President Bush in 2001."
    texts = every_text(parser, SALLIE)
    assert "She was named to the Student Loan Marketing Association, the largest U.S. lender " \
        "for students, by President Bush in 2001." in texts, texts
    assert not [t for t in texts if "students by" in t or "students in" in t], texts


LIMBAUGH = ("Meanwhile, law enforcement officials in Palm Beach County, Fla., where Limbaugh owns a "
            "$24 million mansion, said his drug use is under investigation.")


def test_a_place_keeps_the_comma_before_its_state(parser: BuiltinParser) -> None:
    # Was kept: "Meanwhile, it was law enforcement officials in Palm Beach County Fla., where
    # Limbaugh owns a $24 million mansion, who said his drug use is under investigation."
    texts = every_text(parser, LIMBAUGH)
    assert not [t for t in texts if t and "County Fla." in t], texts
    assert "Meanwhile, his drug use is under investigation, law enforcement officials in Palm " \
        "Beach County, Fla., where Limbaugh owns a $24 million mansion, said." in texts, texts


OUTBACK = ("Shares of Tampa-based Outback Steakhouse Inc. closed at $44.50, up $1.78, or 4.2 "
           "percent, on the New York Stock Exchange.")
PETERSON = ("Peterson was arrested near Torrey Pines Golf Course in La Jolla on April 18, the day "
            "DNA testing identified the bodies.")


def test_a_supplement_after_a_number_keeps_its_commas(parser: BuiltinParser) -> None:
    # Were kept: "It was shares of Tampa-based Outback Steakhouse Inc. that closed at $44.50
    # up $1.78, or 4.2 percent, on the New York Stock Exchange.", "It was Peterson who was
    # arrested ... on April 18 the day DNA testing identified the bodies."
    texts = every_text(parser, OUTBACK)
    assert "It was shares of Tampa-based Outback Steakhouse Inc. that closed at $44.50, up " \
        "$1.78, or 4.2 percent, on the New York Stock Exchange." in texts, texts
    assert not [t for t in texts if t and "$44.50 up" in t], texts
    texts = every_text(parser, PETERSON)
    assert "It was Peterson who was arrested near Torrey Pines Golf Course in La Jolla on April " \
        "18, the day DNA testing identified the bodies." in texts, texts
