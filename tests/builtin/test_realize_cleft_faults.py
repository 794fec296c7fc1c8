"""Rebuilt texts, clefts mostly, that a blind read of kept tuning texts found broken (MRPC
train): an inverted "At X is Y" said without its preposition, a predicate adjective with its
complement said before a noun, a superlative said before its noun made a predicate, a
cleft's focus said without the source's article (realize_cleft_faults); a capitalized
title's contraction spelled out (realize_title_contractions); "only if" parted
(realize_only_conditions); a range's two months said side by side (realize_stacked_times); "try and get" said "try and
to get" (realize_try_and)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_cleft_faults import (
    cleft_without_article,
    doubled_cleft_preposition,
    inverted_location_subject,
    predicate_before_noun,
    superlative_made_predicate,
)
from pipeline.backends.builtin.realize_only_conditions import parted_only
from pipeline.backends.builtin.realize_title_contractions import expanded_title_contraction
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

PETITION = "At the center of the petition is a 6000 series aluminum alloy rolled plate that is " \
           "used for general-purpose engineering, tooling and die applications."
PROGRAM = "The program, which only briefly downloads the pornographic material to the usurped " \
          "computer, is invisible to the computer's owner."
OPENING = "The previous biggest R rated opening was \"Hannibal's\" $58 million."
CRASH = "A senior air force official and a member of Parliament also died in the crash, it said."
BERLIN = "German Chancellor Gerhard Schroeder said last week that Berlin will consider sending " \
         "peacekeepers only if requested by an interim Iraqi government or the United Nations."
BAROMETER = "The Institute's national manufacturing barometer slipped to 53.7 in September " \
            "from 54.7 in August."
ANSWERS = "Companies are working with the FDA and academics \"to try and get some firm answers " \
          "and not just speculation,\" Jarman said."
WARRANT = "An international warrant for his arrest was issued both to the Ghanaian authorities " \
          "and to Interpol."
SPREADS = "Unilever Bestfoods said Wednesday it would strip trans fats from its I Can't Believe " \
          "It's Not Butter spreads by the middle of next year."


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def test_an_inverted_location_keeps_its_preposition(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 3358): "It is the center of the petition is a 6000 series ...
    # plate that is used for ...", "It is general-purpose engineering, ... that the center of
    # the petition is a ... plate is used for."
    texts = [t for t in every_text(parser, PETITION) if t]
    assert [t for t in texts if "the center of the petition is" in t
            and not t.startswith("At ")] == []
    assert any(t.endswith("is at the center of the petition.") for t in texts)
    tokens = _tokens("In the end , the plan is a failure .")
    assert inverted_location_subject("It is the plan that is a failure in the end.",
                                     tokens) is None


def test_a_predicate_adjective_is_not_said_before_a_noun(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 2858, 2859): "It is the invisible to the computer's owner program
    # that downloads the pornographic material ..."
    assert [t for t in every_text(parser, PROGRAM) if t and "the invisible" in t] == []
    tokens = _tokens("The town is close to the border , officials said .")
    assert predicate_before_noun("It is the town that is close to the border, officials "
                                 "said.", tokens) is None


def test_a_superlative_before_its_noun_is_no_predicate(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 3809): "It was the previous R rated opening of $58 million of
    # Hannibal that was the biggest."
    assert [t for t in every_text(parser, OPENING) if t and t.endswith("the biggest.")] == []
    tokens = _tokens("The leader of the country 's biggest rail union threatened action .")
    assert superlative_made_predicate("It is the rail union the leader who threatened action "
                                      "of the country that is the biggest.", tokens) == "biggest"


def test_a_titles_contraction_is_said_as_written(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 3261): "It was Unilever Bestfoods that said Wednesday it would
    # strip trans fats from it I can not believe it is not Butter spreads ..."
    assert [t for t in every_text(parser, SPREADS) if t and "can not believe" in t] == []
    # "I" is capitalized everywhere: a speaker's "I'm" may be spelled out
    tokens = '" Our policies are well-known , and I \'m not aware of any changes , " Powell said .'
    assert expanded_title_contraction("Our policies are well-known, and I am not aware of any "
                                      "changes, Powell said.", _tokens(tokens)) is None


def test_a_clefts_focus_keeps_its_article(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 6842): "It was senior air force official and a member of
    # Parliament who also died in the crash, it said."
    assert [t for t in every_text(parser, CRASH) if t and "was senior" in t] == []
    assert cleft_without_article("It was shares of Oracle that rose.",
                                 _tokens("Shares of Oracle rose .")) is None


def test_only_stays_with_its_condition(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 6932): "... Berlin will consider sending peacekeepers if an
    # interim Iraqi government or the United Nations only requested it."
    assert [t for t in every_text(parser, BERLIN) if t and "only requested" in t] == []
    assert parted_only("It was only after the vote that he spoke.",
                       _tokens("He spoke only after the vote .")) is None


def test_a_ranges_months_are_not_stacked(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 975): "It was the Institute's national manufacturing barometer
    # that slipped to 53.7 from 54.7 in August in September."
    assert [t for t in every_text(parser, BAROMETER) if t and "August in September" in t] == []


def test_try_and_stays_one_phrase(parser: BuiltinParser) -> None:
    # Were kept (MRPC train 2824): "It was Jarman who said companies are working with the FDA
    # and academics to try and to get some firm answers and not just speculation."
    texts = [t for t in every_text(parser, ANSWERS) if t]
    assert [t for t in texts if "try and to" in t] == []
    assert any("to try and get" in t for t in texts)


def test_a_clefts_preposition_is_said_once(parser: BuiltinParser) -> None:
    # Was kept (MRPC train 3346): "It was the Ghanaian authorities and to Interpol that an
    # international warrant for his arrest was issued to."
    assert [t for t in every_text(parser, WARRANT) if t and "and to Interpol that" in t] == []
    assert doubled_cleft_preposition("It was to the authorities and to Interpol that a warrant"
                                     " was issued.", []) is None
