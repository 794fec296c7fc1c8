"""``paraamr score`` and ``paraamr eval sts`` end to end, in process."""

from __future__ import annotations

import json

import pytest

from pipeline.cli import main

SOURCE = "The committee approved the new budget on Tuesday."
PARAPHRASE = "On Tuesday, the new budget was approved by the committee."


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_json_has_the_contract_keys(capsys, settings):
    code, out, _ = run(capsys, "score", SOURCE, PARAPHRASE, "--json")
    assert code == 0
    payload = json.loads(out)
    for key in ("semantic", "perplexity", "one_minus_bleu", "one_minus_overlap", "ted3", "tedf",
                "bertscore", "trigram_overlap", "length_rate", "faithfulness", "slor", "slor_delta",
                "slor_worst", "grammar_errors_delta", "wellformed", "facts_kept", "meaning",
                "bertscore_recall"):
        assert isinstance(payload[key], float), key
        assert payload["signatures"][key].startswith(key + "|")
    assert payload["kept"] is True and payload["reasons"] == []


def test_score_selected_metrics_as_a_table(capsys, settings):
    code, out, _ = run(capsys, "score", SOURCE, SOURCE, "--metrics", "one_minus_bleu,ted3")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:2] == ["one_minus_bleu", "0.0000"]
    assert lines[1].split()[:2] == ["ted3", "0.0000"]
    assert "identical to the source" in lines[-1]


def test_score_names_the_facts_a_paraphrase_lost(capsys, settings):
    source = "WebTV was sold to Microsoft in 1997 for nearly $425 million."
    code, out, _ = run(capsys, "score", source, "In 1997, WebTV was sold for $425 million.",
                       "--metrics", "facts_kept")
    assert code == 0
    assert out.splitlines()[1].split() == ["facts", "lost", "2", "Microsoft,", "nearly"]
    code, out, _ = run(capsys, "score", source, source.replace("WebTV was sold", "WebTV sold"),
                       "--metrics", "facts_kept", "--json")
    assert json.loads(out)["facts_kept"] == 1.0 and "facts_lost" not in json.loads(out)


@pytest.mark.parametrize(("argv", "message"), [
    (["score", "", PARAPHRASE], "empty source sentence"),
    (["score", SOURCE, "  "], "empty paraphrase"),
    (["score", SOURCE, PARAPHRASE, "--metrics", "bleu"], "unknown metric 'bleu'"),
    (["score", SOURCE, PARAPHRASE, "--metrics", ","], "names no metric"),
    (["eval", "sts", "--pairs", "/nonexistent.csv"], "no such file"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, settings, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_non_ascii_pair(capsys, settings):
    code, out, _ = run(capsys, "score", "Zoë a mangé une crème brûlée.", "Zoë ate a crème brûlée.",
                       "--json", "--metrics", "semantic,one_minus_overlap,tedf")
    assert code == 0
    assert 0.0 < json.loads(out)["one_minus_overlap"] < 1.0


def test_eval_sts_on_a_slice_of_the_dev_set(capsys, settings, shared_data):
    code, out, _ = run(capsys, "eval", "sts", "--pairs", str(shared_data / "stsb" / "sts-dev.csv"),
                       "--limit", "200", "--json")
    assert code == 0
    report = json.loads(out)
    assert report["n"] == 200 and report["spearman"] > 75
    assert report["signature"].startswith("semantic|model:all-MiniLM-L6-v2|")


def test_a_1000_token_sentence_is_scored_and_the_truncation_said(capsys, settings, caplog):
    long = " ".join(["the committee approved the budget"] * 200)
    code, out, _ = run(capsys, "score", long, PARAPHRASE, "--json")
    assert code == 0
    payload = json.loads(out)
    assert all(isinstance(payload[k], float) for k in ("semantic", "bertscore", "tedf"))
    truncations = {r.getMessage().split(":")[0] for r in caplog.records
                   if "truncated to the first" in r.getMessage()}
    assert {"semantic", "bertscore", "ted"} <= truncations
