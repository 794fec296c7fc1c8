"""A Llama causal language model (SmolLM2's architecture) in plain torch.

The same computation as transformers' ``LlamaForCausalLM`` without a cache:
RMS norms in float32, rotary position embeddings on half-rotated heads,
grouped-query attention, a SiLU-gated MLP, the output layer tied to the token
embeddings or not.  Rows are padded on the right, so causal attention alone
keeps padding out of every real token's result.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import torch
from torch import nn
from torch.nn import functional as F

from pipeline.small_models.layers import Embedding, Linear

__all__ = ["LlamaConfig", "LlamaForCausalLM", "supports"]


class LlamaConfig(NamedTuple):
    vocab_size: int
    hidden_size: int
    intermediate_size: int
    num_hidden_layers: int
    num_attention_heads: int
    num_key_value_heads: int
    head_dim: int
    rms_norm_eps: float
    rope_theta: float
    tie_word_embeddings: bool

    @classmethod
    def from_dict(cls, config: dict[str, Any]) -> LlamaConfig:
        heads = config["num_attention_heads"]
        return cls(config["vocab_size"], config["hidden_size"], config["intermediate_size"],
                   config["num_hidden_layers"], heads, config.get("num_key_value_heads", heads),
                   config.get("head_dim") or config["hidden_size"] // heads,
                   config["rms_norm_eps"], config.get("rope_theta", 10000.0),
                   config.get("tie_word_embeddings", False))


def supports(config: dict[str, Any]) -> bool:
    """Whether ``config`` is a Llama this module computes exactly as transformers does."""
    return (config.get("model_type") == "llama" and config.get("hidden_act", "silu") == "silu"
            and not config.get("rope_scaling") and not config.get("attention_bias")
            and not config.get("mlp_bias") and config.get("pretraining_tp", 1) == 1)


class _RMSNorm(nn.Module):
    def __init__(self, size: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        dtype = x.dtype
        x = x.float()
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * x.to(dtype)


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    first, second = x.chunk(2, dim=-1)
    return torch.cat((-second, first), dim=-1)


class _Attention(nn.Module):
    def __init__(self, c: LlamaConfig) -> None:
        super().__init__()
        self.heads, self.kv_heads, self.head_dim = c.num_attention_heads, c.num_key_value_heads, c.head_dim
        self.q_proj = Linear(c.hidden_size, self.heads * c.head_dim, bias=False)
        self.k_proj = Linear(c.hidden_size, self.kv_heads * c.head_dim, bias=False)
        self.v_proj = Linear(c.hidden_size, self.kv_heads * c.head_dim, bias=False)
        self.o_proj = Linear(self.heads * c.head_dim, c.hidden_size, bias=False)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        batch, length, _ = x.shape
        q = self.q_proj(x).view(batch, length, self.heads, self.head_dim).transpose(1, 2)
        k = self.k_proj(x).view(batch, length, self.kv_heads, self.head_dim).transpose(1, 2)
        v = self.v_proj(x).view(batch, length, self.kv_heads, self.head_dim).transpose(1, 2)
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        groups = self.heads // self.kv_heads
        k = k.repeat_interleave(groups, dim=1)
        v = v.repeat_interleave(groups, dim=1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(batch, length, -1))


class _MLP(nn.Module):
    def __init__(self, c: LlamaConfig) -> None:
        super().__init__()
        self.gate_proj = Linear(c.hidden_size, c.intermediate_size, bias=False)
        self.up_proj = Linear(c.hidden_size, c.intermediate_size, bias=False)
        self.down_proj = Linear(c.intermediate_size, c.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class _Layer(nn.Module):
    def __init__(self, c: LlamaConfig) -> None:
        super().__init__()
        self.input_layernorm = _RMSNorm(c.hidden_size, c.rms_norm_eps)
        self.self_attn = _Attention(c)
        self.post_attention_layernorm = _RMSNorm(c.hidden_size, c.rms_norm_eps)
        self.mlp = _MLP(c)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x = x + self.self_attn(self.input_layernorm(x), cos, sin)
        return x + self.mlp(self.post_attention_layernorm(x))


class _Body(nn.Module):
    def __init__(self, c: LlamaConfig) -> None:
        super().__init__()
        self.embed_tokens = Embedding(c.vocab_size, c.hidden_size)
        self.layers = nn.ModuleList(_Layer(c) for _ in range(c.num_hidden_layers))
        self.norm = _RMSNorm(c.hidden_size, c.rms_norm_eps)


class CausalLMOutput(NamedTuple):
    logits: torch.Tensor


class LlamaForCausalLM(nn.Module):
    """``model(input_ids=..., attention_mask=...).logits``, as transformers' model answers."""

    def __init__(self, config: LlamaConfig) -> None:
        super().__init__()
        self.config = config
        self.model = _Body(config)
        self.lm_head = Linear(config.hidden_size, config.vocab_size, bias=False)
        if config.tie_word_embeddings:
            self.lm_head.weight = self.model.embed_tokens.weight
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, config.head_dim, 2, dtype=torch.int64)
                                                .float() / config.head_dim))
        self.inv_freq: torch.Tensor
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    @property
    def device(self) -> torch.device:
        return self.lm_head.weight.device

    def forward(self, input_ids: torch.Tensor,
                attention_mask: torch.Tensor | None = None) -> CausalLMOutput:
        # Right padding only (the scorers' layout): a causal mask already keeps pads out.
        hidden = self.model.embed_tokens(input_ids)
        positions = torch.arange(input_ids.shape[1], device=input_ids.device, dtype=torch.float32)
        freqs = torch.outer(positions, self.inv_freq.float())
        angles = torch.cat((freqs, freqs), dim=-1)
        cos, sin = angles.cos().to(hidden.dtype), angles.sin().to(hidden.dtype)
        for layer in self.model.layers:
            hidden = layer(hidden, cos, sin)
        return CausalLMOutput(self.lm_head(self.model.norm(hidden)))
