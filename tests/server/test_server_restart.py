"""Kill the server process mid-game, start it again: the game goes on from the same state."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from threeup.server.client import open_seat, play_seat
from threeup.server.process import free_port, start_server


@contextmanager
def server_process(database_url: str, port: int) -> Iterator[subprocess.Popen[bytes]]:
    process = start_server(port, database_url)
    try:
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(10)


async def play_some(ws_url: str, code: str, tokens: list[str], moves: int) -> dict[str, Any]:
    """Play ``moves`` actions, then return the last update each seat saw."""
    sockets = [(await open_seat(ws_url, code, t))[0] for t in tokens]
    last: dict[int, dict[str, Any]] = {}
    done = 0
    try:
        while done < moves:
            for seat, ws in enumerate(sockets):
                try:
                    message = json.loads(await asyncio.wait_for(ws.recv(), 0.05))
                except TimeoutError:
                    continue
                if message["type"] != "update":
                    continue
                last[seat] = message
                if message["legal"] and done < moves:
                    await ws.send(
                        json.dumps(
                            {
                                "type": "act",
                                "version": message["version"],
                                "action": message["legal"][0],
                            }
                        )
                    )
                    done += 1
        await asyncio.sleep(0.3)
        for seat, ws in enumerate(sockets):
            while True:
                try:
                    message = json.loads(await asyncio.wait_for(ws.recv(), 0.1))
                except TimeoutError:
                    break
                if message["type"] == "update":
                    last[seat] = message
    finally:
        for ws in sockets:
            await ws.close()
    return {"0": last[0], "1": last[1]}


async def first_update(ws_url: str, code: str, token: str) -> dict[str, Any]:
    ws, _seat = await open_seat(ws_url, code, token)
    try:
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if message["type"] == "update":
                return dict(message)
    finally:
        await ws.close()


def test_a_killed_server_resumes_the_game(database_url: str) -> None:
    database = database_url
    port = free_port()
    base, ws_url = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}/ws"
    with server_process(database, port) as process:
        created = httpx.post(
            f"{base}/api/tables", json={"name": "Ana", "players": 2, "seed": 17, "away_seconds": 0}
        ).json()
        code = created["code"]
        guest = httpx.post(f"{base}/api/tables/{code}/join", json={"name": "Bo"}).json()["token"]
        tokens = [created["token"], guest]
        httpx.post(f"{base}/api/tables/{code}/start", json={"token": tokens[0]})
        before = asyncio.run(play_some(ws_url, code, tokens, 14))
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    with server_process(database, port):
        for seat in (0, 1):
            after = asyncio.run(first_update(ws_url, code, tokens[seat]))
            assert after["version"] == before[str(seat)]["version"]
            assert after["view"] == before[str(seat)]["view"]
            assert after["legal"] == before[str(seat)]["legal"]

        async def finish() -> list[Any]:
            return list(
                await asyncio.gather(
                    *(
                        play_seat(ws_url, code, t, "greedy", seed=i, timeout=90)
                        for i, t in enumerate(tokens)
                    )
                )
            )

        records = asyncio.run(finish())
        assert all(r.finished for r in records)
        assert httpx.get(f"{base}/api/tables/{code}").json()["status"] == "finished"
