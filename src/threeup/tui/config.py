"""Who sits where and how a terminal game is set up: seats, pace, where replays go.

>>> seats = make_seats(3, ["medium", "human"])
>>> [(s.name, s.kind) for s in seats]
[('Ana', 'human'), ('Bo', 'medium'), ('Cy', 'human')]
>>> seats[1].label
'Bo (medium)'
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from threeup.bots.base import DIFFICULTIES
from threeup.rules import Rules

HUMAN = "human"

#: What a seat may be: a person at the keyboard or a computer player of some difficulty.
SEAT_KINDS = (HUMAN, *DIFFICULTIES)

#: Seat names used when none are given.
DEFAULT_NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli", "Flo")

#: Seconds between two computer moves, so that a person can follow them.
DEFAULT_PACE = 0.6


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat at the table: a name and ``human`` or a difficulty level."""

    name: str
    kind: str

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"unknown player {self.kind!r}; choose {', '.join(SEAT_KINDS)}")
        if not self.name.strip():
            raise ValueError("a player's name cannot be empty")

    @property
    def is_human(self) -> bool:
        """True for a person at the keyboard."""
        return self.kind == HUMAN

    @property
    def label(self) -> str:
        """The name with what plays it, e.g. ``Bo (medium)``; a person's name alone."""
        return self.name if self.is_human else f"{self.name} ({self.kind})"


def make_seats(
    players: int, opponents: Sequence[str], names: Sequence[str] = ()
) -> tuple[Seat, ...]:
    """Seat 0 is a person; the others take ``opponents`` in turn (repeated as needed).

    Raises ``ValueError`` saying what is wrong.
    """
    if not 2 <= players <= 6:
        raise ValueError(f"3UP 3DOWN is for 2 to 6 players, not {players}")
    kinds = [k.strip().lower() for k in opponents if k.strip()]
    if not kinds:
        raise ValueError("name at least one opponent (easy, medium, hard, expert or human)")
    if len(kinds) > players - 1:
        raise ValueError(f"{len(kinds)} opponents named for {players - 1} seats")
    given = [n.strip() for n in names]
    if len(given) > players:
        raise ValueError(f"{len(given)} names given for {players} seats")
    chosen = [given[i] if i < len(given) and given[i] else DEFAULT_NAMES[i] for i in range(players)]
    if len(set(chosen)) != len(chosen):
        raise ValueError("every player needs a different name")
    seats = [Seat(chosen[0], HUMAN)]
    seats += [Seat(chosen[i], kinds[(i - 1) % len(kinds)]) for i in range(1, players)]
    return tuple(seats)


def default_replay_dir() -> Path:
    """``$XDG_DATA_HOME/threeup/replays``, by default ``~/.local/share/threeup/replays``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "threeup" / "replays"


@dataclass(frozen=True, slots=True)
class PlayConfig:
    """Everything a terminal game needs before the first card is dealt.

    ``save`` names the replay file of the first game (later games get ``-2``, ``-3``...
    before the suffix); otherwise replays go into ``replay_dir`` under generated names;
    with neither, nothing is saved.
    """

    rules: Rules
    seed: int
    seats: tuple[Seat, ...]
    pace: float = DEFAULT_PACE
    replay_dir: Path | None = field(default_factory=default_replay_dir)
    save: Path | None = None

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{len(self.seats)} seats for {self.rules.players} players")
        if not self.seats or not self.seats[0].is_human:
            raise ValueError("seat 0 is the person at the keyboard")
        if self.pace < 0:
            raise ValueError("the pace is a number of seconds, 0 or more")

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.is_human)

    @property
    def hot_seat(self) -> bool:
        """True when several people share the keyboard."""
        return len(self.humans) > 1


def random_seed() -> int:
    """A fresh seed for a game nobody asked to repeat (shown, and saved in its replay)."""
    return secrets.randbelow(1_000_000)
