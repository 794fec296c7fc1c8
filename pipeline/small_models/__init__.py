"""Small transformer models read straight from a transformers folder, without transformers.

Importing transformers costs about 2-3 s of every cold start (its lazy module
tables, torch.distributed and torch._dynamo through its masking utilities),
more than the two offline scoring models take to run.  The workbench's default
models are plain architectures (SmolLM2 is a Llama, all-MiniLM-L6-v2 a BERT),
so this package reads their ``config.json``, ``model.safetensors`` and
``tokenizer.json`` with torch, safetensors and tokenizers alone, and computes
the same numbers (tests compare them with transformers' own models).

Any other architecture or configuration (GPT-2, SimCSE-RoBERTa, rope scaling,
...) is not handled here: :func:`load_causal_lm` and :func:`load_encoder` then
return ``None`` and the caller uses transformers.
"""

from pipeline.small_models.loading import load_causal_lm, load_encoder
from pipeline.small_models.tokenizer import FastTokenizer

__all__ = ["FastTokenizer", "load_causal_lm", "load_encoder"]
