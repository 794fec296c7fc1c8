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
    assert any("added to batch 'from-explore'" in s.value for s in at.success)
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
    assert any(f"Saved {len(saved)} new paraphrase(s)" in s.value for s in at.success)
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
    assert any("0 new paraphrase(s)" in s.value and "already there" in s.value for s in at.success)
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
