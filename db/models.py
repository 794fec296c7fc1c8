"""The tables of the annotation store (SQLAlchemy 2.0 typed models).

A *sentence* has *paraphrases* (each from one *graph*, with its focus, edits,
engine, scores and the filter's verdict).  A *batch* holds *items*, one per
paraphrase it asks raters about, each rated by ``raters_per_item`` raters.  An
*assignment* gives one item to one *annotator*; it holds one of the item's
rater slots, so the unique ``(item_id, slot)`` pair is what keeps an item from
ever getting more than N raters, even under concurrent writers.  A *judgment*
is the rating of an assignment on the paper's two 3-point scales (Table 4:
3 is best); every change of it is kept in *judgment_revisions*.  *Gold items*
carry the ratings a careful rater is expected to give; their ``kind`` says
what they are for: ``gold`` (mixed into the queue at the batch's gold rate),
``attention`` (attention checks: sentence 2 is the source itself, or an
unrelated sentence; mixed in at the attention rate) or ``practice`` (served
before the real queue, with feedback; a rater whose practice accuracy is
below the batch's minimum is held for review, see *qualifications*).  An
admin's *adjudication* sets the final label of an item.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from db.base import Base

__all__ = [
    "ASSIGNMENT_STATUSES",
    "ASSIGNMENT_STRATEGIES",
    "CHECK_KINDS",
    "QUALIFICATION_STATUSES",
    "ROLES",
    "Adjudication",
    "Annotator",
    "Assignment",
    "Batch",
    "BatchRater",
    "GoldItem",
    "Graph",
    "Item",
    "Judgment",
    "JudgmentRevision",
    "Paraphrase",
    "Qualification",
    "Sentence",
    "utcnow",
]

ROLES = ("admin", "annotator")
ASSIGNMENT_STATUSES = ("assigned", "done", "skipped", "released", "expired")
# least-annotated: items with the fewest raters first (every item gets one
# rating before any gets two); fill-first: the fullest items first (complete
# items before opening new ones; the only order before revision 0004);
# random: a fixed shuffle per rater.
ASSIGNMENT_STRATEGIES = ("least-annotated", "fill-first", "random")
CHECK_KINDS = ("gold", "attention", "practice")
QUALIFICATION_STATUSES = ("qualified", "held", "rejected")
JUDGMENT_ORIGINS = ("inhouse", "mturk")


def utcnow() -> datetime:
    return datetime.now(UTC)


def _among(column: str, values: tuple[str, ...], name: str | None = None) -> CheckConstraint:
    listed = ", ".join(f"'{v}'" for v in values)
    return CheckConstraint(f"{column} IN ({listed})", name=name or column)


def _scale_check(column: str, *, nullable: bool = False) -> CheckConstraint:
    condition = f"{column} >= 1 AND {column} <= 3"
    if nullable:
        condition = f"{column} IS NULL OR ({condition})"
    return CheckConstraint(condition, name=f"{column}_1_to_3")


class Sentence(Base):
    __tablename__ = "sentences"

    id: Mapped[int] = mapped_column(primary_key=True)
    text: Mapped[str] = mapped_column(Text)
    # Sentences are shared between batches; the hash makes "the same text" a
    # cheap unique lookup whatever the text's length.
    text_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    paraphrases: Mapped[list[Paraphrase]] = relationship(back_populates="sentence")


class Graph(Base):
    __tablename__ = "graphs"

    id: Mapped[int] = mapped_column(primary_key=True)
    sentence_id: Mapped[int] = mapped_column(ForeignKey("sentences.id", ondelete="CASCADE"), index=True)
    amr: Mapped[str] = mapped_column(Text)
    focus: Mapped[str | None] = mapped_column(String(64))
    engine: Mapped[str | None] = mapped_column(String(32))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    sentence: Mapped[Sentence] = relationship()


class Paraphrase(Base):
    __tablename__ = "paraphrases"

    id: Mapped[int] = mapped_column(primary_key=True)
    sentence_id: Mapped[int] = mapped_column(ForeignKey("sentences.id", ondelete="CASCADE"), index=True)
    graph_id: Mapped[int | None] = mapped_column(ForeignKey("graphs.id", ondelete="SET NULL"))
    text: Mapped[str] = mapped_column(Text)
    focus: Mapped[str | None] = mapped_column(String(64))
    concept: Mapped[str | None] = mapped_column(String(200))
    focus_kind: Mapped[str | None] = mapped_column(String(32))
    focus_role: Mapped[str | None] = mapped_column(String(64))
    # Where the focus sat in the graph *before* refocusing (the stored graph is
    # the refocused one, so neither can be recovered from it).
    focus_depth: Mapped[int | None] = mapped_column(Integer)
    subtree_size: Mapped[int | None] = mapped_column(Integer)
    edits: Mapped[list[Any]] = mapped_column(JSON, default=list)
    engine: Mapped[str | None] = mapped_column(String(32))
    construction: Mapped[str | None] = mapped_column(String(64))
    scores: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    signatures: Mapped[dict[str, str]] = mapped_column(JSON, default=dict)
    kept: Mapped[bool | None] = mapped_column(Boolean)
    reasons: Mapped[list[str]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    sentence: Mapped[Sentence] = relationship(back_populates="paraphrases")
    graph: Mapped[Graph | None] = relationship()


class Annotator(Base):
    __tablename__ = "annotators"
    __table_args__ = (CheckConstraint("role IN ('admin', 'annotator')", name="role"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    role: Mapped[str] = mapped_column(String(16), default="annotator")
    # scrypt$N$r$p$salt$hash (see db.auth); None for imported MTurk workers,
    # who can never log in.
    secret_hash: Mapped[str | None] = mapped_column(String(256))
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"


class Batch(Base):
    __tablename__ = "batches"
    __table_args__ = (
        CheckConstraint("raters_per_item >= 1", name="raters_per_item_positive"),
        CheckConstraint("gold_rate >= 0 AND gold_rate < 1", name="gold_rate_fraction"),
        CheckConstraint("attention_rate >= 0 AND attention_rate < 1",
                        name="attention_rate_fraction"),
        CheckConstraint("assignment_timeout IS NULL OR assignment_timeout > 0",
                        name="assignment_timeout_positive"),
        CheckConstraint("min_practice_accuracy IS NULL OR "
                        "(min_practice_accuracy >= 0 AND min_practice_accuracy <= 1)",
                        name="min_practice_accuracy_fraction"),
        _among("assignment_strategy", ASSIGNMENT_STRATEGIES),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    instructions: Mapped[str] = mapped_column(Text, default="")
    raters_per_item: Mapped[int] = mapped_column(Integer, default=3)
    # Fraction of a rater's queue served from the gold items.
    gold_rate: Mapped[float] = mapped_column(Float, default=0.0)
    # Fraction of a rater's queue served from the attention checks.
    attention_rate: Mapped[float] = mapped_column(Float, default=0.0, server_default="0")
    assignment_strategy: Mapped[str] = mapped_column(String(16), default="least-annotated",
                                                     server_default="least-annotated")
    # Seconds after which an unrated assignment goes back to the pool (None: never).
    assignment_timeout: Mapped[float | None] = mapped_column(Float)
    # A rater below this accuracy on the practice items is held for review.
    min_practice_accuracy: Mapped[float | None] = mapped_column(Float)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    items: Mapped[list[Item]] = relationship(back_populates="batch", passive_deletes=True)


class BatchRater(Base):
    """Membership: when a batch has members, only they may rate it."""

    __tablename__ = "batch_raters"

    batch_id: Mapped[int] = mapped_column(ForeignKey("batches.id", ondelete="CASCADE"), primary_key=True)
    annotator_id: Mapped[int] = mapped_column(ForeignKey("annotators.id", ondelete="CASCADE"), primary_key=True)


class Item(Base):
    """One paraphrase (with its source sentence) to be rated within a batch."""

    __tablename__ = "items"
    __table_args__ = (
        UniqueConstraint("batch_id", "paraphrase_id"),
        Index("ix_items_batch_id_position", "batch_id", "position"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    batch_id: Mapped[int] = mapped_column(ForeignKey("batches.id", ondelete="CASCADE"))
    paraphrase_id: Mapped[int] = mapped_column(ForeignKey("paraphrases.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer, default=0)

    batch: Mapped[Batch] = relationship(back_populates="items")
    paraphrase: Mapped[Paraphrase] = relationship()
    gold: Mapped[GoldItem | None] = relationship(back_populates="item", uselist=False)


class GoldItem(Base):
    """An item with known answers, served to every rater as a check."""

    __tablename__ = "gold_items"
    __table_args__ = (
        _scale_check("semantic", nullable=True),
        _scale_check("syntactic", nullable=True),
        _among("kind", CHECK_KINDS),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    item_id: Mapped[int] = mapped_column(ForeignKey("items.id", ondelete="CASCADE"), unique=True)
    semantic: Mapped[int | None] = mapped_column(Integer)
    syntactic: Mapped[int | None] = mapped_column(Integer)
    note: Mapped[str | None] = mapped_column(Text)
    kind: Mapped[str] = mapped_column(String(16), default="gold", server_default="gold")

    item: Mapped[Item] = relationship(back_populates="gold")


class Qualification(Base):
    """A rater's standing in a batch once its practice items are done."""

    __tablename__ = "qualifications"
    __table_args__ = (_among("status", QUALIFICATION_STATUSES),)

    batch_id: Mapped[int] = mapped_column(ForeignKey("batches.id", ondelete="CASCADE"), primary_key=True)
    annotator_id: Mapped[int] = mapped_column(ForeignKey("annotators.id", ondelete="CASCADE"), primary_key=True)
    status: Mapped[str] = mapped_column(String(16))
    # Share of practice items answered as expected, when the practice ended.
    accuracy: Mapped[float | None] = mapped_column(Float)
    # The admin who decided, when one did (None: decided by the accuracy).
    decided_by: Mapped[str | None] = mapped_column(String(100))
    decided_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Adjudication(Base):
    """The final label of an item, set by an admin (over the raters' majority)."""

    __tablename__ = "adjudications"
    __table_args__ = (_scale_check("semantic"), _scale_check("syntactic"))

    id: Mapped[int] = mapped_column(primary_key=True)
    item_id: Mapped[int] = mapped_column(ForeignKey("items.id", ondelete="CASCADE"), unique=True)
    annotator_id: Mapped[int | None] = mapped_column(ForeignKey("annotators.id", ondelete="SET NULL"))
    semantic: Mapped[int] = mapped_column(Integer)
    syntactic: Mapped[int] = mapped_column(Integer)
    note: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Assignment(Base):
    __tablename__ = "assignments"
    __table_args__ = (
        UniqueConstraint("item_id", "annotator_id"),
        # At most one assignment per rater slot: with slots 0..N-1 this is the
        # "never more than N raters per item" guarantee, enforced by the
        # database.  Gold items and skipped assignments hold no slot (NULL).
        UniqueConstraint("item_id", "slot"),
        CheckConstraint("slot IS NULL OR slot >= 0", name="slot_non_negative"),
        # released: rated, but the work was taken back from its rater (ParaSCI
        # re-assigned the items of raters below kappa 0.4); the judgment stays
        # on record and out of the reports, the slot goes to another rater.
        # expired: not rated within the batch's time limit; the slot went back
        # to the pool (the same rater may be given the item again).
        _among("status", ASSIGNMENT_STATUSES),
        Index("ix_assignments_annotator_id_status", "annotator_id", "status"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    item_id: Mapped[int] = mapped_column(ForeignKey("items.id", ondelete="CASCADE"))
    annotator_id: Mapped[int] = mapped_column(ForeignKey("annotators.id", ondelete="CASCADE"))
    slot: Mapped[int | None] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), default="assigned")
    assigned_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    completed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))

    item: Mapped[Item] = relationship()
    annotator: Mapped[Annotator] = relationship()
    judgment: Mapped[Judgment | None] = relationship(back_populates="assignment", uselist=False)


class Judgment(Base):
    __tablename__ = "judgments"
    __table_args__ = (
        _scale_check("semantic"),
        _scale_check("syntactic"),
        CheckConstraint("seconds IS NULL OR seconds >= 0", name="seconds_non_negative"),
        CheckConstraint("origin IN ('inhouse', 'mturk')", name="origin"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # One judgment per assignment: a resubmission can only update this row.
    assignment_id: Mapped[int] = mapped_column(ForeignKey("assignments.id", ondelete="CASCADE"), unique=True)
    item_id: Mapped[int] = mapped_column(ForeignKey("items.id", ondelete="CASCADE"), index=True)
    annotator_id: Mapped[int] = mapped_column(ForeignKey("annotators.id", ondelete="CASCADE"), index=True)
    semantic: Mapped[int] = mapped_column(Integer)
    syntactic: Mapped[int] = mapped_column(Integer)
    comment: Mapped[str | None] = mapped_column(Text)
    seconds: Mapped[float | None] = mapped_column(Float)
    origin: Mapped[str] = mapped_column(String(16), default="inhouse")
    # MTurk AssignmentId of an imported judgment: re-importing a results file
    # finds it and adds nothing.
    external_id: Mapped[str | None] = mapped_column(String(128), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    assignment: Mapped[Assignment] = relationship(back_populates="judgment")


class JudgmentRevision(Base):
    """Every create, edit and undo of a judgment, in order (the history)."""

    __tablename__ = "judgment_revisions"
    __table_args__ = (
        CheckConstraint("action IN ('create', 'edit', 'undo')", name="action"),
        _scale_check("semantic"),
        _scale_check("syntactic"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    assignment_id: Mapped[int] = mapped_column(ForeignKey("assignments.id", ondelete="CASCADE"), index=True)
    # Kept after an undo deletes the judgment itself.
    judgment_id: Mapped[int | None] = mapped_column(ForeignKey("judgments.id", ondelete="SET NULL"))
    annotator_id: Mapped[int] = mapped_column(ForeignKey("annotators.id", ondelete="CASCADE"))
    action: Mapped[str] = mapped_column(String(16))
    semantic: Mapped[int] = mapped_column(Integer)
    syntactic: Mapped[int] = mapped_column(Integer)
    comment: Mapped[str | None] = mapped_column(Text)
    seconds: Mapped[float | None] = mapped_column(Float)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
