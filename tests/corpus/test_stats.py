"""``corpus stats``: Table 1 counts, reading corpora, side-by-side files, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.corpus.build import build_corpus
from pipeline.corpus.config import BuildConfig
from pipeline.corpus.stats import corpus_stats, format_table, read_corpus
from pipeline.errors import CorpusError


def _corpus(tmp_path: Path) -> Path:
    path = tmp_path / "mine.jsonl"
    lines = [
        {"text": "Dogs bark loudly.", "paraphrases": [{"para_text": "Loudly, dogs bark.", "perplexity": 80.0},
                                                      {"para_text": "It is dogs that bark loudly.", "perplexity": 90.0}]},
        {"text": "Cats sleep.", "paraphrases": []},
        {"text": "Birds sing songs.", "paraphrases": [{"para_text": "Songs are sung by birds.", "perplexity": 70.0}]},
    ]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def test_table1_counts(tmp_path: Path) -> None:
    table = corpus_stats(_corpus(tmp_path), None, metrics=[], progress=False)
    assert (table["instances"], table["paraphrases"], table["with_paraphrases"]) == (3, 3, 2)
    assert table["avg_paraphrases"] == 1.0
    # 4 + 5 + 7 + 3 + 4 + 6 words and punctuation marks over 6 sentences
    assert table["avg_len"] == pytest.approx(29 / 6, abs=1e-4)
    assert table["semantic"] is None and table["pairs"] == 0


def test_compare_with_the_published_examples(tmp_path: Path, shared_data: Path) -> None:
    published = shared_data / "paper-examples" / "paraamr-examples.jsonl"
    table = corpus_stats(_corpus(tmp_path), None, metrics=[], compare=[published], progress=False)
    other = table["compare"][0]
    assert other["instances"] == sum(1 for line in published.read_text().splitlines() if line.strip())
    assert other["paraphrases"] > other["instances"]
    text = "\n".join(format_table(table))
    assert "mine.jsonl" in text and "paraamr-examples.jsonl" in text and "avg #para" in text


def test_seeded_sample_is_reproducible_with_real_lexical_scores(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    rows = [{"text": f"Source sentence number {i} is here.",
             "paraphrases": [f"Here is source sentence {i}." if i % 3 else f"Number {i} it is."]}
            for i in range(200)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    lexical = ["one_minus_bleu", "one_minus_overlap"]
    first = corpus_stats(path, None, sample=10, seed=3, metrics=lexical, progress=False)
    again = corpus_stats(path, None, sample=10, seed=3, metrics=lexical, progress=False)
    other = corpus_stats(path, None, sample=10, seed=4, metrics=lexical, progress=False)
    whole = corpus_stats(path, None, metrics=lexical, progress=False)
    assert first == again and first["pairs"] == 10 and first["sample"] == 10
    assert first["instances"] == 200  # Table 1 always counts the whole corpus
    assert (first["one_minus_bleu"], first["one_minus_overlap"]) != \
        (other["one_minus_bleu"], other["one_minus_overlap"])
    assert whole["pairs"] == 200 and whole["sample"] is None
    assert first["signatures"]["one_minus_bleu"].startswith("one_minus_bleu|")
    assert first["semantic"] is None  # not asked for


@pytest.mark.slow
def test_table2_on_the_published_examples_with_every_signature(shared_data: Path, settings) -> None:  # type: ignore[no-untyped-def]
    published = shared_data / "paper-examples" / "paraamr-examples.jsonl"
    table = corpus_stats(published, settings, progress=False)
    for metric in ("semantic", "one_minus_bleu", "one_minus_overlap", "ted3", "tedf"):
        assert table[metric] is not None, metric
        assert table["signatures"][metric].startswith(metric + "|")
    assert 0.5 < table["semantic"] <= 1.0 and 0 < table["one_minus_bleu"] <= 1.0
    assert table["pairs"] == table["paraphrases"]
    assert any(line.startswith("ted3: ted3|") for line in format_table(table))


def test_reads_a_built_corpus_directory(tmp_path: Path) -> None:
    src = tmp_path / "in.txt"
    src.write_text("One.\nTwo.\nThree.\n", encoding="utf-8")
    build_corpus(src, tmp_path / "out", BuildConfig(backend="dry-run", shard_size=2), progress=False)
    assert [t for t, _ in read_corpus(tmp_path / "out")] == ["One.", "Two.", "Three."]


def test_line_separators_inside_a_sentence_stay_in_its_line(tmp_path: Path) -> None:
    """corpus_line writes U+2028 / U+0085 raw; every reader must split at "\n" only."""
    from db.io import read_input, read_items

    odd = ["Dogs\u2028bark.", "Cats\x85purr."]
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps({"text": t}) + "\n" for t in odd), encoding="utf-8")
    build_corpus(src, tmp_path / "out", BuildConfig(backend="dry-run", shard_size=1), progress=False)
    shards = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "out").glob("shard-*"))
    assert "\u2028" in shards and "\x85" in shards  # written raw, not escaped
    assert [t for t, _ in read_corpus(tmp_path / "out")] == odd
    # The annotation importer reads the same directory, and JSON-lines text, alike.
    assert [json.loads(line)["text"] for line in read_input(str(tmp_path / "out")).split("\n")] == odd
    lines = "\n".join(json.dumps({"text": t, "paraphrases": [{"para_text": t.upper()}]},
                                 ensure_ascii=False) for t in odd)
    assert [(i.source, i.paraphrase) for i in read_items(lines)] == [(t, t.upper()) for t in odd]


@pytest.mark.parametrize("content, message", [
    ("not json\n", "line 1 is not a corpus line"),
    ('{"text": "a", "paraphrases": [{"perplexity": 3}]}\n', "line 1 is not a corpus line"),
    ('{"text": 5, "paraphrases": []}\n', "must be strings"),
])
def test_malformed_corpus_lines(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError, match=message):
        corpus_stats(path, None, metrics=[], progress=False)


def test_cli_stats_json_and_errors(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    done = subprocess.run([sys.executable, "-m", "pipeline.cli", "corpus", "stats", str(corpus),
                           "--no-scores", "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    table = json.loads(done.stdout)
    assert {"instances", "avg_paraphrases", "avg_len", "semantic", "one_minus_bleu",
            "one_minus_overlap", "ted3", "tedf"} <= set(table)
    missing = subprocess.run([sys.executable, "-m", "pipeline.cli", "corpus", "stats",
                              str(tmp_path / "nope.jsonl"), "--no-scores"],
                             capture_output=True, text=True, timeout=120)
    assert missing.returncode == 2 and missing.stderr.strip().count("\n") == 0
    assert "no such corpus" in missing.stderr
