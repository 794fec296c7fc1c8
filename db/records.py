"""The plain records the annotation service takes and returns.

They are frozen dataclasses, detached from any database session, so the app
and scripts can keep them as long as they like.

>>> check_scale("semantic", 3)
3
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pipeline.errors import InputError, RatingError

__all__ = [
    "SCALES",
    "AdjudicationRecord",
    "AnnotatorInfo",
    "BatchInfo",
    "ImportSummary",
    "ImportedJudgment",
    "ItemInput",
    "JudgmentRecord",
    "JudgmentRow",
    "PracticeFeedback",
    "Progress",
    "QualificationHeld",
    "QualificationInfo",
    "QueueEmpty",
    "QueueItem",
    "StoredParaphrase",
    "check_expected",
    "check_scale",
    "check_seconds",
]

SCALES = ("semantic", "syntactic")


class QueueEmpty(RatingError):
    """The rater has nothing left to rate in this batch."""


class QualificationHeld(RatingError):
    """The rater's practice accuracy fell short (or an admin rejected them):
    their real queue stays closed until an admin qualifies them."""


def check_scale(name: str, value: object) -> int:
    """``value`` as a rating on the paper's 3-point scale, or a RatingError.

    Only real integers count: ``"3"`` is text and ``True`` is not a rating.

    >>> check_scale("semantic", 2)
    2
    >>> check_scale("syntactic", "3")
    Traceback (most recent call last):
    ...
    pipeline.errors.RatingError: syntactic must be the integer 1, 2 or 3 (3 = best), got the str '3'
    """
    if type(value) is not int:
        raise RatingError(f"{name} must be the integer 1, 2 or 3 (3 = best), "
                          f"got the {type(value).__name__} {value!r}")
    if not 1 <= value <= 3:
        raise RatingError(f"{name} must be 1, 2 or 3 (3 = best), got {value}")
    return value


def check_expected(semantic: object, syntactic: object) -> tuple[int | None, int | None]:
    """The expected ratings of a gold item: each a rating or ``None``, not both ``None``.

    >>> check_expected(3, None)
    (3, None)
    >>> check_expected(None, None)
    Traceback (most recent call last):
    ...
    pipeline.errors.InputError: a gold item needs at least one expected rating
    """
    expected = tuple(None if value is None else check_scale(f"expected {scale}", value)
                     for scale, value in zip(SCALES, (semantic, syntactic), strict=True))
    if expected == (None, None):
        raise InputError("a gold item needs at least one expected rating")
    return expected[0], expected[1]


def check_seconds(seconds: object) -> float | None:
    """Time spent on an item: ``None`` or a finite number >= 0.

    >>> check_seconds(float("inf"))
    Traceback (most recent call last):
    ...
    pipeline.errors.RatingError: seconds spent must be a finite number >= 0, got inf
    """
    if seconds is None:
        return None
    if (isinstance(seconds, bool) or not isinstance(seconds, int | float)
            or not 0 <= seconds < math.inf):
        raise RatingError(f"seconds spent must be a finite number >= 0, got {seconds!r}")
    return float(seconds)


@dataclass(frozen=True)
class ItemInput:
    """A (source, paraphrase) pair to rate, with what is known about how it was made."""

    source: str
    paraphrase: str
    focus: str | None = None
    concept: str | None = None
    focus_kind: str | None = None
    focus_role: str | None = None
    # The focus's depth and subtree size in the graph before refocusing.
    focus_depth: int | None = None
    subtree_size: int | None = None
    edits: Sequence[str] = ()
    engine: str | None = None
    construction: str | None = None
    amr: str | None = None
    scores: dict[str, Any] = field(default_factory=dict)
    signatures: dict[str, str] = field(default_factory=dict)
    kept: bool | None = None
    reasons: Sequence[str] = ()
    # Expected (semantic, syntactic) ratings when this is a gold item.
    gold: tuple[int | None, int | None] | None = None
    # Why those are the expected ratings (shown as feedback on practice items).
    gold_note: str | None = None


@dataclass(frozen=True)
class ImportedJudgment:
    """A judgment made elsewhere (an MTurk results row)."""

    source: str
    paraphrase: str
    worker: str
    semantic: int
    syntactic: int
    seconds: float | None = None
    external_id: str | None = None
    comment: str | None = None


@dataclass(frozen=True)
class ImportSummary:
    added: int = 0
    # Pairs (sentence 1, sentence 2) already in the batch, or repeated in the input.
    duplicates: int = 0
    gold: int = 0
    judgments: int = 0
    skipped: int = 0
    # Candidates left out because the filter dropped them.
    filtered: int = 0


@dataclass(frozen=True)
class QueueItem:
    """What a rater sees: the two sentences (blind to how the paraphrase was made)."""

    assignment_id: int
    item_id: int
    batch: str
    source: str
    paraphrase: str
    instructions: str
    # A practice item (its answer gets feedback); gold items and attention
    # checks are not marked: the rater must not tell them apart.
    practice: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"assignment": self.assignment_id, "item": self.item_id, "batch": self.batch,
                "source": self.source, "paraphrase": self.paraphrase, "practice": self.practice}


@dataclass(frozen=True)
class PracticeFeedback:
    """What a rater is told after answering a practice item."""

    expected_semantic: int | None
    expected_syntactic: int | None
    correct: bool
    note: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"expected_semantic": self.expected_semantic,
                "expected_syntactic": self.expected_syntactic, "correct": self.correct,
                "note": self.note}


@dataclass(frozen=True)
class JudgmentRecord:
    """A stored judgment, and what the call that returned it changed."""

    id: int
    assignment_id: int
    item_id: int
    annotator: str
    semantic: int
    syntactic: int
    comment: str | None
    seconds: float | None
    created: bool = False
    changed: bool = False
    # Set when the item was a practice item.
    feedback: PracticeFeedback | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {"judgment": self.id, "assignment": self.assignment_id, "item": self.item_id,
               "annotator": self.annotator, "semantic": self.semantic,
               "syntactic": self.syntactic, "comment": self.comment, "seconds": self.seconds}
        if self.feedback is not None:
            out["feedback"] = self.feedback.to_dict()
        return out


@dataclass(frozen=True)
class AnnotatorInfo:
    name: str
    role: str
    active: bool
    judgments: int
    created_at: datetime


@dataclass(frozen=True)
class BatchInfo:
    name: str
    instructions: str
    raters_per_item: int
    gold_rate: float
    items: int
    gold_items: int
    judgments: int
    complete_items: int
    raters: tuple[str, ...]
    created_at: datetime
    attention_items: int = 0
    practice_items: int = 0
    attention_rate: float = 0.0
    assignment_strategy: str = "least-annotated"
    assignment_timeout: float | None = None
    min_practice_accuracy: float | None = None


@dataclass(frozen=True)
class QualificationInfo:
    """Where a rater stands with a batch's practice items.

    ``status``: ``not-required`` (the batch has no practice items),
    ``practising`` (some are unanswered), ``qualified``, ``held`` (accuracy
    below the batch's minimum: waiting for an admin) or ``rejected``.
    """

    batch: str
    annotator: str
    status: str
    practice_items: int
    practice_done: int
    accuracy: float | None
    min_accuracy: float | None
    decided_by: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"batch": self.batch, "annotator": self.annotator, "status": self.status,
                "practice_items": self.practice_items, "practice_done": self.practice_done,
                "accuracy": self.accuracy, "min_accuracy": self.min_accuracy,
                "decided_by": self.decided_by}


@dataclass(frozen=True)
class AdjudicationRecord:
    """The final label an admin set for an item."""

    item_id: int
    semantic: int
    syntactic: int
    note: str | None
    by: str | None
    updated_at: datetime


@dataclass(frozen=True)
class Progress:
    """Where a batch (and, when asked, one rater) stands."""

    batch: str
    items: int
    gold_items: int
    raters_per_item: int
    judgments: int
    complete_items: int
    annotator: str | None = None
    done: int | None = None
    skipped: int | None = None
    remaining: int | None = None

    @property
    def fraction_complete(self) -> float:
        needed = self.items * self.raters_per_item
        return min(1.0, self.judgments / needed) if needed else 1.0


@dataclass(frozen=True)
class JudgmentRow:
    """One judgment with its item, flattened for export and reports."""

    batch: str
    item_id: int
    position: int
    source: str
    paraphrase: str
    focus: str | None
    concept: str | None
    focus_kind: str | None
    focus_role: str | None
    engine: str | None
    construction: str | None
    annotator: str
    semantic: int
    syntactic: int
    comment: str | None
    seconds: float | None
    origin: str
    external_id: str | None
    gold: bool
    expected_semantic: int | None
    expected_syntactic: int | None
    created_at: datetime
    updated_at: datetime
    # What the pipeline said of the paraphrase, for focus debugging beside the
    # human ratings; not part of the judgment exports (EXPORT_COLUMNS).
    scores: dict[str, Any] = field(default_factory=dict)
    kept: bool | None = None
    amr: str | None = None
    focus_depth: int | None = None
    subtree_size: int | None = None
    # The kind of a check item (gold, attention, practice); None for real items.
    check: str | None = None
    # The final label an admin set for the item, if one did.
    adjudicated_semantic: int | None = None
    adjudicated_syntactic: int | None = None


@dataclass(frozen=True)
class StoredParaphrase:
    """A stored paraphrase with how it was made, what the pipeline said of it,
    and the human ratings it got in any batch (counted judgments of non-gold
    items), for focus debugging."""

    id: int
    source: str
    paraphrase: str
    focus: str | None
    concept: str | None
    focus_kind: str | None
    focus_role: str | None
    focus_depth: int | None
    subtree_size: int | None
    edits: tuple[str, ...]
    engine: str | None
    construction: str | None
    scores: dict[str, Any]
    kept: bool | None
    reasons: tuple[str, ...]
    amr: str | None
    created_at: datetime
    batches: tuple[str, ...] = ()
    # (semantic, syntactic) per judgment.
    ratings: tuple[tuple[int, int], ...] = ()
