"""One table of the web game: its seats, its match and its log. No I/O.

Changes come in two steps so that the server can store them before anyone sees them:
``prepare_*`` checks a request and returns a :class:`Pending` (the database writes and
the new state), and :meth:`GameTable.commit` makes it true once the writes are stored.
A request that is refused raises :class:`TableError` and changes nothing.

>>> from threeup import Rules
>>> table = GameTable("ABCDEF", Rules(players=2, start_seat=0), TableSettings(), seed=1)
>>> for name in ("Ana", "Bo"):
...     seat, token, pending = table.prepare_join(name)
...     _ = table.commit(pending)
>>> _ = table.commit(table.prepare_start())
>>> table.status, table.version, table.to_move
('playing', 1, 0)
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import deque
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from threeup.actions import Action, parse_action
from threeup.engine import new_game
from threeup.errors import IllegalActionError, NotationError
from threeup.events import Event, Result
from threeup.match import round_seed
from threeup.rules import Rules
from threeup.server import store
from threeup.server.protocol import DIFFICULTY_NAMES
from threeup.server.store import StoredChat, StoredMove, StoredSeat, StoredTable, Write
from threeup.state import State
from threeup.views import result_json

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


class TableError(ValueError):
    """A request the table refuses; ``code`` is the protocol's error code."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule


def new_code() -> str:
    """A random table code: six characters that cannot be mistaken for one another."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A seat's secret: 32 random URL-safe characters."""
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    """What the server keeps of a token: its SHA-256, in hex."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class TableSettings:
    """How a table runs, besides the rules (docs/protocol.md, ``CreateTable``)."""

    public: bool = True
    difficulty: str = "medium"
    away_seconds: float = 60.0
    turn_seconds: float = 0.0
    bot_delay: float = 0.8

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "public": self.public,
            "difficulty": self.difficulty,
            "away_seconds": self.away_seconds,
            "turn_seconds": self.turn_seconds,
            "bot_delay": self.bot_delay,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> TableSettings:
        """Settings from :meth:`to_json` data."""
        return TableSettings(
            public=bool(data["public"]),
            difficulty=str(data["difficulty"]),
            away_seconds=float(data["away_seconds"]),
            turn_seconds=float(data["turn_seconds"]),
            bot_delay=float(data["bot_delay"]),
        )


@dataclass(slots=True)
class Seat:
    """A taken seat: a person (who holds the token) or a bot of some difficulty."""

    name: str
    token_hash: str | None
    bot: str | None


@dataclass(frozen=True, slots=True)
class ChatLine:
    """A chat line as shown to everyone at the table."""

    seat: int | None
    name: str
    text: str
    at: datetime

    def to_json(self) -> dict[str, Any]:
        """The protocol's ``chat`` message."""
        at = self.at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return {"type": "chat", "seat": self.seat, "name": self.name, "text": self.text, "at": at}


@dataclass(slots=True)
class Pending:
    """A checked change, waiting for its writes to be stored before it is made."""

    writes: list[Write]
    kind: str
    seat: int | None = None
    new_seat: Seat | None = None
    state: State | None = None
    action: Action | None = None
    auto: bool = False
    events: list[Event] = field(default_factory=list)
    status: str | None = None
    chat: ChatLine | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """What committing an action did: its events, and whether a round ended or began."""

    events: list[Event]
    round_over: bool
    new_deal: bool


class GameTable:
    """A table: seats, the rules, the match seed, the current deal and every action."""

    def __init__(
        self,
        code: str,
        rules: Rules,
        settings: TableSettings,
        seed: int,
        host: int = 0,
        created_at: datetime | None = None,
    ) -> None:
        self.code = code
        self.rules = rules
        self.settings = settings
        self.seed = seed
        self.host = host
        self.created_at = created_at or store.now()
        self.seats: list[Seat | None] = [None] * rules.players
        self.status = "open"
        self.state: State | None = None
        self.round = 0
        self.version = 0
        self.moves = 0
        self.results: list[Result] = []
        self.round_actions: list[list[Action]] = []
        self.chat: deque[ChatLine] = deque(maxlen=50)

    # Seats.

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    def seat_of(self, token: str | None) -> int | None:
        """The seat whose token this is, or None."""
        if not token:
            return None
        digest = token_hash(token)
        for i, seat in enumerate(self.seats):
            if seat and seat.token_hash and hmac.compare_digest(seat.token_hash, digest):
                return i
        return None

    def is_bot(self, seat: int) -> bool:
        """True when a bot holds ``seat``."""
        taken = self.seats[seat]
        return taken is not None and taken.bot is not None

    def prepare_join(self, name: str, seat: int | None = None) -> tuple[int, str, Pending]:
        """Take a free seat (the one asked for, or the lowest) for a person named ``name``."""
        if self.status != "open":
            raise TableError("already_started", "the game has started: watch it as a spectator")
        if seat is None:
            free = [i for i, s in enumerate(self.seats) if s is None]
            if not free:
                raise TableError("table_full", "every seat at this table is taken")
            seat = free[0]
        elif not 0 <= seat < self.players:
            raise TableError("bad_seat", f"this table has seats 0 to {self.players - 1}")
        elif self.seats[seat] is not None:
            raise TableError("seat_taken", f"seat {seat} is taken")
        token = new_token()
        taken = Seat(name, token_hash(token), None)
        stored = StoredSeat(seat, name, taken.token_hash, None)
        pending = Pending([store.insert_seat(self.code, stored)], "join", seat, taken)
        return seat, token, pending

    def prepare_leave(self, seat: int) -> Pending:
        """Give up a seat; only before the start, and never the host's."""
        if self.status != "open":
            raise TableError("already_started", "a seat can be given up only before the start")
        if seat == self.host:
            raise TableError("host", "the host cannot leave the table before the start")
        return Pending([store.delete_seat(self.code, seat)], "leave", seat)

    def prepare_bots(self, difficulty: str | None = None) -> list[Pending]:
        """Fill every empty seat with a bot (of the table's difficulty by default)."""
        if self.status != "open":
            raise TableError("already_started", "the game has started")
        level = difficulty or self.settings.difficulty
        if level not in DIFFICULTY_NAMES:
            raise TableError("malformed", f"unknown difficulty {level!r}")
        out = []
        for i, taken in enumerate(self.seats):
            if taken is None:
                seat = Seat(f"Bot {i + 1}", None, level)
                stored = StoredSeat(i, seat.name, None, level)
                out.append(Pending([store.insert_seat(self.code, stored)], "join", i, seat))
        return out

    def prepare_start(self) -> Pending:
        """Deal the first round; every seat must be taken."""
        if self.status != "open":
            raise TableError("already_started", "the game has already started")
        empty = [i for i, s in enumerate(self.seats) if s is None]
        if empty:
            raise TableError(
                "seats_empty", f"seat(s) {', '.join(map(str, empty))} are empty: fill them first"
            )
        return Pending([store.set_status(self.code, "playing")], "start", status="playing")

    # Play.

    @property
    def to_move(self) -> int | None:
        """The seat to move, or None when no game is being played."""
        if self.state is None or self.state.is_over:
            return None
        return self.state.to_move

    def prepare_action(
        self, seat: int, text: str, version: int | None, auto: bool = False
    ) -> Pending:
        """Check an action of ``seat`` (in notation) chosen in state ``version``."""
        state = self.state
        if self.status != "playing" or state is None or state.is_over:
            raise TableError("not_started", "no game is being played at this table")
        if version is not None and version != self.version:
            raise TableError(
                "stale", f"that was chosen in version {version}; the game is at {self.version}"
            )
        if seat != state.to_move:
            raise TableError("not_your_turn", f"it is {self._name(state.to_move)}'s turn")
        try:
            action = parse_action(text)
        except NotationError as exc:
            raise TableError("bad_action", str(exc)) from None
        after = state.copy()
        try:
            events = after.apply(action, seat)
        except IllegalActionError as exc:
            raise TableError("illegal", str(exc), exc.rule) from None
        move = StoredMove(self.moves, self.round, seat, str(action), auto)
        writes = [store.insert_move(self.code, move)]
        finished = after.is_over and self.round + 1 >= self.rules.rounds
        if finished:
            writes.append(store.set_status(self.code, "finished"))
        return Pending(
            writes,
            "act",
            seat,
            state=after,
            action=action,
            auto=auto,
            events=events,
            status="finished" if finished else None,
        )

    def prepare_chat(self, seat: int | None, name: str, text: str) -> Pending:
        """A chat line, already checked for length and characters."""
        line = ChatLine(seat, name, text, store.now())
        stored = StoredChat(seat, name, text, line.at)
        return Pending([store.insert_chat(self.code, stored)], "chat", seat, chat=line)

    def commit(self, pending: Pending) -> Outcome | None:
        """Make a prepared change true (its writes are stored); an action's outcome."""
        kind = pending.kind
        if kind == "join":
            assert pending.seat is not None
            self.seats[pending.seat] = pending.new_seat
        elif kind == "leave":
            assert pending.seat is not None
            self.seats[pending.seat] = None
        elif kind == "start":
            self.status = "playing"
            self._deal()
        elif kind == "chat":
            assert pending.chat is not None
            self.chat.append(pending.chat)
        elif kind == "act":
            assert pending.state is not None and pending.action is not None
            self.state = pending.state
            self.version += 1
            self.moves += 1
            self.round_actions[-1].append(pending.action)
            round_over = pending.state.is_over
            new_deal = False
            if round_over:
                assert pending.state.result is not None
                self.results.append(pending.state.result)
                if self.round + 1 < self.rules.rounds:
                    self.round += 1
                    self._deal()
                    new_deal = True
                else:
                    self.status = "finished"
            return Outcome(pending.events, round_over, new_deal)
        return None

    def _deal(self) -> None:
        self.state = new_game(self.rules, round_seed(self.seed, self.round))
        self.round_actions.append([])
        self.version += 1

    def _name(self, seat: int) -> str:
        taken = self.seats[seat]
        return taken.name if taken else f"seat {seat}"

    # What everyone may see.

    def round_seed(self, index: int) -> int:
        """The deal seed of round ``index``."""
        return round_seed(self.seed, index)

    def scores(self) -> list[list[int]]:
        """Each finished round's points per seat (O4; empty lists without scoring)."""
        return [list(r.scores) for r in self.results]

    def standings(self) -> list[list[int | None]] | None:
        """``[place, seat, total]`` rows once the table is finished, else None."""
        if self.status != "finished" or not self.results:
            return None
        if self.rules.scoring:
            totals = [sum(r.scores[s] for r in self.results) for s in range(self.players)]
            order = sorted(range(self.players), key=lambda s: (totals[s], s))
            rows: list[list[int | None]] = []
            for i, seat in enumerate(order):
                tied = rows and totals[rows[-1][1] or 0] == totals[seat]
                place = rows[-1][0] if tied else i + 1
                rows.append([place, seat, totals[seat]])
            return rows
        placed = list(self.results[-1].placings)
        rest = [s for s in range(self.players) if s not in placed]
        rows = [[i + 1, seat, None] for i, seat in enumerate(placed)]
        rows += [[len(placed) + 1, seat, None] for seat in rest]
        return rows

    def to_json(self, connected: set[int], away: set[int]) -> dict[str, Any]:
        """The protocol's ``Table`` object (no token, no seed while playing)."""
        seats_json: list[dict[str, Any] | None] = []
        for i, taken in enumerate(self.seats):
            if taken is None:
                seats_json.append(None)
                continue
            seats_json.append(
                {
                    "seat": i,
                    "name": taken.name,
                    "bot": taken.bot,
                    "connected": i in connected,
                    "away": i in away,
                }
            )
        out: dict[str, Any] = {
            "code": self.code,
            "status": self.status,
            "players": self.players,
            "rules": self.rules.to_json(),
            "settings": self.settings.to_json(),
            "host": self.host,
            "seats": seats_json,
            "version": self.version,
            "round": self.round,
            "rounds": self.rules.rounds,
            "scores": self.scores(),
            "standings": self.standings(),
            "created": self.created_at.strftime("%Y-%m-%dT%H:%M:%SZ"),
        }
        if self.status == "finished":
            out["seed"] = self.seed
        return out

    def round_over_json(self, index: int) -> dict[str, Any]:
        """The protocol's ``round_over`` message for finished round ``index``."""
        return {
            "type": "round_over",
            "round": index,
            "result": result_json(self.results[index]),
            "scores": self.scores(),
            "standings": self.standings(),
        }


def table_from_stored(stored: StoredTable) -> GameTable:
    """Deal a stored table again and replay its log: the table as it stood.

    Raises :class:`TableError` (``corrupt``) if the log does not replay.
    """
    try:
        rules = Rules.from_json(stored.rules)
        settings = TableSettings.from_json(stored.settings)
    except (ValueError, KeyError, TypeError) as exc:
        raise TableError("corrupt", f"table {stored.code}: bad settings: {exc}") from None
    table = GameTable(stored.code, rules, settings, stored.seed, stored.host, stored.created_at)
    for s in stored.seats:
        if 0 <= s.seat < rules.players:
            table.seats[s.seat] = Seat(s.name, s.token_hash, s.bot)
    for line in stored.chat:
        table.chat.append(ChatLine(line.seat, line.name, line.text, line.at))
    if stored.status == "open":
        return table
    table.status = "playing"
    table._deal()
    for move in stored.moves:
        try:
            pending = table.prepare_action(move.seat, move.action, None, move.auto)
        except TableError as exc:
            raise TableError(
                "corrupt", f"table {stored.code}: move {move.n} does not replay ({exc.code})"
            ) from None
        table.commit(pending)
    return table
