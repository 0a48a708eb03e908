"""``random``: a uniform choice among the legal actions."""

from __future__ import annotations

import random
from collections.abc import Sequence

from threeup.actions import Action
from threeup.views import View


class RandomBot:
    """Chooses uniformly among the legal actions with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """Any legal action, each as likely as the others."""
        return legal[self._rng.randrange(len(legal))]
