"""The Explore page's per-session state and its panels.

The state is a thin view over ``st.session_state`` (so it is per browser session):
the graph being edited with its undo/redo stack, the chosen foci, and the last
generation's results.  All graph work is done by ``pipeline``; this module only
decides what to show.  The graph-edit forms are in :mod:`app.explore_edits`.
"""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from typing import Any

import penman
import streamlit as st

from app import resources
from pipeline.errors import InputError, ParaAMRError
from pipeline.settings import Settings

__all__ = ["DRAW_ERRORS", "USER_ERRORS", "ExploreState"]

# Problems the user can act on: shown as one message, never as a traceback.
USER_ERRORS: tuple[type[Exception], ...] = (ParaAMRError,)
DRAW_ERRORS: tuple[type[Exception], ...] = (ParaAMRError, OSError, RuntimeError, ValueError)

FOCI_KEY = "ex_foci"


class ExploreState:
    """What one browser session is exploring: a graph, its edit history, foci, results."""

    def __init__(self, store: MutableMapping[Any, Any]) -> None:
        self._s = store
        store.setdefault("ex_graphs", [])
        store.setdefault("ex_labels", [])
        store.setdefault("ex_pos", -1)
        store.setdefault("ex_source", "")
        store.setdefault("ex_results", [])
        store.setdefault("ex_messages", [])

    # -- the graph and its history (PENMAN texts: plain data, safe to keep per session)
    def reset(self, source: str, graph: penman.Graph) -> None:
        from pipeline.amrio import dumps_graph

        self._s["ex_source"] = source
        self._s["ex_graphs"] = [dumps_graph(graph)]
        self._s["ex_labels"] = ["parsed"]
        self._s["ex_pos"] = 0
        self._s["ex_results"] = []
        self._s["ex_selected"] = []
        self._s[FOCI_KEY] = []
        self._s.pop("ex_typed_source", None)  # a sentence typed for the previous graph

    @property
    def source(self) -> str:
        return str(self._s["ex_source"])

    @source.setter
    def source(self, sentence: str) -> None:
        """The sentence of a pasted graph that had no ``# ::snt`` line."""
        self._s["ex_source"] = sentence.strip()

    def graph(self) -> penman.Graph | None:
        from pipeline.amrio import decode_graph

        pos = int(self._s["ex_pos"])
        if pos < 0:
            return None
        return decode_graph(self._s["ex_graphs"][pos])

    def push(self, graph: penman.Graph, label: str) -> None:
        """A new current graph after an edit; redo history beyond it is dropped."""
        from pipeline.amrio import dumps_graph

        pos = int(self._s["ex_pos"])
        self._s["ex_graphs"] = [*self._s["ex_graphs"][: pos + 1], dumps_graph(graph)]
        self._s["ex_labels"] = [*self._s["ex_labels"][: pos + 1], label]
        self._s["ex_pos"] = pos + 1

    def can_undo(self) -> bool:
        return int(self._s["ex_pos"]) > 0

    def can_redo(self) -> bool:
        return int(self._s["ex_pos"]) < len(self._s["ex_graphs"]) - 1

    def undo(self) -> None:
        if self.can_undo():
            self._s["ex_pos"] = int(self._s["ex_pos"]) - 1

    def redo(self) -> None:
        if self.can_redo():
            self._s["ex_pos"] = int(self._s["ex_pos"]) + 1

    def labels(self) -> list[str]:
        return list(self._s["ex_labels"][1: int(self._s["ex_pos"]) + 1])

    # -- foci
    @property
    def foci(self) -> list[str]:
        return list(self._s.get(FOCI_KEY) or [])

    def set_foci(self, foci: Sequence[str]) -> None:
        self._s[FOCI_KEY] = list(foci)

    # -- messages shown once (refusals)
    def say(self, message: str) -> None:
        self._s["ex_messages"] = [*self._s["ex_messages"], message]

    def pop_messages(self) -> list[str]:
        messages = list(self._s["ex_messages"])
        self._s["ex_messages"] = []
        return messages

    # -- results
    @property
    def results(self) -> list[dict[str, Any]]:
        return list(self._s["ex_results"])

    def set_results(self, records: list[dict[str, Any]], base_amr: str, engine: str, *,
                    filter_text: tuple[list[str], str] | None = None) -> None:
        """New results: a new result set, so no rows selected and nothing saved yet."""
        self._s["ex_results"] = records
        self._s["ex_results_base"] = base_amr
        self._s["ex_results_engine"] = engine
        self._s["ex_results_id"] = int(self._s.get("ex_results_id", 0)) + 1
        self._s["ex_results_filter"] = filter_text
        self._s["ex_selected"] = []
        self._s.pop("ex_saved", None)

    @property
    def results_id(self) -> int:
        """Which result set this is (counts up per generation in this session)."""
        return int(self._s.get("ex_results_id", 0))

    @property
    def selected_rows(self) -> list[int]:
        """The rows of the results selected last; plain session state, so a selection
        outlives the table widget when the user leaves the page and comes back."""
        return list(self._s.get("ex_selected") or [])

    @selected_rows.setter
    def selected_rows(self, rows: Sequence[int]) -> None:
        self._s["ex_selected"] = list(rows)

    @property
    def filter_text(self) -> tuple[list[str], str] | None:
        """The filter's tests in plain words and its signature, when the results were scored."""
        found = self._s.get("ex_results_filter")
        return (list(found[0]), str(found[1])) if found else None

    @property
    def results_base(self) -> str:
        return str(self._s.get("ex_results_base", ""))

    @property
    def saved_message(self) -> str | None:
        """What the last save or send of these results did; gone with new results."""
        return self._s.get("ex_saved")

    @saved_message.setter
    def saved_message(self, message: str) -> None:
        self._s["ex_saved"] = message


# -- input -------------------------------------------------------------------------------

def looks_like_penman(text: str) -> bool:
    """Whether ``text`` is PENMAN rather than a sentence.

    >>> looks_like_penman("# ::snt x\\n(a / b)"), looks_like_penman("Dogs bark.")
    (True, False)
    """
    stripped = text.lstrip()
    return stripped.startswith("(") or stripped.startswith("#")


def engine_picker(current: Settings, *, key: str) -> str:
    """Engine radio, saying which neural models are installed."""
    ready = resources.neural_ready(current)
    default = current.engine if current.engine in resources.ENGINES else (
        "amrlib" if ready else "builtin")
    neural_note = "neural: models installed" if ready else "neural: models not installed"
    choice = st.radio(
        "Engine", resources.ENGINES, key=key, index=resources.ENGINES.index(default),
        captions=["offline, rule-based", neural_note], horizontal=False,
    )
    if choice == "amrlib" and not ready:
        st.caption("Install with `paraamr models install NAME --from PATH`.")
    with st.popover("Installed models", width="stretch"):
        try:
            rows = resources.model_rows(current.model_dump_json())
        except resources.UNAVAILABLE as exc:
            st.caption(str(exc))
        else:
            st.dataframe(rows, hide_index=True)
    return str(choice)


def sentences_of(text: str, engine: str, current: Settings) -> list[str]:
    """The sentences of typed text (none for PENMAN): more than one, and the page asks
    which one to parse."""
    if looks_like_penman(text) or not text.strip():
        return []
    resources.get_paraphraser(engine, current, parsing_only=True)  # spaCy loads under a bar
    from pipeline.sentences import split_sentences

    return split_sentences(text)


def load_input(state: ExploreState, text: str, engine: str, current: Settings) -> None:
    """Parse ``text`` (or read it as PENMAN) and make it the graph being explored."""
    from pipeline.amrio import decode_graph, loads_graphs

    if not text.strip():
        raise InputError("type a sentence or paste a PENMAN graph first")
    if looks_like_penman(text):
        entry = loads_graphs(text)[0]
        graph = entry.graph
        source = str(graph.metadata.get("snt", "")).strip()
    else:
        result = resources.get_paraphraser(engine, current, parsing_only=True).parse(text)
        if result.amr is None:
            raise InputError(f"cannot parse this sentence: {result.error or 'no graph'}")
        graph = decode_graph(result.amr)
        source = text.strip()
    state.reset(source, graph)


# -- graph facts for drawing ---------------------------------------------------------------

def focus_candidates(graph: penman.Graph) -> list[Any]:
    module = resources.library("pipeline.graph")
    return list(module.AMRGraph(graph).focus_candidates())


def is_large(graph: penman.Graph) -> bool:
    from pipeline.focus_groups import is_large as too_many_nodes

    return too_many_nodes(graph)


def node_count(graph: penman.Graph) -> int:
    from pipeline.focus_groups import node_count as count

    return count(graph)


def focus_choices(candidates: Sequence[Any], selected: Sequence[str], *, large: bool) -> list[str]:
    """The variables the foci box lists: every candidate of a small graph; for a large
    one, the kind and depth the user narrows it to (chosen foci always stay listed)."""
    if not large:
        return [c.variable for c in candidates]
    from pipeline.focus_groups import group_foci, near_top

    groups = group_foci(candidates)
    cols = st.columns(2)
    kind = cols[0].selectbox("List foci of kind", list(groups), key="ex_foci_kind",
                             format_func=lambda k: f"{k} ({len(groups[k])})")
    deepest = max(c.depth for c in candidates)
    depth = cols[1].slider("Levels below the top", 0, deepest, min(2, deepest),
                           key="ex_foci_depth",
                           help="Foci near the top change the sentence most.")
    listed = [c.variable for c in near_top(groups[kind], int(depth))]
    return [*[v for v in selected if v not in listed], *listed]


def drop_stale_foci(state: ExploreState, candidates: dict[str, Any]) -> None:
    """After an edit removed a node, forget it as a focus."""
    kept = [v for v in state.foci if v in candidates]
    if kept != state.foci:
        state.set_foci(kept)


def toggle_focus(state: ExploreState, variable: str) -> None:
    foci = state.foci
    state.set_foci([v for v in foci if v != variable] if variable in foci else [*foci, variable])


def candidate_label(candidate: Any) -> str:
    role = candidate.role or "top"
    return (f"{candidate.variable} / {candidate.concept}  ·  {candidate.kind}, {role}, "
            f"depth {candidate.depth}, {candidate.subtree_size} nodes")


def graph_dot(graph: penman.Graph, focus: str | None) -> str:
    render = resources.library("pipeline.render")
    return str(render.to_dot(graph, focus=focus))


def unparsed_words(graph: penman.Graph) -> list[str]:
    """The source words the built-in parse left out of ``graph`` (none for other graphs)."""
    coverage = resources.library("pipeline.backends.builtin.parse_coverage")
    return list(coverage.unparsed_words(graph))


def tokens(graph: penman.Graph) -> list[str]:
    tok = graph.metadata.get("tok") or graph.metadata.get("snt") or ""
    return str(tok).split()


def alignments(graph: penman.Graph) -> dict[str, list[int]]:
    """Variable -> indices of its aligned ``::tok`` tokens (``~e.N`` on its concept)."""
    from penman import surface

    found: dict[str, list[int]] = {}
    for triple, alignment in surface.alignments(graph).items():
        if triple[1] == ":instance":
            found.setdefault(str(triple[0]), []).extend(int(i) for i in alignment.indices)
    return found


def penman_text(graph: penman.Graph) -> str:
    from pipeline.amrio import dumps_graph

    return dumps_graph(graph)


def refocused_text(graph: penman.Graph, focus: str) -> str:
    from pipeline.amrio import dumps_graph

    refocus = resources.library("pipeline.refocus")
    try:
        return dumps_graph(refocus.refocus(graph, focus))
    except ParaAMRError as exc:
        return f"cannot refocus on {focus}: {exc}"
