"""The Explore page's paraphrases: generation, the results table, details, saving.

The table shows a few human-named columns by default (the paraphrase, whether it
was kept and why not, meaning, faithfulness, fluency, diversity); every other
fact and score is one "More columns" pick away.  Names, one-line help and plain
explanations come from :mod:`pipeline.scoring.guide`.

>>> rows = results_table([{"text": "It is the boy who wants to go.", "kept": False,
...     "reasons": ["semantic 0.420 < 0.500"], "focus": "b", "concept": "boy",
...     "scores": {"semantic": 0.42, "ted3": 3.0}}])
>>> rows[0]["verdict"], rows[0]["semantic"], default_columns(rows), extra_columns(rows)
('filtered: semantic 0.420 < 0.500', 0.42, ['paraphrase', 'verdict', 'semantic'], \
['focus', 'kind', 'role', 'construction', 'ted3'])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import penman
import streamlit as st

from app import components, resources
from app.explore_view import DRAW_ERRORS, ExploreState
from pipeline.errors import ParaAMRError
from pipeline.scoring.guide import DEFAULT_COLUMNS, describe, filter_rules
from pipeline.settings import Settings

__all__ = ["default_columns", "extra_columns", "generate", "results_panel", "results_table",
           "row_height", "save_report"]

SCORE_ORDER = ("semantic", "meaning", "faithfulness", "facts_kept", "content_kept", "numbers_kept", "roles_kept",
               "wellformed", "paramac_diversity", "bertscore", "bertscore_recall",
               "slor_delta", "slor_worst", "grammar_errors_delta", "perplexity", "slor", "comprehensive", "one_minus_bleu", "one_minus_overlap",
               "trigram_overlap", "length_rate", "ted3", "tedf")
# Facts of how a candidate was made: behind "More columns" with the other scores.
FACT_COLUMNS = {
    "focus": ("Focus", "The node put at the top of the graph (variable / concept)."),
    "kind": ("Focus kind", "What the focus node is: a predicate, a noun, a modifier..."),
    "role": ("Focus role", "The relation that pointed to the focus in the original graph."),
    "construction": ("Construction", "How the generator turned the refocused graph into English."),
}
MORE_KEY = "ex_more_columns"
# Pixel widths that fit the default columns in the page at 1280 pixels (sidebar open);
# a paraphrase wraps onto as many lines as it needs instead of being cut off.
PARAPHRASE_WIDTH = 260
_NUMBER_WIDTHS = {"semantic": 125, "faithfulness": 95, "wellformed": 75, "paramac_diversity": 80}
_CHARS_PER_LINE = 36
_LINE_PIXELS = 21


def row_height(rows: Sequence[dict[str, Any]], most_lines: int = 6) -> int:
    """Pixels per table row that fit the longest paraphrase (or verdict) wrapped.

    >>> row_height([{"paraphrase": "Short.", "verdict": "kept"}])
    35
    >>> row_height([{"paraphrase": "x" * 100, "verdict": "kept"}])
    77
    """
    longest = max((max(len(str(r.get("paraphrase") or "")), len(str(r.get("verdict") or "")) * 2)
                   for r in rows), default=0)
    lines = min(most_lines, max(1, -(-longest // _CHARS_PER_LINE)))
    return 14 + _LINE_PIXELS * lines


def generate(state: ExploreState, graph: penman.Graph, foci: Sequence[str], engine: str,
             seed: int, current: Settings, *, scored: bool = True) -> list[dict[str, Any]]:
    from pipeline.amrio import dumps_graph

    paraphraser = resources.get_paraphraser(engine, current, scored=scored)
    candidates = paraphraser.paraphrase_graph(state.source, graph, list(foci), (), seed)
    records = [c.to_record() for c in candidates]
    policy = paraphraser.filter_policy
    state.set_results(records, dumps_graph(graph), paraphraser.engine,
                      filter_text=(filter_rules(policy), policy.signature()) if scored else None)
    return records


def _score_columns(records: Sequence[dict[str, Any]]) -> list[str]:
    seen = {k for r in records for k in (r.get("scores") or {})}
    return [k for k in SCORE_ORDER if k in seen] + sorted(seen - set(SCORE_ORDER))


def results_table(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """One flat row per candidate: text, verdict, focus facts, construction, every score."""
    columns = _score_columns(records)
    rows = []
    for r in records:
        reasons = "; ".join(r.get("reasons") or [])
        row: dict[str, Any] = {
            "paraphrase": r.get("text") or f"(failed: {r.get('error') or 'no text'})",
            "verdict": "kept" if r.get("kept") else f"filtered: {reasons or 'no reason given'}",
            "focus": f"{r.get('focus')} / {r.get('concept')}",
            "kind": r.get("focus_kind") or "",
            "role": r.get("focus_role") or "top",
            "construction": r.get("construction") or "",
        }
        for name in columns:
            value = (r.get("scores") or {}).get(name)
            row[name] = None if value is None else round(float(value), 3)
        rows.append(row)
    return rows


def default_columns(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The columns shown before the user asks for more: those of :data:`DEFAULT_COLUMNS`
    the rows have, after the paraphrase and its verdict."""
    present = set(rows[0]) if rows else set()
    return ["paraphrase", "verdict", *(c for c in DEFAULT_COLUMNS if c in present)]


def extra_columns(rows: Sequence[dict[str, Any]]) -> list[str]:
    shown = set(default_columns(rows))
    return [c for c in (rows[0] if rows else {}) if c not in shown]


def column_label(column: str) -> str:
    return FACT_COLUMNS[column][0] if column in FACT_COLUMNS else describe(column).label


def _column_config(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    config: dict[str, Any] = {
        # Wide and two lines high: a paraphrase is read, not guessed from its first words.
        "paraphrase": st.column_config.TextColumn(
            "Paraphrase", width=PARAPHRASE_WIDTH,
            help="The generated sentence (select rows for details)."),
        "verdict": st.column_config.TextColumn(
            "Kept / why not", width=150,
            help="Kept by the filter, or the tests it failed (see 'What do the scores mean?')."),
    }
    for column, (label, help_text) in FACT_COLUMNS.items():
        config[column] = st.column_config.TextColumn(label, help=help_text)
    for column in (rows[0] if rows else {}):
        if column not in config:
            guide = describe(column)
            config[column] = st.column_config.NumberColumn(
                guide.label, help=guide.help, format="%.3f",
                width=_NUMBER_WIDTHS.get(column, "small"))
    return config


def _selection_key(state: ExploreState) -> str:
    return f"ex_table:{state.results_id}"


def results_panel(state: ExploreState, graph: penman.Graph, current: Settings) -> None:
    records = state.results
    kept = sum(1 for r in records if r.get("kept"))
    st.caption(f"{len(records)} candidate(s), {kept} kept, {len(records) - kept} filtered. "
               "Select rows to see their graphs and to save or send them for rating.")
    rows = results_table(records)
    extra = extra_columns(rows)
    # Kept in plain session state: widget state is dropped when the user leaves the page.
    remembered = [c for c in st.session_state.get(f"{MORE_KEY}_kept", []) if c in extra]
    more = st.multiselect("More columns", extra, default=remembered, key=MORE_KEY,
                          format_func=column_label, placeholder="focus, construction, other scores",
                          help="Columns beyond the default ones; hover a column's name for "
                               "what it means.")
    st.session_state[f"{MORE_KEY}_kept"] = list(more)
    selection = st.dataframe(
        rows, hide_index=True, key=_selection_key(state), on_select="rerun",
        selection_mode="multi-row", width="stretch", row_height=row_height(rows), placeholder="–",
        column_order=[*default_columns(rows), *more], column_config=_column_config(rows),
        selection_default={"selection": {"rows": state.selected_rows}},
    )
    picked = [i for i in getattr(getattr(selection, "selection", None), "rows", []) or []
              if 0 <= i < len(records)]
    state.selected_rows = picked
    _score_guide(records, state)
    detail = st.selectbox(
        "Show details of", options=list(range(len(records))), index=picked[0] if picked else 0,
        format_func=lambda i: f"#{i}: {records[i].get('text') or '(failed)'}", key="ex_detail",
    )
    _detail(records[int(detail)], state)
    _save_panel(state, [records[i] for i in picked], current)


def _score_guide(records: Sequence[dict[str, Any]], state: ExploreState) -> None:
    signatures: dict[str, str] = next(
        (r["signatures"] for r in records if r.get("signatures")), {})
    with st.expander("What do the scores mean?"):
        if not signatures:
            st.caption("These paraphrases were not scored (\"Score and filter\" was off).")
        for name in sorted(signatures, key=lambda n: (n not in SCORE_ORDER,
                                                      SCORE_ORDER.index(n) if n in SCORE_ORDER
                                                      else 0, n)):
            guide = describe(name)
            st.markdown(f"**{guide.label}** (`{name}`): {guide.measures} "
                        f"*Better: {guide.better}.*")
            st.caption(f"signature: `{signatures[name]}`")
        if state.filter_text:
            rules, signature = state.filter_text
            st.markdown("**Kept / why not**: a paraphrase is kept when it passes every test "
                        "of the filter: " + "; ".join(rules) + ", and it is not the same "
                        "sentence as another focus gave.")
            st.caption(f"signature: `{signature}`")


def _detail(record: dict[str, Any], state: ExploreState) -> None:
    st.markdown("**Source:** " + components.escape_markdown(state.source or "(no sentence)"))
    text = record.get("text")
    if text:
        st.markdown("**Paraphrase:** " + components.highlighted_markdown(
            components.word_changes(state.source, text)))
        st.caption("Orange: new or changed words. Blue: words of the source that moved.")
    verdict = "kept" if record.get("kept") else "filtered: " + "; ".join(record.get("reasons") or [])
    st.caption(f"Focus {record.get('focus')} ({record.get('concept')}), construction "
               f"{record.get('construction') or 'n/a'}, engine {record.get('engine')}; {verdict}")
    if record.get("edits"):
        st.caption("Edits: " + components.escape_markdown("; ".join(record["edits"])))
    try:
        render = resources.library("pipeline.render")
        from pipeline.amrio import decode_graph

        original = decode_graph(state.results_base)
        changed = decode_graph(record["amr"])
        st.graphviz_chart(render.diff_dot(original, changed), width="stretch")
        st.caption("Left: the graph as explored; right: the graph this paraphrase was generated "
                   "from, with inverted, added, removed and changed parts marked.")
    except resources.UNAVAILABLE as exc:
        st.info(str(exc))
    except DRAW_ERRORS as exc:
        st.warning(f"Cannot draw the difference: {exc}")


def save_report(records: Sequence[dict[str, Any]], added: int, duplicates: int, *,
                filtered: int = 0, where: str = "to the database") -> str:
    """What a save did, and why fewer than ``records`` were saved.

    >>> records = [{"source": "Dogs bark.", "text": t} for t in
    ...            ["Dogs bark.", "Barking dogs.", "Barking dogs.", None, "It is dogs that bark."]]
    >>> save_report(records, 1, 1)
    'Saved 1 of 5 candidate(s) to the database; 1 was the same as the source, 1 failed to \
generate, 1 repeated another candidate.'
    >>> save_report(records[1:2], 0, 1)
    'Saved 0 of 1 candidate(s) to the database; 1 was already there.'
    """
    seen: set[tuple[str, str]] = set()
    same = failed = repeats = 0
    for record in records:
        source, text = str(record.get("source") or "").strip(), record.get("text")
        if not isinstance(text, str) or not text.strip():
            failed += 1
        elif text.strip() == source:
            same += 1
        elif (source, text.strip()) in seen:
            repeats += 1
        else:
            seen.add((source, text.strip()))
    repeats = min(repeats, duplicates)
    reasons = [(same, "the same as the source"), (failed, "failed to generate"),
               (filtered, "dropped by the filter"), (repeats, "repeated another candidate"),
               (duplicates - repeats, "already there")]
    why = [f"{n} {what}" if what.endswith("candidate") or what.startswith("failed")
           else f"{n} {'was' if n == 1 else 'were'} {what}" for n, what in reasons if n > 0]
    return (f"Saved {added} of {len(records)} candidate(s) {where}"
            + (f"; {', '.join(why)}" if why and added < len(records) else "") + ".")


def _save_panel(state: ExploreState, chosen: list[dict[str, Any]], current: Settings) -> None:
    """Save the selected candidates (or all) to the database, or send them to an
    annotation batch: admins only; a visitor is offered the sign-in form here."""
    from app import auth

    st.markdown("**Save and send for rating**")
    user = auth.current_user()
    if user is None:
        auth.sign_in_form("as an admin to save these pairs to the database or send them for "
                          "rating (your results and selection stay here)")
        return
    if not user.is_admin:
        st.caption(f"Signed in as {user.name} (a rater): saving pairs and sending them for "
                   "rating is for admins.")
        return
    st.caption("Saved candidates, filtered ones included, are evidence on the Focus debugging "
               "page; a batch also puts them in raters' queues.")
    cols = st.columns([1, 1, 2])
    save_chosen = cols[0].button(f"Save {len(chosen)} selected", key="ex_save",
                                 disabled=not chosen, width="stretch")
    save_all = cols[1].button("Save all", key="ex_save_all", width="stretch")
    cols = st.columns([2, 1, 1], vertical_alignment="bottom")
    batch = cols[0].text_input("Annotation batch (created when new, 3 raters per item)",
                               key="ex_batch", placeholder="batch name")
    send_chosen = cols[1].button(f"Send {len(chosen)} selected", key="ex_send",
                                 disabled=not chosen or not batch.strip())
    send_all = cols[2].button("Send all kept", key="ex_send_all", disabled=not batch.strip())
    if save_chosen or save_all or send_chosen or send_all:
        records = chosen if (save_chosen or send_chosen) else state.results
        try:
            db_io = resources.library("db.io")
            store = resources.get_store(current)
            if save_chosen or save_all:
                summary = db_io.save_items(store, records, where="explore")
                message = save_report(records, summary.added, summary.duplicates)
            else:
                summary = db_io.import_items(store, records, batch.strip(), where="explore",
                                             kept_only=send_all)
                message = save_report(records, summary.added, summary.duplicates,
                                      filtered=summary.filtered,
                                      where=f"to batch {batch.strip()!r}")
        except resources.UNAVAILABLE as exc:
            st.error(str(exc))
        except ParaAMRError as exc:
            st.error(str(exc))
        else:
            resources.stored_paraphrases.clear()
            state.saved_message = message
    if state.saved_message:
        st.success(state.saved_message)
