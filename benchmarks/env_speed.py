"""Environment speed: the PettingZoo AEC environment stepped with random masked actions,
beside RLCard's UNO environment measured the same way in the same process.

    .venv/bin/python benchmarks/env_speed.py [--seconds 5] [--players 2 4] [--raw]

Both play whole games with resets: each step reads the observation and the legal actions
(threeup: ``env.last()`` and the indices where the mask is 1; RLCard: the state
``env.step`` returns and its ``legal_actions``), chooses one uniformly with the same
``random.Random`` and steps. Prints steps/s (actions taken, not counting the steps that
remove finished agents) and games/s for each, and the ratio threeup / RLCard UNO. The
contenders take turns of a quarter of a second, so that other work on the machine slows
them alike.
``--raw`` also measures ``threeup_v0.raw_env`` (no order-enforcing wrapper).
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from threeup.env import threeup_v0


def threeup_games(players: int, raw: bool = False) -> Callable[[random.Random], int]:
    """One game of the AEC environment per call; returns the number of actions taken."""
    env: Any = (threeup_v0.raw_env if raw else threeup_v0.env)(num_players=players)
    env.reset(seed=1)
    flatnonzero = np.flatnonzero

    def play(rng: random.Random) -> int:
        env.reset()
        actions = 0
        for _agent in env.agent_iter():
            observation, _reward, termination, truncation, _info = env.last()
            if termination or truncation:
                env.step(None)
                continue
            legal = flatnonzero(observation["action_mask"])
            env.step(legal[rng.randrange(len(legal))])
            actions += 1
        return actions

    return play


def uno_games(players: int) -> Callable[[random.Random], int]:
    """One game of RLCard's UNO environment per call (``env.reset()``, then ``env.step``
    on random legal actions until ``env.is_over()``)."""
    import rlcard

    env = rlcard.make("uno", config={"seed": 1, "game_num_players": players})

    def play(rng: random.Random) -> int:
        state, _player = env.reset()
        actions = 0
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _player = env.step(legal[rng.randrange(len(legal))])
            actions += 1
        return actions

    return play


def measure(
    plays: list[Callable[[random.Random], int]], seconds: float, turn: float = 0.25
) -> list[tuple[float, float]]:
    """(steps/s, games/s) of each of ``plays`` over whole games, about ``seconds`` each.

    The contenders take turns of about ``turn`` seconds, so that a change in the load of
    the machine during the run falls on all of them alike.
    """
    rngs = [random.Random(1) for _ in plays]
    actions = [0] * len(plays)
    games = [0] * len(plays)
    spent = [0.0] * len(plays)
    while min(spent) < seconds:
        for i, play in enumerate(plays):
            start = time.perf_counter()
            while True:
                actions[i] += play(rngs[i])
                games[i] += 1
                elapsed = time.perf_counter() - start
                if elapsed >= turn:
                    break
            spent[i] += elapsed
    return [(a / t, g / t) for a, g, t in zip(actions, games, spent, strict=True)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--raw", action="store_true", help="also measure raw_env")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.seconds:g} s each")
    print(f"{'players':>7} {'environment':>18} {'steps/s':>10} {'games/s':>9} {'ratio':>6}")
    for players in args.players:
        names = ["threeup_v0.env"] + (["threeup_v0.raw_env"] if args.raw else [])
        plays = [threeup_games(players, raw=name.endswith("raw_env")) for name in names]
        *ours, uno = measure([*plays, uno_games(players)], args.seconds)
        for name, (steps, games) in zip(names, ours, strict=True):
            ratio = steps / uno[0]
            print(f"{players:>7} {name:>18} {steps:>10,.0f} {games:>9,.1f} {ratio:>6.2f}")
        print(f"{players:>7} {'rlcard uno':>18} {uno[0]:>10,.0f} {uno[1]:>9,.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
