"""The part of transformers' fast-tokenizer interface the scorers use, over ``tokenizers``."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["FastTokenizer"]


def _token_text(value: Any) -> str | None:
    if isinstance(value, dict):
        return value.get("content")
    return value if isinstance(value, str) else None


class FastTokenizer:
    """A ``tokenizer.json`` with the special tokens of ``tokenizer_config.json`` /
    ``special_tokens_map.json``: what ``AutoTokenizer`` builds for a fast tokenizer,
    for encoding only (ids, attention masks, padding, truncation)."""

    def __init__(self, directory: Path) -> None:
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        self._tokenizer.no_padding()
        self._tokenizer.no_truncation()
        special: dict[str, Any] = {}
        for name in ("tokenizer_config.json", "special_tokens_map.json"):
            path = directory / name
            if path.is_file():
                special.update({k: v for k, v in json.loads(path.read_text(encoding="utf-8")).items()
                                if k.endswith("_token") and _token_text(v) is not None})
        self.bos_token_id = self._id(_token_text(special.get("bos_token")))
        self.pad_token_id = self._id(_token_text(special.get("pad_token")))

    def _id(self, token: str | None) -> int | None:
        return None if token is None else self._tokenizer.token_to_id(token)

    def convert_tokens_to_ids(self, token: str) -> int | None:
        return self._id(token)

    def convert_ids_to_tokens(self, token_id: int) -> str | None:
        return self._tokenizer.id_to_token(token_id)

    def __call__(self, texts: str | Sequence[str], add_special_tokens: bool = True,
                 padding: bool = False, truncation: bool = False, max_length: int | None = None,
                 return_tensors: str | None = None) -> dict[str, Any]:
        single = isinstance(texts, str)
        batch = [texts] if single else list(texts)
        encodings = self._tokenizer.encode_batch(batch, add_special_tokens=add_special_tokens)
        ids = [e.ids for e in encodings]
        if truncation and max_length is not None:
            ids = [_truncate(row, max_length, add_special_tokens) for row in ids]
        masks = [[1] * len(row) for row in ids]
        if padding:
            width = max((len(row) for row in ids), default=0)
            pad = self.pad_token_id or 0
            ids = [row + [pad] * (width - len(row)) for row in ids]
            masks = [row + [0] * (width - len(row)) for row in masks]
        if return_tensors == "pt":
            import torch

            return _Batch(input_ids=torch.tensor(ids, dtype=torch.long),
                          attention_mask=torch.tensor(masks, dtype=torch.long))
        if single:
            return {"input_ids": ids[0], "attention_mask": masks[0]}
        return {"input_ids": ids, "attention_mask": masks}


def _truncate(ids: list[int], max_length: int, kept_last: bool) -> list[int]:
    """The first ``max_length`` ids, keeping a final special token (BERT's [SEP]) last."""
    if len(ids) <= max_length:
        return ids
    if kept_last:
        return [*ids[:max_length - 1], ids[-1]]
    return ids[:max_length]


class _Batch(dict[str, Any]):
    """Tensors by name that move together, like transformers' ``BatchEncoding.to``."""

    def to(self, device: str) -> _Batch:
        return _Batch({k: v.to(device) for k, v in self.items()})
