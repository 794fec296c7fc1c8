"""MRPC train sentences (tuning slices) whose kept existentials and rebuilt texts said
something the source did not: a noun with a relative clause of its own before the
existential's, a relative clause that takes in the sentence's "while" clause, a bare plural
the source spoke of in general, and a participant whose clause is the source's main one
(realize_existential_clauses).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

TRUST = ("A further 10 million shares were transferred to a charitable trust, after which "
         "they were also sold.")
CONTRACTION = ("A number below 50 suggests contraction in the manufacturing sector, while a "
               "number above that indicates expansion.")
DIRECTORS = ("The compensation committee will prohibit securities industry directors from "
             "sitting on it.")
HEART = ("Heart attacks kill about 460,000 in the United States yearly, according to the "
         "National Institutes of Health.")
CFTC = ("The CFTC has been investigating several energy companies, including at least three "
        "Colorado companies, for manipulating energy markets by reporting false natural-gas "
        "trading prices to industry publications.")


def _existentials(texts: list[str | None]) -> list[str]:
    return [t for t in texts if t and t.lower().startswith("there ")]


def test_an_existential_noun_keeps_no_relative_of_its_own(parser: BuiltinParser) -> None:
    # Was kept: "There was a charitable trust, after which they were also sold that a
    # further 10 million shares were transferred to."
    texts = every_text(parser, TRUST)
    assert not [t for t in _existentials(texts) if "after which" in t.split(" that ")[0]], texts
    assert "There were a further 10 million shares that were transferred to a charitable " \
        "trust, after which they were also sold." in texts, texts


def test_an_existential_relative_takes_in_no_while_clause(parser: BuiltinParser) -> None:
    # Was kept: "There is a contraction in the manufacturing sector that a number below 50
    # suggests while a number above that indicates expansion."
    texts = every_text(parser, CONTRACTION)
    assert not [t for t in _existentials(texts) if "suggests while" in t], texts
    # (the existential on its subject is refused too, since exist2: "There is a number below
    # 50 that suggests ..." says one such number exists where the source says what any does;
    # realize_existential_kinds)
    assert "There is a number below 50 that suggests contraction in the manufacturing sector, " \
        "while a number above that indicates expansion." not in texts, texts


def test_a_bare_plural_said_in_general_is_no_existential(parser: BuiltinParser) -> None:
    # Were kept: "There are securities industry directors that the compensation committee
    # will prohibit from sitting on it.", "There are heart attacks that kill about 460,000
    # in the United States yearly, ..."
    assert not _existentials(every_text(parser, DIRECTORS))
    assert not _existentials(every_text(parser, HEART))


def test_an_existential_clause_holds_no_main_clause(parser: BuiltinParser) -> None:
    # Was kept: "There were energy markets that the CFTC has been investigating several
    # energy companies, including ..., manipulated by reporting false ..."
    assert not _existentials(every_text(parser, CFTC))


LIBRARIES = ("The 6-3 ruling reinstates a law that told libraries to install filters or "
             "surrender federal money.")


def test_an_existential_clause_opens_on_no_relative_subject(parser: BuiltinParser) -> None:
    # Was kept: "There were libraries that a law that the 6-3 ruling reinstates told to
    # install filters or to surrender federal money."
    assert not _existentials(every_text(parser, LIBRARIES))
