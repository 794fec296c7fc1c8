"""realize_doubled_owners, realize_bare_appositions and realize_pluralized_nouns: a noun's
owner said twice, a name run into the predicate noun the source said of it, a noun made plural
before a singular verb (MRPC train, tuning stretches)."""

from __future__ import annotations

from pipeline.backends.builtin.realize_bare_appositions import bare_apposition
from pipeline.backends.builtin.realize_doubled_owners import doubled_owner
from pipeline.backends.builtin.realize_pluralized_nouns import pluralized_subject


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


def test_a_noun_made_plural_before_a_singular_verb_is_found() -> None:
    # Were kept (442): "the 2001 recessions is considered short and shallow ..."
    tokens = _tokens("The 2001 recession is considered short and shallow relative to the nine "
                     "others since World War II , which averaged 11 months .")
    assert pluralized_subject("Since World War II, which averaged 11 months, the 2001 "
                              "recessions is considered short and shallow relative to the nine "
                              "others.", tokens) == "recessions is"
    assert pluralized_subject("It is the 2001 recession that is considered short and shallow "
                              "relative to the nine others since World War II.", tokens) is None
    # a noun the source says in the plural too is left
    assert pluralized_subject("The news is that the games is over.",
                              _tokens("The game is over , and the games are over .")) is None
