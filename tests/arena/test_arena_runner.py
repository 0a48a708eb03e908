"""Playing arena games: determinism, parallelism, seat rotation, replays, bad bots."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import threeup.arena.runner
from threeup.actions import PICKUP, Action, parse_action
from threeup.arena.config import ArenaConfig, ArenaError
from threeup.arena.runner import chunk_size, play_game, run_games
from threeup.arena.schedule import game_spec
from threeup.arena.stats import bot_stats
from threeup.replay import Replay
from threeup.rules import Rules
from threeup.views import View


def _config(games: int = 6, seed: int = 1, players: int = 2, **rules: bool) -> ArenaConfig:
    return ArenaConfig.create("random", Rules(players=players, **rules), games=games, seed=seed)


def test_the_same_seed_plays_the_same_games() -> None:
    first = run_games(_config(seed=3))
    assert first == run_games(_config(seed=3))
    assert [r.spec.index for r in first] == list(range(6))
    assert first != run_games(_config(seed=4))


def test_one_worker_or_two_play_the_same_games() -> None:
    config = _config(games=6, players=3, placings=True)
    assert run_games(config, workers=1) == run_games(config, workers=2)


def test_progress_is_reported_game_by_game_in_total() -> None:
    done: list[int] = []
    run_games(_config(games=5), workers=2, on_done=done.append)
    assert sum(done) == 5 and all(n > 0 for n in done)


def test_chunks_keep_every_worker_busy() -> None:
    assert chunk_size(1, 16) == 1
    assert chunk_size(400, 2) == 12
    assert chunk_size(100_000, 2) == 16


def test_each_bot_sits_in_each_seat_and_starts_equally(named_bots: object) -> None:
    config = ArenaConfig.create("alpha,beta,gamma", Rules(players=3), games=9, seed=2)
    stats = bot_stats(config.bots, run_games(config))
    for s in stats:
        assert s.games == 9
        assert s.seats == (3, 3, 3)
        assert s.starts == 3


def test_a_game_replays_from_its_seeds_and_from_its_actions() -> None:
    config = _config(games=3, players=4, ones_reverse=True)
    record = run_games(config, keep_actions=True)[2]
    assert play_game(game_spec(config, 2)).result == record.result
    actions = tuple(parse_action(a) for a in record.actions)
    replay = Replay(record.spec.rules, record.spec.deal_seed, actions, record.spec.bots)
    assert replay.final_state().result == record.result


def test_actions_are_kept_only_when_asked() -> None:
    assert all(not r.actions for r in run_games(_config(games=2)))


class _PickupBot:
    name = "pickup"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return PICKUP


def test_an_illegal_action_stops_the_arena_naming_game_seat_and_bot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(threeup.arena.runner, "make_bot", lambda name, seed: _PickupBot())
    with pytest.raises(ArenaError, match=r"game 0: seat \d \(random\) chose an illegal action"):
        run_games(_config(games=1))


def test_workers_must_be_positive() -> None:
    with pytest.raises(ArenaError, match="at least one worker"):
        run_games(_config(games=1), workers=0)
