"""Tuning MRPC sentences with the real parser: a rebuilt text that lost a place preposition
the parse did not keep ("aboard", "besides") is refused; each test names the kept output it
replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_lost_small_words import lost_small_word
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SATTLER = "General Sattler heads a Combined Joint Task Force aboard the command ship Mount Whitney."
JAPAN = ("Besides Japan he will visit the Philippines, Thailand, Singapore, Indonesia and "
         "Australia before returning home on Oct. 24.")


def test_a_lost_place_preposition_is_found() -> None:
    tokens = SATTLER.rstrip(".").split()
    assert lost_small_word("General Sattler heads a Combined Joint Task Force the command ship "
                           "Mount Whitney.", tokens) == "aboard"
    assert lost_small_word("It is General Sattler who heads a Combined Joint Task Force aboard "
                           "the command ship Mount Whitney.", tokens) is None


def test_texts_without_the_sources_aboard_or_besides_are_refused(parser: BuiltinParser) -> None:
    # Was kept: "What General Sattler heads the command ship Mount Whitney is a Combined Joint
    # Task Force." and "It is the Philippines, Thailand, Singapore, Indonesia, and Australia
    # that he will visit Japan before returning home on Oct. 24."
    for sentence, word in ((SATTLER, "aboard"), (JAPAN, "besides")):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and word not in t.lower()], texts


PLANS = "There are no plans to build permanent U.S. bases in Africa, Defense Department officials say."
GEHRING = ("There is no indication, so far, that Gehring used his card at any motel or overnight "
           "lodging, he said.")
WOMEN = "There were 659 women enrolled at the academy at the time of the survey."


def test_texts_that_lost_an_existential_there_are_refused(parser: BuiltinParser) -> None:
    # Was kept: "It is permanent U.S. bases in Africa that no plans that Defense Department
    # officials say build." and "Gehring used no indication his card so far at any motel or
    # overnight lodging, he said."
    for sentence in (PLANS, GEHRING):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if t and "there" not in t.lower()], texts
    # The noun said as the subject of "be" keeps the existential's meaning.
    assert "At the time of the survey, 659 women were enrolled at the academy." \
        in every_text(parser, WOMEN)


ROBBERY = ("While robbery appeared to be the motive, the suspects fled before they could take "
           "anything, he said.")
ESCOBAR = ("The report said the Corpus Christi-based agent twice called Escobar while the "
           "legislator was with the other protesting Democrats in Ardmore, Okla.")


def test_an_opening_while_clause_is_not_moved_after_the_verb(parser: BuiltinParser) -> None:
    # Were kept: "The suspects fled while robbery appeared to be the motive before they could
    # take anything, he said." (a contrast read as a time)
    texts = [t for t in every_text(parser, ROBBERY) if t]
    assert not [t for t in texts if "fled while" in t], texts
    # said first in what the report says, it still opens its clause (MRPC train 2766 had
    # no text while these were refused too)
    assert ("He said that while robbery appeared to be the motive, the suspects fled before "
            "they could take anything.") in texts, texts


def test_a_lost_while_before_a_clause_is_refused(parser: BuiltinParser) -> None:
    # Were kept: "The agent of the Corpus Christi-based called Escobar twice the legislator
    # was with the other protesting Democrats in Ardmore, Okla., the report said."
    texts = [t for t in every_text(parser, ESCOBAR) if t]
    assert texts and all(" while " in t for t in texts), texts
