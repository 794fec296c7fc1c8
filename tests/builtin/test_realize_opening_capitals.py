"""The source's capitalised opening common noun said in lower case where a move (verbatim
or rebuilt) puts it inside the sentence (realize_opening_capitals); names, titles and a
quotation's first word keep their capitals, and a text that lowers a name's word is refused.  Tuning sentences of MRPC train, parsed with
the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_opening_capitals import common_opener
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RETAILERS = "Retailers J.C. Penney Co. Inc. and Walgreen Co. kick things off on Monday."  # 3021
CONTRACTORS = ("Contractors Brian Rose, 36, and Joseph Quattrone, 35, who were convicted of "
               "submitting hundreds of phony invoices to Blue Cross, are to be sentenced in "
               "January.")  # 6176
ADVANCERS = ("Advancers outnumbered decliners 1,821 to 1,199 on the New York Stock Exchange on "
             "volume of just over 480 million shares.")  # 6090
BURG = ('"Events on our system, in and of themselves, could not account for the widespread '
        'nature of the outage," Burg said.')  # 2514


def _inside(texts: list[str | None], word: str) -> list[str]:
    """The texts that say ``word`` (as cased) anywhere but first."""
    return [t for t in texts if t and f" {word}" in t]


def test_a_noun_describing_the_names_after_it_is_lowered(parser: BuiltinParser) -> None:
    texts = every_text(parser, RETAILERS)
    assert not _inside(texts, "Retailers"), texts
    assert "On Monday, retailers J.C. Penney Co. Inc. and Walgreen Co. kick things off." \
        in texts, texts
    texts = every_text(parser, CONTRACTORS)
    assert not _inside(texts, "Contractors"), texts
    assert "In January, contractors Brian Rose, 36, and Joseph Quattrone, 35, who were " \
        "convicted of submitting hundreds of phony invoices to Blue Cross, are to be " \
        "sentenced." in texts, texts


def test_a_market_reports_movers_are_lowered(parser: BuiltinParser) -> None:
    texts = every_text(parser, ADVANCERS)
    assert not _inside(texts, "Advancers"), texts
    assert "It was advancers that outnumbered decliners 1,821 to 1,199 on the New York Stock " \
        "Exchange on volume of just over 480 million shares." in texts, texts


def test_a_quotations_first_word_keeps_its_capital(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, BURG) if t]
    assert not [t for t in texts if "events on our system" in t], texts
    assert 'What Burg said was, "Events on our system, in and of themselves, could not ' \
        'account for the widespread nature of the outage."' in texts, texts


FRIENDS = ("Friends of Animals, which touts 200,000 members, was behind a successful tourism "
           "boycott that resulted in then-Gov. Walter J. Hickel imposing a moratorium on wolf "
           "control in 1992.")  # 1974


def test_a_groups_name_of_plurals_keeps_its_capital(parser: BuiltinParser) -> None:
    # A plural of people before a preposition and another capitalised plural opens a
    # group's name, whether or not spaCy took it for a name ("What friends of Animals
    # president ... said" was the fault).
    assert common_opener(FRIENDS.replace(",", " ,").split()) is None
    texts = every_text(parser, FRIENDS)
    assert not _inside(texts, "friends"), texts


JEEVES = ("They included Global Crossing, Akamai Technologies, Ask Jeeves, Copper Mountain "
          "Networks, Etoys and VA Linux.")  # 2614


def test_a_name_inside_the_sentence_keeps_its_capital(parser: BuiltinParser) -> None:
    # Was kept: "It was Global Crossing, Akamai Technologies, ask Jeeves, Copper Mountain
    # Networks, Etoys, and VA Linux that they included." (lowered_name_word)
    assert not [t for t in every_text(parser, JEEVES) if t and "ask Jeeves" in t]
