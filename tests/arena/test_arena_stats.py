"""Win rates and their Wilson intervals, per-bot tallies, the pairwise table."""

from __future__ import annotations

import math

import pytest
from arena_helpers import record

from threeup.arena.stats import bot_stats, mean_turns, pairwise, stalemates, wilson_interval
from threeup.events import EndReason

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal


def _wilson_by_hand(k: int, n: int) -> tuple[float, float]:
    """The textbook formula: (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)."""
    p = k / n
    denominator = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denominator
    return centre - half, centre + half


def test_wilson_interval_of_7_wins_in_10() -> None:
    low, high = wilson_interval(7, 10)
    # Worked by hand: p = 0.7, z = 1.96; centre (0.7 + 0.19207) / 1.38415 = 0.64450,
    # half-width 1.96 * sqrt(0.021 + 0.0096036) / 1.38415 = 0.24771.
    assert low == pytest.approx(0.3968, abs=1e-4)
    assert high == pytest.approx(0.8922, abs=1e-4)


@pytest.mark.parametrize(("k", "n"), [(0, 10), (1, 10), (50, 100), (354, 400), (400, 400)])
def test_wilson_interval_matches_the_formula(k: int, n: int) -> None:
    low, high = wilson_interval(k, n)
    expected_low, expected_high = _wilson_by_hand(k, n)
    assert low == pytest.approx(expected_low, abs=1e-12)
    assert high == pytest.approx(expected_high, abs=1e-12)
    assert 0.0 <= low <= k / n <= high <= 1.0


def test_wilson_interval_without_games_is_everything() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_bot_stats_count_games_wins_places_and_length() -> None:
    records = [
        record(("a", "b"), winner=0, turns=100, start=0),
        record(("b", "a"), winner=0, turns=200, start=0, index=1),
        record(("a", "b"), winner=None, reason=EndReason.TURN_LIMIT, turns=300, start=1),
    ]
    a, b = bot_stats(["a", "b"], records)
    assert (a.bot, a.games, a.wins, b.games, b.wins) == ("a", 3, 1, 3, 1)
    assert a.win_rate == pytest.approx(1 / 3)
    assert (a.ci_low, a.ci_high) == wilson_interval(1, 3)
    assert a.mean_place == pytest.approx((1 + 2 + 1.5) / 3)
    assert a.mean_turns == pytest.approx(200)
    assert a.stalemates == b.stalemates == 1
    assert a.seats == (2, 1) and b.seats == (1, 2)
    assert (a.starts, b.starts) == (1, 2)
    assert stalemates(records) == 1
    assert mean_turns(records) == pytest.approx(200)


def test_a_bot_in_two_seats_counts_a_game_per_seat() -> None:
    records = [record(("a", "a", "b"), winner=1), record(("a", "b", "a"), winner=1)]
    a, b = bot_stats(["a", "b"], records)
    assert (a.games, a.wins, b.games, b.wins) == (4, 1, 2, 1)
    assert a.seats == (2, 1, 1)


def test_pairwise_counts_who_finished_ahead_both_ways() -> None:
    records = [
        record(("a", "b", "c"), winner=0, placings=(0, 2, 1), reason=EndReason.PLACED),
        record(("a", "b", "c"), winner=1),  # a and c share the places after b
    ]
    table = {(p.bot, p.opponent): p for p in pairwise(["a", "b", "c"], records)}
    assert len(table) == 6
    ab, ba, ac = table["a", "b"], table["b", "a"], table["a", "c"]
    assert (ab.ahead, ab.behind, ab.tied) == (1, 1, 0)
    assert (ba.ahead, ba.behind, ba.tied) == (1, 1, 0)
    assert (ac.ahead, ac.behind, ac.tied, ac.pairs) == (1, 0, 1, 2)
    assert ac.ahead_rate == 0.5


def test_pairwise_skips_a_bot_against_itself() -> None:
    pairs = pairwise(["a", "b"], [record(("a", "a", "b"), winner=2)])
    ab = next(p for p in pairs if (p.bot, p.opponent) == ("a", "b"))
    assert (ab.ahead, ab.behind, ab.tied) == (0, 2, 0)
    assert {(p.bot, p.opponent) for p in pairs} == {("a", "b"), ("b", "a")}
