"""Bot strength: head-to-head matches, 2 players, seats and starts swapped game by game.

    .venv/bin/python benchmarks/bot_strength.py                 # the full run (< 30 min)
    .venv/bin/python benchmarks/bot_strength.py --scale 0.1     # a quick look

Prints each match's win rate with its 95% Wilson interval against its target, and for
``ismcts`` its iterations per second and its mean and p99 time per move (moves with a
real choice; a forced move costs nothing). Games use the arena's schedule and seeds
(threeup.arena), so every game can be replayed; they run on all local cores.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from threeup import Rules, new_game
from threeup.arena.config import ArenaConfig
from threeup.arena.schedule import GameSpec, game_spec
from threeup.arena.stats import wilson_interval
from threeup.bots import make_bot
from threeup.bots.ismcts import IsmctsBot

#: (bot, opponent, games at scale 1, target win rate)
MATCHES = (
    ("greedy", "random", 2000, 0.90),
    ("expert", "greedy", 2000, 0.60),
    ("ismcts:0.25s", "expert", 140, 0.60),
)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One game, from the first bot's side."""

    won: bool
    stalemate: bool
    move_seconds: tuple[float, ...]
    iterations: int


def play(spec: GameSpec, bot: str) -> Outcome:
    """Play one game; time the moves of ``bot`` that offered a choice."""
    state = new_game(spec.rules, spec.deal_seed)
    agents = [make_bot(name, seed) for name, seed in zip(spec.bots, spec.bot_seeds, strict=True)]
    times: list[float] = []
    iterations = 0
    while not state.is_over:
        seat = state.to_move
        legal = state.legal_actions()
        agent = agents[seat]
        if spec.bots[seat] == bot and len(legal) > 1:
            start = time.perf_counter()
            action = agent.choose(state.view(seat), legal)
            times.append(time.perf_counter() - start)
            if isinstance(agent, IsmctsBot):
                iterations += agent.last_iterations
        else:
            action = agent.choose(state.view(seat), legal)
        state.apply(action)
    result = state.result
    assert result is not None
    won = result.winner is not None and spec.bots[result.winner] == bot
    return Outcome(won, result.winner is None, tuple(times), iterations)


def _play(args: tuple[GameSpec, str]) -> Outcome:
    return play(*args)


def run_match(bot: str, opponent: str, games: int, seed: int, workers: int) -> list[Outcome]:
    """``games`` games of ``bot`` against ``opponent`` (an even number: seats swap)."""
    config = ArenaConfig.create([bot, opponent], Rules(players=2), games=games, seed=seed)
    specs = [(game_spec(config, g), bot) for g in range(games)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_play, specs, chunksize=max(1, games // (8 * workers))))


def report(bot: str, opponent: str, outcomes: list[Outcome], target: float, seconds: float) -> None:
    """Print one match's line (and the search figures for a timed bot)."""
    games = len(outcomes)
    wins = sum(o.won for o in outcomes)
    low, high = wilson_interval(wins, games)
    rate = wins / games
    verdict = "met" if rate >= target else "NOT met"
    stale = sum(o.stalemate for o in outcomes)
    print(
        f"{bot:>13} vs {opponent:<7} {wins:>5}/{games:<5} win rate {rate:6.1%} "
        f"[{low:6.1%}, {high:6.1%}]  target >= {target:.0%}: {verdict}  "
        f"(stalemates {stale}, {seconds:.0f} s)"
    )
    times = sorted(t for o in outcomes for t in o.move_seconds)
    iterations = sum(o.iterations for o in outcomes)
    if iterations:
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print(
            f"{'':>13}    {bot}: {iterations / sum(times):,.0f} iterations/s, "
            f"{statistics.mean(times) * 1000:.0f} ms mean and {p99 * 1000:.0f} ms p99 per move "
            f"({len(times)} moves)"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", help="run only the matches of this bot, e.g. expert")
    parser.add_argument(
        "--ismcts", default="ismcts:0.25s", help="the ismcts spec to match against expert"
    )
    parser.add_argument("--ismcts-games", type=int, help="games of the ismcts match")
    args = parser.parse_args(argv)
    print(f"2 players, seats swapped; {args.workers} worker(s); seed {args.seed}")
    for bot, opponent, games, target in MATCHES:
        if args.only and not bot.startswith(args.only):
            continue
        count = max(2, int(games * args.scale) // 2 * 2)
        if bot.startswith("ismcts"):
            bot = args.ismcts
            if args.ismcts_games:
                count = args.ismcts_games
        start = time.perf_counter()
        outcomes = run_match(bot, opponent, count, args.seed, args.workers)
        report(bot, opponent, outcomes, target, time.perf_counter() - start)
    return 0


if __name__ == "__main__":
    sys.exit(main())
