"""Engine speed: uniform-random games through the public API (legal_actions + apply),
beside RLCard's UNO game core measured the same way in the same process.

    .venv/bin/python benchmarks/engine_speed.py [--seconds 5] [--players 2 4 6]

Prints actions/s and games/s for each, and the ratio threeup / RLCard UNO.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable

from threeup import Rules, new_game


def threeup_games(players: int) -> Callable[[int, random.Random], int]:
    rules = Rules(players=players)

    def play(seed: int, rng: random.Random) -> int:
        state = new_game(rules, seed)
        actions = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            actions += 1
        return actions

    return play


def uno_games(players: int) -> Callable[[int, random.Random], int]:
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    game = UnoGame(num_players=players)
    game.np_random = np.random.RandomState(1)  # seeded once: reseeding costs UNO time

    def play(seed: int, rng: random.Random) -> int:
        game.init_game()
        actions = 0
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            actions += 1
        return actions

    return play


def measure(play: Callable[[int, random.Random], int], seconds: float) -> tuple[float, float]:
    """(actions/s, games/s) over whole games played for about ``seconds``."""
    rng = random.Random(1)
    actions = games = 0
    start = time.perf_counter()
    while True:
        actions += play(games, rng)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return actions / elapsed, games / elapsed


def copies_per_second(seconds: float) -> float:
    """``State.copy()`` calls per second on 4-player middle-game states (search bots copy
    a state for every node they expand)."""
    states = []
    rng = random.Random(2)
    for seed in range(20):
        state = new_game(Rules(players=4), seed)
        for _ in range(60):
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        states.append(state)
    copies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for state in states:
            state.copy()
        copies += len(states)
    return copies / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.seconds:g} s each")
    print(f"{'players':>7} {'engine':>10} {'actions/s':>12} {'games/s':>10} {'ratio':>7}")
    for players in args.players:
        ours = measure(threeup_games(players), args.seconds)
        uno = measure(uno_games(players), args.seconds)
        ratio = ours[0] / uno[0]
        print(f"{players:>7} {'threeup':>10} {ours[0]:>12,.0f} {ours[1]:>10,.1f} {ratio:>7.2f}")
        print(f"{players:>7} {'rlcard-uno':>10} {uno[0]:>12,.0f} {uno[1]:>10,.1f}")
    print(f"State.copy(), 4 players, middle game: {copies_per_second(args.seconds):,.0f} copies/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
