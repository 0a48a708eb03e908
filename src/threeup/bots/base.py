"""The bot protocol: a view and the legal actions in, one of those actions out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from threeup.actions import Action
from threeup.views import View


class Bot(Protocol):
    """A computer player. It never sees the state, only what its seat may know."""

    name: str

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """Return one of ``legal``."""
        ...


def make_bot(spec: str, seed: int) -> Bot:
    """A bot from its spec, seeded so that its choices replay exactly.

    Specs: ``random``, ``greedy``, ``expert``, ``ismcts`` (400 iterations a move),
    ``ismcts:1000`` (iterations a move) or ``ismcts:0.25s`` (seconds a move), and
    ``pimc`` (128 paired deals a move), ``pimc:200`` or ``pimc:0.25s``.
    """
    from threeup.bots.expert import ExpertBot
    from threeup.bots.greedy import GreedyBot
    from threeup.bots.ismcts import IsmctsBot
    from threeup.bots.random_bot import RandomBot

    name, _, budget = spec.strip().partition(":")
    if name == "pimc":
        from threeup.bots.pimc import PimcBot

        if not budget:
            return PimcBot(seed)
        try:
            if budget.endswith("s"):
                if float(budget[:-1]) > 0:
                    return PimcBot(seed, deals=None, seconds=float(budget[:-1]))
            elif int(budget) > 0:
                return PimcBot(seed, deals=int(budget))
        except ValueError:
            pass
        raise ValueError(f"bad pimc budget {budget!r}: write pimc:200 or pimc:0.25s")
    if name == "ismcts":
        if not budget:
            return IsmctsBot(seed)
        try:
            if budget.endswith("s"):
                seconds = float(budget[:-1])
                if seconds > 0:
                    return IsmctsBot(seed, iterations=None, seconds=seconds)
            elif int(budget) > 0:
                return IsmctsBot(seed, iterations=int(budget))
        except ValueError:
            pass
        raise ValueError(f"bad ismcts budget {budget!r}: write ismcts:1000 or ismcts:0.25s")
    factories: dict[str, Callable[[int], Bot]] = {
        "random": RandomBot,
        "greedy": GreedyBot,
        "expert": ExpertBot,
    }
    factory = factories.get(name) if not budget else None
    if factory is None:
        raise ValueError(f"unknown bot {spec!r}; known: {', '.join(BOT_NAMES)}")
    return factory(seed)


BOT_NAMES = ("random", "greedy", "expert", "ismcts", "pimc")

#: Difficulty levels offered to players, and the bot spec behind each.
DIFFICULTIES = {
    "easy": "random",
    "medium": "greedy",
    "hard": "expert",
    "expert": "ismcts:0.25s",
}


def bot_for_difficulty(level: str, seed: int) -> Bot:
    """The bot of a difficulty level (easy, medium, hard, expert)."""
    spec = DIFFICULTIES.get(level)
    if spec is None:
        raise ValueError(f"unknown difficulty {level!r}; choose {', '.join(DIFFICULTIES)}")
    return make_bot(spec, seed)
