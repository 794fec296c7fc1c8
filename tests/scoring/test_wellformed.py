"""The ``wellformed`` fluency score (pipeline/scoring/wellformed.py) with the real
SmolLM2 model, spaCy and the weights in assets/calibration/wellformed.json."""

from __future__ import annotations

import json
import random

import pytest

from pipeline.assets_build.wellformed import DAMAGES, training_pairs
from pipeline.scoring.scoreset import ScoreSet
from pipeline.scoring.slor import SLORWorst
from pipeline.scoring.wellformed import FEATURES, WellFormedModel, model_path
from pipeline.settings import load_settings

SOURCE = "The daily Hurriyet said the raid aimed to foil a Turkish plot to kill an official in Kirkuk."
FLUENT = "The raid aimed to foil a Turkish plot to kill an official in Kirkuk, the daily Hurriyet said."
# A real kept paraphrase of ratings-dev, rated broken by all three raters.
BROKEN = ("There is an official in Kirkuk that killed, for which a Turkish plot foiled, which "
          "was aimed to the raid that the daily Hurriyet said.")
SALAD = "Kirkuk plot in the said raid Turkish daily aimed foil Hurriyet to a the official kill."


@pytest.fixture(scope="module")
def settings():
    return load_settings(engine="builtin")


def test_asset_records_its_fit_and_the_signals_it_was_fitted_on():
    record = json.loads(model_path().read_text(encoding="utf-8"))
    assert record["features"] == list(FEATURES)
    assert set(record["feature_signatures"]) == set(FEATURES)
    assert record["cv_auc"] > 0.75  # real sentences against their damaged copies, held out
    model = WellFormedModel.load()
    # More fluent than the source, its worst spot and fewer errors: each raises the score.
    weights = dict(zip(model.features, model.weights, strict=True))
    assert weights["slor_delta"] > 0 and weights["slor_worst"] > 0
    assert weights["grammar_errors_delta"] < 0


def test_broken_and_salad_paraphrases_score_below_a_fluent_one(settings):
    scores = ScoreSet(settings, ["wellformed", "slor_worst"])
    rows = scores.score(SOURCE, [FLUENT, BROKEN, SALAD])
    fluent, broken, salad = (r["wellformed"] for r in rows)
    assert fluent is not None and broken is not None and salad is not None
    threshold = load_settings().wellformed_min  # the default filter's
    assert threshold is not None
    assert fluent > threshold > broken
    assert threshold > salad
    assert rows[0]["slor_worst"] > rows[2]["slor_worst"]
    signature = scores.signatures()["wellformed"]
    assert signature.startswith("wellformed|model:logistic|weights:slor_delta:")
    assert "fitted:mrpc-train:" in signature


def test_a_cleft_of_a_fluent_source_is_kept(settings):
    # Issue 12 item 7: SLOR delta alone (-1.08 here, below its old -0.8 floor) dropped the
    # realizer's focus constructions of short fluent sources.
    rows = ScoreSet(settings, ["wellformed", "slor_delta"]).score(
        "The cat sat on the mat.", ["It was the cat that sat on the mat.", "Mat the on sat cat the."])
    assert rows[0]["slor_delta"] < -0.8
    assert rows[0]["wellformed"] > 0.5 > rows[1]["wellformed"]


def test_worst_tokens_see_one_broken_spot_the_mean_dilutes(settings):
    long = ("The committee approved the new budget on Tuesday after a long debate about "
            "schools, roads and the pensions of the city's retired teachers.")
    spoiled = long.replace("approved the new budget", "approved budget the the new")
    worst = SLORWorst(settings).score_batch(long, [long, spoiled])
    assert worst[0] is not None and worst[1] is not None and worst[0] > worst[1]
    assert SLORWorst(settings).signature().startswith("slor_worst|worst:5|credit:source-pieces,spaced-opening|model:SmolLM2")


def test_training_pairs_are_mrpc_train_pairs_and_their_damaged_copies(shared_data):
    pairs = training_pairs(shared_data, n=20, seed=1)
    assert len(pairs) == 40
    assert [label for _, _, label, _ in pairs[:2]] == [1, 0]
    assert {name for *_, name in pairs[1::2]} <= set(DAMAGES)
    for (source, real, _, _), (source2, damaged, _, _) in zip(pairs[::2], pairs[1::2], strict=True):
        assert source == source2 and damaged != real
    rng = random.Random(0)
    assert all(DAMAGES[name]("One two three four five six seven.", rng)
               for name in DAMAGES)


def test_worst_tokens_are_credited_with_the_sources_own_rare_words(settings):
    # MRPC train 0-99: the source's rare name and noun (" Heat"-on, " detention") are as
    # unpredictable in it as in the realizer's cleft, which read as a broken spot (-3.28
    # uncredited, wellformed 0.25); moved out of place, a word still costs what it lost.
    source = ("The Foreign Office said Heaton was in Saudi detention but had not been charged, "
              "and that consul officials had visited him on Thursday.")
    cleft = ("It was the Foreign Office that said Heaton was in Saudi detention, but he had not "
             "been charged, and consul officials had visited him on Thursday.")
    moved = ("The Foreign Office said Heaton was in detention Saudi but had not charged been, "
             "and that consul officials had him visited on Thursday.")
    worst = SLORWorst(settings).score_batch(source, [source, cleft, moved])
    assert worst[0] is not None and worst[1] is not None and worst[2] is not None
    assert worst[1] > -1.5 and worst[2] < worst[1] - 1.0
    rows = ScoreSet(settings, ["wellformed"]).score(source, [cleft, moved])
    assert rows[0]["wellformed"] > 0.5 > rows[1]["wellformed"]
