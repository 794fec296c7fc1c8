"""MRPC train sentences whose kept paraphrases were broken by a measure's passive, a time the
source named with an -ing noun said as an active clause of its undergoer, or a clause the
source reduced to "if convicted" given a subject and tense of ours.  They parse with the
real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CISCO = ("During the fiscal second quarter, Cisco earned $991 million, or 14 cents a share, on "
         "sales of $4.7 billion.")
CONCERT = ("The announcement was made during the recording of a Christmas concert attended by "
           "top Vatican cardinals, bishops, and many elite from Italian society, witnesses said.")
CONVICTED = ("If convicted, they face up to five years in prison and a $250,000 fine on each of "
             "the 11 counts.")
PERKINS = "When contacted last night, Perkins declined comment."


def test_an_amount_earned_has_no_passive(parser: BuiltinParser) -> None:
    # Was kept: "$991 million or 14 cents a share was earned by Cisco during the fiscal second
    # quarter on sales of $4.7 billion."
    texts = every_text(parser, CISCO)
    assert "It was Cisco that earned $991 million, or 14 cents a share, during the fiscal " \
        "second quarter on sales of $4.7 billion." in texts, texts
    assert not [t for t in texts if t and "was earned by" in t], texts


def test_a_time_named_with_an_ing_noun_keeps_it(parser: BuiltinParser) -> None:
    # Was kept: "It was witnesses that said the announcement was made when a Christmas concert
    # attended by ..., recorded." (the concert said as the one that recorded)
    texts = every_text(parser, CONCERT)
    assert "It was witnesses who said the announcement was made during the recording of a " \
        "Christmas concert attended by top Vatican cardinals, bishops, and many elite from " \
        "Italian society." in texts, texts
    assert not [t for t in texts if t and "recorded" in t], texts


def test_a_reduced_condition_stays_reduced(parser: BuiltinParser) -> None:
    # Was "... a $250,000 fine if they were convicted on each of the 11 counts" (a past tense
    # against the present "face") and the fronted "If they were convicted, they face ..."
    texts = every_text(parser, CONVICTED)
    assert "It is up to five years in prison and a $250,000 fine that they face if convicted " \
        "on each of the 11 counts." in texts, texts
    assert not [t for t in texts if t and "were convicted" in t], texts


def test_a_reduced_time_clause_is_not_given_the_subject_again(parser: BuiltinParser) -> None:
    # Was "It was Perkins who declined comment when Perkins was contacted last night." and
    # "When Perkins was contacted last night, Perkins declined comment."
    texts = every_text(parser, PERKINS)
    assert "It was Perkins who declined comment when contacted last night." in texts, texts
    assert not [t for t in texts if t and "Perkins was contacted" in t], texts


ACTIONS = ("The actions reflect our strong forward momentum as we intensify our business focus "
           "and work to achieve profitability.")
STEWART = ("Stewart intends to declare her innocence if indicted and proceed to trial, her lawyer "
           "said.")


def test_a_list_of_clauses_under_as_keeps_its_subject(parser: BuiltinParser) -> None:
    # Was "It is the actions that reflect our strong forward momentum as intensifying our
    # business focus and working to achieve profitability." (the list taken for a bare event)
    texts = every_text(parser, ACTIONS)
    assert not [t for t in texts if t and "as intensifying" in t], texts
    assert any(t and t.startswith("It is the actions that reflect our strong forward momentum "
                                  "as we intensify our business focus") for t in texts), texts


def test_a_reduced_participle_opening_a_list_is_refused(parser: BuiltinParser) -> None:
    # Was "... her innocence if being indicted and proceeding to trial"; said as full clauses
    # it became "if she was indicted, and she proceeds to trial", a claim of its own
    texts = every_text(parser, STEWART)
    assert not [t for t in texts if t and ("being indicted" in t or "she was indicted" in t)], \
        texts


FIRE = ("That fire devastated timber on the reservation, while charring 469,000 acres and "
        "destroying 491 homes in surrounding communities.")


def test_a_list_of_gerunds_under_while_stays_gerunds(parser: BuiltinParser) -> None:
    # The source's own gerunds after "while" are kept (has_participants must not read them
    # as the clauses of "as we intensify ... and work ...")
    assert "It was that fire that devastated timber on the reservation, while charring 469,000 " \
        "acres and destroying 491 homes in surrounding communities." in every_text(parser, FIRE)
