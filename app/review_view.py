"""Panels of the Review page.  Reports, agreement and exports come from ``db``;
this module lays them out."""

from __future__ import annotations

import dataclasses
import io
import json
from collections.abc import Sequence
from typing import Any

import streamlit as st

from app import resources
from db import reports
from pipeline.errors import ParaAMRError

__all__ = ["annotators", "batch_overview", "create_batch_form", "exports", "import_form", "results"]

def _distribution_rows(report: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for scale in ("semantic", "syntactic"):
        dist = report.get(scale) or {}
        rows.append({"scale": scale, **{k: dist.get(k) for k in ("3", "2", "1", "avg")}})
    return rows


def results(store: Any, batch: str) -> None:
    report: dict[str, Any] = reports.batch_report(store, batch)
    details = report.get("details") or {}
    cols = st.columns(4)
    cols[0].metric("Items", report.get("items", 0))
    cols[1].metric("Judgments", report.get("judgments", 0))
    cols[2].metric("Complete items", report.get("complete_items", 0))
    seconds = (details.get("seconds_per_item") or {}).get("median")
    cols[3].metric("Median seconds per pair", "n/a" if seconds is None else f"{float(seconds):.1f}")

    st.subheader("Distributions (as the paper's Table 4; % of judgments, 3 is best)")
    dist = _distribution_rows(report)
    st.dataframe(dist, hide_index=True)
    chart = {row["scale"]: {f"rated {k}": row[k] or 0 for k in ("1", "2", "3")} for row in dist}
    st.bar_chart(chart, y_label="% of judgments", stack=False)
    for group in ("by_engine", "by_focus_kind", "by_origin"):
        breakdown = details.get(group)
        if breakdown:
            st.markdown(f"**{group.replace('by_', 'By ').replace('_', ' ')}**")
            st.dataframe(_breakdown_rows(breakdown), hide_index=True)

    st.subheader("Agreement")
    agreement = report.get("agreement") or {}
    for col, scale in zip(st.columns(2), ("semantic", "syntactic"), strict=True):
        fleiss = (agreement.get("fleiss_kappa") or {}).get(scale)
        alpha = (agreement.get("krippendorff_alpha") or {}).get(scale)
        col.metric(f"Fleiss' kappa, {scale}", _fmt(fleiss))
        col.metric(f"Krippendorff's alpha (ordinal), {scale}", _fmt(alpha))

    st.subheader("Raters")
    raters = []
    for a in report.get("annotators") or []:
        by_scale = a.get("kappa_vs_majority_by_scale") or {}
        raters.append({"name": a.get("name"), "judgments": a.get("judgments"),
                       "kappa vs majority": a.get("kappa_vs_majority"),
                       **{f"kappa {s}": v for s, v in by_scale.items()},
                       "gold accuracy": a.get("gold_accuracy"),
                       "median seconds": (a.get("seconds") or {}).get("median"),
                       "flag": f"below {reports.KAPPA_REASSIGN_BELOW}"
                       if a["below_reassign_threshold"] else ""})
    if raters:
        st.dataframe(raters, hide_index=True)
        flagged = [r["name"] for r in raters if r["flag"]]
        if flagged:
            st.warning(f"Cohen's kappa against the majority below {reports.KAPPA_REASSIGN_BELOW}: "
                       f"{', '.join(flagged)}. Consider re-assigning their items.")
    else:
        st.caption("No ratings yet.")


def _breakdown_rows(breakdown: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows of a ``details["by_..."]`` breakdown: each group's distributions and judgments."""
    return [{"group": name,
             **{f"{scale} {k}": values[scale][k]
                for scale in ("semantic", "syntactic") for k in ("3", "2", "1", "avg")},
             "judgments": values["judgments"]}
            for name, values in breakdown.items()]


def _fmt(value: Any) -> str:
    return "n/a" if value is None else f"{float(value):.3f}"


def exports(store: Any, batches: list[str]) -> None:
    batch = st.selectbox("Batch to export", batches, key="review_export_batch")
    try:
        db_io = resources.library("db.io")
    except resources.UNAVAILABLE as exc:
        st.info(str(exc))
        return
    rows = store.judgment_rows(batch)
    files = {}
    for fmt in ("csv", "jsonl"):
        buffer = io.StringIO()
        db_io.export_judgments(rows, buffer, fmt)
        files[fmt] = buffer.getvalue()
    buffer = io.StringIO()
    pairs = db_io.write_mturk_input(((s, p) for _, s, p in store.item_pairs(batch)), buffer)
    files["mturk-input"] = buffer.getvalue()
    st.caption(f"{len(rows)} judgment(s); {pairs} pair(s) for an MTurk input file (sent1, sent2).")
    cols = st.columns(3)
    for col, (fmt, mime) in zip(cols, (("csv", "text/csv"), ("jsonl", "application/jsonl"),
                                       ("mturk-input", "text/csv")), strict=True):
        suffix = "jsonl" if fmt == "jsonl" else "csv"
        col.download_button(f"Download {fmt}", data=files[fmt], file_name=f"{batch}-{fmt}.{suffix}",
                            mime=mime, key=f"review_dl_{fmt}")


def batch_overview(batches: Sequence[Any]) -> None:
    st.subheader("Batches")
    if not batches:
        st.caption("No batch yet.")
        return
    st.dataframe([{"batch": b.name, "items": b.items, "gold": b.gold_items,
                   "raters per item": b.raters_per_item, "judgments": b.judgments,
                   "complete items": b.complete_items,
                   "raters": ", ".join(b.raters) or "anyone"} for b in batches],
                 hide_index=True)


def create_batch_form(store: Any) -> None:
    with st.form("review_create_batch", clear_on_submit=True):
        st.markdown("**Create a batch**")
        cols = st.columns([2, 1, 1])
        name = cols[0].text_input("Name", key="review_new_name")
        raters = cols[1].number_input("Raters per item", 1, 20, 3, key="review_new_raters")
        gold = cols[2].number_input("Gold rate", 0.0, 0.9, 0.0, step=0.05, key="review_new_gold")
        instructions = st.text_area("Extra instructions for raters (optional)",
                                    key="review_new_instructions")
        if st.form_submit_button("Create batch"):
            try:
                store.create_batch(name.strip(), raters_per_item=int(raters),
                                   instructions=instructions, gold_rate=float(gold))
            except ParaAMRError as exc:
                st.error(str(exc))
            else:
                st.success(f"Batch {name.strip()!r} created.")
                st.rerun()


def import_form(store: Any, batches: list[str]) -> None:
    with st.form("review_import", clear_on_submit=True):
        st.markdown("**Import pairs** (a corpus file, `paraamr paraphrase --json` output, "
                    "or MTurk results)")
        cols = st.columns([2, 1, 1, 1])
        batch = cols[0].selectbox("Into batch", batches, key="review_import_batch")
        kind = cols[1].selectbox("File", ["pairs", "mturk results"], key="review_import_kind")
        sample = cols[2].number_input("Sample N (0 = all)", 0, 1_000_000, 0, key="review_import_n")
        seed = cols[3].number_input("Seed", 0, 2**31 - 1, 0, key="review_import_seed")
        upload = st.file_uploader("File", type=["json", "jsonl", "csv"], key="review_import_file")
        if st.form_submit_button("Import") and upload is not None:
            try:
                db_io = resources.library("db.io")
                text = upload.getvalue().decode("utf-8")
                if kind == "mturk results":
                    judgments, rejected = db_io.read_mturk_results(text)
                    summary = store.import_judgments(batch, judgments)
                    if rejected:
                        st.caption(f"{rejected} rejected assignment(s) left out.")
                else:
                    summary = db_io.import_items(store, text, batch, where=upload.name,
                                                 sample=int(sample) or None, seed=int(seed))
            except resources.UNAVAILABLE as exc:
                st.info(str(exc))
            except (ParaAMRError, UnicodeDecodeError) as exc:
                st.error(f"Cannot import: {exc}")
            else:
                st.success(json.dumps(dataclasses.asdict(summary)))


def batch_settings_form(store: Any, batches: Sequence[Any]) -> None:
    with st.form("review_batch_settings"):
        st.markdown("**Raters and gold rate of a batch** (raters per item are fixed at creation)")
        cols = st.columns([2, 1, 3])
        batch = cols[0].selectbox("Batch", [b.name for b in batches], key="review_set_batch")
        gold = cols[1].number_input("Gold rate", 0.0, 0.9, 0.0, step=0.05, key="review_set_gold")
        names = cols[2].multiselect("Restrict to these raters (add)",
                                    [a.name for a in store.list_annotators()],
                                    key="review_set_names")
        if st.form_submit_button("Save"):
            try:
                store.update_batch(batch, gold_rate=float(gold))
                added = store.add_raters(batch, names) if names else 0
            except ParaAMRError as exc:
                st.error(str(exc))
            else:
                st.success(f"Saved; {added} rater(s) added to {batch!r}.")


def annotators(store: Any) -> None:
    st.dataframe([{"name": a.name, "role": a.role, "active": a.active, "judgments": a.judgments}
                  for a in store.list_annotators()], hide_index=True)
    with st.form("review_add_annotator", clear_on_submit=True):
        cols = st.columns([2, 1])
        name = cols[0].text_input("New rater's name", key="review_add_name")
        admin = cols[1].checkbox("Admin", key="review_add_admin")
        if st.form_submit_button("Add rater"):
            try:
                _, secret = store.add_annotator(name.strip(), role="admin" if admin else "annotator")
            except ParaAMRError as exc:
                st.error(str(exc))
            else:
                st.success(f"Added {name.strip()!r}. Their login secret (shown once):")
                st.code(secret, language=None)
