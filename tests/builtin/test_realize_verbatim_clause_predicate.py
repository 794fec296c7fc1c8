"""MRPC train sentences whose copula's clause predicate is said first, its subject after
the copula, in the source's own words (realize_verbatim_clause_predicate), and the copular
clauses it leaves.  They parse with the real parser, so they move with it."""

from __future__ import annotations

import penman
import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from pipeline.backends.builtin.realizer import realize
from tests.builtin.test_realizer_mrpc_parsed import parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

# (source, its text)
SAID = [
    # (MRPC train 1294) "whether", a definite subject said in lower case
    ("The question is whether there will be a hearing to determine if Bryant will stand trial.",
     "Whether there will be a hearing to determine if Bryant will stand trial is the "
     "question."),
    # (MRPC train 2973) "how", the subject's "one of"
    ("One of the most well studied facets of temperament is how people respond to novelty.",
     "How people respond to novelty is one of the most well studied facets of temperament."),
    # (MRPC train 6204) the clause's own aside and quotation move with it, a past copula
    ('A key question was whether France, which infuriated Washington by leading the charge '
     'against U.N. authorization for the war, would vote "Yes" or abstain.', 'Whether France, '
     'which infuriated Washington by leading the charge against U.N. authorization for the '
     'war, would vote "Yes" or abstain was a key question.'),
    # (MRPC train 2396) an infinitive after a noun of what one means to do
    ("The purpose of the hearing is to determine whether Akbar should be court-martialled.",
     "To determine whether Akbar should be court-martialled is the purpose of the hearing."),
    # (MRPC train 3711) the subject's closing aside drops its closing comma
    ("That client component, the Microsoft Windows Rights Management Client 1.0, is what "
     "Microsoft posted for free download Tuesday.", "What Microsoft posted for free download "
     "Tuesday is that client component, the Microsoft Windows Rights Management Client 1.0."),
]

REFUSED = [
    # (MRPC train 107, unquoted) a pronoun subject: "... is that"
    "That's one reason why I'm running to be president of the United States.",
    # (MRPC train 6094) "is to" after another noun is an arrangement: "To give an inside
    # look ... is tomorrow's testimony"
    "Tomorrow's testimony is to give an inside look at tax shelter development and marketing.",
    # (MRPC train 4279) so after "hearing": "To determine ... is the hearing"
    "The hearing is to determine whether there is enough evidence to order Akbar to a general "
    "court-martial proceeding.",
    # a plural copula: the clause would take a plural verb
    "The questions were whether the bank would survive.",
]


@pytest.mark.parametrize(("source", "text"), SAID)
def test_the_clause_predicate_is_said_first(parser: BuiltinParser, source: str, text: str) -> None:
    assert _moved(parser, source) == text


@pytest.mark.parametrize("source", REFUSED)
def test_a_copular_clause_with_no_clause_predicate_stays(parser: BuiltinParser, source: str) -> None:
    assert _moved(parser, source) == ""


def _moved(parser: BuiltinParser, sentence: str) -> str:
    graph = parsed(parser, sentence)
    return realize(penman.decode(penman.encode(graph)), variant="verbatim-clause-predicate").text
