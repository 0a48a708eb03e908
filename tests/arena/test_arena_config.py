"""The arena's input: bot lists, seats, games, checked before any game is played."""

from __future__ import annotations

import pytest

from threeup.arena.config import ArenaConfig, ArenaError, parse_bots
from threeup.rules import Rules


def test_bots_are_cycled_over_the_seats() -> None:
    config = ArenaConfig.create("random", Rules(players=4), games=4, seed=1)
    assert config.lineup == ("random",) * 4
    assert config.bots == ("random",)
    assert config.players == 4


def test_distinct_bots_keep_the_order_of_their_first_seat(named_bots: object) -> None:
    config = ArenaConfig.create("beta, alpha", Rules(players=5), games=1, seed=1)
    assert config.lineup == ("beta", "alpha", "beta", "alpha", "beta")
    assert config.bots == ("beta", "alpha")


def test_the_schedule_owns_the_starting_seat() -> None:
    config = ArenaConfig.create("random", Rules(players=3, start_seat=2), games=1, seed=1)
    assert config.rules.start_seat is None


def test_parse_bots_passes_specs_through_untouched() -> None:
    assert parse_bots(" random ,greedy:depth=2") == ("random", "greedy:depth=2")
    with pytest.raises(ArenaError, match="comma-separated"):
        parse_bots("random,,random")
    with pytest.raises(ArenaError, match="comma-separated"):
        parse_bots("")


def test_bad_input_is_refused_with_a_reason() -> None:
    with pytest.raises(ArenaError, match="unknown bot 'oracle'"):
        ArenaConfig.create("random,oracle", Rules(players=2), games=1, seed=1)
    with pytest.raises(ArenaError, match="3 bots named for 2 seats"):
        ArenaConfig.create("random,random,random", Rules(players=2), games=1, seed=1)
    with pytest.raises(ArenaError, match="at least one game"):
        ArenaConfig.create("random", Rules(players=2), games=0, seed=1)
    with pytest.raises(ArenaError, match="at least one bot"):
        ArenaConfig.create([], Rules(players=2), games=1, seed=1)
