"""``paraamr corpus stats``: the ParaAMR paper's Table 1 and Table 2 for a corpus.

Table 1 (size) is counted over every line: ``instances`` (source sentences),
``avg_paraphrases`` (paraphrases per source) and ``avg_len`` (words per
sentence, sources and paraphrases together; words are ``\\w+`` runs and
punctuation marks, so the count needs no model and scales to millions).

Table 2 (quality and diversity) averages the scorer's ``semantic``,
``one_minus_bleu``, ``one_minus_overlap``, ``ted3`` and ``tedf`` over every
(source, paraphrase) pair of the corpus or of a seeded sample of ``sample``
sources (reservoir sampling: one pass, the same sources for the same seed),
and reports each metric's signature, so numbers from different scorers are
never compared unknowingly.  Other corpora in the same format (a directory
or a JSONL file; paraphrases as ``{"para_text": ...}`` objects or plain
strings) can be put side by side with ``compare``.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "c.jsonl"
>>> _ = path.write_text('{"text": "Dogs bark.", "paraphrases": [{"para_text": "Barking dogs."}, "The dogs bark."]}\\n'
...                     '{"text": "Hi.", "paraphrases": []}\\n')
>>> table = corpus_stats(path, None, metrics=[], progress=False)
>>> table["instances"], table["avg_paraphrases"], table["avg_len"]
(2, 1.0, 3.0)
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from pipeline.errors import CorpusError

__all__ = ["TABLE2_METRICS", "corpus_stats", "format_table", "read_corpus"]

TABLE2_METRICS = ("semantic", "one_minus_bleu", "one_minus_overlap", "ted3", "tedf")
_WORD = re.compile(r"\w+|[^\w\s]")


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def read_corpus(path: Path) -> Iterator[tuple[str, list[str]]]:
    """``(source, [paraphrase, ...])`` for every line of a corpus directory or file."""
    from pipeline.corpus.reader import read_corpus_lines

    path = Path(path)
    for number, line in read_corpus_lines(path):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            text = record["text"]
            items = record.get("paraphrases") or []
            paraphrases = [p if isinstance(p, str) else p["para_text"] for p in items]
        except (json.JSONDecodeError, KeyError, TypeError, AttributeError):
            raise CorpusError(f"{path} line {number} is not a corpus line "
                              '({"text": ..., "paraphrases": [...]})') from None
        if not isinstance(text, str) or not all(isinstance(p, str) for p in paraphrases):
            raise CorpusError(f"{path} line {number}: text and paraphrases must be strings")
        yield text, paraphrases


class _Table2:
    """Running means of the Table 2 metrics over (source, paraphrase) pairs."""

    def __init__(self, metrics: Sequence[str], scorer: Any) -> None:
        self.metrics = list(metrics)
        self.scorer = scorer
        self.totals: dict[str, float] = dict.fromkeys(self.metrics, 0.0)
        self.counts: dict[str, int] = dict.fromkeys(self.metrics, 0)
        self.pairs = 0

    def add(self, text: str, paras: list[str]) -> None:
        if not self.metrics or not paras:
            return
        for scores in self.scorer.score(text, paras):
            self.pairs += 1
            for metric in self.metrics:
                value = scores.get(metric)
                if value is not None:
                    self.totals[metric] += float(value)
                    self.counts[metric] += 1

    def result(self) -> dict[str, Any]:
        out: dict[str, Any] = dict.fromkeys(TABLE2_METRICS)
        for metric in self.metrics:
            count = self.counts[metric]
            out[metric] = round(self.totals[metric] / count, 4) if count else None
        out["pairs"] = self.pairs
        signatures = self.scorer.signatures() if self.metrics else {}
        out["signatures"] = {m: signatures.get(m) for m in self.metrics}
        return out


def _table(path: Path, *, sample: int | None, seed: int, metrics: Sequence[str],
           progress: bool, scorer: Any = None) -> dict[str, Any]:
    from tqdm import tqdm

    instances = with_paraphrases = paraphrases = words = sentences = 0
    rng = random.Random(seed)
    reservoir: list[tuple[str, list[str]]] = []
    table2 = _Table2(metrics, scorer)
    bar = tqdm(desc=f"stats {Path(path).name}", unit="src", disable=not progress,
               file=sys.stderr, mininterval=0.5)
    with bar:  # closed (its line ended) before an error in the corpus is reported
        for text, paras in read_corpus(path):
            instances += 1
            paraphrases += len(paras)
            with_paraphrases += bool(paras)
            sentences += 1 + len(paras)
            words += _words(text) + sum(_words(p) for p in paras)
            if sample is None:
                table2.add(text, paras)  # the whole corpus: score as we go, keep nothing
            elif len(reservoir) < sample:
                reservoir.append((text, paras))
            else:
                slot = rng.randrange(instances)
                if slot < sample:
                    reservoir[slot] = (text, paras)
            bar.update()
    for text, paras in tqdm(reservoir, desc="scoring sample", unit="src",
                            disable=not progress or not metrics, file=sys.stderr, mininterval=0.5):
        table2.add(text, paras)
    result: dict[str, Any] = {
        "corpus": str(path),
        "instances": instances,
        "avg_paraphrases": round(paraphrases / instances, 4) if instances else None,
        "avg_len": round(words / sentences, 4) if sentences else None,
        "paraphrases": paraphrases,
        "with_paraphrases": with_paraphrases,
    }
    result.update(table2.result())
    result["sample"] = len(reservoir) if sample is not None else None
    result["seed"] = seed if sample is not None else None
    return result


def corpus_stats(path: Path, settings: Any, *, sample: int | None = None, seed: int = 0,
                 compare: Sequence[Path] = (), metrics: Sequence[str] | None = None,
                 progress: bool = True, scorer: Any = None) -> dict[str, Any]:
    """Table 1 and Table 2 of ``path``, with ``compare`` corpora under ``"compare"``.

    ``metrics=[]`` skips Table 2 (no models load); ``scorer`` may be a ready
    :class:`pipeline.scoring.ScoreSet` (shared by every corpus compared).
    """
    if sample is not None and sample < 1:
        raise CorpusError("--sample must be at least 1")
    for corpus in (path, *compare):
        if not Path(corpus).exists():
            raise CorpusError(f"no such corpus: {corpus}")
    chosen = list(TABLE2_METRICS if metrics is None else metrics)
    if chosen and scorer is None:
        from pipeline.scoring import ScoreSet

        scorer = ScoreSet(settings, chosen)
    main = _table(Path(path), sample=sample, seed=seed, metrics=chosen, progress=progress,
                  scorer=scorer)
    if compare:
        main["compare"] = [_table(Path(p), sample=sample, seed=seed, metrics=chosen,
                                  progress=progress, scorer=scorer) for p in compare]
    return main


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.2f}"
    return f"{value:,}" if isinstance(value, int) else str(value)


def format_table(result: dict[str, Any]) -> list[str]:
    """The two tables as aligned text, one row per corpus, then the signatures."""
    rows = [result, *result.get("compare", [])]
    columns = [("corpus", "corpus"), ("instances", "instances"), ("avg_paraphrases", "avg #para"),
               ("avg_len", "avg len"), *[(m, m) for m in TABLE2_METRICS], ("pairs", "pairs")]
    table = [[title for _, title in columns]]
    table += [[Path(str(r["corpus"])).name if key == "corpus" else _cell(r.get(key))
               for key, _ in columns] for r in rows]
    widths = [max(len(row[i]) for row in table) for i in range(len(columns))]
    lines = ["  ".join(cell.ljust(w) if i == 0 else cell.rjust(w)
                       for i, (cell, w) in enumerate(zip(row, widths, strict=True)))
             for row in table]
    if result.get("sample") is not None:
        lines.append(f"Table 2 on a sample of {result['sample']} sources (seed {result['seed']})")
    for metric, signature in (result.get("signatures") or {}).items():
        lines.append(f"{metric}: {signature}")
    return lines
