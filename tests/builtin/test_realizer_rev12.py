"""MRPC train sentences with a measure before "after" a clause, "missing" as a noun's
state, and a passive agent that would follow a subordinate clause.  They parse with the
real parser, so they move with it."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

MAILBLOCKS = "Mailblocks was founded five years after WebTV was acquired by Microsoft for " \
    "$425 million."
FESTIVAL = "The festival kicked off yesterday one day after the Competition Commission " \
    "delivered its final verdict to the Government on the proposed £4.1 billion merger."
DENNEHY = "Dennehy's family reported him missing June 19, seven days after he was last seen " \
    "on campus."
PICTURE = "The missing girl's picture was delivered to Cruz's house."
VERISIGN = "ICANN asked VeriSign to voluntarily suspend Site Finder while the Internet " \
    "community studied the issues."


def test_a_measure_before_after_a_clause_is_the_connectives(parser: BuiltinParser) -> None:
    # Was acquire-01 :time (temporal-quantity 5 year): "after Microsoft acquired WebTV for
    # $425 million five years"
    assert ("after", ":quant", "temporal-quantity") in edges(parser, MAILBLOCKS)
    texts = every_text(parser, MAILBLOCKS)
    assert "Five years after Microsoft acquired WebTV for $425 million, Mailblocks was " \
        "founded." in texts, texts
    assert not [t for t in texts if "million five years" in t], texts
    texts = every_text(parser, FESTIVAL)
    assert any(t.startswith("One day after the Competition Commission delivered") for t in texts)
    assert not [t for t in texts if "one day on" in t], texts


def test_missing_is_a_state_of_its_noun(parser: BuiltinParser) -> None:
    # Was miss-01 with "him" its agent: "He missed June 19 seven days after ..., Dennehy's
    # family reported him."; "the girl who missed's picture"
    concepts = {source for source, _, _ in edges(parser, DENNEHY)}
    assert "miss-01" not in concepts, concepts
    texts = every_text(parser, DENNEHY)
    assert not [t for t in texts if "missed" in t], texts
    assert "It was Dennehy's family that reported him missing June 19, seven days after he " \
        "was last seen on campus." in texts, texts
    assert not [t for t in every_text(parser, PICTURE) if "missed" in t]


def test_an_object_and_its_state_is_no_reported_clause(parser: BuiltinParser) -> None:
    # Not "The boy missing on Monday, police reported."
    graph = parsed(parser, "Police reported the boy missing on Monday.")
    result = realize(penman.decode(penman.encode(graph)), variant="verbatim-reporting")
    assert not result.text, result.text


def test_a_passive_agent_does_not_follow_a_clause_of_its_own(parser: BuiltinParser) -> None:
    # Not "He was reported missing June 19, seven days after he was last seen on campus by
    # Dennehy's family." (the family saw him), nor "... while the Internet community
    # studied the issues by ICANN."
    assert not [t for t in every_text(parser, DENNEHY) if "campus by" in t]
    assert not [t for t in every_text(parser, VERISIGN) if "issues by ICANN" in t]


def test_names_as_many_as_their_counted_noun_say_which_ones(parser: BuiltinParser) -> None:
    # Was one list of three members: "It is Duke, North Carolina, and two schools that ..."
    sentence = "Two schools, Duke and North Carolina, have steadfastly opposed expansion."
    texts = every_text(parser, sentence)
    assert "It is two schools, Duke and North Carolina, that have steadfastly opposed " \
        "expansion." in texts, texts
    assert not [t for t in texts if t and "Duke, North Carolina, and" in t], texts


def test_a_stranded_preposition_does_not_run_into_a_relative_clause(
        parser: BuiltinParser) -> None:
    # Not "It was evidence that Bloodsworth was ultimately cleared with that was gathered
    # from a semen stain on the victim's underwear."
    sentence = "Bloodsworth was ultimately cleared with evidence gathered from a semen stain " \
        "on the victim's underwear."
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and " with that was " in t], texts


def test_two_times_are_not_said_side_by_side(parser: BuiltinParser) -> None:
    # Not "... when they arrived off Melville Island last week yesterday."
    sentence = "Foreign Minister Alexander Downer yesterday claimed the group of 14 Kurds had " \
        "not asked to be considered as refugees when they arrived off Melville Island last week."
    texts = every_text(parser, sentence)
    assert not [t for t in texts if t and "last week yesterday" in t], texts


def test_a_person_named_by_a_common_noun_is_clefted_with_who(parser: BuiltinParser) -> None:
    # Was "It is the chief merchandising officer that decides ..."
    sentence = "The chief merchandising officer decides what the store is going to sell, " \
        "giving it a signature to attract shoppers and hopefully lure them back."
    graph = parsed(parser, sentence)
    result = realize(penman.decode(penman.encode(graph)), variant="verbatim-cleft")
    assert result.text.startswith("It is the chief merchandising officer who decides "), \
        result.text
    # a thing stays "that"
    graph = parsed(parser, "The settlement includes $4.1 million in attorneys' fees and expenses.")
    result = realize(penman.decode(penman.encode(graph)), variant="verbatim-cleft")
    assert result.text.startswith("It is the settlement that includes "), result.text
