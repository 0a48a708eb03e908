"""``ismcts``: information-set Monte-Carlo tree search.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): each iteration deals the
cards the bot cannot see at random, consistently with its view
(:class:`threeup.sampling.Determinizer`), then walks a tree shared by all those deals.
A node's children are the actions taken from it; selection is UCB1 over the children
legal in this deal, with availability counts in place of the parent's visits; new nodes
are added one per iteration; rollouts use the greedy policy (:mod:`threeup.bots.policy`)
up to a cut-off, where the game scores as one without a winner.

By default the root is searched *paired*: each sampled deal is searched once under every
root action still in contention, so all of them meet the same deals and the luck of the
deal falls out of the comparison between them. An action whose results on the shared
deals fall behind the leader's by more than chance allows (a paired test) is dropped,
and the rest of the budget goes to the contenders. The move is the contender with the
best mean result. ``paired=False`` gives the classic search, which plays the most visited
root action.

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
from threeup.sampling import Determinizer
from threeup.state import State
from threeup.views import View

DEFAULT_ITERATIONS = 400
#: Rollouts stop after this many actions, scored as a game without a winner.
ROLLOUT_CUTOFF = 400
#: Paired root: the contenders are tested after this many deals, then after twice as many...
FIRST_TEST = 16
#: ...and an action is dropped when the leader's mean lead over it on the shared deals
#: exceeds this many standard errors.
DROP_Z = 2.5


class _Node:
    __slots__ = ("avail", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the action that leads here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


def _rewards(state: State) -> list[float]:
    """Each seat's reward in [0, 1] at the end of a rollout: 1 for the winner; with O1,
    a share by place, ``(n - 1 - place) / (n - 1)``. A game without a winner (stopped by
    the turn limit, or a rollout cut off, which at that length is a cycle of pick-ups)
    scores as the game scores it: no win for anyone, so the seats not yet placed share
    what the places left are worth evenly, and the search gains nothing by steering
    towards an endless game."""
    n = state.n
    placed = state.placings
    rewards = [0.0] * n
    if not state.rules.placings:
        if placed:
            rewards[placed[0]] = 1.0
            return rewards
        return [1.0 / n] * n
    for place, seat in enumerate(placed):
        rewards[seat] = (n - 1 - place) / (n - 1)
    left = [seat for seat in range(n) if seat not in placed]
    if left:
        share = sum(n - 1 - place for place in range(len(placed), n)) / (n - 1) / len(left)
        for seat in left:
            rewards[seat] = share
    return rewards


class IsmctsBot:
    """The search bot. ``iterations`` or ``seconds`` (per move) bound the search;
    ``exploration`` is the UCB1 constant; ``policy`` plays the rollouts; ``paired``
    searches every root action on the same deals (the default) or not (the classic)."""

    name = "ismcts"

    def __init__(
        self,
        seed: int,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = None,
        exploration: float = 0.7,
        policy: Callable[[State, tuple[Action, ...]], Action] = rollout_action,
        paired: bool = True,
    ) -> None:
        if iterations is None and seconds is None:
            raise ValueError("give ismcts a budget: iterations or seconds per move")
        self._rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.policy = policy
        self.paired = paired
        self.last_iterations = 0

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """Search from this view and return the action it judges best."""
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        started = time.perf_counter()
        if self.paired:
            return self.search_paired(Determinizer(view), legal, view["seat"], started)
        root = self.search(Determinizer(view), started)
        children = root.children
        return max(legal, key=lambda a: children[a].visits if a in children else -1)

    def _out_of_time(self, begin: float, done: int, next_round: int) -> bool:
        """Whether ``next_round`` more iterations of average length would overrun."""
        if self.seconds is None or not done:
            return False
        now = time.perf_counter()
        return now + (now - begin) / done * next_round >= begin + self.seconds

    def search_paired(
        self,
        determinizer: Determinizer,
        legal: Sequence[Action],
        seat: int,
        started: float | None = None,
    ) -> Action:
        """The paired search: each sampled deal is searched once under every root
        action still in contention (one iteration each, in a subtree of its own); the
        actions that fall clearly behind are dropped (:func:`contenders`). Returns the
        contender with the best mean result for ``seat``."""
        rng = self._rng
        begin = started if started is not None else time.perf_counter()
        limit = self.iterations
        nodes = [_Node(seat) for _ in legal]
        results: list[list[float]] = [[] for _ in legal]
        alive = list(range(len(legal)))
        done = 0
        deals = 0
        test_at = FIRST_TEST
        while not done or limit is None or done + len(alive) <= limit:
            if self._out_of_time(begin, done, len(alive)):
                break
            deal = determinizer.sample(rng)
            for i in alive:
                state = deal.copy()
                state.apply(legal[i])
                node = nodes[i]
                results[i].append(self._descend(state, node, [node], rng)[seat])
            done += len(alive)
            deals += 1
            if deals == test_at and len(alive) > 1:
                alive = contenders(alive, results)
                test_at *= 2
        self.last_iterations = done
        best = max(alive, key=lambda i: sum(results[i]))
        return legal[best]

    def search(self, determinizer: Determinizer, started: float | None = None) -> _Node:
        """The classic search: run the iterations; return the root of the tree.

        With a time budget, the search stops when one more iteration of average length
        would overrun it, so a move keeps within ``seconds`` (counted from ``started``).
        """
        rng = self._rng
        root = _Node(-1)
        begin = started if started is not None else time.perf_counter()
        limit = self.iterations
        done = 0
        while limit is None or done < limit:
            if self._out_of_time(begin, done, 1):
                break
            self._descend(determinizer.sample(rng), root, [], rng)
            done += 1
        self.last_iterations = done
        return root

    def _descend(
        self, state: State, node: _Node, path: list[_Node], rng: random.Random
    ) -> list[float]:
        """One iteration from ``node``: select, expand, roll out, back up along
        ``path`` (the nodes already walked). Returns each seat's reward."""
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
        return rewards


def contenders(alive: list[int], results: list[list[float]]) -> list[int]:
    """The actions still in contention: the leader (best mean), and every action whose
    deficit to it, over the deals both were searched on, is within chance (a paired
    test at :data:`DROP_Z` standard errors; a deficit on every deal alike is no chance).

    >>> contenders([0, 1, 2], [[1.0] * 20, [0.0] * 20, [1.0] * 18 + [0.0] * 2])
    [0, 2]
    """
    lead = max(alive, key=lambda i: sum(results[i]))
    best = results[lead]
    n = len(best)
    kept = []
    for i in alive:
        if i != lead:
            gaps = [a - b for a, b in zip(best, results[i], strict=True)]
            mean = sum(gaps) / n
            spread = sum((g - mean) ** 2 for g in gaps) / (n - 1)
            if mean > 0 and mean * mean * n > DROP_Z * DROP_Z * spread:
                continue
        kept.append(i)
    return kept
