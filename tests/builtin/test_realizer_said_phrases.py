"""MRPC sentences (train 3000..3400) with the real parser whose rebuilt outputs said a phrase
wrongly: a particle before a pronoun object, an existential in the wrong tense, a possessive
said as "of him", a bare "in morning", a result infinitive fronted as a purpose, a stranded
preposition moved away from its verb.  Each test names the kept output it replaced."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BOMBER = ("On Monday, a suicide bomber blew himself up near the United Nations compound here, "
          "killing a security guard as well as himself.")


def test_a_pronoun_object_goes_before_the_particle(parser: BuiltinParser) -> None:
    # Was kept: "It was on Monday that a suicide bomber blew up himself near the United
    # Nations compound here, killing a security guard." (and five more "blew up himself")
    texts = every_text(parser, BOMBER)
    assert "It was on Monday that a suicide bomber blew himself up near the United Nations " \
        "compound here, killing a security guard." in texts, texts
    assert not [t for t in texts if "up himself" in t], texts


WOODLEY = "Woodley, who underwent a liver transplant in 1992, died of liver and kidney failure."


def test_a_modifier_focus_existential_takes_its_clause_tense(parser: BuiltinParser) -> None:
    # Was kept: "There is a liver transplant that Woodley, who died of liver and kidney
    # failure, underwent in 1992." beside the same text with "There was"
    texts = every_text(parser, WOODLEY)
    # (its "There was ..." is refused too since exist3: an existential on the object of the
    # support verb "underwent", realize_existential_support_objects)
    assert not [t for t in texts if t.startswith("There is")], texts


SPOKESMAN = "His spokesman, Tom Parker, said Moore's attorneys would respond to the complaint Monday."
ABSENCE = "He was convicted in his absence in January and sentenced to 124 years."


def test_a_possessive_pronoun_is_not_said_as_of_him(parser: BuiltinParser) -> None:
    # Was kept: "It was spokesman Tom Parker of him who said Moore's attorneys would respond
    # to the complaint Monday." and "He was convicted in his absence of him in January, and
    # he was sentenced to 124 years."
    for sentence in (SPOKESMAN, ABSENCE):
        texts = every_text(parser, sentence)
        assert not [t for t in texts if "of him" in t], texts
    assert "It was his spokesman, Tom Parker, who said Moore's attorneys would respond to " \
        "the complaint Monday." in every_text(parser, SPOKESMAN)


COMCAST = ("Comcast Class A shares were up 8 cents at $30.50 in morning trading on the Nasdaq "
           "Stock Market.")


def test_a_part_of_the_day_is_not_said_bare(parser: BuiltinParser) -> None:
    # Was kept: "Comcast Class A shares were up 8 cents at $30.50 trading in morning on the
    # Nasdaq Stock Market."
    texts = every_text(parser, COMCAST)
    assert not [t for t in texts if "in morning on" in t], texts


WAL_MART = "Wal-Mart shares rose 16 cents to close at $58.28 on the New York Stock Exchange."


def test_a_result_infinitive_is_not_fronted_as_a_purpose(parser: BuiltinParser) -> None:
    # Was kept: "To close at $58.28 on the New York Stock Exchange, Wal-Mart shares rose 16
    # cents."
    texts = every_text(parser, WAL_MART)
    assert "It was Wal-Mart shares that rose 16 cents to close at $58.28 on the New York " \
        "Stock Exchange." in texts, texts
    assert not [t for t in texts if t.startswith("To close")], texts


PENN = "Penn Traffic filed for Chapter 11 reorganization at the end of May."


def test_a_stranded_preposition_stays_by_its_verb(parser: BuiltinParser) -> None:
    # Was kept: "It was Chapter 11 reorganization that Penn Traffic filed at the end of May
    # for."
    texts = every_text(parser, PENN)
    assert "It was Penn Traffic that filed for Chapter 11 reorganization at the end of May." \
        in texts, texts
    assert not [t for t in texts if t.endswith(" May for.")], texts


REDUCTIONS = ("\"If these loss reductions continue as expected, further rate reductions should be "
              "ordered.\"")


def test_a_modal_clause_is_clefted_in_the_present(parser: BuiltinParser) -> None:
    # Was kept: "It was further rate reductions that should be ordered if ..."; with the
    # existential's tense fix it would have said "There were further rate reductions that
    # should be ordered": a modal's possibility holds now.  Nor "There are further rate
    # reductions that should be ordered": reductions only recommended do not exist yet
    # (realize_existentials)
    texts = every_text(parser, REDUCTIONS)
    assert not [t for t in texts if t.startswith("There are further rate reductions")], texts
    assert not [t for t in texts if t.startswith(("There were", "It was"))], texts


GEPHARDT = "\"We're still confident that Gephardt will get the lion's share of union support.\""


def test_a_stranded_preposition_of_another_word_is_kept(parser: BuiltinParser) -> None:
    # "confident of" strands an "of" the source never said after it ("We're still confident
    # that ..."), and says the quote's "we" as the reporter's: refused since
    # realize_stranded_prepositions; the source's "share of" is said wherever a text is kept
    texts = [t for t in every_text(parser, GEPHARDT) if t]
    assert not [t for t in texts if "confident of" in t], texts
    assert all("share of union support" in t for t in texts), texts


def test_an_adjunct_is_not_clefted_without_its_preposition(parser: BuiltinParser) -> None:
    # Was kept: "It was the end of May that Penn Traffic filed for Chapter 11 reorganization
    # at." and "It was morning trading on the Nasdaq Stock Market that Comcast Class A shares
    # were up 8 cents at $30.50 in."
    assert not [t for t in every_text(parser, PENN) if t.endswith(" at.")]
    assert not [t for t in every_text(parser, COMCAST) if t.endswith(" in.")]


PEPSI = "Results from No. 2 U.S. soft drink maker PepsiCo Inc. PEP.N were likely to be in the spotlight."


def test_a_modal_frame_does_not_follow_its_event_as_a_remark(parser: BuiltinParser) -> None:
    # Was kept: "Results from No. 2 U.S. soft drink maker PepsiCo Inc. were in the spotlight,
    # which they were likely to." (what was only likely, said as done)
    assert not [t for t in every_text(parser, PEPSI) if "which they were likely to" in t]
