"""A BERT encoder (all-MiniLM-L6-v2's architecture) in plain torch.

The same computation as transformers' ``BertModel`` (post-norm layers, exact
GELU, absolute positions, token type 0) returning the last hidden states.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import torch
from torch import nn
from torch.nn import functional as F

from pipeline.small_models.layers import Embedding, Linear

__all__ = ["BertConfig", "BertModel", "supports"]


class BertConfig(NamedTuple):
    vocab_size: int
    hidden_size: int
    intermediate_size: int
    num_hidden_layers: int
    num_attention_heads: int
    max_position_embeddings: int
    type_vocab_size: int
    layer_norm_eps: float

    @classmethod
    def from_dict(cls, config: dict[str, Any]) -> BertConfig:
        return cls(config["vocab_size"], config["hidden_size"], config["intermediate_size"],
                   config["num_hidden_layers"], config["num_attention_heads"],
                   config["max_position_embeddings"], config.get("type_vocab_size", 2),
                   config.get("layer_norm_eps", 1e-12))


def supports(config: dict[str, Any]) -> bool:
    """Whether ``config`` is a BERT this module computes exactly as transformers does."""
    return (config.get("model_type") == "bert" and config.get("hidden_act", "gelu") == "gelu"
            and config.get("position_embedding_type", "absolute") == "absolute")


class _Embeddings(nn.Module):
    def __init__(self, c: BertConfig) -> None:
        super().__init__()
        self.word_embeddings = Embedding(c.vocab_size, c.hidden_size)
        self.position_embeddings = Embedding(c.max_position_embeddings, c.hidden_size)
        self.token_type_embeddings = Embedding(c.type_vocab_size, c.hidden_size)
        self.LayerNorm = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(ids.shape[1], device=ids.device)
        x = self.word_embeddings(ids) + self.position_embeddings(positions)[None]
        return self.LayerNorm(x + self.token_type_embeddings.weight[0])


class _Dense(nn.Module):
    """A projection, then dropout-free residual LayerNorm (BERT's "output" blocks)."""

    def __init__(self, inputs: int, c: BertConfig) -> None:
        super().__init__()
        self.dense = Linear(inputs, c.hidden_size)
        self.LayerNorm = nn.LayerNorm(c.hidden_size, eps=c.layer_norm_eps)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return self.LayerNorm(self.dense(x) + residual)


class _SelfAttention(nn.Module):
    def __init__(self, c: BertConfig) -> None:
        super().__init__()
        self.heads = c.num_attention_heads
        self.query = Linear(c.hidden_size, c.hidden_size)
        self.key = Linear(c.hidden_size, c.hidden_size)
        self.value = Linear(c.hidden_size, c.hidden_size)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        batch, length, size = x.shape

        def heads(t: torch.Tensor) -> torch.Tensor:
            return t.view(batch, length, self.heads, size // self.heads).transpose(1, 2)

        out = F.scaled_dot_product_attention(heads(self.query(x)), heads(self.key(x)),
                                             heads(self.value(x)), attn_mask=mask)
        return out.transpose(1, 2).reshape(batch, length, size)


class _Attention(nn.Module):
    def __init__(self, c: BertConfig) -> None:
        super().__init__()
        self.self = _SelfAttention(c)
        self.output = _Dense(c.hidden_size, c)


class _Intermediate(nn.Module):
    def __init__(self, c: BertConfig) -> None:
        super().__init__()
        self.dense = Linear(c.hidden_size, c.intermediate_size)


class _Layer(nn.Module):
    def __init__(self, c: BertConfig) -> None:
        super().__init__()
        self.attention = _Attention(c)
        self.intermediate = _Intermediate(c)
        self.output = _Dense(c.intermediate_size, c)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        x = self.attention.output(self.attention.self(x, mask), x)
        return self.output(F.gelu(self.intermediate.dense(x)), x)


class _Encoder(nn.Module):
    def __init__(self, c: BertConfig) -> None:
        super().__init__()
        self.layer = nn.ModuleList(_Layer(c) for _ in range(c.num_hidden_layers))


class EncoderOutput(NamedTuple):
    last_hidden_state: torch.Tensor


class BertModel(nn.Module):
    """``model(input_ids=..., attention_mask=...).last_hidden_state``, as transformers answers
    (no pooler: the workbench mean-pools)."""

    def __init__(self, config: BertConfig) -> None:
        super().__init__()
        self.config = config
        self.embeddings = _Embeddings(config)
        self.encoder = _Encoder(config)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                **_: Any) -> EncoderOutput:
        x = self.embeddings(input_ids)
        # Padding keys get -inf-like scores, as transformers' extended attention mask.
        mask = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * torch.finfo(x.dtype).min
        for layer in self.encoder.layer:
            x = layer(x, mask)
        return EncoderOutput(x)
