"""Arena fixtures: bots under names of our choosing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import threeup.arena.config
import threeup.arena.runner
from threeup.bots import make_bot
from threeup.bots.base import Bot
from threeup.bots.random_bot import RandomBot

#: Names the ``named_bots`` fixture makes play, all as uniform random players.
EXTRA_NAMES = ("alpha", "beta", "gamma")


@pytest.fixture
def named_bots(monkeypatch: pytest.MonkeyPatch) -> Callable[[str, int], Bot]:
    """Lets the arena seat bots called alpha, beta and gamma (random players), so that
    tests can tell the seats of distinct bots apart whichever bots exist."""

    def factory(name: str, seed: int) -> Bot:
        if name in EXTRA_NAMES:
            return RandomBot(seed)
        return make_bot(name, seed)

    monkeypatch.setattr(threeup.arena.config, "make_bot", factory)
    monkeypatch.setattr(threeup.arena.runner, "make_bot", factory)
    return factory
