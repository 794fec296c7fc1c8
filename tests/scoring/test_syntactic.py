"""Tree edit distances on hand-built trees and on projected spaCy trees."""

from __future__ import annotations

import logging

import pytest

from pipeline.scoring.syntactic import (
    TED3,
    TEDF,
    DependencyProjection,
    PhraseTree,
    tree_edit_distance,
)


def tree(text: str) -> PhraseTree:
    return PhraseTree.from_bracketed(text)


# Distances worked out by hand with unit costs (insert, delete, relabel).
HAND_COMPUTED = [
    ("(S (NP) (VP))", "(S (NP) (VP))", 0),
    ("(S (NP) (VP))", "(S (VP) (NP))", 2),  # relabel both children
    ("(S)", "(S (NP) (VP))", 2),  # insert two leaves
    ("(A (B (C)))", "(A (C))", 1),  # delete B, C moves up
    ("(S (NP (DT) (NN)) (VP (VBD)))", "(S (NP (DT) (NN)) (VP (VBD) (NP (PRP))))", 2),
    # Subject and object swap their shapes: keep everything but DT/NN <-> PRP:
    # relabel DT->PRP, delete NN in the subject, relabel PRP->DT, insert NN in the object.
    ("(S (NP (DT) (NN)) (VP (VBD) (NP (PRP))))", "(S (NP (PRP)) (VP (VBD) (NP (DT) (NN))))", 4),
    # Fronted VP: keep S and the larger NP subtree, delete VP+VBD, re-insert them after.
    ("(S (NP (DT) (NN)) (VP (VBD)))", "(S (VP (VBD)) (NP (DT) (NN)))", 4),
]


@pytest.mark.parametrize(("a", "b", "distance"), HAND_COMPUTED)
def test_hand_built_trees(a, b, distance):
    assert tree_edit_distance(tree(a), tree(b)) == distance
    assert tree_edit_distance(tree(b), tree(a)) == distance


@pytest.mark.parametrize(("a", "b", "distance"), HAND_COMPUTED)
def test_apted_agrees_with_zhang_shasha(a, b, distance):
    import zss

    def to_zss(node: PhraseTree) -> zss.Node:
        out = zss.Node(node.label)
        for child in node.children:
            out.addkid(to_zss(child))
        return out

    assert zss.simple_distance(to_zss(tree(a)), to_zss(tree(b))) == distance


def test_brackets_with_words_drop_the_words():
    parsed = tree("(ROOT (S (NP (PRP It)) (VP (VBZ works)) (. .)))")
    assert parsed.bracketed() == "(ROOT (S (NP (PRP)) (VP (VBZ)) (.)))"
    assert parsed.size() == 7 and parsed.height() == 4


def test_bad_brackets_are_value_errors():
    with pytest.raises(ValueError):
        tree("(S (NP")
    with pytest.raises(ValueError):
        tree("S NP")


def test_pruning_keeps_the_top_levels():
    a = tree("(S (NP (DT) (NN)) (VP (VBD) (NP (DT) (JJ) (NN))))")
    b = tree("(S (NP (PRP)) (VP (VBD) (NP (NN))))")
    assert a.pruned(3) == tree("(S (NP (DT) (NN)) (VP (VBD) (NP)))")
    assert a.pruned(1) == tree("(S)")
    # Differences below level 3 vanish from TED-3.
    c = tree("(S (NP (DT) (NN)) (VP (VBD) (NP (PRP))))")
    assert tree_edit_distance(a.pruned(3), c.pruned(3)) == 0
    assert tree_edit_distance(a, c) == 3
    assert tree_edit_distance(a.pruned(3), b.pruned(3)) == 2


def test_projection_has_the_clause_shape_of_ptb():
    parser = DependencyProjection()
    [active, passive] = parser.trees(["The dog chased a small cat.",
                                      "The cat was chased by the dog."])
    assert active.bracketed() == "(S (NP (DT) (NN)) (VP (VBD) (NP (DT) (JJ) (NN))) (.))"
    assert passive.label == "S" and [c.label for c in passive.children] == ["NP", "VP", "."]


def test_projection_wraps_subordinate_clauses_and_pronouns():
    [said] = DependencyProjection().trees(["He said that she left."])
    assert said.bracketed().startswith("(S (NP (PRP)) (VP (VBD) (SBAR (IN) (S (NP (PRP))")


def test_ted_compares_structure_not_words():
    for metric in (TED3(), TEDF()):
        assert metric.score("The dog chased a small cat.", "The dog chased a small cat.") == 0.0
        assert metric.score("The dog chased a small cat.", "The man ate a green apple.") == 0.0
        assert metric.score("The dog chased a small cat.", "The cat was chased by the dog.") > 0


def test_ted3_is_at_most_tedf():
    source = "The giant rock was first observed on August 24 by a research program."
    candidates = ["A research program first observed the giant rock on August 24.",
                  "It was on August 24 that the rock was first seen."]
    ted3 = TED3().score_batch(source, candidates)
    tedf = TEDF().score_batch(source, candidates)
    assert all(0 < a <= b for a, b in zip(ted3, tedf, strict=True))


def test_empty_and_non_ascii_inputs():
    assert TEDF().score_batch("The cat sat.", ["", "Zoë a mangé — 東京."])[0] is None
    assert TEDF().score("Zoë a mangé une crème brûlée.", "Zoë a mangé une crème brûlée.") == 0.0
    assert TEDF().score("", "The cat sat.") is None


def test_a_1000_token_sentence_is_truncated_with_a_warning(caplog):
    long = " ".join(["the dog barked and"] * 250) + " slept."
    with caplog.at_level(logging.WARNING):
        [value] = TEDF().score_batch("The dog barked.", [long])
    assert value is not None and value > 0
    assert any("truncated to the first 150" in r.getMessage() for r in caplog.records)


def test_signature_names_the_tree_source():
    signature = TED3().signature()
    assert signature.startswith("ted3|trees:spacy-dep-projection(")
    assert "|words:no|levels:3|ted:apted-1.0.3|v:0.1.0" in signature
    assert "|levels:all|" in TEDF().signature()


def test_a_parser_that_fails_to_load_is_tried_once(monkeypatch, caplog):
    from pipeline.scoring import base, syntactic

    monkeypatch.setattr(base, "_cache", {})
    monkeypatch.setattr(syntactic, "_has_module", lambda name: name == "benepar")
    attempts = []

    def broken(self):
        attempts.append(self)
        raise OSError("benepar_en3 not found")

    monkeypatch.setattr(syntactic.BeneparParser, "__init__", broken)
    with caplog.at_level(logging.WARNING):
        first, second = syntactic.get_tree_parser(), syntactic.get_tree_parser()
    assert first is second and isinstance(first, syntactic.DependencyProjection)
    assert len(attempts) == 1
    assert sum("benepar is installed but cannot parse" in r.getMessage()
               for r in caplog.records) == 1
