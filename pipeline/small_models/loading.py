"""Reading a transformers model folder into :mod:`llama` / :mod:`bert` modules."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from pipeline.small_models.tokenizer import FastTokenizer

__all__ = ["load_causal_lm", "load_encoder"]

log = logging.getLogger(__name__)

# Weights a folder may carry that these modules do not use.
_UNUSED = ("pooler.", "embeddings.position_ids")


def _config(directory: Path) -> dict[str, Any] | None:
    path = directory / "config.json"
    if not (path.is_file() and (directory / "model.safetensors").is_file()
            and (directory / "tokenizer.json").is_file()):
        return None
    return dict(json.loads(path.read_text(encoding="utf-8")))


def _load_weights(model: Any, directory: Path, prefix: str = "", may_miss: tuple[str, ...] = ()) -> Any:
    """``model`` (built with uninitialised layers) given the folder's tensors; a missing one is an error."""
    from safetensors.torch import load_file

    state = load_file(str(directory / "model.safetensors"))
    state = {k.removeprefix(prefix): v.float() for k, v in state.items()
             if not k.removeprefix(prefix).startswith(_UNUSED)}
    missing, unexpected = model.load_state_dict(state, strict=False, assign=True)
    if unexpected or [m for m in missing if m not in may_miss]:
        raise ValueError(f"{directory}: weights do not fit the model "
                         f"(missing {missing[:3]}, unexpected {unexpected[:3]})")
    return model.eval()


def load_causal_lm(directory: Path) -> tuple[FastTokenizer, Any] | None:
    """Tokenizer and float32 Llama of ``directory``, or ``None`` when it is not one this
    package computes (the caller then uses transformers)."""
    from pipeline.small_models import llama

    config = _config(directory)
    if config is None or not llama.supports(config):
        return None
    c = llama.LlamaConfig.from_dict(config)
    tied = ("lm_head.weight",) if c.tie_word_embeddings else ()
    model = _load_weights(llama.LlamaForCausalLM(c), directory, may_miss=tied)
    if c.tie_word_embeddings:
        model.lm_head.weight = model.model.embed_tokens.weight
    return FastTokenizer(directory), model


def load_encoder(directory: Path) -> tuple[FastTokenizer, Any] | None:
    """Tokenizer and float32 BERT of ``directory``, or ``None`` when it is not one this
    package computes."""
    from pipeline.small_models import bert

    config = _config(directory)
    if config is None or not bert.supports(config):
        return None
    model = bert.BertModel(bert.BertConfig.from_dict(config))
    return FastTokenizer(directory), _load_weights(model, directory, prefix="bert.")
