"""numbers_kept on real spaCy parses: pairs of ratings-dev whose paraphrase the default
filter kept although raters said the meaning changed (a number changed or dropped), and
rewordings that state every number again in another form."""

from __future__ import annotations

import json

import pytest

from pipeline.scoring import DEFAULT_METRICS, FilterPolicy, ScoreSet
from pipeline.scoring.grammar import parse_texts
from pipeline.scoring.numbers import NumbersKept, number_mentions, numbers_changed


def changed(source: str, paraphrase: str) -> tuple[list[str], list[str]]:
    return numbers_changed(*parse_texts([source, paraphrase]))


@pytest.mark.parametrize("source, paraphrase, expected", [
    # a human rewording that changed the number (ratings-dev p113)
    ("For the entire season, the average five-day forecast track error was 259 miles, Franklin said.",
     "\"The average track error for the five-day (forecast) is 323 nautical miles.",
     (["259"], ["323"])),
    # a dropped conjunct whose number is its only fact besides one noun (p118)
    ("If people took the pill daily, they would lower their risk of heart attack by 88 percent and "
     "of stroke by 80 percent, the scientists claim.",
     "If people took the pill daily, their heart attack risk would be lowered by 88 percent by them, "
     "the scientists claim.",
     (["80"], [])),
    ("Rich media doubled its share, increasing from 3% in Q2 2002 to 6% in Q2 2003.",
     "Rich media doubled its share, increasing from 3.",
     (["Q2", "2002", "6", "Q2", "2003"], [])),
])
def test_numbers_changed_in_paraphrases_raters_called_changed(source, paraphrase, expected):
    assert changed(source, paraphrase) == expected


@pytest.mark.parametrize("source, paraphrase", [
    # a scale word, written out by the realizer
    ("Last year, Comcast signed 1.5 million new digital cable subscribers.",
     "1500000 new digital cable subscribers who Comcast signed last year subscribed."),
    ("Oracle's $5 billion hostile bid for PeopleSoft was rejected.",
     "There is a 5000000000 hostile bid by Oracle for PeopleSoft that was rejected."),
    ("Agriculture ministers from more than one hundred nations are expected to attend.",
     "Agriculture ministers from more than 100 nations are expected to attend."),
    # number words and digits, thousands separators
    ("The vast majority of trades will be priced at 20 cents per contract.",
     "Twenty cents per contract is the price of the vast majority of trades."),
    ("The index was up 1.48 points to 1,049.59.", "The index rose 1.48 points to 1049.59."),
    # "one" as a pronoun or in "3-1" is no number added
    ("But the Quartet is divided three-to-one on the question.",
     "But quartet members are divided 3-1 on the question."),
    ("He added that it was over.", "He was the one who added that it was over."),
    # a Reuters code is markup, not a number
    ("The broad Standard & Poor's 500 Index .SPX gained 19.72 points.",
     "The broad Standard & Poor's 500 Index gained 19.72 points."),
])
def test_rewording_states_every_number(source, paraphrase):
    assert changed(source, paraphrase) == ([], [])


def test_mentions_read_a_scale_word_with_its_number():
    doc, = parse_texts(["Acme paid $5 billion for 20 firms in 2003."])
    assert [(t.text, sorted(v)) for t, v in number_mentions(doc)] == [
        ("5", [5.0, 5e9]), ("20", [20.0]), ("2003", [2003.0])]


def test_score_counts_an_added_number_as_lost_and_is_one_without_numbers():
    metric = NumbersKept()
    source = "Shares rose 5 percent to $20 on Friday."
    kept = metric.score_batch(source, [source, "Shares rose 5 percent on Friday.",
                                       "Shares rose 6 percent to $20 on Friday.", ""])
    assert kept[0] == 1.0 and kept[3] is None
    assert kept[1] == 0.5  # 20 lost of 5, 20
    assert kept[2] == pytest.approx(1 / 3)  # 5 lost, 6 added: 1 said of 2 + 1
    assert metric.score("It is what it is.", "It was.") == 1.0
    assert metric.lost(source, "Shares rose 6 percent to $20 on Friday.") == ["5", "+6"]
    assert metric.signature().startswith("numbers_kept|parser:spacy:")


def test_scored_by_default(settings):
    assert "numbers_kept" in DEFAULT_METRICS
    row = ScoreSet(settings, ["numbers_kept"]).score("Shares of Acme rose 5 percent to $20.",
                                                     ["Shares of Acme rose 5 percent."])[0]
    assert row["numbers_kept"] == 0.5
    default = FilterPolicy.from_settings(settings)
    assert default.numbers_kept_min == 1.0 and "numbers_min:1.0" in default.signature()
    assert default.check("Shares of Acme rose 5 percent to $20.", "Shares of Acme rose 5 percent.",
                         row) == ["numbers kept 0.50 < 1.00"]
    policy = FilterPolicy(numbers_kept_min=0.6)
    assert policy.metrics() == ("numbers_kept",) and "numbers_min:0.6" in policy.signature()
    assert policy.check("Shares of Acme rose 5 percent to $20.", "Shares of Acme rose 5 percent.",
                        row) == ["numbers kept 0.50 < 0.60"]


def test_score_command_names_the_numbers_lost_and_added(capsys, settings):
    from pipeline.cli import main

    source = "Shares of Acme rose 5 percent to $20."
    code = main(["score", source, "Shares of Acme rose 6 percent.", "--metrics", "numbers_kept",
                 "--json"])
    payload = json.loads(capsys.readouterr().out)
    assert code == 0 and payload["numbers_lost"] == ["5", "20"] and payload["numbers_added"] == ["6"]
    assert payload["numbers_kept"] == 0.0


def test_a_number_word_is_said_whatever_its_tag():
    assert changed("Officials said all three would be charged with conspiracy to commit murder.",
                   "Officials were the ones who said three would be charged with conspiracy.") == ([], [])


@pytest.mark.parametrize("source, paraphrase", [
    # "dozen" multiplies like "million" (MRPC train 1365, 4334: the realizer writes 24, 36)
    ("At least two dozen people were killed and scores injured.",
     "Scores were injured, and at least 24 people were killed."),
    ("That leaves about three dozen at risk of aid cutoffs, Boucher said without identifying them.",
     "It was Boucher who said that leaves about 36 at risk of aid cutoffs without identifying them."),
    # a scale word said alone is its own number (MRPC train 3222)
    ("Another million barrels, bought by Spanish refiner Cepsa SA, was to be loaded onto a Spanish "
     "tanker, Sandra Tapias.",
     "It was Spanish refiner Cepsa SA that bought another 1 million barrels that were to be loaded "
     "onto a Spanish tanker, Sandra Tapias."),
])
def test_a_scale_word_states_its_value_with_or_without_a_number(source, paraphrase):
    assert changed(source, paraphrase) == ([], [])


def test_a_decimal_comma_read_as_two_numbers_is_a_changed_number():
    # MRPC train 797: the parser splits "1,2 million" and the realizer says "1 million"
    lost, added = changed(
        "Wyeth estimates that 1,2 million women are still taking Prempro pills, down from about "
        "3,4 million before the WHI study was halted last year.",
        "Wyeth estimates that 1 million women are still taking Prempro pills, down from about "
        "$1 million before the WHI study was halted last year.")
    assert lost == ["1,2", "3,4"] and added == ["1", "1"]


def test_the_added_numbers_test_is_off_by_default_and_rejects_only_a_number_added(settings):
    assert FilterPolicy.from_settings(settings).numbers_added_max is None  # no default test
    policy = FilterPolicy(numbers_added_max=0)
    assert policy.metrics() == ("numbers_kept",) and "numbers_added_max:0" in policy.signature()
    source = "For the entire season, the average five-day forecast track error was 259 miles, Franklin said."
    changed_number = "\"The average track error for the five-day (forecast) is 323 nautical miles."
    dropped_number = "The average track error for the season was large, Franklin said."
    rows = ScoreSet(settings, ["numbers_kept"]).score(source, [changed_number, dropped_number])
    assert policy.check(source, changed_number, rows[0]) == ["numbers added: 323"]
    assert policy.check(source, dropped_number, rows[1]) == []  # a number lost is numbers_kept_min's
    assert FilterPolicy(numbers_added_max=1).check(source, changed_number, rows[0]) == []
