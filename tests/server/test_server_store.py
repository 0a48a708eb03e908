"""The database layer: the schema on each database, the log, and the group-commit writer."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from threeup.server import store
from threeup.server.store import (
    Store,
    StoredChat,
    StoredMove,
    StoredSeat,
    WriteFailedError,
    Writer,
)
from threeup.server.table import TableSettings


def a_table(code: str = "ABCDEF") -> store.Write:
    settings = TableSettings().to_json()
    return store.insert_table(code, datetime.now(UTC), {"players": 2}, settings, 7, 0)


def test_a_table_round_trips(database_url: str) -> None:
    db = Store(database_url)
    db.create()
    writer = Writer(db)

    async def write() -> None:
        await writer.write(
            a_table(),
            store.insert_seat("ABCDEF", StoredSeat(0, "Ana", "h" * 64, None)),
            store.insert_seat("ABCDEF", StoredSeat(1, "Bot 2", None, "hard")),
            store.set_status("ABCDEF", "playing"),
            *(
                store.insert_move("ABCDEF", StoredMove(n, 0, n % 2, "pickup", n == 2))
                for n in range(4)
            ),
            store.insert_chat("ABCDEF", StoredChat(None, "spectator", "hi", datetime.now(UTC))),
        )

    asyncio.run(write())
    writer.close()
    loaded = db.load("ABCDEF")
    assert loaded is not None
    assert loaded.status == "playing" and loaded.seed == 7 and loaded.rules == {"players": 2}
    assert loaded.settings == TableSettings().to_json()
    assert [s.name for s in loaded.seats] == ["Ana", "Bot 2"]
    assert loaded.seats[1].bot == "hard" and loaded.seats[1].token_hash is None
    assert [m.n for m in loaded.moves] == [0, 1, 2, 3]
    assert [m.auto for m in loaded.moves] == [False, False, True, False]
    assert [c.text for c in loaded.chat] == ["hi"]
    assert [t.code for t in db.load_unfinished()] == ["ABCDEF"]
    assert db.load("ZZZZZZ") is None
    db.dispose()


def test_writes_queued_together_share_a_transaction(sqlite_url: str) -> None:
    db = Store(sqlite_url)
    db.create()
    writer = Writer(db)

    async def many() -> None:
        await writer.write(a_table())
        await asyncio.gather(
            *(
                writer.write(store.insert_move("ABCDEF", StoredMove(n, 0, 0, "pickup", False)))
                for n in range(50)
            )
        )

    asyncio.run(many())
    writer.close()
    loaded = db.load("ABCDEF")
    assert loaded is not None and len(loaded.moves) == 50


def test_a_refused_write_fails_only_its_own_caller(sqlite_url: str) -> None:
    db = Store(sqlite_url)
    db.create()
    writer = Writer(db)

    async def clash() -> list[object]:
        await writer.write(a_table())
        duplicate = store.insert_move("ABCDEF", StoredMove(0, 0, 0, "pickup", False))
        return list(
            await asyncio.gather(
                writer.write(duplicate),
                writer.write(duplicate),  # the same move number twice: refused
                writer.write(store.insert_move("ABCDEF", StoredMove(1, 0, 0, "draw", False))),
                return_exceptions=True,
            )
        )

    results = asyncio.run(clash())
    writer.close()
    assert results[0] is None and results[2] is None
    assert isinstance(results[1], WriteFailedError)
    loaded = db.load("ABCDEF")
    assert loaded is not None and [m.action for m in loaded.moves] == ["pickup", "draw"]


def test_a_sqlite_file_gets_its_folder(tmp_path: object) -> None:
    db = Store(f"sqlite:///{tmp_path}/deep/er/threeup.db")
    db.create()
    assert db.load_unfinished() == []


@pytest.mark.parametrize("env", [{}, {"THREEUP_DATABASE_URL": "postgresql+psycopg://x/y"}])
def test_settings_come_from_the_environment(env: dict[str, str]) -> None:
    from threeup.server.settings import ServerSettings

    url = ServerSettings.from_env(env).database_url
    assert url == env.get("THREEUP_DATABASE_URL", url)
    assert url.startswith("postgresql") if env else url.endswith("threeup/threeup.db")


def test_a_table_whose_log_does_not_replay_is_not_resumed(sqlite_url: str) -> None:
    from fastapi.testclient import TestClient

    from threeup.server.app import create_app
    from threeup.server.settings import ServerSettings

    db = Store(sqlite_url)
    db.create()
    writer = Writer(db)

    async def write() -> None:
        for code in ("GOODGD", "BADBAD"):
            await writer.write(
                a_table(code),
                store.insert_seat(code, StoredSeat(0, "Ana", "h" * 64, None)),
                store.insert_seat(code, StoredSeat(1, "Bo", "i" * 64, None)),
                store.set_status(code, "playing"),
            )
        await writer.write(store.insert_move("BADBAD", StoredMove(0, 0, 0, "play Cg", False)))

    asyncio.run(write())
    writer.close()
    with TestClient(create_app(ServerSettings(database_url=sqlite_url))) as client:
        assert client.get("/api/tables/GOODGD").json()["status"] == "playing"
        reply = client.get("/api/tables/BADBAD")
        assert reply.status_code == 404 and "cannot be read" in reply.json()["error"]["message"]
