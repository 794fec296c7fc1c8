"""Panels of the Review page.  Reports, agreement and exports come from ``db``;
this module lays them out (raters, disagreements and scores: ``app.review_quality``).

Ratings are ordered 1, 2, 3 in every table and chart; a number that cannot be
computed says why:

>>> agreement_cell(None, paired_items=0)
'needs 2+ raters on an item'
>>> agreement_cell(None, paired_items=5)
'undefined: every rating is the same'
>>> agreement_cell(0.41234, paired_items=5)
'0.412'
"""

from __future__ import annotations

import dataclasses
import importlib.util
import io
import json
import tempfile
import zipfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import streamlit as st

from app import resources
from db.models import ASSIGNMENT_STRATEGIES
from pipeline.errors import ParaAMRError

__all__ = ["agreement_cell", "annotators", "batch_overview", "batch_settings_form",
           "create_batch_form", "exports", "import_form", "results"]

SCALE_NAMES = {"semantic": "meaning", "syntactic": "structure"}
RATINGS = ("1", "2", "3")
AGREEMENTS = (
    ("fleiss_kappa", "Fleiss' kappa",
     "agreement beyond chance, chance from how often each rating is used; drops when nearly "
     "every rating is the same value even if raters agree"),
    ("krippendorff_alpha", "Krippendorff's alpha (ordinal)",
     "like kappa, but a 1 against a 3 counts as a bigger disagreement than a 2 against a 3"),
    ("gwet_ac1", "Gwet's AC1",
     "agreement beyond chance that stays near the share of agreeing pairs when labels are "
     "skewed (e.g. nearly all 3s)"),
)
STRATEGIES = {
    "least-annotated": "least-annotated first: spread ratings evenly over the items",
    "fill-first": "fill first: finish items (all their raters) before opening new ones",
    "random": "random: each rater meets the items in their own shuffled order",
}


def agreement_cell(value: float | None, *, paired_items: int) -> str:
    if value is not None:
        return f"{float(value):.3f}"
    return ("needs 2+ raters on an item" if paired_items == 0
            else "undefined: every rating is the same")


def _distribution_rows(report: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for scale in ("semantic", "syntactic"):
        dist = report.get(scale) or {}
        rows.append({"scale": SCALE_NAMES[scale],
                     **{f"rated {k}": dist.get(k) for k in RATINGS}, "average": dist.get("avg")})
    return rows


def results(store: Any, batch: str, report: dict[str, Any], rows: Sequence[Any]) -> None:
    details = report.get("details") or {}
    if not report.get("judgments"):
        st.info(f"No ratings yet in this batch: {report.get('items', 0)} pair(s) wait for "
                "raters. Distributions, agreement and the raters' table appear with the first "
                "ratings.")
        return
    cols = st.columns(4)
    cols[0].metric("Items", report.get("items", 0))
    cols[1].metric("Judgments", report.get("judgments", 0))
    cols[2].metric("Complete items", report.get("complete_items", 0))
    seconds = (details.get("seconds_per_item") or {}).get("median")
    cols[3].metric("Median seconds per pair", "not timed" if seconds is None
                   else f"{float(seconds):.1f}")

    st.subheader("Distributions (as the paper's Table 4; % of judgments, 3 is best)")
    dist = _distribution_rows(report)
    st.dataframe(dist, hide_index=True)
    st.bar_chart([{"rating": k, "scale": row["scale"], "% of judgments": row[f"rated {k}"]}
                  for row in dist for k in RATINGS],
                 x="rating", y="% of judgments", color="scale", stack=False)
    for group in ("by_engine", "by_focus_kind", "by_origin"):
        breakdown = details.get(group)
        if breakdown:
            st.markdown(f"**{group.replace('by_', 'By ').replace('_', ' ')}**")
            st.dataframe(_breakdown_rows(breakdown), hide_index=True)

    st.subheader("Agreement")
    counts = Counter(r.item_id for r in rows if not r.gold)
    paired = sum(1 for n in counts.values() if n >= 2)
    st.caption(f"Over the {paired} item(s) with 2+ ratings (gold items, attention checks and "
               "practice pairs left out).")
    agreement = report.get("agreement") or {}
    for col, scale in zip(st.columns(2), ("semantic", "syntactic"), strict=True):
        for key, label, _ in AGREEMENTS:
            value = (agreement.get(key) or {}).get(scale)
            col.metric(f"{label}, {SCALE_NAMES[scale]}",
                       agreement_cell(value, paired_items=paired))
    st.markdown("\n".join(f"- **{label}**: {meaning}." for _, label, meaning in AGREEMENTS))


def _breakdown_rows(breakdown: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows of a ``details["by_..."]`` breakdown: each group's distributions and judgments."""
    return [{"group": name,
             **{f"{SCALE_NAMES[scale]} {k}": values[scale][k]
                for scale in ("semantic", "syntactic") for k in (*RATINGS, "avg")},
             "judgments": values["judgments"]}
            for name, values in breakdown.items()]


def _table_bytes(rows: Sequence[Any], fmt: str) -> bytes:
    """``rows`` as a Parquet file, or as a zipped Hugging Face ``datasets`` folder."""
    from db import io as db_io

    with tempfile.TemporaryDirectory(prefix="paraamr-export-") as tmp:
        target = Path(tmp) / ("judgments.parquet" if fmt == "parquet" else "judgments")
        db_io.export_table(rows, target, fmt)
        if fmt == "parquet":
            return target.read_bytes()
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for path in sorted(target.rglob("*")):
                if path.is_file():
                    archive.write(path, Path("judgments") / path.relative_to(target))
        return buffer.getvalue()


def exports(store: Any, batch: str) -> None:
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
    st.caption(f"{len(rows)} judgment(s) of batch {batch!r}; {pairs} pair(s) for an MTurk "
               "input file (sent1, sent2). Final labels set by an admin are in every format.")
    cols = st.columns(5)
    for col, (fmt, mime) in zip(cols, (("csv", "text/csv"), ("jsonl", "application/jsonl"),
                                       ("mturk-input", "text/csv")), strict=False):
        suffix = "jsonl" if fmt == "jsonl" else "csv"
        col.download_button(f"Download {fmt}", data=files[fmt], file_name=f"{batch}-{fmt}.{suffix}",
                            mime=mime, key=f"review_dl_{fmt}")
    # Written only when asked for (the download button calls back).
    cols[3].download_button("Download Parquet", data=lambda: _table_bytes(rows, "parquet"),
                            file_name=f"{batch}-judgments.parquet",
                            mime="application/vnd.apache.parquet", key="review_dl_parquet")
    if importlib.util.find_spec("datasets") is None:
        cols[4].caption("Hugging Face folder: needs the `datasets` package "
                        "(pip install 'paraamr[datasets]').")
    else:
        cols[4].download_button("Download HF dataset (zip)",
                                data=lambda: _table_bytes(rows, "hf"),
                                file_name=f"{batch}-judgments-hf.zip", mime="application/zip",
                                key="review_dl_hf", help="A `datasets` folder (save_to_disk): "
                                "unzip, then datasets.load_from_disk('judgments').")


def batch_overview(batches: Sequence[Any]) -> None:
    st.subheader("Batches")
    if not batches:
        st.caption("No batch yet.")
        return
    st.dataframe([{"batch": b.name, "items": b.items, "gold": b.gold_items,
                   "attention checks": b.attention_items, "practice pairs": b.practice_items,
                   "raters per item": b.raters_per_item, "judgments": b.judgments,
                   "complete items": b.complete_items, "strategy": b.assignment_strategy,
                   "time limit": f"{b.assignment_timeout / 60:g} min" if b.assignment_timeout
                   else "none",
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
    st.markdown("**Settings of a batch** (raters per item are fixed at creation)")
    by_name = {b.name: b for b in batches}
    batch = st.selectbox("Batch", list(by_name), key="review_set_batch")
    info = by_name[batch]
    # Keys per batch: the fields start from the chosen batch's settings.
    with st.form(f"review_batch_settings_{batch}"):
        cols = st.columns(3)
        gold = cols[0].number_input("Gold rate", 0.0, 0.9, float(info.gold_rate), step=0.05,
                                    key=f"review_set_gold_{batch}",
                                    help="share of each queue served from gold items")
        attention = cols[1].number_input(
            "Attention-check rate", 0.0, 0.9, float(info.attention_rate), step=0.05,
            key=f"review_set_attention_{batch}",
            help="share of each queue served from attention checks "
                 f"({info.attention_items} in this batch)")
        accuracy = cols[2].number_input(
            "Minimum practice accuracy", 0.0, 1.0, float(info.min_practice_accuracy or 0.0),
            step=0.05, key=f"review_set_accuracy_{batch}",
            help="raters below it after the practice pairs are held for review (0: none)")
        left, right = st.columns([2, 1])
        strategy = left.selectbox(
            "Assignment strategy", ASSIGNMENT_STRATEGIES,
            index=ASSIGNMENT_STRATEGIES.index(info.assignment_strategy),
            format_func=lambda name: STRATEGIES.get(name, name), key=f"review_set_strategy_{batch}")
        minutes = right.number_input(
            "Time limit (minutes, 0 = none)", 0.0, 24 * 60.0,
            float((info.assignment_timeout or 0) / 60), step=1.0,
            key=f"review_set_timeout_{batch}",
            help="an open pair not rated within this time goes back to the pool")
        names = st.multiselect("Restrict to these raters (add)",
                               [a.name for a in store.list_annotators()],
                               key=f"review_set_names_{batch}")
        if st.form_submit_button("Save"):
            try:
                store.update_batch(batch, gold_rate=float(gold), attention_rate=float(attention),
                                   assignment_strategy=strategy,
                                   assignment_timeout=float(minutes) * 60,
                                   min_practice_accuracy=float(accuracy))
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
