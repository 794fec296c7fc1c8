"""Faults found by reading kept paraphrases of MRPC train sentences (tuning stretch 6200-6300,
round 33): a "while" clause said with "when" (a contrast read as a time), and a root focus read
in the source's order that began past the source's opening word ("Many doctors, Mr. Thomas
and Mr. Tauzin say ..." for "Like many doctors, ..."), an "and" said between clauses the
source never joined, a question word taken from the clause above ("pose whether children
were threatened"), an opening comparison said last ("... like many doctors"); from 1800-1900: "found to
float" for "found floating", "HCA Inc., the largest U.S. hospital chain, was dropped $2.21",
"by ship" read as the one who carries.  Each test
names the bad text it replaced; they parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

RESULTS = ("The second-quarter results had a non-operating gain of 10 cents a share while the 2002 "
           "second-quarter performance had a net non-operating loss of 19 cents a share.")
DOCTORS = ("Like many doctors, Mr. Thomas and Mr. Tauzin say the Bush administration has the power "
           "to correct some of those flaws.")
POWER5 = "Like the Power4, the Power5 contains two processor cores on one chip."
YES = "YES filed suit yesterday in the Supreme Court of New York County in Manhattan."
CASTRATED = ("He was voluntarily castrated in 2001, an operation he contends removed his ability to "
             "become sexually aroused.")
SHOOTING = ("The shooting happened at 5:30 a.m. in the living room of the home the extended family "
            "shared on the city's westside.")
POUND = "The pound also made progress against the dollar, reached fresh three-year highs at $1.6789."
SCRIBNER = ("Scribner's body was found floating in the city's Portage Bay, where he lived with his "
            "wife in a houseboat.")
HCA = "HCA Inc. , the largest U.S. hospital chain, dropped $2.21, or 5.8 percent, to $36.14."
CARGO = "Ninety-five percent of international cargo to the United States is carried by ship."
PESTICIDES = ("The federal government is approving new pesticides without even knowing whether they "
              "pose a threat to children, Canada's environment watchdog warned yesterday.")


def test_a_while_clause_keeps_its_while(parser: BuiltinParser) -> None:
    # Was "When the 2002 second-quarter performance had a net non-operating loss of 19 cents a
    # share, the second-quarter results had ...": "while" contrasts here, "when" dates
    texts = [t for t in every_text(parser, RESULTS) if t]
    assert not [t for t in texts if "when" in t.lower()], texts
    assert "While the 2002 second-quarter performance had a net non-operating loss of 19 cents " \
        "a share, the second-quarter results had a non-operating gain of 10 cents a share." in texts


def test_the_source_order_keeps_the_opening_word(parser: BuiltinParser) -> None:
    # Were "Many doctors, Mr. Thomas and Mr. Tauzin say ...", "The Power4, the Power5
    # contains ..." and "Filed suit yesterday in ..." (the subject lost)
    for sentence, lost in ((DOCTORS, "Many doctors,"), (POWER5, "The Power4,"), (YES, "Filed suit")):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if t.startswith(lost)], texts


def test_no_and_between_clauses_the_source_did_not_join(parser: BuiltinParser) -> None:
    # Were "In 2001, he was voluntarily castrated, and an operation he contends removed ..."
    # and "..., and the extended family shared on the city's westside": an apposition and a
    # contact relative clause the parse read as second clauses
    for sentence in (CASTRATED, SHOOTING):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if " and " in t], texts
    # A verb with no subject of its own after the clause still reads well with "and it"
    assert "The pound also made progress against the dollar, and it reached fresh three-year " \
        "highs at $1.6789." in every_text(parser, POUND)


def test_a_question_word_stays_with_its_own_verb(parser: BuiltinParser) -> None:
    # Was "... without even knowing whether they pose whether children were threatened"
    texts = [t for t in every_text(parser, PESTICIDES) if t]
    assert not [t for t in texts if "pose whether" in t], texts
    assert "Without even knowing whether new pesticides pose a threat to children, the federal " \
        "government is approving them, Canada's environment watchdog warned yesterday." in texts


def test_an_opening_comparison_stays_first(parser: BuiltinParser) -> None:
    # Were "It is the Power5 that contains two processor cores on one chip like the Power4."
    # and "It is Mr. Thomas and Mr. Tauzin who say the Bush administration has the power to
    # correct some of those flaws like many doctors." (the flaws like doctors)
    for sentence in (POWER5, DOCTORS):
        texts = [t for t in every_text(parser, sentence) if t]
        assert not [t for t in texts if t.rstrip(".").endswith(("like the Power4",
                                                                "like many doctors"))], texts
    # "Except for" sets the whole clause apart and may close it
    texts = every_text(parser, "Except for a few archaic characteristics, they are as "
                               "recognizable as Hamlet's poor Yorick.")
    assert "They are as recognizable as Hamlet's poor Yorick, except for a few archaic " \
        "characteristics." in texts, texts


def test_a_participle_after_found_stays_a_participle(parser: BuiltinParser) -> None:
    # Was "Scribner's body was found to float in the city's Portage Bay, ..."
    texts = [t for t in every_text(parser, SCRIBNER) if t]
    assert not [t for t in texts if "to float" in t], texts
    assert "It was Scribner's body that was found floating in the city's Portage Bay, where he " \
        "lived with his wife in a houseboat." in texts, texts


def test_a_verb_after_its_subjects_apposition_is_no_passive(parser: BuiltinParser) -> None:
    # Was "It was HCA Inc., the largest U.S. hospital chain, that was dropped $2.21, ..."
    texts = [t for t in every_text(parser, HCA) if t]
    assert not [t for t in texts if "was dropped" in t], texts
    assert "It was HCA Inc., the largest U.S. hospital chain, that dropped $2.21, or 5.8 " \
        "percent, to $36.14." in texts, texts


def test_a_bare_means_noun_after_by_is_no_agent(parser: BuiltinParser) -> None:
    # Was "It is ship that carries ninety-five percent of international cargo to the United
    # States." (the ship the carrier)
    assert ("carry-01", ":manner", "ship") in edges(parser, CARGO)
    texts = [t for t in every_text(parser, CARGO) if t]
    assert not [t for t in texts if "ship that carries" in t], texts


def test_a_sum_in_francs_stays_in_francs(parser: BuiltinParser) -> None:
    # Was "Against the Swiss franc, the dollar is up 0.5 percent at $1.3289 on the day."
    texts = [t for t in every_text(parser, "Against the Swiss franc the dollar was at 1.3289 "
                                           "francs, up 0.5 percent on the day.") if t]
    assert texts and not [t for t in texts if "$" in t], texts
    assert [t for t in texts if "at 1.3289 francs" in t], texts


def test_a_sum_the_source_named_with_a_noun_is_no_verb(parser: BuiltinParser) -> None:
    # Was "$723 million was sold, and 28 cents a share lost, analysts surveyed by First Call
    # were expecting." ("sales of", "a loss of" said as verbs whose subject is the sum)
    texts = [t for t in every_text(parser, "Analysts surveyed by First Call were expecting sales "
                                           "of $723 million and a loss of 28 cents a share.") if t]
    assert not [t for t in texts if " lost" in t or " sold" in t], texts
