"""Whole games on a real server (uvicorn on loopback, real WebSockets), on each database."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from server_helpers import LiveServer, live_server, make_table
from websockets.asyncio.client import connect

from threeup.actions import parse_action
from threeup.engine import new_game
from threeup.match import round_seed
from threeup.rules import Rules
from threeup.server.client import SeatRecord, open_seat, play_seat
from threeup.server.store import Store
from threeup.views import view


async def play_all(
    server: LiveServer, code: str, tokens: list[str], keep: bool = True
) -> list[SeatRecord]:
    return list(
        await asyncio.gather(
            *(
                play_seat(server.ws, code, token, "greedy", seed=i, timeout=60, keep=keep)
                for i, token in enumerate(tokens)
            )
        )
    )


def states_by_version(server: LiveServer, code: str) -> dict[int, tuple[int, Any]]:
    """Every (round, state) of a table by version, rebuilt from the stored log."""
    stored = Store(server.hub.store.url).load(code)
    assert stored is not None
    rules = Rules.from_json(stored.rules)
    out: dict[int, tuple[int, Any]] = {}
    version, index = 1, 0
    state = new_game(rules, round_seed(stored.seed, 0))
    out[version] = (index, state.copy())
    for move in stored.moves:
        assert move.round == index
        state.apply(parse_action(move.action), move.seat)
        version += 1
        out[version] = (index, state.copy())
        if state.is_over and index + 1 < rules.rounds:
            index += 1
            state = new_game(rules, round_seed(stored.seed, index))
            version += 1
            out[version] = (index, state.copy())
    return out


def test_a_whole_game_of_two_people_and_a_bot(database_url: str) -> None:
    with live_server(database_url) as server:
        code, tokens = make_table(server, humans=2, bots=1, seed=21)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        records = asyncio.run(play_all(server, code, tokens))
        table = server.get(f"/api/tables/{code}")
        assert table["status"] == "finished"
        assert all(r.finished and not r.errors for r in records)
        assert sum(r.actions for r in records) > 10
        assert table["standings"][0][0] == 1
        # Every view a seat received is exactly the engine's view of the true state.
        truth = states_by_version(server, code)
        for record in records:
            for update in record.kept:
                index, state = truth[update["version"]]
                assert update["round"] == index
                assert update["view"] == view(state, record.seat)
                assert update["legal"] == (
                    [str(a) for a in state.legal_actions()]
                    if state.to_move == record.seat and not state.is_over
                    else []
                )


def test_replays_and_steps_of_a_finished_table(sqlite_url: str) -> None:
    with live_server(sqlite_url) as server:
        code, tokens = make_table(server, humans=1, bots=1, seed=5)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        asyncio.run(play_all(server, code, tokens, keep=False))
        replay = server.get(f"/api/tables/{code}/replay")
        from threeup.replay import Replay

        rounds = [Replay.from_json(r) for r in replay["rounds"]]
        assert len(rounds) == 1 and rounds[0].players == ("Ana", "Bot 2")
        final = rounds[0].final_state()
        assert final.is_over and final.result == rounds[0].result
        steps = server.get(f"/api/tables/{code}/rounds/0")
        assert len(steps["steps"]) == len(rounds[0].actions) + 1
        assert steps["steps"][-1]["view"] == view(final, None)
        assert server.get(f"/api/tables/{code}")["seed"] == server.hub.rooms[code].table.seed


def test_a_scored_match_of_several_rounds(database_url: str) -> None:
    with live_server(database_url) as server:
        rules = {"scoring": True, "rounds": 2, "placings": True}
        code, tokens = make_table(server, humans=2, bots=0, seed=8, rules=rules)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        records = asyncio.run(play_all(server, code, tokens))
        table = server.get(f"/api/tables/{code}")
        assert table["status"] == "finished" and len(table["scores"]) == 2
        for record in records:
            assert [r["round"] for r in record.round_overs] == [0, 1]
        totals = [sum(r[s] for r in table["scores"]) for s in range(2)]
        standings = table["standings"]
        assert [row[2] for row in standings] == sorted(totals)
        assert {u["round"] for u in records[0].kept} == {0, 1}


def test_a_player_who_is_away_is_played_by_a_bot_until_they_return(sqlite_url: str) -> None:
    async def scenario(server: LiveServer, code: str, tokens: list[str]) -> None:
        # Seat 1 never connects: after away_seconds a bot plays its turns, marked auto.
        ws, _seat = await open_seat(server.ws, code, tokens[0])
        autos = 0
        mine = 0
        # Told that seat 1 is away: by the table when we connected, or by a message since.
        told = bool(server.get(f"/api/tables/{code}")["seats"][1]["away"])
        try:
            while autos < 3 or mine < 3 or not told:
                message = json.loads(await asyncio.wait_for(ws.recv(), 10))
                if message["type"] == "table":
                    told = told or message["table"]["seats"][1]["away"]
                if message["type"] != "update":
                    continue
                if message["actor"] == 1 and message["auto"]:
                    autos += 1
                if message["legal"]:
                    mine += 1
                    await ws.send(
                        json.dumps(
                            {
                                "type": "act",
                                "version": message["version"],
                                "action": message["legal"][0],
                            }
                        )
                    )
            table = server.get(f"/api/tables/{code}")
            assert table["seats"][1]["away"] is True
            # Seat 1 comes back: no more stand-in moves while it is connected.
            back, _ = await open_seat(server.ws, code, tokens[1])
            assert server.get(f"/api/tables/{code}")["seats"][1]["away"] is False
            await back.close()
        finally:
            await ws.close()

    with live_server(sqlite_url) as server:
        code, tokens = make_table(server, humans=2, bots=0, seed=4, away_seconds=0.3)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        asyncio.run(scenario(server, code, tokens))


def test_the_turn_timer_moves_for_a_slow_player(sqlite_url: str) -> None:
    async def scenario(server: LiveServer, code: str, token: str) -> dict[str, Any]:
        ws, _seat = await open_seat(server.ws, code, token)
        try:
            while True:
                message = json.loads(await asyncio.wait_for(ws.recv(), 10))
                if message["type"] == "update" and message["auto"]:
                    return dict(message)
                if message["type"] == "update" and message["legal"]:
                    assert message["deadline"] is not None and message["deadline"] <= 0.5
        finally:
            await ws.close()

    with live_server(sqlite_url) as server:
        code, tokens = make_table(server, humans=1, bots=1, seed=2, turn_seconds=0.5)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        started = time.monotonic()
        auto = asyncio.run(scenario(server, code, tokens[0]))
        assert auto["actor"] == 0 and time.monotonic() - started >= 0.4


def test_a_restart_resumes_every_table(database_url: str) -> None:
    async def some_moves(server: LiveServer, code: str, tokens: list[str], n: int) -> int:
        done = 0
        sockets = [await open_seat(server.ws, code, t) for t in tokens]
        try:
            while done < n:
                for ws, _seat in sockets:
                    try:
                        message = json.loads(await asyncio.wait_for(ws.recv(), 0.05))
                    except TimeoutError:
                        continue
                    if message["type"] == "update" and message["legal"]:
                        await ws.send(
                            json.dumps(
                                {
                                    "type": "act",
                                    "version": message["version"],
                                    "action": message["legal"][-1],
                                }
                            )
                        )
                        done += 1
        finally:
            for ws, _seat in sockets:
                await ws.close()
        return done

    with live_server(database_url) as server:
        code, tokens = make_table(server, humans=2, bots=0, seed=13)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        asyncio.run(some_moves(server, code, tokens, 12))
        time.sleep(0.2)
        before = server.hub.rooms[code].table
        version, state = before.version, before.state.copy()
        open_code, _ = make_table(server, humans=1, bots=0, players=3)
    with live_server(database_url) as server:
        after = server.hub.rooms[code].table
        assert after.version == version and after.state == state
        assert open_code in {t["code"] for t in server.get("/api/lobby")["tables"]}
        records = asyncio.run(play_all(server, code, tokens, keep=False))
        assert server.get(f"/api/tables/{code}")["status"] == "finished"
        assert all(not r.errors for r in records)


def test_updates_carry_redacted_events_only(sqlite_url: str) -> None:
    """A spectator watching a whole game never receives a hidden card in any message."""

    async def watch(server: LiveServer, code: str, tokens: list[str]) -> list[dict[str, Any]]:
        seen: list[dict[str, Any]] = []

        async def spectator() -> None:
            async with connect(server.ws) as ws:
                await ws.send(json.dumps({"type": "hello", "v": 1, "table": code}))
                while True:
                    message = json.loads(await ws.recv())
                    seen.append(message)
                    if message["type"] == "table" and message["table"]["status"] == "finished":
                        return

        watcher = asyncio.create_task(spectator())
        await asyncio.sleep(0.1)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        await play_all(server, code, tokens, keep=False)
        await asyncio.wait_for(watcher, 10)
        return seen

    with live_server(sqlite_url) as server:
        code, tokens = make_table(server, humans=2, bots=1, seed=31)
        messages = asyncio.run(watch(server, code, tokens))
        truth = states_by_version(server, code)
        updates = [m for m in messages if m["type"] == "update"]
        assert len(updates) >= len(truth) - 1
        for update in updates:
            _index, state = truth[update["version"]]
            assert update["view"] == view(state, None)
            for event in update["events"]:
                if event["type"] in ("drew", "chose_up"):
                    assert event["cards"] is None
                if event["type"] == "flipped" and not event["playable"]:
                    assert event["card"] is None


def test_connections_coming_and_going_do_not_put_a_bot_off(sqlite_url: str) -> None:
    async def scenario(server: LiveServer, code: str, token: str) -> float:
        ws, _seat = await open_seat(server.ws, code, token)
        room = server.hub.rooms[code]
        try:
            while True:  # play until it is the bot's turn
                message = json.loads(await asyncio.wait_for(ws.recv(), 10))
                if message["type"] == "update" and message["legal"]:
                    await ws.send(
                        json.dumps(
                            {
                                "type": "act",
                                "version": message["version"],
                                "action": message["legal"][0],
                            }
                        )
                    )
                    break
            while room.table.to_move != 1:
                await asyncio.sleep(0.01)
            waiting_since = time.monotonic()
            version = room.table.version
            while room.table.version == version:  # a second tab keeps connecting meanwhile
                extra, _ = await open_seat(server.ws, code, token)
                await extra.close()
                await asyncio.sleep(0.05)
                assert time.monotonic() - waiting_since < 3, "the bot never moved"
            return time.monotonic() - waiting_since
        finally:
            await ws.close()

    with live_server(sqlite_url) as server:
        code, tokens = make_table(server, humans=1, bots=1, seed=6, bot_delay=0.6)
        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        waited = asyncio.run(scenario(server, code, tokens[0]))
        assert 0.3 <= waited < 1.5


def test_a_bot_move_that_cannot_be_stored_is_tried_again(sqlite_url: str, monkeypatch: Any) -> None:
    from threeup.server.store import WriteFailedError

    with live_server(sqlite_url) as server:
        code, tokens = make_table(server, humans=1, bots=1, seed=6)
        writer = server.hub.writer
        real = writer.write
        failures = [0]

        async def flaky(*writes: Any) -> None:
            bots_move = any(params.get("seat") == 1 for _statement, params in writes)
            if bots_move and failures[0] < 2:
                failures[0] += 1
                raise WriteFailedError("the database refused the change")
            await real(*writes)

        server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
        monkeypatch.setattr(writer, "write", flaky)
        records = asyncio.run(play_all(server, code, tokens, keep=False))
        assert failures[0] == 2
        assert records[0].finished and server.get(f"/api/tables/{code}")["status"] == "finished"


def test_bots_are_never_away(sqlite_url: str) -> None:
    with live_server(sqlite_url) as server:
        created = server.post(
            "/api/tables", {"name": "Ana", "players": 3, "away_seconds": 0.1, "bot_delay": 5}
        )
        code, host = created["code"], created["token"]
        guest = server.post(f"/api/tables/{code}/join", {"name": "Bo"})["token"]
        server.post(f"/api/tables/{code}/leave", {"token": guest})
        server.post(f"/api/tables/{code}/bots", {"token": host})
        server.post(f"/api/tables/{code}/start", {"token": host})
        time.sleep(0.3)
        seats = server.get(f"/api/tables/{code}")["seats"]
        assert [s["away"] for s in seats] == [True, False, False]
    with live_server(sqlite_url) as server:
        time.sleep(0.3)
        seats = server.get(f"/api/tables/{code}")["seats"]
        assert [s["away"] for s in seats] == [True, False, False]


def test_old_finished_tables_leave_memory_but_not_the_database(sqlite_url: str) -> None:
    with live_server(sqlite_url, finished_cache=1) as server:
        codes = []
        for seed in (3, 4):
            code, tokens = make_table(server, humans=1, bots=1, seed=seed)
            server.post(f"/api/tables/{code}/start", {"token": tokens[0]})
            asyncio.run(play_all(server, code, tokens, keep=False))
            codes.append(code)
        assert codes[0] not in server.hub.rooms and codes[1] in server.hub.rooms
        assert server.get(f"/api/tables/{codes[0]}")["status"] == "finished"
        assert len(server.get(f"/api/tables/{codes[0]}/replay")["rounds"]) == 1
