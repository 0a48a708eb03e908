"""Seat rotation, starting seats and seeds."""

from __future__ import annotations

from collections import Counter

import pytest

from threeup.arena.config import ArenaConfig
from threeup.arena.schedule import bot_seed, deal_seed, game_spec, seating, start_seat
from threeup.rules import Rules


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_bot_sits_in_each_seat_equally_often(players: int) -> None:
    lineup = tuple(f"bot{i}" for i in range(players))
    rounds = 3
    counts = Counter(
        (bot, seat)
        for game in range(rounds * players)
        for seat, bot in enumerate(seating(lineup, game))
    )
    assert counts == {(bot, seat): rounds for bot in lineup for seat in range(players)}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_bot_starts_once_per_block_and_every_seat_starts(players: int) -> None:
    lineup = tuple(f"bot{i}" for i in range(players))
    for block in range(players):
        games = range(block * players, (block + 1) * players)
        starters = [seating(lineup, g)[start_seat(players, g)] for g in games]
        assert sorted(starters) == sorted(lineup), "each bot starts once in a block"
    seats = Counter(start_seat(players, g) for g in range(players * players))
    assert seats == dict.fromkeys(range(players), players), "the first seat moves on"


def test_no_bot_keeps_the_first_seat() -> None:
    firsts = {seating(("a", "b"), g)[0] for g in range(2)}
    assert firsts == {"a", "b"}


def test_seeds_derive_from_the_arena_seed_the_game_and_the_seat() -> None:
    assert deal_seed(1, 0) == 5271618797954265728, "published seeds must keep replaying"
    assert bot_seed(1, 0, 1) == 7834992530381875945
    deals = {deal_seed(seed, g) for seed in range(3) for g in range(20)}
    assert len(deals) == 60
    bots = {bot_seed(1, g, s) for g in range(20) for s in range(6)}
    assert len(bots) == 120
    assert all(0 <= s < 2**63 for s in deals | bots)


def test_a_game_spec_depends_only_on_the_config_and_the_index() -> None:
    config = ArenaConfig.create("random", Rules(players=3, placings=True), games=9, seed=4)
    spec = game_spec(config, 7)
    assert spec == game_spec(config, 7)
    assert spec.index == 7
    assert spec.rules.placings and spec.rules.start_seat == start_seat(3, 7) == 2
    assert spec.deal_seed == deal_seed(4, 7)
    assert spec.bot_seeds == tuple(bot_seed(4, 7, s) for s in range(3))
