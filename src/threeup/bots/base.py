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


def make_bot(name: str, seed: int) -> Bot:
    """A bot by name (``random``), seeded so that its choices replay exactly."""
    from threeup.bots.random_bot import RandomBot

    factories: dict[str, Callable[[int], Bot]] = {"random": RandomBot}
    factory = factories.get(name)
    if factory is None:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(sorted(factories))}")
    return factory(seed)


BOT_NAMES = ("random",)
