"""Per-bot tallies, win rates with Wilson intervals, and the pairwise table.

Games are counted per seat occupied: a bot that holds two seats of a game plays two
games there, and wins one of them if either of its seats wins. Its win rate is then
the chance that a seat it holds wins, comparable across tables whatever the lineup.
(Two seats of one game are not independent, so with repeated bots the interval is a
little too narrow; with distinct bots at the table each game is one trial.)

>>> low, high = wilson_interval(7, 10)
>>> round(low, 4), round(high, 4)
(0.3968, 0.8922)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from threeup.arena.places import seat_places
from threeup.arena.runner import GameRecord
from threeup.events import EndReason

#: The confidence level of every interval in the report.
CONFIDENCE = 0.95


def wilson_interval(wins: int, games: int, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The Wilson score interval of a win rate, from scipy's ``binomtest``.

    With no games at all the interval is the whole of [0, 1].
    """
    if games == 0:
        return (0.0, 1.0)
    from scipy.stats import binomtest

    ci = binomtest(wins, games).proportion_ci(confidence_level=confidence, method="wilson")
    return (float(ci.low), float(ci.high))


@dataclass(slots=True)
class _Tally:
    games: int = 0
    wins: int = 0
    place_sum: float = 0.0
    turn_sum: int = 0
    stalemates: int = 0
    seats: list[int] = field(default_factory=list)
    starts: int = 0


@dataclass(frozen=True, slots=True)
class BotStats:
    """One bot's figures over the arena (games counted per seat occupied).

    ``seats[s]`` counts its games in seat ``s``; ``starts`` the games its seat started.
    """

    bot: str
    games: int
    wins: int
    win_rate: float
    ci_low: float
    ci_high: float
    mean_place: float
    mean_turns: float
    stalemates: int
    seats: tuple[int, ...]
    starts: int


def bot_stats(bots: Sequence[str], records: Sequence[GameRecord]) -> list[BotStats]:
    """The figures of each bot of ``bots``, in that order."""
    tallies = {bot: _Tally(seats=[0] * _players(records)) for bot in bots}
    for record in records:
        result = record.result
        places = seat_places(result, len(record.spec.bots))
        stalemate = result.reason is EndReason.TURN_LIMIT
        for seat, bot in enumerate(record.spec.bots):
            tally = tallies[bot]
            tally.games += 1
            tally.wins += result.winner == seat
            tally.place_sum += places[seat]
            tally.turn_sum += result.turns
            tally.stalemates += stalemate
            tally.seats[seat] += 1
            tally.starts += record.spec.rules.start_seat == seat
    out = []
    for bot, t in tallies.items():
        low, high = wilson_interval(t.wins, t.games)
        n = max(t.games, 1)
        out.append(
            BotStats(
                bot=bot,
                games=t.games,
                wins=t.wins,
                win_rate=t.wins / n,
                ci_low=low,
                ci_high=high,
                mean_place=t.place_sum / n,
                mean_turns=t.turn_sum / n,
                stalemates=t.stalemates,
                seats=tuple(t.seats),
                starts=t.starts,
            )
        )
    return out


def _players(records: Sequence[GameRecord]) -> int:
    return len(records[0].spec.bots) if records else 0


@dataclass(frozen=True, slots=True)
class PairResult:
    """How often ``bot`` finished ahead of, behind or level with ``opponent``.

    Counted over every pair of seats, one held by each, in the same game. ``tied``
    counts pairs sharing a place (both unplaced in a game without O1, a stalemate).
    """

    bot: str
    opponent: str
    ahead: int
    behind: int
    tied: int

    @property
    def pairs(self) -> int:
        """Pairs of seats compared."""
        return self.ahead + self.behind + self.tied

    @property
    def ahead_rate(self) -> float:
        """The share of the pairs in which ``bot`` finished ahead (0 with no pairs)."""
        return self.ahead / self.pairs if self.pairs else 0.0


def pairwise(bots: Sequence[str], records: Sequence[GameRecord]) -> list[PairResult]:
    """Every ordered pair of distinct bots, ``bot`` by ``bot``, ``opponent`` in order."""
    counts = {(a, b): [0, 0, 0] for a in bots for b in bots if a != b}
    for record in records:
        seats = record.spec.bots
        places = seat_places(record.result, len(seats))
        for i, a in enumerate(seats):
            for j, b in enumerate(seats):
                if a == b:
                    continue
                slot = 0 if places[i] < places[j] else 1 if places[i] > places[j] else 2
                counts[a, b][slot] += 1
    return [PairResult(a, b, *c) for (a, b), c in counts.items()]


def mean_turns(records: Sequence[GameRecord]) -> float:
    """The mean length of the games, in whole turns."""
    return sum(r.result.turns for r in records) / len(records) if records else 0.0


def stalemates(records: Sequence[GameRecord]) -> int:
    """Games stopped by the turn limit (Q17)."""
    return sum(r.result.reason is EndReason.TURN_LIMIT for r in records)
