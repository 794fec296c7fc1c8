"""Focus debugging (admins): which focus choices give poor paraphrases, and a policy that avoids them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import streamlit as st

from app import auth, components, resources
from app import focus_debug_view as view
from pipeline.errors import ParaAMRError

st.title("Debug focus choices")
auth.require_admin()
current = resources.settings()

SOURCES = ["paraphrases and ratings in the database", "this session's Explore results",
           "a corpus built with --details"]
source = st.radio("Evidence", SOURCES, key="focus_source", horizontal=True)

rows: list[dict[str, Any]] = []
candidate_records: list[dict[str, Any]] = []
try:
    if source == SOURCES[0]:
        store = resources.get_store(current)
        batches = [b.name for b in store.list_batches()]
        chosen = st.multiselect("Batches", batches, key="focus_batches",
                                placeholder="every stored paraphrase, in a batch or not")
        stored = resources.stored_paraphrases(current.resolved_db_url(),
                                              tuple(chosen) if chosen else None)
        if len(stored) >= resources.STORED_LIMIT:
            st.caption(f"Showing the newest {resources.STORED_LIMIT:,} paraphrases.")
        rows = view.from_stored(stored)
    elif source == SOURCES[1]:
        candidate_records = list(st.session_state.get("ex_results") or [])
        rows = view.from_candidates(candidate_records)
    else:
        corpus = st.selectbox("Corpus (from the corpus roots)",
                              resources.corpus_roots(current).names(), index=None,
                              key="focus_corpus", placeholder="pick a corpus built with --details")
        if corpus is not None:
            graph_module = resources.library("pipeline.graph")
            _, lines = resources.open_corpus(corpus, current)
            rows = view.from_corpus(lines, graph_module.concept_kind)
except resources.UNAVAILABLE as exc:
    st.error(str(exc))
    st.stop()
except resources.CORPUS_ERRORS as exc:
    st.error(str(exc))
    st.stop()

if not rows:
    st.info("No evidence yet: rate some pairs, generate on the Explore page, or open a corpus "
            "built with `--details`.")
    st.stop()

rated = sum(1 for r in rows if r["human_semantic"] is not None)
st.caption(f"{len(rows)} paraphrase(s), {rated} rated by people. Low semantic: automatic "
           f"semantic score below {current.semantic_min}; low human: median meaning rating 1 "
           "(different meaning).")
label = st.selectbox("Group by", list(view.GROUPINGS), key="focus_group")
field = view.GROUPINGS[label]
table = view.group_rates(rows, field, semantic_min=current.semantic_min)
# Measures this evidence cannot give (no scores in ratings, no ratings in a corpus) are left
# out; a corpus holds only the paraphrases its filter kept, so it says nothing of "filtered".
from_corpus = source == SOURCES[2]
shown = [k for k in (table[0] if table else {}) if any(g[k] is not None for g in table)
         and not (from_corpus and k == "filtered")]
if all(g[field] == "n/a" for g in table):
    st.info(f"This evidence records no {label} for its paraphrases"
            + (" (a corpus has focus facts only when built with `--details`)." if from_corpus
               else "."))
st.dataframe([{k: g[k] for k in shown} for g in table], hide_index=True, width="stretch",
             placeholder="–")
st.caption("–: no evidence for this measure in this group.")
measures = [m for m in ("low human", "low semantic", "filtered") if m in shown]
if not measures:
    st.info("There is nothing to chart: this evidence has neither human ratings nor semantic "
            "scores" + (" (build the corpus with `--details` to keep its scores)." if from_corpus
                        else "."))
else:
    measure = st.radio("Chart", measures, horizontal=True, key="focus_measure")
    values = view.chart_values(table, field, measure)
    if values is None:
        st.info(view.no_chart_reason(table, measure, "this evidence"))
    else:
        st.bar_chart(values, x_label=label, y_label=f"share {measure}")

st.subheader("Worst cases")
for n, row in enumerate(view.worst(rows, 5)):
    with st.expander(f"{row.get('paraphrase') or '(no text)'}", expanded=n == 0):
        st.markdown("**Source:** " + components.escape_markdown(str(row["source"])))
        if row.get("paraphrase"):
            st.markdown("**Paraphrase:** " + components.highlighted_markdown(
                components.word_changes(str(row["source"]), str(row["paraphrase"]))))
        st.caption(view.facts_text(row))
        if row.get("amr"):
            components.draw_graph(str(row["amr"]))

st.subheader("Write a focus policy")
st.caption("Weights per focus kind and role from this evidence, in the corpus builder's policy "
           "format (`paraamr corpus build --foci policy:FILE`); kinds whose meaning is mostly "
           "lost are skipped.")
cols = st.columns([2, 1, 1])
name = cols[0].text_input("Policy name", value="from-ratings", key="focus_policy_name")
min_n = cols[1].number_input("Minimum observations", 1, 10_000, 5, key="focus_min_n")
k = cols[2].number_input("Foci per sentence (0 = all kept)", 0, 50, 0, key="focus_k")
if st.button("Write policy", type="primary", key="focus_write"):
    try:
        policies = resources.library("pipeline.focus_policy")
        if rated:
            aggregates = policies.aggregate_judgments(view.rating_rows(rows))
            policy = policies.FocusPolicy.from_judgments(aggregates, min_n=int(min_n),
                                                         k=int(k) or None, name=name)
        else:
            records = candidate_records or [
                {"focus_kind": r["kind"], "focus_role": r["role"], "kept": r["kept"],
                 "scores": {"semantic": r["semantic_score"]}} for r in rows]
            policy = policies.FocusPolicy.from_scores(records, min_n=int(min_n),
                                                      k=int(k) or None, name=name)
        target = current.data_dir / "focus_policies" / f"{Path(name).name or 'policy'}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        saved = policy.save(target)
    except resources.UNAVAILABLE as exc:
        st.error(str(exc))
    except (ParaAMRError, OSError) as exc:
        st.error(f"Cannot write the policy: {exc}")
    else:
        st.session_state["focus_policy_written"] = (str(saved), json.dumps(policy.to_dict(), indent=2))

written = st.session_state.get("focus_policy_written")
if written:
    st.success(f"Wrote {written[0]}")
    st.download_button("Download the policy", written[1], file_name=Path(written[0]).name,
                       mime="application/json", key="focus_download")
    st.code(written[1], language="json")
