"""openskill ratings, updated game by game from the places."""

from __future__ import annotations

import pytest

from threeup.arena.ratings import Rating, rate_games


def test_a_bot_that_always_wins_rates_higher() -> None:
    ratings = rate_games(["winner", "loser"], [(("winner", "loser"), (1.0, 2.0))] * 30)
    winner, loser = ratings["winner"], ratings["loser"]
    assert winner.mu > 25.0 > loser.mu
    assert winner.ordinal > loser.ordinal
    assert winner.sigma < 25 / 3 and loser.sigma < 25 / 3, "evidence narrows the estimate"


def test_seats_do_not_matter_only_places_do() -> None:
    tables = [(("w", "l"), (1.0, 2.0)), (("l", "w"), (2.0, 1.0))] * 10
    ratings = rate_games(["w", "l"], tables)
    assert ratings["w"].mu > ratings["l"].mu


def test_more_wins_rate_higher_than_fewer() -> None:
    a_first = (("a", "b", "c"), (1.0, 2.0, 3.0))
    b_first = (("a", "b", "c"), (2.0, 1.0, 3.0))
    tables = [a_first, a_first, b_first] * 6
    r = rate_games(["a", "b", "c"], tables)
    assert r["a"].mu > r["b"].mu > r["c"].mu


def test_ties_between_equals_change_no_mean() -> None:
    r = rate_games(["a", "b"], [(("a", "b"), (1.5, 1.5))] * 5)
    assert r["a"].mu == pytest.approx(25.0) and r["b"].mu == pytest.approx(25.0)


def test_a_table_of_one_bot_is_skipped() -> None:
    r = rate_games(["a"], [(("a", "a"), (1.0, 2.0))] * 5)
    assert r["a"] == Rating(25.0, 25 / 3)


def test_a_bot_in_two_seats_takes_the_mean_of_its_seats() -> None:
    r = rate_games(["a", "b"], [(("a", "b", "a"), (3.0, 1.0, 2.0))] * 5)
    assert r["b"].mu > 25.0 > r["a"].mu


def test_the_ordinal_is_mu_less_three_sigma() -> None:
    assert Rating(30.0, 2.0).ordinal == 24.0
