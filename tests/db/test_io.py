from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from db.io import (
    EXPORT_COLUMNS,
    export_judgments,
    import_items,
    import_mturk,
    items_from_records,
    read_items,
    read_mturk_results,
    sample_items,
    save_items,
    write_mturk_input,
)
from db.reports import batch_report
from db.service import JudgmentStore
from pipeline.errors import InputError
from pipeline.paraphrase import ParaphraseCandidate

CORPUS = "\n".join(json.dumps(r) for r in [
    {"text": "The boy wants to go.", "paraphrases": [
        {"para_text": "What the boy wants is to go.", "perplexity": 96.6},
        {"para_text": "Going is what the boy wants.", "perplexity": 80.0, "focus": "g",
         "concept": "go-02", "edits": ["rs"], "engine": "builtin", "amr": "(g / go-02)",
         "scores": {"semantic": 0.9}}]},
    {"text": "She reads books.", "paraphrases": [{"para_text": "Books are read by her."}]},
])


def _candidate(text: str | None, kept: bool = True, **extra: object) -> dict[str, object]:
    fields: dict[str, object] = dict(
        source="The boy wants to go.", text=text, focus="b", concept="boy", focus_kind="noun",
        focus_role=":ARG0", focus_depth=1, subtree_size=1, edits=[], amr="(b / boy)",
        construction="cleft", engine="builtin", scores={"perplexity": 50.0},
        signatures={"perplexity": "ppl|lm:x"}, kept=kept, reasons=[] if kept else ["perplexity"])
    fields.update(extra)
    return ParaphraseCandidate(**fields).to_record()  # type: ignore[arg-type]


def test_read_corpus_file() -> None:
    items = read_items(CORPUS)
    assert [(i.source, i.paraphrase) for i in items] == [
        ("The boy wants to go.", "What the boy wants is to go."),
        ("The boy wants to go.", "Going is what the boy wants."),
        ("She reads books.", "Books are read by her.")]
    assert items[0].scores == {"perplexity": 96.6}
    assert (items[1].focus, items[1].concept, list(items[1].edits), items[1].engine) == (
        "g", "go-02", ["rs"], "builtin")


def test_read_paraphrase_json_output() -> None:
    records = [_candidate("It is the boy who wants to go."),
               _candidate("The boy, he wants to go.", kept=False),
               _candidate(None, kept=False, error="generation failed")]
    items = read_items(json.dumps(records))
    assert [i.paraphrase for i in items] == ["It is the boy who wants to go.",
                                             "The boy, he wants to go."]
    first = items[0]
    assert (first.source, first.focus_kind, first.construction, first.kept) == (
        "The boy wants to go.", "noun", "cleft", True)
    assert (first.focus_depth, first.subtree_size) == (1, 1)
    assert first.signatures == {"perplexity": "ppl|lm:x"}
    assert len(read_items(json.dumps(records), kept_only=True)) == 1
    # JSON lines work too
    assert len(read_items("\n".join(json.dumps(r) for r in records))) == 2


def test_records_without_a_source() -> None:
    record = {"text": "A paraphrase.", "focus": "x"}
    with pytest.raises(InputError, match="no 'source'"):
        read_items(json.dumps([record]))
    assert read_items(json.dumps([record]), default_source="A source.")[0].source == "A source."


@pytest.mark.parametrize(("text", "message"), [
    ("", "empty"),
    ('{"text": "a", "paraphrases": []}\nnot json', "line 2 is not JSON"),
    ("[1, 2]", "entry 0 is not a JSON object"),
    ('{"foo": 1}', "neither a corpus record"),
    ('{"text": "a", "paraphrases": [{"x": 1}]}', "no 'para_text'"),
    ('{"text": "a", "paraphrases": [{"para_text": "b", "gold": {"semantic": 5}}]}', "expected semantic"),
    ('{"text": "a", "paraphrases": [{"para_text": "b", "gold": {}}]}', "at least one expected rating"),
    ('[{"source": "a", "text": "b", "focus_depth": "deep"}]', "'focus_depth' must be a whole number"),
    ('[{"source": "a", "text": "b", "subtree_size": -2}]', "'subtree_size' must be a whole number"),
])
def test_bad_inputs_give_one_line_reasons(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        read_items(text)


def test_parsed_records_read_as_their_json_text(store: JudgmentStore) -> None:
    records = [_candidate("What the boy wants is to go."), _candidate("Wanted.", kept=False),
               _candidate(None), {"text": "Going is wanted."}]
    text = json.dumps(records)
    for kept_only in (False, True):
        assert items_from_records(records, default_source="Src.", kept_only=kept_only) == (
            read_items(text, default_source="Src.", kept_only=kept_only))
    assert save_items(store, records, default_source="Src.").added == 3
    assert save_items(store, text, default_source="Src.").duplicates == 3
    assert import_items(store, records, "b", default_source="Src.", kept_only=True).added == 2
    assert import_items(store, text, "b", default_source="Src.").duplicates == 2


def test_sampling_is_seeded() -> None:
    items = read_items(json.dumps([_candidate(f"Paraphrase {i}.") for i in range(50)]))
    a, b, c = (sample_items(items, 10, seed=s) for s in (1, 1, 2))
    assert len(a) == 10 and a == b and a != c
    assert [items.index(x) for x in a] == sorted(items.index(x) for x in a)
    assert sample_items(items, 500) == items


def test_import_export_round_trip(store: JudgmentStore) -> None:
    summary = import_items(store, CORPUS, "b", raters_per_item=1)
    assert summary.added == 3
    assert import_items(store, CORPUS, "b").duplicates == 3
    with pytest.raises(InputError, match="cannot change"):
        import_items(store, CORPUS, "b", raters_per_item=2)
    store.add_annotator("ann", secret="s")
    while (item := store.next_item("b", "ann")) is not None:
        store.submit(item.assignment_id, "ann", semantic=3, syntactic=2, comment='a, "quoted" note')
    out = io.StringIO()
    assert export_judgments(store.judgment_rows("b"), out, "csv") == 3
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert list(rows[0]) == EXPORT_COLUMNS
    assert rows[1]["paraphrase"] == "Going is what the boy wants." and rows[1]["engine"] == "builtin"
    assert rows[0]["comment"] == 'a, "quoted" note' and rows[0]["semantic"] == "3"
    assert rows[0]["created_at"].endswith("+00:00")
    out = io.StringIO()
    export_judgments(store.judgment_rows("b"), out, "jsonl")
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(lines) == 3 and lines[2]["source"] == "She reads books."
    out = io.StringIO()
    write_mturk_input([(s, p) for _, s, p in store.item_pairs("b")], out)
    mturk = list(csv.reader(io.StringIO(out.getvalue())))
    assert mturk[0] == ["sent1", "sent2"] and mturk[3] == ["She reads books.", "Books are read by her."]


MTURK_HEADER = ["HITId", "WorkerId", "AssignmentId", "WorkTimeInSeconds", "AssignmentStatus",
                "Input.sent1", "Input.sent2", "Answer.semantic", "Answer.syntactic"]


def _mturk_csv(rows: list[list[str]], header: list[str] = MTURK_HEADER) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def test_mturk_answers_map_to_our_scale() -> None:
    text = _mturk_csv([
        ["H1", "W1", "A1", "31", "Approved", "The boy wants to go.", "Going is what he wants.", "1", "3"],
        ["H1", "W2", "A2", "12", "Submitted", "The boy wants to go.", "Going is what he wants.", "3", "2"],
        ["H1", "W3", "A3", "5", "Rejected", "The boy wants to go.", "Going is what he wants.", "2", "2"],
    ])
    judgments, rejected = read_mturk_results(text)
    assert rejected == 1
    # the form's 1 (= Yes, best) is our 3
    assert [(j.worker, j.semantic, j.syntactic, j.seconds) for j in judgments] == [
        ("W1", 3, 1, 31.0), ("W2", 1, 2, 12.0)]
    worst_first, _ = read_mturk_results(text, form_order="worst-first")
    assert (worst_first[0].semantic, worst_first[0].syntactic) == (1, 3)


def test_mturk_one_hot_answers() -> None:
    header = [*MTURK_HEADER[:7], "Answer.Semantic.1", "Answer.Semantic.2", "Answer.Semantic.3",
              "Answer.q2.1", "Answer.q2.2", "Answer.q2.3"]
    text = _mturk_csv([["H", "W", "A", "9", "Approved", "s", "p", "false", "true", "false",
                        "true", "false", "false"]], header)
    judgments, _ = read_mturk_results(text)
    assert (judgments[0].semantic, judgments[0].syntactic) == (2, 3)


@pytest.mark.parametrize(("text", "message"), [
    ("a,b\n1,2\n", "missing column"),
    (_mturk_csv([["H", "W", "A", "1", "Approved", "s", "p", "4", "1"]]), "line 2: semantic answer '4'"),
    (_mturk_csv([["H", "W", "A", "1", "Approved", "s", "p", "", "1"]]), "expected one semantic answer"),
    (_mturk_csv([["H", "W", "A", "x", "Approved", "s", "p", "1", "1"]]), "WorkTimeInSeconds"),
    (_mturk_csv([], [*MTURK_HEADER[:7], "Answer.other"]), "no semantic answer column"),
])
def test_bad_mturk_files(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        read_mturk_results(text)


def test_mturk_and_in_house_ratings_side_by_side(store: JudgmentStore, tmp_path: Path) -> None:
    import_items(store, CORPUS, "b", raters_per_item=2)
    store.add_annotator("ann", secret="s")
    item = store.next_item("b", "ann")
    assert item is not None
    store.submit(item.assignment_id, "ann", semantic=3, syntactic=1)
    path = tmp_path / "results.csv"
    path.write_text(_mturk_csv([
        ["H1", "W1", "A1", "31", "Approved", item.source, item.paraphrase, "1", "3"],
        ["H2", "W1", "A2", "20", "Approved", "A new source.", "A new paraphrase.", "2", "2"],
    ]))
    summary = import_mturk(store, path, "b")
    assert (summary.judgments, summary.added) == (2, 1)
    assert import_mturk(store, path, "b").judgments == 0  # importing twice adds nothing
    rows = store.judgment_rows("b")
    assert sorted((r.annotator, r.origin) for r in rows) == [
        ("ann", "inhouse"), ("mturk:W1", "mturk"), ("mturk:W1", "mturk")]
    report = batch_report(store, "b")
    assert set(report["details"]["by_origin"]) == {"inhouse", "mturk"}
    assert store.authenticate("mturk:W1", "") is None  # imported workers cannot log in
    # the MTurk worker's rating fills no in-house slot: two raters can still rate that item
    store.add_annotator("bob", secret="s")
    assert store.next_item("b", "bob") is not None


def test_paraphrases_identical_to_the_source_are_left_out() -> None:
    records = [_candidate("The boy wants to go."), _candidate("It is the boy who wants to go.")]
    assert [i.paraphrase for i in read_items(json.dumps(records))] == [
        "It is the boy who wants to go."]
    corpus = '{"text": "A b.", "paraphrases": [{"para_text": "A b."}, {"para_text": "B a."}]}'
    assert [i.paraphrase for i in read_items(corpus)] == ["B a."]
