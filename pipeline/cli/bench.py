"""``paraamr bench``: throughput of the chain, stage by stage (see :mod:`pipeline.bench`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from pipeline.cli.output import add_json_flag, emit
from pipeline.errors import InputError
from pipeline.settings import Settings

# Output caps for random weights, which decode until the cap: the lengths of
# issue 13's measurements (a news sentence's graph, a sentence).
BENCH_PARSE_MAX_LENGTH = 160
BENCH_GENERATE_MAX_LENGTH = 32


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="sentences per second of parse, refocus, generate and score")
    p.add_argument("--engine", choices=["amrlib", "builtin"], default="amrlib",
                   help="amrlib: random-weight models of the released architectures (default); "
                        "builtin: the offline chain, on one thread")
    p.add_argument("--size", choices=["real", "tiny"], default="real",
                   help="real: BART-large, T5-base, GPT-2, BERT-base shapes; tiny: two narrow layers each")
    p.add_argument("--sentences", "-n", type=int, default=16, help="MRPC sentences to time (default 16)")
    p.add_argument("--foci", type=int, help="random foci per sentence (default: every candidate)")
    p.add_argument("--mrpc", type=Path, help="MRPC train file (default: the reference data's)")
    p.add_argument("--models-dir", dest="bench_models_dir", type=Path,
                   help="build the random models here and reuse them next time (default: a temp dir)")
    p.add_argument("--threads", type=int, help="torch CPU threads (default 1 on the CPU, where a shared "
                                                "machine's spinning threads cost more than they give)")
    p.add_argument("--device", choices=["auto", "cpu", "cuda"])
    p.add_argument("--dtype", choices=["auto", "float32", "bfloat16", "float16"])
    for stage in ("parse", "generate", "perplexity", "semantic"):
        p.add_argument(f"--{stage}-batch-size", type=int, metavar="N")
    for stage in ("parse", "generate"):
        p.add_argument(f"--{stage}-num-beams", type=int, default=1, metavar="N", help="default 1 (greedy)")
    p.add_argument("--parse-max-length", type=int, default=BENCH_PARSE_MAX_LENGTH, metavar="TOKENS")
    p.add_argument("--generate-max-length", type=int, default=BENCH_GENERATE_MAX_LENGTH, metavar="TOKENS")
    p.add_argument("--seed", type=int, default=0)
    add_json_flag(p)
    p.set_defaults(handler=cmd_bench)


def cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.bench import run_bench
    from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences
    from pipeline.settings import load_settings

    if args.sentences < 1 or (args.foci is not None and args.foci < 1):
        raise InputError("--sentences and --foci must be at least 1")
    mrpc = args.mrpc or DEFAULT_MRPC
    if not Path(mrpc).is_file():
        raise InputError(f"no MRPC file at {mrpc}; give one with --mrpc")
    knobs = {k: getattr(args, k) for k in (
        "device", "dtype", "parse_batch_size", "generate_batch_size", "perplexity_batch_size",
        "semantic_batch_size", "parse_num_beams", "generate_num_beams", "parse_max_length",
        "generate_max_length")}
    tuned = load_settings(**{**settings.model_dump(), **knobs})  # flags on top, validated again
    sentences = mrpc_sentences(mrpc, args.sentences, first_only=True)
    lpp = Path(mrpc).parents[1] / "little-prince" / "lpp-1943-dev.amr"
    report = run_bench(sentences, tuned, engine=args.engine, size=args.size, foci=args.foci,
                       models_dir=args.bench_models_dir, mrpc=Path(mrpc), lpp=lpp, threads=args.threads,
                       seed=args.seed)
    emit(args, report, _lines(report))
    return 0


def _lines(report: dict) -> list[str]:
    used = report["settings"]
    lines = [f"engine {report['engine']}" + (f", {report['size']} models" if "size" in report else "")
             + f", {report['sentences']} sentences, {report['candidates']} candidates "
             f"({report['foci_per_sentence']} foci a sentence)",
             "settings: " + ", ".join(f"{k}={v}" for k, v in used.items() if v is not None)]
    lines.append(f"{'stage':10} {'items':>6} {'wall s':>8} {'cpu s':>8} {'items/s':>9} {'sent/s':>8} {'sent/cpu-s':>10}")
    for name, s in report["stages"].items():
        lines.append(f"{name:10} {s['items']:>6} {s['wall_s']:>8.2f} {s['cpu_s']:>8.2f} "
                     f"{s['items_per_s'] or 0:>9.1f} {s['sentences_per_s'] or 0:>8.2f} {s['sentences_per_cpu_s'] or 0:>10.2f}")
    chain = report["chain"]
    lines.append(f"{'chain':10} {report['sentences']:>6} {chain['wall_s']:>8.2f} {chain['cpu_s']:>8.2f} "
                 f"{'':>9} {chain['sentences_per_s'] or 0:>8.2f} {chain['sentences_per_cpu_s'] or 0:>10.2f}")
    if "parse_foci_realize" in report:
        lines.append(f"parse + all foci + realize: {report['parse_foci_realize']['sentences_per_cpu_s']} "
                     "sentences per CPU-second")
    if report.get("graphs_from_fallback_parser"):
        lines.append(f"{report['graphs_from_fallback_parser']} of {report['sentences']} graphs came from the "
                     "built-in parser (random weights parse nothing usable)")
    hours = report["corpus_estimate"]["hours_on_one_device_at_this_rate"]
    lines.append(f"15.5M sentences at this chain rate on one such device: {hours} h")
    return lines
