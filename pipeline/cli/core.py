"""``paraamr parse | refocus | edit | generate | models``."""

from __future__ import annotations

import argparse

from pipeline.cli.output import add_engine_flag, add_json_flag, emit, read_text_source
from pipeline.errors import InputError
from pipeline.settings import Settings


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("parse", help="parse a sentence to AMR")
    p.add_argument("text", help="the sentence (or - for stdin)")
    add_engine_flag(p)
    add_json_flag(p)
    p.set_defaults(handler=cmd_parse)

    p = sub.add_parser("refocus", help="move the focus (root) of every graph in FILE")
    p.add_argument("file", help="PENMAN file, - for stdin")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--focus", metavar="VAR", help="the variable to make the focus")
    which.add_argument("--all", action="store_true", help="one graph per candidate focus")
    add_json_flag(p)
    p.set_defaults(handler=cmd_refocus)

    p = sub.add_parser("edit", help="one AMR-DA edit of every graph in FILE")
    p.add_argument("file", help="PENMAN file, - for stdin")
    p.add_argument("--op", required=True, choices=["rs", "rd", "ri", "sr"],
                   help="random swap, random deletion, random insertion, synonym replacement")
    p.add_argument("--alpha", type=float, help="edit rate in (0, 1]; default per operation")
    p.add_argument("--seed", type=int, default=0)
    add_json_flag(p)
    p.set_defaults(handler=cmd_edit)

    p = sub.add_parser("generate", help="every graph in FILE to a sentence")
    p.add_argument("file", help="PENMAN file, - for stdin")
    add_engine_flag(p)
    add_json_flag(p)
    p.set_defaults(handler=cmd_generate)

    from pipeline.models import register_cli as register_models

    register_models(sub)


def _sentence(arg: str) -> str:
    text = read_text_source(arg) if arg == "-" else arg
    if not text.strip():
        raise InputError("empty sentence")
    return text.strip()


def cmd_parse(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.backends import get_parser

    parser = get_parser(args.engine, settings)
    result = parser.parse([_sentence(args.text)])[0]
    if result.error or result.amr is None:
        raise InputError(f"cannot parse: {result.error or 'no graph'}")
    emit(args, {"text": result.text, "amr": result.amr, "engine": result.engine}, result.amr)
    return 0


def cmd_refocus(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.amrio import dumps_graph, loads_graphs
    from pipeline.graph import AMRGraph
    from pipeline.refocus import refocus

    records = []
    for entry in loads_graphs(read_text_source(args.file)):
        amr = AMRGraph(entry.graph)
        foci = [c.variable for c in amr.focus_candidates()] if args.all else [args.focus]
        for focus in foci:
            new = refocus(entry.graph, focus)
            records.append({"graph": entry.key, "focus": focus, "concept": amr.concept(focus),
                            "amr": dumps_graph(new)})
    emit(args, records, [f"# ::graph {r['graph']} ::focus {r['focus']}\n{r['amr']}\n" for r in records])
    return 0


def cmd_edit(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.amrio import dumps_graph, loads_graphs
    from pipeline.edits import apply_edit

    records = []
    for entry in loads_graphs(read_text_source(args.file)):
        result = apply_edit(entry.graph, args.op, alpha=args.alpha, seed=args.seed)
        records.append({"graph": entry.key, "op": args.op, "amr": dumps_graph(result.graph),
                        "changes": [str(c) for c in result.changes]})
    emit(args, records, [f"# ::graph {r['graph']} ::op {r['op']}\n{r['amr']}\n" for r in records])
    return 0


def cmd_generate(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.amrio import dumps_graph, loads_graphs
    from pipeline.backends import get_generator

    entries = loads_graphs(read_text_source(args.file))
    generator = get_generator(args.engine, settings)
    results = generator.generate([dumps_graph(e.graph) for e in entries])
    records = [{"graph": e.key, "amr": r.amr, "text": r.text, "engine": r.engine,
                "construction": r.construction, "error": r.error}
               for e, r in zip(entries, results, strict=True)]
    emit(args, records, [f"{r['graph']}\t{r['text'] if r['text'] is not None else 'ERROR: ' + str(r['error'])}"
                         for r in records])
    return 1 if all(r["text"] is None for r in records) else 0
