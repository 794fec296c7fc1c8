"""Scores against people: pipeline/scoring/ratings.py and ``paraamr eval ratings``."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest

from db.io import EXPORT_COLUMNS
from pipeline.cli import main
from pipeline.errors import InputError
from pipeline.scoring.ratings import parse_rated_pairs, roc_auc, spearman

RATINGS_DEV = Path(os.environ.get("PARAAMR_SHARED_DATA", Path(__file__).resolve().parents[3]
                                  / "shared" / "data")) / "ratings-dev" / "pairs.jsonl"


def test_ratings_dev_labels():
    pairs = parse_rated_pairs(RATINGS_DEV.read_text(encoding="utf-8"))
    assert len(pairs) == 127
    assert sum(bool(p.broken) for p in pairs) == 39
    assert sum(bool(p.meaning_changed) for p in pairs) == 48
    assert {p.origin for p in pairs} == {"ours", "mrpc-human", "amrda-paper"}
    human = [p for p in pairs if p.origin == "mrpc-human"]
    assert not any(p.broken for p in human)  # people's own paraphrases read fluently


def _export_rows() -> list[dict[str, object]]:
    rows = []
    for rater, semantic in (("ann", 1), ("bob", 1), ("cy", 3)):
        rows.append({"batch": "b1", "item_id": 7, "source": "The cat sat on the mat.",
                     "paraphrase": "On the mat sat the cat.", "annotator": rater,
                     "semantic": semantic, "syntactic": 2, "origin": "inhouse"})
    rows.append({"batch": "b1", "item_id": 8, "source": "The cat sat on the mat.",
                 "paraphrase": "The mat sat on the cat.", "annotator": "ann", "semantic": 1,
                 "syntactic": 1, "origin": "inhouse"})
    return rows


def test_store_exports_group_judgments_by_item():
    rows = _export_rows()
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=EXPORT_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    jsonl = "".join(json.dumps({k: r.get(k) for k in EXPORT_COLUMNS}) + "\n" for r in rows)
    for text in (buffer.getvalue(), jsonl):
        pairs = parse_rated_pairs(text)
        assert [(p.id, p.values("semantic")) for p in pairs] == [("b1:7", [1, 1, 3]), ("b1:8", [1])]
        assert pairs[0].meaning_changed is True and pairs[0].broken is None  # no fluency rated


def test_bad_ratings_are_one_line_errors():
    with pytest.raises(InputError, match="line 1 is not JSON"):
        parse_rated_pairs("{nope\n")
    with pytest.raises(InputError, match="semantic rating 5"):
        parse_rated_pairs('{"sentence1": "a", "sentence2": "b", "ratings": [{"semantic": 5}]}')
    with pytest.raises(InputError, match="neither a ratings-dev pair"):
        parse_rated_pairs('{"text": "a"}')


def test_auc_and_spearman():
    assert roc_auc([3, 2, 1], [False, True, True]) == 1.0
    assert roc_auc([1, 2, 3], [False, True, True]) == 0.0
    assert roc_auc([1, 2], [True, True]) is None
    assert spearman([1, 2, 3], [2, 4, 9]) == pytest.approx(1.0)
    assert spearman([1, 1, 1], [2, 4, 9]) is None


def test_eval_ratings_cli(capsys, settings, tmp_path):
    subset = tmp_path / "pairs.jsonl"
    lines = RATINGS_DEV.read_text(encoding="utf-8").splitlines()
    subset.write_text("\n".join(lines[:8] + lines[-4:]) + "\n", encoding="utf-8")
    code = main(["eval", "ratings", str(subset), "--metrics", "one_minus_overlap", "--json"])
    out, _ = capsys.readouterr()
    assert code == 0
    report = json.loads(out)
    assert report["n"] == 12 and "pairs" not in report
    assert set(report["scores"]) == {"one_minus_overlap", "semantic", "faithfulness",
                                     "wellformed", "meaning", "given_source_delta",
                                     "content_kept", "numbers_kept", "faults_added", "filter"}
    filt = report["scores"]["filter"]
    assert filt["signature"].startswith("filter|") and 0 <= filt["kept"] <= 12
    assert 0.0 <= report["scores"]["wellformed"]["auc_broken"] <= 1.0

    code = main(["eval", "ratings", str(tmp_path / "missing.jsonl")])
    _, err = capsys.readouterr()
    assert code == 2 and "no such file" in err
