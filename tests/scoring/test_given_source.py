"""``given_source`` (pipeline/scoring/given_source.py) with the offline SmolLM2 model."""

from __future__ import annotations

import pytest

from pipeline.scoring.given_source import GivenSource
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
