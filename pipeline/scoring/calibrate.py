"""Calibrate the perplexity filter threshold of a language model on a fixed reference.

Real sentences (MRPC train, both sides, a seeded sample) against damaged
copies of the same sentences: shuffled words, function words dropped, a phrase
repeated.  The threshold is the smallest perplexity that keeps ``--keep`` (95%)
of the real sentences; the script reports how many damaged ones it rejects and
the ROC AUC of perplexity separating real from damaged, and writes all of it,
with the scorer's signature, to ``assets/calibration/<model>.json``.

    python -m pipeline.scoring.calibrate [--model smollm2] [--n 250] [--seed 0]

>>> import random
>>> drop_function_words("The rock was seen by the people of New Mexico.")
'rock seen people New Mexico.'
>>> repeat_phrase("one two three four five six", random.Random(1))
'one two three four five six five six'
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences

__all__ = ["DAMAGES", "calibrate", "drop_function_words", "main", "repeat_phrase",
           "shuffle_words"]

log = logging.getLogger(__name__)

FUNCTION_WORDS = frozenset({
    "a", "an", "the", "of", "to", "in", "on", "at", "for", "with", "by", "from", "as", "into",
    "about", "than", "and", "or", "but", "nor", "so", "is", "are", "was", "were", "be", "been",
    "being", "am", "do", "does", "did", "has", "have", "had", "will", "would", "shall",
    "should", "can", "could", "may", "might", "must", "that", "which", "who", "whom", "whose",
    "this", "these", "those", "it", "its",
})


def shuffle_words(sentence: str, rng: random.Random) -> str:
    words = sentence.split()
    for _ in range(10):  # a shuffle that happens to restore the order is no damage
        rng.shuffle(words)
        if words != sentence.split():
            break
    return " ".join(words)


def drop_function_words(sentence: str, rng: random.Random | None = None) -> str:
    return " ".join(w for w in sentence.split() if w.lower() not in FUNCTION_WORDS)


def repeat_phrase(sentence: str, rng: random.Random) -> str:
    """Repeat a random span of two to four words right after itself."""
    words = sentence.split()
    length = min(len(words), rng.randint(2, 4))
    start = rng.randrange(0, len(words) - length + 1)
    span = words[start:start + length]
    return " ".join(words[:start + length] + span + words[start + length:])


DAMAGES: dict[str, Callable[[str, random.Random], str]] = {
    "shuffled": shuffle_words,
    "function_words_dropped": drop_function_words,
    "phrase_repeated": repeat_phrase,
}


def calibrate(model: str | None = None, *, data: Path = DEFAULT_MRPC, n: int = 250,
              seed: int = 0, keep: float = 0.95) -> dict[str, Any]:
    """The calibration record (see the module docstring)."""
    import numpy as np
    from sklearn.metrics import roc_auc_score

    from pipeline.scoring.perplexity import Perplexity

    rng = random.Random(seed)
    pool = [s for s in mrpc_sentences(data) if len(s.split()) >= 6]
    real = rng.sample(pool, min(n, len(pool)))
    damaged: dict[str, list[str]] = {}
    for name, damage in DAMAGES.items():
        versions = [damage(s, rng) for s in real]
        damaged[name] = [v for v, s in zip(versions, real, strict=True) if v != s]
    scorer = Perplexity(None, model)
    log.info("scoring %d real and %d damaged sentences with %s", len(real),
             sum(map(len, damaged.values())), scorer.spec.model)
    real_ppl = np.array(_perplexities(scorer, real))
    threshold = float(np.quantile(real_ppl, keep, method="higher"))
    report: dict[str, Any] = {
        "model": scorer.spec.model,
        "signature": scorer.signature(),
        "threshold": round(threshold, 2),
        "keep_target": keep,
        "real_kept": round(float(np.mean(real_ppl <= threshold)), 4),
        "real_median_perplexity": round(float(np.median(real_ppl)), 2),
        "n_real": len(real),
        "damaged": {},
        "data": f"MRPC train ({data.name}), sentences of 6+ words, random.Random({seed}) sample",
        "command": f"python -m pipeline.scoring.calibrate --n {n} --seed {seed} --keep {keep}",
    }
    all_damaged: list[float] = []
    for name, sentences in damaged.items():
        ppl = np.array(_perplexities(scorer, sentences))
        all_damaged += ppl.tolist()
        report["damaged"][name] = {
            "n": len(sentences),
            "rejected": round(float(np.mean(ppl > threshold)), 4),
            "median_perplexity": round(float(np.median(ppl)), 2),
            "auc": round(_auc(real_ppl.tolist(), ppl.tolist(), roc_auc_score), 4),
        }
    damaged_ppl = np.array(all_damaged)
    report["damaged_rejected"] = round(float(np.mean(damaged_ppl > threshold)), 4)
    report["auc"] = round(_auc(real_ppl.tolist(), all_damaged, roc_auc_score), 4)
    return report


def _perplexities(scorer: Any, sentences: list[str]) -> list[float]:
    from tqdm import tqdm

    values: list[float] = []
    for start in tqdm(range(0, len(sentences), 32), desc="perplexity", unit="batch"):
        values += [v for v in scorer.perplexities(sentences[start:start + 32]) if v is not None]
    return values


def _auc(real: list[float], damaged: list[float], roc_auc_score: Any) -> float:
    # Real is the positive class; a lower perplexity should mean "real".
    labels = [1] * len(real) + [0] * len(damaged)
    return float(roc_auc_score(labels, [-math.log(p) for p in real + damaged]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.scoring.calibrate",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=["smollm2", "gpt2"], default="smollm2")
    parser.add_argument("--data", type=Path, default=DEFAULT_MRPC, help="MRPC-format file")
    parser.add_argument("--n", type=int, default=250, help="real sentences in the sample")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", type=float, default=0.95, help="share of real sentences kept")
    parser.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    parser.add_argument("--out", type=Path, help="default: assets/calibration/<model>.json")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(message)s")
    import torch

    from pipeline.scoring.perplexity import CALIBRATION_DIR

    torch.set_num_threads(args.threads)
    report = calibrate(args.model, data=args.data, n=args.n, seed=args.seed, keep=args.keep)
    out = args.out or CALIBRATION_DIR / f"{args.model}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
