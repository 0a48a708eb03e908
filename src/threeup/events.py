"""Events: what ``apply`` reports happened, for logs and animations.

Events are immutable named tuples (cheap to make on the engine's hot path). An event
may hold cards that only some seats may see; :func:`threeup.views.redact_event` gives
the form a given seat (or a spectator) may receive.

>>> from threeup import Rules, new_game, parse_action
>>> state = new_game(Rules(players=2, start_seat=0), seed=1)
>>> events = state.apply(state.legal_actions()[0])
>>> type(events[0]).__name__
'ChoseUp'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import NamedTuple


class Source(IntEnum):
    """Where played cards came from."""

    HAND = 0
    UP = 1
    DOWN = 2


class ClearCause(IntEnum):
    """Why the pile left the game."""

    CLEAR = 0  #: a Clear, Clear+1 or Clear+2 was played (C1-C3)
    BURN = 1  #: three or more of one number in a row (T6)


class EndReason(Enum):
    """Why a game ended."""

    WON = "won"  #: the first player ran out of cards (W1)
    PLACED = "placed"  #: O1: every player has a place (Q16)
    TURN_LIMIT = "turn_limit"  #: Q17: the turn limit was reached


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished game ended.

    ``placings`` lists seats in the order they went out (with O1 and a finished game,
    every seat, loser last). With O4 (``Rules.scoring``), ``scores`` holds the points of
    the cards each seat still holds (Q13); without it, it is empty. ``winner`` is None
    only when the turn limit stopped the game before anyone went out. ``turns`` counts
    the whole turns played, the last one included.
    """

    reason: EndReason
    winner: int | None
    placings: tuple[int, ...]
    scores: tuple[int, ...]
    turns: int


class ChoseUp(NamedTuple):
    """A player put three cards face up (S2). Hidden from the others until all chose."""

    seat: int
    cards: tuple[int, ...] | None


class UpRevealed(NamedTuple):
    """Every player has chosen: all 3UP cards are now face up (Q19)."""

    ups: tuple[tuple[int, ...], ...]


class StacksSwapped(NamedTuple):
    """O5: seat i now holds the 3UP 3DOWN stacks built by seat ``sources[i]``."""

    sources: tuple[int, ...]


class Traded(NamedTuple):
    """O5: ``seat`` gave hand card ``give`` for ``other``'s 3UP card ``take``."""

    seat: int
    other: int
    give: int
    take: int


class Swapped(NamedTuple):
    """O6: ``seat`` put hand card ``give`` in its 3UP and took ``take`` into its hand."""

    seat: int
    give: int
    take: int


class Passed(NamedTuple):
    """A player declined an O5 trade or an O6 swap."""

    seat: int


class Played(NamedTuple):
    """Cards went onto the pile, in this order."""

    seat: int
    cards: tuple[int, ...]
    source: Source


class Flipped(NamedTuple):
    """The face-down card in ``slot`` (1-based, as in ``flip N``) was turned over (U3).
    ``card`` is None for those who may not see it (an unplayable card, U4)."""

    seat: int
    slot: int
    card: int | None
    playable: bool


class Reversed(NamedTuple):
    """O3: the direction of play is now ``direction``."""

    direction: int


class Cleared(NamedTuple):
    """The pile left the game (C1-C3, T6, T7)."""

    seat: int
    cards: tuple[int, ...]
    cause: ClearCause


class PickedUp(NamedTuple):
    """The pile went into ``seat``'s hand (T4). ``hidden`` counts an unplayable flipped card
    that went with it, whose face only its owner sees (U4)."""

    seat: int
    cards: tuple[int, ...]
    hidden: int


class Drew(NamedTuple):
    """Cards from the draw pile went into a hand (T5, Q6, O2). ``cards`` is None for the
    others, who see only how many (``number``)."""

    seat: int
    number: int
    cards: tuple[int, ...] | None


class WentOut(NamedTuple):
    """``seat`` has no cards left (W1); ``place`` is 1 for the winner."""

    seat: int
    place: int


class GameOver(NamedTuple):
    """The game ended."""

    result: Result


Event = (
    ChoseUp
    | UpRevealed
    | StacksSwapped
    | Traded
    | Swapped
    | Passed
    | Played
    | Flipped
    | Reversed
    | Cleared
    | PickedUp
    | Drew
    | WentOut
    | GameOver
)
