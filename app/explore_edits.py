"""The Explore page's graph-edit forms: AMR-DA's random edits (RS, RD, RI, SR)
and one manual edit at a time.

Apart from :mod:`app.explore_view` (the page's state, input and graph facts)
because each form is a self-contained panel: it shows its widgets, applies
one edit through ``pipeline`` and pushes the result on the state's undo stack.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import penman
import streamlit as st

from app import resources
from app.explore_view import ExploreState, penman_text
from pipeline.errors import ParaAMRError

__all__ = ["EDIT_NAMES", "MANUAL_EDITS", "amr_da_form", "manual_edit_form"]

EDIT_NAMES = {"rs": "RS: random swap", "rd": "RD: random deletion",
              "ri": "RI: random insertion", "sr": "SR: synonym replacement"}


def amr_da_form(state: ExploreState, graph: penman.Graph) -> None:
    try:
        edits = resources.library("pipeline.edits")
    except resources.UNAVAILABLE as exc:
        st.info(str(exc))
        return
    defaults: dict[str, float] = dict(getattr(edits, "DEFAULT_ALPHA", {}))
    with st.form("ex_amr_da"):
        cols = st.columns([2, 2, 1, 1])
        op = cols[0].selectbox("Operation", list(EDIT_NAMES), format_func=EDIT_NAMES.__getitem__,
                               key="ex_da_op")
        alpha = cols[1].slider("Alpha (edit rate)", 0.01, 1.0, value=float(defaults.get(op, 0.1)),
                               step=0.01, key="ex_da_alpha",
                               help="n = max(1, alpha x number of edge-node pairs)")
        seed = cols[2].number_input("Seed", min_value=0, value=0, step=1, key="ex_da_seed")
        cols[3].write("")
        apply = cols[3].form_submit_button("Apply", type="primary")
    if not apply:
        return
    try:
        result = edits.apply_edit(graph, op, alpha=alpha, seed=int(seed))
    except ParaAMRError as exc:
        state.say(f"{op.upper()} refused: {exc}")
        return
    changes = "; ".join(str(c) for c in result.changes) or "no change"
    state.push(result.graph, f"{op.upper()} α={alpha:g} seed {int(seed)} ({changes})")
    st.rerun()


MANUAL_EDITS = {
    "set_concept": "Change a concept",
    "set_role": "Change a role label",
    "delete_node": "Delete a leaf or a subtree",
    "delete_edge": "Delete a relation",
    "add_edge": "Add a relation (to a node, a new node or a constant)",
    "toggle_polarity": "Toggle :polarity -",
    "set_top": "Set the top",
}


def _relations(graph: penman.Graph) -> list[tuple[str, str, str]]:
    return [(str(s), str(r), str(t)) for s, r, t in graph.triples if r != ":instance"]


# The manual edit form's node boxes, and the fields where a concept or role is typed.
_NODE_FIELDS = ("ex_m_node", "ex_m_src")
_TYPED_FIELDS = ("ex_m_concept", "ex_m_role", "ex_m_newrole", "ex_m_value")


def _follow_graph_change(graph_text: str, nodes: Sequence[str]) -> None:
    """After an edit, undo, redo or a new parse: the form's fields follow the new graph.

    A node box keeps showing the label it was last sent (``z3 / need-01``) until the
    server sends it a value, so each one still on a node of this graph is sent its
    node again, labelled with the current concept; one whose node is gone is reset.
    What was typed for the old graph is cleared, so one more click cannot apply it
    to whichever node the box now shows.
    """
    if st.session_state.get("ex_m_graph") == graph_text:
        return
    st.session_state["ex_m_graph"] = graph_text
    for key in _NODE_FIELDS:
        if key in st.session_state:
            variable = st.session_state[key]
            if variable in nodes:
                st.session_state[key] = variable
            else:
                del st.session_state[key]
    for key in _TYPED_FIELDS:
        if key in st.session_state:
            st.session_state[key] = ""


def manual_edit_form(state: ExploreState, graph: penman.Graph, candidates: Sequence[Any]) -> None:
    """One manual edit at a time; a refusal is shown with its reason and changes nothing."""
    try:
        manual = resources.library("pipeline.manual")
    except resources.UNAVAILABLE as exc:
        st.info(str(exc))
        return
    nodes = [c.variable for c in candidates]
    concept_of = {c.variable: c.concept for c in candidates}
    _follow_graph_change(penman_text(graph), nodes)

    def node_label(variable: str) -> str:
        return f"{variable} / {concept_of.get(variable)}"

    kind = st.selectbox("Edit", list(MANUAL_EDITS), format_func=MANUAL_EDITS.__getitem__,
                        key="ex_manual_kind")
    with st.form("ex_manual"):
        edit: Any = None
        fields: dict[str, Any] = {}
        if kind in ("set_concept", "delete_node", "toggle_polarity", "set_top"):
            fields["variable"] = st.selectbox("Node", nodes, format_func=node_label, key="ex_m_node")
        if kind == "set_concept":
            fields["concept"] = st.text_input("New concept", key="ex_m_concept",
                                              placeholder="e.g. require-01")
        elif kind == "delete_node":
            fields["subtree"] = st.checkbox("With its subtree", key="ex_m_subtree")
        elif kind in ("set_role", "delete_edge"):
            relations = _relations(graph)
            picked = st.selectbox("Relation", relations, format_func=" ".join, key="ex_m_rel")
            if picked:
                fields.update(source=picked[0], role=picked[1], target=picked[2])
            if kind == "set_role":
                fields["new_role"] = st.text_input("New role", key="ex_m_role",
                                                   placeholder=":ARG1 or :ARG0-of")
        elif kind == "add_edge":
            cols = st.columns(2)
            fields["source"] = cols[0].selectbox("From node", nodes, format_func=node_label,
                                                 key="ex_m_src")
            fields["role"] = cols[1].text_input("Role", key="ex_m_newrole", placeholder=":mod")
            to = st.radio("To", ["an existing node", "a new node", "a constant"], horizontal=True,
                          key="ex_m_to")
            value = st.text_input("Node variable, new concept, or constant", key="ex_m_value")
            target_field = {"an existing node": "target", "a new node": "concept"}.get(to, "constant")
            fields[target_field] = value.strip()
        applied = st.form_submit_button("Apply edit", type="primary")
    if not applied:
        return
    try:
        edit = manual.edit_from_dict({"op": kind, **fields})
        new_graph = edit.apply(graph)
    except ParaAMRError as exc:
        state.say(f"Edit refused: {exc}")
        st.rerun()
        return
    state.push(new_graph, edit.describe())
    st.rerun()
