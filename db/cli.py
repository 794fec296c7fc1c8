"""``paraamr db upgrade`` and ``paraamr annotate ...`` (DESIGN.md, "Contract:
annotation from the command line").

Registered through the ``paraamr.commands`` entry point, so ``pipeline``
never imports ``db``.  This module declares the subcommands and their options;
what each one does is in :mod:`db.cli_handlers`.
"""

from __future__ import annotations

import argparse

from db.cli_handlers import (
    cmd_add_annotator,
    cmd_add_attention_checks,
    cmd_add_practice,
    cmd_add_raters,
    cmd_adjudicate,
    cmd_annotators,
    cmd_batches,
    cmd_configure,
    cmd_db_upgrade,
    cmd_disagreements,
    cmd_export,
    cmd_import,
    cmd_import_mturk,
    cmd_progress,
    cmd_qualification,
    cmd_qualify,
    cmd_rate,
    cmd_release,
    cmd_report,
    cmd_save,
    cmd_scores,
    cmd_skip,
    cmd_undo,
)
from pipeline.cli.output import add_json_flag

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("db", help="the annotation database")
    db_sub = p.add_subparsers(dest="db_command", metavar="SUBCOMMAND")
    db_sub.required = True
    q = db_sub.add_parser("upgrade", help="create the database or migrate it to the latest schema")
    q.add_argument("--adopt", action="store_true",
                   help="add paraamr's tables to a database that holds other tables "
                        "(refused without this flag)")
    add_json_flag(q)
    q.set_defaults(handler=cmd_db_upgrade)

    p = sub.add_parser("annotate", help="rating batches: raters, items, judgments, reports")
    ann = p.add_subparsers(dest="annotate_command", metavar="SUBCOMMAND")
    ann.required = True

    q = ann.add_parser("add-annotator", help="create a rater; prints the login secret once")
    q.add_argument("name")
    q.add_argument("--admin", action="store_true", help="an admin (manages batches) instead of a rater")
    add_json_flag(q)
    q.set_defaults(handler=cmd_add_annotator)

    q = ann.add_parser("import", help="load (source, paraphrase) items into a batch")
    q.add_argument("file", help="ParaAMR corpus file or directory, or `paraamr paraphrase --json` "
                   "output; - for stdin")
    q.add_argument("--batch", required=True)
    q.add_argument("--raters", type=int, help="raters per item for a new batch (default 3)")
    q.add_argument("--sample", type=int, metavar="N", help="import N items drawn with --seed")
    q.add_argument("--seed", type=int, default=0)
    q.add_argument("--source", help="source sentence for records that have none")
    kept = q.add_mutually_exclusive_group()
    kept.add_argument("--kept-only", action="store_true",
                      help="leave out candidates the filter dropped, of corpus files too")
    kept.add_argument("--include-filtered", action="store_true",
                      help="also rate the candidates of `paraamr paraphrase --json` that the "
                           "filter dropped (left out by default)")
    q.add_argument("--gold-rate", type=float, help="share of each queue served from gold items")
    q.add_argument("--instructions", help="instructions shown to the raters")
    add_json_flag(q)
    q.set_defaults(handler=cmd_import)

    q = ann.add_parser("save", help="store paraphrases with their focus facts and scores "
                       "outside any batch (evidence for focus debugging)")
    q.add_argument("file", help="ParaAMR corpus file or directory (--details for focus facts), "
                   "or `paraamr paraphrase --json` output; - for stdin")
    q.add_argument("--source", help="source sentence for records that have none")
    q.add_argument("--kept-only", action="store_true", help="leave out candidates the filter dropped")
    add_json_flag(q)
    q.set_defaults(handler=cmd_save)

    q = ann.add_parser("rate", help="rate the next item of a rater's queue (exit 2 when empty)")
    _batch_rater(q)
    q.add_argument("--semantic", type=int, required=True, choices=[1, 2, 3],
                   help="meaning preserved: 3 near-equivalent ... 1 different")
    q.add_argument("--syntactic", type=int, required=True, choices=[1, 2, 3],
                   help="structure: 3 very different ... 1 nearly the same")
    q.add_argument("--comment")
    q.add_argument("--seconds", type=_seconds, help="time spent on the item (a number >= 0)")
    add_json_flag(q)
    q.set_defaults(handler=cmd_rate)

    q = ann.add_parser("skip", help="pass on the next item of a rater's queue")
    _batch_rater(q)
    add_json_flag(q)
    q.set_defaults(handler=cmd_skip)

    q = ann.add_parser("undo", help="take back a rater's last judgment")
    _batch_rater(q)
    add_json_flag(q)
    q.set_defaults(handler=cmd_undo)

    q = ann.add_parser("release", help="take back a rater's rated items for others to redo "
                       "(e.g. kappa vs majority below 0.4)")
    _batch_rater(q)
    add_json_flag(q)
    q.set_defaults(handler=cmd_release)

    q = ann.add_parser("progress", help="how far a batch (or one rater) is")
    q.add_argument("--batch", required=True)
    q.add_argument("--annotator")
    add_json_flag(q)
    q.set_defaults(handler=cmd_progress)

    q = ann.add_parser("export", help="judgments as CSV / JSONL / Parquet / a Hugging Face "
                       "datasets folder, or an MTurk input CSV")
    q.add_argument("--batch", required=True)
    q.add_argument("--format", required=True,
                   choices=["csv", "jsonl", "mturk-input", "parquet", "hf"])
    q.add_argument("--out", help="output file (default: stdout); a new folder for hf; "
                   "needed for parquet and hf")
    q.set_defaults(handler=cmd_export)

    q = ann.add_parser("configure", help="a batch's assignment strategy, time limit and "
                       "check rates")
    q.add_argument("--batch", required=True)
    q.add_argument("--strategy", choices=["least-annotated", "fill-first", "random"],
                   help="which item a rater gets next (default for new batches: least-annotated)")
    q.add_argument("--timeout", type=_seconds, metavar="SECONDS",
                   help="an unrated assignment goes back to the pool after this; 0: never")
    q.add_argument("--gold-rate", type=float, help="share of each queue served from gold items")
    q.add_argument("--attention-rate", type=float,
                   help="share of each queue served from attention checks")
    q.add_argument("--min-practice-accuracy", type=float, metavar="FRACTION",
                   help="raters below this accuracy on the practice items are held for review")
    add_json_flag(q)
    q.set_defaults(handler=cmd_configure)

    q = ann.add_parser("add-practice", help="practice items with expected answers and feedback, "
                       "served before a rater's real queue")
    q.add_argument("file", help="records as for import, each with \"gold\": {\"semantic\", "
                   "\"syntactic\", \"note\"}; - for stdin")
    q.add_argument("--batch", required=True)
    q.add_argument("--source", help="source sentence for records that have none")
    q.add_argument("--min-accuracy", type=float, metavar="FRACTION",
                   help="hold raters below this practice accuracy for review")
    add_json_flag(q)
    q.set_defaults(handler=cmd_add_practice)

    q = ann.add_parser("add-attention-checks", help="attention checks made of the batch's own "
                       "sentences (a copy of sentence 1, or an unrelated sentence)")
    q.add_argument("--batch", required=True)
    q.add_argument("--count", type=int, required=True)
    q.add_argument("--seed", type=int, default=0)
    q.add_argument("--rate", type=float, help="share of each queue they take (attention rate)")
    add_json_flag(q)
    q.set_defaults(handler=cmd_add_attention_checks)

    q = ann.add_parser("qualification", help="raters' standing after the practice items")
    q.add_argument("--batch", required=True)
    q.add_argument("--annotator")
    add_json_flag(q)
    q.set_defaults(handler=cmd_qualification)

    q = ann.add_parser("qualify", help="an admin opens (or with --reject keeps closed) the "
                       "queue of a rater held after practice")
    _batch_rater(q)
    q.add_argument("--by", required=True, help="the admin deciding")
    q.add_argument("--reject", action="store_true")
    add_json_flag(q)
    q.set_defaults(handler=cmd_qualify)

    q = ann.add_parser("disagreements", help="items whose raters disagree, most disputed first")
    q.add_argument("--batch", required=True)
    q.add_argument("--limit", type=int, default=20)
    add_json_flag(q)
    q.set_defaults(handler=cmd_disagreements)

    q = ann.add_parser("adjudicate", help="an admin sets the final label of an item")
    q.add_argument("--batch", required=True)
    q.add_argument("--item", type=int, required=True)
    q.add_argument("--semantic", type=int, required=True, choices=[1, 2, 3])
    q.add_argument("--syntactic", type=int, required=True, choices=[1, 2, 3])
    q.add_argument("--by", required=True, help="the admin deciding")
    q.add_argument("--note")
    add_json_flag(q)
    q.set_defaults(handler=cmd_adjudicate)

    q = ann.add_parser("scores", help="how each automatic score agrees with the ratings "
                       "(AUC against rated 1, Spearman with the mean rating)")
    q.add_argument("--batch", required=True)
    add_json_flag(q)
    q.set_defaults(handler=cmd_scores)

    q = ann.add_parser("import-mturk", help="MTurk batch results CSV into a batch")
    q.add_argument("file")
    q.add_argument("--batch", required=True)
    q.add_argument("--form-order", choices=["best-first", "worst-first"], default="best-first",
                   help="how the form listed the options (the paper's: best first, 1 = Yes)")
    add_json_flag(q)
    q.set_defaults(handler=cmd_import_mturk)

    q = ann.add_parser("report", help="Table 4 distributions, agreement, per-rater quality")
    q.add_argument("--batch", required=True)
    q.add_argument("--details", action="store_true",
                   help="also by engine, focus kind and origin, time per item, per-scale kappas")
    add_json_flag(q)
    q.set_defaults(handler=cmd_report)

    q = ann.add_parser("batches", help="list batches")
    add_json_flag(q)
    q.set_defaults(handler=cmd_batches)

    q = ann.add_parser("annotators", help="list raters")
    add_json_flag(q)
    q.set_defaults(handler=cmd_annotators)

    q = ann.add_parser("add-raters", help="restrict a batch to these raters")
    q.add_argument("--batch", required=True)
    q.add_argument("names", nargs="+")
    add_json_flag(q)
    q.set_defaults(handler=cmd_add_raters)


def _seconds(text: str) -> float:
    """A finite number of seconds >= 0 (argparse type: "inf", "nan" and "-1" are refused).

    >>> _seconds("12.5")
    12.5
    >>> _seconds("inf")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: seconds must be a finite number >= 0, got 'inf'
    """
    import math

    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"seconds must be a finite number >= 0, got {text!r}")
    return value


def _batch_rater(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--batch", required=True)
    parser.add_argument("--annotator", required=True, help="the rater's name")
