"""A WebSocket client that plays one seat with a bot: for tests, load tests and bot players.

It speaks the protocol of docs/protocol.md like the browser does: it says hello with its
token, waits for updates, and when the update lists legal actions for its seat it asks a
bot (which sees only that view and those actions) and sends the choice.

>>> import asyncio
>>> asyncio.run(play_seat("ws://127.0.0.1:9/ws", "ABCDEF", "t", "random", seed=1, timeout=0.2))
Traceback (most recent call last):
...
OSError: cannot reach ws://127.0.0.1:9/ws
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from threeup.actions import parse_action
from threeup.bots.base import make_bot
from threeup.server.protocol import PROTOCOL_VERSION


@dataclass(slots=True)
class SeatRecord:
    """What one seat's client saw: its messages by type, its latencies, how it ended."""

    seat: int | None = None
    updates: int = 0
    actions: int = 0
    errors: list[dict[str, Any]] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    round_overs: list[dict[str, Any]] = field(default_factory=list)
    last_view: dict[str, Any] | None = None
    finished: bool = False
    #: Every update received, when the client was asked to keep them.
    kept: list[dict[str, Any]] = field(default_factory=list)


async def open_seat(url: str, code: str, token: str | None) -> tuple[ClientConnection, int | None]:
    """Connect and say hello; the socket and the seat the server gave it."""
    try:
        ws = await connect(url, max_size=2**22, open_timeout=10)
    except OSError as exc:
        raise OSError(f"cannot reach {url}") from exc
    await ws.send(
        json.dumps({"type": "hello", "v": PROTOCOL_VERSION, "table": code, "token": token})
    )
    while True:
        message = json.loads(await ws.recv())
        if message["type"] == "welcome":
            return ws, message["seat"]
        if message["type"] == "error":
            await ws.close()
            raise ValueError(f"{message['code']}: {message['message']}")


async def play_seat(
    url: str,
    code: str,
    token: str,
    bot: str,
    seed: int,
    pace: float = 0.0,
    timeout: float = 120.0,
    keep: bool = False,
) -> SeatRecord:
    """Play a seat until the table finishes; ``pace`` seconds of thought before each move.

    Each latency is the time from sending an action to the update that shows it.
    """
    player = make_bot(bot, seed)
    rng = random.Random(seed)
    record = SeatRecord()
    try:
        ws, record.seat = await asyncio.wait_for(open_seat(url, code, token), timeout)
    except TimeoutError as exc:
        raise OSError(f"cannot reach {url}") from exc
    sent_at: float | None = None
    sent_version = -1
    last = ""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                break
            message = json.loads(raw)
            kind = message["type"]
            if kind == "update":
                record.updates += 1
                record.last_view = message["view"]
                if keep:
                    record.kept.append(message)
                if sent_at is not None and message["version"] > sent_version:
                    record.latencies.append(time.perf_counter() - sent_at)
                    sent_at = None
                legal = message["legal"]
                if legal and message["version"] > sent_version:
                    if pace:
                        await asyncio.sleep(pace * (0.5 + rng.random()))
                    actions = [parse_action(text) for text in legal]
                    choice = player.choose(message["view"], actions)
                    sent_version = message["version"]
                    sent_at = time.perf_counter()
                    last = json.dumps(
                        {"type": "act", "version": sent_version, "action": str(choice)}
                    )
                    await ws.send(last)
                    record.actions += 1
            elif kind == "round_over":
                record.round_overs.append(message)
            elif kind == "table" and message["table"]["status"] == "finished":
                record.finished = True
                break
            elif kind == "error":
                if message["code"] == "rate_limited" and last:
                    await asyncio.sleep(0.25)  # too fast for the server: send it again
                    await ws.send(last)
                    continue
                record.errors.append(message)
                if message["code"] == "stale":
                    sent_at = None
    except ConnectionClosed:
        pass
    finally:
        await ws.close()
    return record
