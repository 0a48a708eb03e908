"""Who sits where in each game, who starts, and every seed.

Game ``g`` (0-based) of a table of ``p`` seats:

- seat ``s`` holds ``lineup[(s + g) % p]``: the lineup turns one seat per game, so over
  any ``p`` consecutive games each bot of the lineup sits once in each seat;
- the starting seat is ``(g // p) % p``: it is the same through each block of ``p``
  games, so within a block each bot of the lineup starts exactly once, and it moves to
  the next seat with the next block;
- the deal seed and each seat's bot seed derive from ``(arena seed, g, seat)`` alone,
  never from the order in which games are played or the number of workers.

>>> seating(("a", "b", "c"), 0), seating(("a", "b", "c"), 1)
(('a', 'b', 'c'), ('b', 'c', 'a'))
>>> [start_seat(3, g) for g in range(7)]
[0, 0, 0, 1, 1, 1, 2]
>>> deal_seed(1, 0) == deal_seed(1, 0) != deal_seed(1, 1)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from threeup.arena.config import ArenaConfig
from threeup.rules import Rules


def seating(lineup: Sequence[str], game: int) -> tuple[str, ...]:
    """The bot of each seat in game ``game``: the lineup rotated by ``game`` seats."""
    players = len(lineup)
    return tuple(lineup[(seat + game) % players] for seat in range(players))


def start_seat(players: int, game: int) -> int:
    """The seat that starts game ``game`` (the same through each block of ``players``)."""
    return (game // players) % players


def _derive(*parts: object) -> int:
    # A string seed is hashed with SHA-512 by random.Random: stable across processes,
    # platforms and Python versions, unlike hash().
    text = "/".join(["threeup-arena", *(str(p) for p in parts)])
    return random.Random(text).getrandbits(63)


def deal_seed(seed: int, game: int) -> int:
    """The seed of the deal of game ``game`` of an arena seeded ``seed``."""
    return _derive(seed, game, "deal")


def bot_seed(seed: int, game: int, seat: int) -> int:
    """The seed of the bot in ``seat`` in game ``game`` of an arena seeded ``seed``."""
    return _derive(seed, game, "seat", seat)


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Everything needed to play (or replay) one arena game exactly."""

    index: int
    rules: Rules
    deal_seed: int
    bots: tuple[str, ...]
    bot_seeds: tuple[int, ...]


def game_spec(config: ArenaConfig, game: int) -> GameSpec:
    """Game ``game`` of the arena: its rules (with its starting seat), seeds and seats."""
    players = config.players
    rules = replace(config.rules, start_seat=start_seat(players, game))
    seeds = tuple(bot_seed(config.seed, game, seat) for seat in range(players))
    return GameSpec(game, rules, deal_seed(config.seed, game), seating(config.lineup, game), seeds)
