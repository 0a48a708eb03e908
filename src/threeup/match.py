"""O4: a match of several deals, scored by the cards left in hand (Q13, Q30).

>>> from threeup import Rules
>>> match = Match(Rules(players=2, scoring=True, rounds=2), seed=1)
>>> while not match.is_over:
...     state = match.state
...     while not state.is_over:
...         _ = state.apply(state.legal_actions()[0])
...     _ = match.finish_round()
>>> len(match.round_scores), len(match.totals)
(2, 2)
"""

from __future__ import annotations

import random

from threeup.engine import new_game
from threeup.errors import RulesError, ThreeUpError
from threeup.rules import Rules
from threeup.state import State


def round_seed(seed: int, round_index: int) -> int:
    """The deal seed of round ``round_index`` (0-based) of a match seeded ``seed``."""
    return random.Random(f"threeup-match/{seed}/{round_index}").getrandbits(63)


class Match:
    """Deals ``rules.rounds`` games in turn and adds up each player's O4 points.

    The lowest total wins; tied totals share a place (Q30).
    """

    def __init__(self, rules: Rules, seed: int) -> None:
        if not rules.scoring:
            raise RulesError("a match is scored by O4: make the rules with scoring=True")
        self.rules = rules
        self.seed = seed
        self.round_scores: list[tuple[int, ...]] = []
        self.state: State = new_game(rules, round_seed(seed, 0))

    @property
    def round(self) -> int:
        """The 0-based index of the round being played (or the number played, when over)."""
        return len(self.round_scores)

    @property
    def is_over(self) -> bool:
        """True once every round has been scored."""
        return len(self.round_scores) >= self.rules.rounds

    @property
    def totals(self) -> list[int]:
        """Each seat's points over the rounds scored so far."""
        totals = [0] * self.rules.players
        for scores in self.round_scores:
            for seat, points in enumerate(scores):
                totals[seat] += points
        return totals

    def finish_round(self) -> tuple[int, ...]:
        """Score the finished deal and deal the next one (if the match goes on)."""
        if self.is_over:
            raise ThreeUpError("the match is over")
        result = self.state.result
        if result is None:
            raise ThreeUpError("the current round is still being played")
        self.round_scores.append(result.scores)
        if not self.is_over:
            self.state = new_game(self.rules, round_seed(self.seed, self.round))
        return result.scores

    def standings(self) -> list[tuple[int, int, int]]:
        """``(place, seat, total)`` by lowest total; tied totals share a place."""
        totals = self.totals
        order = sorted(range(len(totals)), key=lambda s: (totals[s], s))
        out: list[tuple[int, int, int]] = []
        for i, seat in enumerate(order):
            tied = out and totals[out[-1][1]] == totals[seat]
            place = out[-1][0] if tied else i + 1
            out.append((place, seat, totals[seat]))
        return out
