"""MRPC train sentences (4000-5000) whose kept paraphrases were broken; each test names the
text it replaced.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

STAND = ("On the stand Wednesday, she testified that she was referring to the kissing before "
         "the alleged rape.")


def test_a_progressive_complement_stays_finite(parser: BuiltinParser) -> None:
    # Was "On Wednesday, she testified on the stand referring to the kissing before the
    # alleged rape": "was referring" read as a gerund object, its subject and tense lost
    texts = [t for t in every_text(parser, STAND) if t]
    assert "On Wednesday, she testified on the stand that she was referring to the kissing " \
        "before the alleged rape." in texts, texts
    assert not [t for t in texts if "testified on the stand referring" in t], texts
    assert not [t for t in texts if "to refer to the kissing" in t], texts


VEGETATIVE = "Many doctors say she is in a persistent vegetative state and cannot recover."


def test_a_place_cleft_leaves_no_bare_copula_before_a_comma(parser: BuiltinParser) -> None:
    # Was "It is in a persistent vegetative state that she is, and she can not recover, many
    # doctors say": the copula bare before the next conjunct
    texts = [t for t in every_text(parser, VEGETATIVE) if t]
    assert "She is in a persistent vegetative state, and she can not recover, many doctors " \
        "say." in texts, texts
    assert not [t for t in texts if "that she is," in t], texts


AL_AMOUDI = ("Mason said al-Amoudi was arrested at Dulles International Airport on Sunday as he "
             "came into the country.")
WHALES = ("On Sunday, the experts will perform the first simultaneous release of five whales from "
          "a single stranding incident in the United States.")


def test_a_day_after_on_is_the_time_not_an_argument(parser: BuiltinParser) -> None:
    # Was arrest-01 :ARG2 (date-entity), said "It was Sunday that al-Amoudi was arrested on as
    # he came into the country ..."
    edges = _edges(parser, AL_AMOUDI)
    assert ("arrest-01", ":time", "date-entity") in edges, edges
    texts = [t for t in every_text(parser, AL_AMOUDI) if t]
    # (round 32: the other modifiers in the source's order, the airport first)
    assert "It was on Sunday that al-Amoudi was arrested at Dulles International Airport as he " \
        "came into the country, Mason said." in texts, texts
    assert not [t for t in texts if t.startswith("It was Sunday that")], texts


def test_a_fronted_day_is_not_clefted_bare(parser: BuiltinParser) -> None:
    # Was "It is Sunday that the experts will perform the first simultaneous release of five
    # whales on from a single stranding incident in the United States."
    texts = [t for t in every_text(parser, WHALES) if t]
    assert "It is on Sunday that the experts will perform the first simultaneous release of " \
        "five whales from a single stranding incident in the United States." in texts, texts
    assert not [t for t in texts if t.startswith("It is Sunday that")], texts


CEASEFIRE = "The group's leadership in Gaza insisted on Tuesday that it was still committed to " \
    "the ceasefire."
MICHEL = ("Michel, who has stayed in the new government, denied that it was U.S. pressure which "
          "had provoked the government's move.")


def test_a_copular_focus_does_not_take_its_reporter_as_a_relative(parser: BuiltinParser) -> None:
    # Was "It was still committed to the ceasefire that the group's leadership in Gaza
    # insisted on Tuesday", "It was U.S. pressure that Michel, ..., denied that had provoked
    # the government's move"
    texts = [t for t in every_text(parser, CEASEFIRE) if t]
    assert "On Tuesday, the group's leadership in Gaza insisted that it was still committed to " \
        "the ceasefire." in texts, texts
    assert not [t for t in texts if t.startswith("It was still committed to the ceasefire that")], \
        texts
    texts = [t for t in every_text(parser, MICHEL) if t]
    assert not [t for t in texts if "denied that had provoked" in t], texts
