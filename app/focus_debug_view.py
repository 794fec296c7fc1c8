"""Rows and tables of the Focus debugging page.

Evidence comes in three shapes (paraphrases stored in ``db`` with their scores and
human ratings, scored candidates of this session's Explore runs, corpus lines
built with ``--details``); each is turned into one flat row per paraphrase so that
one table can group them by a focus fact.  A paraphrase rated by several people
counts once, with the median of their ratings (the lower one on a tie).

>>> rows = [{"kind": "noun", "kept": False, "semantic_score": 0.9, "human_semantic": None},
...         {"kind": "noun", "kept": True, "semantic_score": 0.3, "human_semantic": 1},
...         {"kind": "predicate", "kept": True, "semantic_score": 0.8, "human_semantic": 3}]
>>> [(g["kind"], g["n"], g["filtered"], g["low semantic"], g["low human"])
...  for g in group_rates(rows, "kind", semantic_min=0.5)]
[('noun', 2, 0.5, 0.5, 1.0), ('predicate', 1, 0.0, 0.0, 0.0)]
>>> length_bin(14), size_bin(1), size_bin(5)
('11-20', '1', '4-7')
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from statistics import median_low
from typing import Any

__all__ = ["GROUPINGS", "chart_values", "facts_text", "from_candidates", "from_corpus",
           "from_stored", "group_rates", "length_bin", "no_chart_reason", "rating_rows",
           "size_bin", "worst"]

# Page label -> row field.
GROUPINGS = {
    "focus concept kind": "kind",
    "role in the original graph": "role",
    "depth": "depth",
    "subtree size": "subtree",
    "sentence length": "length",
    "engine": "engine",
    "construction": "construction",
}


def length_bin(words: int) -> str:
    for top in (10, 20, 30):
        if words <= top:
            return f"{top - 9}-{top}"
    return "31+"


def size_bin(nodes: int | None) -> str | None:
    if nodes is None:
        return None
    for low, high in ((1, 1), (2, 3), (4, 7)):
        if nodes <= high:
            return str(low) if low == high else f"{low}-{high}"
    return "8+"


def _base(source: str, text: str | None, **facts: Any) -> dict[str, Any]:
    row = {"source": source, "paraphrase": text, "length": length_bin(len(source.split())),
           "kind": None, "role": None, "depth": None, "subtree": None, "engine": None,
           "construction": None, "kept": None, "reasons": "", "semantic_score": None,
           "human_semantic": None, "human_syntactic": None, "ratings": (), "focus": None,
           "concept": None, "amr": None}
    row.update(facts)
    return row


def _made(get: Callable[[str], Any], source: str, text: str | None, role: str | None,
          **facts: Any) -> dict[str, Any]:
    """The row of a paraphrase whose making (focus, engine, scores, verdict) ``get``
    reads by field name: a record's ``get`` or a stored paraphrase's attributes."""
    return _base(source, text, kind=get("focus_kind"), role=role, depth=get("focus_depth"),
                 subtree=size_bin(get("subtree_size")), engine=get("engine"),
                 construction=get("construction"), kept=get("kept"),
                 reasons="; ".join(get("reasons") or []),
                 semantic_score=(get("scores") or {}).get("semantic"),
                 focus=get("focus"), concept=get("concept"), amr=get("amr"), **facts)


def from_candidates(records: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Rows of ``ParaphraseCandidate.to_record()`` dicts."""
    return [_made(r.get, str(r.get("source", "")), r.get("text"), r.get("focus_role") or "top")
            for r in records]


def from_corpus(lines: Iterable[Mapping[str, Any]],
                kind_of: Any = None) -> list[dict[str, Any]]:
    """Rows of corpus lines; only ``--details`` lines carry focus facts."""
    rows = []
    for line in lines:
        for p in line.get("paraphrases") or []:
            concept = p.get("concept")
            rows.append(_base(str(line.get("text", "")), p.get("para_text"),
                              kind=kind_of(concept) if kind_of and concept else None,
                              engine=p.get("engine"), kept=True,
                              semantic_score=(p.get("scores") or {}).get("semantic"),
                              focus=p.get("focus"), concept=concept, amr=p.get("amr")))
    return rows


def from_stored(paraphrases: Iterable[Any]) -> list[dict[str, Any]]:
    """Rows of ``db`` stored paraphrases (``JudgmentStore.stored_paraphrases``).

    >>> from types import SimpleNamespace as P
    >>> row, = from_stored([P(source="Dogs bark.", paraphrase="Barking: dogs.", focus="b",
    ...     concept="bark-01", focus_kind="predicate", focus_role=None, focus_depth=0,
    ...     subtree_size=2, engine="builtin", construction=None, kept=True, reasons=(),
    ...     scores={"semantic": 0.8}, amr=None, ratings=((3, 1), (1, 2), (2, 2)))])
    >>> row["role"], row["subtree"], row["human_semantic"], row["human_syntactic"]
    ('top', '2-3', 2, 2)
    """
    rows = []
    for p in paraphrases:
        ratings = tuple(p.ratings)
        role = "top" if p.focus_role is None and p.focus_depth == 0 else p.focus_role
        rows.append(_made(partial(getattr, p), str(p.source), p.paraphrase, role,
                          human_semantic=median_low([r[0] for r in ratings]) if ratings else None,
                          human_syntactic=median_low([r[1] for r in ratings]) if ratings else None,
                          ratings=ratings))
    return rows


def rating_rows(rows: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One row per human rating, for ``pipeline.focus_policy_fit.aggregate_judgments``.

    >>> rating_rows([{"kind": "noun", "role": ":ARG0", "ratings": ((3, 1), (2, 2))},
    ...              {"kind": "noun", "role": None, "ratings": ()}])
    [{'kind': 'noun', 'role': ':ARG0', 'semantic': 3, 'syntactic': 1}, \
{'kind': 'noun', 'role': ':ARG0', 'semantic': 2, 'syntactic': 2}]
    """
    return [{"kind": r.get("kind"), "role": r.get("role"), "semantic": semantic,
             "syntactic": syntactic}
            for r in rows for semantic, syntactic in r.get("ratings") or ()]


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None


def _rate(flags: Sequence[bool]) -> float | None:
    return round(sum(flags) / len(flags), 3) if flags else None


def group_rates(rows: Iterable[Mapping[str, Any]], field: str, *,
                semantic_min: float) -> list[dict[str, Any]]:
    """Per value of ``field``: how often its paraphrases were filtered, scored below
    ``semantic_min``, or rated 1 ("different meaning") by people; worst first."""
    groups: dict[Any, list[Mapping[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[row.get(field)].append(row)
    table = []
    for value, members in groups.items():
        kept = [bool(r["kept"]) for r in members if r.get("kept") is not None]
        scores = [float(r["semantic_score"]) for r in members if r.get("semantic_score") is not None]
        human = [int(r["human_semantic"]) for r in members if r.get("human_semantic") is not None]
        diversity = [int(r["human_syntactic"]) for r in members if r.get("human_syntactic") is not None]
        table.append({
            # Text throughout: a column of depths with an "n/a" in it must stay one type.
            field: "n/a" if value is None else str(value),
            "n": len(members),
            "filtered": _rate([not k for k in kept]),
            "low semantic": _rate([s < semantic_min for s in scores]),
            "low human": _rate([h <= 1 for h in human]),
            "mean semantic score": _mean(scores),
            "mean meaning rating": _mean([float(h) for h in human]),
            "mean structure rating": _mean([float(d) for d in diversity]),
        })
    badness = ("low human", "low semantic", "filtered")
    return sorted(table, key=lambda g: (*(-(g[b] or 0.0) for b in badness), str(g[field])))


def worst(rows: Sequence[Mapping[str, Any]], n: int = 10) -> list[Mapping[str, Any]]:
    """The ``n`` worst paraphrases: lowest human meaning rating, then lowest semantic score."""
    def key(r: Mapping[str, Any]) -> tuple[float, float]:
        human = r.get("human_semantic")
        score = r.get("semantic_score")
        return (4.0 if human is None else float(human), 2.0 if score is None else float(score))

    return sorted(rows, key=key)[:n]


# Row field -> how the worst-case caption names it.
_FACT_NAMES = (("kind", "kind"), ("role", "role"), ("depth", "depth"), ("subtree", "subtree"),
               ("engine", "engine"), ("construction", "construction"))


def facts_text(row: Mapping[str, Any]) -> str:
    """The known facts of a paraphrase, in words; unknown ones are left out, never "None".

    >>> facts_text({"focus": "z3", "concept": "need-01", "kind": "predicate", "role": None,
    ...             "depth": 1, "semantic_score": 0.81234, "human_semantic": None})
    'focus z3 (need-01), kind predicate, depth 1; semantic score 0.812, not rated by people'
    >>> facts_text({"focus": None, "human_semantic": 2, "ratings": ((2, 1), (3, 1))})
    'focus not recorded; meaning rating 2 (median of 2 raters)'
    """
    focus = row.get("focus")
    parts = [f"focus {focus}" + (f" ({row['concept']})" if row.get("concept") else "")
             if focus else "focus not recorded"]
    parts += [f"{name} {row[field]}" for field, name in _FACT_NAMES
              if row.get(field) is not None and row.get(field) != ""]
    scores = []
    if row.get("semantic_score") is not None:
        scores.append(f"semantic score {float(row['semantic_score']):.3f}")
    human = row.get("human_semantic")
    if human is not None:
        raters = len(row.get("ratings") or ())
        scores.append(f"meaning rating {human}"
                      + (f" (median of {raters} raters)" if raters > 1 else ""))
    elif "human_semantic" in row:
        scores.append("not rated by people")
    return ", ".join(parts) + ("; " + ", ".join(scores) if scores else "")


def chart_values(table: Sequence[Mapping[str, Any]], field: str,
                 measure: str) -> dict[str, float] | None:
    """Group -> share for the chart of ``measure``; ``None`` when there is nothing to draw
    (no group has the measure, or every share is 0).

    >>> chart_values([{"kind": "noun", "filtered": 0.5}, {"kind": "verb", "filtered": None}],
    ...              "kind", "filtered")
    {'noun': 0.5}
    >>> chart_values([{"kind": "noun", "filtered": 0.0}], "kind", "filtered") is None
    True
    """
    values = {str(g[field]): float(g[measure]) for g in table if g.get(measure) is not None}
    return values if any(values.values()) else None


def no_chart_reason(table: Sequence[Mapping[str, Any]], measure: str, source: str) -> str:
    """Why the chart of ``measure`` is empty, said instead of drawing zeros.

    >>> no_chart_reason([{"filtered": 0.0, "n": 4}], "filtered", "a corpus")
    'None of the 4 paraphrase(s) in a corpus is filtered: there is nothing to chart.'
    >>> no_chart_reason([{"low human": None, "n": 4}], "low human", "a corpus")
    'There is no evidence for low human in a corpus: nothing to chart.'
    """
    total = sum(int(g.get("n") or 0) for g in table)
    if all(g.get(measure) is None for g in table):
        return f"There is no evidence for {measure} in {source}: nothing to chart."
    return f"None of the {total} paraphrase(s) in {source} is {measure}: there is nothing to chart."
