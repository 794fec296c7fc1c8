"""rating workflow: assignment strategy and time limit, attention checks,
practice and qualification, adjudication

Batches made before this revision keep the order they were served in
(fill-first); new batches default to least-annotated-first.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23 12:00:00
"""
from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_STATUS_0003 = "status IN ('assigned', 'done', 'skipped', 'released')"
_STATUS_0004 = "status IN ('assigned', 'done', 'skipped', 'released', 'expired')"


def upgrade() -> None:
    with op.batch_alter_table("batches") as batch_op:
        batch_op.add_column(sa.Column("attention_rate", sa.Float(), nullable=False,
                                      server_default="0"))
        batch_op.add_column(sa.Column("assignment_strategy", sa.String(16), nullable=False,
                                      server_default="least-annotated"))
        batch_op.add_column(sa.Column("assignment_timeout", sa.Float(), nullable=True))
        batch_op.add_column(sa.Column("min_practice_accuracy", sa.Float(), nullable=True))
        batch_op.create_check_constraint(op.f("ck_batches_attention_rate_fraction"),
                                         "attention_rate >= 0 AND attention_rate < 1")
        batch_op.create_check_constraint(op.f("ck_batches_assignment_timeout_positive"),
                                         "assignment_timeout IS NULL OR assignment_timeout > 0")
        batch_op.create_check_constraint(
            op.f("ck_batches_min_practice_accuracy_fraction"),
            "min_practice_accuracy IS NULL OR "
            "(min_practice_accuracy >= 0 AND min_practice_accuracy <= 1)")
        batch_op.create_check_constraint(
            op.f("ck_batches_assignment_strategy"),
            "assignment_strategy IN ('least-annotated', 'fill-first', 'random')")
    op.execute("UPDATE batches SET assignment_strategy = 'fill-first'")

    with op.batch_alter_table("gold_items") as batch_op:
        batch_op.add_column(sa.Column("kind", sa.String(16), nullable=False,
                                      server_default="gold"))
        batch_op.create_check_constraint(op.f("ck_gold_items_kind"),
                                         "kind IN ('gold', 'attention', 'practice')")

    with op.batch_alter_table("assignments") as batch_op:
        batch_op.drop_constraint(op.f("ck_assignments_status"), type_="check")
        batch_op.create_check_constraint(op.f("ck_assignments_status"), _STATUS_0004)

    op.create_table(
        "qualifications",
        sa.Column("batch_id", sa.Integer(), nullable=False),
        sa.Column("annotator_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("accuracy", sa.Float(), nullable=True),
        sa.Column("decided_by", sa.String(100), nullable=True),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("status IN ('qualified', 'held', 'rejected')",
                           name=op.f("ck_qualifications_status")),
        sa.ForeignKeyConstraint(["annotator_id"], ["annotators.id"], ondelete="CASCADE",
                                name=op.f("fk_qualifications_annotator_id_annotators")),
        sa.ForeignKeyConstraint(["batch_id"], ["batches.id"], ondelete="CASCADE",
                                name=op.f("fk_qualifications_batch_id_batches")),
        sa.PrimaryKeyConstraint("batch_id", "annotator_id", name=op.f("pk_qualifications")),
    )
    op.create_table(
        "adjudications",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("item_id", sa.Integer(), nullable=False),
        sa.Column("annotator_id", sa.Integer(), nullable=True),
        sa.Column("semantic", sa.Integer(), nullable=False),
        sa.Column("syntactic", sa.Integer(), nullable=False),
        sa.Column("note", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("semantic >= 1 AND semantic <= 3",
                           name=op.f("ck_adjudications_semantic_1_to_3")),
        sa.CheckConstraint("syntactic >= 1 AND syntactic <= 3",
                           name=op.f("ck_adjudications_syntactic_1_to_3")),
        sa.ForeignKeyConstraint(["annotator_id"], ["annotators.id"], ondelete="SET NULL",
                                name=op.f("fk_adjudications_annotator_id_annotators")),
        sa.ForeignKeyConstraint(["item_id"], ["items.id"], ondelete="CASCADE",
                                name=op.f("fk_adjudications_item_id_items")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_adjudications")),
        sa.UniqueConstraint("item_id", name=op.f("uq_adjudications_item_id")),
    )


def downgrade() -> None:
    op.drop_table("adjudications")
    op.drop_table("qualifications")
    # An expired assignment was never rated: before 0004 it would have been deleted.
    op.execute("DELETE FROM assignments WHERE status = 'expired'")
    with op.batch_alter_table("assignments") as batch_op:
        batch_op.drop_constraint(op.f("ck_assignments_status"), type_="check")
        batch_op.create_check_constraint(op.f("ck_assignments_status"), _STATUS_0003)
    with op.batch_alter_table("gold_items") as batch_op:
        batch_op.drop_constraint(op.f("ck_gold_items_kind"), type_="check")
        batch_op.drop_column("kind")
    with op.batch_alter_table("batches") as batch_op:
        for name in ("assignment_strategy", "min_practice_accuracy_fraction",
                     "assignment_timeout_positive", "attention_rate_fraction"):
            batch_op.drop_constraint(op.f(f"ck_batches_{name}"), type_="check")
        for column in ("min_practice_accuracy", "assignment_timeout", "assignment_strategy",
                       "attention_rate"):
            batch_op.drop_column(column)
