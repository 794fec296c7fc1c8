"""facts_kept on real spaCy parses, with kept outputs of the built-in engine on MRPC train
sentences (bench_paraphrase, seed 13) that lost a name, a number or an approximation."""

from __future__ import annotations

import pytest

from pipeline.scoring import DEFAULT_METRICS, FilterPolicy, ScoreSet
from pipeline.scoring.facts import FactsKept, facts_lost
from pipeline.scoring.grammar import parse_texts


def lost(source: str, paraphrase: str) -> list[str]:
    return facts_lost(*parse_texts([source, paraphrase]))


@pytest.mark.parametrize("source, paraphrase, expected", [
    # the parser dropped the apposition, so the graph recall (faithfulness) could not see it
    ("Cindy Cohn, legal director for the Electronic Frontier Foundation, said that portion of "
     "the DMCA gives too much leeway to copyright holders.",
     "Portion of the DMCA gives too much leeway to copyright holders, Cindy Cohn said.",
     ["Electronic", "Frontier", "Foundation"]),
    ("Dell made $950,000 in salary and nearly $2.5 million in bonus pay during the fiscal year.",
     "During the fiscal year, dell made $950,000 in salary and $2.5 million in bonus pay.",
     ["nearly"]),
    ("The technology-laced Nasdaq Composite Index <.IXIC> was up 7.42 points, or 0.45 percent, "
     "at 1,653.44.",
     "Up, the technology-laced Nasdaq Composite Index was in 1,653.44.",
     ["7.42", "0.45"]),
    # "3-15 infantry" said as "three infantries": 15 is lost
    ("The American troops from 3-15 infantry, who also defend the compound of the Falluja mayor, "
     "have been attacked on two occasions.",
     "The American troops that have been attacked on two occasions from three infantries also "
     "defend the compound of the Falluja mayor.",
     ["15"]),
    ("WebTV was sold to Microsoft in 1997 for $425 million and today is called MSN TV.",
     "In 1997, WebTV was sold to for $425 million, and today is called MSN TV.",
     ["Microsoft"]),
])
def test_lost_facts_of_real_kept_paraphrases(source, paraphrase, expected):
    assert lost(source, paraphrase) == expected


@pytest.mark.parametrize("source, paraphrase", [
    ("Corixa shares rose 54 cents to $7.74 yesterday on the Nasdaq Stock Market.",
     "It was Corixa shares that rose 54 cents to $7.74 yesterday on the Nasdaq Stock Market."),
    ("The vast majority of trades will be priced at 20 cents per contract.",
     "Twenty cents per contract is the price of the vast majority of trades."),
    ("About 300 people had been killed, the minister said.",
     "The minister said that about 300 people had been killed."),
    ("The company did not comment.", "No comment came from the company."),
    # held-out MRPC: spaCy splits "Sixty-one" into "Sixty", "-", "one"; "one" was "lost"
    ("Sixty-one people were killed and dozens wounded in outbreaks of violence.",
     "61 people were killed, and dozens were wounded in outbreaks of violence."),
])
def test_rewording_keeps_every_fact(source, paraphrase):
    assert lost(source, paraphrase) == []


def test_a_hyphenated_number_is_one_fact_with_its_value():
    assert lost("Sixty-one people were killed.", "62 people were killed.") == ["Sixty-one"]


def test_negation_counts_both_ways():
    assert lost("He could not forgive them.", "He may forgive them.") == ["negation"]
    assert lost("He forgave them.", "He never forgave them.") == ["negation"]


def test_score_is_the_share_kept_and_one_without_facts():
    metric = FactsKept()
    source = "WebTV was sold to Microsoft in 1997 for nearly $425 million."
    # facts: WebTV, Microsoft, 1997, 425, "nearly" -> two of five lost
    assert metric.score_batch(source, [
        "In 1997, WebTV was sold to Microsoft for nearly $425 million.",
        "In 1997, WebTV was sold for $425 million.",
        "",
    ]) == [1.0, pytest.approx(0.6), None]
    assert metric.score("The cat sat on the mat.", "On the mat sat the cat.") == 1.0
    assert metric.signature().startswith("facts_kept|parser:spacy:")


def test_scored_by_default_and_read_by_the_optional_filter_minimum(settings):
    assert "facts_kept" in DEFAULT_METRICS
    row = ScoreSet(settings, ["facts_kept"]).score("Shares of Acme rose 5 percent.", ["Shares rose 5 percent."])[0]
    assert row["facts_kept"] == 0.5  # facts: Acme, 5
    policy = FilterPolicy(facts_kept_min=1.0)
    assert policy.check("Shares of Acme rose 5 percent.", "Shares rose 5 percent.", row) == [
        "facts kept 0.50 < 1.00"]
