"""``given_source`` (pipeline/scoring/given_source.py) with the offline SmolLM2 model."""

from __future__ import annotations

import pytest

from pipeline.scoring.given_source import (
    GivenSource,
    GivenSourceDelta,
    SourceGiven,
    SourceGivenDelta,
)
from pipeline.scoring.perplexity import Perplexity

SOURCE = "Microsoft threatened Linux with a lawsuit over its patents last year."


@pytest.fixture(scope="module")
def given_source():
    from pipeline.settings import load_settings

    return GivenSource(load_settings(engine="builtin"))


def test_a_faithful_rewording_scores_above_a_changed_fact_and_word_salad(given_source):
    faithful, changed, salad = given_source.score_batch(SOURCE, [
        "Last year Microsoft threatened Linux with a lawsuit over its patents.",
        "Last year Microsoft threatened Linux with a lawsuit over its employees.",
        "Patents its over lawsuit a with Linux threatened year last Microsoft.",
    ])
    assert faithful > changed > salad


def test_the_source_makes_its_paraphrase_more_expected(given_source):
    """The same words are more probable after the source than on their own: the score
    reads the source, it is not the paraphrase's perplexity under another name."""
    paraphrase = "Last year Microsoft threatened Linux with a lawsuit over its patents."
    conditioned = given_source.score(SOURCE, paraphrase)
    alone = Perplexity(given_source.settings, model="smollm2").perplexities([paraphrase])[0]
    assert conditioned is not None and alone is not None
    import math

    assert conditioned > -math.log(alone) + 1.0


def test_empty_texts_have_no_score_and_pairs_keep_their_order(given_source):
    pairs = [(SOURCE, ""), ("", "Linux was threatened."), (SOURCE, SOURCE), (SOURCE, "  ")]
    scores = given_source.score_pairs(pairs)
    assert scores[0] is None and scores[1] is None and scores[3] is None
    assert scores[2] == pytest.approx(given_source.score(SOURCE, SOURCE))
    assert given_source.signature().startswith("given_source|model:SmolLM2")
    assert "prompt:same-meaning" in given_source.signature()


def test_a_batch_of_different_lengths_scores_as_each_pair_alone(given_source):
    """Padding the shorter pairs of a batch does not change their scores."""
    pairs = [(SOURCE, "Linux was threatened."),
             ("The vote was close, officials said after the long count in the capital city.",
              "Officials said the vote in the capital city was close after the long count."),
             (SOURCE, "Microsoft threatened Linux.")]
    memo = given_source.perplexity.language_model._conditional_memo
    memo.clear()
    together = given_source.score_pairs(pairs)
    for pair, score in zip(pairs, together, strict=True):
        memo.clear()  # computed again, alone in its batch
        assert given_source.score(*pair) == pytest.approx(score, abs=1e-4)


@pytest.fixture(scope="module")
def given_source_delta(given_source):
    return GivenSourceDelta(given_source.settings)


def test_the_delta_is_zero_for_a_copy_and_lower_the_more_is_lost(given_source_delta):
    copy, faithful, changed, salad = given_source_delta.score_batch(SOURCE, [
        SOURCE,
        "Last year Microsoft threatened Linux with a lawsuit over its patents.",
        "Last year Microsoft threatened Linux with a lawsuit over its employees.",
        "Patents its over lawsuit a with Linux threatened year last Microsoft.",
    ])
    assert copy == pytest.approx(0.0, abs=1e-6)
    assert 0.0 > faithful > changed > salad


def test_the_delta_subtracts_each_pairs_own_source(given_source, given_source_delta):
    """Two sources in one call: each paraphrase is measured against a copy of its own
    source, so a hard source (names, numbers) does not pull its paraphrases down."""
    hard = "Kaufman's $4.47 billion Q2 bid for EnCana's XJ-9 unit closed at 8:41 a.m."
    pairs = [(SOURCE, "Microsoft threatened Linux with a patent lawsuit last year."),
             (hard, "At 8:41 a.m. Kaufman's $4.47 billion Q2 bid for EnCana's XJ-9 unit closed.")]
    raw = given_source.score_pairs(pairs)
    copies = given_source.score_pairs([(SOURCE, SOURCE), (hard, hard)])
    deltas = given_source_delta.score_pairs(pairs)
    for delta, value, copy in zip(deltas, raw, copies, strict=True):
        assert delta == pytest.approx(value - copy, abs=1e-4)
    assert given_source_delta.score_pairs([(SOURCE, ""), ("", SOURCE)]) == [None, None]
    assert given_source_delta.signature().startswith(
        "given_source_delta|baseline:source-copy|model:SmolLM2")


@pytest.fixture(scope="module")
def source_given_delta(given_source):
    return SourceGivenDelta(given_source.settings)


def test_the_source_is_read_after_the_paraphrase(given_source):
    """``source_given`` is ``given_source`` with the two texts swapped."""
    paraphrase = "Linux was threatened with a patent lawsuit by Microsoft last year."
    reverse = SourceGiven(given_source.settings)
    assert reverse.score(SOURCE, paraphrase) == pytest.approx(given_source.score(paraphrase, SOURCE),
                                                              abs=1e-4)
    assert reverse.signature().startswith("source_given|model:SmolLM2")
    assert "direction:paraphrase-to-source" in reverse.signature()


def test_a_paraphrase_that_drops_content_cannot_lead_back_to_the_source(source_given_delta):
    """The reverse direction sees what a fluent paraphrase left out: the lawsuit, the
    patents and the year cannot be predicted from 'Microsoft threatened Linux.'"""
    copy, faithful, dropped = source_given_delta.score_batch(SOURCE, [
        SOURCE,
        "Last year Microsoft threatened Linux with a lawsuit over its patents.",
        "Microsoft threatened Linux.",
    ])
    assert copy == pytest.approx(0.0, abs=1e-6)
    assert 0.0 > faithful > dropped
    assert source_given_delta.score_pairs([(SOURCE, ""), ("", SOURCE)]) == [None, None]
    assert source_given_delta.signature().startswith(
        "source_given_delta|baseline:source-copy|model:SmolLM2")
