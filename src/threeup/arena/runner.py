"""Playing arena games: one game from its spec, or all of them in parallel.

Results never depend on the number of workers: every game is played from its own
:class:`~threeup.arena.schedule.GameSpec` and the records are gathered by game index.

>>> from threeup.rules import Rules
>>> from threeup.arena.config import ArenaConfig
>>> config = ArenaConfig.create("random", Rules(players=2), games=3, seed=5)
>>> records = run_games(config, workers=1)
>>> [r.spec.index for r in records], records == run_games(config, workers=1)
([0, 1, 2], True)
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass

from threeup.arena.config import ArenaConfig, ArenaError
from threeup.arena.schedule import GameSpec, game_spec
from threeup.bots import make_bot
from threeup.engine import new_game
from threeup.errors import IllegalActionError
from threeup.events import Result


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A played game: its spec, its result, and (when kept) its actions in notation."""

    spec: GameSpec
    result: Result
    actions: tuple[str, ...] = ()


def play_game(spec: GameSpec, keep_actions: bool = False) -> GameRecord:
    """Play one game between freshly seeded bots; raises :class:`ArenaError` if a bot
    chooses an illegal action."""
    state = new_game(spec.rules, spec.deal_seed)
    agents = [make_bot(name, seed) for name, seed in zip(spec.bots, spec.bot_seeds, strict=True)]
    played: list[str] = []
    while not state.is_over:
        seat = state.to_move
        action = agents[seat].choose(state.view(seat), state.legal_actions())
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise ArenaError(
                f"game {spec.index}: seat {seat} ({spec.bots[seat]}) chose an illegal "
                f"action, {action}: {exc}"
            ) from exc
        if keep_actions:
            played.append(str(action))
    result = state.result
    if result is None:  # pragma: no cover - is_over implies a result
        raise ArenaError(f"game {spec.index} ended without a result")
    return GameRecord(spec, result, tuple(played))


def _play_range(config: ArenaConfig, start: int, stop: int, keep_actions: bool) -> list[GameRecord]:
    return [play_game(game_spec(config, g), keep_actions) for g in range(start, stop)]


def chunk_size(games: int, workers: int) -> int:
    """Games per task: enough tasks to keep every worker busy and the progress bar
    moving, few enough that sending them costs little."""
    return max(1, min(16, games // (workers * 16)))


def run_games(
    config: ArenaConfig,
    workers: int = 1,
    keep_actions: bool = False,
    on_done: Callable[[int], None] | None = None,
) -> list[GameRecord]:
    """Play every game of the arena, in order of game index whatever ``workers`` is.

    With ``workers`` > 1 the games are shared among that many processes
    (``ProcessPoolExecutor``); ``on_done(n)`` is called, in this process, each time
    ``n`` more games are finished.
    """
    if workers < 1:
        raise ArenaError(f"use at least one worker, not {workers}")
    games = config.games
    size = chunk_size(games, workers)
    ranges = [(start, min(start + size, games)) for start in range(0, games, size)]
    records: list[GameRecord] = []
    if workers == 1 or len(ranges) == 1:
        for start, stop in ranges:
            records += _play_range(config, start, stop, keep_actions)
            if on_done is not None:
                on_done(stop - start)
        return records
    with ProcessPoolExecutor(max_workers=min(workers, len(ranges))) as pool:
        pending: set[Future[list[GameRecord]]] = {
            pool.submit(_play_range, config, start, stop, keep_actions) for start, stop in ranges
        }
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                batch = future.result()
                records += batch
                if on_done is not None:
                    on_done(len(batch))
    records.sort(key=lambda r: r.spec.index)
    return records
