"""The evaluation scripts on small inputs: MRPC AUC, the benchmark, calibration damages."""

from __future__ import annotations

import random

import pytest

from pipeline.errors import InputError
from pipeline.scoring.bench import bench
from pipeline.scoring.calibrate import DAMAGES, mrpc_sentences
from pipeline.scoring.mrpc import read_mrpc
from pipeline.scoring.mrpc_auc import markdown, mrpc_auc

HEADER = "Quality\t#1 ID\t#2 ID\t#1 String\t#2 String\n"
PAIRS = [
    (1, "The cat sat on the mat today.", "Today the cat sat on the mat."),
    (1, "Shares rose five percent on Monday.", "On Monday shares rose five percent."),
    (0, "The cat sat on the mat today.", "Police arrested two men in Boston."),
    (0, "Shares rose five percent on Monday.", "The senator will retire next year."),
]


@pytest.fixture()
def mrpc_file(tmp_path):
    path = tmp_path / "mrpc.txt"
    path.write_text(HEADER + "".join(f"{q}\t{i}\t{i + 100}\t{a}\t{b}\n"
                                     for i, (q, a, b) in enumerate(PAIRS)), encoding="utf-8")
    return path


def test_read_mrpc_and_its_sentences(mrpc_file, tmp_path):
    assert read_mrpc(mrpc_file) == PAIRS
    assert len(mrpc_sentences(mrpc_file)) == 6  # two sources repeat
    (tmp_path / "empty.txt").write_text(HEADER)
    with pytest.raises(InputError, match="no MRPC pairs"):
        read_mrpc(tmp_path / "empty.txt")


def test_lexical_scores_separate_the_toy_pairs(mrpc_file):
    report = mrpc_auc(mrpc_file, limit=None, metrics=["trigram_overlap", "one_minus_overlap"])
    row = report["auc"]["one_minus_overlap"]
    assert (row["auc"], row["n"], row["higher"]) == (0.0, 4, "diverse")
    assert row["mean_non_paraphrase"] > 0.9 > 0.2 > row["mean_paraphrase"]
    assert report["positives"] == 2
    assert "| one_minus_overlap | diverse | 0.000 |" in markdown(report)


def test_bench_reports_every_metric_and_the_full_set():
    report = bench(sources=2, candidates=2, metrics=["length_rate", "one_minus_overlap"])
    assert set(report["per_metric"]) == {"length_rate", "one_minus_overlap"}
    assert report["full_set"]["pairs"] == 4 and report["full_set"]["pairs_per_second"] > 0


@pytest.mark.parametrize("name", sorted(DAMAGES))
def test_damages_change_the_sentence(name):
    sentence = "The giant rock was first observed on August 24 by the research program."
    damaged = DAMAGES[name](sentence, random.Random(0))
    assert damaged != sentence
    if name == "shuffled":
        assert sorted(damaged.split()) == sorted(sentence.split())


def test_filtered_paraphrase_bench_reports_constructions_and_sentences_keeping_nothing(
        tmp_path, capsys, monkeypatch):
    """``python -m pipeline.bench_paraphrase --filter`` on real components: the default
    filter's figures, a row per focus construction, every candidate in the dump, and a
    sentence with no paraphrase at all listed with its refusals."""
    import json

    from pipeline.bench_paraphrase import main

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    path = tmp_path / "mrpc.txt"
    path.write_text(HEADER + "1\t1\t2\tThe cat sat on the mat.\tYes.\n", encoding="utf-8")
    dump = tmp_path / "dump.jsonl"
    assert main(["--mrpc", str(path), "--filter", "--n", "2", "--examples", "1",
                 "--dump", str(dump)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["sentences"] == 2 and report["share_with_kept"] == 0.5
    assert report["filter"].startswith("filter|")
    assert 0 <= report["kept_losing_facts"] <= 1
    kinds = report["by_construction"]
    assert sum(row["kept"] for row in kinds.values()) == report["kept_per_sentence"] * 2
    assert all(row["kept"] <= row["candidates"] for row in kinds.values())
    [nothing] = report["kept_nothing"]
    assert nothing["source"] == "Yes." and nothing["best"] is None
    assert any("generation failed" in reason for reason in nothing["reasons"])
    rows = [json.loads(line) for line in dump.read_text().splitlines()]
    assert {row["source"] for row in rows} == {"The cat sat on the mat.", "Yes."}
    assert all("construction" in row for row in rows)


def test_paraphrase_bench_offset_takes_a_later_stretch(tmp_path, capsys, monkeypatch):
    """``--offset K`` skips the first K sentences: a held-out stretch for the realizer."""
    import json

    from pipeline.bench_paraphrase import main

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    path = tmp_path / "mrpc.txt"
    path.write_text(HEADER + "1\t1\t2\tThe cat sat on the mat.\tYes.\n", encoding="utf-8")
    dump = tmp_path / "dump.jsonl"
    assert main(["--mrpc", str(path), "--filter", "--n", "5", "--offset", "1",
                 "--examples", "0", "--dump", str(dump)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["sentences"] == 1 and report["offset"] == 1
    assert {json.loads(line)["source"] for line in dump.read_text().splitlines()} == {"Yes."}


def test_paraphrase_bench_offset_past_the_end_is_an_error(tmp_path, capsys):
    """An ``--offset`` past the last sentence says so and exits 2, not a report of nothing."""
    from pipeline.bench_paraphrase import main

    path = tmp_path / "mrpc.txt"
    path.write_text(HEADER + "1\t1\t2\tThe cat sat on the mat.\tYes.\n", encoding="utf-8")
    assert main(["--mrpc", str(path), "--filter", "--offset", "7"]) == 2
    err = capsys.readouterr().err
    assert "past the 2 sentences" in err and err[-1] == "\n" and err.count("\n") == 1
