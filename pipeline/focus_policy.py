"""Focus policies: which candidate nodes a paraphrase build refocuses on.

A policy is a JSON file::

    {
      "format": "paraamr-focus-policy", "version": 1,
      "name": "default", "description": "...",
      "mode": "rank",            # "rank": highest weight first; "sample": weighted random
      "k": 5,                    # at most k foci a sentence (null: every kept candidate)
      "default_weight": 1.0,
      "rules": [
        {"match": {"kind": "pronoun"}, "action": "skip",
         "provenance": {"source": "human", "n": 40, "semantic": 1.4, "syntactic": 2.1}},
        {"match": {"kind": "predicate", "role": ":ARG1"}, "weight": 1.8},
        {"match": {"depth": {"min": 4}}, "weight": 0.5},
        {"match": {"concept": ["thing", "person"]}, "weight": 0.7}
      ],
      "provenance": {"derived_from": "...", "created": "..."}
    }

A rule matches a :class:`pipeline.graph.FocusCandidate` when every key of
``match`` does: ``kind``, ``role`` (``null`` is the original top), ``concept``
and ``is_top`` compare for equality (a list means any of), ``depth`` and
``subtree_size`` take a number or ``{"min": a, "max": b}``.  A candidate's
weight is ``default_weight`` times the weights of every matching rule; a
matching ``"action": "skip"`` rule (or weight 0) drops it.  Ties in ``rank``
mode are broken by a seeded shuffle, so the uniform policy with ``k`` is the
paper's "k random foci".

Policies are written by people, derived from automatic scores
(:meth:`FocusPolicy.from_scores`) or from human judgments aggregated per focus
feature (:meth:`FocusPolicy.from_judgments`, which the app's focus-debugging
page calls).  Both turn each feature value's mean meaning preservation ``s``
and mean structural diversity ``d`` (each scaled to 0..1) into a rule with
weight ``s*d`` divided by the mean ``s*d`` of that feature's values, so 1.0 is
average; values seen fewer than ``min_n`` times get no rule, and values whose
``s`` is below ``skip_below`` are skipped.  Every rule keeps its evidence in
``provenance``.

>>> from types import SimpleNamespace as Candidate  # any object with FocusCandidate's fields
>>> cands = [Candidate(variable="k", concept="know-01", kind="predicate", role=None, depth=0,
...                    subtree_size=10, is_top=True),
...          Candidate(variable="i", concept="i", kind="pronoun", role=":ARG0", depth=1,
...                    subtree_size=1, is_top=False),
...          Candidate(variable="n", concept="need-01", kind="predicate", role=":ARG1", depth=1,
...                    subtree_size=8, is_top=False)]
>>> policy = FocusPolicy(rules=[Rule({"kind": "pronoun"}, action="skip"),
...                             Rule({"role": ":ARG1"}, weight=2.0)])
>>> [c.variable for c in policy.select(cands)]
['n', 'k']
>>> [c.variable for c in policy.select(cands, k=1)]
['n']
>>> len(FocusPolicy.uniform().select(cands, k=2, seed=3))
2
"""

from __future__ import annotations

import json
import math
import random
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pipeline.assets import asset_path
from pipeline.errors import InputError
from pipeline.focus_policy_fit import (
    FeatureAggregate,
    _main,
    aggregate_judgments,
    aggregate_scores,
    derive_default,
)

if TYPE_CHECKING:
    from pipeline.focus_foci import FociSpec, choose_foci, foci_from_spec
    from pipeline.graph import FocusCandidate

__all__ = [
    "FORMAT",
    "FeatureAggregate",
    "FociSpec",
    "FocusPolicy",
    "PolicyError",
    "Rule",
    "aggregate_judgments",
    "aggregate_scores",
    "choose_foci",
    "derive_default",
    "foci_from_spec",
]

FORMAT = "paraamr-focus-policy"
VERSION = 1
FEATURES = ("kind", "role", "concept", "is_top", "depth", "subtree_size")
_NUMERIC = ("depth", "subtree_size")
DEFAULT_ASSET = asset_path("focus_policy.default.json")


class PolicyError(InputError):
    """A focus policy file that cannot be used; the message says where."""


def _matches(value: Any, expected: Any, feature: str) -> bool:
    if feature in _NUMERIC and isinstance(expected, Mapping):
        if value is None:
            return False
        low, high = expected.get("min"), expected.get("max")
        return (low is None or value >= low) and (high is None or value <= high)
    if isinstance(expected, list):
        return value in expected
    return bool(value == expected)


@dataclass
class Rule:
    """Weight (or skip) the candidates that match every key of ``match``."""

    match: dict[str, Any]
    weight: float = 1.0
    action: str = "weight"  # "weight" or "skip"
    provenance: dict[str, Any] = field(default_factory=dict)

    def applies(self, candidate: FocusCandidate) -> bool:
        return all(_matches(getattr(candidate, key), expected, key)
                   for key, expected in self.match.items())

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"match": self.match}
        if self.action == "skip":
            data["action"] = "skip"
        else:
            data["weight"] = self.weight
        if self.provenance:
            data["provenance"] = self.provenance
        return data

    @classmethod
    def from_dict(cls, data: Any, where: str) -> Rule:
        if not isinstance(data, Mapping) or not isinstance(data.get("match"), Mapping):
            raise PolicyError(f"{where}: a rule needs a \"match\" object")
        unknown = sorted(set(data["match"]) - set(FEATURES))
        if unknown:
            raise PolicyError(f"{where}: unknown feature {unknown[0]!r} in match; "
                              f"use {', '.join(FEATURES)}")
        action = data.get("action", "weight")
        if action not in ("weight", "skip"):
            raise PolicyError(f"{where}: action must be \"weight\" or \"skip\", not {action!r}")
        weight = data.get("weight", 1.0)
        if not isinstance(weight, int | float) or not math.isfinite(weight) or weight < 0:
            raise PolicyError(f"{where}: weight must be a number >= 0, not {weight!r}")
        return cls(dict(data["match"]), float(weight), action, dict(data.get("provenance") or {}))


@dataclass
class FocusPolicy:
    """Rules that skip or weight focus candidates; see the module docs for the file format."""

    rules: list[Rule] = field(default_factory=list)
    mode: str = "rank"
    k: int | None = None
    default_weight: float = 1.0
    name: str = "custom"
    description: str = ""
    provenance: dict[str, Any] = field(default_factory=dict)

    # -- weighting and selection -------------------------------------------------

    def weight(self, candidate: FocusCandidate) -> float:
        """The candidate's weight; 0 means it is skipped."""
        weight = self.default_weight
        for rule in self.rules:
            if rule.applies(candidate):
                if rule.action == "skip":
                    return 0.0
                weight *= rule.weight
        return weight

    def select(self, candidates: Sequence[FocusCandidate], k: int | None = None,
               seed: int = 0) -> list[FocusCandidate]:
        """The chosen foci, most preferred first; ``k`` (else the policy's ``k``) caps the count."""
        limit = k if k is not None else self.k
        rng = random.Random(seed)
        weighted = [(c, self.weight(c)) for c in candidates]
        weighted = [(c, w) for c, w in weighted if w > 0]
        if self.mode == "sample":
            # Efraimidis-Spirakis: key u^(1/w), highest keys form a weighted sample.
            keyed = [(rng.random() ** (1.0 / w), i) for i, (_, w) in enumerate(weighted)]
            order = [i for _, i in sorted(keyed, reverse=True)]
        else:
            ties = list(range(len(weighted)))
            rng.shuffle(ties)
            order = sorted(range(len(weighted)), key=lambda i: (-weighted[i][1], ties[i]))
            if limit is None:  # everything is chosen: keep the graph's own order among equals
                order = sorted(range(len(weighted)), key=lambda i: -weighted[i][1])
        chosen = [weighted[i][0] for i in order]
        return chosen if limit is None else chosen[:limit]

    def explain(self, candidate: FocusCandidate) -> list[dict[str, Any]]:
        """The rules that apply to ``candidate``: a debugging aid (no app page calls it)."""
        return [rule.to_dict() for rule in self.rules if rule.applies(candidate)]

    # -- files ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "name": self.name,
                "description": self.description, "mode": self.mode, "k": self.k,
                "default_weight": self.default_weight,
                "rules": [r.to_dict() for r in self.rules], "provenance": self.provenance}

    @classmethod
    def from_dict(cls, data: Any, where: str = "focus policy") -> FocusPolicy:
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise PolicyError(f"{where} is not a focus policy (\"format\": \"{FORMAT}\" missing)")
        if data.get("version") != VERSION:
            raise PolicyError(f"{where} has version {data.get('version')!r}; "
                              f"this paraamr reads version {VERSION}")
        mode = data.get("mode", "rank")
        if mode not in ("rank", "sample"):
            raise PolicyError(f"{where}: mode must be \"rank\" or \"sample\", not {mode!r}")
        k = data.get("k")
        if k is not None and (not isinstance(k, int) or isinstance(k, bool) or k < 1):
            raise PolicyError(f"{where}: k must be a whole number >= 1 or null, not {k!r}")
        rules = data.get("rules", [])
        if not isinstance(rules, list):
            raise PolicyError(f"{where}: \"rules\" must be a list")
        default_weight = data.get("default_weight", 1.0)
        if not isinstance(default_weight, int | float) or default_weight < 0:
            raise PolicyError(f"{where}: default_weight must be a number >= 0")
        return cls(
            rules=[Rule.from_dict(r, f"{where} rule {i + 1}") for i, r in enumerate(rules)],
            mode=mode, k=k, default_weight=float(default_weight),
            name=str(data.get("name", "custom")), description=str(data.get("description", "")),
            provenance=dict(data.get("provenance") or {}),
        )

    @classmethod
    def load(cls, path: Path | str) -> FocusPolicy:
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise PolicyError(f"no such focus policy file: {path}") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise PolicyError(f"cannot read focus policy {path}: {exc}") from None
        except json.JSONDecodeError as exc:
            raise PolicyError(f"focus policy {path} is not JSON (line {exc.lineno}: {exc.msg})") from None
        return cls.from_dict(data, str(path))

    def save(self, path: Path | str) -> Path:
        path = Path(path)
        path.write_text(json.dumps(self.to_dict(), ensure_ascii=False, indent=2) + "\n",
                        encoding="utf-8")
        return path

    # -- constructors --------------------------------------------------------------

    @classmethod
    def uniform(cls, k: int | None = None) -> FocusPolicy:
        """Every candidate equally likely: the paper's random choice of foci."""
        return cls(mode="sample", k=k, name="uniform",
                   description="every candidate focus equally likely (random k as in ParaAMR)")

    @classmethod
    def default(cls) -> FocusPolicy:
        """The policy shipped in ``assets/focus_policy.default.json``.

        It is derived from automatic scores of the built-in engine's outputs on
        the MRPC training sentences by ``python -m pipeline.focus_policy derive``
        (see :meth:`from_scores`); without that file, the uniform policy.
        """
        if DEFAULT_ASSET.exists():
            return cls.load(DEFAULT_ASSET)
        return cls.uniform()

    @classmethod
    def from_aggregates(cls, aggregates: Iterable[FeatureAggregate], *, source: str,
                        min_n: int = 5, skip_below: float = 1 / 3, k: int | None = None,
                        name: str = "derived", description: str = "") -> FocusPolicy:
        """Rules from per-feature evidence (see the module docs for the formula)."""
        by_feature: dict[str, list[FeatureAggregate]] = defaultdict(list)
        thin: list[str] = []
        for agg in aggregates:
            if agg.feature not in FEATURES:
                raise PolicyError(f"unknown focus feature {agg.feature!r}; use {', '.join(FEATURES)}")
            if agg.n < min_n:
                thin.append(f"{agg.feature}={agg.value} (n={agg.n})")
                continue
            by_feature[agg.feature].append(agg)
        rules: list[Rule] = []
        for feature in FEATURES:
            group = by_feature.get(feature, [])
            if not group:
                continue
            # Unknown diversity (no diversity score was available) is neutral.
            utilities = [_clip(a.semantic) * (1.0 if a.diversity is None else _clip(a.diversity))
                         for a in group]
            mean = sum(utilities) / len(utilities)
            for agg, utility in zip(group, utilities, strict=True):
                evidence = {"source": source, "n": agg.n, "semantic": round(agg.semantic, 4),
                            "diversity": None if agg.diversity is None else round(agg.diversity, 4),
                            **dict(agg.extra)}
                match = {feature: _match_value(feature, agg.value)}
                if _clip(agg.semantic) < skip_below:
                    rules.append(Rule(match, action="skip", provenance=evidence))
                else:
                    weight = (utility + 1e-3) / (mean + 1e-3)
                    rules.append(Rule(match, weight=round(min(max(weight, 0.05), 20.0), 3),
                                      provenance=evidence))
        provenance = {"derived_from": source, "created": datetime.now(UTC).isoformat(timespec="seconds"),
                      "min_n": min_n, "skip_below": skip_below,
                      "formula": "weight = s*d / mean(s*d) per feature; skip when s < skip_below"}
        if thin:
            provenance["too_few_observations"] = thin
        return cls(rules=rules, mode="rank", k=k, name=name, description=description,
                   provenance=provenance)

    @classmethod
    def from_judgments(cls, aggregates: Iterable[Mapping[str, Any]], *, source: str = "human judgments",
                       min_n: int = 5, skip_below: float = 1 / 3, k: int | None = None,
                       name: str = "from-judgments") -> FocusPolicy:
        """A policy from human ratings aggregated per focus feature.

        Each aggregate is ``{"feature": "kind", "value": "predicate", "n": 12,
        "semantic": 2.6, "syntactic": 2.2}`` with the mean ratings on the
        paper's 1-3 scales (3 best); :func:`aggregate_judgments` makes them from
        rating rows.
        """
        converted = []
        for i, agg in enumerate(aggregates):
            try:
                converted.append(FeatureAggregate(
                    str(agg["feature"]), agg["value"], int(agg["n"]),
                    (float(agg["semantic"]) - 1) / 2, (float(agg["syntactic"]) - 1) / 2,
                    {"semantic_rating": round(float(agg["semantic"]), 3),
                     "syntactic_rating": round(float(agg["syntactic"]), 3)}))
            except (KeyError, TypeError, ValueError) as exc:
                raise PolicyError(f"judgment aggregate {i + 1} lacks or mangles {exc}") from None
        return cls.from_aggregates(converted, source=source, min_n=min_n, skip_below=skip_below,
                                   k=k, name=name,
                                   description="weights from human ratings of paraphrases per focus feature")

    @classmethod
    def from_scores(cls, records: Iterable[Mapping[str, Any]], *, source: str = "automatic scores",
                    semantic_key: str = "semantic", diversity_key: str = "one_minus_bleu",
                    features: Sequence[str] = ("kind", "role"), min_n: int = 5,
                    skip_below: float = 0.2, k: int | None = None,
                    name: str = "from-scores") -> FocusPolicy:
        """A policy from scored paraphrase candidates (``ParaphraseCandidate.to_record()``-like
        dicts with ``focus_kind`` / ``focus_role`` / ... , ``scores`` and ``kept``).

        ``s`` is the mean semantic score counting filtered-out candidates as 0,
        so a focus kind that often fails the filter ranks low; ``d`` is the mean
        of ``diversity_key`` over the kept ones.
        """
        aggregates = aggregate_scores(records, semantic_key=semantic_key,
                                      diversity_key=diversity_key, features=features)
        return cls.from_aggregates(aggregates, source=source, min_n=min_n, skip_below=skip_below,
                                   k=k, name=name,
                                   description=f"weights from {semantic_key} x {diversity_key} "
                                               "of automatic paraphrases per focus feature")


def _clip(value: float) -> float:
    return min(max(float(value), 0.0), 1.0)


def _match_value(feature: str, value: Any) -> Any:
    """``"3+"`` for a numeric feature means 3 or more; role ``"top"`` is the original top."""
    if feature in _NUMERIC and isinstance(value, str) and value.endswith("+"):
        return {"min": int(value[:-1])}
    if feature == "role" and value == "top":
        return None
    return value


def __getattr__(name: str) -> Any:
    """The names of which foci a sentence gets, moved to pipeline/focus_foci.py (which
    imports this module), still importable from here."""
    if name in ("FociSpec", "choose_foci", "foci_from_spec"):
        from pipeline import focus_foci

        return getattr(focus_foci, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if __name__ == "__main__":
    raise SystemExit(_main())
