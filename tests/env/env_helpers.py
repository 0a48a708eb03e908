"""Shared helpers of the environment tests: rule variants and random play through the
AEC environment."""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from support.variants import SWITCHES, variant_rules
from threeup import Rules
from threeup.env import threeup_v0
from threeup.env.threeup_v0 import ThreeUpAECEnv

#: the two warnings PettingZoo's api_test gives every environment with dict observations
#: that is not one of its own classic games (whose names it lists)
DICT_OBSERVATION_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)


def variants(players: tuple[int, ...] = (2, 3, 4, 5, 6)) -> list[tuple[str, Rules]]:
    """(id, rules) of every optional-rule variant at each of ``players`` that can be dealt."""
    found = []
    for name in SWITCHES:
        for n in players:
            rules = variant_rules(name, n)
            if rules is not None:
                found.append((f"{name}-{n}p", rules))
    return found


def play_random(
    env: ThreeUpAECEnv, seed: int, check: Callable[[ThreeUpAECEnv, dict[str, Any]], None]
) -> int:
    """Play one game of ``env`` (reset with ``seed``) choosing uniformly among the
    mask-1 indices; calls ``check(env, observation)`` before every action; returns the
    number of actions taken."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    actions = 0
    for _agent in env.agent_iter():
        observation, _reward, termination, truncation, _info = env.last()
        if termination or truncation:
            env.step(None)
            continue
        check(env, observation)
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(legal[rng.randrange(len(legal))]))
        actions += 1
    return actions


def unexpected_warnings(run: Callable[[], None]) -> list[str]:
    """The warnings ``run`` gives beyond the two of every dict-observation environment."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        run()
    return [
        str(w.message)
        for w in caught
        if not any(str(w.message).startswith(known) for known in DICT_OBSERVATION_WARNINGS)
    ]


def states_of_a_random_game(rules: Rules, seed: int) -> Iterator[ThreeUpAECEnv]:
    """The raw environment before each action of one random game (the same object,
    advanced between yields by a uniformly random legal index)."""
    env = threeup_v0.raw_env(rules=rules)
    rng = random.Random(seed)
    env.reset(seed=seed)
    while env.agents:
        if env.terminations[env.agent_selection]:
            env.step(None)  # an agent that is done leaves
            continue
        yield env
        legal = env.legal_indices()
        env.step(legal[rng.randrange(len(legal))])
