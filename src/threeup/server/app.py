"""The web application: the HTTP API for tables, the WebSocket for play, the pages.

>>> from threeup.server.settings import ServerSettings
>>> app = create_app(ServerSettings(database_url="sqlite://"))
>>> sorted(r.path for r in app.routes if r.path.startswith("/api/tables/"))[:2]
['/api/tables/{code}', '/api/tables/{code}/bots']
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.websockets import WebSocketDisconnect

from threeup import __version__
from threeup.replay import dumps
from threeup.server.housekeeping import collect_garbage
from threeup.server.hub import Hub
from threeup.server.protocol import (
    PROTOCOL_VERSION,
    CreateTable,
    HostRequest,
    JoinTable,
    ProtocolError,
)
from threeup.server.ratelimit import TokenBucket
from threeup.server.settings import ServerSettings
from threeup.server.store import Store, WriteFailedError
from threeup.server.table import TableError

log = logging.getLogger("threeup.server")

STATIC = Path(__file__).parent / "static"
MAX_BODY_BYTES = 16_384

#: HTTP status of each error code the API can answer with.
STATUS = {
    "unknown_table": 404,
    "unknown_round": 404,
    "bad_token": 403,
    "not_host": 403,
    "already_started": 409,
    "table_full": 409,
    "seat_taken": 409,
    "seats_empty": 409,
    "host": 409,
    "not_finished": 409,
    "length_required": 411,
    "too_large": 413,
    "rate_limited": 429,
    "unavailable": 503,
}

_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
        "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def _error(code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, STATUS.get(code, 422))


def create_app(settings: ServerSettings | None = None) -> FastAPI:
    """The FastAPI application of the web game, for uvicorn or a test client."""
    settings = settings or ServerSettings.from_env()
    store = Store(settings.database_url)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await asyncio.to_thread(store.create)
        hub = Hub(settings, store)
        loaded = await asyncio.to_thread(hub.load)
        if loaded:
            log.info("resumed %d table(s)", loaded)
        hub.resume()
        app.state.hub = hub
        housekeeping = None
        if settings.gc_freeze_seconds > 0:
            housekeeping = asyncio.create_task(
                collect_garbage(settings.gc_freeze_seconds, settings.gc_full_seconds, hub.clock)
            )
        try:
            yield
        finally:
            if housekeeping is not None:
                housekeeping.cancel()
            await hub.close()
            store.dispose()

    app = FastAPI(
        title="threeup",
        version=__version__,
        lifespan=lifespan,
        docs_url="/api/docs",
        redoc_url=None,
        openapi_url="/api/openapi.json",
    )

    def hub_of(request: Request) -> Hub:
        hub: Hub = request.app.state.hub
        return hub

    @app.exception_handler(TableError)
    async def table_error(_request: Request, exc: TableError) -> JSONResponse:
        return _error(exc.code, exc.message)

    @app.exception_handler(ProtocolError)
    async def protocol_error(_request: Request, exc: ProtocolError) -> JSONResponse:
        return _error(exc.code, exc.message)

    @app.exception_handler(WriteFailedError)
    async def write_failed(_request: Request, _exc: WriteFailedError) -> JSONResponse:
        return _error("unavailable", "the change could not be stored; nothing changed")

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        error = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
        where = ".".join(str(p) for p in error.get("loc", ()) if p != "body")
        message = str(error.get("msg", "invalid request"))
        if error.get("type") == "extra_forbidden":
            message = "is not a field of this request"
        elif error.get("type") == "missing":
            message = "is missing"
        return _error("malformed", f"'{where}' {message}" if where else message)

    posts: dict[str, TokenBucket] = {}

    def allowed(request: Request) -> bool:
        """Spend one of the client address's POST tokens (see ServerSettings)."""
        if settings.http_posts_per_second <= 0:
            return True
        address = request.client.host if request.client else "?"
        bucket = posts.get(address)
        now = time.monotonic()
        if bucket is None:
            if len(posts) >= 10_000:
                posts.clear()
            bucket = posts[address] = TokenBucket(
                settings.http_posts_per_second, settings.http_post_burst, now
            )
        return bucket.take(now)

    @app.middleware("http")
    async def limits_and_headers(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        length = request.headers.get("content-length")
        response: Response
        if request.method == "POST" and length is None:
            response = _error("length_required", "a request body needs a Content-Length")
        elif length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
            response = _error("too_large", f"a request body holds {MAX_BODY_BYTES} bytes")
        elif request.method == "POST" and not allowed(request):
            response = _error("rate_limited", "too many requests from this address: slow down")
        else:
            response = await call_next(request)
        response.headers.update(_HEADERS)
        return response

    # The API.

    @app.get("/api/health")
    async def health() -> dict[str, Any]:
        return {"ok": True, "protocol": PROTOCOL_VERSION, "version": __version__}

    @app.get("/api/lobby")
    async def lobby(request: Request) -> dict[str, Any]:
        return {"tables": hub_of(request).lobby()}

    @app.post("/api/tables", status_code=201)
    async def create(request: Request, body: CreateTable) -> dict[str, Any]:
        return await hub_of(request).create_table(body)

    @app.get("/api/tables/{code}")
    async def table(request: Request, code: str) -> dict[str, Any]:
        return await hub_of(request).table_info(code)

    @app.post("/api/tables/{code}/join")
    async def join(request: Request, code: str, body: JoinTable) -> dict[str, Any]:
        return await hub_of(request).join(code, body.name, body.seat)

    @app.post("/api/tables/{code}/leave")
    async def leave(request: Request, code: str, body: HostRequest) -> dict[str, Any]:
        return await hub_of(request).leave(code, body.token)

    @app.post("/api/tables/{code}/bots")
    async def bots(request: Request, code: str, body: HostRequest) -> dict[str, Any]:
        return await hub_of(request).fill_bots(code, body.token, body.difficulty)

    @app.post("/api/tables/{code}/start")
    async def start(request: Request, code: str, body: HostRequest) -> dict[str, Any]:
        return await hub_of(request).start(code, body.token)

    @app.get("/api/tables/{code}/replay")
    async def replay(request: Request, code: str) -> Response:
        rounds = [dumps(r) for r in await hub_of(request).replays(code)]
        text = '{"rounds":[' + ",".join(rounds) + "]}"
        return Response(text, media_type="application/json")

    @app.get("/api/tables/{code}/rounds/{index}")
    async def round_steps(request: Request, code: str, index: int) -> dict[str, Any]:
        return await hub_of(request).round_steps(code, index)

    # Play.

    @app.websocket("/ws")
    async def play(websocket: WebSocket) -> None:
        hub: Hub = websocket.app.state.hub
        await websocket.accept()

        async def close(code: int) -> None:
            with contextlib.suppress(Exception):
                await websocket.close(code)

        conn = hub.connection(websocket.send_text, close)
        try:
            while not conn.closing:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                data = message.get("text")
                if data is None:
                    data = message.get("bytes") or b""
                await hub.receive(conn, data)
        except WebSocketDisconnect:
            pass
        finally:
            hub.disconnect(conn)
            await conn.finish()

    # The browser client.

    def page() -> FileResponse:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})

    @app.get("/", include_in_schema=False)
    async def home() -> FileResponse:
        return page()

    @app.get("/t/{code}", include_in_schema=False)
    async def table_page(code: str) -> FileResponse:
        return page()

    @app.get("/replay/{code}", include_in_schema=False)
    async def replay_page(code: str) -> FileResponse:
        return page()

    @app.get("/rules", include_in_schema=False)
    async def rules_page() -> FileResponse:
        return page()

    app.mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")
    return app
