"""``paraamr parse | refocus | edit | generate | models``."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

from pipeline.cli.output import (
    add_engine_flag,
    add_json_flag,
    emit,
    read_sentence,
    read_text_source,
)
from pipeline.errors import FocusError, InputError
from pipeline.settings import Settings

log = logging.getLogger("paraamr")


def register(sub: argparse._SubParsersAction) -> None:
    from pipeline.edits import OPS

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
    p.add_argument("--order", choices=["source", "canonical", "reconfigured"], default="source",
                   help="linearization: penman's from the source layout (default), roles in "
                        "canonical order, or penman's fresh layout")
    add_json_flag(p)
    p.set_defaults(handler=cmd_refocus)

    p = sub.add_parser("edit", help="one AMR-DA edit (or one manual edit) of every graph in FILE")
    p.add_argument("file", help="PENMAN file, - for stdin")
    how = p.add_mutually_exclusive_group(required=True)
    how.add_argument("--op", choices=OPS,
                     help="random swap, random deletion, random insertion, synonym replacement")
    how.add_argument("--manual", metavar="JSON",
                     help='a manual edit as JSON, e.g. \'{"op": "set_concept", "variable": "d", '
                          '"concept": "cat"}\' (ops: set_concept, set_role, delete_edge, '
                          "delete_node, add_edge, toggle_polarity, set_top)")
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


def cmd_parse(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.backends import get_parser

    parser = get_parser(args.engine, settings)
    result = parser.parse([read_sentence(args.text)])[0]
    if result.error or result.amr is None:
        raise InputError(f"cannot parse: {result.error or 'no graph'}")
    emit(args, {"text": result.text, "amr": result.amr, "engine": result.engine}, result.amr)
    return 0


def _progress(items: list[Any], desc: str) -> Any:
    from tqdm import tqdm

    # shown on stderr for long inputs on a terminal only
    return tqdm(items, desc=desc, unit="graph", file=sys.stderr, disable=None if len(items) > 20 else True)


def _finish(records: list[dict[str, Any]], failures: list[str], args: argparse.Namespace,
            lines: list[str]) -> int:
    """Print what was made; one graph that cannot be processed does not stop the others.

    Exit 2 with the (first) reason when nothing at all could be made.
    """
    if failures and len(failures) == len(records):
        raise InputError(failures[0] + (f" (and {len(failures) - 1} more)" if len(failures) > 1 else ""))
    for reason in failures:
        log.warning("%s", reason)
    emit(args, records, lines)
    return 0


def cmd_refocus(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.amrio import loads_graphs
    from pipeline.graph import AMRGraph
    from pipeline.refocus import Refocuser

    records: list[dict[str, Any]] = []
    failures: list[str] = []
    entries = loads_graphs(read_text_source(args.file))
    for entry in _progress(entries, "refocus"):
        amr = AMRGraph(entry.graph)
        candidates = amr.focus_candidates()
        if not args.all and args.focus not in amr:
            try:
                amr.node(args.focus)
            except FocusError as exc:
                reason = f"graph {entry.key}: {exc}"
            failures.append(reason)
            records.append({"graph": entry.key, "focus": args.focus, "concept": None, "amr": None,
                            "error": reason})
            continue
        refocuser = Refocuser(entry.graph)
        for candidate in candidates if args.all else [c for c in candidates if c.variable == args.focus]:
            records.append({"graph": entry.key, "focus": candidate.variable, "concept": candidate.concept,
                            "kind": candidate.kind, "role": candidate.role, "order": args.order,
                            "amr": refocuser.text(candidate.variable, order=args.order)})
    lines = [f"# ::graph {r['graph']} ::focus {r['focus']} ::concept {r['concept']} ::kind {r['kind']}\n"
             f"{r['amr']}\n" for r in records if r["amr"]]
    return _finish(records, failures, args, lines)


def cmd_edit(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.amrio import dumps_graph, loads_graphs
    from pipeline.errors import EditRefused

    entries = loads_graphs(read_text_source(args.file))
    if args.manual is not None:
        edit = _manual_edit(args.manual)
        if args.alpha is not None:
            raise InputError("--alpha applies to --op edits only")

        def run(graph: Any) -> tuple[Any, list[str]]:
            return edit.apply(graph), [edit.describe()]
        op = edit.op
    else:
        from pipeline.edits import apply_edit

        def run(graph: Any) -> tuple[Any, list[str]]:
            result = apply_edit(graph, args.op, alpha=args.alpha, seed=args.seed)
            return result.graph, [str(c) for c in result.changes]
        op = args.op
    records: list[dict[str, Any]] = []
    failures: list[str] = []
    for entry in _progress(entries, op):
        try:
            new, changes = run(entry.graph)
        except EditRefused as exc:
            reason = f"graph {entry.key}: {exc}"
            failures.append(reason)
            records.append({"graph": entry.key, "op": op, "amr": None, "changes": [], "error": reason})
            continue
        records.append({"graph": entry.key, "op": op, "amr": dumps_graph(new), "changes": changes})
    lines = [f"# ::graph {r['graph']} ::op {r['op']}\n{r['amr']}\n" for r in records if r["amr"]]
    return _finish(records, failures, args, lines)


def _manual_edit(text: str) -> Any:
    import json

    from pipeline.manual import edit_from_dict

    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"--manual is not JSON: {exc.msg} at character {exc.pos}") from None
    if not isinstance(data, dict):
        raise InputError('--manual must be a JSON object such as {"op": "set_top", "variable": "d"}')
    return edit_from_dict(data)


def cmd_generate(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.amrio import dumps_graph, loads_graphs
    from pipeline.backends import get_generator

    entries = loads_graphs(read_text_source(args.file))
    generator = get_generator(args.engine, settings)
    results = generator.generate([dumps_graph(e.graph) for e in entries])
    records = [{"graph": e.key, "amr": r.amr, "text": r.text, "engine": r.engine,
                "construction": r.construction, "error": r.error,
                "alternatives": [list(a) for a in r.alternatives]}
               for e, r in zip(entries, results, strict=True)]
    emit(args, records, [f"{r['graph']}\t{r['text'] if r['text'] is not None else 'ERROR: ' + str(r['error'])}"
                         for r in records])
    return 1 if all(r["text"] is None for r in records) else 0
