"""``paraamr paraphrase TEXT``: the whole chain for one sentence."""

from __future__ import annotations

import argparse

from pipeline.cli.output import add_engine_flag, add_json_flag, comma_names, emit, read_sentence
from pipeline.settings import Settings


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("paraphrase", help="parse, refocus (and edit), generate, score and filter one sentence")
    p.add_argument("text", help="the sentence (or - for stdin)")
    add_engine_flag(p)
    p.add_argument("--foci", default="all",
                   help="all, comma-separated variables of the parsed graph, random:K, or "
                        "policy:FILE (policy:default: the shipped focus policy), as in corpus build")
    p.add_argument("--edits", default="", help="AMR-DA operations applied to every refocused graph, e.g. rs,sr")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--metrics", help="comma-separated scorers (default: every one but bertscore, "
                                     "which costs seconds to load and says what semantic says; "
                                     "'all' for every one; 'none' to skip scoring)")
    add_json_flag(p)
    p.set_defaults(handler=cmd_paraphrase)


def _metrics(spec: str | None) -> list[str] | None:
    """The scorers of ``--metrics``.

    >>> "bertscore" in _metrics(None), _metrics("all"), _metrics("none"), _metrics("semantic")
    (False, None, [], ['semantic'])
    """
    from pipeline.scoring import DEFAULT_METRICS

    if spec is None:
        # bertscore's package imports matplotlib and pandas (seconds of a cold start) and
        # tracks semantic closely on the rated pairs (AUC 0.748 against 0.760).
        return [m for m in DEFAULT_METRICS if m != "bertscore"]
    if spec.strip().lower() == "all":
        return None
    if spec.strip().lower() == "none":
        return []
    return comma_names(spec)


# The scores a reader weighs first, in this order: meaning, the meaning-kept probability the
# filter reads, faithfulness to the graph, the source's names and numbers kept, its content
# words kept, its numbers kept, its who-did-what-to-whom kept, fluency (the well-formed
# probability the filter reads).
_SHOWN = (("semantic", "sem"), ("meaning", "meaning"), ("faithfulness", "faith"),
          ("facts_kept", "facts"), ("content_kept", "content"), ("numbers_kept", "numbers"),
          ("roles_kept", "roles"),
          ("wellformed", "fluency"), ("perplexity", "ppl"))


def cmd_paraphrase(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.focus_foci import foci_from_spec
    from pipeline.paraphrase import Paraphraser

    text = read_sentence(args.text)
    foci = foci_from_spec(args.foci)
    paraphraser = Paraphraser(settings, engine=args.engine, metrics=_metrics(args.metrics))
    candidates = paraphraser.paraphrase(text, foci=foci, edits=args.edits, seed=args.seed)
    records = [c.to_record() for c in candidates]
    lines = [f"source: {text}"]
    for c in candidates:
        mark = "kept" if c.kept else "drop"
        numbers = " ".join(f"{label}={c.scores[name]:.2f}" for name, label in _SHOWN
                           if c.scores.get(name) is not None)
        why = f"  ({'; '.join(c.reasons)})" if c.reasons else ""
        text = c.text if c.text is not None else "(no paraphrase)"
        lines.append(f"[{mark}] {c.focus}/{c.concept} {c.construction or ''} {numbers}\n    {text}{why}")
    emit(args, records, lines)
    return 0
