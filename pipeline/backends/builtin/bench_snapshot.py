"""Every focus's text or refusal on a stretch of MRPC train, to diff before and after a change.

``python -m pipeline.backends.builtin.bench_snapshot write --offset K --n N OUT.jsonl``
parses N distinct MRPC train sentences after the first K and writes one line per candidate
focus (source, focus, construction, text, reasons) without running any scorer, so a
realizer or parser change can be judged by what it adds and removes.
``python -m pipeline.backends.builtin.bench_snapshot diff BEFORE.jsonl AFTER.jsonl``
prints the counts (texts, sentences with at least one rebuilt text that is not the source)
and every removed and added text with its source, for reading.
``write --refused-texts`` also records, on a candidate whose finished text a check of the
text refused ("the parse dropped 'Central' of the source", a fault row), that text as
``refused_text``, so what the checks throw away can be read and the rows judged.

Earlier rounds rewrote this as a throwaway script each time; it lives here so the numbers
in commit messages can be reproduced.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse  # noqa: E402
import functools  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
from collections import Counter  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

from pipeline.scoring.mrpc import DEFAULT_MRPC, mrpc_sentences  # noqa: E402

if TYPE_CHECKING:
    from pipeline.paraphrase_records import ParaphraseCandidate

__all__ = ["diff", "main", "pick", "write"]


def write(offset: int, n: int, out: Path, mrpc: Path = DEFAULT_MRPC, *,
          ids: list[int] | None = None, jobs: int = 1, refused_texts: bool = False) -> int:
    """Write the snapshot of sentences ``offset .. offset+n`` (or of the indices ``ids``);
    returns the number of lines.  ``refused_texts``: also each text a text check refused."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    if ids is None:
        ids = list(range(offset, offset + n))
    wanted = sorted(set(ids))
    sentences = mrpc_sentences(mrpc, wanted[-1] + 1 if wanted else 0)
    work = [(i, sentences[i]) for i in wanted if i < len(sentences)]
    snapshot_rows = functools.partial(_snapshot_rows, refused_texts=refused_texts)
    if jobs <= 1 or len(work) < 2:
        rows = snapshot_rows(work)
    else:
        from concurrent.futures import ProcessPoolExecutor

        # Interleaved shares keep the processes equally busy: long sentences cluster.
        shares = [work[k::jobs] for k in range(jobs)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            rows = [row for share in pool.map(snapshot_rows, shares) for row in share]
        rows.sort(key=lambda row: row["i"])  # stable: each sentence's candidates keep their order
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row) + "\n")
    return len(rows)


def _snapshot_rows(work: list[tuple[int, str]], *,
                   refused_texts: bool = False) -> list[dict[str, Any]]:
    from tqdm import tqdm

    from pipeline.paraphrase import Paraphraser
    from pipeline.settings import load_settings

    chain = Paraphraser(load_settings(engine="builtin"), engine="builtin", metrics=[])
    rows: list[dict[str, Any]] = []
    for index, sentence in tqdm(work, desc="snapshot", file=sys.stderr):
        try:
            candidates = chain.paraphrase(sentence)
        except Exception as exc:  # a crash is a finding of the snapshot, not its end
            rows.append({"i": index, "source": sentence, "focus": None, "construction": None,
                         "text": None, "reasons": [f"crash: {type(exc).__name__}: {exc}"]})
            continue
        for c in candidates:
            row = {"i": index, "source": sentence, "focus": c.focus,
                   "construction": c.construction, "text": c.text, "reasons": c.reasons}
            refused = _refused_text(c) if refused_texts else None
            if refused is not None:
                row["refused_text"] = refused
            rows.append(row)
    return rows


def _refused_text(candidate: ParaphraseCandidate) -> str | None:
    """The text a check of the finished text refused for ``candidate``, or None.

    The candidate's graph is said again without alternatives: that is the realization
    whose refusal the candidate carries (the records of a paraphrase run keep no refused
    text, and need none); a refusal that differs (the candidate's came from elsewhere)
    gives None rather than another focus's text."""
    from pipeline.backends.builtin.realizer import realize

    if candidate.text or candidate.graph is None:
        return None
    realization = realize(candidate.graph)
    if realization.refused_text and realization.refusal == candidate.error:
        return realization.refused_text
    return None


def pick(snapshot: Path, pattern: str) -> list[int]:
    """Indices of the sentences whose source or any text matches ``pattern`` (a regex)."""
    regex = re.compile(pattern)
    return sorted({r["i"] for r in _load(snapshot)
                   if regex.search(r["source"]) or (r["text"] and regex.search(r["text"]))})


def _load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _rebuilt(rows: list[dict[str, Any]]) -> set[tuple[str, str]]:
    """(source, text) of every realized text that is not the source itself."""
    return {(r["source"], r["text"]) for r in rows
            if r["text"] and not any(x.startswith("identical") for x in r["reasons"])}


def diff(before: Path, after: Path) -> dict[str, Any]:
    a, b = _load(before), _load(after)
    ta, tb = _rebuilt(a), _rebuilt(b)
    sources = {r["source"] for r in a} | {r["source"] for r in b}
    with_a = {s for s, _ in ta}
    with_b = {s for s, _ in tb}
    reasons_a = Counter(x.split(":")[0] for r in a for x in r["reasons"] if x.startswith("generation"))
    reasons_b = Counter(x.split(":")[0] for r in b for x in r["reasons"] if x.startswith("generation"))
    return {
        "sentences": len(sources),
        "texts": [len(ta), len(tb)],
        "sentences_with_text": [len(with_a), len(with_b)],
        "gained_sentences": sorted(with_b - with_a),
        "lost_sentences": sorted(with_a - with_b),
        "removed": sorted(ta - tb),
        "added": sorted(tb - ta),
        "refusals": [sum(reasons_a.values()), sum(reasons_b.values())],
    }


def main(argv: list[str] | None = None) -> int:
    """The command line; a reader that closes the pipe early (``| head``) ends it quietly."""
    try:
        status = _main(argv)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # Python flushes stdout again at exit: point it at /dev/null so that cannot fail
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _main(argv: list[str] | None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipeline.backends.builtin.bench_snapshot")
    sub = ap.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("write")
    w.add_argument("out", type=Path)
    w.add_argument("--offset", type=int, default=0)
    w.add_argument("--n", type=int, default=200)
    w.add_argument("--mrpc", type=Path, default=DEFAULT_MRPC)
    w.add_argument("--ids", type=Path, help="a file of sentence indices, one per line")
    w.add_argument("--jobs", type=int, default=1)
    w.add_argument("--refused-texts", action="store_true",
                   help="also record the text each refused candidate's text check refused")
    p = sub.add_parser("pick")
    p.add_argument("snapshot", type=Path)
    p.add_argument("pattern")
    d = sub.add_parser("diff")
    d.add_argument("before", type=Path)
    d.add_argument("after", type=Path)
    d.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.cmd == "write":
        if not args.mrpc.is_file():
            print(f"error: MRPC file not found at {args.mrpc}", file=sys.stderr)
            return 2
        ids = None
        if args.ids is not None:
            try:
                ids = [int(x) for x in args.ids.read_text(encoding="utf-8").split()]
            except (OSError, ValueError) as exc:
                print(f"error: --ids {args.ids}: {exc}", file=sys.stderr)
                return 2
        print(write(args.offset, args.n, args.out, args.mrpc, ids=ids, jobs=args.jobs,
                    refused_texts=args.refused_texts),
              "lines", file=sys.stderr)
        return 0
    if args.cmd == "pick":
        if not args.snapshot.is_file():
            print(f"error: no such snapshot: {args.snapshot}", file=sys.stderr)
            return 2
        try:
            print("\n".join(map(str, pick(args.snapshot, args.pattern))))
        except re.error as exc:
            print(f"error: bad pattern {args.pattern!r}: {exc}", file=sys.stderr)
            return 2
        return 0
    for path in (args.before, args.after):
        if not path.is_file():
            print(f"error: no such snapshot: {path}", file=sys.stderr)
            return 2
    report = diff(args.before, args.after)
    if args.json:
        json.dump(report, sys.stdout, indent=1)
        print()
        return 0
    print(f"sentences {report['sentences']}; texts {report['texts'][0]} -> {report['texts'][1]}; "
          f"sentences with a rebuilt text {report['sentences_with_text'][0]} -> "
          f"{report['sentences_with_text'][1]}; refusals {report['refusals'][0]} -> {report['refusals'][1]}")
    for title, key in (("REMOVED", "removed"), ("ADDED", "added")):
        print(f"\n## {title} ({len(report[key])})")
        for source, text in report[key]:
            print(f"- {source}\n  -> {text}")
    for title, key in (("GAINED SENTENCES", "gained_sentences"), ("LOST SENTENCES", "lost_sentences")):
        print(f"\n## {title} ({len(report[key])})")
        for source in report[key]:
            print(f"- {source}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
