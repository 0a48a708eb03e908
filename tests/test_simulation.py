"""Seeded random games over every player count and every optional rule, checking the
invariants after every action (OpenSpiel-style random simulation tests)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from support.hidden import shuffle_hidden
from support.variants import all_variants, random_game
from threeup import Phase, State, new_game
from threeup.notation import position_from_json, position_to_json
from threeup.replay import Replay, dumps, loads

VARIANTS = list(all_variants())
GAMES_PER_VARIANT = 40  # 50 variants x 40 = 2,000 games with the cheap checks
DEEP_GAMES_PER_VARIANT = 1  # and one game each with every check after every action


def _check_cheap(state: State, deck: list[int]) -> None:
    assert state.all_cards() == deck, "every card of the deck is accounted for"
    for seat in range(state.n):
        if seat != state.to_move:
            assert state.legal_actions(seat) == ()
    if state.is_over:
        assert state.legal_actions() == ()
        return
    assert state.legal_actions(), "the seat to move always has an action"
    assert not state.out[state.to_move]
    assert all(len(u) <= 3 and len(d) <= 3 for u, d in zip(state.up, state.down, strict=True))
    ranks = [c >> 2 for c in state.pile]
    assert ranks == sorted(ranks) and all(r <= 10 for r in ranks)
    for seat in range(state.n):
        assert not Counter(state.known[seat]) - Counter(state.hands[seat])


def _check_deep(state: State, rng: random.Random) -> None:
    clone = state.copy()
    assert clone == state
    assert position_from_json(position_to_json(state)) == state
    for seat in [*range(state.n), None]:
        view = state.view(seat)
        if seat is not None:
            assert shuffle_hidden(state, seat, rng).view(seat) == view
    if not state.is_over:
        clone.apply(clone.legal_actions()[0])
        assert clone != state and state == position_from_json(position_to_json(state))


@pytest.mark.parametrize(("name", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_random_games_keep_every_invariant(name: str, rules: object) -> None:
    from threeup import Rules

    assert isinstance(rules, Rules)
    deck = sorted(rules.deck.cards())
    lengths = []
    for game in range(GAMES_PER_VARIANT):
        seed = 1000 * game + 7
        state = new_game(rules, seed)
        rng = random.Random(seed)
        deep = game < DEEP_GAMES_PER_VARIANT
        steps = 0
        _check_cheap(state, deck)
        while not state.is_over:
            legal = state.legal_actions()
            assert len(set(legal)) == len(legal), "no action is listed twice"
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
            _check_cheap(state, deck)
            if deep:
                _check_deep(state, rng)
        assert state.result is not None
        assert state.result.turns <= rules.turn_limit
        assert steps < 20 * rules.turn_limit
        lengths.append(state.result.turns)
        if state.result.reason.value == "won":
            assert state.result.winner == state.placings[0]
    assert len(lengths) == GAMES_PER_VARIANT


@pytest.mark.parametrize(("name", "rules"), VARIANTS[::7], ids=[v[0] for v in VARIANTS[::7]])
def test_replays_reproduce_games_exactly(name: str, rules: object) -> None:
    from threeup import Rules

    assert isinstance(rules, Rules)
    for seed in range(5):
        final, actions = random_game(rules, seed)
        replay = Replay(rules, seed, tuple(actions), result=final.result)
        again = loads(dumps(replay))
        assert again == replay
        assert again.final_state() == final
        steps = list(again.steps())
        assert [s.action for s in steps] == actions
        assert steps[-1].state == final


def test_same_seed_same_deal_and_different_seeds_differ() -> None:
    from threeup import Rules

    rules = Rules(players=4)
    assert new_game(rules, 11) == new_game(rules, 11)
    assert new_game(rules, 11) != new_game(rules, 12)
    assert new_game(rules, 11).phase is Phase.SETUP
