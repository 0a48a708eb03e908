"""``pimc``: Monte-Carlo over sampled deals, every action judged on the same deals.

Perfect-information Monte Carlo: for each decision of the play phase the bot samples
deals consistent with its view (:class:`threeup.sampling.Determinizer`), and on each
deal plays every legal action followed by the deterministic greedy rollout
(:mod:`threeup.bots.policy`) to the end. Because all actions meet the same deals, the
luck of the deal falls out of the comparison between them (paired samples), which is
what makes a few hundred rollouts enough. The action with the highest total reward is
chosen. Setup, trades and swaps are chosen as ``greedy`` does.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=2, start_seat=0), seed=4)
>>> bot = PimcBot(seed=1, deals=8)
>>> while state.phase.name != "PLAY":
...     _ = state.apply(bot.choose(state.view(state.to_move), state.legal_actions()))
>>> bot.choose(state.view(state.to_move), state.legal_actions()) in state.legal_actions()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from threeup.actions import Action
from threeup.bots.greedy import GreedyBot
from threeup.bots.ismcts import ROLLOUT_CUTOFF, _rewards
from threeup.bots.policy import rollout_action
from threeup.sampling import Determinizer
from threeup.state import State
from threeup.views import View

Policy = Callable[[State, tuple[Action, ...]], Action]


class PimcBot:
    """Paired Monte-Carlo over deals; a budget of ``deals`` a move or ``seconds`` a move."""

    name = "pimc"

    def __init__(
        self,
        seed: int,
        deals: int | None = 128,
        seconds: float | None = None,
        policy: Policy = rollout_action,
    ) -> None:
        if deals is None and seconds is None:
            raise ValueError("give pimc a budget: deals a move or seconds a move")
        self._rng = random.Random(seed)
        self._greedy = GreedyBot(seed)
        self.deals = deals
        self.seconds = seconds
        self.policy = policy
        self.last_deals = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """The action that does best over the sampled deals."""
        if len(legal) == 1 or view["phase"] != "play":
            self.last_deals = 0
            return self._greedy.choose(view, legal)
        started = time.perf_counter()
        deadline = started + self.seconds if self.seconds is not None else None
        me = view["seat"]
        determinizer = Determinizer(view)
        totals = [0.0] * len(legal)
        done = 0
        while self.deals is None or done < self.deals:
            if deadline is not None and done:
                now = time.perf_counter()
                if now + (now - started) / done >= deadline:
                    break
            deal = determinizer.sample(self._rng)
            for i, action in enumerate(legal):
                totals[i] += self._rollout(deal.copy(), action, me)
            done += 1
        self.last_deals = done
        return legal[max(range(len(legal)), key=totals.__getitem__)]

    def _rollout(self, state: State, action: Action, me: int) -> float:
        state.apply(action)
        policy = self.policy
        steps = 0
        while not state.is_over and steps < ROLLOUT_CUTOFF:
            state.apply(policy(state, state.legal_actions()))
            steps += 1
        return _rewards(state)[me]
