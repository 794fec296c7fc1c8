"""STS-B reading and evaluation (pipeline/scoring/sts.py)."""

from __future__ import annotations

import logging

import pytest

from pipeline.errors import InputError
from pipeline.scoring.sts import evaluate_sts, read_sts_pairs

LINES = [
    "main-captions\tMSRvid\t2012test\t0001\t5.000\tA man is playing a flute.\tA man plays a flute.",
    "main-captions\tMSRvid\t2012test\t0002\t0.250\tA man is playing a flute.\tA dog runs in a park.",
    "main-news\theadlines\t2015\t0003\t3.000\tStocks fell on Monday.\tShares dropped Monday.\textra",
    "main-news\theadlines\t2015\t0004\tnot-a-score\ta\tb",
    "main-news\theadlines\t2015\t0005\t1.000\tA woman slices onions.\tA man is cooking rice.",
]


@pytest.fixture()
def sts_file(tmp_path):
    path = tmp_path / "sts.csv"
    path.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    return path


def test_reading_skips_bad_lines_with_a_warning(sts_file, caplog):
    with caplog.at_level(logging.WARNING):
        pairs = read_sts_pairs(sts_file)
    assert [p[0] for p in pairs] == [5.0, 0.25, 3.0, 1.0]
    assert pairs[2][1:] == ("Stocks fell on Monday.", "Shares dropped Monday.")
    assert any("skipped 1 line" in r.getMessage() for r in caplog.records)
    assert len(read_sts_pairs(sts_file, limit=2)) == 2


def test_unusable_files_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        read_sts_pairs(tmp_path / "missing.csv")
    (tmp_path / "bad.csv").write_text("just one column\n")
    with pytest.raises(InputError, match="no STS-B pairs"):
        read_sts_pairs(tmp_path / "bad.csv")
    (tmp_path / "one.csv").write_text(LINES[0] + "\n")
    with pytest.raises(InputError, match="at least two pairs"):
        evaluate_sts(tmp_path / "one.csv", None)  # type: ignore[arg-type]
    (tmp_path / "latin1.csv").write_bytes("caf\xe9\n".encode("latin-1"))
    with pytest.raises(InputError, match="not UTF-8"):
        read_sts_pairs(tmp_path / "latin1.csv")


def test_evaluate_ranks_the_small_file_perfectly(sts_file, settings):
    report = evaluate_sts(sts_file, settings)
    assert report["n"] == 4 and report["spearman"] == pytest.approx(100.0)
    assert report["signature"] == "semantic|model:all-MiniLM-L6-v2|pool:mean|sim:cos|v:0.1.0"


def test_evaluate_with_bertscore_and_bad_scorer(sts_file, settings):
    assert evaluate_sts(sts_file, settings, scorer="bertscore")["scorer"] == "bertscore"
    with pytest.raises(InputError, match="unknown STS scorer"):
        evaluate_sts(sts_file, settings, scorer="bleu")
