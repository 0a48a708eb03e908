"""Observations: the documented layout, relative seats, and nothing hidden from the seat."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest
from env_helpers import states_of_a_random_game, variants

from support.hidden import shuffle_hidden
from threeup import Rules, new_game, parse_card
from threeup.env import CARD_BLOCK, ObservationEncoder, action_index
from threeup.notation import position_from_json


def block(cards: list[int]) -> list[int]:
    """A card block of ``cards`` built the slow way."""
    counts = Counter(cards)
    return [counts[(rank << 2) | colour] for rank in range(1, 14) for colour in range(3)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_layout_is_contiguous_and_its_size_is_142_plus_83_per_player(players: int) -> None:
    encoder = ObservationEncoder(Rules(players=players))
    assert encoder.size == 142 + 83 * players
    starts = [f.start for f in encoder.fields]
    assert starts == sorted(starts) and starts[0] == 0
    assert all(
        a.start + a.size == b.start
        for a, b in zip(encoder.fields[:-1], encoder.fields[1:], strict=True)
    )
    assert encoder.fields[-1].start + encoder.fields[-1].size == encoder.size
    names = [f.name for f in encoder.fields]
    assert names[:3] == ["hand", "seat0.hand_count", "seat0.up"]
    assert names[-5:] == ["draw_count", "phase", "owed", "reversed", "turn"]
    assert len(set(names)) == len(names)
    assert encoder.field("seat1.known").size == CARD_BLOCK
    assert (encoder.high >= 1).all()


def test_a_known_position_encodes_field_by_field() -> None:
    state = position_from_json(
        {
            "rules": {"players": 3},
            "to_move": 1,
            "direction": 1,
            "hands": [["2r", "3g", "9b"], ["5g", "6g", "8b", "8b"], ["Cg", "4r", "4b"]],
            "known": [[], ["8b"], []],
            "up": [["7g"], ["10r", "C1b"], []],
            "down": [["7b"], ["7r"], ["1g", "2g"]],
            "draw": [],
            "pile": ["3b", "6r", "6b"],
            "removed": ["1r", "1b"],
            "turn": 40,
        }
    )
    encoder = ObservationEncoder(state.rules)
    obs = encoder.encode(state, 1)

    def get(name: str) -> list[int]:
        return obs[encoder.field(name).slice].tolist()

    cards = [parse_card(c) for c in ("5g", "6g", "8b", "8b")]
    assert get("hand") == block(cards)
    # slot 0 is the observer (seat 1), slot 1 seat 2, slot 2 seat 0
    assert get("seat0.hand_count") == [4] and get("seat1.hand_count") == [3]
    assert get("seat2.hand_count") == [3]
    assert get("seat0.up") == block([parse_card("10r"), parse_card("C1b")])
    assert get("seat2.up") == block([parse_card("7g")])
    assert get("seat1.up") == [0] * CARD_BLOCK
    assert get("seat0.up_count") == [2] and get("seat1.down_count") == [2]
    assert get("seat0.known") == block([parse_card("8b")])
    assert get("seat0.to_move") == [1] and get("seat1.to_move") == [0]
    assert get("pile") == block([parse_card(c) for c in ("3b", "6r", "6b")])
    assert get("pile.top_rank") == [int(r == 6) for r in range(1, 14)]
    assert get("pile.size") == [3] and get("pile.run") == [2] and get("pile.colour_run") == [1]
    assert get("removed") == block([parse_card("1r"), parse_card("1b")])
    assert get("draw_count") == [0]
    assert get("phase") == [0, 0, 1, 0, 0]
    assert get("owed") == [0] and get("reversed") == [0]
    assert get("turn") == [4]  # 40 of the 1,000 turns
    assert obs.dtype == np.int8 and (obs <= encoder.high).all()


def test_seats_follow_the_direction_of_play() -> None:
    rules = Rules(players=4, ones_reverse=True)
    state = new_game(rules, 3)
    while state.phase.name == "SETUP":
        state.apply(state.legal_actions()[0])
    encoder = ObservationEncoder(rules)
    counts = [encoder.field(f"seat{k}.hand_count").start for k in range(4)]
    state.hands[0].append(state.draw.pop())  # tell the seats apart by their hand sizes
    state.hands[3].extend([state.draw.pop(), state.draw.pop()])
    sizes = [len(h) for h in state.hands]
    forward = encoder.encode(state, 2)
    assert encoder.relative_seats(state, 2) == [2, 3, 0, 1]
    assert [int(forward[i]) for i in counts] == [sizes[s] for s in (2, 3, 0, 1)]
    state.direction = -1
    backward = encoder.encode(state, 2)
    assert encoder.relative_seats(state, 2) == [2, 1, 0, 3]
    assert [int(backward[i]) for i in counts] == [sizes[s] for s in (2, 1, 0, 3)]
    assert backward[encoder.field("reversed").start] == 1


def test_the_others_3up_is_hidden_until_everyone_has_chosen() -> None:
    rules = Rules(players=3, start_seat=0)
    state = new_game(rules, 4)
    state.apply(state.legal_actions()[0])  # seat 0 chooses
    encoder = ObservationEncoder(rules)
    own = encoder.encode(state, 0)
    other = encoder.encode(state, 1)
    assert own[encoder.field("seat0.up").slice].sum() == 3
    assert other[encoder.field("seat2.up").slice].sum() == 0  # seat 0 seen from seat 1
    assert other[encoder.field("seat2.up_count").start] == 3


VARIANTS = variants((2, 3, 4, 6))


@pytest.mark.parametrize(("name", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_an_observation_ignores_cards_hidden_from_its_seat(name: str, rules: Rules) -> None:
    rng = random.Random(name)
    encoder = ObservationEncoder(rules)
    index = action_index(rules)
    checked = changed = 0
    for step, env in enumerate(states_of_a_random_game(rules, seed=len(name) + 1)):
        if step % 4:
            continue
        state = env.game
        for seat in range(state.n):
            other = shuffle_hidden(state, seat, rng)
            assert np.array_equal(encoder.encode(other, seat), encoder.encode(state, seat))
            if seat == state.to_move:  # and so is its mask
                assert index.legal_indices(other) == index.legal_indices(state)
            changed += other != state
            checked += 1
    assert checked >= 30 and changed >= checked // 2  # the shuffles did move cards


def test_an_observation_changes_when_the_seats_own_cards_do() -> None:
    rules = Rules(players=2)
    state = new_game(rules, 9)
    encoder = ObservationEncoder(rules)
    before = encoder.encode(state, 0)
    j = next(j for j, card in enumerate(state.draw) if card != state.hands[0][0])
    state.hands[0][0], state.draw[j] = state.draw[j], state.hands[0][0]
    state.hands[0].sort()
    after = encoder.encode(state, 0)
    assert not np.array_equal(before, after)
    assert after[encoder.field("hand").slice].tolist() == block(state.hands[0])
    assert np.array_equal(encoder.encode(state, 1), encoder.encode(new_game(rules, 9), 1))


def test_observations_are_new_arrays() -> None:
    rules = Rules(players=2)
    state = new_game(rules, 1)
    encoder = ObservationEncoder(rules)
    first = encoder.encode(state, 0)
    second = encoder.encode(state, 0)
    assert first is not second and not np.shares_memory(first, second)
    first[0] = 99
    assert encoder.encode(state, 0)[0] != 99
