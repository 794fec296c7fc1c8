"""pipeline.concepts: what a bare concept string is."""

from __future__ import annotations

import pytest

from pipeline.concepts import CONCEPT_KINDS, concept_kind, is_frame, strip_sense


@pytest.mark.parametrize(("concept", "kind"), [
    ("know-01", "predicate"), ("have-org-role-91", "special"), ("multi-sentence", "special"),
    ("amr-unknown", "special"), ("and", "special"), ("person", "noun"), ("name", "name"),
    ("date-entity", "date"), ("temporal-quantity", "quantity"), ("percentage-entity", "quantity"),
    ("they", "pronoun"), ("very", "attribute"), ("primeval", "attribute"), (None, "special"),
])
def test_concept_kind(concept: str | None, kind: str) -> None:
    assert concept_kind(concept) == kind
    assert kind in CONCEPT_KINDS


def test_strip_sense() -> None:
    assert strip_sense("price-01") == "price"
    assert strip_sense("thing") == "thing"


def test_is_frame_needs_a_lemma_and_a_two_digit_sense() -> None:
    assert is_frame("price-01") and is_frame("have-org-role-91")
    assert not is_frame("thing") and not is_frame("-01") and not is_frame("7-eleven")
