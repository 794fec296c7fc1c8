"""Focus debugging as a first-time admin sees it: no Python ``None`` on the page, and
no chart of zeros where the evidence says nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

PLAIN = [{"text": "The boy wants to go.", "paraphrases": [{"para_text": "Going is what the boy wants."}]},
         {"text": "Dogs bark.", "paraphrases": [{"para_text": "Barking is what dogs do."}]}]
DETAILED = [{"text": "The boy wants to go.", "paraphrases": [
    {"para_text": "It is the boy who wants to go.", "focus": "b", "concept": "boy",
     "engine": "builtin", "scores": {"semantic": 0.82},
     "amr": "(b / boy :ARG0-of (w / want-01 :ARG1 (g / go-02 :ARG0 b)))"},
    {"para_text": "Going, the boy wants.", "focus": "g", "concept": "go-02",
     "engine": "builtin", "scores": {"semantic": 0.31}}]}]


def _admin_on_corpus(make_app: Callable[..., Any], app_env: dict[str, str],
                     lines: list[dict[str, Any]]) -> Any:
    from app.auth import SignedIn
    from db.service import JudgmentStore

    root = Path(app_env["PARAAMR_DATA_DIR"]) / "corpora"
    root.mkdir(parents=True, exist_ok=True)
    (root / "c.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    admin, _ = JudgmentStore(app_env["PARAAMR_DB"]).add_annotator("boss", role="admin")
    at = make_app("focus_debug", signed_in=SignedIn(admin.id, admin.name, "admin"))
    at.radio(key="focus_source").set_value("a corpus built with --details").run()
    at.selectbox(key="focus_corpus").set_value("corpora/c.jsonl").run()
    assert not at.exception, at.exception
    return at


def _page_text(at: Any) -> str:
    return " ".join([*(str(e.value) for e in [*at.markdown, *at.caption, *at.info, *at.warning,
                                              *at.error]), *(e.label for e in at.expander)])


def _charts(at: Any) -> list[Any]:
    return [e for e in at.get("arrow_vega_lite_chart")] + list(at.get("vega_lite_chart"))


def test_a_corpus_without_details_says_it_has_no_evidence(make_app: Callable[..., Any],
                                                          app_env: dict[str, str]) -> None:
    at = _admin_on_corpus(make_app, app_env, PLAIN)
    text = _page_text(at)
    assert "records no focus concept kind" in text and "--details" in text
    assert "There is nothing to chart" in text
    assert not _charts(at)
    assert "None" not in text
    assert "focus not recorded" in text


def test_a_detailed_corpus_charts_its_scores_without_none(make_app: Callable[..., Any],
                                                          app_env: dict[str, str]) -> None:
    at = _admin_on_corpus(make_app, app_env, DETAILED)
    assert at.radio(key="focus_measure").options == ["low semantic"]  # no "filtered" in a corpus
    assert _charts(at)
    text = _page_text(at)
    assert "None" not in text
    assert "focus g (go-02), kind predicate, engine builtin; semantic score 0.310" in text


def test_this_sessions_results_with_nothing_filtered_draw_no_zero_chart(
        make_app: Callable[..., Any], app_env: dict[str, str]) -> None:
    from app.auth import SignedIn
    from db.service import JudgmentStore

    records = [{"source": "The boy wants to go.", "text": "It is the boy who wants to go.",
                "focus": "b", "concept": "boy", "focus_kind": "noun", "focus_role": ":ARG0",
                "focus_depth": 1, "subtree_size": 1, "kept": True, "reasons": [], "scores": {},
                "engine": "builtin", "construction": "cleft", "amr": None}]
    admin, _ = JudgmentStore(app_env["PARAAMR_DB"]).add_annotator("boss", role="admin")
    at = make_app("focus_debug", signed_in=SignedIn(admin.id, admin.name, "admin"),
                  ex_results=records)
    at.radio(key="focus_source").set_value("this session's Explore results").run()
    assert not at.exception, at.exception
    text = _page_text(at)
    assert "None of the 1 paraphrase(s) in this evidence is filtered" in text
    assert not _charts(at)
    assert "None" not in text.replace("None of the", "")
