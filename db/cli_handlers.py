"""What each ``paraamr db`` / ``paraamr annotate`` subcommand does: one ``cmd_*``
handler per subcommand (open the store, call it, print), apart from the argparse
declarations of :mod:`db.cli`.  ``db``'s heavier modules are imported inside the
handlers: the CLI loads this module on every run.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from pipeline.cli.output import emit
from pipeline.errors import InputError
from pipeline.settings import Settings

if TYPE_CHECKING:
    from db.service import JudgmentStore


def _store(settings: Settings, *, create: bool = True) -> JudgmentStore:
    """The store of the configured database, checked to be ours.

    Writing commands (``create=True``) create or migrate the schema; reading
    ones (``create=False``) never do, and say to run ``paraamr db upgrade``.
    """
    from sqlalchemy.exc import OperationalError

    from db.engine import unavailable
    from db.migrate import open_database
    from db.service import JudgmentStore

    url = settings.resolved_db_url()
    try:
        return JudgmentStore(open_database(url, create=create), migrate=False)
    except OperationalError as exc:
        raise unavailable(url, exc) from None


def _reader(settings: Settings) -> JudgmentStore:
    return _store(settings, create=False)


def cmd_db_upgrade(args: argparse.Namespace, settings: Settings) -> int:
    from sqlalchemy.exc import OperationalError

    from db.engine import unavailable
    from db.migrate import current_revision, upgrade

    url = settings.resolved_db_url()
    try:
        db = upgrade(url, adopt=args.adopt)
    except OperationalError as exc:
        raise unavailable(url, exc) from None
    revision = current_revision(db)
    shown = db.url.render_as_string(hide_password=True)
    db.dispose()
    emit(args, {"url": shown, "revision": revision}, f"database {shown} is at revision {revision}")
    return 0


def cmd_add_annotator(args: argparse.Namespace, settings: Settings) -> int:
    role = "admin" if args.admin else "annotator"
    annotator, secret = _store(settings).add_annotator(args.name, role=role)
    emit(args, {"name": annotator.name, "role": role, "secret": secret},
         [f"created {role} {annotator.name!r}", f"login secret (shown only this once): {secret}"])
    return 0


def cmd_import(args: argparse.Namespace, settings: Settings) -> int:
    from db.io import import_items, read_input

    store = _store(settings)
    summary = import_items(store, read_input(args.file), args.batch, where=args.file,
                           raters_per_item=args.raters, sample=args.sample, seed=args.seed,
                           default_source=args.source,
                           kept_only=True if args.kept_only else False if args.include_filtered
                           else None,
                           instructions=args.instructions, gold_rate=args.gold_rate)
    info = store.batch_info(args.batch)
    emit(args, {"batch": args.batch, "added": summary.added, "duplicates": summary.duplicates,
                "gold": summary.gold, "filtered": summary.filtered, "items": info.items,
                "raters_per_item": info.raters_per_item},
         f"batch {args.batch!r}: {summary.added} items added ({summary.duplicates} duplicate "
         f"pairs left out, {summary.filtered} filtered out, {summary.gold} gold); "
         f"{info.items} items, {info.raters_per_item} raters each")
    return 0


def cmd_save(args: argparse.Namespace, settings: Settings) -> int:
    from db.io import read_input, save_items

    summary = save_items(_store(settings), read_input(args.file), where=args.file,
                         default_source=args.source, kept_only=args.kept_only)
    emit(args, {"added": summary.added, "duplicates": summary.duplicates},
         f"{summary.added} paraphrases stored ({summary.duplicates} already there)")
    return 0


def _next_or_empty(store: JudgmentStore, args: argparse.Namespace) -> Any:
    from db.service import QueueEmpty

    item = store.next_item(args.batch, args.annotator)
    if item is None:
        raise QueueEmpty(f"rater {args.annotator!r} has nothing left to rate in batch {args.batch!r}")
    return item


def cmd_rate(args: argparse.Namespace, settings: Settings) -> int:
    store = _store(settings)
    item = _next_or_empty(store, args)
    record = store.submit(item.assignment_id, args.annotator, semantic=args.semantic,
                          syntactic=args.syntactic, comment=args.comment, seconds=args.seconds)
    payload = {**item.to_dict(), "judgment": record.id, "semantic": record.semantic,
               "syntactic": record.syntactic}
    lines = [f"item {item.item_id}: {item.source}", f"   => {item.paraphrase}",
             f"rated semantic {record.semantic}, syntactic {record.syntactic}"]
    if record.feedback is not None:
        payload["feedback"] = record.feedback.to_dict()
        expected = ", ".join(f"{scale} {value}" for scale, value in (
            ("semantic", record.feedback.expected_semantic),
            ("syntactic", record.feedback.expected_syntactic)) if value is not None)
        lines.append(f"practice: {'right' if record.feedback.correct else 'not quite'}; "
                     f"expected {expected}" + (f" ({record.feedback.note})"
                                               if record.feedback.note else ""))
    emit(args, payload, lines)
    return 0


def cmd_skip(args: argparse.Namespace, settings: Settings) -> int:
    store = _store(settings)
    item = _next_or_empty(store, args)
    store.skip(item.assignment_id, args.annotator)
    emit(args, {**item.to_dict(), "skipped": True}, f"skipped item {item.item_id}")
    return 0


def cmd_undo(args: argparse.Namespace, settings: Settings) -> int:
    record = _store(settings).undo_last(args.batch, args.annotator)
    if record is None:
        raise InputError(f"rater {args.annotator!r} has no judgment to undo in batch {args.batch!r}")
    emit(args, record.to_dict(), f"undid the judgment of item {record.item_id} "
                                 f"(semantic {record.semantic}, syntactic {record.syntactic})")
    return 0


def cmd_release(args: argparse.Namespace, settings: Settings) -> int:
    released = _store(settings).release_work(args.batch, args.annotator)
    emit(args, {"batch": args.batch, "annotator": args.annotator, "released": released},
         f"released {released} items of {args.annotator!r} in batch {args.batch!r}; "
         "their judgments stay on record, out of the reports")
    return 0


def cmd_progress(args: argparse.Namespace, settings: Settings) -> int:
    progress = _reader(settings).progress(args.batch, args.annotator)
    payload = {"batch": progress.batch, "items": progress.items, "gold_items": progress.gold_items,
               "raters_per_item": progress.raters_per_item, "judgments": progress.judgments,
               "complete_items": progress.complete_items,
               "fraction_complete": round(progress.fraction_complete, 4)}
    lines = [f"batch {progress.batch!r}: {progress.complete_items}/{progress.items} items complete, "
             f"{progress.judgments} judgments ({100 * progress.fraction_complete:.1f}%)"]
    if progress.annotator is not None:
        payload.update(annotator=progress.annotator, done=progress.done, skipped=progress.skipped,
                       remaining=progress.remaining)
        lines.append(f"rater {progress.annotator!r}: {progress.done} done, {progress.skipped} "
                     f"skipped, {progress.remaining} available")
    emit(args, payload, lines)
    return 0


def cmd_export(args: argparse.Namespace, settings: Settings) -> int:
    from db.io import export_judgments, write_mturk_input

    store = _reader(settings)
    if args.format in ("parquet", "hf"):
        from db.io import export_table

        if not args.out:
            raise InputError(f"--format {args.format} needs --out "
                             f"({'a file' if args.format == 'parquet' else 'a new folder'})")
        n = export_table(store.judgment_rows(args.batch), args.out, args.format)
        print(f"paraamr: exported {n} rows of batch {args.batch!r} to {args.out}",
              file=sys.stderr)
        return 0
    out: TextIO
    if args.out:
        path = Path(args.out)
        if path.is_dir():
            raise InputError(f"{args.out} is a directory, not a file")
        out = path.open("w", encoding="utf-8", newline="")
    else:
        out = sys.stdout
    try:
        if args.format == "mturk-input":
            n = write_mturk_input([(s, p) for _, s, p in store.item_pairs(args.batch)], out)
        else:
            n = export_judgments(store.judgment_rows(args.batch), out, args.format)
    finally:
        if out is not sys.stdout:
            out.close()
    print(f"paraamr: exported {n} rows of batch {args.batch!r}", file=sys.stderr)
    return 0


def cmd_import_mturk(args: argparse.Namespace, settings: Settings) -> int:
    from db.io import import_mturk

    summary = import_mturk(_store(settings), args.file, args.batch, form_order=args.form_order)
    emit(args, {"batch": args.batch, "judgments": summary.judgments, "new_items": summary.added,
                "skipped": summary.skipped},
         f"batch {args.batch!r}: {summary.judgments} MTurk judgments stored, {summary.added} new "
         f"items, {summary.skipped} rows skipped (already imported or rejected)")
    return 0


def _fmt(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def cmd_report(args: argparse.Namespace, settings: Settings) -> int:
    from db.reports import batch_report, contract_report

    full = batch_report(_reader(settings), args.batch)
    payload = contract_report(full)
    if args.details:
        payload["details"] = full["details"]
        payload["annotators"] = full["annotators"]
    agreement = full["agreement"]
    lines = [f"batch {args.batch!r}: {full['items']} items, {full['judgments']} judgments, "
             f"{full['complete_items']} complete", "scale      %3     %2     %1    avg  "
             "fleiss  kripp.     AC1"]
    for scale in ("semantic", "syntactic"):
        dist = full[scale]
        lines.append(f"{scale:<9} {_fmt(dist['3'], 1):>5}  {_fmt(dist['2'], 1):>5}  "
                     f"{_fmt(dist['1'], 1):>5}  {_fmt(dist['avg'], 2):>5}  "
                     f"{_fmt(agreement['fleiss_kappa'][scale]):>6}  "
                     f"{_fmt(agreement['krippendorff_alpha'][scale]):>6}  "
                     f"{_fmt(agreement['gwet_ac1'][scale]):>6}")
    spent = full["details"]["seconds_per_item"]
    if spent["n"]:
        lines.append(f"time per item: median {_fmt(spent['median'], 1)} s, "
                     f"mean {_fmt(spent['mean'], 1)} s ({spent['n']} timed)")
    if args.details:
        for group in ("by_engine", "by_focus_kind", "by_origin"):
            for name, dist in full["details"][group].items():
                lines.append(f"  {group[3:]} {name}: {dist['judgments']} judgments, semantic avg "
                             f"{_fmt(dist['semantic']['avg'], 2)}, syntactic avg "
                             f"{_fmt(dist['syntactic']['avg'], 2)}")
    for a in full["annotators"]:
        flag = ("  (below 0.4: consider `paraamr annotate release`)"
                if a["below_reassign_threshold"] else "")
        checks = ""
        if a["attention_checks"]:
            checks += f", attention checks passed {_fmt(a['attention_pass_rate'])}"
        if a["qualification"] not in (None, "not-required"):
            checks += (f", practice {_fmt(a['practice_accuracy'])} ({a['qualification']})")
        lines.append(f"  {a['name']}: {a['judgments']} judgments, kappa vs majority "
                     f"{_fmt(a['kappa_vs_majority'])}, gold accuracy {_fmt(a['gold_accuracy'])}"
                     f"{checks}{flag}")
    emit(args, payload, lines)
    return 0


def cmd_batches(args: argparse.Namespace, settings: Settings) -> int:
    batches = _reader(settings).list_batches()
    payload = [{"name": b.name, "items": b.items, "gold_items": b.gold_items,
                "raters_per_item": b.raters_per_item, "judgments": b.judgments,
                "complete_items": b.complete_items, "gold_rate": b.gold_rate,
                "raters": list(b.raters)} for b in batches]
    emit(args, payload, [f"{b.name}\t{b.complete_items}/{b.items} complete\t{b.judgments} judgments"
                         for b in batches] or ["no batches"])
    return 0


def cmd_annotators(args: argparse.Namespace, settings: Settings) -> int:
    people = _reader(settings).list_annotators()
    payload = [{"name": a.name, "role": a.role, "active": a.active, "judgments": a.judgments}
               for a in people]
    emit(args, payload, [f"{a.name}\t{a.role}\t{'active' if a.active else 'inactive'}\t"
                         f"{a.judgments} judgments" for a in people] or ["no raters"])
    return 0


def cmd_add_raters(args: argparse.Namespace, settings: Settings) -> int:
    added = _store(settings).add_raters(args.batch, args.names)
    emit(args, {"batch": args.batch, "added": added, "names": list(args.names)},
         f"batch {args.batch!r}: {added} raters added")
    return 0


def cmd_configure(args: argparse.Namespace, settings: Settings) -> int:
    info = _store(settings).update_batch(
        args.batch, gold_rate=args.gold_rate, attention_rate=args.attention_rate,
        assignment_strategy=args.strategy, assignment_timeout=args.timeout,
        min_practice_accuracy=args.min_practice_accuracy)
    payload = {"batch": info.name, "assignment_strategy": info.assignment_strategy,
               "assignment_timeout": info.assignment_timeout, "gold_rate": info.gold_rate,
               "attention_rate": info.attention_rate,
               "min_practice_accuracy": info.min_practice_accuracy}
    limit = "none" if info.assignment_timeout is None else f"{info.assignment_timeout:g} s"
    emit(args, payload, f"batch {info.name!r}: {info.assignment_strategy} first, time limit "
                        f"{limit}, gold rate {info.gold_rate:g}, attention rate "
                        f"{info.attention_rate:g}, minimum practice accuracy "
                        f"{_fmt(info.min_practice_accuracy, 2)}")
    return 0


def cmd_add_practice(args: argparse.Namespace, settings: Settings) -> int:
    from db.io import read_input, read_items

    items = read_items(read_input(args.file), where=args.file, default_source=args.source)
    if not items:
        raise InputError(f"{args.file}: no practice items")
    summary = _store(settings).add_practice(args.batch, items, min_accuracy=args.min_accuracy)
    emit(args, {"batch": args.batch, "added": summary.added, "duplicates": summary.duplicates},
         f"batch {args.batch!r}: {summary.added} practice items added "
         f"({summary.duplicates} duplicate pairs left out)")
    return 0


def cmd_add_attention_checks(args: argparse.Namespace, settings: Settings) -> int:
    summary = _store(settings).add_attention_checks(args.batch, args.count, seed=args.seed,
                                                    rate=args.rate)
    emit(args, {"batch": args.batch, "added": summary.added, "duplicates": summary.duplicates},
         f"batch {args.batch!r}: {summary.added} attention checks added "
         f"({summary.duplicates} drawn twice, left out)")
    return 0


def cmd_qualification(args: argparse.Namespace, settings: Settings) -> int:
    store = _reader(settings)
    found = store.qualifications(args.batch, [args.annotator] if args.annotator else None)
    emit(args, [q.to_dict() for q in found],
         [f"{q.annotator}\t{q.status}\tpractice {q.practice_done}/{q.practice_items}\t"
          f"accuracy {_fmt(q.accuracy, 2)}" + (f"\tdecided by {q.decided_by}"
                                                if q.decided_by else "") for q in found]
         or ["no rater has started the practice items"])
    return 0


def cmd_qualify(args: argparse.Namespace, settings: Settings) -> int:
    found = _store(settings).set_qualification(
        args.batch, args.annotator, "rejected" if args.reject else "qualified", by=args.by)
    emit(args, found.to_dict(), f"rater {found.annotator!r} is {found.status} in batch "
                                f"{found.batch!r} (decided by {found.decided_by})")
    return 0


def cmd_disagreements(args: argparse.Namespace, settings: Settings) -> int:
    from db.reports import item_disagreements

    found = item_disagreements(_reader(settings).judgment_rows(args.batch))
    shown = found[: max(args.limit, 0)]
    lines = [f"batch {args.batch!r}: {len(found)} items with disagreeing raters"]
    for d in shown:
        given = " ".join(f"{r['annotator']}={r['semantic']}/{r['syntactic']}"
                         for r in d["ratings"])
        final = (f"  final {d['adjudicated']['semantic']}/{d['adjudicated']['syntactic']}"
                 if d["adjudicated"] else "")
        lines.append(f"  item {d['item_id']}: {given}{final}  | {d['paraphrase']}")
    emit(args, shown, lines)
    return 0


def cmd_adjudicate(args: argparse.Namespace, settings: Settings) -> int:
    record = _store(settings).adjudicate(args.batch, args.item, by=args.by,
                                         semantic=args.semantic, syntactic=args.syntactic,
                                         note=args.note)
    emit(args, {"batch": args.batch, "item": record.item_id, "semantic": record.semantic,
                "syntactic": record.syntactic, "note": record.note, "by": record.by},
         f"item {record.item_id}: final label semantic {record.semantic}, syntactic "
         f"{record.syntactic} (set by {record.by})")
    return 0


def cmd_scores(args: argparse.Namespace, settings: Settings) -> int:
    from db.reports import score_agreement

    found = score_agreement(_reader(settings).judgment_rows(args.batch))
    lines = [f"batch {args.batch!r}: automatic scores against the ratings",
             "score                  n   sem AUC  sem rho   syn AUC  syn rho"]
    for name, res in found.items():
        lines.append(f"{name:<20} {res['n']:>3}   {_fmt(res['semantic']['auc']):>7}  "
                     f"{_fmt(res['semantic']['spearman']):>7}   "
                     f"{_fmt(res['syntactic']['auc']):>7}  {_fmt(res['syntactic']['spearman']):>7}")
    if not found:
        lines.append("no rated item has stored scores")
    emit(args, found, lines)
    return 0
