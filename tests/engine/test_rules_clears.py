"""Clear cards: Clear (C1), Clear+1 (C2), Clear+2 (C3, C4), played alone (Q3), chained
(Q5), the refill before an extra action (Q6), where extra actions come from (Q7), an
extra action that cannot be made (Q9) and running out while actions are owed (Q10)."""

from __future__ import annotations

from positions import act, assert_illegal, cards, hand, legal, of_type, pos

from threeup import EndReason
from threeup.events import (
    ClearCause,
    Cleared,
    Drew,
    Flipped,
    GameOver,
    PickedUp,
    Played,
    WentOut,
)
from threeup.views import redact_event

# --- C1 ------------------------------------------------------------------------------


def test_C1_clear_removes_the_pile_with_the_clear_and_ends_the_turn() -> None:
    state = pos(["Cg 5g 6g", "5b 6b"], pile="3g 8b", draw="1r 2r")
    events = act(state, "play Cg")
    cleared = of_type(events, Cleared)
    assert len(cleared) == 1
    assert cleared[0].cause is ClearCause.CLEAR
    assert cards(cleared[0].cards) == ["3g", "8b", "Cg"]
    assert state.pile == []
    assert cards(state.removed) == ["3g", "8b", "Cg"]
    assert state.to_move == 1
    assert state.owed == 0
    assert hand(state, 0) == ["2r", "5g", "6g"]  # the usual refill (T5)


# --- C2 ------------------------------------------------------------------------------


def test_C2_clear1_removes_the_pile_and_the_player_must_play_once_more() -> None:
    state = pos(["C1b 5g 6g 6b", "5b"], pile="3g 8b")
    events = act(state, "play C1b")
    assert cards(of_type(events, Cleared)[0].cards) == ["3g", "8b", "C1b"]
    assert state.pile == []
    assert cards(state.removed) == ["3g", "8b", "C1b"]
    assert state.to_move == 0
    assert state.owed == 1
    # the extra action is a play of one card or a multiple
    assert legal(state) == ["play 5g", "play 6g", "play 6g 6b"]
    act(state, "play 6g 6b")
    assert state.to_move == 1
    assert state.owed == 0
    assert cards(state.pile) == ["6g", "6b"]


def test_C2_the_player_may_draw_before_the_extra_action() -> None:
    state = pos(["C1b 5g 6g", "5b"], pile="3g", draw="1r 2r")
    act(state, "play C1b")
    assert "draw" in legal(state)
    events = act(state, "draw")
    assert cards(of_type(events, Drew)[0].cards) == ["2r"]
    assert hand(state, 0) == ["2r", "5g", "6g"]
    assert state.to_move == 0
    assert state.owed == 1
    act(state, "play 2r")
    assert state.to_move == 1
    assert hand(state, 0) == ["1r", "5g", "6g"]  # the turn's refill


def test_C2_drawing_before_the_extra_action_is_optional() -> None:
    state = pos(["C1b 5g 6g", "5b"], pile="3g", draw="1r 2r")
    act(state, "play C1b")
    act(state, "play 6g")
    assert state.to_move == 1
    assert hand(state, 0) == ["1r", "2r", "5g"]


# --- C3 ------------------------------------------------------------------------------


def test_C3_clear2_owes_two_more_actions_with_a_draw_allowed_before_each() -> None:
    state = pos(["C2g 4g 6g", "5b"], pile="3b", draw="1r 2r 3r")
    act(state, "play C2g")
    assert state.pile == []
    assert state.owed == 2
    assert state.to_move == 0
    assert "draw" in legal(state)  # before the +1
    act(state, "draw")
    assert hand(state, 0) == ["3r", "4g", "6g"]
    act(state, "play 4g")  # the +1
    assert state.owed == 1
    assert state.to_move == 0
    assert "draw" in legal(state)  # before the +2
    act(state, "draw")
    assert hand(state, 0) == ["2r", "3r", "6g"]
    act(state, "play 6g")  # the +2
    assert state.owed == 0
    assert state.to_move == 1
    assert cards(state.pile) == ["4g", "6g"]
    assert hand(state, 0) == ["1r", "2r", "3r"]


def test_C3_a_multiple_counts_as_one_action() -> None:
    state = pos(["C2g 5g 5b 7g 8g", "5r"])
    act(state, "play C2g")
    act(state, "play 5g 5b")
    assert state.owed == 1
    assert state.to_move == 0
    act(state, "play 7g")
    assert state.owed == 0
    assert state.to_move == 1
    assert hand(state, 0) == ["8g"]


def test_C3_an_owed_action_that_can_be_made_must_be_made() -> None:
    state = pos(["C2g 4g 6g 2b", "5b"])
    act(state, "play C2g")
    act(state, "play 4g")
    assert legal(state) == ["play 6g"]
    assert_illegal(state, "pickup", "C2")


# --- C4 ------------------------------------------------------------------------------


def test_C4_clear2_from_the_3DOWN_with_a_lower_plus2_card_picks_up_the_pile() -> None:
    state = pos(["", "5b"], down=["C2g 5g 3g", ""], pile="4b")
    act(state, "flip 1")  # Clear+2
    assert state.owed == 2
    assert state.to_move == 0
    act(state, "flip 1")  # +1: a 5
    assert cards(state.pile) == ["5g"]
    assert state.owed == 1
    events = act(state, "flip 1")  # +2: a 3, lower than the 5
    flipped = of_type(events, Flipped)[0]
    assert flipped.playable is False
    picked = of_type(events, PickedUp)[0]
    assert cards(picked.cards) == ["5g"]
    assert picked.hidden == 1
    assert hand(state, 0) == ["3g", "5g"]
    assert state.pile == []
    assert state.owed == 0
    assert state.to_move == 1
    assert redact_event(flipped, 1).card is None  # U4: the 3 is not shown


def test_C4_clear2_from_the_3UP_with_only_a_lower_plus2_card_picks_up_the_pile() -> None:
    state = pos(["", "5b"], up=["C2g 3g 5g", ""], down=["9g", ""])
    act(state, "play C2g")
    act(state, "play 5g")
    assert state.owed == 1
    assert legal(state) == ["pickup"]
    act(state, "pickup")
    assert hand(state, 0) == ["5g"]
    assert cards(state.up[0]) == ["3g"]
    assert state.to_move == 1


# --- Q3 ------------------------------------------------------------------------------


def test_Q3_a_clear_type_card_is_always_played_alone() -> None:
    state = pos(["Cg Cb C1g C1b 5g", "5r"], pile="4g")
    assert legal(state) == ["play 5g", "play Cg", "play C1g"]
    assert_illegal(state, "play Cg Cb", "Q3")
    assert_illegal(state, "play C1g C1b", "Q3")
    assert_illegal(state, "play Cg C1g", "T1")
    act(state, "play Cb")
    assert hand(state, 0) == ["5g", "Cg", "C1g", "C1b"]
    assert "Cb" in cards(state.removed)
    assert "Cg" not in cards(state.removed)


# --- Q5 ------------------------------------------------------------------------------


def test_Q5_a_clear1_played_as_an_extra_action_adds_its_own_extra_action() -> None:
    state = pos(["C1g C1b 5g 6g", "5r"], pile="4g")
    act(state, "play C1g")
    assert state.owed == 1
    act(state, "play C1b")
    assert state.owed == 1
    assert state.to_move == 0
    act(state, "play 5g")
    assert state.to_move == 1


def test_Q5_a_clear2_played_as_an_extra_action_adds_two() -> None:
    state = pos(["C1g C2g 5g 6g 7g", "5r"], pile="4g")
    act(state, "play C1g")
    act(state, "play C2g")
    assert state.owed == 2
    act(state, "play 5g")
    act(state, "play 6g")
    assert state.owed == 0
    assert state.to_move == 1


def test_Q5_a_clear1_played_as_the_plus1_of_a_clear2_keeps_the_plus2_owed() -> None:
    state = pos(["C2g C1b 5g 6g 7g", "5r"], pile="4g")
    act(state, "play C2g")
    act(state, "play C1b")  # the +1, which owes one more of its own
    assert state.owed == 2
    act(state, "play 5g")
    assert state.owed == 1
    assert state.to_move == 0
    act(state, "play 6g")
    assert state.to_move == 1


def test_Q5_a_clear_played_as_an_extra_action_ends_the_turn() -> None:
    state = pos(["C2g Cg 5g 6g", "5r"], pile="4g")
    act(state, "play C2g")
    assert state.owed == 2
    events = act(state, "play Cg")
    assert of_type(events, Cleared)
    assert state.owed == 0
    assert state.to_move == 1


def test_Q5_a_burn_played_as_an_extra_action_ends_the_turn() -> None:
    state = pos(["C1g 5g 5b 5r 6g", "6r"], pile="4g")
    act(state, "play C1g")
    events = act(state, "play 5g 5b 5r")
    assert of_type(events, Cleared)[-1].cause is ClearCause.BURN
    assert state.owed == 0
    assert state.to_move == 1


# --- Q6 ------------------------------------------------------------------------------


def test_Q6_the_draw_before_an_extra_action_refills_up_to_three_never_beyond() -> None:
    state = pos(["C1g 5g", "5r"], draw="1b 2b 3b 4b")
    act(state, "play C1g")
    assert hand(state, 0) == ["5g"]
    events = act(state, "draw")
    assert cards(of_type(events, Drew)[0].cards) == ["4b", "3b"]
    assert hand(state, 0) == ["3b", "4b", "5g"]
    assert state.owed == 1
    assert "draw" not in legal(state)
    assert_illegal(state, "draw", "Q6")


def test_Q6_no_draw_is_offered_to_a_full_hand() -> None:
    state = pos(["C1g 5g 6g 7g", "5r"], draw="1b 2b")
    act(state, "play C1g")
    assert len(state.hands[0]) == 3
    assert legal(state) == ["play 5g", "play 6g", "play 7g"]
    assert_illegal(state, "draw", "Q6")


# --- Q7 ------------------------------------------------------------------------------


def test_Q7_extra_actions_come_from_the_hand_first() -> None:
    state = pos(["C1g 9g", "5r"], up=["4g 5g 6g", ""])
    act(state, "play C1g")
    assert legal(state) == ["play 9g"]
    assert_illegal(state, "play 4g", "U1")


def test_Q7_with_hand_and_draw_pile_empty_extra_actions_come_from_the_3UP() -> None:
    state = pos(["C1g", "5r"], up=["4g 9g 9b", ""], down=["2g", ""])
    act(state, "play C1g")
    assert state.owed == 1
    assert legal(state) == ["play 4g", "play 9g", "play 9g 9b"]
    events = act(state, "play 9g 9b")
    assert of_type(events, Played)[0].source.name == "UP"
    assert state.to_move == 1


def test_Q7_a_flip_made_as_an_extra_action_is_not_the_turns_one_flip() -> None:
    state = pos(["", "5r"], down=["C1g 5g 6g", ""], pile="7r")
    act(state, "flip 1")  # Clear+1: the turn's flip
    assert state.owed == 1
    assert state.to_move == 0
    assert legal(state) == ["flip 1", "flip 2"]
    act(state, "flip 2")  # the extra action: another flip
    assert cards(state.pile) == ["6g"]
    assert state.to_move == 1
    assert cards(state.down[0]) == ["5g"]


# --- Q9 ------------------------------------------------------------------------------


def test_Q9_an_extra_action_that_cannot_be_made_is_a_pickup() -> None:
    # a Clear+2's +1 was a 9; nothing in hand reaches it
    state = pos(["3g 4g 5g", "5r"], pile="9r", owed=1)
    assert legal(state) == ["pickup"]
    assert_illegal(state, "play 3g", "T1")
    events = act(state, "pickup")
    assert cards(of_type(events, PickedUp)[0].cards) == ["9r"]
    assert hand(state, 0) == ["3g", "4g", "5g", "9r"]
    assert state.owed == 0
    assert state.to_move == 1


def test_Q9_the_refill_may_be_tried_first_and_can_still_fail() -> None:
    state = pos(["C2g 9r 3g", "5r"], draw="1g 2g")
    act(state, "play C2g")
    act(state, "play 9r")
    assert legal(state) == ["draw", "pickup"]
    act(state, "draw")
    assert hand(state, 0) == ["1g", "2g", "3g"]
    assert legal(state) == ["pickup"]
    act(state, "pickup")
    assert "9r" in hand(state, 0)
    assert state.to_move == 1


# --- Q10 -----------------------------------------------------------------------------


def test_Q10_a_player_who_runs_out_while_actions_are_owed_is_out_at_once() -> None:
    state = pos(["C1g", "5r"])
    events = act(state, "play C1g")
    assert of_type(events, WentOut)[0].seat == 0
    result = of_type(events, GameOver)[0].result
    assert result.winner == 0
    assert result.reason is EndReason.WON
    assert state.is_over
    assert state.legal_actions() == ()


def test_Q10_a_clear2_flipped_as_the_last_card_wins_at_once() -> None:
    state = pos(["", "5r 6r"], down=["C2g", ""], pile="8g")
    events = act(state, "flip 1")
    assert of_type(events, WentOut)[0].seat == 0
    assert state.result is not None
    assert state.result.winner == 0
    assert state.owed == 0
