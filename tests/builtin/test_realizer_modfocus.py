"""MRPC train sentences "X is/was Y" whose every focus was refused: refocused on the
subject's name the realizer reached the predicate noun only as a noun phrase ("Mr. Bergonzi
the finance chief from 1995 ...", refused as "the focus heads no sentence, only a noun
phrase").  The subject now leads a cleft built from the source's words
(realize_copular_cleft).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

BERGONZI = ("Mr. Bergonzi was the finance chief from 1995 until his departure in 1999, and was "
            "intimately involved in the alleged scheme to pump up Rite Aid's earnings.")
BUSTAMANTE = ("Democratic Lt. Gov. Cruz Bustamante was first choice of 25 percent, followed by "
              "state Sen. Tom McClintock with 18 percent.")
MEDICAID = "Medicaid is the federal and state government health insurance program for the poor."
PURCHASE = ("The purchase is the largest conservation transaction in Hawaii's history, the "
            "agencies said.")
PLANET = "The new found planet is the only one known to orbit such a double-star system."
NO_SHOWS = "The no-shows were Sens. John Kerry of Massachusetts and Bob Graham of Florida."
LEADING = ("Leading Democratic candidates are former state and national Democratic Chairman Joe "
           "Andrew and State Sen. Vi Simpson, Ellettsville.")
NO_ACTION = ("No legislative action is final without concurrence of the House, and few were "
             "predicting what fate the bill would meet there.")
RUDDER = ("Rudder was most recently senior vice president for the Developer & Platform "
          "Evangelism Business.")
THIS = "This was double the $818 million reported for the first three months of 2001."


def test_the_subject_of_a_copula_leads_a_cleft(parser: BuiltinParser) -> None:
    # Was refused: "the focus heads no sentence, only a noun phrase" ("Mr. Bergonzi the
    # finance chief from 1995 ...", "Democratic Lt. Gov. Cruz Bustamante first choice ...")
    texts = every_text(parser, BERGONZI)
    assert ("It was Mr. Bergonzi who was the finance chief from 1995 until his departure in "
            "1999, and was intimately involved in the alleged scheme to pump up Rite Aid's "
            "earnings.") in texts, texts
    texts = every_text(parser, BUSTAMANTE)
    assert ("It was Democratic Lt. Gov. Cruz Bustamante who was first choice of 25 percent, "
            "followed by state Sen. Tom McClintock with 18 percent.") in texts, texts
    assert not [t for t in texts if t and "Bustamante first choice" in t], texts
    texts = every_text(parser, MEDICAID)
    assert ("It is Medicaid that is the federal and state government health insurance program "
            "for the poor.") in texts, texts


def test_a_common_noun_subject_loses_its_capital_in_the_cleft(parser: BuiltinParser) -> None:
    texts = every_text(parser, PURCHASE)
    assert ("It is the purchase that is the largest conservation transaction in Hawaii's "
            "history, the agencies said.") in texts, texts
    assert not [t for t in texts if t and "It is The purchase" in t], texts


def test_the_subjects_own_participles_stay_in_the_cleft(parser: BuiltinParser) -> None:
    # "new" and "found" hang below "planet" by :ARG1-of, inverted edges of the subject's
    # own, not the way up to the predicate noun
    assert ("It is the new found planet that is the only one known to orbit such a "
            "double-star system.") in every_text(parser, PLANET)


def test_no_cleft_on_a_description_or_a_pronoun(parser: BuiltinParser) -> None:
    # "It was the no-shows that were Sens. John Kerry ...": the predicate names who fills
    # the description; "It was this that was double ...": a demonstrative points back.
    assert not [t for t in every_text(parser, NO_SHOWS) if t and t.startswith("It was")]
    assert not [t for t in every_text(parser, THIS) if t and t.startswith("It was this")]
    # "It is Leading Democratic candidates that are former ... Chairman Joe Andrew ...": a
    # common noun kept its capital as if a title, and the parse lost the list of names
    assert not [t for t in every_text(parser, LEADING) if t and t.startswith("It is")]
    # "It is no legislative action that is final ...": a negative quantifier names no one
    assert not [t for t in every_text(parser, NO_ACTION) if t and t.startswith("It is no")]
    # "It was rudder that was ...": a bare singular subject is a name read as a common word;
    # it keeps its capital now (parse_proper_openers: "It was Rudder that was most recently
    # senior vice president ...")
    assert not [t for t in every_text(parser, RUDDER) if t and "rudder" in t]
    # "Recently of most, Rudder is ...": realize_split_degrees
    assert not [t for t in every_text(parser, RUDDER) if t and "of most" in t]


def test_a_cleft_on_a_list_of_persons_says_who(parser: BuiltinParser) -> None:
    # Was "It was Chief Justice William Rehnquist and Justice Clarence Thomas that were ..."
    texts = every_text(parser, "Chief Justice William Rehnquist and Justice Clarence Thomas "
                               "were the two other dissenting judges.")
    assert ("It was Chief Justice William Rehnquist and Justice Clarence Thomas who were the "
            "two other dissenting judges.") in texts, texts
    assert not [t for t in texts if t and "Thomas that" in t], texts
