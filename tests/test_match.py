"""O4 matches over several rounds (Q13, Q30)."""

from __future__ import annotations

import pytest

from threeup import Rules, RulesError, ThreeUpError
from threeup.match import Match, round_seed


def _play_out(match: Match) -> None:
    state = match.state
    while not state.is_over:
        state.apply(state.legal_actions()[0])


def test_a_match_adds_up_each_rounds_points_and_ranks_the_lowest_first() -> None:
    match = Match(Rules(players=3, scoring=True, rounds=3), seed=5)
    seen_seeds = set()
    while not match.is_over:
        seen_seeds.add(round_seed(5, match.round))
        _play_out(match)
        scores = match.finish_round()
        assert 0 in scores  # the winner of the deal holds nothing
    assert len(seen_seeds) == 3 and match.round == 3
    totals = match.totals
    assert totals == [sum(r[s] for r in match.round_scores) for s in range(3)]
    standings = match.standings()
    assert [total for _, _, total in standings] == sorted(totals)
    assert standings[0][0] == 1


def test_tied_totals_share_a_place() -> None:
    match = Match(Rules(players=3, scoring=True, rounds=1), seed=1)
    match.round_scores = [(10, 4, 10)]
    assert match.standings() == [(1, 1, 4), (2, 0, 10), (2, 2, 10)]


def test_a_round_cannot_be_scored_before_it_ends_or_after_the_match() -> None:
    match = Match(Rules(players=2, scoring=True, rounds=1), seed=2)
    with pytest.raises(ThreeUpError, match="still being played"):
        match.finish_round()
    _play_out(match)
    match.finish_round()
    with pytest.raises(ThreeUpError, match="the match is over"):
        match.finish_round()


def test_matches_replay_from_their_seed() -> None:
    rules = Rules(players=2, scoring=True, rounds=2)
    a, b = Match(rules, 9), Match(rules, 9)
    assert a.state == b.state
    assert round_seed(9, 0) != round_seed(9, 1)


def test_a_match_needs_the_scoring_rule() -> None:
    with pytest.raises(RulesError, match="turn on scoring"):
        Rules(players=2, rounds=3)
    with pytest.raises(RulesError, match="scoring=True"):
        Match(Rules(players=2), seed=1)
