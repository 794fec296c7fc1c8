"""realize_doubled_owners and realize_bare_appositions: a noun's owner said twice, a name run
into the predicate noun the source said of it (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_bare_appositions import bare_apposition
from pipeline.backends.builtin.realize_doubled_owners import doubled_owner


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def test_an_owner_said_twice_is_found() -> None:
    # Were kept (4748, 4654).
    tokens = _tokens("It canceled its third-quarter earnings announcement , which had been "
                     "scheduled for this morning .")
    assert doubled_owner("For this morning, its third-quarter earnings announcement of it that "
                         "it canceled had been scheduled.", tokens) \
        == "its third-quarter earnings announcement of it"
    tokens = _tokens("Microsoft last month said it is updating its MSN Messenger service in "
                     "October .")
    assert doubled_owner("It is its MSN Messenger service of it that it is updating in "
                         "October, Microsoft said last month.", tokens) \
        == "its MSN Messenger service of it"
    # a partitive and the source's own words are left
    assert doubled_owner("Their best of them all won.", _tokens("The best of them all won .")) \
        is None
    assert doubled_owner("It was his picture of him that hung there.",
                         _tokens("His picture of him hung there .")) is None


def test_a_name_run_into_its_predicate_noun_is_found() -> None:
    # Were kept (821): the report now says that Williams was white.
    tokens = _tokens("Steverson said Williams , who was white , was a racist .")
    assert bare_apposition("Williams a racist who Steverson said was white.", tokens) \
        == "Williams a racist who"
    assert bare_apposition("It was Steverson that said Williams, who was white, was a racist.",
                           tokens) is None
    # a capitalized function word is no name (3383)
    assert bare_apposition("In a car that broke down near Mecca, the suspects fled.",
                           _tokens("The suspects fled in a car that broke down near Mecca .")) \
        is None
