"""focus position: the focus's depth and subtree size in the original graph

Focus debugging groups paraphrases by both; the stored graph is the refocused
one, so they cannot be derived later and must be kept when the paraphrase is.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22 11:40:00
"""
from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("paraphrases") as batch_op:
        batch_op.add_column(sa.Column("focus_depth", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("subtree_size", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("paraphrases") as batch_op:
        batch_op.drop_column("subtree_size")
        batch_op.drop_column("focus_depth")
