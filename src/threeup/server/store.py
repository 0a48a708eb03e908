"""The database: tables, seats, the append-only action log and chat (SQLAlchemy Core).

A SQLite file by default, PostgreSQL by URL. Writes go through one :class:`Writer`
thread that commits whatever has queued up in one transaction (a group commit), so an
action is durable before it is broadcast without one commit per action.

>>> store = Store("sqlite://")
>>> store.create()
>>> store.load_unfinished()
[]
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Engine,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.pool import ConnectionPoolEntry, StaticPool
from sqlalchemy.sql.expression import Executable

metadata = MetaData()

tables = Table(
    "threeup_tables",
    metadata,
    Column("code", String(8), primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("status", String(10), nullable=False),
    Column("rules", Text, nullable=False),
    Column("settings", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("host", Integer, nullable=False),
)

seats = Table(
    "threeup_seats",
    metadata,
    Column("table_code", String(8), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(64), nullable=False),
    Column("token_hash", String(64), nullable=True),
    Column("bot", String(16), nullable=True),
)

moves = Table(
    "threeup_moves",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_code", String(8), nullable=False, index=True),
    Column("n", Integer, nullable=False),
    Column("round", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("action", String(80), nullable=False),
    Column("auto", Boolean, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("table_code", "n", name="threeup_moves_order"),
)

chat = Table(
    "threeup_chat",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_code", String(8), nullable=False, index=True),
    Column("seat", Integer, nullable=True),
    Column("name", String(64), nullable=False),
    Column("text", String(400), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)


def now() -> datetime:
    """The current time, in UTC."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class StoredSeat:
    """A seat as stored: a person (with the hash of their token) or a bot."""

    seat: int
    name: str
    token_hash: str | None
    bot: str | None


@dataclass(frozen=True, slots=True)
class StoredMove:
    """One accepted action of the log."""

    n: int
    round: int
    seat: int
    action: str
    auto: bool


@dataclass(frozen=True, slots=True)
class StoredChat:
    """One chat line."""

    seat: int | None
    name: str
    text: str
    at: datetime


@dataclass(frozen=True, slots=True)
class StoredTable:
    """A whole table as stored: enough to deal it again and replay its log."""

    code: str
    created_at: datetime
    status: str
    rules: dict[str, Any]
    settings: dict[str, Any]
    seed: int
    host: int
    seats: tuple[StoredSeat, ...]
    moves: tuple[StoredMove, ...]
    chat: tuple[StoredChat, ...]


def _sqlite_pragmas(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def make_engine(url: str) -> Engine:
    """A SQLAlchemy engine for ``url``; a SQLite file's folder is created when missing."""
    if url.startswith("sqlite"):
        path = url.split(":///", 1)[1] if ":///" in url else ""
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        kwargs: dict[str, Any] = {"connect_args": {"check_same_thread": False}}
        if not path or path == ":memory:":
            kwargs["poolclass"] = StaticPool
        engine = create_engine(url, **kwargs)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


class Store:
    """Reads and writes threeup's tables. Blocking; the server calls it from one thread."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)

    def create(self) -> None:
        """Create the schema where it is missing."""
        metadata.create_all(self.engine)

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()

    def load_unfinished(self) -> list[StoredTable]:
        """Every table that is open or being played, with its seats, log and chat."""
        with self.engine.connect() as conn:
            codes = conn.execute(
                select(tables.c.code).where(tables.c.status != "finished").order_by(tables.c.code)
            ).scalars()
            return [t for t in (self._load(conn, code) for code in list(codes)) if t]

    def load(self, code: str) -> StoredTable | None:
        """One table by its code, or None."""
        with self.engine.connect() as conn:
            return self._load(conn, code)

    def _load(self, conn: Connection, code: str) -> StoredTable | None:
        row = conn.execute(select(tables).where(tables.c.code == code)).first()
        if row is None:
            return None
        seat_rows = conn.execute(
            select(seats).where(seats.c.table_code == code).order_by(seats.c.seat)
        )
        move_rows = conn.execute(
            select(moves).where(moves.c.table_code == code).order_by(moves.c.n)
        )
        chat_rows = conn.execute(
            select(chat).where(chat.c.table_code == code).order_by(chat.c.id.desc()).limit(50)
        )
        return StoredTable(
            code=row.code,
            created_at=row.created_at,
            status=row.status,
            rules=json.loads(row.rules),
            settings=json.loads(row.settings),
            seed=row.seed,
            host=row.host,
            seats=tuple(StoredSeat(r.seat, r.name, r.token_hash, r.bot) for r in seat_rows),
            moves=tuple(StoredMove(r.n, r.round, r.seat, r.action, r.auto) for r in move_rows),
            chat=tuple(
                reversed([StoredChat(r.seat, r.name, r.text, r.created_at) for r in chat_rows])
            ),
        )


# The statements the server writes, as (statement, parameters) pairs for the Writer.

Write = tuple[Executable, dict[str, Any]]

# Built once, so that runs of the same insert are recognised and sent as one executemany.
_INSERT_TABLE = insert(tables)
_INSERT_SEAT = insert(seats)
_INSERT_MOVE = insert(moves)
_INSERT_CHAT = insert(chat)


def insert_table(
    code: str,
    created_at: datetime,
    rules: dict[str, Any],
    settings: dict[str, Any],
    seed: int,
    host: int,
) -> Write:
    """A new table, open for players."""
    row = {
        "code": code,
        "created_at": created_at,
        "status": "open",
        "rules": json.dumps(rules),
        "settings": json.dumps(settings),
        "seed": seed,
        "host": host,
    }
    return _INSERT_TABLE, row


def set_status(code: str, status: str) -> Write:
    """A table's status changes (open, playing, finished)."""
    return update(tables).where(tables.c.code == code).values(status=status), {}


def insert_seat(code: str, seat: StoredSeat) -> Write:
    """A seat is taken by a person or a bot."""
    row = {
        "table_code": code,
        "seat": seat.seat,
        "name": seat.name,
        "token_hash": seat.token_hash,
        "bot": seat.bot,
    }
    return _INSERT_SEAT, row


def delete_seat(code: str, seat: int) -> Write:
    """A seat is given up before the start."""
    return seats.delete().where((seats.c.table_code == code) & (seats.c.seat == seat)), {}


def insert_move(code: str, move: StoredMove) -> Write:
    """One accepted action, appended to the table's log."""
    row = {
        "table_code": code,
        "n": move.n,
        "round": move.round,
        "seat": move.seat,
        "action": move.action,
        "auto": move.auto,
        "created_at": now(),
    }
    return _INSERT_MOVE, row


def insert_chat(code: str, line: StoredChat) -> Write:
    """One chat line."""
    row = {
        "table_code": code,
        "seat": line.seat,
        "name": line.name,
        "text": line.text,
        "created_at": line.at,
    }
    return _INSERT_CHAT, row


class WriteFailedError(RuntimeError):
    """The database refused a write; the change was not made."""


class Writer:
    """One thread that commits queued writes together, and tells each waiter when done.

    ``await writer.write(...)`` returns once its statements are committed. Writes queued
    while a commit runs go into the next transaction together. If a transaction fails,
    its batches are retried one by one, so one bad batch fails only its own waiter.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._queue: queue.SimpleQueue[
            tuple[Sequence[Write], asyncio.Future[None], asyncio.AbstractEventLoop] | None
        ] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="threeup-writer", daemon=True)
        self._thread.start()

    async def write(self, *writes: Write) -> None:
        """Commit ``writes`` in one transaction (shared with others); raises WriteFailedError."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._queue.put((writes, future, loop))
        await future

    def call(self, fn: Callable[[], Any]) -> Any:
        """Run a blocking read on the calling thread (reads need no ordering)."""
        return fn()

    def close(self) -> None:
        """Finish the queued writes and stop the thread."""
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            batch = [item]
            stop = False
            while True:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            self._commit(batch)
            if stop:
                return

    def _commit(
        self,
        batch: list[tuple[Sequence[Write], asyncio.Future[None], asyncio.AbstractEventLoop]],
    ) -> None:
        try:
            with self.store.engine.begin() as conn:
                _execute(conn, [w for writes, _, _ in batch for w in writes])
        except Exception:
            if len(batch) > 1:
                for one in batch:
                    self._commit([one])
                return
            _writes, future, loop = batch[0]
            loop.call_soon_threadsafe(
                _settle, future, WriteFailedError("the database refused the change")
            )
            return
        for _writes, future, loop in batch:
            loop.call_soon_threadsafe(_settle, future, None)


def _execute(conn: Connection, writes: list[Write]) -> None:
    """Run the writes in order, as one executemany for each run of the same statement."""
    i = 0
    while i < len(writes):
        statement, params = writes[i]
        j = i + 1
        while j < len(writes) and writes[j][0] is statement and params:
            j += 1
        if j - i > 1:
            conn.execute(statement, [p for _, p in writes[i:j]])
        elif params:
            conn.execute(statement, params)
        else:
            conn.execute(statement)
        i = j


def _settle(future: asyncio.Future[None], error: Exception | None) -> None:
    if future.done():
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(error)
