"""released assignments: a rater's work taken back for others to redo

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 09:55:00
"""
from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_OLD = "status IN ('assigned', 'done', 'skipped')"
_NEW = "status IN ('assigned', 'done', 'skipped', 'released')"


def _replace_status_check(condition: str) -> None:
    # SQLite cannot alter a CHECK constraint: batch mode copies the table.
    with op.batch_alter_table("assignments") as batch_op:
        batch_op.drop_constraint(op.f("ck_assignments_status"), type_="check")
        batch_op.create_check_constraint(op.f("ck_assignments_status"), condition)


def upgrade() -> None:
    _replace_status_check(_NEW)


def downgrade() -> None:
    op.execute("UPDATE assignments SET status = 'done' WHERE status = 'released'")
    _replace_status_check(_OLD)
