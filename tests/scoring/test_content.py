"""content_kept on real spaCy parses: pairs of ratings-dev whose paraphrase the default
filter kept although raters said the meaning changed (content lost), and rewordings that
keep every content word."""

from __future__ import annotations

import json

import pytest

from pipeline.scoring import DEFAULT_METRICS, FilterPolicy, ScoreSet
from pipeline.scoring.content import ContentKept, content_lost, content_words
from pipeline.scoring.grammar import parse_texts


def lost(source: str, paraphrase: str) -> list[str]:
    return content_lost(*parse_texts([source, paraphrase]))


@pytest.mark.parametrize("source, paraphrase, expected", [
    ("NASIRIYA, Iraq—Iraqi doctors who treated former prisoner of war Jessica Lynch have angrily "
     "dismissed claims made in her biography that she was raped by her Iraqi captors.",
     "NASIRIYA, Iraq dismissed claims made in her biography that she was raped by her Iraqi "
     "captors anger.",
     ["doctors", "treated", "prisoner", "war", "Jessica", "Lynch"]),
    ("Rich media doubled its share, increasing from 3% in Q2 2002 to 6% in Q2 2003.",
     "Rich media doubled its share, increasing from 3.",
     ["Q2", "2002", "6", "Q2", "2003"]),
    ("A charter plane crashed in Turkey on Monday, killing all 75 people aboard, including 62 "
     "Spanish peacekeepers returning from Afghanistan, officials said.",
     "There is a charter plane that was crashed in Turkey on Monday killing, officials said.",
     ["75", "people", "including", "62", "peacekeepers", "returning", "Afghanistan"]),
])
def test_content_lost_by_paraphrases_raters_called_changed(source, paraphrase, expected):
    assert lost(source, paraphrase) == expected


@pytest.mark.parametrize("source, paraphrase", [
    # a cleft and reordering: every content word said again
    ("Hilsenrath and Klarman each were indicted on three counts of securities fraud.",
     "It was Hilsenrath and Klarman that were indicted on three counts of securities fraud."),
    # numbers with a scale word, written out by the realizer
    ("Last year, Comcast signed 1.5 million new digital cable subscribers.",
     "1500000 new digital cable subscribers who Comcast signed last year subscribed."),
    ("The vast majority of trades will be priced at 20 cents per contract.",
     "Twenty cents per contract is the price of the vast majority of trades."),
    # another form of the same word: lemma ("promoters" / "promoter") or stem ("nomadic" / "nomad")
    ("A meeting of promoters was also held at Presbyterian Church.",
     "The promoters also held a meeting at the Presbyterian Church."),
    ("The Yurts lay the foundation of the philosophy to which nomadic societies attach importance.",
     "The foundation of the philosophy, to which nomad societies attach importance, was laid by "
     "the Yurts."),
    # a Reuters code is markup, not content
    ("The broad Standard & Poor's 500 Index .SPX gained 19.72 points.",
     "The broad Standard & Poor's 500 Index gained 19.72 points."),
])
def test_rewording_keeps_every_content_word(source, paraphrase):
    assert lost(source, paraphrase) == []


def test_content_words_are_nouns_names_numbers_and_main_verbs():
    source, = parse_texts(["The company has quickly sold 5 billion dollars of old bonds to Acme."])
    assert [t.text for t in content_words(source)] == ["company", "sold", "5", "dollars", "bonds",
                                                       "Acme"]


def test_score_is_the_share_kept_and_one_without_content():
    metric = ContentKept()
    source = "PCCW's chief operating officer, Mike Butcher, will report directly to Mr So."
    # content: PCCW, chief, operating, officer, Mike, Butcher, report, So ... "Mr" is a name too
    words = content_words(parse_texts([source])[0])
    kept = metric.score_batch(source, [source, "PCCW's chief operating officer will report to Mr So.", ""])
    assert kept[0] == 1.0 and kept[2] is None
    assert kept[1] == pytest.approx(1 - 2 / len(words))  # Mike, Butcher
    assert metric.score("It is what it is.", "It was.") == 1.0  # no content word
    assert metric.signature().startswith("content_kept|parser:spacy:")


def test_scored_by_default_and_read_by_the_filter_minimum(settings):
    assert "content_kept" in DEFAULT_METRICS
    row = ScoreSet(settings, ["content_kept"]).score("Shares of Acme rose 5 percent.",
                                                     ["Shares rose 5 percent."])[0]
    assert row["content_kept"] == 0.8  # content: Shares, Acme, rose, 5, percent
    policy = FilterPolicy(content_kept_min=0.9)
    assert "content_kept" in policy.metrics()
    assert policy.check("Shares of Acme rose 5 percent.", "Shares rose 5 percent.", row) == [
        "content kept 0.80 < 0.90"]
    assert "content_min:0.9" in policy.signature()


def test_score_command_names_the_content_lost(capsys, settings):
    from pipeline.cli import main

    source = "Shares of Acme rose 5 percent."
    code = main(["score", source, "Shares rose 5 percent.", "--metrics", "content_kept", "--json"])
    payload = json.loads(capsys.readouterr().out)
    assert code == 0 and payload["content_kept"] == 0.8 and payload["content_lost"] == ["Acme"]
