"""Alembic migrations of the annotation store (run through db.migrate)."""
