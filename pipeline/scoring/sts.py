"""Validation of the semantic scorers on STS Benchmark pairs (Spearman x 100).

The file format is STS-B's tab-separated one: genre, file, year, id, score,
sentence 1, sentence 2 (some lines carry extra source columns after those).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pipeline.errors import InputError

if TYPE_CHECKING:
    from pipeline.scoring.base import Metric
    from pipeline.settings import Settings

__all__ = ["SCORERS", "evaluate_sts", "read_sts_pairs"]

log = logging.getLogger(__name__)

SCORERS = ("semantic", "simcse", "minilm", "bertscore")


def read_sts_pairs(path: str | Path, limit: int | None = None) -> list[tuple[float, str, str]]:
    """(gold score, sentence 1, sentence 2) of every well-formed line; bad lines are skipped
    with a warning.

    >>> import tempfile, os
    >>> with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as f:
    ...     _ = f.write("g\\tf\\t2012\\t1\\t4.5\\tA cat.\\tA kitten.\\n")
    >>> read_sts_pairs(f.name); os.unlink(f.name)
    [(4.5, 'A cat.', 'A kitten.')]
    """
    file = Path(path)
    if not file.is_file():
        raise InputError(f"no such file: {path}")
    try:
        lines = file.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} is not UTF-8 text (byte {exc.start})") from None
    pairs, skipped = [], 0
    for number, line in enumerate(lines, 1):
        fields = line.split("\t")
        try:
            gold = float(fields[4])
            s1, s2 = fields[5].strip(), fields[6].strip()
        except (IndexError, ValueError):
            skipped += 1
            log.debug("%s:%d is not an STS-B line", path, number)
            continue
        pairs.append((gold, s1, s2))
        if limit is not None and len(pairs) >= limit:
            break
    if skipped:
        log.warning("%s: skipped %d line(s) that are not genre, file, year, id, score, s1, s2",
                    path, skipped)
    if not pairs:
        raise InputError(f"{path}: no STS-B pairs (tab-separated: genre, file, year, id, "
                         "score, s1, s2)")
    return pairs


def _scorer(name: str | None, settings: Settings) -> Metric:
    from pipeline.scoring.bertscore import BERTScoreF1
    from pipeline.scoring.semantic import SemanticSimilarity

    if name in (None, "semantic"):
        return SemanticSimilarity(settings)
    if name in ("simcse", "minilm"):
        return SemanticSimilarity(settings, encoder=name)
    if name == "bertscore":
        return BERTScoreF1(settings)
    raise InputError(f"unknown STS scorer {name!r}; choose one of {', '.join(SCORERS)}")


def evaluate_sts(path: str | Path, settings: Settings, scorer: str | None = None,
                 limit: int | None = None) -> dict[str, Any]:
    """Spearman (and Pearson) x 100 of ``scorer`` against the gold similarity scores.

    ``scorer``: ``None``/``semantic`` (the best installed encoder), ``simcse``,
    ``minilm`` or ``bertscore``.
    """
    from scipy.stats import pearsonr, spearmanr
    from tqdm import tqdm

    pairs = read_sts_pairs(path, limit)
    if len(pairs) < 2:
        raise InputError(f"{path}: a rank correlation needs at least two pairs")
    metric = _scorer(scorer, settings)
    chunk = 256
    predicted: list[float | None] = []
    with tqdm(total=len(pairs), desc=f"sts {metric.name}", unit="pair") as bar:
        for start in range(0, len(pairs), chunk):
            part = pairs[start:start + chunk]
            predicted += metric.score_pairs([(a, b) for _, a, b in part])
            bar.update(len(part))
    scored = [(gold, p) for (gold, _, _), p in zip(pairs, predicted, strict=True) if p is not None]
    gold_scores = [g for g, _ in scored]
    system = [p for _, p in scored]
    return {
        "spearman": round(100 * float(spearmanr(gold_scores, system).statistic), 2),
        "pearson": round(100 * float(pearsonr(gold_scores, system).statistic), 2),
        "n": len(scored),
        "unscored": len(pairs) - len(scored),
        "scorer": metric.name,
        "signature": metric.signature(),
    }
