"""Tiny amrlib-compatible models that the tests build themselves.

amrlib's ``parse_xfm`` and ``generate_xfm`` inference classes load a model
directory with ``amrlib_meta.json`` (which inference class to use) and a
Hugging Face seq2seq model whose ``config.task_specific_params`` carries the
generation settings (``parse_amr`` or ``translation_amr_to_text``).  These
helpers write exactly that layout with a T5 of a few thousand parameters and a
word-level tokenizer trained on Little Prince sentences and serialized graphs,
so the real amrlib loading and inference code runs in well under a second.

A tiny model with random weights answers garbage.  To exercise both outcomes
amrlib can produce, the parser is briefly trained to *memorize* a few pairs:
normal sentences map to their serialized gold graph (a string amrlib
deserializes), a "poison" sentence maps to an empty output (amrlib answers
``None``).  Nothing is downloaded.
"""

from __future__ import annotations

import json
import tarfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = [
    "MEMORIZED",
    "POISON",
    "build_gtos_model",
    "build_spring_model",
    "build_stog_model",
    "pack",
    "serialize_graph",
    "session_model",
]

# (sentence, PENMAN graph): the parser test model maps each sentence to its graph.
MEMORIZED: tuple[tuple[str, str], ...] = (
    ("The little prince laughed .", "(l / laugh-01 :ARG0 (p / prince :mod (l2 / little)))"),
    ("Chapter 1 .", "(c / chapter :mod 1)"),
    ("I saw a boa .", "(s / see-01 :ARG0 (i / i) :ARG1 (b / boa))"),
)
# A sentence the parser test model maps to an output amrlib cannot deserialize
# (a role with no node to attach to), so amrlib answers None.
POISON = "Colorless green ideas sleep furiously ."
POISON_OUTPUT = ":ARG0 :ARG1"

SPECIALS = ["<pad>", "</s>", "<unk>"]


def serialize_graph(penman_text: str) -> str:
    """The one-line form parse_xfm models are trained to emit (variables replaced by concepts)."""
    from amrlib.models.parse_xfm.penman_serializer import PenmanSerializer

    return str(PenmanSerializer(penman_text).get_graph_string())


def _corpus(lpp_path: Path | None, limit: int) -> list[str]:
    texts = [s for s, _ in MEMORIZED] + [POISON, POISON_OUTPUT]
    texts += [serialize_graph(g) for _, g in MEMORIZED]
    if lpp_path is not None:
        import penman

        blocks = lpp_path.read_text(encoding="utf-8").split("\n\n")
        for block in blocks[:limit]:
            if "(" not in block:
                continue
            texts.append(penman.decode(block).metadata.get("snt", ""))
            texts.append(serialize_graph(block))
    return texts


def _build_tokenizer(texts: Sequence[str], out_dir: Path, vocab_size: int) -> Any:
    from tokenizers import Tokenizer, models, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    # Whitespace-split words: amrlib decodes by joining tokens with spaces, so a
    # word must never be split (":ARG0", "bark-01" stay whole).
    tok = Tokenizer(models.WordLevel(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tok.train_from_iterator(texts, trainers.WordLevelTrainer(vocab_size=vocab_size, special_tokens=SPECIALS))
    eos = tok.token_to_id("</s>")
    tok.post_processor = processors.TemplateProcessing(single="$A </s>", special_tokens=[("</s>", eos)])
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", eos_token="</s>",
                                   unk_token="<unk>", model_max_length=128,
                                   model_input_names=["input_ids", "attention_mask"])
    fast.save_pretrained(out_dir)
    return fast


def _build_t5(vocab_size: int, seed: int) -> Any:
    import torch
    from transformers import T5Config, T5ForConditionalGeneration

    torch.manual_seed(seed)
    config = T5Config(vocab_size=vocab_size, d_model=48, d_kv=16, d_ff=96, num_layers=2,
                      num_decoder_layers=2, num_heads=3, dropout_rate=0.0,
                      pad_token_id=0, eos_token_id=1, decoder_start_token_id=0)
    return T5ForConditionalGeneration(config)


def _memorize(model: Any, tokenizer: Any, pairs: Sequence[tuple[str, str]], steps: int) -> None:
    import torch

    sources = tokenizer([s for s, _ in pairs], padding=True, return_tensors="pt")
    labels = tokenizer([t for _, t in pairs], padding=True, return_tensors="pt")["input_ids"]
    labels[labels == tokenizer.pad_token_id] = -100
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    model.train()
    for _ in range(steps):
        loss = model(**sources, labels=labels).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    model.eval()


def _write(model_dir: Path, *, task: str, inference_module: str, model_type: str,
           pairs: Sequence[tuple[str, str]], lpp_path: Path | None, steps: int, seed: int,
           meta_kwargs: dict[str, object] | None = None, vocab_size: int = 1500,
           lpp_limit: int = 200) -> Path:
    import torch

    torch.set_num_threads(1)
    model_dir.mkdir(parents=True, exist_ok=True)
    tokenizer = _build_tokenizer(_corpus(lpp_path, lpp_limit), model_dir, vocab_size)
    model = _build_t5(len(tokenizer), seed)
    if pairs and steps:
        _memorize(model, tokenizer, pairs, steps)
    # amrlib reads the generation settings from task_specific_params; the
    # tokenizer is saved beside the model (tok_name_or_path is a Hub name in
    # released models, so adapters pass the directory explicitly).
    model.config.task_specific_params = {task: {
        "model_name_or_path": "tiny-t5", "max_in_len": 64, "max_out_len": 48,
    }}
    model.save_pretrained(model_dir)
    meta = {"model_type": model_type, "version": "0.0.1", "date": "2026-01-01",
            "inference_module": inference_module, "inference_class": "Inference",
            "model_fn": "model.safetensors", "kwargs": dict(meta_kwargs or {})}
    (model_dir / "amrlib_meta.json").write_text(json.dumps(meta, indent=2), encoding="utf-8")
    return model_dir


def build_stog_model(model_dir: Path, lpp_path: Path | None = None, *, steps: int = 60,
                     seed: int = 0) -> Path:
    """A parse_xfm model that memorized :data:`MEMORIZED` and :data:`POISON`."""
    # A two-layer T5 with relative positions cannot count a run of ")" before
    # the end; amrlib's deserializer closes open nodes itself, so the run is cut
    # to one ")" (its tokenizer drops a final token that no separator follows).
    pairs = [(s, serialize_graph(g).rstrip(" )") + " )") for s, g in MEMORIZED]
    pairs.append((POISON, POISON_OUTPUT))
    # Greedy by default (amrlib_meta.json kwargs are a model's inference
    # defaults): with early stopping, a 4-beam search over a model this peaked
    # finishes on premature end-of-sequence candidates before the memorized one.
    return _write(model_dir, task="parse_amr", inference_module=".parse_xfm.inference",
                  model_type="stog", pairs=pairs, lpp_path=lpp_path, steps=steps, seed=seed,
                  meta_kwargs={"num_beams": 1})


def build_gtos_model(model_dir: Path, lpp_path: Path | None = None, *, steps: int = 0,
                     seed: int = 0) -> Path:
    """A generate_xfm model; random weights unless ``steps`` trains it on :data:`MEMORIZED`."""
    from amrlib.models.generate_xfm.model_input_helper import ModelInputHelper

    pairs = [(ModelInputHelper.gstring_to_oneline(g), s) for s, g in MEMORIZED]
    return _write(model_dir, task="translation_amr_to_text", inference_module=".generate_xfm.inference",
                  model_type="gtos", pairs=pairs, lpp_path=lpp_path, steps=steps, seed=seed)


def build_spring_model(model_dir: Path, lpp_path: Path | None = None, *, seed: int = 0) -> Path:
    """A parse_spring model folder whose base "BART" is a tiny local one.

    amrlib's SPRING inference builds the model from its base model (normally
    ``facebook/bart-large`` from the Hub) named in the folder's ``config.json``,
    extends the tokenizer with its AMR vocabulary and loads a checkpoint.  Here
    the base is a one-layer BART with a byte-level BPE trained on local text,
    biased to end every output at once (SPRING decodes up to 512 tokens, which
    random weights would use up): the output is the empty graph amrlib reports
    for a failed parse.
    """
    import torch
    from tokenizers import ByteLevelBPETokenizer
    from transformers import BartConfig, BartForConditionalGeneration

    torch.set_num_threads(1)
    torch.manual_seed(seed)
    base = model_dir.parent / f"{model_dir.name}_base_bart"
    base.mkdir(parents=True, exist_ok=True)
    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(_corpus(lpp_path, 100), vocab_size=600,
                            special_tokens=["<s>", "<pad>", "</s>", "<unk>", "<mask>"])
    bpe.save_model(str(base))
    config = BartConfig(vocab_size=bpe.get_vocab_size(), d_model=16, encoder_layers=1, decoder_layers=1,
                        encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32,
                        decoder_ffn_dim=32, max_position_embeddings=600, pad_token_id=1, bos_token_id=0,
                        eos_token_id=2, decoder_start_token_id=2)
    BartForConditionalGeneration(config).save_pretrained(base)

    from amrlib.models.parse_spring.model_utils import instantiate_model_and_tokenizer

    spring = {"model": str(base), "penman_linearization": True, "use_pointer_tokens": True,
              "raw_graph": False, "collapse_name_ops": False}
    model, tokenizer = instantiate_model_and_tokenizer(
        str(base), dropout=0.0, attention_dropout=0.0, penman_linearization=True,
        use_pointer_tokens=True, raw_graph=False)
    with torch.no_grad():
        model.final_logits_bias[0, tokenizer.eos_token_id] = 100.0
    model_dir.mkdir(parents=True, exist_ok=True)
    (model_dir / "config.json").write_text(json.dumps(spring, indent=2), encoding="utf-8")
    torch.save({"model": model.state_dict()}, model_dir / "model.pt")
    meta = {"model_type": "stog", "version": "0.0.1", "date": "2026-01-01",
            "inference_module": ".parse_spring.inference", "inference_class": "Inference",
            "model_fn": "model.pt", "kwargs": {"num_beams": 1}}
    (model_dir / "amrlib_meta.json").write_text(json.dumps(meta, indent=2), encoding="utf-8")
    return model_dir


def pack(model_dir: Path, archive: Path) -> Path:
    """``model_dir`` as a .tar.gz whose single top-level folder is the directory's name,
    the layout of amrlib's released model archives."""
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(model_dir, arcname=model_dir.name)
    return archive


_BUILT: dict[tuple[str, str], Path] = {}


def session_model(kind: str, base: Path, lpp_path: Path | None = None, *, archive: bool = False) -> Path:
    """The tiny ``stog``, ``gtos`` or ``spring`` model folder (or its .tar.gz), built once per
    process under ``base`` (a session temporary directory) and reused by every
    test module."""
    key = (kind, "archive" if archive else "dir")
    if key not in _BUILT:
        folder = _BUILT.get((kind, "dir"))
        if folder is None:
            builders = {"stog": build_stog_model, "gtos": build_gtos_model, "spring": build_spring_model}
            folder = builders[kind](base / f"tiny_{kind}", lpp_path)
            _BUILT[(kind, "dir")] = folder
        if archive:
            _BUILT[key] = pack(folder, base / f"tiny_{kind}.tar.gz")
    return _BUILT[key]
