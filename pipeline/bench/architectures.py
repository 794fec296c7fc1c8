"""Random-weight models of the real architectures, built locally for the benchmark.

Speed depends on the architecture, the sequence lengths and the batch, not on
the weights, so the benchmark times models of the released shapes with random
weights: BART-large (amrlib's ``parse_xfm_bart_large``), T5-base
(``generate_t5wtense``), GPT-2 small (the perplexity filter) and BERT-base (a
sentence encoder in the semantic scorer's slot).  ``size="tiny"`` gives the
same families a few layers wide, for tests and quick checks.

Nothing is downloaded: each tokenizer is a byte-level BPE trained on local text
(MRPC and Little Prince sentences and graphs), as ``tests/tiny_models.py``
does, then filled with placeholder tokens up to the model's real vocabulary
size (the output layer is a large part of decoding), so that every id a random
decoder emits decodes to text.

The models are written where the workbench loads them from, a models
directory (``settings.resolved_models_dir()``), under the names the amrlib
backend and the scorers look for: ``parse_xfm_bart_large``,
``generate_t5wtense``, ``gpt2`` and ``simcse``.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

__all__ = ["ARCHITECTURES", "Architecture", "build_models", "local_text"]

Size = Literal["tiny", "real"]
MARKER = "paraamr-bench.json"
FORMAT = 3  # bump when what _write produces changes: older folders are rebuilt


@dataclass(frozen=True)
class Architecture:
    """One model to build: which family, its shape, and where it goes."""

    slot: str  # the models-directory name the workbench loads it under
    name: str  # what it is, for the report
    family: Literal["bart", "t5", "gpt2", "bert"]
    shape: dict[str, int] = field(default_factory=dict)


_REAL = (
    Architecture("parse_xfm_bart_large", "bart-large", "bart",
                 {"vocab": 50265, "width": 1024, "layers": 12, "heads": 16, "ffn": 4096}),
    Architecture("generate_t5wtense", "t5-base", "t5",
                 {"vocab": 32128, "width": 768, "layers": 12, "heads": 12, "ffn": 3072}),
    Architecture("gpt2", "gpt2", "gpt2", {"vocab": 50257, "width": 768, "layers": 12, "heads": 12}),
    Architecture("simcse", "bert-base", "bert",
                 {"vocab": 30522, "width": 768, "layers": 12, "heads": 12, "ffn": 3072}),
)
_TINY_SHAPE = {"vocab": 1200, "width": 32, "layers": 2, "heads": 2, "ffn": 64}
ARCHITECTURES: dict[str, tuple[Architecture, ...]] = {
    "real": _REAL,
    "tiny": tuple(Architecture(a.slot, f"{a.name} (tiny)", a.family, _TINY_SHAPE) for a in _REAL),
}

# (special tokens, post-processing template) per family; the ids follow the order.
_SPECIALS: dict[str, tuple[list[str], str | None]] = {
    "bart": (["<s>", "<pad>", "</s>", "<unk>"], "<s> $A </s>"),
    "t5": (["<pad>", "</s>", "<unk>"], "$A </s>"),
    "gpt2": (["<|endoftext|>"], None),
    "bert": (["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"], "[CLS] $A [SEP]"),
}
_TOKEN_ROLES: dict[str, dict[str, str]] = {
    "bart": {"bos_token": "<s>", "pad_token": "<pad>", "eos_token": "</s>", "unk_token": "<unk>"},
    "t5": {"pad_token": "<pad>", "eos_token": "</s>", "unk_token": "<unk>"},
    "gpt2": {"bos_token": "<|endoftext|>", "eos_token": "<|endoftext|>", "unk_token": "<|endoftext|>"},
    "bert": {"pad_token": "[PAD]", "unk_token": "[UNK]", "cls_token": "[CLS]", "sep_token": "[SEP]",
             "mask_token": "[MASK]"},
}
# amrlib reads its input and output limits from task_specific_params.
_TASKS = {"bart": ("parse_amr", 128, 1024), "t5": ("translation_amr_to_text", 512, 90)}


def local_text(mrpc: Path, lpp: Path | None, limit: int = 4000) -> list[str]:
    """Sentences (and PENMAN graph lines) to train the tokenizers on."""
    from pipeline.scoring.mrpc import mrpc_sentences

    texts = mrpc_sentences(mrpc, limit)
    if lpp is not None and lpp.is_file():
        texts += [line.strip() for line in lpp.read_text(encoding="utf-8").splitlines()
                  if line.strip()][:limit]
    return texts


def _tokenizer(family: str, texts: Iterable[str], vocab: int, out_dir: Path) -> Any:
    from tokenizers import ByteLevelBPETokenizer, processors
    from transformers import PreTrainedTokenizerFast

    specials, template = _SPECIALS[family]
    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(list(texts), vocab_size=min(vocab, 8000), special_tokens=specials)
    if template is not None:
        ids = [(t, bpe.token_to_id(t)) for t in specials if t in template]
        bpe.post_processor = processors.TemplateProcessing(single=template, special_tokens=ids)
    inputs = ["input_ids", "attention_mask"] + (["token_type_ids"] if family == "bert" else [])
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe._tokenizer, model_max_length=1024,
                                        model_input_names=inputs, **_TOKEN_ROLES[family])
    tokenizer.add_tokens([f"<unused{i}>" for i in range(len(tokenizer), vocab)])
    tokenizer.save_pretrained(out_dir)
    return tokenizer


def _model(arch: Architecture) -> Any:
    import transformers as tf

    s = arch.shape
    if arch.family == "bart":
        return tf.BartForConditionalGeneration(tf.BartConfig(
            vocab_size=s["vocab"], d_model=s["width"], encoder_layers=s["layers"], decoder_layers=s["layers"],
            encoder_attention_heads=s["heads"], decoder_attention_heads=s["heads"],
            encoder_ffn_dim=s["ffn"], decoder_ffn_dim=s["ffn"], max_position_embeddings=1024,
            pad_token_id=1, bos_token_id=0, eos_token_id=2, decoder_start_token_id=2, forced_eos_token_id=2))
    if arch.family == "t5":
        return tf.T5ForConditionalGeneration(tf.T5Config(
            vocab_size=s["vocab"], d_model=s["width"], d_kv=s["width"] // s["heads"], d_ff=s["ffn"],
            num_layers=s["layers"], num_decoder_layers=s["layers"], num_heads=s["heads"],
            pad_token_id=0, eos_token_id=1, decoder_start_token_id=0))
    if arch.family == "gpt2":
        return tf.GPT2LMHeadModel(tf.GPT2Config(
            vocab_size=s["vocab"], n_embd=s["width"], n_layer=s["layers"], n_head=s["heads"],
            n_positions=1024, bos_token_id=0, eos_token_id=0))
    return tf.BertModel(tf.BertConfig(
        vocab_size=s["vocab"], hidden_size=s["width"], num_hidden_layers=s["layers"],
        num_attention_heads=s["heads"], intermediate_size=s["ffn"], pad_token_id=0))


def _write(arch: Architecture, texts: Sequence[str], folder: Path, seed: int) -> None:
    import torch

    folder.mkdir(parents=True, exist_ok=True)
    tokenizer = _tokenizer(arch.family, texts, arch.shape["vocab"], folder)
    torch.manual_seed(seed)
    model = _model(arch).eval()
    if arch.family in _TASKS:
        # A random decoder tends to repeat the start token (the pad) or stop at once; with the
        # special tokens suppressed it writes text up to the length cap, as a long real output does.
        model.generation_config.suppress_tokens = sorted(set(tokenizer.all_special_ids))
        task, max_in, max_out = _TASKS[arch.family]
        model.config.task_specific_params = {task: {
            "model_name_or_path": f"bench-{arch.name}", "max_in_len": max_in, "max_out_len": max_out}}
        meta: dict[str, Any] = {"model_type": "stog" if arch.family == "bart" else "gtos", "version": "0.0.0",
                "date": "2026-01-01", "inference_class": "Inference", "model_fn": "model.safetensors",
                "inference_module": ".parse_xfm.inference" if arch.family == "bart"
                else ".generate_xfm.inference", "kwargs": {}}
        (folder / "amrlib_meta.json").write_text(json.dumps(meta, indent=2), encoding="utf-8")
    model.save_pretrained(folder)


def build_models(models_dir: Path, size: Size, texts: Sequence[str], *, seed: int = 0) -> list[Architecture]:
    """The four benchmark models under ``models_dir``; folders already built for ``size`` are reused."""
    built = []
    for arch in ARCHITECTURES[size]:
        folder = models_dir / arch.slot
        marker = folder / MARKER
        wanted = {"name": arch.name, "shape": arch.shape, "seed": seed, "format": FORMAT}
        try:
            reusable = json.loads(marker.read_text(encoding="utf-8")) == wanted
        except (OSError, ValueError):
            reusable = False
        if not reusable:
            shutil.rmtree(folder, ignore_errors=True)
            _write(arch, texts, folder, seed)
            marker.write_text(json.dumps(wanted), encoding="utf-8")
        built.append(arch)
    return built
