"""Held-out MRPC sentences whose every focus a realizer guard for gerunds, participles or
subordinate clauses refused, so that no paraphrase but the source was left: each test names
the refusal (or the output) it replaced.  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

FOUND = "His sport utility vehicle was found June 25, abandoned without its license plates in Virginia Beach, Va."
TUCKED = ("The report was found Oct. 23, tucked inside an old three-ring binder not related to "
          "the investigation.")
SENTENCED = ("Sentenced to 20 years to life, she was granted parole last month despite the "
             "opposition of relatives, friends and colleagues of the slain men.")
LETTERS = ("Several Florida officials connected to the case have received threatening letters, "
           "accompanied by rifle bullets.")
COMMUTED = "After Mao's death in 1976, she was tried and sentenced to death, later commuted to life."
ASKED = ("Asked if the delegates could leave on Friday, police intelligence chief Surya Dharma "
         "told reporters: \"Of course they may not go.")


def test_a_bare_past_participle_after_a_comma_is_said_as_the_source_said_it(
        parser: BuiltinParser) -> None:
    # Was refused for every focus: "an event the source said as a past participle cannot be
    # said as 'by V-ing'" ("found by abandoning", "found by tucking").
    texts = every_text(parser, FOUND)
    assert "It was his sport utility vehicle that was found June 25, abandoned without its " \
        "license plates in Virginia Beach, Va." in texts, texts
    texts = every_text(parser, TUCKED)
    assert "On October 23, the report was found, tucked inside an old three-ring binder not " \
        "related to the investigation." in texts, texts
    assert not [t for t in texts if "by tucking" in t], texts


def test_a_fronted_bare_participle_says_what_was_done_to_the_subject(
        parser: BuiltinParser) -> None:
    # Was (sentence-01 :ARG0 she): the one sentenced read as the one who sentenced.
    assert ("sentence-01", ":ARG1", "she") in _edges(parser, SENTENCED)
    assert ("sentence-01", ":ARG0", "she") not in _edges(parser, SENTENCED)


def test_a_focus_inside_the_participle_cannot_swallow_the_old_root(parser: BuiltinParser) -> None:
    # Would be kept: "It was rifle bullets that accompanied Several Florida officials connected
    # to the case have received threatening letters."
    texts = every_text(parser, LETTERS)
    assert not [t for t in texts if "that accompanied" in t], texts
    # (the determiner loses the capital it had as the first word, prec19)
    assert "Threatening letters have been received by several Florida officials connected to " \
        "the case, accompanied by rifle bullets." in texts, texts


def test_a_participle_on_one_member_of_a_list_stays_refused(parser: BuiltinParser) -> None:
    # Would be kept: "She was tried after Mao's death in 1976, commuted to life later, and she
    # was sentenced to death." (what was commuted is the sentence, not the trial)
    texts = every_text(parser, COMMUTED)
    assert not [t for t in texts if "commuted to life later, and" in t], texts


def test_a_participle_with_a_clause_of_its_own_stays_refused(parser: BuiltinParser) -> None:
    # Would be kept: "Police intelligence chief Surya Dharma told reporters, asked to be able
    # for the delegates to leave on Friday: ..."
    texts = every_text(parser, ASKED)
    assert not [t for t in texts if "asked to be able" in t], texts


SCHEDULED = "Saul Dos Reis is scheduled to be sentenced in Danbury Superior Court for the death of Christina Long."
PREPARATIONS = ("Prosecutors say Mzoudi was involved in the preparations for the attack until the final "
                "moment and that he was aware of and supported the attackers' violent goals.")


def test_an_event_named_with_a_noun_keeps_its_noun_as_a_complement(parser: BuiltinParser) -> None:
    # Was refused for every participant: "a gerund would lose its subject" ("for dying",
    # whose subject Christina Long is said nowhere else).
    texts = every_text(parser, SCHEDULED)
    assert "It is Saul Dos Reis who is scheduled to be sentenced for the death of Christina " \
        "Long in Danbury Superior Court." in texts, texts
    # Was kept: "Mzoudi was involved in preparing for the attack until the final moment, ..."
    texts = every_text(parser, PREPARATIONS)
    assert not [t for t in texts if "preparing for" in t], texts
    assert "Prosecutors are the ones who say Mzoudi was involved in the preparations for the " \
        "attack until the final moment, he was aware, and he supported the attackers' violent " \
        "goals." in texts, texts


def test_a_noun_under_a_noun_said_as_a_gerund_is_not_reused(parser: BuiltinParser) -> None:
    # Would be kept: "By stand-alone applications or extending to EMC's ControlCenter
    # applications, SAN Architect and AutoAdvice can be used."
    texts = every_text(parser, "SAN Architect and AutoAdvice can be used as stand-alone "
                       "applications or as an extension to EMC's ControlCenter applications.")
    assert not [t for t in texts if "extending to" in t], texts
