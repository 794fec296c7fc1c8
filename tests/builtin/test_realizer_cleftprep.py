"""MRPC tuning sentences whose cleft or relative clause is built on a noun the source reached
through a preposition: the preposition goes before the focus ("It was at ... that") or the
relative pronoun ("in which") where stranding it would split its clause, keeps the source's
own word, and a remark on an event that no source preposition reached is refused (see
realize_pied_piping and VerbPrepositions.stranded_preposition). They parse with the real parser,
so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

ELPIDA = ("Earlier this year, Intel invested $123 million in Elpida Memory over two funding "
          "rounds, Mulloy said.")
RSNA = ("Both sets of findings were presented Monday at the annual meeting of the Radiological "
        "Society of North America in Chicago.")
COLORADO = ("The outbreak was particularly intense in Colorado, where more than 6,300 people "
            "have been infected and at least six have died in the past month.")
PARRADO = ("Parrado remained on a Coast Guard cutter Wednesday as officials determined his "
           "status and immediate future, the Coast Guard said.")
SPITZER = "All the fund companies have said they are cooperating with Spitzer's probe."
ARONOV = ("Medical investigators matched the body's teeth to Aronov's dental records this "
          "morning, medical examiner's spokeswoman Ellen Borakove said.")
IBM = ("The SEC specifically advised IBM that this is a fact-finding investigation and that it "
       "has not reached any conclusions related to this matter.")
STRAYHORN = "Strayhorn has brought in a constitutional scholar to advise her on the reallocation."
DEVORE = ("Two other bodies were recovered on Friday from a campground in nearby Devore, where a "
          "wall of mud destroyed 32 trailers.")


def test_a_cleft_takes_its_preposition_along_before_the_rest_of_its_clause(
        parser: BuiltinParser) -> None:
    # Was "It was Elpida Memory who Intel invested $123 million in over two funding rounds
    # earlier this year, Mulloy said.": "in" stranded before the clause's own adjuncts
    texts = every_text(parser, ELPIDA)
    # (round 32 says the verb's modifiers in the source's order: "earlier this year" first)
    assert "It was in Elpida Memory that Intel invested $123 million earlier this year over two " \
        "funding rounds, Mulloy said." in texts, texts
    assert not [t for t in texts if t and "$123 million in over" in t], texts


def test_a_place_adjunct_is_clefted_whole(parser: BuiltinParser) -> None:
    # Was "It was the annual meeting of ... in Chicago that both sets of findings were
    # presented at Monday."
    texts = every_text(parser, RSNA)
    assert "It was at the annual meeting of the Radiological Society of North America in " \
        "Chicago that both sets of findings were presented Monday." in texts, texts
    assert not [t for t in texts if t and t.startswith("It was the annual meeting")], texts


def test_a_relative_on_a_place_says_in_which(parser: BuiltinParser) -> None:
    # Was "In Colorado, which the outbreak was particularly intense in, more than 6,300 ..."
    texts = every_text(parser, COLORADO)
    assert "In Colorado, in which the outbreak was particularly intense, more than 6,300 people " \
        "have been infected, and at least six have died in the past month." in texts, texts
    assert not [t for t in texts if t and "intense in," in t], texts


def test_a_clefted_modifier_keeps_the_sources_preposition(parser: BuiltinParser) -> None:
    # Was "It was the Coast Guard cutter that Parrado remained under Wednesday ...": clefted at
    # "Coast Guard", the cutter's own "on" was not found and remain-01's frame gave "under"
    texts = every_text(parser, PARRADO)
    assert "It was on the Coast Guard cutter that Parrado remained Wednesday as officials " \
        "determined his status and immediate future, the Coast Guard said." in texts, texts
    assert not [t for t in texts if t and "under" in t], texts


def test_a_clefted_possessor_keeps_the_sources_preposition(parser: BuiltinParser) -> None:
    # Was "It was Aronov's dental records that medical investigators matched the body's teeth
    # with this morning, ..." (the frame's "with" for the source's "to")
    texts = every_text(parser, ARONOV)
    assert "It was to Aronov's dental records that medical investigators matched the body's " \
        "teeth this morning, medical examiner's spokeswoman Ellen Borakove said." in texts, texts
    assert not [t for t in texts if t and "teeth with" in t], texts


def test_a_clefted_possessor_keeps_the_verbs_own_preposition(parser: BuiltinParser) -> None:
    # Was "It is Spitzer's probe that all the fund companies are cooperating, they have said."
    texts = every_text(parser, SPITZER)
    assert "It is Spitzer's probe that all the fund companies are cooperating with, they have " \
        "said." in texts, texts
    assert not [t for t in texts if t and "cooperating, they" in t], texts


def test_a_particle_is_no_preposition_to_take_along(parser: BuiltinParser) -> None:
    # "brought in a constitutional scholar": PropBank gives bring-01's ARG1 no "in"; not
    # "There is a constitutional scholar in which Strayhorn has brought to advise her ..."
    texts = every_text(parser, STRAYHORN)
    assert not [t for t in texts if t and "in which" in t], texts


def test_a_that_clause_is_no_remark_with_the_frames_preposition(parser: BuiltinParser) -> None:
    # Was "It has not reached any conclusions related to this matter, and that this is a
    # fact-finding investigation, which the SEC specifically advised IBM on."
    texts = every_text(parser, IBM)
    assert not [t for t in texts if t and "advised IBM on" in t], texts


def test_a_focus_with_its_own_relative_takes_no_piped_one(parser: BuiltinParser) -> None:
    # Not "There was a campground in nearby Devore, where a wall of mud destroyed 32 trailers
    # from which two other bodies were recovered on Friday." (was refused, stays refused)
    texts = every_text(parser, DEVORE)
    assert not [t for t in texts if t and "trailers from which" in t], texts
