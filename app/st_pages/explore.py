"""Explore: a sentence (or PENMAN) in, its AMR drawn, foci picked, edits made, paraphrases out."""

from __future__ import annotations

from typing import Any

import streamlit as st

from app import auth, components, resources
from app import explore_edits as edit_forms
from app import explore_results as results_view
from app import explore_view as views

st.title("Explore a sentence")
st.caption("Parse a sentence into AMR, pick the nodes to put in focus, edit the graph, "
           "and compare the paraphrases generated from each refocused graph.")

auth.show_signed_in()
current = resources.settings()
state = views.ExploreState(st.session_state)

# -- input ---------------------------------------------------------------------------
with st.container(border=True):
    left, right = st.columns([3, 1])
    with left:
        st.text_area(
            "Sentence, or a PENMAN graph",
            key="ex_input",
            height=110,
            placeholder="I know for them to approve this price, they'll need statistical documentation.",
            help="Paste a PENMAN graph (starting with '(' or '# ::') to skip parsing.",
        )
    with right:
        engine = views.engine_picker(current, key="ex_engine")
        parse_clicked = st.button("Parse", type="primary", key="ex_parse", width="stretch")

if parse_clicked:
    text = st.session_state.get("ex_input", "")
    try:
        with st.spinner("Parsing..."):
            sentences = views.sentences_of(text, engine, current)
            st.session_state["ex_sentences"] = sentences
            if len(sentences) <= 1:
                views.load_input(state, text, engine, current)
    except resources.UNAVAILABLE as exc:
        st.error(str(exc))
    except views.USER_ERRORS as exc:
        st.error(str(exc))

sentences = st.session_state.get("ex_sentences") or []
if len(sentences) > 1:
    with st.container(border=True):
        st.warning(f"This text has {len(sentences)} sentences. An AMR graph is the meaning of one "
                   "sentence: a whole paragraph makes a graph too big to read, with foci that "
                   "mix unrelated clauses. Pick one sentence to parse.")
        picked = st.radio("Sentence to parse", range(len(sentences)), key="ex_sentence_pick",
                          format_func=lambda i: sentences[i])
        if st.button("Parse this sentence", type="primary", key="ex_parse_sentence"):
            try:
                with st.spinner("Parsing..."):
                    views.load_input(state, sentences[int(picked)], engine, current)
            except resources.UNAVAILABLE as exc:
                st.error(str(exc))
            except views.USER_ERRORS as exc:
                st.error(str(exc))

graph = state.graph()
if graph is None:
    st.info("Type a sentence and press **Parse**. The graph appears here; click its nodes "
            "(or use the list beside it) to choose the foci to paraphrase from.")
    st.stop()

# -- graph and focus -----------------------------------------------------------------
try:
    candidates = views.focus_candidates(graph)
except resources.UNAVAILABLE as exc:
    st.error(str(exc))
    st.stop()

by_var = {c.variable: c for c in candidates}
views.drop_stale_foci(state, by_var)

large = views.is_large(graph)
if large:
    st.warning(f"{views.node_count(graph)} nodes: the drawing is hard to read; pick a sentence "
               "(type one sentence of the text, or paste a smaller graph). The foci are listed "
               "by kind, nearest the top first.")

graph_col, side_col = st.columns([3, 2])
with graph_col:
    st.subheader("AMR graph")
    focus_for_drawing = state.foci[0] if state.foci else graph.top
    dot = ""
    try:
        dot = views.graph_dot(graph, focus_for_drawing)
        svg = components.svg_from_dot(dot)
    except resources.UNAVAILABLE as exc:
        st.error(str(exc))
        svg = ""
    except views.DRAW_ERRORS as exc:
        st.warning(f"Cannot draw the graph: {exc}")
        svg = ""
    clicked = components.clickable_graph(
        svg,
        key="ex_graph",
        clickable=list(by_var),
        selected=state.foci,
        tokens=views.tokens(graph),
        alignments=views.alignments(graph),
        hint="Click a node (or Tab to it and press Enter) to add it to the foci or remove it. "
             "Hover a node to see its aligned words in the sentence. Red: chosen foci; "
             "edges marked -of are inverted.",
    )
    if clicked and clicked in by_var:
        views.toggle_focus(state, clicked)
        st.rerun()
    left_out = views.unparsed_words(graph)
    if left_out:
        st.caption("The parse left out " + ", ".join(
            f"'{components.escape_markdown(w)}'" for w in left_out)
            + ": a paraphrase rebuilt for a new focus that does not say them is refused, "
              "since it would lose what they say.")
    if svg:
        svg_col, png_col, _ = st.columns([1, 1, 1])
        svg_col.download_button("Download SVG", lambda: components.dot_image(dot, "svg"),
                                file_name="amr-graph.svg", mime="image/svg+xml",
                                key="ex_download_svg", on_click="ignore", width="stretch")
        png_col.download_button("Download PNG", lambda: components.dot_image(dot, "png"),
                                file_name="amr-graph.png", mime="image/png",
                                key="ex_download_png", on_click="ignore", width="stretch")

with side_col:
    st.subheader("Foci")
    listed = views.focus_choices(candidates, state.foci, large=large)
    st.multiselect(
        "Focus nodes (keyboard: type to filter, Enter to add)",
        options=listed,
        format_func=lambda v: views.candidate_label(by_var[v]),
        key="ex_foci",
        placeholder="The listed candidates" if large else "All candidates",
        help="Leave empty to generate from every candidate focus"
             + (" listed (kind and levels above)." if large else "."),
    )
    st.caption(f"{len(candidates)} candidate foci"
               + (f" ({len(listed)} listed)" if len(listed) < len(candidates) else "")
               + f"; the graph's top is `{graph.top}`.")
    with st.expander("PENMAN of the current graph", expanded=False):
        st.code(views.penman_text(graph), language=None)
    for focus in state.foci[:3]:
        with st.expander(f"Refocused on {focus} ({by_var[focus].concept})"):
            st.code(views.refocused_text(graph, focus), language=None)

# -- edits ---------------------------------------------------------------------------
history = " → ".join(state.labels())
with st.expander(f"Edit the graph ({len(state.labels())} edit(s) in effect)" if history
                 else "Edit the graph: AMR-DA edits, manual edits, undo", expanded=bool(history)):
    undo_col, redo_col, info_col = st.columns([1, 1, 4])
    with undo_col:
        if st.button("Undo", key="ex_undo", disabled=not state.can_undo(), width="stretch"):
            state.undo()
            st.rerun()
    with redo_col:
        if st.button("Redo", key="ex_redo", disabled=not state.can_redo(), width="stretch"):
            state.redo()
            st.rerun()
    with info_col:
        st.caption(history or "original graph")
    auto_tab, manual_tab = st.tabs(["AMR-DA edits", "Manual edits"])
    with auto_tab:
        edit_forms.amr_da_form(state, graph)
    with manual_tab:
        edit_forms.manual_edit_form(state, graph, candidates)

for message in state.pop_messages():
    st.warning(message)

# -- generate ------------------------------------------------------------------------
st.subheader("Paraphrases")
if not state.source:
    st.warning("This graph has no source sentence: the paraphrases are scored against it and "
               "saved with it. Add a `# ::snt` line with the source sentence above the graph "
               "and press Parse again, or type the sentence here.")
    typed = st.text_input("Source sentence of this graph", key="ex_typed_source",
                          placeholder="the sentence this graph means")
    if typed.strip():
        state.source = typed
        st.rerun()
# A large graph left without chosen foci generates from the listed ones, not from all.
chosen = state.foci or (listed if large else list(by_var))
seed_col, score_col, button_col = st.columns([1, 1, 2], vertical_alignment="bottom")
seed = seed_col.number_input("Seed", min_value=0, value=0, step=1, key="ex_gen_seed")
scored = score_col.toggle("Score and filter", value=True, key="ex_scored",
                          help="Every metric and the filter policy; off: generation only (faster).")
generate = button_col.button("Generate paraphrases", type="primary", key="ex_generate",
                             width="stretch", disabled=not state.source)
st.caption(f"From {len(chosen)} focus node(s): {', '.join(chosen[:12])}"
           + (f" and {len(chosen) - 12} more" if len(chosen) > 12 else ""))

if generate:
    problem: str | None = None
    with st.status(f"Generating from {len(chosen)} foci on the {engine} engine...",
                   expanded=False) as status:
        try:
            results: list[Any] = results_view.generate(state, graph, chosen, engine, int(seed),
                                                       current, scored=scored)
        except resources.UNAVAILABLE as exc:
            problem = f"Generation is not available: {exc}"
        except views.USER_ERRORS as exc:
            problem = f"Generation refused: {exc}"
        if problem is None:
            status.update(label=f"{len(results)} candidate(s), "
                                f"{sum(1 for r in results if r['kept'])} kept", state="complete")
        else:
            status.update(label="Generation failed", state="error")
    if problem is not None:
        st.error(problem)

if state.results:
    results_view.results_panel(state, graph, current)
