"""One WebSocket connection: its seat, its rate limits and its queue of messages to send.

Messages are queued and sent by the connection's own task, so a slow reader never holds
up the others; one that falls too far behind is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from threeup.server.ratelimit import TokenBucket
from threeup.server.settings import ServerSettings

if TYPE_CHECKING:
    from threeup.server.hub import Room


class Connection:
    """One WebSocket: its seat (None for a spectator), its limits and its send queue.

    Messages are queued and sent by the connection's own task, so a slow reader never
    holds up the others; one that falls too far behind is closed.
    """

    def __init__(
        self,
        send_text: Callable[[str], Awaitable[None]],
        close: Callable[[int], Awaitable[None]],
        settings: ServerSettings,
        now: float,
    ) -> None:
        self._send_text = send_text
        self._close = close
        self.settings = settings
        self.room: Room | None = None
        self.seat: int | None = None
        self.closing = False
        self.messages = TokenBucket(settings.messages_per_second, settings.message_burst, now)
        self.chats = TokenBucket(settings.chat_per_second, settings.chat_burst, now)
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._task = asyncio.get_running_loop().create_task(self._pump())

    def send(self, text: str) -> None:
        """Queue one message; a reader too far behind is disconnected."""
        if self.closing:
            return
        if self._queue.qsize() >= self.settings.send_queue_limit:
            self.close(1008)
            return
        self._queue.put_nowait(text)

    def close(self, code: int = 1000) -> None:
        """Send what is queued, then close the socket with ``code``."""
        if not self.closing:
            self.closing = True
            self._close_code = code
            self._queue.put_nowait(None)

    async def _pump(self) -> None:
        try:
            while True:
                text = await self._queue.get()
                if text is None:
                    await self._close(self._close_code)
                    return
                await self._send_text(text)
        except Exception:  # the socket went away; the receive loop will notice
            self.closing = True

    async def finish(self) -> None:
        """Stop the send task: after what is queued when the server closes, else at once."""
        if self.closing and not self._task.done():
            with contextlib.suppress(asyncio.TimeoutError, asyncio.CancelledError, Exception):
                await asyncio.wait_for(asyncio.shield(self._task), timeout=2.0)
        self.closing = True
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self._task
