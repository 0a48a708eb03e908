"""The messages of the web protocol (docs/protocol.md), checked by pydantic.

Every message a client sends is parsed here first; anything that does not fit raises
:class:`ProtocolError` with a code and a message saying what was wrong.

>>> parse_client_message('{"type": "act", "version": 3, "action": "pickup"}')
Act(type='act', id=None, version=3, action='pickup')
>>> try:
...     parse_client_message('{"type": "dance"}')
... except ProtocolError as exc:
...     print(exc.code, "-", exc)
malformed - unknown message type 'dance': use hello, act, chat or ping
"""

from __future__ import annotations

import json
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL_VERSION = 1
DIFFICULTY_NAMES = ("easy", "medium", "hard", "expert")
MAX_SEED = 2**63 - 1

Difficulty = Literal["easy", "medium", "hard", "expert"]
MessageId = Annotated[str, Field(max_length=64)] | int | None


class ProtocolError(ValueError):
    """A message or request the server refuses; ``code`` is the protocol's error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


#: Format characters a name or a chat line may hold: the zero-width (non-)joiner that
#: emoji sequences and some scripts need. Others (bidirectional overrides...) are refused.
_ALLOWED_FORMAT = frozenset("\u200c\u200d")


def has_control_characters(text: str) -> bool:
    """True when ``text`` holds a control or format character (newlines included)."""
    return any(
        unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") and ch not in _ALLOWED_FORMAT
        for ch in text
    )


def clean_name(name: str, limit: int) -> str:
    """A display name, trimmed; raises :class:`ProtocolError` when it is unusable."""
    name = " ".join(name.split())
    if not name:
        raise ProtocolError("bad_name", "a display name needs at least one visible character")
    if len(name) > limit:
        raise ProtocolError("bad_name", f"a display name has at most {limit} characters")
    if has_control_characters(name):
        raise ProtocolError("bad_name", "a display name may not hold control characters")
    return name


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# HTTP request bodies.


class CreateTable(_Strict):
    """``POST /api/tables``."""

    name: str = Field(max_length=200)
    players: int = Field(default=4, ge=2, le=6)
    rules: dict[str, Any] = Field(default_factory=dict)
    difficulty: Difficulty = "medium"
    public: bool = True
    away_seconds: float = Field(default=60.0, ge=0, le=3600)
    turn_seconds: float = Field(default=0.0, ge=0, le=600)
    bot_delay: float = Field(default=0.8, ge=0, le=10)
    seed: int | None = Field(default=None, ge=0, le=MAX_SEED)


class JoinTable(_Strict):
    """``POST /api/tables/{code}/join``."""

    name: str = Field(max_length=200)
    seat: int | None = Field(default=None, ge=0)


class HostRequest(_Strict):
    """``leave``, ``start`` and ``bots``: the caller proves their seat with its token."""

    token: str = Field(max_length=128)
    difficulty: Difficulty | None = None


# WebSocket messages from a client.


class Hello(_Strict):
    """The first message of every connection."""

    type: Literal["hello"]
    id: MessageId = None
    v: int
    table: str = Field(max_length=16)
    token: str | None = Field(default=None, max_length=128)


class Act(_Strict):
    """An action for the connection's seat, chosen in state ``version``."""

    type: Literal["act"]
    id: MessageId = None
    version: int
    action: str = Field(max_length=80)


class Chat(_Strict):
    """A line of table chat."""

    type: Literal["chat"]
    id: MessageId = None
    text: str = Field(max_length=4096)


class Ping(_Strict):
    """Keeps a connection alive; answered with pong."""

    type: Literal["ping"]
    id: MessageId = None


ClientMessage = Annotated[Hello | Act | Chat | Ping, Field(discriminator="type")]
_CLIENT_MESSAGE: TypeAdapter[Hello | Act | Chat | Ping] = TypeAdapter(ClientMessage)
_TYPES = ("hello", "act", "chat", "ping")


def describe_validation_error(exc: ValidationError) -> str:
    """The first problem pydantic found, in one line: where, and what."""
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"] if part not in _TYPES)
    message = str(error["msg"])
    if error["type"] == "extra_forbidden":
        message = "is not a field of this message"
    elif error["type"] == "missing":
        message = "is missing"
    return f"'{where}' {message}" if where else message


def message_id(raw: object) -> str | int | None:
    """The ``id`` of a raw message, if it is one the protocol allows, to echo in errors."""
    if isinstance(raw, dict):
        value = raw.get("id")
        if isinstance(value, str) and len(value) <= 64:
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def parse_client_message(text: str | bytes) -> Hello | Act | Chat | Ping:
    """One client message from its JSON text; raises :class:`ProtocolError` (malformed)."""
    try:
        raw = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ProtocolError("malformed", f"a message must be JSON: {exc}") from None
    if not isinstance(raw, dict):
        raise ProtocolError("malformed", "a message must be a JSON object")
    kind = raw.get("type")
    if kind not in _TYPES:
        if kind is None:
            raise ProtocolError("malformed", "a message needs a 'type'")
        raise ProtocolError(
            "malformed", f"unknown message type {str(kind)[:20]!r}: use hello, act, chat or ping"
        )
    try:
        return _CLIENT_MESSAGE.validate_python(raw)
    except ValidationError as exc:
        raise ProtocolError("malformed", describe_validation_error(exc)) from None


def dump(message: dict[str, Any]) -> str:
    """A server message as compact JSON text."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
