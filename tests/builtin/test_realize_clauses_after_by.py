"""realize_clauses_after_by: a clause said as the object of "by" (MRPC train, tuning
stretches; sources are spaced tokens)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_clauses_after_by import clause_after_by

LAW = ("Passed in 1999 but never put into effect , the law would have made it illegal for bar "
       "and restaurant patrons to light up .")
CFTC = ("The CFTC has been investigating several energy companies , including at least three "
        "Colorado companies , for manipulating energy markets by reporting false natural-gas "
        "trading prices to industry publications .")


def test_a_clause_after_by_is_found() -> None:
    # Were kept (4647, 3528)
    assert clause_after_by(
        "It was the law that would have made it illegal for bar and restaurant patrons to light "
        "up by it was passed in 1999, but it never put into effect.", LAW.split()) \
        == "by it was passed"
    assert clause_after_by(
        "Energy markets were manipulated by the CFTC has been investigating several energy "
        "companies, including at least three Colorado companies, by reporting false natural-gas"
        " trading prices to industry publications.", CFTC.split()) == "by the CFTC has been"


def test_an_agent_after_by_is_left() -> None:
    assert clause_after_by("The law was passed by the council in 1999, but it was never put "
                           "into effect.", LAW.split()) is None
