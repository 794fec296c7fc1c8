from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from db.reports import (
    batch_report,
    cohen_kappa,
    contract_report,
    fleiss_kappa,
    gwet_ac1,
    item_disagreements,
    krippendorff_alpha,
    majority,
    scale_distribution,
    score_agreement,
)
from db.service import ItemInput, JudgmentStore
from pipeline.errors import InputError, RatingError

# Fleiss (1971) as worked on Wikipedia: 10 subjects, 14 raters, 5 categories; kappa 0.210.
FLEISS_TABLE = [
    [0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
    [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7],
]


def test_fleiss_kappa_matches_the_worked_example() -> None:
    units = [[c + 1 for c, n in enumerate(row) for _ in range(n)] for row in FLEISS_TABLE]
    assert fleiss_kappa(units, categories=(1, 2, 3, 4, 5)) == pytest.approx(0.2099, abs=1e-4)


# Gwet, K. L. (2014). Handbook of Inter-Rater Reliability, 4th ed., p. 120: 4 raters
# classify 12 subjects into 5 categories, none rates every subject (None: no rating).
# Published: percent agreement pa = 0.818, chance agreement pe = 0.190, AC1 = 0.775.
GWET_4_RATERS = [
    [1, 1, None, 1], [2, 2, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3], [2, 2, 2, 2], [1, 2, 3, 4],
    [4, 4, 4, 4], [1, 1, 2, 1], [2, 2, 2, 2], [None, 5, 5, 5], [None, None, 1, 1],
    [None, None, 3, None],
]
# Gwet (2014), the same handbook: two abstractors classify 100 pregnancies as ectopic,
# abnormal intra-uterine or normal intra-uterine; AC1 = 0.849 (rows: abstractor 1).
GWET_ABSTRACTORS = [[13, 0, 0], [0, 20, 7], [0, 4, 56]]
# Wongpakaran, Wongpakaran, Wedding & Gwet (2013), BMC Med. Res. Methodol. 13:61, and
# Gwet (2008), Br. J. Math. Stat. Psychol. 61:29-48, show the kappa paradox these tables
# reproduce: with skewed labels kappa falls far below the observed agreement, AC1 does not.


def _pairs(table: list[list[int]]) -> list[list[int]]:
    return [[a + 1, b + 1] for a, row in enumerate(table) for b, n in enumerate(row)
            for _ in range(n)]


def test_gwet_ac1_matches_the_published_worked_examples() -> None:
    units = [[v for v in subject if v is not None] for subject in GWET_4_RATERS]
    assert gwet_ac1(units, categories=(1, 2, 3, 4, 5)) == pytest.approx(0.775, abs=5e-4)
    assert gwet_ac1(_pairs(GWET_ABSTRACTORS)) == pytest.approx(0.849, abs=5e-4)


def test_gwet_ac1_survives_skewed_labels_where_kappa_does_not() -> None:
    # 100 items, two raters agree on 90 (all "3"), disagree on 10: kappa near 0, AC1 high.
    skewed = [[3, 3]] * 90 + [[3, 2]] * 5 + [[2, 3]] * 5
    kappa, ac1 = fleiss_kappa(skewed), gwet_ac1(skewed)
    assert kappa is not None and ac1 is not None
    assert kappa < 0 < 0.85 < ac1
    assert gwet_ac1([[1], [2]]) is None
    assert gwet_ac1([[1, 1], [2, 2], [3, 3]]) == pytest.approx(1.0)


def test_fleiss_kappa_edge_cases() -> None:
    assert fleiss_kappa([[1, 1], [2, 2], [3, 3]]) == pytest.approx(1.0)
    assert fleiss_kappa([[3, 3], [3, 3]]) is None  # no variation: undefined
    assert fleiss_kappa([[1], [2]]) is None  # no item with two ratings


def test_cohen_kappa_matches_the_worked_example() -> None:
    # Wikipedia's example: 50 proposals, both say yes 20, A yes B no 5, A no B yes 10,
    # both no 15; kappa 0.4.
    a = [1] * 20 + [1] * 5 + [2] * 10 + [2] * 15
    b = [1] * 20 + [2] * 5 + [1] * 10 + [2] * 15
    assert cohen_kappa(a, b, categories=(1, 2)) == pytest.approx(0.4)
    assert cohen_kappa([], []) is None


def test_krippendorff_alpha_is_ordinal() -> None:
    near = [[1, 2], [2, 3], [3, 3], [1, 1], [2, 2]]
    far = [[1, 3], [3, 1], [3, 3], [1, 1], [2, 2]]
    a_near, a_far = krippendorff_alpha(near), krippendorff_alpha(far)
    assert a_near is not None and a_far is not None and a_near > a_far
    assert krippendorff_alpha([[1, 1], [2, 2], [3, 3]]) == pytest.approx(1.0)
    assert krippendorff_alpha([[2, 2], [2, 2]]) is None
    # nominal alpha does not see that 1 and 2 are close
    assert krippendorff_alpha(near, level="nominal") < a_near  # type: ignore[operator]


def test_distribution_and_majority() -> None:
    assert scale_distribution([]) == {"1": None, "2": None, "3": None, "avg": None}
    assert scale_distribution([1, 1, 3]) == {"1": 66.67, "2": 0.0, "3": 33.33, "avg": 1.6667}
    assert majority([2, 2, 3]) == 2 and majority([1, 2, 3]) is None


def test_batch_report(store: JudgmentStore) -> None:
    store.create_batch("b", raters_per_item=3)
    for name in ("ann", "bob", "cat"):
        store.add_annotator(name, secret="s")
    store.add_items("b", [ItemInput(f"S{i}.", f"P{i}.", engine="builtin" if i < 2 else "amrlib",
                                    focus_kind="noun") for i in range(4)])
    store.add_items("b", [ItemInput("G.", "GP.", gold=(3, 1))])
    store.update_batch("b", gold_rate=0.2)
    # ann and bob agree on everything; cat disagrees with them
    plan = {"ann": [(3, 1), (2, 2), (3, 3), (1, 1)], "bob": [(3, 1), (2, 2), (3, 3), (1, 1)],
            "cat": [(1, 3), (3, 1), (2, 2), (1, 3)]}
    for name, ratings in plan.items():
        given = 0
        while (item := store.next_item("b", name)) is not None:
            if item.source == "G.":
                expected = (3, 1) if name != "cat" else (1, 1)
                store.submit(item.assignment_id, name, semantic=expected[0], syntactic=expected[1])
                continue
            index = int(item.source[1])
            sem, syn = ratings[index]
            store.submit(item.assignment_id, name, semantic=sem, syntactic=syn, seconds=10.0 + given)
            given += 1
    full = batch_report(store, "b")
    report = contract_report(full)
    assert list(report) == ["items", "judgments", "complete_items", "semantic", "syntactic",
                            "agreement", "annotators"]
    assert (report["items"], report["judgments"], report["complete_items"]) == (4, 12, 4)
    assert set(report["semantic"]) == {"1", "2", "3", "avg"}
    assert report["syntactic"]["3"] == pytest.approx(33.33)
    assert set(report["agreement"]) == {"fleiss_kappa", "krippendorff_alpha", "gwet_ac1"}
    assert report["agreement"]["fleiss_kappa"]["semantic"] < 0.5
    people = {a["name"]: a for a in report["annotators"]}
    assert set(people["ann"]) == {"name", "judgments", "kappa_vs_majority", "gold_accuracy"}
    assert people["ann"]["kappa_vs_majority"] == pytest.approx(1.0)
    assert people["cat"]["kappa_vs_majority"] < 0.4
    assert people["ann"]["gold_accuracy"] == 1.0 and people["cat"]["gold_accuracy"] == 0.0
    details = full["details"]
    assert set(details["by_engine"]) == {"builtin", "amrlib"}
    assert details["by_engine"]["builtin"]["judgments"] == 6
    assert details["seconds_per_item"]["n"] == 12
    assert full["annotators"][2]["below_reassign_threshold"] is True


def test_aggregate_by_focus(store: JudgmentStore) -> None:
    from db.reports import aggregate

    store.create_batch("b", raters_per_item=1)
    store.add_annotator("ann", secret="s")
    store.add_items("b", [ItemInput(f"S{i}.", f"P{i}.", focus_kind=("noun", "predicate")[i % 2],
                                    focus_role=":ARG0" if i % 2 else None) for i in range(4)])
    while (item := store.next_item("b", "ann")) is not None:
        index = int(item.source[1])
        store.submit(item.assignment_id, "ann", semantic=3 - index % 2, syntactic=1 + index % 2)
    groups = aggregate(store.judgment_rows("b"), ("focus_kind", "focus_role"))
    assert groups == [
        {"focus_kind": "noun", "focus_role": None, "judgments": 2, "semantic_avg": 3.0,
         "syntactic_avg": 1.0},
        {"focus_kind": "predicate", "focus_role": ":ARG0", "judgments": 2, "semantic_avg": 2.0,
         "syntactic_avg": 2.0}]

def test_judgment_rows_carry_the_pipeline_view_of_the_paraphrase(store: JudgmentStore) -> None:
    """Focus debugging puts automatic scores, the filter verdict and the graph beside ratings."""
    store.create_batch("b", raters_per_item=1)
    store.add_annotator("ann", secret="s")
    store.add_items("b", [
        ItemInput("A source.", "A paraphrase.", focus="x", amr="(x / thing)",
                  scores={"semantic": 0.8, "perplexity": 90.0}, kept=True),
        ItemInput("B source.", "B paraphrase.")])
    while (item := store.next_item("b", "ann")) is not None:
        store.submit(item.assignment_id, "ann", semantic=2, syntactic=2)
    rows = {row.source: row for row in store.judgment_rows("b")}
    assert rows["A source."].scores == {"semantic": 0.8, "perplexity": 90.0}
    assert rows["A source."].kept is True
    assert rows["A source."].amr == "(x / thing)"
    assert (rows["B source."].scores, rows["B source."].kept, rows["B source."].amr) == ({}, None, None)


_units = st.lists(st.lists(st.integers(1, 3), min_size=2, max_size=5), min_size=2, max_size=30)


@settings(max_examples=60, deadline=None)
@given(_units, st.randoms())
def test_fleiss_kappa_properties(units: list[list[int]], rnd: random.Random) -> None:
    kappa = fleiss_kappa(units)
    shuffled = [rnd.sample(u, len(u)) for u in rnd.sample(units, len(units))]
    again = fleiss_kappa(shuffled)
    if kappa is None:
        assert again is None
        return
    assert again == pytest.approx(kappa)  # neither rater nor item order matters
    assert -1.0 <= kappa <= 1.0 + 1e-9
    if all(len(set(u)) == 1 for u in units):
        assert kappa == pytest.approx(1.0)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 3), st.integers(1, 3)), min_size=1, max_size=40))
def test_cohen_kappa_is_symmetric_and_bounded(pairs: list[tuple[int, int]]) -> None:
    a, b = [x for x, _ in pairs], [y for _, y in pairs]
    kappa = cohen_kappa(a, b)
    assert kappa == cohen_kappa(b, a)
    assert kappa is None or -1.0 <= kappa <= 1.0 + 1e-9


def _rated(store: JudgmentStore, ratings: dict[str, list[tuple[int, int]]],
           scores: list[dict[str, float]]) -> None:
    store.create_batch("s", raters_per_item=len(ratings))
    store.add_items("s", [ItemInput(f"Source {i}.", f"Paraphrase {i}.", scores=score)
                          for i, score in enumerate(scores)])
    for rater, answers in ratings.items():
        store.add_annotator(rater, secret="x")
        for semantic, syntactic in answers:
            item = store.next_item("s", rater)
            assert item is not None
            store.submit(item.assignment_id, rater, semantic=semantic, syntactic=syntactic)


def test_scores_against_people(store: JudgmentStore) -> None:
    # A semantic score that ranks the items as the raters do, and a perplexity that
    # is high exactly where they said 1 (lower is better: AUC 1 once turned round).
    scores = [{"semantic": 0.9, "perplexity": 40.0, "one_minus_bleu": 0.2},
              {"semantic": 0.7, "perplexity": 60.0, "one_minus_bleu": 0.5},
              {"semantic": 0.2, "perplexity": 900.0, "one_minus_bleu": 0.9},
              {"semantic": 0.1, "perplexity": 800.0, "one_minus_bleu": 0.1}]
    _rated(store, {"a": [(3, 1), (2, 2), (1, 3), (1, 1)], "b": [(3, 1), (3, 2), (1, 3), (1, 2)]},
           scores)
    found = score_agreement(store.judgment_rows("s"))
    assert set(found) == {"semantic", "perplexity", "one_minus_bleu"}
    # The two items rated 1 by both tie: a perfect order, but not a perfect rank correlation.
    assert found["semantic"]["semantic"] == {"rated_1": 2, "auc": 1.0, "spearman": 0.9487}
    assert found["perplexity"]["oriented"] == "lower is better"
    assert found["perplexity"]["semantic"]["auc"] == 1.0
    assert found["one_minus_bleu"]["syntactic"]["spearman"] == pytest.approx(0.8, abs=1e-4)
    assert found["semantic"]["n"] == 4
    report = batch_report(store, "s")
    assert report["details"]["scores_vs_ratings"] == found


def test_disagreements_and_adjudication(store: JudgmentStore) -> None:
    _rated(store, {"a": [(3, 1), (2, 2), (1, 3)], "b": [(3, 1), (3, 2), (3, 1)]},
           [{}, {}, {}])
    store.add_annotator("boss", role="admin", secret="x")
    found = item_disagreements(store.judgment_rows("s"))
    assert [(d["position"], d["spread"]) for d in found] == [
        (2, {"semantic": 2, "syntactic": 2}), (1, {"semantic": 1, "syntactic": 0})]
    assert found[0]["majority"] == {"semantic": None, "syntactic": None}
    assert found[0]["adjudicated"] is None
    final = store.adjudicate("s", found[0]["item_id"], by="boss", semantic=2, syntactic=3,
                             note="  paraphrase drops a detail ")
    assert (final.semantic, final.syntactic, final.note, final.by) == (
        2, 3, "paraphrase drops a detail", "boss")
    store.adjudicate("s", found[0]["item_id"], by="boss", semantic=1, syntactic=3)  # changed
    assert {i: (a.semantic, a.syntactic) for i, a in store.adjudications("s").items()} == {
        found[0]["item_id"]: (1, 3)}
    again = item_disagreements(store.judgment_rows("s"))
    assert again[0]["adjudicated"] == {"semantic": 1, "syntactic": 3}
    with pytest.raises(InputError, match="'a' is not an active admin"):
        store.adjudicate("s", found[0]["item_id"], by="a", semantic=1, syntactic=1)
    with pytest.raises(InputError, match="has no item 999"):
        store.adjudicate("s", 999, by="boss", semantic=1, syntactic=1)
    with pytest.raises(RatingError):
        store.adjudicate("s", found[0]["item_id"], by="boss", semantic=4, syntactic=1)
    report = batch_report(store, "s")
    assert (report["details"]["disagreements"], report["details"]["adjudicated_items"]) == (2, 1)
