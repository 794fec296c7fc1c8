"""``paraamr score S1 S2``: every metric for one pair (see DESIGN.md for the contract)."""

from __future__ import annotations

import argparse

from pipeline.cli.output import add_json_flag, comma_names, emit, read_sentence
from pipeline.errors import InputError
from pipeline.settings import Settings


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="every metric for one (source, paraphrase) pair")
    p.add_argument("source", help="the source sentence (- for stdin)")
    p.add_argument("paraphrase", help="the paraphrase")
    p.add_argument("--metrics", help="comma-separated metric names (default: all of them)")
    add_json_flag(p)
    p.set_defaults(handler=cmd_score)


def cmd_score(args: argparse.Namespace, settings: Settings) -> int:
    from pipeline.scoring import FilterPolicy, ScoreSet

    source = read_sentence(args.source, "source sentence")
    paraphrase = read_sentence(args.paraphrase, "paraphrase")
    names = comma_names(args.metrics) if args.metrics else None
    if names == []:
        raise InputError("--metrics names no metric")
    scoreset = ScoreSet(settings, names)
    scores = scoreset.score_pair(source, paraphrase)
    signatures = scoreset.signatures()
    reasons = FilterPolicy.from_settings(settings).check(source, paraphrase, scores)
    payload = {**scores, "kept": not reasons, "reasons": reasons, "signatures": signatures}
    facts_kept = scores.get("facts_kept")
    lost: list[str] | None = None
    if facts_kept is not None and facts_kept < 1:
        from pipeline.scoring.facts import FactsKept

        lost = payload["facts_lost"] = FactsKept(settings).lost(source, paraphrase)
    content_kept = scores.get("content_kept")
    content_lost: list[str] | None = None
    if content_kept is not None and content_kept < 1:
        from pipeline.scoring.content import ContentKept

        content_lost = payload["content_lost"] = ContentKept(settings).lost(source, paraphrase)
    numbers_kept = scores.get("numbers_kept")
    numbers_lost: list[str] | None = None
    if numbers_kept is not None and numbers_kept < 1:
        from pipeline.scoring.numbers import NumbersKept

        lost_numbers, added_numbers = NumbersKept(settings).changed(source, paraphrase)
        payload["numbers_lost"], payload["numbers_added"] = lost_numbers, added_numbers
        numbers_lost = lost_numbers + [f"+{n}" for n in added_numbers]
    roles_kept = scores.get("roles_kept")
    roles_lost: list[str] | None = None
    if roles_kept is not None and roles_kept < 1:
        from pipeline.scoring.roles import RolesKept

        roles_lost = payload["roles_lost"] = RolesKept(settings).lost(source, paraphrase)
    width = max(len(n) for n in scores)
    lines = [f"{name:<{width}}  {'-' if value is None else f'{value:.4f}':>10}  {signatures[name]}"
             for name, value in scores.items()]
    if lost is not None:
        lines.append(f"{'facts lost':<{width}}  {len(lost):>10}  {', '.join(lost)}")
    if content_lost is not None:
        lines.append(f"{'content lost':<{width}}  {len(content_lost):>10}  {', '.join(content_lost)}")
    if numbers_lost is not None:
        lines.append(f"{'numbers lost':<{width}}  {len(numbers_lost):>10}  {', '.join(numbers_lost)}")
    if roles_lost is not None:
        lines.append(f"{'roles lost':<{width}}  {len(roles_lost):>10}  {'; '.join(roles_lost)}")
    lines.append(f"{'filter':<{width}}  {'kept' if not reasons else 'rejected':>10}  "
                 f"{'; '.join(reasons)}")
    emit(args, payload, lines)
    return 0
