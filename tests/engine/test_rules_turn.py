"""A turn: playing (T1-T3), picking up (T4), refilling (T5), burns (T6, T7, Q4),
an empty hand with cards to draw (Q20), no refill after a pick-up (Q22), and the
error path of an illegal action."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from positions import act, assert_illegal, cards, hand, legal, of_type, pos

from threeup import IllegalActionError, State, parse_action, position_to_json
from threeup.events import ClearCause, Cleared, Drew, PickedUp, Played

# --- T1 ------------------------------------------------------------------------------


def test_T1_worked_example_a_2_a_3_and_a_9_on_a_3_the_3_and_the_9_may_be_played() -> None:
    state = pos(["2r 3g 9b", "5g 6g 8b"], pile="3b")
    assert legal(state) == ["play 3g", "play 9b"]
    assert_illegal(state, "play 2r", "T1")
    act(state, "play 9b")
    assert cards(state.pile) == ["3b", "9b"]
    assert hand(state, 0) == ["2r", "3g"]


def test_T1_a_card_equal_to_the_top_card_may_be_played() -> None:
    state = pos(["6r 2g", "5g"], pile="4b 6g")
    assert legal(state) == ["play 6r"]
    act(state, "play 6r")
    assert cards(state.pile) == ["4b", "6g", "6r"]


def test_T1_multiples_of_one_number_are_played_together() -> None:
    state = pos(["7g 7b 5r 9g", "5g"], pile="6g")
    assert legal(state) == ["play 7g", "play 7g 7b", "play 9g"]
    events = act(state, "play 7g 7b")
    assert cards(of_type(events, Played)[0].cards) == ["7g", "7b"]
    assert cards(state.pile) == ["6g", "7g", "7b"]
    assert hand(state, 0) == ["5r", "9g"]
    assert state.to_move == 1


def test_T1_cards_of_different_numbers_are_not_one_play() -> None:
    state = pos(["7g 8b 9r", "5g"], pile="6g")
    assert_illegal(state, "play 7g 8b", "T1")
    assert_illegal(state, "play 10g", "T1")  # not held


def test_T1_any_card_may_be_played_on_an_empty_pile() -> None:
    state = pos(["1g 4b 10r", "5g"], removed="9g 9b 9r")
    assert legal(state) == ["play 1g", "play 4b", "play 10r"]
    act(state, "play 1g")
    assert cards(state.pile) == ["1g"]


def test_T1_an_illegal_play_raises_IllegalActionError_and_changes_nothing() -> None:
    state = pos(["2r 3g 9b", "5g 6g 8b"], pile="3b", draw="1g 4g")
    before = state.copy()
    before_json = position_to_json(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse_action("play 2r"))
    assert isinstance(info.value, ValueError)
    assert info.value.rule == "T1"
    assert "T1" in str(info.value)
    assert state == before
    assert position_to_json(state) == before_json
    # and the state still plays on normally afterwards
    act(state, "play 3g")
    assert state != before


@pytest.mark.parametrize(
    ("position", "action", "rule"),
    [
        (lambda: pos(["2r 9b", "5g"], pile="3b"), "play 2r", "T1"),
        (lambda: pos(["2r 9b", "5g"], pile="3b"), "pickup", "T3"),
        (lambda: pos(["2r 9b", "5g"], pile="3b", draw="1g"), "draw", "T5"),
        (lambda: pos(["2r 9b", "5g"], pile="3b"), "draw", "S3"),
        (lambda: pos(["Cg Cb 5g", "5r"]), "play Cg Cb", "Q3"),
        (lambda: pos(["7g", "5r"], up=["7b 7r", ""], pile="5g"), "play 7g 7b", "Q8"),
        (lambda: pos(["5g", "5r"], up=["9b", ""], pile="6g"), "play 9b", "U1"),
        (lambda: pos(["", "5r"], up=["9b", ""], down=["4g", ""]), "flip 1", "U2"),
        (lambda: pos(["", "5r"], down=["4g 6g", ""]), "flip 3", "U3"),
        (lambda: pos(["", "5r"], up=["9b", ""], draw="1g"), "play 9b", "Q20"),
        (lambda: pos(["5g 6g 7g", "5r"], owed=1, draw="1g"), "draw", "Q6"),
        (lambda: pos(["5g 9g", "5r"], owed=1, pile="4g"), "pickup", "C2"),
    ],
    ids=["T1", "T3", "T5", "S3", "Q3", "Q8", "U1", "U2", "U3", "Q20", "Q6", "C2"],
)
def test_illegal_actions_name_the_forbidding_rule_and_leave_the_state_unchanged(
    position: Callable[[], State], action: str, rule: str
) -> None:
    state = position()
    error = assert_illegal(state, action, rule)
    assert isinstance(error, ValueError)
    # an illegal attempt does not spoil the next legal action
    state.apply(state.legal_actions()[0])


# --- T2 ------------------------------------------------------------------------------


def test_T2_clear_cards_rank_above_every_numbered_card_and_go_on_anything() -> None:
    state = pos(["Cb C1r C2g 9g", "5g"], pile="4g 10g")
    assert legal(state) == ["play Cb", "play C1r", "play C2g"]
    for clear in ("Cb", "C1r", "C2g"):
        state = pos(["Cb C1r C2g 9g", "5g"], pile="4g 10g")
        act(state, f"play {clear}")
        assert state.pile == []


# --- T3 ------------------------------------------------------------------------------


def test_T3_a_player_who_can_play_must_play() -> None:
    state = pos(["2g 8b", "5g"], pile="4g 7r", draw="1r")
    assert legal(state) == ["play 8b"]
    assert "pickup" not in legal(state)
    assert "draw" not in legal(state)
    assert_illegal(state, "pickup", "T3")
    assert_illegal(state, "pass", "T3")


# --- T4 ------------------------------------------------------------------------------


def test_T4_a_player_who_cannot_play_picks_up_the_whole_pile_and_the_turn_ends() -> None:
    state = pos(["2g 3b", "5g 6r 7r"], pile="4g 5r 9r", draw="1r 1b")
    assert legal(state) == ["pickup"]
    events = act(state, "pickup")
    picked = of_type(events, PickedUp)
    assert len(picked) == 1
    assert cards(picked[0].cards) == ["4g", "5r", "9r"]
    assert state.pile == []
    assert hand(state, 0) == ["2g", "3b", "4g", "5r", "9r"]
    assert state.to_move == 1
    assert cards(state.draw) == ["1r", "1b"]


# --- T5 ------------------------------------------------------------------------------


def test_T5_after_playing_the_player_draws_back_up_to_three() -> None:
    state = pos(["5g 6g 7g", "5b"], draw="1g 2g 3g")
    events = act(state, "play 5g")
    assert hand(state, 0) == ["3g", "6g", "7g"]
    assert cards(state.draw) == ["1g", "2g"]
    drew = of_type(events, Drew)
    assert [cards(d.cards) for d in drew] == [["3g"]]
    state = pos(["7g 7b 9r", "5b"], draw="1g 2g 3g 4g")
    act(state, "play 7g 7b")
    assert hand(state, 0) == ["3g", "4g", "9r"]


def test_T5_the_draw_lasts_only_while_the_draw_pile_does() -> None:
    state = pos(["7g 7b 9r", "5b"], draw="1g")
    act(state, "play 7g 7b")
    assert hand(state, 0) == ["1g", "9r"]
    assert state.draw == []


def test_T5_with_more_than_three_cards_in_hand_nothing_is_drawn() -> None:
    state = pos(["4g 5g 6g 7g 8g", "5b"], draw="1g 2g")
    events = act(state, "play 4g")
    assert len(state.hands[0]) == 4
    assert cards(state.draw) == ["1g", "2g"]
    assert not of_type(events, Drew)


# --- T6 ------------------------------------------------------------------------------


def test_T6_worked_example_three_9s_in_a_row_clear_the_pile() -> None:
    state = pos(["9r 2g", "5b", "6b"], pile="4g 9g 9b", draw="1r")
    events = act(state, "play 9r")
    cleared = of_type(events, Cleared)
    assert len(cleared) == 1
    assert cleared[0].cause is ClearCause.BURN
    assert cards(cleared[0].cards) == ["4g", "9g", "9b", "9r"]
    assert state.pile == []
    assert cards(state.removed) == ["4g", "9g", "9b", "9r"]


def test_T6_one_players_multiple_of_three_clears_the_pile() -> None:
    state = pos(["9g 9b 9r 2g", "5b"], pile="4g")
    events = act(state, "play 9g 9b 9r")
    assert of_type(events, Cleared)[0].cause is ClearCause.BURN
    assert state.pile == []


def test_T6_cards_of_several_players_in_a_row_clear_the_pile() -> None:
    state = pos(["9g 2g", "9b 2b", "9r 2r"])
    act(state, "play 9g")
    act(state, "play 9b")
    assert cards(state.pile) == ["9g", "9b"]
    events = act(state, "play 9r")
    assert of_type(events, Cleared)[0].cause is ClearCause.BURN
    assert state.pile == []
    assert sorted(cards(state.removed)) == ["9b", "9g", "9r"]


def test_T6_four_in_a_row_also_clear_and_two_do_not() -> None:
    state = pos(["9r 9g 2g", "5b"], pile="4g 9g 9b")
    act(state, "play 9r 9g")
    assert state.pile == []
    state = pos(["9r 2g", "5b"], pile="4g 9g")
    events = act(state, "play 9r")
    assert not of_type(events, Cleared)
    assert cards(state.pile) == ["4g", "9g", "9r"]


# --- T7 ------------------------------------------------------------------------------


def test_T7_a_cleared_pile_leaves_the_game_for_good() -> None:
    state = pos(["9r 2g 3g 4g", "5b"], pile="4b 9g 9b", removed="1g", draw="1b")
    total = state.all_cards()
    act(state, "play 9r")
    assert cards(state.removed) == ["1g", "4b", "9g", "9b", "9r"]
    assert cards(state.draw) == ["1b"]  # nothing is shuffled back
    assert state.all_cards() == total
    # once the draw pile is gone, the removed cards do not come back
    state = pos(["Cg 2g", "5b"], pile="4b 9g")
    act(state, "play Cg")
    assert state.draw == []
    assert cards(state.removed) == ["4b", "9g", "Cg"]


# --- Q4 ------------------------------------------------------------------------------


def test_Q4_a_burn_ends_the_turn_like_a_clear() -> None:
    state = pos(["9r 2g 3g", "5b"], pile="4g 9g 9b", draw="1r")
    act(state, "play 9r")
    assert state.to_move == 1
    assert state.owed == 0
    assert hand(state, 0) == ["1r", "2g", "3g"]  # the turn's refill still happens


def test_Q4_a_burn_drops_the_extra_actions_still_owed() -> None:
    # a Clear+2 was played; the +1 put 9g 9b on the pile; the +2 burns with 9r
    state = pos(["9r 5g 6g", "5b"], pile="9g 9b", owed=1)
    events = act(state, "play 9r")
    assert of_type(events, Cleared)[0].cause is ClearCause.BURN
    assert state.owed == 0
    assert state.to_move == 1
    # a Clear+2 whose +1 burns: the +2 is dropped too
    state = pos(["C2g 9r 9b 9g 5g", "5b"], pile="3g")
    act(state, "play C2g")
    assert state.owed == 2
    act(state, "play 9g 9b 9r")
    assert state.owed == 0
    assert state.to_move == 1
    assert hand(state, 0) == ["5g"]


# --- Q20 -----------------------------------------------------------------------------


def test_Q20_an_empty_hand_refills_first_while_the_draw_pile_lasts() -> None:
    # Clear+1 played as the last hand card: the extra action needs cards
    state = pos(["C1g", "5b"], up=["7g 8g 9g", ""], draw="1g 2g 3g 4g")
    act(state, "play C1g")
    assert state.to_move == 0
    assert state.owed == 1
    assert state.hands[0] == []
    assert legal(state) == ["draw"]
    assert_illegal(state, "play 7g", "Q20")
    events = act(state, "draw")
    assert cards(of_type(events, Drew)[0].cards) == ["4g", "3g", "2g"]
    assert hand(state, 0) == ["2g", "3g", "4g"]
    assert state.to_move == 0
    assert state.owed == 1
    assert legal(state) == ["play 2g", "play 3g", "play 4g"]


def test_Q20_the_draw_is_the_only_action_of_an_empty_hand() -> None:
    state = pos(["", "5b"], up=["7g", ""], down=["8g", ""], draw="1g 2g")
    assert legal(state) == ["draw"]
    assert_illegal(state, "flip 1", "Q20")
    assert_illegal(state, "pickup", "Q20")
    act(state, "draw")
    assert hand(state, 0) == ["1g", "2g"]
    assert state.to_move == 0
    assert state.turn == 0


# --- Q22 -----------------------------------------------------------------------------


def test_Q22_no_refill_after_a_pick_up() -> None:
    state = pos(["2g", "5b"], pile="9g", draw="1g 3g 4g")
    events = act(state, "pickup")
    assert hand(state, 0) == ["2g", "9g"]
    assert cards(state.draw) == ["1g", "3g", "4g"]
    assert not of_type(events, Drew)
    assert state.to_move == 1


def test_Q22_no_refill_after_a_pick_up_for_an_extra_action() -> None:
    # Q9 pick-up during a Clear+2's +2 with cards left to draw
    state = pos(["3g", "5b"], pile="9r", owed=1, draw="1g")
    assert legal(state) == ["draw", "pickup"]
    act(state, "pickup")
    assert hand(state, 0) == ["3g", "9r"]
    assert cards(state.draw) == ["1g"]
    assert state.to_move == 1
