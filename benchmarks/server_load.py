"""Server load: many real WebSocket clients on loopback, playing real games against one server.

    .venv/bin/python benchmarks/server_load.py            # both phases, about 2 minutes
    .venv/bin/python benchmarks/server_load.py --tables 50 --seconds 10 --fast-tables 40

Starts ``threeup serve`` in its own process (a fresh SQLite file, or ``--database URL``),
creates 4-player tables of four people each over HTTP, and opens one WebSocket per seat
from this process. Each client is a bot (``random``) that sees only its seat's view and
the legal actions the server sent, and answers with an action like a browser does.

Two phases:

1. **Human pace**: ``--tables`` tables (500: 2,000 connections); each player thinks
   0.5 to 1.5 s before every move. Prints the concurrent games, the actions/s handled and
   the p50/p99 latency from sending an action to receiving the update that shows it.
2. **Full speed**: ``--fast-tables`` tables whose players answer at once. Prints the
   accepted actions/s (each sent to its table as four per-seat views) and the latency.

The load generator and the server share this machine's cores.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import platform
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from websockets.asyncio.client import connect

from threeup.actions import parse_action
from threeup.bots.base import make_bot
from threeup.server.housekeeping import collect_garbage
from threeup.server.process import free_port, start_server


@dataclass
class Stats:
    """What the clients measured inside the window."""

    window_start: float = 0.0
    window_end: float = float("inf")
    actions: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=dict)

    def in_window(self, now: float) -> bool:
        return self.window_start <= now < self.window_end


async def make_table(http: httpx.AsyncClient, players: int, seed: int) -> tuple[str, list[str]]:
    """A table of ``players`` people (not yet started): its code and the seats' tokens."""
    body = {"name": "P0", "players": players, "seed": seed, "away_seconds": 0, "public": False}
    created = (await http.post("/api/tables", json=body)).json()
    code = created["code"]
    tokens = [created["token"]]
    for n in range(1, players):
        joined = await http.post(f"/api/tables/{code}/join", json={"name": f"P{n}"})
        tokens.append(joined.json()["token"])
    return code, tokens


async def seat_client(
    url: str,
    code: str,
    token: str,
    pace: tuple[float, float],
    seed: int,
    stats: Stats,
    connected: asyncio.Event,
    stop: asyncio.Event,
) -> None:
    """One player: waits for its turn, thinks ``pace`` seconds, answers; measures latency."""
    bot = make_bot("random", seed)
    rng = random.Random(seed)
    async with connect(url, max_size=2**22, open_timeout=60, ping_interval=None) as ws:
        await ws.send(json.dumps({"type": "hello", "v": 1, "table": code, "token": token}))
        while json.loads(await ws.recv())["type"] != "welcome":
            pass
        connected.set()
        sent_at: float | None = None
        sent_version = -1
        last = [""]
        pending: asyncio.Task[None] | None = None

        async def answer(message: dict[str, object]) -> None:
            nonlocal sent_at, sent_version
            low, high = pace
            if high > 0:
                await asyncio.sleep(rng.uniform(low, high))
            legal = [parse_action(str(a)) for a in message["legal"]]  # type: ignore[attr-defined]
            choice = bot.choose(message["view"], legal)  # type: ignore[arg-type]
            sent_version = int(message["version"])  # type: ignore[call-overload]
            sent_at = time.perf_counter()
            last[0] = json.dumps({"type": "act", "version": sent_version, "action": str(choice)})
            await ws.send(last[0])

        while not stop.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), 1.0)
            except TimeoutError:
                continue
            message = json.loads(raw)
            kind = message["type"]
            if kind == "update":
                now = time.perf_counter()
                if sent_at is not None and message["version"] > sent_version:
                    if stats.in_window(now):
                        stats.actions += 1
                        stats.latencies.append(now - sent_at)
                    sent_at = None
                if message["legal"]:
                    pending = asyncio.create_task(answer(message))
            elif kind == "error":
                stats.errors[message["code"]] = stats.errors.get(message["code"], 0) + 1
                if message["code"] == "rate_limited" and last[0]:
                    await asyncio.sleep(0.25)  # faster than a connection may send: again
                    await ws.send(last[0])
            elif kind == "table" and message["table"]["status"] == "finished":
                break
        if pending is not None:
            pending.cancel()


async def phase(
    base: str,
    tables: int,
    players: int,
    pace: tuple[float, float],
    warmup: float,
    seconds: float,
    seed: int,
) -> tuple[Stats, float, int]:
    """Keep ``tables`` tables playing (a finished one is replaced); (stats, seconds, games)."""
    stats = Stats()
    ws_url = base.replace("http", "ws", 1) + "/ws"
    stop = asyncio.Event()
    started: list[int] = [0]
    games = 0
    limits = httpx.Limits(max_connections=64)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as http:

        async def keep_playing(slot: int) -> None:
            nonlocal games
            n = 0
            while not stop.is_set():
                code, tokens = await make_table(http, players, seed + slot * 1000 + n)
                flags = [asyncio.Event() for _ in tokens]
                clients = [
                    asyncio.create_task(
                        seat_client(
                            ws_url,
                            code,
                            token,
                            pace,
                            seed * 7919 + slot * 100 + n * 10 + s,
                            stats,
                            flags[s],
                            stop,
                        )
                    )
                    for s, token in enumerate(tokens)
                ]
                await asyncio.gather(*(f.wait() for f in flags))
                reply = await http.post(f"/api/tables/{code}/start", json={"token": tokens[0]})
                reply.raise_for_status()
                started[0] += 1
                games += 1
                await asyncio.gather(*clients)
                n += 1

        # The load generator holds as many long-lived objects as the server: it keeps
        # its garbage collector's pauses short the same way (threeup.server.housekeeping).
        housekeeping = asyncio.create_task(collect_garbage(5.0, 600.0, time.monotonic))
        workers = [asyncio.create_task(keep_playing(slot)) for slot in range(tables)]
        while started[0] < tables:
            await asyncio.sleep(0.05)
            failed = [w for w in workers if w.done() and w.exception()]
            if failed:
                raise SystemExit(f"a table failed: {failed[0].exception()!r}")
        await asyncio.sleep(warmup)
        stats.window_start = time.perf_counter()
        games_before = games
        await asyncio.sleep(seconds)
        stats.window_end = time.perf_counter()
        finished = games - games_before
        stop.set()
        await asyncio.gather(*workers, return_exceptions=True)
        housekeeping.cancel()
        gc.unfreeze()
    return stats, stats.window_end - stats.window_start, finished


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(title: str, stats: Stats, seconds: float, tables: int, new_games: int) -> None:
    print(f"\n{title}")
    print(
        f"  concurrent games: {tables} ({4 * tables} connections); "
        f"games started during the window: {new_games}"
    )
    print(
        f"  accepted actions/s: {stats.actions / seconds:,.0f} "
        f"({stats.actions:,} in {seconds:.1f} s; {4 * stats.actions / seconds:,.0f} "
        "per-seat updates/s)"
    )
    if stats.latencies:
        ms = [x * 1000 for x in stats.latencies]
        print(
            f"  action-to-update latency: p50 {percentile(ms, 0.5):.1f} ms, "
            f"p99 {percentile(ms, 0.99):.1f} ms, mean {statistics.fmean(ms):.1f} ms, "
            f"max {max(ms):.1f} ms"
        )
    if stats.errors:
        print(f"  error replies: {stats.errors}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=500, help="human-pace tables")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured seconds a phase")
    parser.add_argument(
        "--warmup", type=float, default=20.0, help="seconds of play before measuring"
    )
    parser.add_argument("--fast-tables", type=int, default=100, help="full-speed tables")
    parser.add_argument("--database", default=None, help="a SQLAlchemy URL (default: SQLite)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", choices=["human", "fast"], default=None)
    args = parser.parse_args()

    with contextlib.suppress(ImportError):
        import uvloop

        uvloop.install()
    print(
        f"server load: Python {platform.python_version()}, {os.cpu_count()} cores, "
        f"{platform.processor() or platform.machine()}"
    )
    with tempfile.TemporaryDirectory() as folder:
        database = args.database or f"sqlite:///{Path(folder) / 'load.db'}"
        print(f"database: {database.split('@')[-1]}")
        port = free_port()
        try:
            server = start_server(port, database, "--http-rate", "0")
        except RuntimeError as exc:
            raise SystemExit(str(exc)) from None
        base = f"http://127.0.0.1:{port}"
        try:
            if args.only in (None, "human"):
                stats, seconds, games = asyncio.run(
                    phase(base, args.tables, 4, (0.5, 1.5), args.warmup, args.seconds, args.seed)
                )
                report("human pace (0.5-1.5 s a move)", stats, seconds, args.tables, games)
            if args.only in (None, "fast"):
                stats, seconds, games = asyncio.run(
                    phase(base, args.fast_tables, 4, (0.0, 0.0), 2.0, args.seconds, args.seed + 1)
                )
                report("full speed", stats, seconds, args.fast_tables, games)
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
