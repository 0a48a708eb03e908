"""The live server: every table in memory, its connections, its bots and its timers.

The hub is the only place where a change is made: it checks a request with the table
(and so with the engine), stores it through the :class:`~threeup.server.store.Writer`,
then makes it true and sends each connection what its seat may see. One lock per table
keeps the changes of a table in order.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from threeup.bots.base import Bot, bot_for_difficulty
from threeup.engine import new_game
from threeup.errors import RulesError
from threeup.replay import Replay
from threeup.rules import Rules
from threeup.server.connection import Connection
from threeup.server.protocol import (
    PROTOCOL_VERSION,
    Act,
    Chat,
    CreateTable,
    Hello,
    Ping,
    ProtocolError,
    clean_name,
    dump,
    has_control_characters,
    message_id,
    parse_client_message,
)
from threeup.server.settings import ServerSettings
from threeup.server.store import Store, StoredTable, WriteFailedError, Writer, insert_table
from threeup.server.table import (
    CODE_ALPHABET,
    CODE_LENGTH,
    GameTable,
    Outcome,
    Pending,
    TableError,
    TableSettings,
    new_code,
    table_from_stored,
)
from threeup.state import State
from threeup.views import event_json, view

log = logging.getLogger("threeup.server")

#: Settings of a table the server decides, not the creator.
_SERVER_RULES = ("players", "start_seat", "turn_limit")
#: The most rounds a match may have (O4).
MAX_ROUNDS = 20
#: An open table nobody has been connected to for this long leaves the lobby's list.
LOBBY_IDLE_SECONDS = 3600.0
#: Event-loop timers (uvloop's in particular) may fire up to a millisecond or so early.
TIMER_SLACK = 0.01
#: When an automatic move could not be made, it is tried again after this long.
AUTO_RETRY_SECONDS = 1.0


@dataclass(eq=False)
class Room:
    """A table with everything live about it."""

    table: GameTable
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    #: When each seat lost its last connection (monotonic seconds).
    left_at: dict[int, float] = field(default_factory=dict)
    #: When the current turn began (monotonic seconds), for the turn timer.
    turn_started: float = 0.0
    #: The pending automatic move (a bot's, or a stand-in's) and its (version, due time).
    timer: asyncio.TimerHandle | None = None
    timer_key: tuple[int, float] | None = None
    #: The version an automatic move is being chosen for, while it is.
    auto_version: int | None = None
    away_timers: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    bots: dict[int, Bot] = field(default_factory=dict)
    #: When the table finished (monotonic seconds), for dropping old finished tables.
    finished_at: float | None = None
    #: When the room was made or loaded (monotonic seconds), for the lobby's idle rule.
    opened: float = field(default_factory=time.monotonic)

    def connected(self) -> set[int]:
        """Seats with at least one open connection."""
        return {c.seat for c in self.connections if c.seat is not None}


class Hub:
    """All tables and connections of one server process."""

    def __init__(
        self,
        settings: ServerSettings,
        store: Store,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings
        self.store = store
        self.writer = Writer(store)
        self.clock = clock
        self.rooms: dict[str, Room] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        self.accepted = 0

    # Start and stop.

    def load(self) -> int:
        """Load every unfinished table from the database; the number loaded."""
        now = self.clock()
        for stored in self.store.load_unfinished():
            try:
                table = table_from_stored(stored)
            except TableError as exc:
                log.error("not resumed: %s", exc.message)
                continue
            room = Room(table, turn_started=now)
            for seat in range(table.players):
                if not table.is_bot(seat):
                    room.left_at[seat] = now
            self.rooms[table.code] = room
        return len(self.rooms)

    def resume(self) -> None:
        """Start the bots and timers of every loaded table (needs the event loop)."""
        for room in self.rooms.values():
            self._schedule(room)
            for seat, since in room.left_at.items():
                self._watch_away(room, seat, since)

    async def close(self) -> None:
        """Cancel timers and bot moves, and finish the queued writes."""
        for room in self.rooms.values():
            if room.timer:
                room.timer.cancel()
            for handle in room.away_timers.values():
                handle.cancel()
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        await asyncio.to_thread(self.writer.close)

    # Tables over HTTP.

    async def _stored(self, code: str) -> StoredTable | None:
        """A table from the database, read off the event loop."""
        try:
            return await asyncio.to_thread(self.store.load, code)
        except SQLAlchemyError:
            log.exception("the database could not be read")
            raise TableError("unavailable", "the database cannot be read now; try again") from None

    async def _room(self, code: str) -> Room:
        key = code.upper()
        room = self.rooms.get(key)
        if room is not None:
            return room
        if len(key) != CODE_LENGTH or not set(key) <= set(CODE_ALPHABET):
            raise TableError("unknown_table", f"there is no table {code[:16]!r}")
        stored = await self._stored(key)
        room = self.rooms.get(key)  # loaded meanwhile by another request
        if room is not None:
            return room
        if stored is None:
            raise TableError("unknown_table", f"there is no table {code!r}")
        try:
            room = Room(table_from_stored(stored))
        except TableError:
            raise TableError("unknown_table", f"table {code!r} cannot be read") from None
        if room.table.status == "finished":
            room.finished_at = self.clock()
        self.rooms[key] = room
        self._evict()
        return room

    def _evict(self) -> None:
        """Forget the oldest finished tables nobody watches, beyond the cache size."""
        finished = [r for r in self.rooms.values() if r.finished_at is not None]
        extra = len(finished) - self.settings.finished_cache
        if extra <= 0:
            return
        finished.sort(key=lambda r: r.finished_at or 0.0)
        for room in finished:
            if extra <= 0:
                break
            if not room.connections:
                del self.rooms[room.table.code]
                extra -= 1

    def _seat_of(self, room: Room, token: str) -> int:
        seat = room.table.seat_of(token)
        if seat is None:
            raise TableError("bad_token", "that token holds no seat at this table")
        return seat

    def _host(self, room: Room, token: str) -> None:
        if self._seat_of(room, token) != room.table.host:
            raise TableError("not_host", "only the host can do that")

    async def create_table(self, body: CreateTable) -> dict[str, Any]:
        """Create a table with its creator in seat 0; the creator's seat and token."""
        name = clean_name(body.name, self.settings.name_length)
        clash = sorted(set(body.rules) & set(_SERVER_RULES))
        if clash:
            raise TableError("bad_rules", f"the server sets {', '.join(clash)}: leave it out")
        try:
            rules = Rules.from_json({**body.rules, "players": body.players})
        except RulesError as exc:
            raise TableError("bad_rules", str(exc)) from None
        settings = TableSettings(
            public=body.public,
            difficulty=body.difficulty,
            away_seconds=body.away_seconds,
            turn_seconds=body.turn_seconds,
            bot_delay=body.bot_delay,
        )
        if rules.rounds > MAX_ROUNDS:
            raise TableError("bad_rules", f"a match has at most {MAX_ROUNDS} rounds")
        seed = body.seed if body.seed is not None else secrets.randbits(62)
        code = new_code()
        while code in self.rooms or await self._stored(code) is not None:
            code = new_code()
        table = GameTable(code, rules, settings, seed, host=0)
        seat, token, pending = table.prepare_join(name, 0)
        created = insert_table(code, table.created_at, rules.to_json(), settings.to_json(), seed, 0)
        await self.writer.write(created, *pending.writes)
        table.commit(pending)
        room = Room(table, left_at={0: self.clock()})
        self.rooms[code] = room
        return {"code": code, "seat": seat, "token": token, "invite": f"/t/{code}"}

    async def join(self, code: str, name: str, seat: int | None) -> dict[str, Any]:
        """Take a seat; the seat and its token."""
        room = await self._room(code)
        name = clean_name(name, self.settings.name_length)
        async with room.lock:
            taken, token, pending = room.table.prepare_join(name, seat)
            await self.writer.write(*pending.writes)
            room.table.commit(pending)
            room.left_at[taken] = self.clock()
        self._send_table(room)
        return {"seat": taken, "token": token}

    async def leave(self, code: str, token: str) -> dict[str, Any]:
        """Give up a seat before the start."""
        room = await self._room(code)
        async with room.lock:
            pending = room.table.prepare_leave(self._seat_of(room, token))
            await self.writer.write(*pending.writes)
            room.table.commit(pending)
            assert pending.seat is not None
            room.left_at.pop(pending.seat, None)
        for conn in list(room.connections):
            if conn.seat == pending.seat:
                conn.seat = None
        self._send_table(room)
        return self.table_json(room)

    async def fill_bots(self, code: str, token: str, difficulty: str | None) -> dict[str, Any]:
        """The host fills every empty seat with a bot."""
        room = await self._room(code)
        async with room.lock:
            self._host(room, token)
            pendings = room.table.prepare_bots(difficulty)
            await self.writer.write(*(w for p in pendings for w in p.writes))
            for pending in pendings:
                room.table.commit(pending)
        self._send_table(room)
        return self.table_json(room)

    async def start(self, code: str, token: str) -> dict[str, Any]:
        """The host deals the first round."""
        room = await self._room(code)
        async with room.lock:
            self._host(room, token)
            pending = room.table.prepare_start()
            await self.writer.write(*pending.writes)
            room.table.commit(pending)
            room.turn_started = self.clock()
        self._send_table(room)
        self._send_update(room, Outcome([], False, True), None, False)
        self._schedule(room)
        for seat, since in room.left_at.items():
            if not room.table.is_bot(seat):
                self._watch_away(room, seat, since)
        return self.table_json(room)

    def table_json(self, room: Room) -> dict[str, Any]:
        """The protocol's ``Table`` for a room."""
        return room.table.to_json(room.connected(), self._away(room))

    async def table_info(self, code: str) -> dict[str, Any]:
        """``GET /api/tables/{code}``."""
        return self.table_json(await self._room(code))

    def lobby(self) -> list[dict[str, Any]]:
        """Public tables still open for players, newest first.

        An open table that nobody has been connected to for an hour is not listed.
        """
        out = []
        now = self.clock()
        for room in self.rooms.values():
            table = room.table
            if table.status != "open" or not table.settings.public:
                continue
            last_seen = max([room.opened, *room.left_at.values()])
            if not room.connections and now - last_seen > LOBBY_IDLE_SECONDS:
                continue
            host = table.seats[table.host]
            out.append(
                {
                    "code": table.code,
                    "host_name": host.name if host else "",
                    "players": table.players,
                    "seated": sum(1 for s in table.seats if s is not None),
                    "rules": table.rules.to_json(),
                    "created": table.created_at.strftime("%Y-%m-%dT%H:%M:%SZ"),
                }
            )
        out.sort(key=lambda t: str(t["created"]), reverse=True)
        return out

    async def replays(self, code: str) -> list[Replay]:
        """Every round of a finished table, as replays."""
        table = await self._finished(code)
        names = tuple(s.name if s else "" for s in table.seats)
        return [
            Replay(table.rules, table.round_seed(i), tuple(actions), names, table.results[i])
            for i, actions in enumerate(table.round_actions)
        ]

    async def round_steps(self, code: str, index: int) -> dict[str, Any]:
        """A finished round step by step, as the spectator saw it."""
        replays = await self.replays(code)
        if not 0 <= index < len(replays):
            raise TableError("unknown_round", f"this table played rounds 0 to {len(replays) - 1}")
        replay = replays[index]
        steps: list[dict[str, Any]] = [
            {"actor": None, "events": [], "view": view(new_game(replay.rules, replay.seed), None)}
        ]
        for step in replay.steps():
            steps.append(
                {
                    "actor": step.seat,
                    "events": [event_json(e, None) for e in step.events],
                    "view": view(step.state, None),
                }
            )
        return {
            "round": index,
            "rounds": len(replays),
            "players": list(replay.players),
            "steps": steps,
        }

    async def _finished(self, code: str) -> GameTable:
        table = (await self._room(code)).table
        if table.status != "finished":
            raise TableError("not_finished", "replays are shown once the table has finished")
        return table

    # Connections.

    def connection(
        self,
        send_text: Callable[[str], Awaitable[None]],
        close: Callable[[int], Awaitable[None]],
    ) -> Connection:
        """A new connection, not yet at any table."""
        return Connection(send_text, close, self.settings, self.clock())

    async def receive(self, conn: Connection, text: str | bytes) -> None:
        """Handle one message from a client; errors are replied, never raised."""
        raw_id: str | int | None = None
        try:
            if not conn.messages.take(self.clock()):
                raise ProtocolError("rate_limited", "too many messages: slow down")
            if len(text) > self.settings.max_message_bytes or (
                isinstance(text, str)
                and len(text.encode("utf-8")) > self.settings.max_message_bytes
            ):
                raise ProtocolError(
                    "too_large", f"a message may hold {self.settings.max_message_bytes} bytes"
                )
            message = parse_client_message(text)
            raw_id = message.id
            if isinstance(message, Hello):
                await self._hello(conn, message)
            elif conn.room is None:
                raise ProtocolError("hello_first", "say hello first")
            elif isinstance(message, Act):
                await self._act(conn, message)
            elif isinstance(message, Chat):
                await self._chat(conn, message)
            elif isinstance(message, Ping):
                conn.send(dump({"type": "pong", "id": message.id}))
        except (ProtocolError, TableError) as exc:
            if raw_id is None and isinstance(text, str) and len(text) < 5000:
                with contextlib.suppress(ValueError):
                    raw_id = message_id(json.loads(text))
            rule = exc.rule if isinstance(exc, TableError) else None
            conn.send(
                dump(
                    {
                        "type": "error",
                        "code": exc.code,
                        "message": exc.message,
                        "rule": rule,
                        "id": raw_id,
                    }
                )
            )
            if exc.code in ("unsupported_version", "unknown_table", "bad_token"):
                conn.close(1008)
        except WriteFailedError:
            conn.send(
                dump(
                    {
                        "type": "error",
                        "code": "unavailable",
                        "rule": None,
                        "id": raw_id,
                        "message": "the change could not be stored; nothing changed",
                    }
                )
            )

    async def _hello(self, conn: Connection, hello: Hello) -> None:
        if conn.room is not None:
            raise ProtocolError("hello_first", "this connection has already said hello")
        if hello.v != PROTOCOL_VERSION:
            raise ProtocolError(
                "unsupported_version", f"this server speaks protocol {PROTOCOL_VERSION}"
            )
        room = await self._room(hello.table)
        seat = None
        if hello.token:
            seat = room.table.seat_of(hello.token)
            if seat is None:
                raise TableError("bad_token", "that token holds no seat at this table")
        conn.room = room
        conn.seat = seat
        room.connections.add(conn)
        if seat is not None:
            room.left_at.pop(seat, None)
        table = room.table
        conn.send(
            dump(
                {
                    "type": "welcome",
                    "v": PROTOCOL_VERSION,
                    "seat": seat,
                    "table": self.table_json(room),
                    "chat": [line.to_json() for line in table.chat],
                }
            )
        )
        if table.state is not None:
            conn.send(dump(self._update_message(room, seat, [], None, False)))
        if seat is not None:
            self._send_table(room, skip=conn)
            self._schedule(room)

    def disconnect(self, conn: Connection) -> None:
        """Forget a connection that closed."""
        room = conn.room
        if room is None:
            return
        room.connections.discard(conn)
        conn.room = None
        if conn.seat is not None and conn.seat not in room.connected():
            since = room.left_at[conn.seat] = self.clock()
            self._send_table(room)
            self._schedule(room)
            self._watch_away(room, conn.seat, since)

    def _watch_away(self, room: Room, seat: int, since: float) -> None:
        """Arrange to tell the table when a player gone since ``since`` counts as away."""
        old = room.away_timers.pop(seat, None)
        if old is not None:
            old.cancel()
        seconds = room.table.settings.away_seconds
        if seconds > 0 and room.table.status == "playing" and not room.table.is_bot(seat):
            delay = max(0.0, since + seconds - self.clock())
            room.away_timers[seat] = asyncio.get_running_loop().call_later(
                delay, self._went_away, room, seat, since
            )

    def _went_away(self, room: Room, seat: int, since: float) -> None:
        """Tell the table that a player has now been away long enough for a stand-in."""
        room.away_timers.pop(seat, None)
        if room.left_at.get(seat) == since and room.table.status == "playing":
            self._send_table(room)

    async def _act(self, conn: Connection, message: Act) -> None:
        room = conn.room
        assert room is not None
        if conn.seat is None:
            raise TableError("spectator", "a spectator cannot act: take a seat first")
        await self.act(room, conn.seat, message.action, message.version, auto=False)

    async def _chat(self, conn: Connection, message: Chat) -> None:
        room = conn.room
        assert room is not None
        text = message.text.strip()
        if not text or len(text) > self.settings.chat_length or has_control_characters(text):
            raise ProtocolError(
                "bad_chat",
                f"a chat line holds 1 to {self.settings.chat_length} characters, no control"
                " characters",
            )
        if not conn.chats.take(self.clock()):
            raise ProtocolError("rate_limited", "one chat line a second, please")
        table = room.table
        taken = table.seats[conn.seat] if conn.seat is not None else None
        name = taken.name if taken else "spectator"
        pending = table.prepare_chat(conn.seat, name, text)
        await self.writer.write(*pending.writes)
        table.commit(pending)
        assert pending.chat is not None
        line = dump(pending.chat.to_json())
        for other in room.connections:
            other.send(line)

    # Actions.

    async def act(self, room: Room, seat: int, text: str, version: int | None, auto: bool) -> None:
        """Check, store, make and broadcast one action of ``seat``."""
        async with room.lock:
            table = room.table
            pending = table.prepare_action(seat, text, version, auto)
            await self.writer.write(*pending.writes)
            outcome = table.commit(pending)
            assert outcome is not None
            self.accepted += 1
            room.turn_started = self.clock()
            self._broadcast(room, pending, outcome)
            if table.status == "finished":
                room.finished_at = self.clock()
                for handle in room.away_timers.values():
                    handle.cancel()
                room.away_timers.clear()
        self._schedule(room)
        if table.status == "finished":
            self._evict()

    def _broadcast(self, room: Room, pending: Pending, outcome: Outcome) -> None:
        table = room.table
        actor, auto = pending.seat, pending.auto
        if outcome.round_over:
            # The last update shows the finished deal; then the result; then the next deal.
            finished_round = len(table.results) - 1
            messages: dict[int | None, str] = {}
            for conn in room.connections:
                text = messages.get(conn.seat)
                if text is None:
                    state = pending.state
                    assert state is not None
                    message = self._final_update(room, conn.seat, state, pending)
                    text = messages[conn.seat] = dump(message)
                conn.send(text)
            over = dump(table.round_over_json(finished_round))
            for conn in room.connections:
                conn.send(over)
            self._send_table(room)
            if outcome.new_deal:
                self._send_update(room, Outcome([], False, True), None, False)
            return
        self._send_update(room, outcome, actor, auto)

    def _final_update(
        self, room: Room, seat: int | None, state: State, pending: Pending
    ) -> dict[str, Any]:
        """The update that shows a finished deal (the next deal, if any, is already dealt)."""
        table = room.table
        return {
            "type": "update",
            "version": table.version - (0 if table.state is state else 1),
            "round": len(table.results) - 1,
            "view": view(state, seat),
            "legal": [],
            "events": [event_json(e, seat) for e in pending.events],
            "actor": pending.seat,
            "auto": pending.auto,
            "deadline": None,
        }

    def _update_message(
        self, room: Room, seat: int | None, events: list[Any], actor: int | None, auto: bool
    ) -> dict[str, Any]:
        table = room.table
        state = table.state
        assert state is not None
        legal = state.legal_actions() if seat is not None and seat == table.to_move else ()
        return {
            "type": "update",
            "version": table.version,
            "round": table.round,
            "view": view(state, seat),
            "legal": [str(a) for a in legal],
            "events": [event_json(e, seat) for e in events],
            "actor": actor,
            "auto": auto,
            "deadline": self._deadline(room),
        }

    def _send_update(self, room: Room, outcome: Outcome, actor: int | None, auto: bool) -> None:
        messages: dict[int | None, str] = {}
        for conn in room.connections:
            text = messages.get(conn.seat)
            if text is None:
                message = self._update_message(room, conn.seat, outcome.events, actor, auto)
                text = messages[conn.seat] = dump(message)
            conn.send(text)

    def _send_table(self, room: Room, skip: Connection | None = None) -> None:
        text = dump({"type": "table", "table": self.table_json(room)})
        for conn in room.connections:
            if conn is not skip:
                conn.send(text)

    # Bots, the away rule and the turn timer.

    def _away(self, room: Room) -> set[int]:
        seconds = room.table.settings.away_seconds
        if seconds <= 0 or room.table.status != "playing":
            return set()
        now = self.clock()
        table = room.table
        return {
            s
            for s, since in room.left_at.items()
            if now - since >= seconds - TIMER_SLACK and not table.is_bot(s)
        }

    def _deadline(self, room: Room) -> float | None:
        table = room.table
        seat = table.to_move
        if table.settings.turn_seconds <= 0 or seat is None or table.is_bot(seat):
            return None
        left = room.turn_started + table.settings.turn_seconds - self.clock()
        return round(max(0.0, left), 1)

    def _schedule(self, room: Room) -> None:
        """Arrange the next move nobody at the keyboard will make: a bot's, or a stand-in's.

        Calling it again for the same state keeps the timer already set, so connections
        coming and going cannot put a bot's move off.
        """
        table = room.table
        seat = table.to_move
        due = None
        if table.status == "playing" and seat is not None:
            due = self._due(room, seat)
        key = None if due is None else (table.version, due)
        if room.timer is not None and room.timer_key == key:
            return
        if room.timer is not None:
            room.timer.cancel()
        room.timer, room.timer_key = None, key
        if due is not None:
            delay = max(0.0, due - self.clock())
            loop = asyncio.get_running_loop()
            room.timer = loop.call_later(delay, self._spawn_auto, room, table.version)

    def _due(self, room: Room, seat: int) -> float | None:
        """When the seat to move gets an automatic move (monotonic seconds), or None."""
        settings = room.table.settings
        soonest = room.turn_started + settings.bot_delay
        if room.table.is_bot(seat):
            return soonest
        due = None
        if settings.turn_seconds > 0:
            due = room.turn_started + settings.turn_seconds
        since = room.left_at.get(seat)
        if settings.away_seconds > 0 and since is not None:
            away_due = max(since + settings.away_seconds, soonest)
            due = away_due if due is None else min(due, away_due)
        return due

    def _spawn_auto(self, room: Room, version: int) -> None:
        room.timer, room.timer_key = None, None
        if room.auto_version == version:
            return  # already choosing this move
        task = asyncio.get_running_loop().create_task(self._auto_move(room, version))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _auto_move(self, room: Room, version: int) -> None:
        table = room.table
        seat = table.to_move
        state = table.state
        if table.version != version or seat is None or state is None:
            return
        room.auto_version = version
        try:
            bot = room.bots.get(seat)
            if bot is None:
                seed = random.Random(f"{table.seed}/{seat}").getrandbits(62)
                bot = room.bots[seat] = bot_for_difficulty(level_of(table, seat), seed)
            seat_view = view(state, seat)
            legal = state.legal_actions()
            if level_of(table, seat) == "expert":  # a search: think off the event loop
                action = await asyncio.to_thread(bot.choose, seat_view, legal)
            else:
                action = bot.choose(seat_view, legal)
            stand_in = not table.is_bot(seat)
            due = self._due(room, seat)
            if stand_in and (due is None or self.clock() < due - TIMER_SLACK):
                return  # the player came back while the stand-in was thinking
            await self.act(room, seat, str(action), version, auto=stand_in)
        except TableError as exc:
            if exc.code not in ("stale", "not_your_turn", "not_started"):
                log.error("table %s: a bot's move was refused (%s)", table.code, exc.code)
        except WriteFailedError:
            log.error("table %s: a bot's move could not be stored", table.code)
        except Exception:
            log.exception("table %s: a bot's move failed", table.code)
        finally:
            room.auto_version = None
            if table.version == version and table.status == "playing":
                # The move was not made: look again in a second.
                asyncio.get_running_loop().call_later(AUTO_RETRY_SECONDS, self._schedule, room)


def level_of(table: GameTable, seat: int) -> str:
    """The difficulty of the bot that plays ``seat``: its own, or the table's stand-in."""
    taken = table.seats[seat]
    if taken is not None and taken.bot is not None:
        return taken.bot
    return table.settings.difficulty
