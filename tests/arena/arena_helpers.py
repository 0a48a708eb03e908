"""Arena test helpers: finished games made by hand."""

from __future__ import annotations

from collections.abc import Sequence

from threeup.arena.runner import GameRecord
from threeup.arena.schedule import GameSpec
from threeup.events import EndReason, Result
from threeup.rules import Rules


def record(
    bots: Sequence[str],
    winner: int | None,
    placings: Sequence[int] = (),
    reason: EndReason = EndReason.WON,
    turns: int = 100,
    start: int = 0,
    index: int = 0,
) -> GameRecord:
    """A finished game made by hand (no game is played)."""
    players = len(bots)
    rules = Rules(players=players, start_seat=start)
    spec = GameSpec(index, rules, 1, tuple(bots), tuple(range(players)))
    if not placings and winner is not None:
        placings = (winner,)
    return GameRecord(spec, Result(reason, winner, tuple(placings), (), turns))
