"""``ismcts``: information-set Monte-Carlo tree search.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): each iteration deals the
cards the bot cannot see at random, consistently with its view
(:class:`threeup.sampling.Determinizer`), then walks one tree shared by all those deals.
A node's children are the actions taken from it; selection is UCB1 over the children
legal in this deal, with availability counts in place of the parent's visits; new nodes
are added one per iteration; rollouts use the greedy policy (:mod:`threeup.bots.policy`)
up to a cut-off, where the position is scored by the cards each player still holds.

The budget is a number of iterations (deterministic for a seed) or a time per move.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=2), seed=1)
>>> bot = IsmctsBot(seed=3, iterations=50)
>>> bot.choose(state.view(state.to_move), state.legal_actions()) in state.legal_actions()
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from threeup.actions import Action
from threeup.bots.policy import rollout_action
from threeup.events import Result
from threeup.sampling import Determinizer
from threeup.state import State
from threeup.views import View

DEFAULT_ITERATIONS = 400
#: Rollouts stop after this many actions; the position is then scored (see _score).
ROLLOUT_CUTOFF = 400


class _Node:
    __slots__ = ("avail", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the action that leads here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


def _rewards(state: State) -> list[float]:
    """Each seat's reward in [0, 1] at the end of a rollout."""
    n = state.n
    result: Result | None = state.result
    if result is not None and result.placings:
        rewards = [0.0] * n
        placed = result.placings
        if state.rules.placings and len(placed) == n:
            for place, seat in enumerate(placed):
                rewards[seat] = (n - 1 - place) / (n - 1)
        else:
            rewards[placed[0]] = 1.0
        return rewards
    return _score(state)


def _score(state: State) -> list[float]:
    """An unfinished (or stalled) game: the fewer cards a player holds, the better."""
    held = [
        len(state.hands[s]) + len(state.up[s]) + 1.5 * len(state.down[s]) for s in range(state.n)
    ]
    least = min(held)
    leaders = [s for s in range(state.n) if held[s] == least]
    return [1.0 / len(leaders) if s in leaders else 0.0 for s in range(state.n)]


class IsmctsBot:
    """The search bot. ``iterations`` or ``seconds`` (per move) bound the search;
    ``exploration`` is the UCB1 constant; ``policy`` plays the rollouts."""

    name = "ismcts"

    def __init__(
        self,
        seed: int,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = None,
        exploration: float = 0.7,
        policy: Callable[[State, tuple[Action, ...]], Action] = rollout_action,
    ) -> None:
        if iterations is None and seconds is None:
            raise ValueError("give ismcts a budget: iterations or seconds per move")
        self._rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.policy = policy
        self.last_iterations = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """Search from this view and return the most visited legal action."""
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        started = time.perf_counter()
        root = self.search(Determinizer(view), started)
        children = root.children
        return max(legal, key=lambda a: children[a].visits if a in children else -1)

    def search(self, determinizer: Determinizer, started: float | None = None) -> _Node:
        """Run the iterations; return the root of the tree.

        With a time budget, the search stops when one more iteration of average length
        would overrun it, so a move keeps within ``seconds`` (counted from ``started``).
        """
        rng = self._rng
        root = _Node(-1)
        begin = started if started is not None else time.perf_counter()
        deadline = begin + self.seconds if self.seconds is not None else None
        limit = self.iterations
        done = 0
        while limit is None or done < limit:
            if deadline is not None and done:
                now = time.perf_counter()
                if now + (now - begin) / done >= deadline:
                    break
            self._iterate(determinizer.sample(rng), root, rng)
            done += 1
        self.last_iterations = done
        return root

    def _iterate(self, state: State, root: _Node, rng: random.Random) -> None:
        node = root
        path = []
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        while not state.is_over:
            legal = state.legal_actions()
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = children[action] = _Node(state.to_move)
                for other in legal:
                    if other is not action and other in children:
                        children[other].avail += 1
                state.apply(action)
                path.append(child)
                break
            best = None
            best_value = -1.0
            best_action = legal[0]
            for action in legal:
                child = children[action]
                child.avail += 1
                value = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                if value > best_value:
                    best_value = value
                    best = child
                    best_action = action
            assert best is not None
            state.apply(best_action)
            path.append(best)
            node = best
        steps = 0
        policy = self.policy
        while not state.is_over and steps < ROLLOUT_CUTOFF:
            state.apply(policy(state, state.legal_actions()))
            steps += 1
        rewards = _rewards(state)
        for visited in path:
            visited.visits += 1
            visited.total += rewards[visited.seat]
