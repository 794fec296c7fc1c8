"""``paraamr corpus build | stats``: see DESIGN.md for the contract."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from pipeline.cli.output import add_engine_flag, add_json_flag, comma_names, emit
from pipeline.settings import Settings

if TYPE_CHECKING:
    from pipeline.corpus.config import BuildConfig


def register(sub: argparse._SubParsersAction) -> None:
    corpus = sub.add_parser("corpus", help="build a paraphrase corpus; corpus statistics")
    csub = corpus.add_subparsers(dest="corpus_command", metavar="SUBCOMMAND",
                                 parser_class=type(corpus))
    csub.required = True

    p = csub.add_parser("build", help="paraphrase every sentence of FILE into a sharded corpus")
    p.add_argument("--input", required=True, metavar="FILE",
                   help="plain text (a sentence a line), JSONL with \"text\", or ParaNMT/ParaBank TSV")
    p.add_argument("--out", required=True, metavar="DIR", help="corpus directory (shards + manifest)")
    p.add_argument("--format", dest="input_format", default="auto",
                   choices=["auto", "text", "jsonl", "tsv"], help="input format (default: by suffix/content)")
    p.add_argument("--workers", type=int, default=1, help="local worker processes, or Ray actors")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--ray", metavar="ADDRESS", help="run on the Ray cluster at ADDRESS (e.g. auto)")
    where.add_argument("--ray-local", action="store_true", help="run on a Ray instance started here")
    p.add_argument("--limit", type=int, help="only the first N sentences (after blanks/duplicates)")
    p.add_argument("--resume", action="store_true", help="continue the build recorded in DIR")
    p.add_argument("--details", action="store_true",
                   help="also write focus, concept, edits, amr, scores, engine per paraphrase")
    p.add_argument("--foci", default="all", metavar="all|random:K|policy:FILE",
                   help="which nodes to refocus on: all candidates, K at random (seeded), or by a "
                        "focus policy file (policy:default: the shipped one, from automatic scores)")
    p.add_argument("--edits", metavar="OPS", help="AMR-DA edits to add, e.g. rs,sr")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--shard-size", type=int, default=1000, help="sentences per shard (default 1000)")
    p.add_argument("--batch-size", type=int,
                   help="sentences per backend call (default: settings; amrlib: by free GPU memory)")
    scoring = p.add_mutually_exclusive_group()
    scoring.add_argument("--no-lm", action="store_true",
                         help="skip language-model perplexity scoring (faster; perplexity is null)")
    scoring.add_argument("--metrics", metavar="M1,M2|none|default",
                         help="scorers to run (default: perplexity,semantic, what the filter reads); "
                              "none: no scoring or filter; default: every metric of the scorer")
    p.add_argument("--max-error-rate", type=float, default=0.01, metavar="R",
                   help="stop when more than R of the sentences (at least 200 counted) failed for "
                        "a systemic reason such as a CUDA error or a missing model (default 0.01); "
                        "such sentences are never recorded as done")
    p.add_argument("--retries", type=int, default=2,
                   help="times a batch that failed for a systemic reason is tried again (default 2)")
    p.add_argument("--dry-run", action="store_true",
                   help="no models: check the input and sharding, write lines with no paraphrases")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    add_engine_flag(p)
    add_json_flag(p)
    p.set_defaults(handler=cmd_build)

    p = csub.add_parser("stats", help="Table 1 / Table 2 statistics of a corpus (dir or file)")
    p.add_argument("path", help="corpus directory or JSONL file")
    p.add_argument("--sample", type=int, help="score a seeded sample of N sources (Table 2)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--compare", nargs="+", default=[], metavar="FILE",
                   help="other corpora (same format) to show side by side")
    p.add_argument("--metrics", help="Table 2 metrics, comma separated (default: the paper's five)")
    p.add_argument("--no-scores", action="store_true", help="Table 1 only: no scoring models load")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    add_json_flag(p)
    p.set_defaults(handler=cmd_stats)


def _config(args: argparse.Namespace, settings: Settings) -> BuildConfig:
    from pipeline.corpus.config import (
        CORPUS_METRICS,
        BuildConfig,
        metrics_without_lm,
        neural_batch_size,
        parse_edits,
        resolve_foci,
    )

    foci, policy = resolve_foci(args.foci)
    if args.dry_run:
        engine = "none"
    else:
        from pipeline.backends import resolve_engine

        engine = resolve_engine(args.engine, settings)
    metrics: tuple[str, ...] | None = CORPUS_METRICS
    if args.no_lm:
        metrics = tuple(metrics_without_lm())
    elif args.metrics:
        names = comma_names(args.metrics)
        metrics = {"none": (), "default": None}.get(",".join(names), tuple(names))
    return BuildConfig(
        backend="dry-run" if args.dry_run else "paraphrase",
        engine=engine, foci=foci, policy=policy, edits=parse_edits(args.edits), seed=args.seed,
        details=args.details, metrics=metrics, shard_size=args.shard_size,
        batch_size=args.batch_size or (neural_batch_size() if engine == "amrlib" else settings.batch_size),
        limit=args.limit,
        input_format=args.input_format, retries=args.retries, max_error_rate=args.max_error_rate,
    ).with_settings(settings)


def cmd_build(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.corpus.build import build_corpus
    from pipeline.errors import CorpusError

    if args.limit is not None and args.limit < 1:
        raise CorpusError("--limit must be at least 1")
    if not 0 <= args.max_error_rate <= 1 or args.retries < 0:
        raise CorpusError("--max-error-rate must be between 0 and 1 and --retries at least 0")
    config = _config(args, settings)
    summary = build_corpus(Path(args.input), Path(args.out), config, workers=args.workers,
                           resume=args.resume, ray_address=args.ray, ray_local=args.ray_local,
                           progress=_progress_wanted(args))
    rate = summary["sentences_per_second"]
    emit(args, summary, [
        f"{summary['out']}: {summary['rows']:,} lines, {summary['paraphrases']:,} paraphrases "
        f"({summary['avg_paraphrases']} a sentence) in {summary['shards']} shard(s)",
        f"input: {summary['input_lines']:,} lines, {summary['blank']:,} blank, "
        f"{summary['duplicates']:,} duplicate, {summary['invalid']:,} invalid; "
        f"{summary['errors']:,} failed (see {summary['errors_file']})",
        f"{summary['processed_this_run']:,} sentences this run in {summary['seconds']} s"
        + (f" ({rate} sentences/s)" if rate else ""),
    ])
    return 0


def _progress_wanted(args: argparse.Namespace) -> bool:
    """A progress bar only on a terminal: in a log file its carriage returns would run into
    the lines that follow, an error message among them."""
    return not args.no_progress and sys.stderr.isatty()


def cmd_stats(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.corpus.stats import corpus_stats, format_table

    metrics = comma_names(args.metrics) if args.metrics else None
    if args.no_scores:
        metrics = []
    result = corpus_stats(Path(args.path), settings, sample=args.sample, seed=args.seed,
                          compare=[Path(p) for p in args.compare], metrics=metrics,
                          progress=_progress_wanted(args))
    emit(args, result, format_table(result))
    return 0
