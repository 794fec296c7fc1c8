"""The Corpus page: open a ParaAMR-format file, search it, view an item, Table 1 statistics."""

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


def _corpus(app_env: dict[str, str]) -> Path:
    data = Path(app_env["PARAAMR_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    path = data / "small.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in LINES), encoding="utf-8")
    return path


def test_open_search_and_count(make_app: Callable[..., Any], app_env: dict[str, str]) -> None:
    _corpus(app_env)
    at = make_app("corpus")
    at.text_input(key="corpus_path").input("small.jsonl").run()
    assert not at.exception, at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Source sentences"] == "2" and metrics["Paraphrases"] == "2"
    at.text_input(key="corpus_query").input("night").run()
    assert any("1 of 2 sources match" in c.value for c in at.caption)
    assert not at.exception


def test_missing_path_and_bad_file_are_one_line_errors(make_app: Callable[..., Any],
                                                       app_env: dict[str, str]) -> None:
    at = make_app("corpus")
    at.text_input(key="corpus_path").input("nowhere").run()
    assert at.error and "No such directory or file" in at.error[0].value
    bad = _corpus(app_env).with_name("bad.jsonl")
    bad.write_text("not json\n", encoding="utf-8")
    at.text_input(key="corpus_path").input("bad.jsonl").run()
    assert not at.exception
    assert "line 1 is not JSON" in at.error[0].value


def test_table_1_statistics_without_scoring(make_app: Callable[..., Any],
                                            app_env: dict[str, str]) -> None:
    _corpus(app_env)
    at = make_app("corpus")
    at.text_input(key="corpus_path").input("small.jsonl").run()
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
    at.text_input(key="corpus_path").input("raw.jsonl").run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Source sentences"] == "2" and metrics["Paraphrases"] == "1"
