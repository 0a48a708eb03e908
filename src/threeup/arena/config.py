"""What an arena plays: the bots of the table, the rules, how many games, the seed.

>>> from threeup.rules import Rules
>>> config = ArenaConfig.create("random", Rules(players=3), games=6, seed=1)
>>> config.lineup
('random', 'random', 'random')
>>> ArenaConfig.create("random,random,random", Rules(players=2), games=1, seed=1)
Traceback (most recent call last):
...
threeup.arena.config.ArenaError: 3 bots named for 2 seats; name at most 2
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from threeup.bots import make_bot
from threeup.errors import ThreeUpError
from threeup.rules import Rules


class ArenaError(ThreeUpError):
    """An arena that cannot be run as asked (unknown bot, no games, a bot's illegal move)."""


def parse_bots(text: str) -> tuple[str, ...]:
    """Bot specs from a comma-separated list; each spec is passed as is to ``make_bot``."""
    names = tuple(name.strip() for name in text.split(","))
    if not names or any(not name for name in names):
        raise ArenaError(
            f"name the bots as a comma-separated list, e.g. random,random; not {text!r}"
        )
    return names


@dataclass(frozen=True, slots=True)
class ArenaConfig:
    """A checked arena: ``lineup`` names the bot of each seat before rotation.

    ``rules.start_seat`` is always None here: the schedule sets it game by game.
    """

    lineup: tuple[str, ...]
    rules: Rules
    games: int
    seed: int

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.rules.players

    @property
    def bots(self) -> tuple[str, ...]:
        """Each distinct bot, in the order of its first seat in the lineup."""
        return tuple(dict.fromkeys(self.lineup))

    @staticmethod
    def create(bots: str | Sequence[str], rules: Rules, games: int, seed: int) -> ArenaConfig:
        """Check the input and cycle the bots over the seats; raises :class:`ArenaError`."""
        names = parse_bots(bots) if isinstance(bots, str) else tuple(bots)
        if not names:
            raise ArenaError("name at least one bot")
        players = rules.players
        if len(names) > players:
            raise ArenaError(f"{len(names)} bots named for {players} seats; name at most {players}")
        if games < 1:
            raise ArenaError(f"play at least one game, not {games}")
        for name in dict.fromkeys(names):
            try:
                make_bot(name, 0)
            except ValueError as exc:
                raise ArenaError(str(exc)) from exc
        lineup = tuple(names[seat % len(names)] for seat in range(players))
        return ArenaConfig(lineup, replace(rules, start_seat=None), games, seed)
