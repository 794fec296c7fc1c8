"""Realizer regressions for direct quotations in MRPC sentences (issue 12): the quoted words
are the speaker's own and are said verbatim, the speaker's phrase keeps its apposition or
relative clause, and a focus inside either is refused.  Graphs as the built-in parser read
them (tests/builtin/mrpc_graphs_quotes.py); each test names the output it replaced.
"""

from __future__ import annotations

import pytest

from tests.builtin.mrpc_graphs import MRPC_LEEWAY, MRPC_PETERSON, MRPC_POWERS
from tests.builtin.mrpc_graphs_kept import MRPC_MARATHON
from tests.builtin.mrpc_graphs_quotes import (
    MRPC_BOOHER,
    MRPC_HERNANDEZ,
    MRPC_LOUISIANA,
    MRPC_LU,
    MRPC_POWERS_ACCORDING,
    MRPC_RIVERA,
    MRPC_ROHRBOUGH,
    MRPC_SCO,
    MRPC_SHUTTLE,
    MRPC_SHUTTLE_ADDED,
    MRPC_SPRAYREGEN,
    MRPC_TELEMARKETING,
    MRPC_WEATHERALL,
)
from tests.builtin.test_realizer import refocused

_AMAZING = "It's amazing to be part of an industry that rewards its young"
_HERNANDEZ = "Hernandez, who only graduated from Parsons School of Design last May,"


# ------------------------------------------------------------ the quoted words, verbatim
def test_the_speaker_focus_says_the_speaker_then_the_quotation() -> None:
    # Was 'Hernandez who only graduated from May Parsons School of Design said: "It is
    # amazing that it is part that includes an industry that rewards its young."'
    result = refocused(MRPC_HERNANDEZ, "p")
    assert result.text == f'{_HERNANDEZ} said: "{_AMAZING}."'
    assert result.construction == "declarative"


def test_the_quotation_focus_says_the_quotation_first() -> None:
    # Was "It is amazing that it was part that included an industry ..., Hernandez who only
    # graduated from May Parsons School of Design said."
    result = refocused(MRPC_HERNANDEZ, "a")
    assert result.text == f'"{_AMAZING}," {_HERNANDEZ} said.'
    assert result.construction == "quotation-first"


@pytest.mark.parametrize(("amr", "var", "expected"), [
    # Was 'He said: "It is not the easiest probably time that comes in, but I look to the
    # challenge then again forward."'
    (MRPC_SHUTTLE, "s", 'He said: "It is probably not the easiest time to come in and take over '
                        'the shuttle program, but then again, I look forward to the challenge."'),
    # Was "It remains to be seen the revenue recovery will be short-, James Sprayregen in
    # court said."
    (MRPC_SPRAYREGEN, "r", '"It remains to be seen whether the revenue recovery will be short- '
                           'or long-lived," James Sprayregen, UAL bankruptcy attorney, in court, '
                           'said.'),
    # Was 'It was Mr. Peterson who added: "I do not know anyone ... that is fighting ..."'
    # (the source's opening "But" kept: realize_opening_conjunctions)
    (MRPC_PETERSON, "k", 'But "I don\'t know anybody in the conference committee who\'s fighting to '
                         'keep it out completely," Mr. Peterson added.'),
])
def test_a_quotation_is_said_as_the_source_said_it(amr: str, var: str, expected: str) -> None:
    assert refocused(amr, var).text == expected


def test_a_quotation_keeps_its_contrastive_not() -> None:
    # Was refused ("a contrastive 'not' the parse cannot place"): said verbatim, the "not"
    # stays on "a sprint"; the apposition the parse left out is the speaker's.
    assert refocused(MRPC_MARATHON, "s").text == (
        'Jimmy D. Staton, a senior vice president with the utility, said: "This will be a '
        'marathon, not a sprint."')
    assert refocused(MRPC_MARATHON, "m").text == (
        '"This will be a marathon, not a sprint," Jimmy D. Staton, a senior vice president with '
        'the utility, said.')


def test_a_quotation_split_by_its_attribution_is_said_whole() -> None:
    # Was 'He added looking to the challenge forward: "It is not the easiest probably time
    # that takes over over the shuttle program."': the parse made the second half add-01's
    # ARG2; both halves are inside the quotation marks.
    assert refocused(MRPC_SHUTTLE_ADDED, "t").text == (
        '"It\'s probably not the easiest time to take over the shuttle program, but I look '
        'forward to the challenge," he added.')
    assert "inside a direct quotation" in (refocused(MRPC_SHUTTLE_ADDED, "l").refusal or "")


# ------------------------------------------------------------ tell-01: the hearer
@pytest.mark.parametrize(("amr", "var", "expected"), [
    # Was "She told we have sent a message that that this was new Louisiana to a victory
    # party in New Orleans."
    (MRPC_LOUISIANA, "t", 'She told a victory party in New Orleans: "We have sent a message to '
                          'the nation that this is a new Louisiana."'),
    # Was "It was delegation leader Bob Weatherall who told for the anguish to begin to end
    # and for healing to commence Reuters with telephone." (":manner" keeps the source's "by")
    (MRPC_WEATHERALL, "p", 'Delegation leader Bob Weatherall told Reuters by telephone: "The '
                           'anguish will begin to end and the healing will commence."'),
])
def test_a_quotation_before_tell_is_what_was_told(amr: str, var: str, expected: str) -> None:
    assert refocused(amr, var).text == expected


# ------------------------------------------------------------ refusals
@pytest.mark.parametrize(("amr", "var"), [
    (MRPC_HERNANDEZ, "p2"),  # "It was part that it is amazing, Hernandez ... said that ..."
    (MRPC_SHUTTLE, "l"),  # "I look to the challenge, but it is not the easiest probably ..."
    (MRPC_SPRAYREGEN, "s2"),  # "It was seen the revenue recovery will be short-, which ..."
])
def test_a_focus_inside_the_quotation_is_refused(amr: str, var: str) -> None:
    result = refocused(amr, var)
    assert result.text == "" and "inside a direct quotation" in (result.refusal or "")


@pytest.mark.parametrize("var", ["g", "o2"])
def test_a_focus_inside_the_speakers_phrase_is_refused(var: str) -> None:
    # Was "It was May Parsons School of Design that Hernandez who said: ... only graduated from."
    result = refocused(MRPC_HERNANDEZ, var)
    assert result.text == "" and "speaker's phrase" in (result.refusal or "")


# ------------------------------------------------------------ "according to"
_POWERS = "Tracey Powers of the National Interagency Fire Center in Boise"


@pytest.mark.parametrize(("var", "expected"), [
    # Was "19 firefighters ... had died this year before Sunday." (the attribution lost)
    ("s2", f"According to {_POWERS}, 19 firefighters assigned to wildfires had died before "
           "Sunday on duty this year."),
    ("t", "This year, 19 firefighters assigned to wildfires had died before Sunday on duty, "
          f"according to {_POWERS}."),
    # Was "It was Tracey Powers the National Interagency Fire Center in Boise that said ..."
    ("n", f"{_POWERS} said 19 firefighters assigned to wildfires had died before Sunday on "
          "duty this year."),
])
def test_an_according_to_attribution_is_kept(var: str, expected: str) -> None:
    assert refocused(MRPC_POWERS_ACCORDING, var).text == expected


# ------------------------------------------------------------ reported speech: the speaker
def test_the_speakers_apposition_is_kept_in_reported_speech() -> None:
    # Was "Portion of the DMCA gives too much leeway to copyright holders, Cindy Cohn said.":
    # the parse left the apposition out; the speaker is said as the source said them.
    assert refocused(MRPC_LEEWAY, "s").text == (
        "Cindy Cohn, legal director for the Electronic Frontier Foundation, said portion of the "
        "DMCA gives too much leeway to copyright holders.")


def test_a_focus_inside_a_speakers_relative_clause_is_refused() -> None:
    # Was "Daniel who Brian Rohrbough who said the tape raises to disturb issues killed at
    # Columbine was a son." (the parse read "whose son ... was killed" as Rohrbough killing)
    result = refocused(MRPC_ROHRBOUGH, "t")
    assert result.text == "" and "speaker's phrase" in (result.refusal or "")
    # (the reported clause itself is another class of issue 12)
    assert refocused(MRPC_ROHRBOUGH, "r").text.endswith(
        ", Brian Rohrbough, whose son, Daniel, was killed at Columbine, said.")


def test_the_root_says_an_apposed_speaker_whole() -> None:
    # Was "Before yesterday, 19 firefighters ... had died on duty this year, said Tracey
    # Powers." (read back from the source, which the parse had cut before the apposition)
    assert refocused(MRPC_POWERS, "s").text == (
        "Tracey Powers, spokeswoman for the National Interagency Fire Center in Boise, said 19 "
        "firefighters assigned to wildfires had died before yesterday on duty this year.")


# ------------------------------------------------------------ quotations out of place
def test_a_quoted_clause_the_parse_made_a_modifier_is_not_said_again() -> None:
    # Was 'Bush said it in prepared remarks: "While many good people work ..., the public
    # is ..."': the quoted "while" clause, a :time of say-01, came back as "it".
    assert refocused(MRPC_TELEMARKETING, "s").text == (
        'Bush said in prepared remarks: "While many good people work in the telemarketing '
        'industry, the public is understandably losing patience with these unwanted phone '
        'calls, unwanted intrusions."')


@pytest.mark.parametrize(("amr", "var", "reason"), [
    # 'Remarks that Bush said in it: "..." were prepared.'
    (MRPC_TELEMARKETING, "p3", "inside a relative clause"),
    # 'An answer that SCO Group said in: "..." was filed with filing an IBM court.'
    (MRPC_SCO, "f", "inside a relative clause"),
    # 'There was a reporter that Mr. Booher told: "..."'
    (MRPC_BOOHER, "p2", "existential"),
])
def test_a_quotation_that_cannot_close_its_sentence_is_refused(amr: str, var: str,
                                                                reason: str) -> None:
    result = refocused(amr, var)
    assert result.text == "" and reason in (result.refusal or "")


def test_the_quotation_first_sentence_ends_with_the_attributions_mark() -> None:
    # Was '"... would you please, please, please stop bothering me," Mr. Booher told a
    # reporter!' (the mark of the quoted request)
    assert refocused(MRPC_BOOHER, "s").text.endswith('," Mr. Booher told a reporter.')


def test_a_reentrant_word_of_the_quotation_does_not_read_the_source_back() -> None:
    # Was "It's great to be back home, said Lu, dressed in ..." for the focus "it" (said twice
    # in the graph): read back without its quotation marks.
    assert "inside a direct quotation" in (refocused(MRPC_LU, "i").refusal or "")
    assert refocused(MRPC_LU, "g").text == (
        '"It\'s great to be back home," Lu, dressed in a woolly coat near the blackened '
        'capsule, said.')


@pytest.mark.parametrize("var", ["s", "g", "k", "p"])
def test_a_quotation_without_a_speaker_is_refused(var: str) -> None:
    # Was '"This man gambled ...," said passenger Andres Rivera Jr. was killed.' (the parse
    # made the speaker the one killed and left say-01 without its ARG0)
    result = refocused(MRPC_RIVERA, var)
    assert result.text == "" and "speaker" in (result.refusal or "")
