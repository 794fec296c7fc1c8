"""The settings of a corpus build, as one JSON-able value.

The same :class:`BuildConfig` travels to local worker processes and to Ray
actors (so a cluster node needs neither the policy file nor the settings file
of the machine that started the build), and its :meth:`~BuildConfig.fingerprint`
is what ``--resume`` compares against the manifest.

>>> config = BuildConfig(foci="random:3", edits=("rs",), seed=7)
>>> config.focus_mode()
('random', 3)
>>> config.fingerprint()["foci"], config.fingerprint()["edits"]
('random:3', ['rs'])
>>> sentence_seed(7, "Dogs bark.") == sentence_seed(7, "Dogs bark.") != sentence_seed(8, "Dogs bark.")
True
>>> parse_edits("rs,sr")
('rs', 'sr')
>>> parse_edits("xx")
Traceback (most recent call last):
...
pipeline.errors.CorpusError: unknown edit 'xx' in --edits; use rs, rd, ri, sr (comma separated)
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from pipeline.edits import OPS
from pipeline.errors import CorpusError

__all__ = ["CORPUS_METRICS", "LM_METRICS", "BuildConfig", "metrics_without_lm",
           "neural_batch_size", "parse_edits", "resolve_foci", "sentence_seed"]

# The scores a corpus build computes by default: perplexity (a field of every corpus
# line), SLOR delta, what the default filter reads (semantic floor, wellformed, meaning,
# the faithfulness, given_source_delta, content_kept and numbers_kept floors, the
# faults_added ceiling) and facts_kept and roles_kept, which the optional facts_kept_min,
# numbers_added_max and roles_kept_min read; a
# score left out would silently skip its filter test.  Table 2's
# diversity metrics are computed afterwards by `corpus stats`, on a sample.
CORPUS_METRICS = ("perplexity", "semantic", "slor_delta", "faithfulness", "wellformed", "facts_kept",
                  "meaning", "given_source_delta", "content_kept", "numbers_kept",
                  "roles_kept", "faults_added")
LM_METRICS = ("perplexity", "slor_delta", "wellformed", "given_source_delta")
# Settings that change which paraphrases pass the filter, hence the output lines.
FILTER_SETTINGS = ("perplexity_max", "semantic_min", "length_rate_max", "max_tokens",
                   "slor_delta_min", "faithfulness_min", "wellformed_min", "facts_kept_min", "content_kept_min",
                   "numbers_kept_min", "roles_kept_min", "numbers_added_max",
                   "faults_added_max", "meaning_min", "given_source_delta_min")


def metrics_without_lm() -> list[str]:
    """The corpus build's scores minus the language model (``--no-lm``)."""
    return [m for m in CORPUS_METRICS if m not in LM_METRICS]


def sentence_seed(seed: int, text: str) -> int:
    """The seed for one sentence: from the build seed and the sentence, not its position,
    so ``--limit``, duplicates and sharding never change a sentence's paraphrases."""
    digest = hashlib.blake2b(f"{seed}\x00{text}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") & 0x7FFFFFFF


def neural_batch_size(default: int = 8) -> int:
    """Sentences per neural batch from the free GPU memory: 32 (amrlib's published
    figure for parse_xfm_bart_large) per 8 GiB free, between 4 and 128; ``default``
    on CPU, where larger batches only add padding."""
    try:
        import torch
    except ImportError:
        return default
    if not torch.cuda.is_available():
        return default
    free, _total = torch.cuda.mem_get_info()
    return max(4, min(128, int(32 * free / (8 << 30))))


def parse_edits(spec: str | None) -> tuple[str, ...]:
    if not spec:
        return ()
    ops = tuple(op.strip().lower() for op in spec.split(",") if op.strip())
    for op in ops:
        if op not in OPS:
            raise CorpusError(f"unknown edit {op!r} in --edits; use {', '.join(OPS)} "
                              "(comma separated)")
    return ops


@dataclass(frozen=True)
class BuildConfig:
    """Everything that decides a build's output lines, plus how to batch the work."""

    backend: str = "paraphrase"  # "paraphrase", "dry-run", or "module:Class"
    engine: str = "builtin"
    foci: str = "all"  # "all", "random:K" or "policy:FILE"
    policy: dict[str, Any] | None = None  # the policy file's content, for policy:FILE
    edits: tuple[str, ...] = ()
    seed: int = 0
    details: bool = False
    metrics: tuple[str, ...] | None = CORPUS_METRICS  # None: the scorer's full default set
    shard_size: int = 1000
    batch_size: int = 16
    limit: int | None = None
    input_format: str = "auto"
    settings: dict[str, Any] = field(default_factory=dict)
    # How a build meets systemic failures (CUDA error, model missing): each batch is tried
    # 1 + retries times; past max_error_rate of the sentences the build stops.  Neither
    # changes an output line, so neither is in the fingerprint.
    retries: int = 2
    max_error_rate: float = 0.01

    def focus_mode(self) -> tuple[str, int | None]:
        """``("all", None)``, ``("random", K)`` or ``("policy", K or None)``."""
        if self.foci == "all":
            return "all", None
        kind, _, rest = self.foci.partition(":")
        if kind == "random":
            return "random", int(rest)
        if kind == "policy":
            k = (self.policy or {}).get("k")
            return "policy", int(k) if k is not None else None
        raise CorpusError(f"unknown --foci {self.foci!r}; use all, random:K or policy:FILE")

    def policy_digest(self) -> str | None:
        if self.policy is None:
            return None
        canonical = json.dumps(self.policy, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()

    def fingerprint(self) -> dict[str, Any]:
        """The part of the config that decides output lines; ``--resume`` must match it."""
        foci = self.foci if self.policy is None else f"policy:sha256={self.policy_digest()}"
        return {
            "backend": self.backend,
            "engine": self.engine,
            "foci": foci,
            "edits": list(self.edits),
            "seed": self.seed,
            "details": self.details,
            "metrics": list(self.metrics) if self.metrics is not None else None,
            "shard_size": self.shard_size,
            "limit": self.limit,
            "input_format": self.input_format,
            "filter": {k: self.settings.get(k) for k in FILTER_SETTINGS},
        }

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["edits"] = list(self.edits)
        data["metrics"] = list(self.metrics) if self.metrics is not None else None
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> BuildConfig:
        data = dict(data)
        data["edits"] = tuple(data.get("edits") or ())
        if data.get("metrics") is not None:
            data["metrics"] = tuple(data["metrics"])
        return cls(**data)

    def with_settings(self, settings: Any) -> BuildConfig:
        """A copy carrying ``settings`` (a :class:`pipeline.settings.Settings`) as JSON."""
        return replace(self, settings=settings.model_dump(mode="json"))

    def load_settings(self) -> Any:
        from pipeline.settings import load_settings

        return load_settings(**self.settings)


def resolve_foci(spec: str) -> tuple[str, dict[str, Any] | None]:
    """Validate ``--foci``; for ``policy:FILE`` (or ``policy:default``) also read the policy
    (a one-line error if bad)."""
    if spec == "all":
        return spec, None
    kind, _, rest = spec.partition(":")
    if kind == "random":
        if not rest.isdigit() or int(rest) < 1:
            raise CorpusError(f"--foci random:K needs a whole number K >= 1, not {rest!r}")
        return f"random:{int(rest)}", None
    if kind == "policy" and rest:
        from pipeline.focus_policy import FocusPolicy

        # "policy:default" is the shipped policy derived from automatic scores.
        policy = FocusPolicy.default() if rest == "default" else FocusPolicy.load(Path(rest))
        return spec, policy.to_dict()
    raise CorpusError(f"unknown --foci {spec!r}; use all, random:K or policy:FILE")
