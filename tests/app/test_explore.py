"""The Explore page: PENMAN and sentence input, foci, AMR-DA and manual edits with undo,
generation, and the results table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.app.conftest import FIGURE1


def _explore(make_app: Callable[..., Any], text: str) -> Any:
    at = make_app("explore")
    at.text_area(key="ex_input").input(text)
    at.button(key="ex_parse").click().run()
    assert not at.exception, at.exception
    return at


def test_pasted_penman_lists_every_focus_candidate(make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, FIGURE1)
    foci = at.multiselect(key="ex_foci")
    assert {label.split(" / ")[0] for label in foci.options} >= {"z1", "z3", "z4", "z5"}
    foci.set_value(["z3", "z4"]).run()
    assert not at.exception
    assert at.session_state["ex_foci"] == ["z3", "z4"]
    assert any("Refocused on z3" in e.label for e in at.expander)


def test_bad_penman_is_one_clear_error(make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, "(b / bark-01 :ARG0 (d / dog)")
    assert [e.value for e in at.error] == [
        "unbalanced parentheses: graph ends before all '(' are closed (graph 0, line 1, column 28)"]


def test_manual_edit_refusal_is_explained_then_edit_and_undo(make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, FIGURE1)
    at.selectbox(key="ex_manual_kind").set_value("delete_node").run()
    at.selectbox(key="ex_m_node").set_value("z1")
    _submit(at, "ex_manual")
    assert any("it is the top" in w.value for w in at.warning)
    at.selectbox(key="ex_manual_kind").set_value("toggle_polarity").run()
    at.selectbox(key="ex_m_node").set_value("z3")
    _submit(at, "ex_manual")
    assert not at.exception
    assert ":polarity -" in at.session_state["ex_graphs"][-1]
    at.button(key="ex_undo").click().run()
    assert at.session_state["ex_pos"] == 0
    at.button(key="ex_redo").click().run()
    assert at.session_state["ex_pos"] == 1


def test_amr_da_edit_is_recorded(make_app: Callable[..., Any]) -> None:
    pytest.importorskip("pipeline.edits")
    at = _explore(make_app, FIGURE1)
    at.selectbox(key="ex_da_op").set_value("rs")
    at.slider(key="ex_da_alpha").set_value(0.5)
    _submit(at, "ex_amr_da")
    assert not at.exception
    labels = at.session_state["ex_labels"]
    assert len(labels) == 2 or any("refused" in w.value for w in at.warning)


def test_generate_shows_a_table_with_verdicts(make_app: Callable[..., Any]) -> None:
    pytest.importorskip("pipeline.backends.builtin.realizer")
    at = _explore(make_app, FIGURE1)
    at.multiselect(key="ex_foci").set_value(["z3", "z4"]).run()
    at.toggle(key="ex_scored").set_value(False)
    at.button(key="ex_generate").click().run()
    assert not at.exception, at.exception
    results = at.session_state["ex_results"]
    assert [r["focus"] for r in results] == ["z3", "z4"]
    assert all(r["text"] for r in results)
    assert at.dataframe  # the results table
    assert any("candidate(s)," in c.value for c in at.caption)


def _submit(at: Any, form: str) -> None:
    buttons = [b for b in at.button if b.proto.form_id == form]
    assert buttons, f"no submit button in form {form}"
    buttons[0].click().run()


def test_neural_engine_without_models_names_the_install_command(make_app: Callable[..., Any]) -> None:
    at = make_app("explore")
    at.radio(key="ex_engine").set_value("amrlib")
    at.text_area(key="ex_input").input("The boy wants to go.")
    at.button(key="ex_parse").click().run()
    assert not at.exception, at.exception
    assert any("paraamr models install" in e.value for e in at.error)


def _generated_as_admin(make_app: Callable[..., Any], app_env: dict[str, str],
                        foci: list[str]) -> tuple[Any, Any]:
    """An admin's Explore page with unscored paraphrases of Figure 1 for ``foci``; and the store."""
    pytest.importorskip("pipeline.backends.builtin.realizer")
    from app.auth import SignedIn
    from db.service import JudgmentStore

    store = JudgmentStore(app_env["PARAAMR_DB"])
    admin, _ = store.add_annotator("boss", role="admin")
    at = make_app("explore", signed_in=SignedIn(admin.id, admin.name, "admin"))
    at.text_area(key="ex_input").input(FIGURE1)
    at.button(key="ex_parse").click().run()
    at.multiselect(key="ex_foci").set_value(foci).run()
    at.toggle(key="ex_scored").set_value(False)
    at.button(key="ex_generate").click().run()
    return at, store


def test_admin_sends_generated_pairs_to_a_batch(make_app: Callable[..., Any],
                                                app_env: dict[str, str]) -> None:
    at, store = _generated_as_admin(make_app, app_env, ["z3", "z4"])
    kept = sum(1 for r in at.session_state["ex_results"] if r["kept"])
    at.text_input(key="ex_batch").input("from-explore").run()
    at.button(key="ex_send_all").click().run()
    assert not at.exception, at.exception
    results = at.session_state["ex_results"]
    [message] = [s.value for s in at.success]
    assert message.startswith(f"Saved {kept} of {len(results)} candidate(s) to batch 'from-explore'")
    if kept < len(results):  # says why the others were not sent
        assert "dropped by the filter" in message or "same as the source" in message, message
    info = store.batch_info("from-explore")
    assert info.items == kept > 0
    rows = store.item_pairs("from-explore")
    assert all(source.startswith("I know for them") for _, source, _ in rows)


def test_visitor_cannot_send_pairs(make_app: Callable[..., Any]) -> None:
    pytest.importorskip("pipeline.backends.builtin.realizer")
    at = _explore(make_app, FIGURE1)
    at.toggle(key="ex_scored").set_value(False)
    at.button(key="ex_generate").click().run()
    assert not at.exception
    with pytest.raises(KeyError):
        at.button(key="ex_send_all")


def test_admin_saves_candidates_without_a_batch(make_app: Callable[..., Any],
                                                app_env: dict[str, str]) -> None:
    at, store = _generated_as_admin(make_app, app_env, ["z1", "z3", "z6"])
    results = at.session_state["ex_results"]
    at.button(key="ex_save_all").click().run()
    assert not at.exception, at.exception
    saved = store.stored_paraphrases()
    assert any(s.value.startswith(f"Saved {len(saved)} of {len(results)} candidate(s) to the "
                                  "database") for s in at.success)
    assert store.list_batches() == []  # saved, not sent for rating
    by_focus = {p.focus: p for p in saved}
    for record in results:
        if record["text"] and record["focus"] in by_focus:
            stored = by_focus[record["focus"]]
            assert (stored.paraphrase, stored.focus_depth, stored.subtree_size, stored.kept) == (
                record["text"], record["focus_depth"], record["subtree_size"], record["kept"])
            assert stored.source.startswith("I know for them") and stored.amr
    assert {"z3", "z6"} <= set(by_focus)  # refocused candidates (z1 gives back the source)
    assert by_focus["z6"].focus_depth == 3 and by_focus["z6"].subtree_size == 1
    at.button(key="ex_save_all").click().run()  # saving twice adds nothing
    assert [s.value for s in at.success] == [
        f"Saved 0 of {len(results)} candidate(s) to the database; {len(saved)} were already "
        "there."]
    assert len(store.stored_paraphrases()) == len(saved)


def test_visitor_cannot_save_pairs(make_app: Callable[..., Any]) -> None:
    pytest.importorskip("pipeline.backends.builtin.realizer")
    at = _explore(make_app, FIGURE1)
    at.toggle(key="ex_scored").set_value(False)
    at.button(key="ex_generate").click().run()
    with pytest.raises(KeyError):
        at.button(key="ex_save_all")


def test_manual_edit_form_follows_a_concept_change_and_its_undo(
        make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, FIGURE1)
    at.selectbox(key="ex_manual_kind").set_value("set_concept").run()
    at.selectbox(key="ex_m_node").set_value("z3")
    at.text_input(key="ex_m_concept").input("require-01")
    _submit(at, "ex_manual")
    assert not at.exception, at.exception
    assert "(z3 / require-01" in at.session_state["ex_graphs"][-1]
    node = at.selectbox(key="ex_m_node")
    # The browser keeps a box's last label unless the server sends it one: it must be
    # sent the same node under its new concept.
    assert (node.value, node.proto.set_value, node.proto.raw_value) == (
        "z3", True, "z3 / require-01")
    assert at.text_input(key="ex_m_concept").value == ""
    at.button(key="ex_undo").click().run()
    node = at.selectbox(key="ex_m_node")
    assert (node.value, node.proto.set_value, node.proto.raw_value) == (
        "z3", True, "z3 / need-01")
    assert at.text_input(key="ex_m_concept").value == ""
    _submit(at, "ex_manual")  # one more click renames nothing
    assert at.session_state["ex_pos"] == 0
    assert any("is not a concept" in w.value for w in at.warning)
    assert "(z1 / know-01" in at.session_state["ex_graphs"][0]


def test_manual_edit_form_forgets_a_deleted_node(make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, FIGURE1)
    at.selectbox(key="ex_manual_kind").set_value("delete_node").run()
    at.selectbox(key="ex_m_node").set_value("z6")
    _submit(at, "ex_manual")
    assert not at.exception, at.exception
    assert "z6" not in at.session_state["ex_graphs"][-1]
    node = at.selectbox(key="ex_m_node")
    assert node.value in {v.split(" / ")[0] for v in node.options} and node.value != "z6"


# -- issue 14, section 3: the results table, long input, graphs without a sentence ----------

def _results_table(at: Any) -> Any:
    [table] = [d for d in at.dataframe if "ex_table:" in d.proto.id]
    return table


def _generated(make_app: Callable[..., Any], foci: list[str], **session: Any) -> Any:
    pytest.importorskip("pipeline.backends.builtin.realizer")
    at = make_app("explore", **session)
    at.text_area(key="ex_input").input(FIGURE1)
    at.button(key="ex_parse").click().run()
    at.multiselect(key="ex_foci").set_value(foci).run()
    at.toggle(key="ex_scored").set_value(False)
    at.button(key="ex_generate").click().run()
    assert not at.exception, at.exception
    return at


def test_results_table_shows_named_columns_and_the_rest_on_demand(
        make_app: Callable[..., Any]) -> None:
    import json

    at = _generated(make_app, ["z3", "z4"])
    table = _results_table(at)
    assert list(table.proto.column_order) == ["paraphrase", "verdict"]  # unscored: no scores
    config = json.loads(table.proto.columns)
    assert config["paraphrase"]["label"] == "Paraphrase" and config["paraphrase"]["width"] == 260
    assert config["verdict"]["label"] == "Kept / why not"
    assert all(config[c].get("help") for c in ("paraphrase", "verdict", "focus", "construction"))
    longest = max(len(r["text"]) for r in at.session_state["ex_results"])
    assert longest > 36 and table.proto.row_height >= 56  # a long paraphrase wraps, not cut
    more = at.multiselect(key="ex_more_columns")
    assert more.options == ["Focus", "Focus kind", "Focus role", "Construction"]
    more.set_value(["focus", "construction"]).run()
    assert list(_results_table(at).proto.column_order) == [
        "paraphrase", "verdict", "focus", "construction"]
    assert any("not scored" in c.value for c in at.caption)  # "What do the scores mean?"


@pytest.mark.slow
def test_scored_results_name_and_explain_every_score_with_its_signature(
        make_app: Callable[..., Any]) -> None:
    """Real scorers (semantic encoder, SmolLM2, the built-in parser for faithfulness)."""
    import json

    pytest.importorskip("pipeline.backends.builtin.realizer")
    at = make_app("explore")
    at.text_area(key="ex_input").input(FIGURE1)
    at.button(key="ex_parse").click().run()
    at.multiselect(key="ex_foci").set_value(["z3"]).run()
    at.button(key="ex_generate").click().run(timeout=600)
    assert not at.exception, at.exception
    [record] = at.session_state["ex_results"]
    assert {"faithfulness", "slor_delta"} <= set(record["scores"])
    table = _results_table(at)
    assert list(table.proto.column_order) == [
        "paraphrase", "verdict", "semantic", "faithfulness", "wellformed", "paramac_diversity"]
    config = json.loads(table.proto.columns)
    assert [config[c]["label"] for c in table.proto.column_order] == [
        "Paraphrase", "Kept / why not", "Meaning (semantic)", "Faithfulness", "Fluency",
        "Diversity"]
    assert "higher is better" in config["wellformed"]["help"]
    labels = {o for o in at.multiselect(key="ex_more_columns").options}
    assert {"Structure change (top)", "Word change (1-BLEU)", "Perplexity"} <= labels
    guide = " ".join(m.value for m in at.markdown)
    assert "**Faithfulness** (`faithfulness`)" in guide and "*Better: higher.*" in guide
    signatures = [c.value for c in at.caption if c.value.startswith("signature:")]
    assert any("faithfulness|parser:builtin" in s for s in signatures)
    assert any("slor_delta|model:" in s for s in signatures)
    assert any("filter|" in s and "wellformed_min:0.3" in s and "meaning_min:0.3" in s
               for s in signatures)
    assert "Fluency at least 0.3; Faithfulness at least 0.2; Content kept at least 0.55; " \
           "Numbers kept at least 1; Meaning kept at least 0.3" in guide


def test_a_paragraph_asks_which_sentence_to_parse(make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, "The boy wants to go to the city. His mother says that he "
                            "must stay at home. He cries.")
    assert any("This text has 3 sentences" in w.value for w in at.warning)
    assert at.session_state["ex_pos"] == -1  # nothing parsed yet
    picker = at.radio(key="ex_sentence_pick")
    assert picker.options == [
        "The boy wants to go to the city.", "His mother says that he must stay at home.",
        "He cries."]
    picker.set_value(1)
    at.button(key="ex_parse_sentence").click().run()
    assert not at.exception, at.exception
    assert at.session_state["ex_source"] == "His mother says that he must stay at home."
    assert "say-01" in at.session_state["ex_graphs"][0]


def _wide_graph(n: int) -> str:
    """A graph of ``1 + 2 n`` nodes: an ``and`` of ``n`` events, each with an agent."""
    ops = " ".join(f":op{i} (e{i} / run-02 :ARG0 (p{i} / person))" for i in range(1, n + 1))
    return f"# ::snt People run.\n(a / and {ops})"


def test_a_large_graph_warns_and_lists_foci_by_kind_near_the_top(
        make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, _wide_graph(30))
    assert any(w.value.startswith("61 nodes: the drawing is hard to read; pick a sentence")
               for w in at.warning)
    kinds = at.selectbox(key="ex_foci_kind")
    assert kinds.options[0].startswith("all kinds (") and len(kinds.options) >= 3
    foci = at.multiselect(key="ex_foci")
    depth = at.slider(key="ex_foci_depth")
    assert depth.value == 2  # the deepest level of this graph: all listed
    depth.set_value(0).run()
    assert [o.split(" / ")[0] for o in at.multiselect(key="ex_foci").options] == ["a"]
    at.selectbox(key="ex_foci_kind").set_value(
        next(k for k in kinds.options if k.startswith("predicate"))).run()
    at.slider(key="ex_foci_depth").set_value(1).run()
    listed = [o.split(" / ")[0] for o in at.multiselect(key="ex_foci").options]
    assert listed[:2] == ["e1", "e2"] and len(listed) == 30 and "p1" not in listed
    at.multiselect(key="ex_foci").set_value(["e2"]).run()
    at.selectbox(key="ex_foci_kind").set_value(
        next(k for k in kinds.options if k.startswith("noun"))).run()
    assert "e2" in [o.split(" / ")[0] for o in at.multiselect(key="ex_foci").options]
    assert at.session_state["ex_foci"] == ["e2"]  # a chosen focus stays chosen
    assert not at.exception, at.exception
    assert len(foci.options) == 61


def test_small_graph_has_no_size_warning(make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, FIGURE1)
    assert not any("nodes: the drawing" in w.value for w in at.warning)
    with pytest.raises(KeyError):
        at.selectbox(key="ex_foci_kind")


@pytest.mark.slow
def test_penman_without_a_sentence_says_what_to_do_before_generating(
        make_app: Callable[..., Any]) -> None:
    pytest.importorskip("pipeline.backends.builtin.realizer")
    no_sentence = "\n".join(line for line in FIGURE1.splitlines() if "::snt" not in line)
    at = _explore(make_app, no_sentence)
    [warning] = [w.value for w in at.warning if "no source sentence" in w.value]
    assert "Add a `# ::snt` line with the source sentence" in warning
    assert "type the sentence here" in warning
    assert at.button(key="ex_generate").disabled
    at.text_input(key="ex_typed_source").input("I know they need documents.").run()
    assert not at.exception, at.exception
    assert not any("no source sentence" in w.value for w in at.warning)
    at.multiselect(key="ex_foci").set_value(["z3"]).run()
    at.button(key="ex_generate").click().run(timeout=600)  # scored: the source is there
    assert not at.exception, at.exception
    assert not at.error, [e.value for e in at.error]
    [record] = at.session_state["ex_results"]
    assert record["source"] == "I know they need documents." and record["scores"]
    # A new graph without a sentence asks again.
    at.text_area(key="ex_input").input(no_sentence)
    at.button(key="ex_parse").click().run()
    assert any("no source sentence" in w.value for w in at.warning)


def test_selected_rows_survive_leaving_explore_and_coming_back(
        make_app: Callable[..., Any], app_env: dict[str, str]) -> None:
    at, _ = _generated_as_admin(make_app, app_env, ["z3", "z4", "z6"])
    typed = at.text_area(key="ex_input").value
    assert typed
    table = _results_table(at)
    at.session_state[table.key] = {"selection": {"rows": [0, 2], "columns": [], "cells": []}}
    at.run()
    assert at.button(key="ex_save").label == "Save 2 selected"
    at.switch_page("st_pages/corpus.py").run()
    assert not at.exception, at.exception
    at.switch_page("st_pages/explore.py").run()
    assert not at.exception, at.exception
    assert at.button(key="ex_save").label == "Save 2 selected"
    assert _results_table(at).proto.selection_default == json_selection([0, 2])
    assert at.text_area(key="ex_input").value == typed  # the input box too
    # New results are a new result set: nothing selected.
    at.toggle(key="ex_scored").set_value(False)
    at.button(key="ex_generate").click().run()
    assert at.button(key="ex_save").label == "Save 0 selected"


def json_selection(rows: list[int]) -> str:
    import json

    return json.dumps({"selection": {"rows": rows, "columns": [], "cells": []}})


def test_signed_out_save_panel_signs_in_in_place(make_app: Callable[..., Any],
                                                 app_env: dict[str, str]) -> None:
    from db.service import JudgmentStore

    _, secret = JudgmentStore(app_env["PARAAMR_DB"]).add_annotator("boss", role="admin")
    at = _generated(make_app, ["z3", "z4"])
    results = at.session_state["ex_results"]
    assert any("Sign in as an admin to save these pairs" in i.value for i in at.info)
    assert not any("Review" in c.value for c in at.caption)
    at.text_input(key="sign_in_name").input("boss")
    at.text_input(key="sign_in_secret").input(secret)
    _submit(at, "sign_in")
    assert not at.exception, at.exception
    assert at.session_state["ex_results"] == results  # still here, now savable
    at.button(key="ex_save_all").click().run()
    assert any(s.value.startswith("Saved ") for s in at.success)


def test_a_rater_is_told_saving_is_for_admins(make_app: Callable[..., Any],
                                              app_env: dict[str, str]) -> None:
    from app.auth import SignedIn
    from db.service import JudgmentStore

    rater, _ = JudgmentStore(app_env["PARAAMR_DB"]).add_annotator("kim")
    at = _generated(make_app, ["z3"], signed_in=SignedIn(rater.id, rater.name, "rater"))
    assert any("saving pairs and sending them for rating is for admins" in c.value
               for c in at.caption)
    with pytest.raises(KeyError):
        at.button(key="ex_save_all")


def test_the_drawn_graph_downloads_as_svg_and_png(make_app: Callable[..., Any]) -> None:
    from app import components, explore_view
    from pipeline.amrio import decode_graph

    at = _explore(make_app, FIGURE1)
    buttons = {b.key: b for b in at.get("download_button")}
    assert {b.proto.label for b in buttons.values()} >= {"Download SVG", "Download PNG"}
    dot = explore_view.graph_dot(decode_graph(at.session_state["ex_graphs"][0]), "z1")
    png = components.dot_image(dot, "png")
    svg = components.dot_image(dot, "svg").decode()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 1000
    assert "<svg" in svg and "z3 / need&#45;01" in svg


def test_a_large_graph_generates_from_the_listed_foci_only(make_app: Callable[..., Any]) -> None:
    at = _explore(make_app, _wide_graph(30))
    at.slider(key="ex_foci_depth").set_value(0).run()
    assert any(c.value == "From 1 focus node(s): a" for c in at.caption)
    at.slider(key="ex_foci_depth").set_value(2).run()
    assert any(c.value.startswith("From 61 focus node(s): a, e1, e2,")
               and c.value.endswith(" and 49 more") for c in at.caption)


def test_words_the_parse_left_out_are_named(make_app: Callable[..., Any]) -> None:
    # A built-in parse lists what no node stands for; every rebuilt paraphrase without it
    # is refused, and the page says why.
    at = _explore(make_app, "# ::snt Four *Central* Asian countries met.\n"
                            "# ::tok Four *Central* Asian countries met .\n# ::unparsed 1\n"
                            "(m / meet-03 :ARG0 (c / country :quant 4 :mod (a / asia)))")
    [caption] = [c.value for c in at.caption if c.value.startswith("The parse left out")]
    assert caption.startswith("The parse left out '\\*Central\\*': a paraphrase rebuilt")
    assert not any(c.value.startswith("The parse left out") for c in _explore(
        make_app, FIGURE1).caption)
