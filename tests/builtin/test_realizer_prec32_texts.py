"""MRPC train sentences (tuning slices) whose kept rebuilt texts said a phrase of the source
twice (realize_repeated_phrases) or its closing apposition without its comma
(realize_torn_appositions).  They parse with the real parser, so they move with it."""

from __future__ import annotations

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture

CANDIDATES = ("Seven of nine Democratic candidates for president also said they would "
              "participate in the conference Monday.")
BERKSHIRE = ("Berkshire Hathaway made profits of $1.7 billion in the first three months of this "
             "year alone, its best performance.")


def test_a_partitive_whole_is_not_said_twice(parser: BuiltinParser) -> None:
    # Was kept: "On Monday, nine Democratic candidates for president would participate in
    # the conference, seven of nine Democratic candidates for president also said."
    texts = every_text(parser, CANDIDATES)
    assert not [t for t in texts if t and t.count("nine Democratic candidates") > 1], texts


def test_a_closing_apposition_keeps_its_comma(parser: BuiltinParser) -> None:
    # Was kept: "Berkshire Hathaway made profits of $1.7 billion its best performance in the
    # first three months of this year alone."
    texts = every_text(parser, BERKSHIRE)
    assert not [t for t in texts if t and "billion its best" in t], texts


KENYAN = ("The Ministry of Defence is facing a 20m compensation claim from hundreds of Kenyan "
          "women who claim they were raped by British soldiers.")
ODONNELL = 'O\'Donnell wrote in her autobiography, "Find Me," that she was "an abused child."'


def test_a_count_is_not_said_after_its_noun(parser: BuiltinParser) -> None:
    # Was kept: "British soldiers raped Kenyan women of hundreds of a 20 m compensation
    # claim that the Ministry of Defence is facing who claim." (realize_inverted_counts)
    texts = every_text(parser, KENYAN)
    assert not [t for t in texts if t and "women of hundreds" in t], texts


def test_a_possessed_noun_keeps_its_possessive(parser: BuiltinParser) -> None:
    # Was kept: "There was an abused child in her that O'Donnell wrote in autobiography,
    # "Find Me."" (realize_lost_possessives)
    texts = every_text(parser, ODONNELL)
    assert not [t for t in texts if t and "in autobiography" in t], texts


QUEENS = ("The Queens man arrested for allegedly threatening to shoot City Councilman Hiram "
          "Monserrate was held on $100,000 bail Saturday, a spokesman for the Queens district "
          "attorney said.")


def test_a_reduced_passive_is_not_its_nouns_active_verb(parser: BuiltinParser) -> None:
    # Were kept: "A spokesman for the Queens district attorney said the Queens man arrested
    # for allegedly threatening to shoot City Councilman Hiram Monserrate, and he was held on
    # $100,000 bail Saturday." and its cleft, existential and parenthetical root (the parse:
    # arrest-01 :ARG0 man, and-ed with hold-01); the verbatim moves keep the source's reading
    texts = every_text(parser, QUEENS)
    assert not [t for t in texts if t and "Monserrate, and he was held" in t], texts
    assert any(t and t.startswith("According to a spokesman for the Queens district attorney, "
                                  "the Queens man arrested for") for t in texts), texts
