"""The Corpus page: pick a corpus under the corpus roots, search it, view an item, Table 1
statistics; nothing outside the roots is read."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

LINES = [
    {"text": "The boy wants to go.",
     "paraphrases": [{"para_text": "What the boy wants is to go.", "perplexity": 80.1,
                      "focus": "w", "concept": "want-01", "engine": "builtin",
                      "amr": "(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))",
                      "scores": {"semantic": 0.91}}]},
    {"text": "Dogs bark at <b>night</b>.", "paraphrases": [{"para_text": "At night, dogs bark."}]},
]


def _corpus(app_env: dict[str, str], name: str = "small.jsonl") -> Path:
    """A corpus file in the default corpus root (the data directory's ``corpora``)."""
    root = Path(app_env["PARAAMR_DATA_DIR"]) / "corpora"
    root.mkdir(parents=True, exist_ok=True)
    path = root / name
    path.write_text("".join(json.dumps(line) + "\n" for line in LINES), encoding="utf-8")
    return path


def _open(at: Any, name: str) -> Any:
    return at.selectbox(key="corpus_name").set_value(f"corpora/{name}").run()


def test_open_search_and_count(make_app: Callable[..., Any], app_env: dict[str, str]) -> None:
    _corpus(app_env)
    at = make_app("corpus")
    _open(at, "small.jsonl")
    assert not at.exception, at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Source sentences"] == "2" and metrics["Paraphrases"] == "2"
    at.text_input(key="corpus_query").input("night").run()
    assert any("1 of 2 sources match" in c.value for c in at.caption)
    assert not at.exception


def test_only_corpora_under_the_roots_are_listed_or_opened(
        make_app: Callable[..., Any], app_env: dict[str, str], tmp_path: Path) -> None:
    root = _corpus(app_env).parent
    private = tmp_path / "private"
    private.mkdir()
    (private / "secret.jsonl").write_text('{"text": "the secret line"}\n', encoding="utf-8")
    (root / "leak.jsonl").symlink_to(private / "secret.jsonl")
    (root / "leakdir").symlink_to(private, target_is_directory=True)
    at = make_app("corpus")  # a visitor, not signed in
    assert not at.exception, at.exception
    assert not at.text_input  # no path box at all
    assert at.selectbox(key="corpus_name").options == ["corpora/small.jsonl"]
    _open(at, "small.jsonl")
    assert {m.label: m.value for m in at.metric}["Source sentences"] == "2"
    # Open, then swapped for a link to a file outside: no longer listed, nor read.
    (root / "small.jsonl").unlink()
    (root / "small.jsonl").symlink_to(private / "secret.jsonl")
    at.run()
    assert not at.exception, at.exception
    page_text = " ".join(str(e.value) for e in [*at.markdown, *at.error, *at.caption, *at.info])
    assert "the secret line" not in page_text and str(tmp_path) not in page_text
    assert not at.metric
    assert any("no corpus under the corpus roots" in i.value for i in at.info)


def test_open_corpus_refuses_names_never_listed(app_env: dict[str, str], tmp_path: Path) -> None:
    """What the page would do with a crafted request (the selectbox itself drops values
    it did not offer): the same one-line refusal, present or missing, naming no path."""
    import pytest

    from app import resources
    from pipeline.errors import CorpusError

    _corpus(app_env)
    (tmp_path / "secret.jsonl").write_text('{"text": "the secret line"}\n', encoding="utf-8")
    current = resources.settings()
    for name in ["corpora/../../secret.jsonl", "corpora/../../missing.jsonl",
                 f"corpora/{tmp_path}/secret.jsonl", str(tmp_path / "secret.jsonl"),
                 "small.jsonl"]:
        with pytest.raises(CorpusError) as refused:
            resources.open_corpus(name, current)
        assert str(refused.value) == (
            f"no corpus named {name!r} under the configured corpus roots")


def test_bad_file_is_one_line_error_naming_no_server_path(
        make_app: Callable[..., Any], app_env: dict[str, str]) -> None:
    bad = _corpus(app_env).with_name("bad.jsonl")
    bad.write_text("not json\n", encoding="utf-8")
    at = make_app("corpus")
    _open(at, "bad.jsonl")
    assert not at.exception
    assert at.error[0].value == (
        "Cannot read the corpus: corpora/bad.jsonl: line 1 is not JSON (Expecting value)")


def test_a_selected_row_then_a_narrower_search(make_app: Callable[..., Any],
                                               app_env: dict[str, str]) -> None:
    _corpus(app_env)
    at = make_app("corpus")
    _open(at, "small.jsonl")
    table = at.dataframe[0].key
    at.session_state[table] = {"selection": {"rows": [1], "columns": [], "cells": []}}
    at.run()
    assert not at.exception, at.exception
    assert any("Dogs bark at" in m.value for m in at.markdown)  # row 2's source is shown
    at.text_input(key="corpus_query").input("boy").run()  # one row left
    assert not at.exception, at.exception
    assert not any(m.value.startswith("**Source:**") for m in at.markdown)  # nothing selected
    at.toggle(key="corpus_scored").set_value(False)
    at.button(key="corpus_stats").click().run()  # the Statistics tab still works
    assert not at.exception, at.exception
    assert at.session_state["corpus_last_stats"][1]["instances"] == 2


def test_table_1_statistics_without_scoring(make_app: Callable[..., Any],
                                            app_env: dict[str, str]) -> None:
    _corpus(app_env)
    at = make_app("corpus")
    _open(at, "small.jsonl")
    at.toggle(key="corpus_scored").set_value(False)
    at.button(key="corpus_stats").click().run()
    assert not at.exception, at.exception
    assert not at.error, [e.value for e in at.error]
    stats = at.session_state["corpus_last_stats"][1]
    assert stats["instances"] == 2


def test_a_line_separator_inside_a_sentence_is_no_line_break(make_app: Callable[..., Any],
                                                             app_env: dict[str, str]) -> None:
    path = _corpus(app_env).with_name("raw.jsonl")  # as corpus_line writes: not escaped
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in [
        {"text": "Dogs\u2028bark.", "paraphrases": [{"para_text": "Barking\u0085dogs."}]},
        {"text": "Cats purr.", "paraphrases": []}]), encoding="utf-8")
    at = make_app("corpus")
    _open(at, "raw.jsonl")
    assert not at.exception and not at.error, [e.value for e in at.error]
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Source sentences"] == "2" and metrics["Paraphrases"] == "1"


def test_no_corpus_yet(make_app: Callable[..., Any]) -> None:
    at = make_app("corpus")
    assert not at.exception
    assert any("no corpus under the corpus roots" in i.value for i in at.info)


def test_only_the_configured_corpus_roots_are_listed_and_read(
        make_app: Callable[..., Any], app_env: dict[str, str], tmp_path: Path,
        monkeypatch: Any) -> None:
    """PARAAMR_CORPUS_ROOTS names the roots: a JSONL file elsewhere (the data directory's
    default root included) is neither listed nor opened, and never shown."""
    import os

    import pytest

    from app import resources
    from pipeline.errors import CorpusError

    first, second = tmp_path / "team-a", tmp_path / "team-b"
    for root, text in ((first, "A line of team a."), (second, "A line of team b.")):
        root.mkdir()
        (root / "c.jsonl").write_text(json.dumps({"text": text, "paraphrases": []}) + "\n",
                                      encoding="utf-8")
    _corpus(app_env)  # in data_dir/corpora: the default root, not configured here
    outside = tmp_path / "outside.jsonl"
    outside.write_text(json.dumps({"text": "the secret line", "paraphrases": []}) + "\n",
                       encoding="utf-8")
    monkeypatch.setenv("PARAAMR_CORPUS_ROOTS", f"{first}{os.pathsep}{second}")
    at = make_app("corpus")  # a visitor
    assert not at.exception, at.exception
    assert at.selectbox(key="corpus_name").options == ["team-a/c.jsonl", "team-b/c.jsonl"]
    at.selectbox(key="corpus_name").set_value("team-b/c.jsonl").run()
    assert not at.exception, at.exception
    assert {m.label: m.value for m in at.metric}["Source sentences"] == "1"
    page_text = " ".join(str(e.value) for e in [*at.markdown, *at.caption, *at.error, *at.info])
    assert "the secret line" not in page_text and str(tmp_path) not in page_text
    current = resources.settings()
    for name in ["corpora/small.jsonl", "team-a/../outside.jsonl", str(outside)]:
        with pytest.raises(CorpusError) as refused:
            resources.open_corpus(name, current)
        assert str(refused.value) == f"no corpus named {name!r} under the configured corpus roots"
