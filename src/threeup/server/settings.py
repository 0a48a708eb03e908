"""The server's settings: where the database is, and the limits it enforces.

>>> settings = ServerSettings.from_env({"THREEUP_DATABASE_URL": "sqlite:///games.db"})
>>> settings.database_url
'sqlite:///games.db'
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DATABASE_ENV = "THREEUP_DATABASE_URL"


def default_database_url() -> str:
    """A SQLite file in the user's data folder (``$XDG_DATA_HOME/threeup/threeup.db``)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    folder = Path(base) / "threeup"
    return f"sqlite:///{folder / 'threeup.db'}"


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """Everything the server is configured with. Frozen; tests make their own."""

    database_url: str
    max_message_bytes: int = 4096
    messages_per_second: float = 20.0
    message_burst: float = 40.0
    chat_per_second: float = 1.0
    chat_burst: float = 5.0
    chat_length: int = 200
    chat_history: int = 50
    name_length: int = 24
    #: A connection that falls this many messages behind is closed (a slow reader).
    send_queue_limit: int = 256
    #: Finished tables are kept in memory for their replay pages, up to this many.
    finished_cache: int = 256
    #: Freeze long-lived objects out of the garbage collector every this many seconds
    #: (0: leave the collector alone), with a full collection every ``gc_full_seconds``.
    #: ``threeup serve`` turns it on; see threeup.server.housekeeping.
    gc_freeze_seconds: float = 0.0
    gc_full_seconds: float = 600.0
    #: Requests that change something (POST) per client address: a rate and a burst
    #: (0: no limit; a load test from one address turns it off).
    http_posts_per_second: float = 2.0
    http_post_burst: float = 60.0

    @staticmethod
    def from_env(env: Mapping[str, str] | None = None) -> ServerSettings:
        """Settings from ``THREEUP_DATABASE_URL`` (default: :func:`default_database_url`)."""
        env = os.environ if env is None else env
        return ServerSettings(database_url=env.get(DATABASE_ENV) or default_database_url())
