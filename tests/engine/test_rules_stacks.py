"""The 3UP 3DOWN stacks: when they may be played (U1, U5), 3UP before 3DOWN (U2), the
blind flip (U3, Q31), an unplayable flip (U4) and one source per play (Q8)."""

from __future__ import annotations

from positions import act, assert_illegal, cards, hand, legal, of_type, pos

from threeup import Source
from threeup.events import Flipped, PickedUp, Played
from threeup.views import redact_event

# --- U1 ------------------------------------------------------------------------------


def test_U1_the_stacks_are_not_played_while_the_hand_holds_cards() -> None:
    state = pos(["5g", "5r"], up=["7g 8g 9g", ""], down=["1g 2g 3g", ""], pile="6b")
    assert legal(state) == ["pickup"]
    assert_illegal(state, "play 7g", "U1")
    assert_illegal(state, "flip 1", "U1")


def test_U1_the_stacks_are_not_played_while_the_draw_pile_lasts() -> None:
    state = pos(["", "5r"], up=["7g 8g 9g", ""], draw="1b")
    assert legal(state) == ["draw"]
    assert_illegal(state, "play 7g", "Q20")
    act(state, "draw")
    assert hand(state, 0) == ["1b"]
    assert cards(state.up[0]) == ["7g", "8g", "9g"]


def test_U1_with_hand_and_draw_pile_empty_the_3UP_is_played() -> None:
    state = pos(["", "5r"], up=["7g 8g 9g", ""], down=["1g", ""], pile="6b")
    assert legal(state) == ["play 7g", "play 8g", "play 9g"]
    events = act(state, "play 8g")
    assert of_type(events, Played)[0].source is Source.UP
    assert cards(state.up[0]) == ["7g", "9g"]
    assert cards(state.pile) == ["6b", "8g"]
    assert state.to_move == 1


# --- U2 ------------------------------------------------------------------------------


def test_U2_every_3UP_card_comes_before_any_3DOWN_card() -> None:
    state = pos(["", "10r 2r"], up=["9g", ""], down=["1g 2g 3g", ""], pile="6b")
    assert legal(state) == ["play 9g"]
    assert_illegal(state, "flip 1", "U2")
    act(state, "play 9g")
    act(state, "play 10r")  # seat 1
    assert state.up[0] == []
    assert legal(state) == ["flip 1", "flip 2", "flip 3"]


def test_U2_3UP_cards_of_one_number_are_played_as_a_multiple() -> None:
    state = pos(["", "5r"], up=["7g 9g 9b", ""], down=["1g", ""], pile="6b")
    assert legal(state) == ["play 7g", "play 9g", "play 9g 9b"]
    events = act(state, "play 9g 9b")
    assert cards(of_type(events, Played)[0].cards) == ["9g", "9b"]
    assert of_type(events, Played)[0].source is Source.UP
    assert cards(state.up[0]) == ["7g"]


def test_U2_a_3UP_card_that_cannot_be_played_means_a_pickup() -> None:
    state = pos(["", "5r"], up=["3g 4g", ""], down=["Cg", ""], pile="6b")
    assert legal(state) == ["pickup"]
    act(state, "pickup")
    assert hand(state, 0) == ["6b"]
    assert cards(state.up[0]) == ["3g", "4g"]


# --- U3 ------------------------------------------------------------------------------


def test_U3_the_player_chooses_which_face_down_card_to_turn_blind() -> None:
    for slot, card in ((1, "8g"), (2, "9b"), (3, "10r")):
        state = pos(["", "5r"], down=["8g 9b 10r", ""], pile="7g")
        assert legal(state) == ["flip 1", "flip 2", "flip 3"]
        events = act(state, f"flip {slot}")
        flipped = of_type(events, Flipped)[0]
        assert flipped.playable is True
        assert cards([flipped.card]) == [card]
        assert cards(state.pile) == ["7g", card]
        assert len(state.down[0]) == 2
    state = pos(["", "5r"], down=["8g 9b", ""], pile="7g")
    assert_illegal(state, "flip 3", "U3")


def test_U3_worked_example_a_flipped_10_on_a_7_is_played() -> None:
    state = pos(["", "5r"], down=["4g 10b 2r", ""], pile="3g 7r")
    events = act(state, "flip 2")
    assert of_type(events, Flipped)[0].playable is True
    played = of_type(events, Played)[0]
    assert cards(played.cards) == ["10b"]
    assert played.source is Source.DOWN
    assert cards(state.pile) == ["3g", "7r", "10b"]
    assert cards(state.down[0]) == ["4g", "2r"]
    assert state.hands[0] == []
    assert state.to_move == 1


def test_U3_a_flipped_card_equal_to_the_top_card_is_played() -> None:
    state = pos(["", "5r"], down=["7b 2r", ""], pile="3g 7r")
    events = act(state, "flip 1")
    assert of_type(events, Flipped)[0].playable is True
    assert cards(state.pile) == ["3g", "7r", "7b"]
    assert state.hands[0] == []


def test_U3_only_one_face_down_card_per_turn() -> None:
    state = pos(["", "5r 6r"], down=["8g 9b 10r", ""], pile="7g")
    act(state, "flip 1")
    assert state.to_move == 1
    assert len(state.down[0]) == 2


# --- U4 ------------------------------------------------------------------------------


def test_U4_worked_example_a_flipped_card_below_7_is_taken_up_with_the_pile() -> None:
    state = pos(["", "5r"], down=["10b 3b 9g", ""], pile="2g 7r")
    events = act(state, "flip 2")
    flipped = of_type(events, Flipped)[0]
    assert flipped.playable is False
    assert not of_type(events, Played)
    picked = of_type(events, PickedUp)[0]
    assert cards(picked.cards) == ["2g", "7r"]
    assert picked.hidden == 1
    assert hand(state, 0) == ["2g", "3b", "7r"]
    assert state.pile == []
    assert cards(state.down[0]) == ["10b", "9g"]
    assert state.to_move == 1


def test_U4_the_unplayable_flipped_card_need_not_be_shown() -> None:
    state = pos(["", "5r"], down=["3b", ""], pile="7r")
    events = act(state, "flip 1")
    flipped = of_type(events, Flipped)[0]
    assert cards([flipped.card]) == ["3b"]
    assert redact_event(flipped, 0) == flipped
    assert redact_event(flipped, 1).card is None
    assert redact_event(flipped, None).card is None
    picked = of_type(events, PickedUp)[0]
    assert "3b" not in cards(picked.cards)
    # the others know of the 7 they saw, not of the 3
    assert cards(state.known[0]) == ["7r"]
    assert state.view(1)["seats"][0]["known"] == ["7r"]
    assert state.view(1)["seats"][0]["hand"] is None
    assert state.view(0)["seats"][0]["hand"] == ["3b", "7r"]


# --- U5 ------------------------------------------------------------------------------


def test_U5_after_a_pickup_the_stacks_wait_until_the_hand_is_empty() -> None:
    state = pos(["2g", "3b 4r 9r"], up=["8g 9g", ""], down=["Cg", ""], pile="5g 6g")
    act(state, "pickup")
    assert hand(state, 0) == ["2g", "5g", "6g"]
    act(state, "play 9r")  # seat 1
    act(state, "pickup")  # seat 0 cannot reach a 9 from the hand
    assert hand(state, 0) == ["2g", "5g", "6g", "9r"]
    act(state, "play 3b")  # seat 1
    assert state.to_move == 0
    assert legal(state) == ["play 5g", "play 6g", "play 9r"]
    assert_illegal(state, "play 8g", "U1")


def test_U5_an_unplayable_flip_also_keeps_the_stacks_waiting() -> None:
    state = pos(["", "1r 2r"], down=["3b 8g", ""], pile="7r")
    act(state, "flip 1")  # the 3 cannot go on the 7: picked up
    act(state, "play 1r")  # seat 1
    assert legal(state) == ["play 3b", "play 7r"]
    assert_illegal(state, "flip 1", "U1")


# --- Q8 ------------------------------------------------------------------------------


def test_Q8_a_play_never_mixes_hand_and_3UP_cards() -> None:
    state = pos(["7g", "5r"], up=["7b 7r 9g", ""], pile="5g")
    assert legal(state) == ["play 7g"]
    assert_illegal(state, "play 7g 7b", "Q8")
    assert_illegal(state, "play 7g 7b 7r", "Q8")


def test_Q8_emptying_the_hand_does_not_allow_a_3UP_play_in_the_same_action() -> None:
    state = pos(["7g", "5r"], up=["7b 7r 9g", ""], pile="5g")
    events = act(state, "play 7g")
    assert len(of_type(events, Played)) == 1
    assert of_type(events, Played)[0].source is Source.HAND
    assert cards(state.up[0]) == ["7b", "7r", "9g"]
    assert cards(state.pile) == ["5g", "7g"]
    assert state.to_move == 1


# --- Q31 -----------------------------------------------------------------------------


def test_Q31_a_turns_main_action_is_one_flip() -> None:
    state = pos(["", "5r 6r"], down=["5g 6g 7g", ""])
    act(state, "flip 1")
    assert state.to_move == 1
    assert cards(state.down[0]) == ["6g", "7g"]


def test_Q31_a_flipped_clear1_or_clear2_allows_further_flips() -> None:
    state = pos(["", "5r 6r"], down=["C1g 5g 6g", ""])
    act(state, "flip 1")
    assert state.to_move == 0
    assert legal(state) == ["flip 1", "flip 2"]
    act(state, "flip 1")
    assert state.to_move == 1
    state = pos(["", "5r 6r"], down=["C2g 5g 6g", ""])
    act(state, "flip 1")
    act(state, "flip 1")
    assert state.to_move == 0
    assert legal(state) == ["flip 1"]
    act(state, "flip 1")
    assert cards(state.pile) == ["5g", "6g"]
    # three flips in one turn: the stacks are empty and the player has won (W1)
    assert state.result is not None
    assert state.result.winner == 0


def test_Q31_a_flipped_plain_clear_ends_the_turn() -> None:
    state = pos(["", "5r 6r"], down=["Cg 5g 6g", ""], pile="9g")
    act(state, "flip 1")
    assert state.pile == []
    assert state.to_move == 1
    assert cards(state.down[0]) == ["5g", "6g"]
