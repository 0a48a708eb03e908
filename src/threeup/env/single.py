"""3UP 3DOWN as a Gymnasium environment: one learning seat against bots.

>>> env = ThreeUpEnv(opponents=["greedy", "random"])
>>> observation, info = env.reset(seed=3)
>>> observation.shape == env.observation_space.shape, int(env.action_space.n)
(True, 520)
>>> mask = env.action_masks()
>>> action = int(mask.nonzero()[0][0])
>>> observation, reward, terminated, truncated, info = env.step(action)

The observation and the action index are those of the PettingZoo environment
(docs/rl.md), from the learning seat's point of view. The mask of legal actions is in
``info["action_mask"]`` (int8) and from :meth:`ThreeUpEnv.action_masks` (bool, as
sb3-contrib's MaskablePPO expects). The reward is 0 until the end: +1 for a win, -1 for
a loss, 0 for a turn-limit stalemate; with O1 placings the episode ends when the learner
goes out, with its place's share (:mod:`threeup.env.rewards`).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from threeup.actions import Action
from threeup.bots import make_bot
from threeup.bots.base import Bot
from threeup.bots.random_bot import RandomBot
from threeup.engine import new_game
from threeup.env.encoding import INT8, ObservationEncoder
from threeup.env.errors import IllegalIndexError
from threeup.env.indexing import ActionIndex, action_index
from threeup.env.options import resolve_rules
from threeup.env.render import table_text
from threeup.env.rewards import place_reward, seat_rewards
from threeup.env.threeup_v0 import SEED_BOUND, illegal_index
from threeup.replay import Replay
from threeup.rules import Rules
from threeup.state import Phase, State
from threeup.views import View

_OVER = Phase.OVER
ILLEGAL_ACTION_MODES = ("raise", "lose")


class ThreeUpEnv(gymnasium.Env[NDArray[np.int8], np.int64]):
    """One learning seat against ``opponents`` (bot specs of :func:`threeup.bots.make_bot`:
    ``random``, ``greedy``, ``expert``, ``ismcts:200``...), one per other seat in seat
    order after the learner.

    - ``rules`` or the switches of :class:`~threeup.rules.Rules` as keywords; the player
      count is one more than the number of opponents.
    - ``seat``: the learner's seat (default 0), or None for a seat drawn at each reset.
      Who starts is the engine's seeded draw (Q2) unless the rules fix it.
    - ``illegal_action``: ``"raise"`` (default) raises :class:`IllegalIndexError` and
      changes nothing; ``"lose"`` ends the episode at once with reward -1 and
      ``info["illegal_action"]`` set (what checkers sampling unmasked actions need).

    ``reset(seed=...)`` seeds ``np_random``, from which the deal, the bots' seeds and a
    drawn seat come, so a seed replays the whole game; ``reset(options={"game_seed": s})``
    deals the engine's game of seed ``s``.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        opponents: Sequence[str] | str = ("random",),
        *,
        rules: Rules | None = None,
        seat: int | None = 0,
        illegal_action: str = "raise",
        render_mode: str | None = None,
        **switches: Any,
    ) -> None:
        specs = [opponents] if isinstance(opponents, str) else list(opponents)
        if not specs:
            raise ValueError("name at least one opponent, e.g. opponents=['random']")
        for spec in specs:
            make_bot(spec, 0)  # an unknown spec fails here, not at the first reset
        self.opponents = tuple(specs)
        self.rules = resolve_rules(len(specs) + 1, rules, switches)
        n = self.rules.players
        if seat is not None and not 0 <= seat < n:
            raise ValueError(f"seat must be None or a seat 0..{n - 1}, not {seat}")
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTION_MODES}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.illegal_action = illegal_action
        self._fixed_seat = seat
        self.seat = seat or 0
        self.action_index: ActionIndex = action_index(self.rules)
        self.encoder = ObservationEncoder(self.rules)
        self._size = self.action_index.size
        self.observation_space = spaces.Box(0, self.encoder.high, (self.encoder.size,), np.int8)
        self.action_space = spaces.Discrete(self._size)
        self._game: State = new_game(self.rules, 0)
        self.game_seed = 0
        self._bots: dict[int, Bot] = {}
        self._history: list[Action] = []
        self._done = True
        self._legal_for: tuple[Action, ...] | None = None
        self._legal: list[int] = []

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[NDArray[np.int8], dict[str, Any]]:
        """Deal a new game and let the bots act until the learner is to act."""
        super().reset(seed=seed)
        rng = self.np_random
        game_seed = int(rng.integers(SEED_BOUND))
        if options and options.get("game_seed") is not None:
            game_seed = operator.index(options["game_seed"])
        n = self.rules.players
        self.seat = self._fixed_seat if self._fixed_seat is not None else int(rng.integers(n))
        others = [(self.seat + k) % n for k in range(1, n)]
        bot_seeds = [int(s) for s in rng.integers(SEED_BOUND, size=len(others))]
        self._bots = {
            s: make_bot(spec, bot_seed)
            for s, spec, bot_seed in zip(others, self.opponents, bot_seeds, strict=True)
        }
        self.game_seed = game_seed
        self._game = new_game(self.rules, game_seed)
        self._history = []
        self._legal_for = None
        self._done = False
        self._advance()
        if self.render_mode == "human":
            self.render()
        return self._observe(), {"action_mask": self._mask()}

    def step(self, action: Any) -> tuple[NDArray[np.int8], float, bool, bool, dict[str, Any]]:
        """Take the learner's action (an index), then the bots' until the learner is to
        act again or its game is over."""
        if self._done:
            raise IllegalIndexError("the episode is over: call reset()", action, ())
        game = self._game
        legal = self._legal_indices()
        try:
            index = operator.index(action)
        except TypeError:
            raise IllegalIndexError(
                f"an action is an integer index into Discrete({self._size}), not {action!r}",
                action,
                tuple(legal),
            ) from None
        if index not in legal:
            if self.illegal_action == "raise":
                raise illegal_index(game, self.action_index, index, legal, "the learner")
            self._done = True
            lost = {"action_mask": self._mask(), "illegal_action": index}
            return self._observe(), -1.0, True, False, lost
        chosen = game.legal_actions()[legal.index(index)]
        game.apply(chosen)
        self._history.append(chosen)
        self._advance()
        reward, terminated = self._outcome()
        self._done = terminated
        info: dict[str, Any] = {"action_mask": self._mask()}
        if terminated:
            info["place"] = game.placings.index(self.seat) + 1 if game.out[self.seat] else None
            info["reason"] = game.result.reason.value if game.result is not None else "out"
        if self.render_mode == "human":
            self.render()
        return self._observe(), reward, terminated, False, info

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of the learner as booleans (sb3-contrib's MaskablePPO)."""
        return self._mask().astype(np.bool_)

    def render(self) -> str | None:
        """The table as the learner sees it: returned as text (``ansi``) or printed
        (``human``, also after every step)."""
        if self.render_mode is None:
            return None
        n = self.rules.players
        names = ["learner"] * n
        for k, spec in enumerate(self.opponents, start=1):
            names[(self.seat + k) % n] = f"{spec} {(self.seat + k) % n}"
        text = table_text(self._game, names, self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    @property
    def game(self) -> State:
        """The engine's state of the game in play: read it, never change it."""
        return self._game

    def replay(self) -> Replay:
        """The game so far, every seat's actions included: ``(rules, game_seed, actions)``."""
        return Replay(self.rules, self.game_seed, tuple(self._history), result=self._game.result)

    # --- inside ---------------------------------------------------------------------

    def _advance(self) -> None:
        game = self._game
        seat = self.seat
        bots = self._bots
        while game.phase is not _OVER and game.to_move != seat and not game.out[seat]:
            s = game.to_move
            legal = game.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                bot = bots[s]
                # a random bot never reads its view, and a view costs more than a step
                view: View = {} if isinstance(bot, RandomBot) else game.view(s)
                action = bot.choose(view, legal)
            game.apply(action)
            self._history.append(action)

    def _outcome(self) -> tuple[float, bool]:
        game = self._game
        seat = self.seat
        if game.out[seat] and self.rules.placings:
            return place_reward(game.placings.index(seat) + 1, game.n), True
        if game.result is not None:
            return seat_rewards(game.result, game.n, self.rules.placings)[seat], True
        return 0.0, False

    def _legal_indices(self) -> list[int]:
        legal = self._game.legal_actions()
        if legal is not self._legal_for:
            self._legal_for = legal
            self._legal = self.action_index.indices(legal, self._game.to_move)
        return self._legal

    def _observe(self) -> NDArray[np.int8]:
        return self.encoder.encode(self._game, self.seat)

    def _mask(self) -> NDArray[np.int8]:
        mask = bytearray(self._size)
        if not self._done and self._game.to_move == self.seat:
            for i in self._legal_indices():
                mask[i] = 1
        return np.frombuffer(mask, INT8)
