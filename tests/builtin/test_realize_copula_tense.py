"""A rebuilt copula keeps the source's tense where words of its predicate stand between
the copula and the predicate's head (realize_verbs.copula_features), and a copula's
predicate the refocusing hung on its subject is never said as the subject's "of" phrase
(realize_predicate_nouns)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# MRPC train 6032, 6058, 813, 872
KOZLOWSKI = "Mr. Kozlowski contends that the event was in large part a business function."
SPENCER = "The fifth nominee for fiction is Scott Spencer, for A Ship Made of Paper."
DEAL = "The $22 million deal, announced Thursday, is also the largest land conservation " \
    "transaction in Hawaii history."
FINDINGS = "Those findings, published in today's Journal of the American Medical " \
    "Association, are the latest bad news about estrogen-progestin therapy."


def test_the_copula_keeps_its_tense_past_the_predicates_words(parser: BuiltinParser) -> None:
    # Were kept: "It is Mr. Kozlowski who contends that the event is a business function in
    # large part.", "For A Ship Made of Paper, the fifth nominee for fiction was Scott Spencer."
    kozlowski = [t for t in every_text(parser, KOZLOWSKI) if t]
    assert "It is Mr. Kozlowski who contends that the event was a business function in " \
        "large part." in kozlowski, kozlowski
    assert not [t for t in kozlowski if "event is" in t], kozlowski
    spencer = [t for t in every_text(parser, SPENCER) if t]
    assert not [t for t in spencer if "was" in t], spencer


def test_a_predicate_is_no_of_phrase_of_its_subject(parser: BuiltinParser) -> None:
    # Were kept: "The $22 million deal of also the largest land conservation transaction in
    # Hawaii history was announced Thursday.", "It was those findings of latest bad news ..."
    texts = [t for t in every_text(parser, DEAL) + every_text(parser, FINDINGS) if t]
    assert not [t for t in texts if "deal of" in t or "findings of" in t], texts
