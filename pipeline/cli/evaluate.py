"""``paraamr eval parse | generate | sts | ratings``."""

from __future__ import annotations

import argparse

from pipeline.amrio import GraphEntry
from pipeline.cli.output import add_engine_flag, add_json_flag, emit, read_text_source
from pipeline.settings import Settings


def register(sub: argparse._SubParsersAction) -> None:
    ev = sub.add_parser("eval", help="evaluate the parser, the generator or the semantic scorer")
    what = ev.add_subparsers(dest="what", metavar="WHAT", parser_class=type(ev))
    what.required = True

    for name, help_text, handler in (
        ("parse", "Smatch of the parser against gold graphs", cmd_eval_parse),
        ("generate", "BLEU of the generator from gold graphs against their ::snt", cmd_eval_generate),
    ):
        p = what.add_parser(name, help=help_text)
        p.add_argument("--gold", required=True, help="AMR file with ::snt metadata")
        p.add_argument("--limit", type=int, help="only the first N graphs")
        add_engine_flag(p)
        add_json_flag(p)
        p.set_defaults(handler=handler)

    p = what.add_parser("sts", help="Spearman x 100 of the semantic scorer on STS-B pairs")
    p.add_argument("--pairs", required=True, help="STS-B tab-separated file (genre, file, year, id, score, s1, s2)")
    p.add_argument("--scorer", help="semantic scorer name (default: the best installed)")
    p.add_argument("--limit", type=int, help="only the first N pairs")
    add_json_flag(p)
    p.set_defaults(handler=cmd_eval_sts)

    p = what.add_parser("ratings", help="every score and the default filter against human ratings: "
                                        "ROC AUC for 'rated broken' / 'meaning changed', Spearman")
    p.add_argument("file", help="rated pairs: ratings-dev JSON lines, or `paraamr annotate export` "
                                "jsonl / csv (- for stdin)")
    p.add_argument("--metrics", help="comma-separated metric names (default: all of them)")
    p.add_argument("--origin", help="only pairs of this origin (ratings-dev: ours, mrpc-human, ...)")
    p.add_argument("--pairs", action="store_true", help="with --json: every pair's scores and verdict")
    add_json_flag(p)
    p.set_defaults(handler=cmd_eval_ratings)


def _gold(path: str, limit: int | None) -> list[GraphEntry]:
    from pipeline.amrio import loads_graphs

    entries = loads_graphs(read_text_source(path))
    return entries[:limit] if limit else entries


def cmd_eval_parse(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.backends import get_parser
    from pipeline.evaluation import evaluate_parser

    report = evaluate_parser(_gold(args.gold, args.limit), get_parser(args.engine, settings))
    emit(args, report, f"Smatch F1 {report['smatch_f1']:.4f}  P {report['precision']:.4f}  "
                       f"R {report['recall']:.4f}  n={report['n']}  engine={report['engine']}  "
                       f"{report['signature']}")
    return 0


def cmd_eval_generate(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.backends import get_generator
    from pipeline.evaluation import evaluate_generator

    report = evaluate_generator(_gold(args.gold, args.limit), get_generator(args.engine, settings))
    emit(args, report, f"BLEU {report['bleu']:.2f}  n={report['n']}  engine={report['engine']}  "
                       f"{report['signature']}")
    return 0


def cmd_eval_sts(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.scoring import evaluate_sts

    report = evaluate_sts(args.pairs, settings, scorer=args.scorer, limit=args.limit)
    emit(args, report, f"Spearman x 100: {report['spearman']:.1f}  n={report['n']}  {report.get('signature', '')}")
    return 0


def _figure(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def cmd_eval_ratings(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.cli.output import comma_names
    from pipeline.errors import InputError
    from pipeline.scoring.ratings import evaluate_ratings, parse_rated_pairs

    pairs = parse_rated_pairs(read_text_source(args.file), args.file)
    if args.origin:
        pairs = [p for p in pairs if p.origin == args.origin]
        if not pairs:
            raise InputError(f"{args.file}: no pair of origin {args.origin!r}")
    names = comma_names(args.metrics) if args.metrics else None
    if names == []:
        raise InputError("--metrics names no metric")
    report = evaluate_ratings(pairs, settings, names)
    if not args.pairs:
        report.pop("pairs")
    width = max(len(n) for n in report["scores"])
    lines = [f"{report['n']} pairs: {report['broken']} rated broken, "
             f"{report['meaning_changed']} meaning changed ({report['labels']})",
             f"{'score':<{width}}  {'AUC broken':>10}  {'AUC meaning':>11}  {'rho flu':>7}  "
             f"{'rho sem':>7}  {'rho syn':>7}  signature"]
    for name, row in report["scores"].items():
        lines.append(f"{name:<{width}}  {_figure(row['auc_broken']):>10}  "
                     f"{_figure(row['auc_meaning_changed']):>11}  {_figure(row['spearman_fluency']):>7}  "
                     f"{_figure(row['spearman_semantic']):>7}  {_figure(row['spearman_syntactic']):>7}  "
                     f"{row['signature']}")
    emit(args, report, lines)
    return 0
