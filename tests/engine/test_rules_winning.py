"""Winning (W1), placings with O1 (Q16) and the turn limit (Q17, Q26)."""

from __future__ import annotations

import json
import random

from positions import act, assert_illegal, legal, of_type, pos

from threeup import EndReason, Phase, Rules, new_game, position_to_json
from threeup.events import GameOver, WentOut
from threeup.rules import DEFAULT_TURN_LIMIT

# --- W1 ------------------------------------------------------------------------------


def test_W1_the_first_player_to_play_the_last_3DOWN_card_wins() -> None:
    state = pos(["", "5r 6r", "7r"], down=["9g", "1g", "2g"], pile="8b")
    events = act(state, "flip 1")
    assert [(e.seat, e.place) for e in of_type(events, WentOut)] == [(0, 1)]
    over = of_type(events, GameOver)
    assert len(over) == 1
    result = over[0].result
    assert result is state.result
    assert result.winner == 0
    assert result.reason is EndReason.WON
    assert result.placings == (0,)
    assert state.is_over
    assert state.phase is Phase.OVER
    assert state.legal_actions() == ()
    assert_illegal(state, "pickup", "W1")


def test_W1_a_player_with_stacks_left_has_not_won() -> None:
    state = pos(["9g", "5r 6r"], up=["4g", ""], pile="8b")
    events = act(state, "play 9g")
    assert not of_type(events, WentOut)
    assert state.result is None
    assert state.to_move == 1
    # an unplayable last flip is picked up: not out either
    state = pos(["", "5r 6r"], down=["3g", ""], pile="8b")
    events = act(state, "flip 1")
    assert not of_type(events, WentOut)
    assert state.result is None


def test_W1_the_last_card_may_be_a_hand_card_after_the_stacks_are_gone() -> None:
    state = pos(["9g 9b", "5r 6r"], pile="8b")
    events = act(state, "play 9g 9b")
    assert of_type(events, WentOut)[0].seat == 0
    assert state.result is not None
    assert state.result.winner == 0


def test_W1_without_O1_the_game_ends_with_the_first_player_out() -> None:
    state = pos(["", "5r", "6r"], down=["9g", "1g", "2g"], pile="8b")
    act(state, "flip 1")
    assert state.is_over
    assert state.result is not None
    assert state.result.placings == (0,)
    assert state.out == [True, False, False]


# --- Q16 -----------------------------------------------------------------------------


def test_Q16_with_O1_a_player_who_is_out_is_skipped() -> None:
    rules = {"placings": True}
    state = pos(["", "5r 6r", "7r 8r"], down=["9g", "1g", "2g"], pile="8b", rules=rules)
    events = act(state, "flip 1")
    assert [(e.seat, e.place) for e in of_type(events, WentOut)] == [(0, 1)]
    assert not of_type(events, GameOver)
    assert state.result is None
    assert state.phase is Phase.PLAY
    assert state.placings == [0]
    assert state.to_move == 1
    act(state, "pickup")  # seat 1
    act(state, "play 7r")  # seat 2
    assert state.to_move == 1  # seat 0 is skipped


def test_Q16_with_O1_the_game_ends_when_one_player_still_holds_cards() -> None:
    rules = {"placings": True}
    state = pos(
        ["", "9r", "2r 3r"], down=["", "", ""], pile="8b", rules=rules, placings=[0], to_move=1
    )
    events = act(state, "play 9r")
    assert [(e.seat, e.place) for e in of_type(events, WentOut)] == [(1, 2), (2, 3)]
    result = of_type(events, GameOver)[0].result
    assert result.reason is EndReason.PLACED
    assert result.winner == 0
    assert result.placings == (0, 1, 2)  # the loser last
    assert state.is_over


# --- Q17 -----------------------------------------------------------------------------


def test_Q17_a_cycle_of_pickups_is_stopped_by_the_configurable_turn_limit() -> None:
    # With H1, "pick up two cards, else play the lowest" repeats the same position for
    # ever: the turn limit ends the game with no winner.
    state = pos(["2g 3g 4g", "2b 3b 4b"], rules={"voluntary_pickup": True, "turn_limit": 60})
    seen: dict[str, int] = {}
    repeated = False
    while not state.is_over:
        snapshot = position_to_json(state)
        snapshot.pop("turn", None)
        snapshot.pop("removed")
        key = json.dumps(snapshot, sort_keys=True)
        repeated = repeated or key in seen
        seen[key] = state.turn
        offered = legal(state)
        act(state, "pickup" if "pickup" in offered and len(state.pile) >= 2 else offered[0])
    assert repeated  # a true cycle: the same position came back
    assert state.result is not None
    assert state.result.reason is EndReason.TURN_LIMIT
    assert state.result.winner is None
    assert state.result.turns == 60
    assert state.turn == 60


def test_Q17_every_simulated_game_ends() -> None:
    for seed in range(12):
        rules = Rules(players=2 + seed % 5, turn_limit=300, voluntary_pickup=seed % 2 == 0)
        state = new_game(rules, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        assert state.result is not None
        assert state.result.turns <= 300
        if state.result.reason is EndReason.TURN_LIMIT:
            assert state.result.turns == 300
        else:
            assert state.result.winner is not None


# --- Q26 -----------------------------------------------------------------------------


def test_Q26_the_turn_limit_defaults_to_1000_turns() -> None:
    assert DEFAULT_TURN_LIMIT == 1000
    assert Rules().turn_limit == 1000
    state = pos(["5g 6g", "5r 6r"], turn=998)
    act(state, "play 5g")
    assert not state.is_over
    assert state.turn == 999
    events = act(state, "play 5r")
    result = of_type(events, GameOver)[0].result
    assert result.reason is EndReason.TURN_LIMIT
    assert result.reason.value == "turn_limit"
    assert result.turns == 1000
    assert result.winner is None
    assert result.placings == ()


def test_Q26_a_turn_is_a_whole_turn_of_the_play_phase() -> None:
    state = new_game(Rules(players=2, start_seat=0, turn_limit=50), seed=3)
    while state.phase is Phase.SETUP:
        state.apply(state.legal_actions()[0])
    assert state.turn == 0  # choosing the 3UP is not a turn
    state = pos(["C2g 5g 6g 7g", "5r"], rules={"turn_limit": 50})
    for text in ("play C2g", "play 5g", "play 6g"):
        act(state, text)
    assert state.turn == 1  # a Clear+2 and its two extra actions make one turn


def test_Q26_at_the_limit_the_winner_is_the_first_player_out_if_any() -> None:
    rules = {"placings": True, "turn_limit": 5}
    state = pos(
        ["", "5r 6r", "7r 8r"], down=["", "1g", "2g"], placings=[0], to_move=1, rules=rules, turn=4
    )
    events = act(state, "play 5r")
    result = of_type(events, GameOver)[0].result
    assert result.reason is EndReason.TURN_LIMIT
    assert result.winner == 0
    assert result.placings == (0,)
