"""The ``meaning`` score (pipeline/scoring/meaning.py) with the real MiniLM encoder, spaCy
and the weights in assets/calibration/meaning.json, and the damages its weights were
learnt from (pipeline/assets_build/meaning.py)."""

from __future__ import annotations

import json

import pytest

from pipeline.assets_build.meaning import DAMAGES, training_pairs
from pipeline.nlp import load_spacy
from pipeline.scoring.meaning import FEATURES, Meaning, model_path
from pipeline.scoring.scoreset import ScoreSet
from pipeline.scoring.wellformed import WellFormedModel
from pipeline.settings import load_settings

# Pairs of ratings-dev that the previous default filter kept and most raters gave semantic 1.
NICHOLAS = ("Nicholas is the uncle of Louima, the Haitian immigrant who was sexually tortured "
            "by NYPD cops in 1997.", "Nicholas is the uncle of Louima.")
ASPER = ('Don Asper called the attack "bothersome," before he and his wife contacted the '
         "firm's Web site provider to replace the vandalized page.",
         "There is Web site provider of the firm that he and his wife contacted to replace the "
         "vandalized page.")
# ... and one it kept that most did not; the new filter keeps it too (README).
PCCW = ("PCCW's chief operating officer, Mike Butcher, and Alex Arena, the chief financial "
        "officer, will report directly to Mr So.",
        "PCCW's chief operating officer will report to Mr So directly.")
# Two that no rater gave semantic 1.
LEGATO = ("Under terms of the deal, Legato stockholders will receive 0.9 of a share of EMC "
          "common stock for each share of Legato stock.",
          "Under deal terms, Legato stockholders will receive 0.9 of a share of EMC common stock "
          "for each share of Legato stock.")
ISRAELI = ("ISRAELI soldiers knocked down empty mobile homes and water towers in 10 tiny West "
           "Bank settlement outposts overnight as part of a US-backed Mideast peace plan.",
           "There are empty mobile homes and water towers that ISRAELI soldiers knocked down in "
           "10 tiny West Bank settlement outposts overnight part of a US-backed Mideast peace plan.")


def test_asset_records_its_fit_and_the_signals_it_was_fitted_on():
    record = json.loads(model_path().read_text(encoding="utf-8"))
    assert record["features"] == list(FEATURES)
    assert set(record["feature_signatures"]) == set(FEATURES)
    assert record["fitted"].startswith("mrpc-train:")
    assert record["cv_auc"] > 0.68  # MRPC classes and damaged copies, held out
    assert set(record["cv_auc_against_mrpc_paraphrases"]) <= {"mrpc", *DAMAGES}
    model = WellFormedModel.load(model_path(), "meaning")
    assert all(w > 0 for w in model.weights)  # more of each signal: more likely the same meaning


def test_dropped_content_scores_below_the_threshold_and_rewording_above(settings):
    threshold = load_settings().meaning_min  # the default filter's
    assert threshold is not None
    scores = ScoreSet(settings, ["meaning"])
    rows = scores.score_pairs([NICHOLAS, ASPER, LEGATO, ISRAELI, PCCW])
    assert all(r["meaning"] is not None for r in rows)
    nicholas, asper, legato, israeli, pccw = (float(r["meaning"] or 0.0) for r in rows)
    assert max(nicholas, asper) < threshold < min(legato, israeli)
    assert threshold < pccw < legato  # a dropped conjunct is seen, but not enough (a miss)
    signature = scores.signatures()["meaning"]
    assert signature.startswith("meaning|model:logistic|weights:semantic:")
    assert "fitted:mrpc-train:" in signature


def test_a_missing_signal_leaves_meaning_undefined(settings):
    meaning = Meaning(settings)
    assert meaning.combine({"semantic": 0.9, "bertscore_recall": None, "facts_kept": 1.0}) is None
    assert meaning.combine({"semantic": 0.9, "bertscore_recall": 0.9, "facts_kept": 1.0}) == \
        pytest.approx(meaning.model.probability({"semantic": 0.9, "bertscore_recall": 0.9,
                                                 "facts_kept": 1.0}))


def test_every_damage_changes_a_sentence_it_applies_to():
    nlp = load_spacy()
    sentences = [nlp(text) for text in (
        "Mike Butcher and Alex Arena, two officers who joined in 2001, did not report "
        "to Mr So in Hong Kong.",
        "The board approved the 12 deals on Monday, a spokesman said.")]
    for name, damage in DAMAGES.items():
        damaged = [damage(doc) for doc in sentences]
        assert any(d and d != doc.text for d, doc in zip(damaged, sentences, strict=True)), name


def test_training_pairs_are_labelled_mrpc_train_pairs_and_damaged_copies(shared_data):
    pairs = training_pairs(shared_data, n_mrpc=20, n_damaged=10, seed=1)
    assert len(pairs) == 30
    assert {kind for *_, kind in pairs[:20]} == {"mrpc"}
    assert {label for _, _, label, _ in pairs[:20]} == {0, 1}
    assert {kind for *_, kind in pairs[20:]} <= set(DAMAGES)
    assert all(label == 0 for _, _, label, _ in pairs[20:])
