"""Review panels about the people and the items: raters' checks and qualification,
items raters disagree on (with adjudication), and how the automatic scores agree
with the ratings.  Numbers come from ``db.reports``; a number that cannot be
computed is shown as the reason why, never as a bare ``None``.

>>> percent_of(0.75, 4)
'75% of 4'
>>> percent_of(None, 0, missing="no gold items rated")
'no gold items rated'
>>> trust_sentence({"semantic": {"n": 40, "semantic": {"auc": 0.83, "rated_1": 9}},
...                 "perplexity": {"n": 40, "semantic": {"auc": 0.61, "rated_1": 9}}})
'Trust **semantic** most to filter out pairs people rate 1 for meaning: AUC 0.83 over 40 rated pairs (0.5 is chance; perplexity: 0.61).'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

from app import components
from app.annotate_view import SCALES
from db import reports
from pipeline.errors import ParaAMRError
from pipeline.scoring.guide import describe

__all__ = ["disagreements", "percent_of", "rater_checks", "scores_against_people",
           "trust_sentence"]

# What each stored score measures, for a reader who does not know the names.
# Below this AUC a score tells the pairs rated 1 from the rest little better than chance.
USEFUL_AUC = 0.6


def percent_of(share: float | None, n: int, *, missing: str = "none") -> str:
    """``share`` of ``n`` as a table cell, or why there is none."""
    return missing if share is None or not n else f"{share:.0%} of {n}"


def _number(value: float | None, missing: str) -> str:
    return missing if value is None else f"{value:.3f}"


def rater_checks(store: Any, batch: str, report: Mapping[str, Any], *, admin: str) -> None:
    """Per rater: agreement with the others, gold, attention checks, practice and
    qualification; approve/hold buttons for raters with practice answers."""
    st.subheader("Raters")
    people = report.get("annotators") or []
    if not people:
        st.info("No ratings yet: the raters' table fills in as people rate.")
    else:
        st.dataframe([{
            "rater": a["name"],
            "ratings": a["judgments"],
            "kappa vs majority": _number(a.get("kappa_vs_majority"),
                                         "needs items shared with 2+ other raters"),
            "gold accuracy": percent_of(a.get("gold_accuracy"), a.get("gold_judgments", 0),
                                        missing="no gold items rated"),
            "attention checks passed": percent_of(a.get("attention_pass_rate"),
                                                  a.get("attention_checks", 0),
                                                  missing="none served yet"),
            "practice accuracy": "no practice answers" if a.get("practice_accuracy") is None
            else f"{a['practice_accuracy']:.0%}",
            "qualification": a.get("qualification") or "not decided yet",
            "median seconds": "not timed" if (a.get("seconds") or {}).get("median") is None
            else f"{a['seconds']['median']:.1f}",
        } for a in people], hide_index=True)
        flagged = [a["name"] for a in people if a.get("below_reassign_threshold")]
        if flagged:
            st.warning(f"Cohen's kappa against the majority below {reports.KAPPA_REASSIGN_BELOW}: "
                       f"{', '.join(flagged)}. Consider re-assigning their items.")
    _qualification(store, batch, admin)


def _qualification(store: Any, batch: str, admin: str) -> None:
    st.markdown("**Qualification after practice**")
    standing = store.qualifications(batch)
    if not standing:
        info = store.batch_info(batch)
        st.caption("No rater has answered a practice pair yet." if info.practice_items else
                   "This batch has no practice pairs, so every rater may rate (add some with "
                   "`paraamr annotate add-practice`).")
        return
    for person in standing:
        cols = st.columns([2, 3, 1, 1])
        cols[0].markdown(components.escape_markdown(person.annotator))
        accuracy = "" if person.accuracy is None else f", {person.accuracy:.0%} as expected"
        by = f", decided by {person.decided_by}" if person.decided_by else ""
        cols[1].markdown(components.escape_markdown(
            f"{person.status} ({person.practice_done} of {person.practice_items} practice "
            f"pairs{accuracy}{by})"))
        for col, status, label in ((cols[2], "qualified", "Approve"), (cols[3], "held", "Hold")):
            if col.button(label, key=f"review_{status}_{person.annotator}",
                          disabled=person.status == status):
                try:
                    store.set_qualification(batch, person.annotator, status, by=admin)
                except ParaAMRError as exc:
                    st.error(str(exc))
                else:
                    st.rerun()


def _ratings_cell(ratings: list[dict[str, Any]]) -> str:
    return ", ".join(f"{r['annotator']}: {r['semantic']}/{r['syntactic']}" for r in ratings)


def _label_cell(label: Mapping[str, Any] | None, missing: str) -> str:
    if not label or any(label.get(s.name) is None for s in SCALES):
        return missing
    return f"{label['semantic']}/{label['syntactic']}"


def disagreements(store: Any, batch: str, rows: list[Any], *, admin: str) -> None:
    """Items whose raters disagree, most disputed first, and setting an item's final label."""
    st.subheader("Items raters disagree on")
    disputed = reports.item_disagreements(rows)
    if not disputed:
        st.info("No disagreements yet: every item rated by 2+ raters got the same ratings."
                if rows else "No ratings yet.")
        return
    st.caption("Ratings are meaning/structure (3 is best). The final label is what an admin "
               "set; exports carry it beside the ratings.")
    st.dataframe([{
        "item": d["item_id"], "sentence 1": d["source"], "sentence 2": d["paraphrase"],
        "ratings": _ratings_cell(d["ratings"]),
        "spread (meaning, structure)": f"{d['spread']['semantic']}, {d['spread']['syntactic']}",
        "majority": "/".join("tie" if d["majority"][s.name] is None else str(d["majority"][s.name])
                             for s in SCALES),
        "final label": _label_cell(d["adjudicated"], "not set"),
    } for d in disputed], hide_index=True)
    by_id = {d["item_id"]: d for d in disputed}
    item_id = st.selectbox("Set the final label of item", list(by_id), key="review_adj_item",
                           format_func=lambda i: f"item {i}: {by_id[i]['paraphrase'][:70]}")
    chosen = by_id[item_id]
    start = chosen["adjudicated"] or chosen["majority"]
    with st.form(f"review_adjudicate_{item_id}"):
        st.markdown(f"{components.escape_markdown(chosen['source'])}  \n→ "
                    f"{components.escape_markdown(chosen['paraphrase'])}")
        st.caption(components.escape_markdown(f"Ratings: {_ratings_cell(chosen['ratings'])}"))
        cols = st.columns(2)
        picked = {}
        for col, scale in zip(cols, SCALES, strict=True):
            options = list(scale.options)
            value = start.get(scale.name)
            picked[scale.name] = col.radio(scale.question, options, format_func=scale.label,
                                           index=options.index(value) if value in options else None,
                                           key=f"review_adj_{scale.name}_{item_id}")
        note = st.text_input("Note (optional)", key=f"review_adj_note_{item_id}")
        if st.form_submit_button("Set final label", key="review_adj_save"):
            semantic, syntactic = picked["semantic"], picked["syntactic"]
            if semantic is None or syntactic is None:
                st.warning("Choose both labels.")
            else:
                try:
                    store.adjudicate(batch, item_id, by=admin, semantic=int(semantic),
                                     syntactic=int(syntactic), note=note)
                except ParaAMRError as exc:
                    st.error(str(exc))
                else:
                    st.rerun()


def _score_cell(result: Mapping[str, Any], name: str, n: int) -> str:
    value = result.get(name)
    if value is not None:
        return f"{value:.3f}"
    if n < 2:
        return "needs 2+ rated pairs with this score"
    if name == "auc":
        return "needs pairs rated 1 and pairs rated higher"
    return "needs pairs with different scores and ratings"


def trust_sentence(agreement: Mapping[str, Any]) -> str:
    """Which stored score to trust as a meaning filter, from ``score_agreement``."""
    aucs = {name: (v["semantic"]["auc"], v["n"]) for name, v in agreement.items()
            if v["semantic"].get("auc") is not None}
    if not aucs:
        return ("Not enough ratings yet to say which filter to trust: the AUC needs pairs "
                "people rated 1 for meaning and pairs they rated higher.")
    ranked = sorted(aucs.items(), key=lambda kv: -kv[1][0])
    best, (auc, n) = ranked[0]
    others = "; ".join(f"{name}: {value:.2f}" for name, (value, _) in ranked[1:4])
    if auc < USEFUL_AUC:
        return (f"No stored score tells the pairs people rate 1 for meaning from the rest much "
                f"better than chance (best: **{best}**, AUC {auc:.2f} over {n} rated pairs).")
    return (f"Trust **{best}** most to filter out pairs people rate 1 for meaning: AUC "
            f"{auc:.2f} over {n} rated pairs (0.5 is chance" + (f"; {others}" if others else "")
            + ").")


def scores_against_people(rows: list[Any]) -> None:
    """AUC and Spearman of each stored score against the batch's ratings, table and chart."""
    st.subheader("Scores against people")
    if not rows:
        st.info("No ratings yet: this compares the automatic scores with people's ratings.")
        return
    agreement = reports.score_agreement(rows)
    if not agreement:
        st.info("The rated pairs carry no automatic scores (pairs sent from Explore with "
                "scoring on, or imported with a `scores` field, have them).")
        return
    st.caption("AUC: how well the score separates the pairs people rated 1 (mean rating "
               "below 1.5) from the rest; 0.5 is chance, 1 perfect. Spearman: rank correlation "
               "of the score with the mean rating (-1 to 1). Scores where lower is better are "
               "turned round first.")
    table = []
    for name, result in agreement.items():
        n = result["n"]
        table.append({
            "score": name, "what it measures": describe(name).help,
            "pairs": n,
            "AUC (meaning)": _score_cell(result["semantic"], "auc", n),
            "Spearman (meaning)": _score_cell(result["semantic"], "spearman", n),
            "AUC (structure)": _score_cell(result["syntactic"], "auc", n),
            "Spearman (structure)": _score_cell(result["syntactic"], "spearman", n),
        })
    st.dataframe(table, hide_index=True)
    chart = {name: {"AUC (meaning)": result["semantic"]["auc"],
                    "Spearman (meaning)": result["semantic"]["spearman"]}
             for name, result in agreement.items()
             if result["semantic"]["auc"] is not None or result["semantic"]["spearman"] is not None}
    if chart:
        import pandas as pd

        frame = pd.DataFrame(chart).T  # a missing number draws no bar, not a zero
        st.bar_chart(frame, stack=False, y_label="agreement with people (meaning)",
                     horizontal=True)
    st.markdown(trust_sentence(agreement))
