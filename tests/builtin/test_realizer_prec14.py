"""Tuning MRPC sentences whose kept clefts read wrongly: a pronoun picked out as "the one"
before the speaker it stands for, a clefted place that leaves its copula bare before an
adverb, the demonstrative "that" right after the cleft's own "that".  Each test asserts the
broken text gone and a good text of the same sentence kept.  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_cleft_clauses import copula_then_adverbs
from pipeline.backends.builtin.realize_cleft_pronouns import pronoun_before_speaker
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PETERSON = ("Peterson told police he fished alone in San Francisco Bay on Christmas Eve, "
            "returning to an empty house.")
GRASSLEY = "Grassley and Baucus said they had rejected that approach in their plan."
PROSECUTOR = ("A prosecutor said investigators were searching his home in Muenster in the "
              "presence of his wife when news of his death arrived.")
HAQUE = ("Ms. Haque, meanwhile, was on her turquoise cellphone with the smiley faces "
         "organizing the prom.")
SENATE = "That would clear the way for debate in the full Senate beginning on Monday."
PACKAGE = "That package included increases to both the city's sales and income taxes."


def test_a_pronoun_is_not_the_one_before_its_named_speaker(parser: BuiltinParser) -> None:
    texts = every_text(parser, PETERSON)
    assert "He was the one who fished alone in San Francisco Bay on Christmas Eve, returning " \
        "to an empty house, Peterson told police." not in texts, texts
    # (the name said first, the pronoun in the report: realize_speaker_first)
    assert "Peterson fished alone in San Francisco Bay on Christmas Eve, returning to an " \
        "empty house, he told police." in texts, texts
    assert "It was Peterson who told police he fished alone in San Francisco Bay on " \
        "Christmas Eve, returning to an empty house." in texts, texts


def test_plural_pronoun_before_named_speakers(parser: BuiltinParser) -> None:
    texts = every_text(parser, GRASSLEY)
    assert "They were the ones who had rejected that approach in their plan, Grassley and " \
        "Baucus said." not in texts, texts
    assert "They had rejected that approach in their plan, Grassley and Baucus said." in texts


def test_a_common_noun_speaker_leaves_the_pronoun_its_own(parser: BuiltinParser) -> None:
    # "his" is someone of an earlier sentence: the prosecutor is not said to be him
    texts = every_text(parser, PROSECUTOR)
    assert "It was his home in Muenster that investigators were searching in the presence " \
        "of his wife when news of his death arrived, a prosecutor said." in texts, texts


def _tokens(sentence: str) -> list[str]:
    return sentence.split(" ")


def test_pronoun_before_speaker_cases() -> None:
    tokens = _tokens("Bush said he ordered the Treasury to act .")
    assert pronoun_before_speaker("He was the one who ordered the Treasury to act, Bush said.",
                                  "cleft", tokens)
    assert pronoun_before_speaker("He ordered the Treasury to act, Bush said.",
                                  "parenthetical-root", tokens) is None
    # the source opened with the pronoun; the speaker a pronoun
    assert pronoun_before_speaker("He was the one who said X.", "cleft",
                                  _tokens("He said X .")) is None
    assert pronoun_before_speaker("He was the one that would be open to it, they said.",
                                  "cleft", _tokens("They said he would be open to it .")) is None


def test_a_clefted_place_does_not_leave_its_copula_before_an_adverb(
        parser: BuiltinParser) -> None:
    texts = every_text(parser, HAQUE)
    assert not [t for t in texts if t and t.endswith("Ms. Haque was meanwhile.")], texts
    assert "It was Ms. Haque who was on her turquoise cellphone with the smiley faces " \
        "organizing the prom meanwhile." in texts, texts


def test_copula_then_adverbs() -> None:
    assert copula_then_adverbs("that investigations by the Air Force are also")
    assert copula_then_adverbs("that the government elements are still.")
    assert not copula_then_adverbs("that Heaton was held there")
    assert not copula_then_adverbs("that Heaton was")  # (the bare copula is refused elsewhere)


def test_the_pronoun_that_does_not_follow_the_clefts_that(parser: BuiltinParser) -> None:
    texts = every_text(parser, SENATE)
    assert "It was the way for debate in the full Senate that that would clear beginning " \
        "Monday." not in texts, texts
    assert "Beginning Monday, that would clear the way for debate in the full Senate." in texts


def test_a_determiner_that_follows_the_clefts_that(parser: BuiltinParser) -> None:
    texts = every_text(parser, PACKAGE)
    assert "It was increases to both the city's sales and income taxes that that package " \
        "included." in texts, texts


CONGRATULATE = ("I would like to congratulate Russia on the successful World Climate Change "
                "Conference last week.")
SOLDIERS = "We're losing one or two American soldiers every day."


def test_a_speaker_is_not_picked_out_as_the_one(parser: BuiltinParser) -> None:
    # "I was the one who would like to ...": a contrast the speaker never made, in the past
    texts = every_text(parser, CONGRATULATE)
    assert not [t for t in texts if t and t.startswith("I was the one")], texts
    assert "What I would like to do is congratulate Russia on the successful World Climate " \
        "Change Conference last week." in texts, texts
    texts = every_text(parser, SOLDIERS)
    assert "We are the ones that are losing one or two American soldiers every day." \
        not in texts, texts
    assert "Every day, we are losing one or two American soldiers." in texts, texts


CUBANS = ("The Cubans were spotted by a Coast Guard jet around 2 p.m. Tuesday and two vessels "
          "were sent out to the area, Petty Officer Ryan Doss said.")


def test_a_cleft_keeps_the_sources_indefinite_article(parser: BuiltinParser) -> None:
    texts = every_text(parser, CUBANS)
    assert not [t for t in texts if t and t.startswith("It was Coast Guard jet")], texts
    assert "It was a Coast Guard jet that spotted the Cubans around 2 p.m. Tuesday, and two " \
        "vessels were sent out to the area, Petty Officer Ryan Doss said." in texts, texts


QUARANTINE = "Almost 250 health-care workers were in quarantine as of Tuesday."
SPRINGDALE = "Another was in serious condition at Northwest Medical Center in Springdale."


def test_a_copulas_prepositional_predicate_is_not_clefted(parser: BuiltinParser) -> None:
    # "It was in quarantine that almost 250 health-care workers were as of Tuesday": a state,
    # no place, and a clause with nothing but its copula
    texts = every_text(parser, QUARANTINE)
    assert not [t for t in texts if t and t.startswith("It was in quarantine")], texts
    assert "As of Tuesday, almost 250 health-care workers were in quarantine." in texts, texts
    texts = every_text(parser, SPRINGDALE)
    assert "It was in serious condition that another was at Northwest Medical Center in " \
        "Springdale." not in texts, texts
    assert "At Northwest Medical Center in Springdale, another was in serious condition." \
        in texts, texts


TORCH = ("Officials with Torch and JetBlue did not respond to repeated phone calls from the "
         "Mercury News seeking comment.")


def test_no_text_ends_on_an_it_the_source_did_not_say(parser: BuiltinParser) -> None:
    # "It was officials with Torch and JetBlue seeking comment that did not respond to
    # repeated phone calls from the Mercury News it."
    texts = every_text(parser, TORCH)
    assert not [t for t in texts if t and t.endswith(" it.")], texts
