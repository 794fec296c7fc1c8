"""Evaluation of engines against gold graphs: Smatch for parsers, BLEU for generators.

Both functions take any engine of :mod:`pipeline.backends`; ``paraamr eval`` is
their command-line face.  A failed parse counts as an empty graph (it costs
recall, it does not stop the evaluation).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import penman
from tqdm import tqdm

from pipeline.amrio import GraphEntry
from pipeline.backends.base import Generator, Parser
from pipeline.errors import InputError
from pipeline.smatching import smatch_signature

__all__ = ["evaluate_generator", "evaluate_parser", "smatch_counts"]

_ALIGNMENT = re.compile(r"~e\.[\d,]+")


def _one_line(amr: str) -> str:
    graph = penman.decode(_ALIGNMENT.sub("", amr))
    graph.metadata = {}
    return penman.encode(graph, indent=None)


def smatch_counts(test_amr: str | None, gold_amr: str) -> tuple[int, int, int]:
    """(matched, test, gold) triple counts of one pair, as ``smatch`` computes them.

    >>> smatch_counts("(d / dog)", "(d / dog)")
    (2, 2, 2)
    """
    from pipeline.smatching import seeded_smatch

    smatch = seeded_smatch()
    gold = _one_line(gold_amr)
    test = _one_line(test_amr) if test_amr else "(e / empty)"
    smatch.match_triple_dict.clear()  # smatch caches by graph position across calls
    match, n_test, n_gold = smatch.get_amr_match(test, gold)
    if not test_amr:
        return 0, 0, n_gold
    return int(match), int(n_test), int(n_gold)


def evaluate_parser(gold: Sequence[GraphEntry], parser: Parser, batch_size: int = 32,
                    progress: bool = True) -> dict[str, Any]:
    """Corpus-level Smatch of ``parser`` on the ``::snt`` of every gold graph."""
    sentences = []
    for entry in gold:
        snt = entry.graph.metadata.get("snt")
        if not snt:
            raise InputError(f"gold graph {entry.key} has no ::snt to parse")
        sentences.append(snt)
    matched = tested = golden = failures = 0
    bar = tqdm(total=len(gold), desc="smatch", unit="graph", disable=not progress)
    for start in range(0, len(gold), batch_size):
        chunk = gold[start:start + batch_size]
        results = parser.parse(sentences[start:start + batch_size])
        for entry, result in zip(chunk, results, strict=True):
            failures += result.amr is None
            m, t, g = smatch_counts(result.amr, penman.encode(entry.graph))
            matched, tested, golden = matched + m, tested + t, golden + g
        bar.update(len(chunk))
    bar.close()
    precision = matched / tested if tested else 0.0
    recall = matched / golden if golden else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"smatch_f1": round(f1, 4), "precision": round(precision, 4), "recall": round(recall, 4),
            "n": len(gold), "failed": failures, "engine": parser.name,
            "signature": smatch_signature()}


def evaluate_generator(gold: Sequence[GraphEntry], generator: Generator, batch_size: int = 32,
                       progress: bool = True) -> dict[str, Any]:
    """Corpus BLEU (sacrebleu, detokenized, case-insensitive) against the gold ``::snt``."""
    import sacrebleu

    hypotheses: list[str] = []
    references: list[str] = []
    failures = 0
    bar = tqdm(total=len(gold), desc="bleu", unit="graph", disable=not progress)
    for start in range(0, len(gold), batch_size):
        chunk = gold[start:start + batch_size]
        results = generator.generate([penman.encode(e.graph) for e in chunk])
        for entry, result in zip(chunk, results, strict=True):
            failures += result.text is None
            hypotheses.append(result.text or "")
            references.append(entry.graph.metadata.get("snt", ""))
        bar.update(len(chunk))
    bar.close()
    bleu = sacrebleu.metrics.BLEU(lowercase=True)
    score = bleu.corpus_score(hypotheses, [references])
    return {"bleu": round(score.score, 2), "n": len(gold), "failed": failures,
            "engine": generator.name, "signature": str(bleu.get_signature())}
