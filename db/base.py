"""The declarative base of every table, with a constraint naming convention.

Named constraints keep Alembic migrations reproducible on SQLite (batch mode
recreates tables and needs names to find constraints) and on PostgreSQL.

>>> Base.metadata.naming_convention["uq"]
'uq_%(table_name)s_%(column_0_N_name)s'
"""

from __future__ import annotations

from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase

__all__ = ["NAMING_CONVENTION", "Base"]

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_N_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
