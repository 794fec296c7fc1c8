"""MRPC train sentences whose every focus was refused "no subject for 'X'" where X is a
participle or adjective after a linking verb ("feeling tired", "felt threatened", "remained
hospitalized"): its subject is the linking verb's own, rightly left unsaid.  They parse with
the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges as _edges
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SPECIALIST = "She first went to a specialist for initial tests last Monday, feeling tired and unwell."
LOGIE = ("The winner of this year's Most Popular New Talent Logie, Goodrem first went to a "
         "specialist on Monday feeling tired and unwell.")
WARRANT = ("The woman reported that she felt threatened and obtained a warrant for Stackhouse's "
           "arrest from the local magistrate's office.")
SISTER = ("Her 20-year-old sister, Allyson, was severely burned and remained hospitalized in "
          "critical condition.")
HENRI = ("At 8 p.m. Friday, Henri was becoming disorganized, but still had maximum sustained "
         "winds near 50 mph, with stronger gusts.")


def test_a_participle_after_feel_is_said_as_the_source_said_it(parser: BuiltinParser) -> None:
    # Was refused for every focus: "no subject for 'tire'" (feel-01 :ARG2 (and :op1 tire-01
    # :op2 unwell), tire-01 with no subject of its own)
    texts = every_text(parser, SPECIALIST)
    # (where "first" goes is another rule's: only the fronted participle is asserted here)
    assert [t for t in texts if t and t.startswith(
        "Feeling tired and unwell, she went to a specialist for initial tests")], texts
    assert not [t for t in texts if t and "feeling she was" in t], texts


def test_two_subjects_of_one_verb_stay_refused(parser: BuiltinParser) -> None:
    # The parse gave go-02 two :ARG0s (the winner, Goodrem); once "feeling tired" could be
    # said, "... went to a specialist on Monday Goodrem first" would have been kept
    texts = every_text(parser, LOGIE)
    assert not [t for t in texts if t and "Monday Goodrem" in t], texts
    assert not [t for t in texts if t and "went to Goodrem" in t], texts


def test_a_linking_verb_read_as_an_auxiliary_heads_its_clause(parser: BuiltinParser) -> None:
    # "felt" was tagged an auxiliary of "threatened" (and "she" hung on it): both dropped,
    # every focus refused "no subject for 'threaten'"
    assert ("feel-01", ":ARG2", "threaten") in _edges(parser, WARRANT)
    texts = every_text(parser, WARRANT)
    assert "The woman felt threatened, and she obtained a warrant for Stackhouse's arrest " \
        "from the local magistrate's office, she reported." in texts, texts
    # (the report's clause said without its subject)
    assert not [t for t in texts if t and "reported felt" in t], texts


def test_remained_read_as_a_passive_auxiliary(parser: BuiltinParser) -> None:
    # Was refused: "the parse dropped 'remained'"; and "was severely burned" lost its
    # passive over the adverb ("Allyson ... severely burned")
    assert ("remain-01", ":ARG2", "hospitalize") in _edges(parser, SISTER)
    texts = every_text(parser, SISTER)
    assert "20-year-old Allyson, who is her sister, was severely burned, and she remained " \
        "hospitalized in critical condition." in texts, texts
    assert not [t for t in texts if t and "she severely burned" in t], texts
    assert not [t for t in texts if t and "Allyson, who is her sister, severely" in t], texts


def test_becoming_read_as_a_passive_auxiliary(parser: BuiltinParser) -> None:
    assert ("become-01", ":ARG2", "disorganize") in _edges(parser, HENRI)
    texts = every_text(parser, HENRI)
    # (was asserted in: the "but" turned around, realize_shared_subjects refuses it)
    assert "Henri still had maximum sustained winds near 50 mph with stronger gusts, but it " \
        "was becoming disorganized at 8 p.m. Friday." not in texts, texts
    assert "At 8 p.m. Friday, Henri was becoming disorganized, but still had maximum sustained " \
        "winds near 50 mph, with stronger gusts." in texts, texts


LEVI = "Levi became known for ethical business practices."


def test_a_participle_after_become_is_not_clefted(parser: BuiltinParser) -> None:
    # "became" read as an auxiliary of "known"; once repaired, the focus on "known" was
    # said "It was known for ethical business practices that Levi became."
    texts = every_text(parser, LEVI)
    assert "It was Levi who became known for ethical business practices." in texts, texts
    assert not [t for t in texts if t and t.startswith("It was known")], texts


def test_a_bare_adjective_after_a_linking_verb_keeps_its_own_checks(parser: BuiltinParser) -> None:
    # Only a participle is said from the source's words: an adjective taken the same way
    # let through "It was Bush who shot that you are looking pretty young these days back."
    # and "Businesses did not feel confident enough ..." (for "are not yet feeling")
    texts = every_text(parser, "Bush shot back: \"You're looking pretty young these days.\"")
    assert not [t for t in texts if t and "shot that" in t], texts
    texts = every_text(parser, "Gartner analysts said that businesses are not yet feeling "
                               "confident enough to upgrade corporate PCs.")
    assert not [t for t in texts if t and "did not feel" in t], texts
