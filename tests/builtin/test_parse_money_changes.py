"""A change in money spaCy read as one sum ("fell $9.61 to $50.26"): the change is the
verb's measure, "to $50.26" its end (parse_money_changes); the second number had been
dropped and every focus refused.  MRPC train sentences (tuning slices)."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import edges, every_text, parsed
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

SHARES = ("Its shares fell $9.61 to $50.26, ranking as the NYSE's most-active issue and its "
          "biggest percentage loser.")  # MRPC train 1216
INCOME = ("Utah's median household income also took a hit, falling 1.8 percent, from $48,875 "
          "to $47,978.")  # MRPC train 4034
TUITION = ("Community college students will see their tuition rise by $300 to $2,800 or 12 "
           "percent.")  # MRPC train 6853
CHIPS = "The TAAD and SAR-x chips are priced from $125 to $300 in quantities of 10,000."  # 2933


def test_both_sums_of_a_change_are_read(parser: BuiltinParser) -> None:
    for sentence, number in ((SHARES, "50.26"), (INCOME, "47978"), (TUITION, "2800")):
        graph = parsed(parser, sentence)
        assert "unparsed" not in graph.metadata, (sentence, graph.metadata)
        assert number in {str(t) for _, _, t in graph.attributes()}, (sentence, graph.attributes())


def test_a_share_after_the_end_is_the_change_said_again(parser: BuiltinParser) -> None:
    # "by $300 to $2,800 or 12 percent": 12 percent is the rise, not the tuition it reached
    assert ("rise-01", ":ARG2", "or") in edges(parser, TUITION)
    assert ("or", ":op2", "percentage-entity") in edges(parser, TUITION)
    assert ("rise-01", ":ARG4", "monetary-quantity") in edges(parser, TUITION)


def test_the_change_is_said_back_whole(parser: BuiltinParser) -> None:
    texts = [t for t in every_text(parser, SHARES) if t]
    assert "Ranking as the NYSE's most-active issue and its biggest percentage loser, its " \
        "shares fell $9.61 to $50.26." in texts, texts
    texts = [t for t in every_text(parser, INCOME) if t]
    assert "Falling 1.8 percent from $48,875 to $47,978, Utah's median household income " \
        "also took a hit." in texts, texts
    texts = [t for t in every_text(parser, TUITION) if t]
    assert "What community college students will see is that their tuition will rise by $300 " \
        "or 12 percent to $2,800." in texts, texts


def test_a_possessor_clause_is_no_noun_phrase(parser: BuiltinParser) -> None:
    # the tuition's cleft read back "community college students will see their tuition" as
    # its noun phrase: "It is community college students will see their tuition that will rise"
    texts = [t for t in every_text(parser, TUITION) if t]
    assert not [t for t in texts if "see their tuition that" in t], texts


def test_a_price_range_is_left_one_value(parser: BuiltinParser) -> None:
    # price-01 has no end point: "priced to $300 from $125" said a change
    texts = [t for t in every_text(parser, CHIPS) if t]
    assert not [t for t in texts if "to $300 from" in t], texts
