"""Fixtures of the server tests: a database of each kind the server supports."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text

from threeup.server.store import metadata

#: The PostgreSQL server the tests use (trust authentication on loopback).
PG_ADMIN_URL = os.environ.get(
    "THREEUP_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this test run, dropped at the end."""
    name = f"threeup_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f"CREATE DATABASE {name}"))
    base = PG_ADMIN_URL.rsplit("/", 1)[0]
    try:
        yield f"{base}/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: os.PathLike[str]) -> str:
    """A database URL of each kind, empty."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/threeup.db"
    url: str = request.getfixturevalue("postgres_url")
    engine = create_engine(url)
    metadata.drop_all(engine)
    engine.dispose()
    return url


@pytest.fixture
def sqlite_url(tmp_path: os.PathLike[str]) -> str:
    """A SQLite file in the test's folder."""
    return f"sqlite:///{tmp_path}/threeup.db"
