"""MRPC train sentences (tuning slices) whose clefts split "plead guilty" (parse_date_adjectives),
put an article before "several"/"various" (realize_article_words.article_before_word), said
a gapped count list's member after a stranger (realize_torn_lists) or "who" for a firm
(realize_person_names).  They parse with the real parser, so they move with it."""

from __future__ import annotations

import pytest

from pipeline.backends.builtin.parser import BuiltinParser
from tests.builtin.test_realizer_mrpc_parsed import every_text
from tests.builtin.test_realizer_mrpc_parsed import parser as parser  # the fixture


def test_plead_guilty_stays_together(parser: BuiltinParser) -> None:
    # Was: "It was the Securities and Exchange Commission that announced Robert Korkuc was
    # expected to plead to securities fraud charges guilty Thursday ..."
    texts = [t for t in every_text(parser, (
        "The Securities and Exchange Commission announced that Robert Korkuc was expected to "
        "plead guilty Thursday in federal court on Long Island to securities fraud charges."))
        if t]
    assert "It was Robert Korkuc who was expected to plead guilty Thursday in federal court on " \
           "Long Island to securities fraud charges, the Securities and Exchange Commission " \
           "announced." in texts, texts
    assert not any("charges guilty" in t for t in texts), texts


@pytest.mark.parametrize(("source", "article"), [
    ("The water blocking the airport road swamped several buildings, including a Federal "
     "Express depot.", "the several"),
    ("They said the police officers also entered various private wards at the clinic and "
     "attacked patients.", "the various"),
])
def test_no_article_before_a_vague_count(parser: BuiltinParser, source: str,
                                         article: str) -> None:
    texts = [t for t in every_text(parser, source) if t]
    assert texts and not any(article in t.lower() for t in texts), texts


@pytest.mark.parametrize("source", [
    "Among Fox viewers, 41 percent describe themselves as Republicans, 24 percent as Democrats "
    "and 30 percent as Independents.",
    "As of yesterday afternoon, 22 suspected cases had been reported in Wisconsin, 10 in "
    "Indiana and five in Illinois.",
])
def test_a_gapped_count_keeps_its_comma(parser: BuiltinParser, source: str) -> None:
    # Was: "It is as Republicans that 41 percent describe themselves 24 percent as Democrats
    # ...", "... had been reported as of yesterday afternoon 10 in Indiana ..."
    texts = [t for t in every_text(parser, source) if t and t != source]
    assert not any("themselves 24" in t or "afternoon 10" in t for t in texts), texts


@pytest.mark.parametrize(("source", "kept"), [
    ("Berkshire Hathaway made profits of $1.7 billion in the first three months of this year "
     "alone, its best performance.",
     "It was Berkshire Hathaway that made profits of $1.7 billion in the first three months of "
     "this year alone, its best performance."),
    ("In three years, Lend Lease has slipped from a top-five stock, when its share price was "
     "around $24, to 37th.",
     "In three years, it is Lend Lease that has slipped from a top-five stock, when its share "
     "price was around $24, to 37th."),
    ('BofA said yesterday it had "policies in place that prohibit late-day trading".',
     'It was BofA that said yesterday it had "policies in place that prohibit late-day '
     'trading."'),
])
def test_a_firm_owned_with_its_takes_that(parser: BuiltinParser, source: str, kept: str) -> None:
    texts = every_text(parser, source)
    assert kept in texts, texts


def test_a_person_with_a_post_keeps_who(parser: BuiltinParser) -> None:
    # the "its" is Chrysler's: Mr. Kerkorian stays a person
    texts = every_text(parser, "Mr. Kerkorian tried unsuccessfully to take over Chrysler in "
                               "1995, but did win representation on its board.")
    assert any(t and t.startswith("It was Mr. Kerkorian who ") for t in texts), texts
