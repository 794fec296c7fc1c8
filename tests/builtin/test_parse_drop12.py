"""MRPC train sentences whose every focus was refused because the parse dropped a word of
the source ("the parse dropped 'senator' of the source"), and the faults of their rebuilt
texts that the drop had hidden; each test names the cause and asserts the word is back in
the graph and a good rebuilt text is said (the bad one absent).  They parse with the real
parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

LOGSDON = ('In fact, said John Logsdon, a board member and George Washington University '
           'expert on space policy, "human spaceflight had become a place where dissent was '
           'not welcome."')
MARKAKIS = ("Next, Baltimore took Nick Markakis, a left-handed pitcher and outfielder from "
            "Young Harris Junior College in Georgia.")
KING = ("Stephen King, master of the horror story and e-book pioneer, is receiving this "
        "year's medal for Distinguished Contributions to American Letters from the National "
        "Book Foundation.")
CLINTON = ("Hillary Clinton, the New York senator and former first lady, has a book out "
           "Monday titled Living History.")


def test_two_descriptions_of_one_person_are_one_role(parser: BuiltinParser) -> None:
    # "member"/appos with "expert"/conj: not two posts of ROLE_NOUNS, read as a list and
    # the whole apposition dropped
    assert ("and", ":op2", "expert") in edges(parser, LOGSDON)
    assert "In fact, it was John Logsdon, a board member and George Washington University " \
        "expert on space policy, who said: \"Human spaceflight had become a place where " \
        "dissent was not welcome.\"" in every_text(parser, LOGSDON)
    assert ("and", ":op2", "outfielder") in edges(parser, MARKAKIS)
    assert "Next, Nick Markakis, a left-handed pitcher and outfielder from Young Harris " \
        "Junior College in Georgia, was taken by Baltimore." in every_text(parser, MARKAKIS)


def test_a_noun_said_without_its_owner_is_refused(parser: BuiltinParser) -> None:
    # "master"/appos with "pioneer"/conj, as above; the foci inside the medal's phrase
    # said it without "this year's"
    assert ("and", ":op2", "pioneer") in edges(parser, KING)
    texts = every_text(parser, KING)
    assert "It is this year's medal for Distinguished Contributions to American Letters " \
        "from the National Book Foundation that Stephen King, master of the horror story " \
        "and e-book pioneer, is receiving." in texts, texts
    assert not [t for t in texts if t and t.startswith("It is medal")], texts


def test_a_naming_participle_is_not_said_as_a_passive(parser: BuiltinParser) -> None:
    # "senator"/appos with "lady"/conj, as above; the participle "titled" (title-01, a
    # :mod of "book") came back "a book that Living History was titled"
    assert ("and", ":op2", "lady") in edges(parser, CLINTON)
    texts = every_text(parser, CLINTON)
    assert not [t for t in texts if t and "was titled" in t], texts
    sweep = ("Since Dec. 2 the U.S. military has been engaged in a large-scale sweep, dubbed "
             "Operation Avalanche, targeting the south and east of the country.")
    assert not [t for t in every_text(parser, sweep) if t and "was dubbed" in t]



LUCENT = ("Lucent's stock was up a penny at $2.22 in heavy trading on the New York Stock "
          "Exchange on Friday afternoon.")


def test_up_an_amount_under_its_article_is_the_change(parser: BuiltinParser) -> None:
    # "up"/prep of "was" with "penny"/npadvmod: was be-located-at-91 "at $2.22", the penny
    # dropped
    assert ("up-02", ":ARG2", "penny") in edges(parser, LUCENT)
    texts = every_text(parser, LUCENT)
    assert "It was Lucent's stock that was up a penny at $2.22 in heavy trading on the New " \
        "York Stock Exchange on Friday afternoon." in texts, texts
    # the amount is no thing that exists
    assert not [t for t in texts if t and t.startswith("There was a penny")], texts


SARS = ("The woman was exposed to the SARS virus while in the hospital but was not a "
        "health-care worker, said Dr Colin D'Cunha, Ontario's commissioner of public health.")


def test_a_verbless_while_clause_of_place_is_the_verbs_place(parser: BuiltinParser) -> None:
    # "in"/advcl of "exposed" with "while"/mark: was (i / in) as the :time, the hospital
    # dropped
    assert ("expose-01", ":location", "hospital") in edges(parser, SARS)
    assert "In the hospital, the woman was exposed to the SARS virus, but she was not a " \
        "health-care worker, Dr Colin D'Cunha, Ontario's commissioner of public health, " \
        "said." in every_text(parser, SARS)


def test_a_with_absolute_keeps_its_own_subject(parser: BuiltinParser) -> None:
    # "ready"/pcomp of "with" with "investors"/nsubj: the investors were dropped, and
    # "their first taste" was the markets'
    sentence = ("North American stock markets got off to a slow start Tuesday, with investors "
                "ready to get their first taste of quarterly earnings.")
    assert ("ready-02", ":ARG1", "person") in edges(parser, sentence)
    assert ("taste", ":poss", "person") in edges(parser, sentence)
