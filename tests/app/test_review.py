"""The Review page (admins): report with distributions and agreement, exports, batches, raters;
and the Focus debugging page over the same ratings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest


@pytest.fixture()
def rated(app_env: dict[str, str]) -> Any:
    """A batch of four pairs, each rated by three raters; and an admin."""
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app_env["PARAAMR_DB"])
    store.create_batch("pilot", raters_per_item=3)
    store.add_items("pilot", [
        ItemInput(f"Source sentence number {n}.", f"Paraphrase number {n}.", focus="z1",
                  concept="know-01", focus_kind=kind, focus_role=role, engine="builtin",
                  construction="passive", scores={"semantic": 0.4 + n / 10}, kept=n % 2 == 0,
                  amr="(z1 / know-01 :ARG0 (z2 / i))")
        for n, (kind, role) in enumerate([("predicate", None), ("pronoun", ":ARG0"),
                                          ("noun", ":ARG1"), ("predicate", ":ARG1")])])
    ratings = {"ann": (3, 2), "bo": (3, 1), "cy": (1, 3)}
    for rater, (semantic, syntactic) in ratings.items():
        store.add_annotator(rater)
        while (item := store.next_item("pilot", rater)) is not None:
            store.submit(item.assignment_id, rater, semantic=semantic, syntactic=syntactic,
                         seconds=5.0)
    return store


def _admin(store: Any) -> Any:
    from app.auth import SignedIn

    annotator, _ = store.add_annotator("boss", role="admin")
    return SignedIn(annotator.id, annotator.name, "admin")


def test_report_shows_distributions_agreement_and_flags(make_app: Callable[..., Any],
                                                         rated: Any) -> None:
    at = make_app("review", signed_in=_admin(rated))
    assert not at.exception, at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Items"] == "4" and metrics["Judgments"] == "12"
    assert "Fleiss' kappa, semantic" in metrics
    assert any("kappa against the majority below 0.4" in w.value for w in at.warning)
    assert at.get("download_button")  # exports offered


def test_create_batch_and_add_a_rater(make_app: Callable[..., Any], rated: Any) -> None:
    at = make_app("review", signed_in=_admin(rated))
    at.text_input(key="review_new_name").input("round-2")
    next(b for b in at.button if b.proto.form_id == "review_create_batch").click().run()
    assert not at.exception
    assert "round-2" in [b.name for b in rated.list_batches()]
    at.text_input(key="review_add_name").input("newbie")
    next(b for b in at.button if b.proto.form_id == "review_add_annotator").click().run()
    assert rated.get_annotator("newbie") is not None
    assert at.code  # the secret, shown once


def test_focus_debugging_groups_ratings_and_writes_a_policy(make_app: Callable[..., Any],
                                                            rated: Any, app_env: dict[str, str]) -> None:
    at = make_app("focus_debug", signed_in=_admin(rated))
    assert not at.exception, at.exception
    table = at.dataframe[0].value
    assert set(table["kind"]) == {"predicate", "pronoun", "noun"}
    at.number_input(key="focus_min_n").set_value(1)
    at.button(key="focus_write").click().run()
    assert not at.exception, at.exception
    assert any("Wrote" in s.value for s in at.success)
    from pipeline.focus_policy import FocusPolicy

    written = at.session_state["focus_policy_written"][0]
    assert FocusPolicy.load(written).rules


def test_focus_debugging_needs_an_admin(make_app: Callable[..., Any], rated: Any) -> None:
    at = make_app("focus_debug")
    assert not at.exception
    assert not at.dataframe  # nothing shown before sign-in


def test_focus_debugging_on_this_sessions_explore_results(make_app: Callable[..., Any],
                                                          rated: Any) -> None:
    records = [{"source": "I know they need it.", "text": f"Paraphrase {n}.", "focus": f"z{n}",
                "concept": "need-01", "focus_kind": kind, "focus_role": ":ARG1", "focus_depth": 1,
                "subtree_size": 3, "edits": [], "amr": "(z1 / need-01 :ARG0 (z2 / they))",
                "construction": "passive", "engine": "builtin", "kept": kept,
                "reasons": [] if kept else ["perplexity 300 > 250"],
                "scores": {"semantic": 0.9 if kept else 0.2, "one_minus_bleu": 0.5},
                "signatures": {}, "error": None}
               for n, (kind, kept) in enumerate([("noun", False), ("noun", False),
                                                 ("predicate", True), ("predicate", True)])]
    at = make_app("focus_debug", signed_in=_admin(rated), ex_results=records)
    at.radio(key="focus_source").set_value("this session's Explore results").run()
    assert not at.exception, at.exception
    table = at.dataframe[0].value
    noun = table[table["kind"] == "noun"].iloc[0]
    assert noun["filtered"] == 1.0 and noun["low semantic"] == 1.0
    assert at.get("graphviz_chart")  # the worst cases are drawn
    # No ratings: the policy comes from the candidates' scores and filter verdicts.
    at.number_input(key="focus_min_n").set_value(1)
    at.button(key="focus_write").click().run()
    assert not at.exception, at.exception
    from pipeline.focus_policy import FocusPolicy

    assert FocusPolicy.load(at.session_state["focus_policy_written"][0]).rules


def test_focus_debugging_over_saved_paraphrases_by_depth_and_subtree_size(
        make_app: Callable[..., Any], rated: Any) -> None:
    from db.service import ItemInput

    # Saved from Explore (no batch): deep foci lose the meaning, shallow ones keep it.
    rated.save_paraphrases([
        ItemInput("I know they need it.", f"Paraphrase at depth {depth}, {n}.", focus=f"z{n}",
                  focus_kind="noun", focus_role=":ARG1", focus_depth=depth, subtree_size=size,
                  engine="builtin", kept=depth < 3, scores={"semantic": 0.9 if depth < 3 else 0.3})
        for n, (depth, size) in enumerate([(1, 5), (1, 4), (3, 1), (3, 1), (3, 2)])])
    at = make_app("focus_debug", signed_in=_admin(rated))
    assert not at.exception, at.exception
    assert "9 paraphrase(s), 4 rated by people" in " ".join(c.value for c in at.caption)
    at.selectbox(key="focus_group").set_value("depth").run()
    by_depth = {row["depth"]: row for row in at.dataframe[0].value.to_dict("records")}
    assert (by_depth["3"]["n"], by_depth["3"]["filtered"], by_depth["3"]["low semantic"]) == (
        3, 1.0, 1.0)
    assert (by_depth["1"]["n"], by_depth["1"]["filtered"]) == (2, 0.0)
    at.selectbox(key="focus_group").set_value("subtree size").run()
    by_size = {row["subtree"]: row["n"] for row in at.dataframe[0].value.to_dict("records")}
    assert by_size == {"1": 2, "2-3": 1, "4-7": 2, "n/a": 4}
    # Only one batch: the saved paraphrases drop out, the rated ones stay.
    at.multiselect(key="focus_batches").set_value(["pilot"]).run()
    assert "4 paraphrase(s), 4 rated by people" in " ".join(c.value for c in at.caption)


def test_focus_debugging_on_a_corpus_in_another_encoding_is_one_line_error(
        make_app: Callable[..., Any], rated: Any, app_env: dict[str, str]) -> None:
    from pathlib import Path

    root = Path(app_env["PARAAMR_DATA_DIR"]) / "corpora"
    root.mkdir(parents=True, exist_ok=True)
    (root / "latin1.jsonl").write_bytes('{"text": "Caf\u00e9 au lait."}\n'.encode("latin-1"))
    at = make_app("focus_debug", signed_in=_admin(rated))
    at.radio(key="focus_source").set_value("a corpus built with --details").run()
    assert not at.text_input  # corpora are picked from the corpus roots, never typed
    at.selectbox(key="focus_corpus").set_value("corpora/latin1.jsonl").run()
    assert not at.exception, at.exception
    assert [e.value for e in at.error] == ["corpus corpora/latin1.jsonl is not UTF-8 text"]
