"""realize_lost_amount_articles: an amount the source gave "the" said bare after "of"
(MRPC train, tuning stretches)."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.realize_lost_amount_articles import lost_amount_article


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


LEXMARK = _tokens("Printer maker Lexmark International Inc. spurted $ 3.95 to $ 63.35 , "
                  "recouping some of the $ 14.10 it lost Monday .")
EPISCOPAL = _tokens("With 2.3 million members nationwide , the Episcopal Church is the U.S. "
                    "branch of the 77 million-member global Anglican Communion .")
NTP = _tokens("RIM must pay NTP the $ 53.7 million or post a bond with the court pending the "
              "appeal .")


@pytest.mark.parametrize(("tokens", "text", "found"), [
    # Were kept (3245, 1865): the known amount said as any such amount, broken
    (LEXMARK, "It was printer maker Lexmark International Inc. that spurted $3.95 to $63.35, "
     "recouping some of $14.10 that it lost Monday.", "the $14.10"),
    (EPISCOPAL, "With 2.3 million members nationwide, the Episcopal Church is the U.S. branch of "
     "77 million-member global Anglican Communion.", "the 77 million"),
])
def test_an_amount_said_without_its_article_is_found(
        tokens: list[str], text: str, found: str) -> None:
    assert lost_amount_article(text, tokens) == found


@pytest.mark.parametrize(("tokens", "text"), [
    (LEXMARK, "Printer maker Lexmark International Inc. spurted $3.95 to $63.35, recouping some "
     "of the $14.10 that it lost Monday."),
    # a bare amount not after "of" reads well (1514)
    (NTP, "RIM must pay NTP $53.7 million, or it must post a bond with the court pending "
     "the appeal."),
])
def test_other_amounts_are_left(tokens: list[str], text: str) -> None:
    assert lost_amount_article(text, tokens) is None
