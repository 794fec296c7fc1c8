"""``paraamr eval parse | generate | sts``."""

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


def _gold(path: str, limit: int | None) -> list[GraphEntry]:
    from pipeline.amrio import loads_graphs

    entries = loads_graphs(read_text_source(path))
    return entries[:limit] if limit else entries


def cmd_eval_parse(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.backends import get_parser
    from pipeline.evaluation import evaluate_parser

    report = evaluate_parser(_gold(args.gold, args.limit), get_parser(args.engine, settings))
    emit(args, report, f"Smatch F1 {report['smatch_f1']:.4f}  P {report['precision']:.4f}  "
                       f"R {report['recall']:.4f}  n={report['n']}  engine={report['engine']}")
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
