"""3UP 3DOWN as a PettingZoo AEC environment, named as PettingZoo's own are.

>>> from threeup.env import threeup_v0
>>> env = threeup_v0.env(num_players=3, ones_reverse=True)
>>> env.reset(seed=42)
>>> for agent in env.agent_iter():
...     observation, reward, termination, truncation, info = env.last()
...     if termination or truncation:
...         action = None
...     else:
...         action = env.action_space(agent).sample(observation["action_mask"])
...     env.step(action)
>>> env.unwrapped.game.is_over
True

Agents are ``player_0`` .. ``player_{n-1}``, the engine's seats. Each observation is
``{"observation": int8 array, "action_mask": int8 array}`` (docs/rl.md has both
layouts); the mask is 1 exactly at the indices of the legal actions of the agent to
act, and all 0 for every other agent. Rewards come at the end of the game (with O1,
when an agent goes out): see :mod:`threeup.env.rewards`. An index that is not legal
raises :class:`~threeup.env.errors.IllegalIndexError` and changes nothing.
"""

from __future__ import annotations

import operator
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from numpy.typing import NDArray
from pettingzoo import AECEnv

from threeup.actions import Action
from threeup.engine import check_illegal, new_game
from threeup.env.encoding import INT8, ObservationEncoder
from threeup.env.errors import IllegalIndexError
from threeup.env.indexing import ActionIndex, action_index
from threeup.env.options import resolve_rules
from threeup.env.render import table_text
from threeup.env.rewards import place_reward, seat_rewards
from threeup.env.wrapping import OrderEnforcing
from threeup.errors import IllegalActionError
from threeup.replay import Replay
from threeup.rules import Rules
from threeup.state import Phase, State

_OVER = Phase.OVER
#: game seeds are drawn from the environment's generator below this bound
SEED_BOUND = 2**63 - 1
Observation = dict[str, NDArray[np.int8]]


class ThreeUpAECEnv(AECEnv):  # type: ignore[misc]
    """The AEC environment; make it with :func:`env` (wrapped as PettingZoo's are) or
    :func:`raw_env`. ``reset(seed=...)`` seeds ``np_random``, from which each game's
    deal seed (:attr:`game_seed`) is drawn; ``reset(options={"game_seed": s})`` deals
    the game of engine seed ``s`` (``threeup.new_game(rules, s)``)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi", "human"],
        "name": "threeup_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        num_players: int | None = None,
        rules: Rules | None = None,
        render_mode: str | None = None,
        **switches: Any,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.rules = resolve_rules(num_players, rules, switches)
        n = self.rules.players
        self.possible_agents = [f"player_{seat}" for seat in range(n)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.action_index: ActionIndex = action_index(self.rules)
        self.encoder = ObservationEncoder(self.rules)
        size = self.action_index.size
        self._size = size
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0, self.encoder.high, (self.encoder.size,), np.int8),
                    "action_mask": spaces.Box(0, 1, (size,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(size) for agent in self.possible_agents}
        self._np_random: np.random.Generator | None = None
        self._np_random_seed: int | None = None
        self._game: State = new_game(self.rules, 0)
        self.game_seed = 0
        self._history: list[Action] = []
        self._placed = 0
        self._legal_for: tuple[Action, ...] | None = None
        self._legal: list[int] = []
        self.agents: list[str] = []

    # --- the PettingZoo API ----------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same object on every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(size)`` of the action index (the same object on every call)."""
        return self.action_spaces[agent]

    @property
    def np_random(self) -> np.random.Generator:
        """The generator the game seeds are drawn from (seeded by ``reset(seed=...)``)."""
        if self._np_random is None:
            self._np_random, self._np_random_seed = seeding.np_random()
        return self._np_random

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game. Only the ``game_seed`` option is read; others are ignored."""
        if seed is not None:
            self._np_random, self._np_random_seed = seeding.np_random(seed)
        game_seed = int(self.np_random.integers(SEED_BOUND))
        if options and options.get("game_seed") is not None:
            game_seed = operator.index(options["game_seed"])
        self.game_seed = game_seed
        self._game = new_game(self.rules, game_seed)
        self._history = []
        self._placed = 0
        self._legal_for = None
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self._game.to_move]
        self._skip_agent_selection: str | None = None  # PettingZoo's, for done agents

    def observe(self, agent: str) -> Observation:
        """``agent``'s observation and action mask (a new pair of arrays)."""
        seat = self._seat_of[agent]
        game = self._game
        mask = bytearray(self._size)
        if seat == game.to_move:
            for i in self._legal_indices():
                mask[i] = 1
        return {
            "observation": self.encoder.encode(game, seat),
            "action_mask": np.frombuffer(mask, INT8),
        }

    def step(self, action: Any) -> None:
        """Take the action of index ``action`` for the agent to act (None for an agent
        that is done). An index that is not legal raises :class:`IllegalIndexError` and
        changes nothing."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game
        chosen = self._chosen(action, agent)
        self._cumulative_rewards[agent] = 0.0
        game.apply(chosen)
        self._history.append(chosen)
        if game.phase is _OVER or len(game.placings) != self._placed:
            self._settle()
        else:
            self.agent_selection = self.possible_agents[game.to_move]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The table as a spectator sees it: returned as text (``ansi``) or printed
        (``human``, also after every step)."""
        if self.render_mode is None:
            return None
        text = table_text(self._game, self.possible_agents)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""

    # --- beyond the API ---------------------------------------------------------------

    @property
    def game(self) -> State:
        """The engine's state of the game in play: read it, never change it (it holds
        every hidden card; observations hold only what a seat may know)."""
        return self._game

    def replay(self) -> Replay:
        """The game so far as a replay: ``(rules, game_seed, actions)``."""
        return Replay(self.rules, self.game_seed, tuple(self._history), result=self._game.result)

    def legal_indices(self) -> list[int]:
        """The indices of the legal actions of the agent to act, in the engine's order."""
        return list(self._legal_indices())

    def _legal_indices(self) -> list[int]:
        legal = self._game.legal_actions()
        if legal is not self._legal_for:
            self._legal_for = legal
            self._legal = self.action_index.indices(legal, self._game.to_move)
        return self._legal

    def _chosen(self, action: Any, agent: str) -> Action:
        legal = self._legal_indices()
        try:
            index = operator.index(action)
        except TypeError:
            raise IllegalIndexError(
                f"{agent}: an action is an integer index into Discrete({self._size}), "
                f"not {action!r}",
                action,
                tuple(legal),
            ) from None
        try:
            return self._legal_for[legal.index(index)]  # type: ignore[index]
        except ValueError:
            raise illegal_index(self._game, self.action_index, index, legal, agent) from None

    def _settle(self) -> None:
        """Rewards and terminations after a step in which a seat went out or the game
        ended; done agents are stepped (with None) first, as PettingZoo expects."""
        game = self._game
        names = self.possible_agents
        n = game.n
        if game.result is not None:
            final = seat_rewards(game.result, n, self.rules.placings)
            for agent in self.agents:
                if not self.terminations[agent]:
                    seat = self._seat_of[agent]
                    self.rewards[agent] = final[seat]
                    self.terminations[agent] = True
                    self.infos[agent] = _final_info(game, seat, final[seat])
        else:  # O1: a seat went out and the others play on
            for place in range(self._placed + 1, len(game.placings) + 1):
                seat = game.placings[place - 1]
                reward = place_reward(place, n)
                self.rewards[names[seat]] = reward
                self.terminations[names[seat]] = True
                self.infos[names[seat]] = _final_info(game, seat, reward)
            self.agent_selection = names[game.to_move]
        self._placed = len(game.placings)
        self._accumulate_rewards()
        self._deads_step_first()


def illegal_index(
    state: State, index_map: ActionIndex, index: int, legal: list[int], who: str
) -> IllegalIndexError:
    """The error for an index that is not among ``legal``, saying why."""
    if not 0 <= index < index_map.size:
        return IllegalIndexError(
            f"{who}: action index {index} is outside the action space 0..{index_map.size - 1}",
            index,
            tuple(legal),
        )
    text = index_map.describe(index)
    reason, rule = "it is not legal now", None
    if state.phase is _OVER:
        reason, rule = "the game is over", "W1"
    else:
        try:
            check_illegal(state, index_map.action(index, state.to_move))
        except IllegalActionError as exc:
            reason, rule = str(exc), exc.rule
    return IllegalIndexError(
        f"{who} cannot take action {index} ({text}): {reason}; the legal indices are {legal}",
        index,
        tuple(legal),
        rule,
    )


def _final_info(state: State, seat: int, reward: float) -> dict[str, Any]:
    out = state.out[seat]
    result = state.result
    return {
        "place": state.placings.index(seat) + 1 if out else None,
        "reason": result.reason.value if result is not None else "out",
        "reward": reward,
    }


def raw_env(
    num_players: int | None = None,
    rules: Rules | None = None,
    render_mode: str | None = None,
    **switches: Any,
) -> ThreeUpAECEnv:
    """The environment without PettingZoo's order-enforcing wrapper.

    ``num_players`` (2-6, default 2), a :class:`~threeup.rules.Rules`, or its switches
    as keywords: ``raw_env(num_players=4, placings=True, turn_limit=400)``.
    """
    return ThreeUpAECEnv(num_players, rules, render_mode, **switches)


def env(
    num_players: int | None = None,
    rules: Rules | None = None,
    render_mode: str | None = None,
    **switches: Any,
) -> Any:
    """The environment as PettingZoo's classic environments come: wrapped in
    ``OrderEnforcingWrapper`` (:class:`~threeup.env.wrapping.OrderEnforcing`, the same
    with faster attribute access); ``env.unwrapped`` is the :class:`ThreeUpAECEnv`.

    >>> e = env(num_players=4, placings=True)
    >>> e.reset(seed=1)
    >>> e.agent_selection in e.possible_agents, e.unwrapped.rules.placings
    (True, True)
    """
    return OrderEnforcing(raw_env(num_players, rules, render_mode, **switches))
