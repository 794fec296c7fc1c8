"""Known values of the lexical metrics (pipeline/scoring/lexical.py)."""

from __future__ import annotations

import pytest

from pipeline.scoring.lexical import (
    LengthRate,
    OneMinusBLEU,
    OneMinusOverlap,
    ParaMacDiversity,
    SelfBLEU,
    TrigramOverlap,
    corpus_self_bleu,
    length_rate,
    one_minus_overlap,
    paramac_diversity,
    trigram_overlap,
    words,
)

SENTENCE = "The giant rock was first observed on August 24 by a research program."
DISJOINT = "Nobody saw anything unusual yesterday evening"

DIVERSITY_METRICS = [OneMinusBLEU(), OneMinusOverlap(), ParaMacDiversity()]


@pytest.mark.parametrize("metric", DIVERSITY_METRICS, ids=lambda m: m.name)
def test_identical_sentences_have_zero_diversity(metric):
    assert metric.score(SENTENCE, SENTENCE) == pytest.approx(0.0, abs=1e-12)


@pytest.mark.parametrize("metric", DIVERSITY_METRICS, ids=lambda m: m.name)
def test_disjoint_sentences_have_diversity_one(metric):
    assert metric.score(SENTENCE, DISJOINT) == pytest.approx(1.0)


def test_similarity_side_of_identical_and_disjoint():
    assert SelfBLEU().score(SENTENCE, SENTENCE) == pytest.approx(1.0)
    assert SelfBLEU().score(SENTENCE, DISJOINT) == pytest.approx(0.0)
    assert TrigramOverlap().score(SENTENCE, SENTENCE) == 1.0
    assert TrigramOverlap().score(SENTENCE, DISJOINT) == 0.0
    assert LengthRate().score(SENTENCE, SENTENCE) == 0.0


def test_trigram_overlap_divides_by_the_shorter_side():
    # a: 6 tokens, trigrams {the cat sat, cat sat on, sat on the, on the mat}
    a = "the cat sat on the mat"
    b = "cat sat on a mat"  # trigrams: cat sat on | sat on a | on a mat (3, the shorter side)
    assert trigram_overlap(a, b) == pytest.approx(1 / 3)  # shared: {cat sat on}
    assert trigram_overlap(b, a) == pytest.approx(1 / 3)  # symmetric: the shorter side decides
    # ParaNMT counts distinct trigrams: repeats do not inflate the overlap.
    assert trigram_overlap("x y z x y z", "x y z q") == pytest.approx(1 / 2)


def test_trigram_overlap_undefined_below_three_tokens():
    assert trigram_overlap("hi there", "hi there friend") is None


def test_token_overlap_is_jaccard_of_lowercased_types():
    # types {the, cat, sat, .} vs {a, cat, sat, down}: shared 2 of 6.
    assert one_minus_overlap("The cat sat.", "a CAT sat down") == pytest.approx(1 - 2 / 6)


def test_length_rate_is_relative_to_the_shorter_sentence():
    assert length_rate("a b c d e f", "a b c") == pytest.approx(1.0)
    assert length_rate("a b c", "a b c d") == pytest.approx(1 / 3)
    assert length_rate("", "a") is None


def test_paramac_diversity_weights_and_position_shift():
    # Same words, reversed: Jaccard 1, shifts |0-1|, |.5-.5|, |1-0| -> mean 2/3.
    assert paramac_diversity("a b c", "c b a", beta1=0.0, beta2=1.0) == pytest.approx(2 / 3)
    assert paramac_diversity("a b c", "c b a", beta1=1.0, beta2=0.0) == pytest.approx(0.0)
    # One of three types shared ("a", at the start of both): 1 - 1/5 and no shift.
    assert paramac_diversity("a b c", "a d e", beta1=1.0, beta2=0.0) == pytest.approx(0.8)
    assert paramac_diversity("a b c", "a d e", beta1=0.0, beta2=1.0) == pytest.approx(0.0)


def test_empty_candidates_are_undefined_not_errors():
    for metric in [*DIVERSITY_METRICS, SelfBLEU(), TrigramOverlap(), LengthRate()]:
        assert metric.score(SENTENCE, "") is None, metric.name


def test_non_ascii_text_is_tokenized_by_words():
    assert words("Zoë a mangé une crème brûlée — 東京") == [
        "zoë", "a", "mangé", "une", "crème", "brûlée", "—", "東京"]
    assert OneMinusOverlap().score("Zoë a mangé", "Zoë a mangé") == 0.0
    assert 0.0 < OneMinusBLEU().score("Zoë a mangé une crème brûlée", "Zoë a mangé") < 1.0


def test_long_sentences_score_without_truncation():
    long = " ".join(f"w{i}" for i in range(1000))
    assert OneMinusOverlap().score(long, long) == 0.0
    assert TrigramOverlap().score(long, long) == 1.0


def test_signatures_name_metric_tokenization_and_version():
    assert OneMinusOverlap().signature() == "one_minus_overlap|tok:lc-words|v:0.1.0"
    bleu = OneMinusBLEU().signature()
    assert bleu.startswith("one_minus_bleu|bleu:nrefs:1,") and "tok:13a" in bleu
    assert ParaMacDiversity(beta1=0.3, beta2=0.7).signature() == (
        "paramac_diversity|tok:lc-words|beta1:0.3|beta2:0.7|v:0.1.0")


def test_corpus_self_bleu():
    assert corpus_self_bleu([SENTENCE], [SENTENCE]) == pytest.approx(1.0)
    assert corpus_self_bleu([SENTENCE, SENTENCE], [DISJOINT, DISJOINT]) == pytest.approx(0.0)
