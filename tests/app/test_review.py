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
    for label in ("Fleiss' kappa", "Krippendorff's alpha (ordinal)", "Gwet's AC1"):
        for scale in ("meaning", "structure"):
            assert metrics[f"{label}, {scale}"] != "None"
    # Every item: 3, 3, 1 for meaning: skewed labels, kappa low, AC1 higher.
    assert float(metrics["Gwet's AC1, meaning"]) > float(metrics["Fleiss' kappa, meaning"])
    explained = " ".join(m.value for m in at.markdown)
    assert "**Gwet's AC1**: agreement beyond chance that stays near" in explained
    table = at.dataframe[0].value
    assert list(table.columns) == ["scale", "rated 1", "rated 2", "rated 3", "average"]
    assert table.iloc[0].tolist()[:4] == ["meaning", 33.33, 0.0, 66.67]
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


def _table(at: Any, column: str) -> Any:
    """The table on the page with this column."""
    return next(d.value for d in at.dataframe if column in d.value.columns)


def _cells(at: Any) -> list[str]:
    """Every metric value and table cell on the page, as text."""
    cells = [m.value for m in at.metric]
    for frame in at.dataframe:
        cells += [str(v) for v in frame.value.to_numpy().ravel()]
    return cells


def test_no_ratings_yet_says_so_without_empty_boxes(make_app: Callable[..., Any],
                                                     app_env: dict[str, str]) -> None:
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app_env["PARAAMR_DB"])
    store.create_batch("fresh", raters_per_item=2)
    store.add_items("fresh", [ItemInput("Dogs bark.", "Barking is what dogs do.")])
    at = make_app("review", signed_in=_admin(store))
    assert not at.exception, at.exception
    assert not at.metric and not at.get("vega_lite_chart")
    info = [i.value for i in at.info]
    assert info[0].startswith("No ratings yet in this batch: 1 pair(s) wait for raters.")
    assert "No ratings yet: the raters' table fills in as people rate." in info
    # Only the batch list and the accounts: no empty tables.
    assert sorted(d.value.columns[0] for d in at.dataframe) == ["batch", "name"]


def test_one_rater_per_item_says_why_there_is_no_agreement(make_app: Callable[..., Any],
                                                           app_env: dict[str, str]) -> None:
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app_env["PARAAMR_DB"])
    store.create_batch("solo", raters_per_item=1)
    store.add_items("solo", [ItemInput(f"Source {n}.", f"Paraphrase {n}.") for n in range(3)])
    store.add_annotator("una")
    while (item := store.next_item("solo", "una")) is not None:
        store.submit(item.assignment_id, "una", semantic=3, syntactic=2)
    at = make_app("review", signed_in=_admin(store))
    assert not at.exception, at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Gwet's AC1, meaning"] == "needs 2+ raters on an item"
    assert metrics["Median seconds per pair"] == "not timed"
    raters = _table(at, "rater").iloc[0].to_dict()
    assert raters["kappa vs majority"] == "needs items shared with 2+ other raters"
    assert raters["gold accuracy"] == "no gold items rated"
    cells = _cells(at)
    assert not [c for c in cells if c in ("None", "n/a", "nan", "NaN")]


def test_raters_checks_and_approving_a_held_rater(make_app: Callable[..., Any],
                                                  app_env: dict[str, str]) -> None:
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app_env["PARAAMR_DB"])
    store.create_batch("checked", raters_per_item=2)
    store.add_items("checked", [ItemInput("Dogs bark.", "Barking is what dogs do."),
                                ItemInput("Cats purr.", "Purring is what cats do.")])
    store.add_practice("checked", [ItemInput("Birds sing.", "Singing is what birds do.",
                                             gold=(3, 3))], min_accuracy=1.0)
    store.add_attention_checks("checked", 1, rate=0.5)
    store.add_annotator("vic")
    store.add_annotator("wyn")
    item = store.next_item("checked", "vic")  # practice, answered wrong: held
    store.submit(item.assignment_id, "vic", semantic=1, syntactic=1)
    item = store.next_item("checked", "wyn")
    store.submit(item.assignment_id, "wyn", semantic=3, syntactic=3)
    while (item := store.next_item("checked", "wyn")) is not None:
        store.submit(item.assignment_id, "wyn", semantic=3, syntactic=1)
    at = make_app("review", signed_in=_admin(store))
    assert not at.exception, at.exception
    raters = {r["rater"]: r for r in _table(at, "rater").to_dict("records")}
    assert raters["wyn"]["attention checks passed"] == "100% of 1"
    assert raters["wyn"]["practice accuracy"] == "100%"
    assert (raters["vic"]["qualification"], raters["vic"]["practice accuracy"]) == ("held", "0%")
    assert at.button(key="review_held_vic").disabled
    at.button(key="review_qualified_vic").click().run()
    assert not at.exception, at.exception
    standing = store.qualification("checked", "vic")
    assert (standing.status, standing.decided_by) == ("qualified", "boss")
    assert store.next_item("checked", "vic") is not None  # the queue is open now
    at.button(key="review_held_vic").click().run()
    assert store.qualification("checked", "vic").status == "held"


def test_disagreements_and_setting_a_final_label(make_app: Callable[..., Any],
                                                 rated: Any) -> None:
    at = make_app("review", signed_in=_admin(rated))
    disputes = _table(at, "final label")
    assert len(disputes) == 4
    first = disputes.iloc[0].to_dict()
    assert first["ratings"] == "ann: 3/2, bo: 3/1, cy: 1/3"
    assert (first["majority"], first["final label"]) == ("3/tie", "not set")
    item_id = int(first["item"])
    assert at.selectbox(key="review_adj_item").value == item_id
    at.radio(key=f"review_adj_semantic_{item_id}").set_value(3)
    at.radio(key=f"review_adj_syntactic_{item_id}").set_value(2)
    at.text_input(key=f"review_adj_note_{item_id}").input("two of three say same meaning")
    at.button(key="review_adj_save").click().run()
    assert not at.exception, at.exception
    final = rated.adjudications("pilot")[item_id]
    assert (final.semantic, final.syntactic, final.note, final.by) == (
        3, 2, "two of three say same meaning", "boss")
    disputes = _table(at, "final label")
    assert disputes[disputes["item"] == item_id]["final label"].tolist() == ["3/2"]


def test_batch_settings_strategy_time_limit_and_attention_rate(make_app: Callable[..., Any],
                                                               rated: Any) -> None:
    at = make_app("review", signed_in=_admin(rated))
    at.selectbox(key="review_set_strategy_pilot").set_value("random")
    at.number_input(key="review_set_timeout_pilot").set_value(5.0)
    at.number_input(key="review_set_attention_pilot").set_value(0.2)
    next(b for b in at.button if b.proto.form_id == "review_batch_settings_pilot").click().run()
    assert not at.exception, at.exception
    info = rated.batch_info("pilot")
    assert (info.assignment_strategy, info.assignment_timeout, info.attention_rate) == (
        "random", 300.0, 0.2)
    assert at.number_input(key="review_set_timeout_pilot").value == 5.0  # shown as saved


def test_scores_against_people_say_which_filter_to_trust(make_app: Callable[..., Any],
                                                         app_env: dict[str, str]) -> None:
    from db.service import ItemInput, JudgmentStore

    store = JudgmentStore(app_env["PARAAMR_DB"])
    store.create_batch("scored", raters_per_item=2)
    # semantic follows the people's meaning ratings; length_rate does not.
    meaning = {f"Paraphrase {n}.": rating for n, rating in enumerate([1, 1, 2, 3, 3, 3])}
    store.add_items("scored", [
        ItemInput(f"Source {n}.", text, scores={"semantic": 0.2 + 0.1 * n,
                                                "length_rate": [1.0, 0.7, 1.1, 0.9, 0.8, 1.2][n]})
        for n, text in enumerate(meaning)])
    for rater in ("xia", "yul"):
        store.add_annotator(rater)
        while (item := store.next_item("scored", rater)) is not None:
            store.submit(item.assignment_id, rater, semantic=meaning[item.paraphrase],
                         syntactic=2)
    at = make_app("review", signed_in=_admin(store))
    assert not at.exception, at.exception
    table = _table(at, "AUC (meaning)")
    by_score = {r["score"]: r for r in table.to_dict("records")}
    assert by_score["semantic"]["AUC (meaning)"] == "1.000"
    assert by_score["semantic"]["what it measures"].startswith("Same meaning as the source?")
    assert by_score["length_rate"]["AUC (structure)"] == "needs pairs rated 1 and pairs rated higher"
    assert by_score["semantic"]["Spearman (structure)"] == (
        "needs pairs with different scores and ratings")
    assert any(m.value.startswith("Trust **semantic** most to filter out pairs people rate 1")
               for m in at.markdown)
    assert at.get("vega_lite_chart")


def test_exports_parquet_and_a_hugging_face_folder(make_app: Callable[..., Any], rated: Any,
                                                   tmp_path: Any) -> None:
    import io
    import zipfile

    import pyarrow.parquet as pq

    from app.review_view import _table_bytes

    at = make_app("review", signed_in=_admin(rated))
    assert any("review_dl_parquet" in b.proto.id for b in at.get("download_button"))
    assert any("review_dl_hf" in b.proto.id for b in at.get("download_button"))
    rows = rated.judgment_rows("pilot")
    table = pq.read_table(io.BytesIO(_table_bytes(rows, "parquet")))
    assert table.num_rows == 12 and {"semantic", "adjudicated_semantic"} <= set(table.column_names)
    datasets = pytest.importorskip("datasets")
    zipfile.ZipFile(io.BytesIO(_table_bytes(rows, "hf"))).extractall(tmp_path)
    loaded = datasets.load_from_disk(str(tmp_path / "judgments"))
    assert loaded.num_rows == 12 and sorted(set(loaded["annotator"])) == ["ann", "bo", "cy"]
