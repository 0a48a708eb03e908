"""Helpers for the server tests: a real server on a loopback port, and table set-up."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI

from threeup.server.app import create_app
from threeup.server.hub import Hub
from threeup.server.settings import ServerSettings


@dataclass
class LiveServer:
    """A server running in a thread of this process, on 127.0.0.1."""

    app: FastAPI
    port: int

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    @property
    def hub(self) -> Hub:
        hub: Hub = self.app.state.hub
        return hub

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        reply = httpx.post(self.http + path, json=body, timeout=10)
        assert reply.status_code < 300, reply.text
        data: dict[str, Any] = reply.json()
        return data

    def get(self, path: str) -> Any:
        reply = httpx.get(self.http + path, timeout=10)
        assert reply.status_code < 300, reply.text
        return reply.json()


@contextmanager
def live_server(database_url: str, **settings: Any) -> Iterator[LiveServer]:
    """Run the app with uvicorn on a free loopback port until the block ends.

    Bots at tables here move without a pause, so the clients that play against them may
    send faster than a person: the message rate limit is raised unless a test sets it.
    """
    settings.setdefault("messages_per_second", 1000.0)
    settings.setdefault("message_burst", 1000.0)
    app = create_app(ServerSettings(database_url=database_url, **settings))
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(
        app, log_level="warning", ws_max_size=65_536, ws_per_message_deflate=False, lifespan="on"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield LiveServer(app, port)
    finally:
        server.should_exit = True
        thread.join(timeout=20)
        sock.close()


def make_table(
    server: LiveServer,
    humans: int,
    bots: int,
    seed: int = 11,
    **options: Any,
) -> tuple[str, list[str]]:
    """A started table with ``humans`` people (their tokens) and ``bots`` bots."""
    body = {
        "name": "Ana",
        "players": humans + bots,
        "bot_delay": 0,
        "seed": seed,
        "away_seconds": 0,
        **options,
    }
    created = server.post("/api/tables", body)
    code = created["code"]
    tokens = [created["token"]]
    for i in range(1, humans):
        tokens.append(server.post(f"/api/tables/{code}/join", {"name": f"P{i}"})["token"])
    if bots:
        server.post(f"/api/tables/{code}/bots", {"token": tokens[0]})
    return code, tokens
