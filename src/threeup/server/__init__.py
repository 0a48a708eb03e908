"""The real-time web game: HTTP for tables, one WebSocket per player, a database log.

Run it with ``threeup serve``; the protocol is in docs/protocol.md. The server is the
only authority: it checks every action with the engine and sends each connection the
view of its own seat.
"""

from threeup.server.settings import ServerSettings

__all__ = ["ServerSettings"]
