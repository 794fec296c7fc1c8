"""Throughput benchmark of the real code path: ``paraamr bench`` / ``python -m pipeline.bench``.

``--engine amrlib`` builds random-weight models of the released architectures
(:mod:`pipeline.bench.architectures`) into a models directory, loads them
through the amrlib backend and the scorers exactly as a build does, and times
parse -> refocus -> generate -> score over MRPC sentences
(:mod:`pipeline.bench.chain`).  Random weights parse nothing usable, so the
later stages run on the built-in parser's graphs of the same sentences; a
random decoder rarely stops early, so the output lengths are the
``--parse-max-length``/``--generate-max-length`` caps (by default 160 and 32
tokens, the issue's measured shapes).

``--engine builtin`` times the offline chain (built-in parser and realizer,
SmolLM2 and MiniLM scorers) on one torch thread and reports sentences per
CPU-second, for parse + every focus + realize and for the whole chain.
"""

from __future__ import annotations

import logging
import tempfile
from pathlib import Path
from typing import Any

from pipeline.bench.architectures import ARCHITECTURES, Size, build_models, local_text
from pipeline.bench.chain import CORPUS_SENTENCES, ChainRun, corpus_hours, run_chain
from pipeline.settings import Settings

__all__ = ["run_bench"]

log = logging.getLogger(__name__)

SCORERS = ["perplexity", "semantic"]  # what the corpus filter reads
NEURAL_KNOBS = ("device", "dtype", "parse_batch_size", "generate_batch_size", "parse_num_beams",
                "generate_num_beams", "parse_max_length", "generate_max_length",
                "perplexity_batch_size", "semantic_batch_size")


def _environment(settings: Settings, threads: int | None) -> dict[str, Any]:
    import torch

    from pipeline.neural import resolve_device, resolve_dtype, stage_setting

    device = resolve_device(settings.device)
    if threads or device == "cpu":
        torch.set_num_threads(threads or 1)
    used: dict[str, Any] = {"device": device, "dtype": str(resolve_dtype(settings.dtype, device)).split(".")[-1],
                            "gpu": torch.cuda.get_device_name(0) if device.startswith("cuda") else None,
                            "torch": torch.__version__, "torch_threads": torch.get_num_threads()}
    for stage in ("parse", "generate"):
        for knob in ("batch_size", "num_beams", "max_length"):
            used[f"{stage}_{knob}"] = stage_setting(settings, stage, knob)
    used["perplexity_batch_size"] = settings.perplexity_batch_size or settings.batch_size
    used["semantic_batch_size"] = settings.semantic_batch_size or 32
    used["scorer_dtype"] = "float32"
    return used


def _report(engine: str, run: ChainRun, settings_used: dict[str, Any], warmup_s: float,
            extra: dict[str, Any]) -> dict[str, Any]:
    chain = run.total()
    per_sentence = chain["wall_s"] / run.sentences if run.sentences else 0.0
    return {
        "engine": engine, **extra, "sentences": run.sentences, "candidates": run.candidates,
        "foci_per_sentence": round(run.candidates / max(1, run.parsed + run.from_fallback), 2),
        "generated": run.generated, "graphs_parsed": run.parsed, "graphs_from_fallback_parser": run.from_fallback,
        "settings": settings_used, "warmup_s": round(warmup_s, 2),
        "stages": {name: stage.to_dict(run.sentences) for name, stage in run.stages.items()},
        "chain": chain,
        "corpus_estimate": {"sentences": CORPUS_SENTENCES,
                            "hours_on_one_device_at_this_rate": round(corpus_hours(per_sentence), 1)
                            if per_sentence else None},
        "examples": run.examples,
    }


def run_bench(sentences: list[str], settings: Settings, *, engine: str = "amrlib", size: Size = "real",
              foci: int | None = None, models_dir: Path | None = None, mrpc: Path | None = None,
              lpp: Path | None = None, threads: int | None = None, seed: int = 0,
              examples: int = 3) -> dict[str, Any]:
    """Build (or reuse) the models, warm the chain on one sentence, time it on all of them."""
    import torch

    threads_before = torch.get_num_threads()
    try:
        return _run(sentences, settings, engine=engine, size=size, foci=foci, models_dir=models_dir,
                    mrpc=mrpc, lpp=lpp, threads=threads, seed=seed, examples=examples)
    finally:
        torch.set_num_threads(threads_before)


def _run(sentences: list[str], settings: Settings, *, engine: str, size: Size, foci: int | None,
         models_dir: Path | None, mrpc: Path | None, lpp: Path | None, threads: int | None, seed: int,
         examples: int) -> dict[str, Any]:
    import time

    from pipeline.backends import get_generator, get_parser
    from pipeline.scoring import ScoreSet

    with tempfile.TemporaryDirectory(prefix="paraamr-bench-") as tmp:
        extra: dict[str, Any] = {}
        if engine == "amrlib":
            folder = models_dir or Path(tmp) / "models"
            started = time.perf_counter()
            built = build_models(folder, size, local_text(mrpc or _default_mrpc(), lpp), seed=seed)
            extra = {"size": size, "build_s": round(time.perf_counter() - started, 1),
                     "models": [{"slot": a.slot, "architecture": a.name, **a.shape} for a in built]}
        else:
            folder = Path(tmp) / "no-models"  # the offline scorers, whatever the user installed
        settings = settings.model_copy(update={"engine": engine, "models_dir": folder})
        used = _environment(settings, threads)
        started = time.perf_counter()
        parser, generator = get_parser(engine, settings), get_generator(engine, settings)
        fallback = get_parser("builtin", settings) if engine != "builtin" else None
        scores = ScoreSet(settings, SCORERS)
        # One sentence and one focus through every stage: loading and first-call costs, untimed.
        run_chain(sentences[:1], parser, generator, scores, foci=1, seed=seed, fallback=fallback)
        warmup_s = time.perf_counter() - started
        run = run_chain(sentences, parser, generator, scores, foci=foci, seed=seed, fallback=fallback,
                        examples=examples)
        report = _report(engine, run, used, warmup_s, {**extra, "foci": foci or "all"})
        report["signatures"] = scores.signatures()
        if engine == "builtin":
            report["parse_foci_realize"] = run.total(["parse", "refocus", "generate"])
        return report


def _default_mrpc() -> Path:
    from pipeline.scoring.mrpc import DEFAULT_MRPC

    return Path(DEFAULT_MRPC)


def sizes() -> list[str]:
    return list(ARCHITECTURES)
