"""MRPC train sentences whose event the source named with a noun under "no", "a" or
"another" ("no sign of the two women", "another meeting of leaders", "a savings of $30"),
which the realizer said as a clause of the noun's frame ("the two women were not
signaled"): now refused (realize_noun_events).  A definite or possessive noun said as its
clause still reads ("until he departed in 1999", "since the tax cuts were passed").  They
parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SIGN = ("Park rangers searched an abandoned lighthouse on Monomoy yesterday afternoon, but there "
        "was no sign of the two women, said Chatham Harbormaster Stuart Smith.")
MEETING = ("Italian Prime Minister Silvio Berlusconi, whose country holds the rotating EU "
           "presidency, said he was prepared to call another meeting of leaders next month.")
SAVINGS = ("An average residential customer paying $840 a year for electricity could see a "
           "savings of $30 annually.")
BERGONZI = ("Mr. Bergonzi was the finance chief from 1995 until his departure in 1999, and was "
            "intimately involved in the alleged scheme to pump up Rite Aid's earnings.")
CONDIT = "On Monday, it also announced the resignation of Chairman and Chief Executive Officer " \
    "Phil Condit."
PASSAGE = ("One Republican flier cited a 3.8 percent increase in the S&P 500 stock index since "
           "passage of the tax cuts in May.")


def test_no_sign_is_not_said_as_not_signaled(parser: BuiltinParser) -> None:
    texts = every_text(parser, SIGN)
    assert not [t for t in texts if t and "signaled" in t], texts


def test_another_meeting_is_not_said_as_a_clause(parser: BuiltinParser) -> None:
    texts = every_text(parser, MEETING)
    assert not [t for t in texts if t and "were met" in t], texts
    # the pseudo-cleft that says the source's own words stays (realize_intended)
    assert "What he was prepared to do was call another meeting of leaders next month, Italian " \
        "Prime Minister Silvio Berlusconi, whose country holds the rotating EU presidency, " \
        "said." in texts, texts


def test_a_savings_is_not_said_as_a_clause(parser: BuiltinParser) -> None:
    texts = every_text(parser, SAVINGS)
    assert not [t for t in texts if t and "was saved" in t], texts


def test_a_possessive_or_definite_noun_still_reads_as_its_clause(parser: BuiltinParser) -> None:
    texts = every_text(parser, BERGONZI)
    # (refused now, a phrase of one clause fronted before both: realize_conjunct_leads)
    assert "From 1995, Mr. Bergonzi was the finance chief until he departed in 1999, and he was " \
        "intimately involved in the alleged scheme to pump up Rite Aid's earnings." not in texts, texts
    texts = every_text(parser, CONDIT)
    assert "It also announced on Monday that Chairman and Chief Executive Officer Phil Condit " \
        "resigned." in texts, texts
    texts = every_text(parser, PASSAGE)
    assert "It was one Republican flier that cited a 3.8 percent increase in the S&P 500 stock " \
        "index since the tax cuts in May were passed." in texts, texts


PREGNANT = ("On Jan. 1, Nikia Shanell Kilpatrick, who was pregnant, was found bound and strangled "
            "in her apartment.")
PROUD = "Im very proud of the citizens of this state, said Gov. John Baldacci, a casino foe."
ASLEEP = ("He said that most of the 250 persons living near the disaster site were asleep when "
          "the cloudburst took place late on Thursday evening.")


def test_an_adjective_is_not_said_as_its_frames_verb(parser: BuiltinParser) -> None:
    # Were "Nikia Shanell Kilpatrick, who was found binding and strangling ..., impregnated."
    # and "I m priding of the citizens of this state very"
    texts = every_text(parser, PREGNANT)
    assert not [t for t in texts if t and "impregnated" in t], texts
    # the source's own relative clause stays
    assert [t for t in texts if t and "who was pregnant" in t], texts
    texts = every_text(parser, PROUD)
    assert not [t for t in texts if t and "prid" in t], texts


def test_asleep_is_still_said_slept(parser: BuiltinParser) -> None:
    texts = every_text(parser, ASLEEP)
    assert "Most of the 250 persons living near the disaster site slept when the cloudburst " \
        "took place late on Thursday evening, he said." in texts, texts
