"""A bot never sees the state: its choice does not change when the cards hidden from it
are shuffled among the places it cannot see into."""

from __future__ import annotations

import random

import pytest

from support.hidden import shuffle_hidden
from threeup import Rules, new_game
from threeup.bots import make_bot

SPECS = ["random", "greedy", "expert", "ismcts:40", "pimc:6"]


@pytest.mark.parametrize("spec", SPECS)
def test_a_bots_choice_ignores_cards_hidden_from_it(spec: str) -> None:
    rng = random.Random(spec)
    checked = 0
    for seed in range(3):
        state = new_game(Rules(players=3, trade_up=True), seed)
        driver = make_bot("greedy", seed)
        moves = 0
        while not state.is_over and moves < 90:
            seat = state.to_move
            legal = state.legal_actions()
            if len(legal) > 1 and moves % 5 == 0:
                other = shuffle_hidden(state, seat, rng)
                assert other.legal_actions() == legal
                first = make_bot(spec, 11).choose(state.view(seat), legal)
                second = make_bot(spec, 11).choose(other.view(seat), other.legal_actions())
                assert first == second
                checked += 1
            state.apply(driver.choose(state.view(seat), legal))
            moves += 1
    assert checked >= 10


@pytest.mark.parametrize("spec", SPECS)
def test_bots_are_seeded_and_deterministic(spec: str) -> None:
    def game(bot_seed: int) -> list[str]:
        state = new_game(Rules(players=2), 5)
        bots = [make_bot(spec, bot_seed), make_bot(spec, bot_seed + 1)]
        actions = []
        while not state.is_over and len(actions) < 60:
            seat = state.to_move
            action = bots[seat].choose(state.view(seat), state.legal_actions())
            actions.append(str(action))
            state.apply(action)
        return actions

    assert game(3) == game(3)
