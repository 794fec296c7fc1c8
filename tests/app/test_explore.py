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
