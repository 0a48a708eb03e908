"""Sampling full states from a seat's view: the sample's view equals the view."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support.variants import all_variants
from threeup import Rules, ThreeUpError, new_game
from threeup.sampling import Determinizer, sample_state

VARIANTS = list(all_variants())


@pytest.mark.parametrize(("name", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_a_sampled_state_shows_the_seat_exactly_its_view(name: str, rules: Rules) -> None:
    rng = random.Random(name)
    for seed in range(2):
        state = new_game(rules, seed)
        deck = sorted(rules.deck.cards())
        moves = 0
        while not state.is_over:
            moves += 1
            for seat in range(state.n) if moves % 9 == 1 else ():
                view = state.view(seat)
                guess = sample_state(view, rng)
                assert guess.view(seat) == view
                assert guess.all_cards() == deck
                assert (
                    guess.legal_actions(seat) == state.legal_actions(seat) or seat != state.to_move
                )
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def test_samples_differ_and_only_in_hidden_places() -> None:
    state = new_game(Rules(players=4, start_seat=0), seed=3)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    determinizer = Determinizer(state.view(0))
    rng = random.Random(1)
    samples = [determinizer.sample(rng) for _ in range(20)]
    assert len({tuple(s.hands[1]) for s in samples}) > 1
    assert len({tuple(s.draw) for s in samples}) > 1
    assert all(s.hands[0] == state.hands[0] and s.up == state.up for s in samples)
    assert all(s.pile == state.pile for s in samples)


def test_a_sampled_state_plays_on_to_the_end() -> None:
    state = new_game(Rules(players=3, placings=True), seed=8)
    rng = random.Random(2)
    for _ in range(40):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    guess = sample_state(state.view(state.to_move), rng)
    while not guess.is_over:
        guess.apply(guess.legal_actions()[0])
    assert guess.result is not None


def test_spectator_views_cannot_be_sampled() -> None:
    with pytest.raises(ThreeUpError, match="spectator"):
        sample_state(new_game(Rules(), seed=1).view(None), random.Random(0))


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.integers(0, 200), st.integers(0, 10**6))
def test_sampling_is_consistent_at_any_point(
    players: int, seed: int, steps: int, sample_seed: int
) -> None:
    state = new_game(Rules(players=players, trade_up=True, swap_stacks=True), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = sample_seed % players
    view = state.view(seat)
    assert sample_state(view, random.Random(sample_seed)).view(seat) == view
