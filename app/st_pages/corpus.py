"""Corpus: open a corpus directory (or a ParaAMR-format file), search it, view items, statistics."""

from __future__ import annotations

from typing import Any

import streamlit as st

from app import auth, components, resources
from pipeline.errors import ParaAMRError

st.title("Browse a corpus")
auth.show_signed_in()
current = resources.settings()
roots = resources.corpus_roots(current)
names = roots.names()
st.caption("A directory written by `paraamr corpus build`, or one ParaAMR-format file "
           "(one JSON object a line, `.jsonl` or `.json`), from the corpus roots of this "
           "server (setting `corpus_roots`; by default the `corpora` folder of the data "
           "directory).")
if not names:
    st.info("There is no corpus under the corpus roots yet: build one there with "
            "`paraamr corpus build`, or copy a ParaAMR-format file there.")
    st.stop()
name = st.selectbox("Corpus", names, index=None, key="corpus_name",
                    placeholder="pick a corpus (type to filter)")
if name is None:
    st.info("Pick a corpus to open it.")
    st.stop()

try:
    path, records = resources.open_corpus(name, current)
except resources.UNAVAILABLE as exc:
    st.error(str(exc))
    st.stop()
except resources.CORPUS_ERRORS as exc:
    st.error(f"Cannot read the corpus: {roots.public_message(str(exc))}")
    st.stop()

total_paraphrases = sum(len(r.get("paraphrases") or []) for r in records)
cols = st.columns(3)
cols[0].metric("Source sentences", len(records))
cols[1].metric("Paraphrases", total_paraphrases)
cols[2].metric("Paraphrases per source", f"{total_paraphrases / len(records):.2f}" if records else "0")

browse_tab, stats_tab = st.tabs(["Search and view", "Statistics"])

with browse_tab:
    query = st.text_input("Search sources and paraphrases", key="corpus_query",
                          placeholder="a word or phrase")
    needle = query.strip().lower()
    hits = [i for i, r in enumerate(records)
            if not needle or needle in str(r.get("text", "")).lower()
            or any(needle in str(p.get("para_text", "")).lower() for p in r.get("paraphrases") or [])]
    st.caption(f"{len(hits)} of {len(records)} sources match" + (" (showing the first 500)"
                                                                  if len(hits) > 500 else ""))
    shown = hits[:500]
    # A selection belongs to one list of rows: a new corpus or search starts without one.
    selection = st.dataframe(
        [{"line": i + 1, "source": records[i].get("text"),
          "paraphrases": len(records[i].get("paraphrases") or [])} for i in shown],
        hide_index=True, on_select="rerun", selection_mode="single-row",
        key=f"corpus_table:{name}:{needle}", width="stretch",
    )
    picked = [row for row in getattr(getattr(selection, "selection", None), "rows", []) or []
              if 0 <= row < len(shown)]
    if picked:
        record = records[shown[picked[0]]]
        st.markdown("**Source:** " + components.escape_markdown(str(record.get("text", ""))))
        paraphrases = record.get("paraphrases") or []
        rows = []
        for n, p in enumerate(paraphrases):
            row: dict[str, Any] = {"#": n, "paraphrase": p.get("para_text"),
                                   "perplexity": p.get("perplexity"), "focus": p.get("focus"),
                                   "concept": p.get("concept"), "engine": p.get("engine")}
            row.update({k: v for k, v in (p.get("scores") or {}).items()
                        if isinstance(v, int | float) or v is None})
            rows.append(row)
        st.dataframe(rows, hide_index=True, width="stretch")
        with_graphs = [n for n, p in enumerate(paraphrases) if p.get("amr")]
        if with_graphs:
            n = st.selectbox("Graph of paraphrase", with_graphs, key="corpus_graph_pick",
                             format_func=lambda i: f"#{i}: {paraphrases[i].get('para_text')}")
            st.markdown(components.highlighted_markdown(components.word_changes(
                str(record.get("text", "")), str(paraphrases[n].get("para_text", "")))))
            components.draw_graph(paraphrases[n]["amr"])
        else:
            st.caption("This corpus has no graphs (build it with `--details` to keep them).")

with stats_tab:
    st.caption("Table 1 and Table 2 of the paper: size, length, semantic similarity and "
               "lexical/syntactic diversity (scored now, on a seeded sample).")
    left, right = st.columns(2)
    sample = left.number_input("Sample size (0 = the whole corpus)", 0, 1_000_000, 200,
                               key="corpus_sample")
    scored = right.toggle("Table 2 scores (loads the scorers)", value=True, key="corpus_scored")
    if st.button("Compute statistics", key="corpus_stats"):
        with st.status("Scoring the corpus..." if scored else "Counting...", expanded=False) as status:
            try:
                stats = resources.corpus_stats(str(path), resources.corpus_mtime(path),
                                               int(sample) or None, scored)
            except resources.UNAVAILABLE as exc:
                status.update(label="Statistics are not available", state="error")
                st.error(str(exc))
            except ParaAMRError as exc:
                status.update(label="Cannot compute statistics", state="error")
                st.error(roots.public_message(str(exc)))
            else:
                status.update(label="Done", state="complete")
                st.session_state["corpus_last_stats"] = (str(path), stats)
    last = st.session_state.get("corpus_last_stats")
    if last and last[0] == str(path):
        stats = last[1]
        numbers = {k: v for k, v in stats.items() if isinstance(v, int | float)}
        st.dataframe([{"statistic": k, "value": v} for k, v in numbers.items()], hide_index=True)
        others = {k: v for k, v in stats.items() if k not in numbers}
        if others:
            st.json(others, expanded=False)
