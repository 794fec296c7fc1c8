"""A sentence rebuilt for a new focus must still say every word of the source that a node
of the graph stands for (``realize_said.unspoken_word``).  Each test names the output the
check now refuses; they parse with the real parser, so they move with it."""

from __future__ import annotations

import penman

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realize_said import unspoken_word
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

VICTIMS = ("I picked prostitutes as my victims because I hate most prostitutes and I did not "
           "want to pay them for sex.")
NEITHER = "Neither said whether they would appeal the decision but others said an appeal was certain."
ISSUE = ("It decided instead to issue them before the stock market opened Monday to counteract "
         "the downgrade of its debt late Friday by Moody's to one step above junk status.")
PRISON = "Selenski had served about seven years in prison for bank robbery."


def test_a_focus_in_a_reason_clause_does_not_lose_the_main_clause(parser: BuiltinParser) -> None:
    # Was: "I hate most prostitutes, and I did not want to pay them for sex." (focus on
    # "hate", "want" and the conjunction: the main clause "I picked ..." was left out).
    texts = [t for t in every_text(parser, VICTIMS) if t]
    assert texts and all("picked" in t for t in texts), texts


def test_a_focus_in_the_second_clause_keeps_the_negative_subject(parser: BuiltinParser) -> None:
    # Was: "Others said an appeal was certain, but they would appeal the decision." --
    # "Neither said whether ..." lost, so the sentence said the opposite.
    texts = [t for t in every_text(parser, NEITHER) if t]
    assert not [t for t in texts if "neither" not in t.lower()], texts


def test_a_focus_inside_a_time_clause_does_not_drop_the_decision(parser: BuiltinParser) -> None:
    # Was: "The stock market opened Monday to counteract the downgrade ..." and "On
    # Monday, the stock market opened to counteract ...": "It decided instead to issue
    # them before" was lost with the old root above the time clause.
    texts = [t for t in every_text(parser, ISSUE) if t]
    assert texts and all("decided" in t for t in texts), texts


def test_a_place_is_not_dropped_from_a_cleft_on_its_noun(parser: BuiltinParser) -> None:
    # The focus on "prison" said "Selenski had served about seven years ..." without it.
    texts = every_text(parser, PRISON)
    assert [t for t in texts if t] and all("prison" in t for t in texts if t), texts
    assert "It was Selenski that had served about seven years in prison for bank robbery." in texts


def test_words_said_in_other_forms_count_as_said() -> None:
    graph = penman.decode('(d / die-01~e.2 :ARG1 (p / person~e.1 :mod (h / he~e.0)) '
                          ':time (y / year~e.5 :mod (l / last~e.4)) :ARG0-of (c / cause-01~e.3))')
    tokens = ["His", "wife", "died", "because", "last", "year"]
    # inflections and the concept's own word ("died"), a pronoun's other case ("his")
    assert unspoken_word(graph, "Last year, the wife of his was dying.", tokens) is None
    assert unspoken_word(graph, "Last year, his wife died.", tokens) is None
    assert unspoken_word(graph, "His wife died.", tokens) == "year"


def test_contractions_and_fused_units_count_as_said() -> None:
    graph = penman.decode('(d / do-02~e.1 :ARG0 (w / who~e.0) :mod (m / m~e.3))')
    tokens = ["who", "did", "nt", "m"]
    assert unspoken_word(graph, "It was he who didnt reach 1.3m.", tokens) is None
