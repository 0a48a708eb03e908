"""The optional rules O1-O7 and H1, with their decisions Q11-Q15, Q21, Q23-Q25, Q28-Q30."""

from __future__ import annotations

import pytest
from positions import act, assert_illegal, cards, hand, legal, of_type, pos

from threeup import DeckSpec, EndReason, Phase, Rules, RulesError, State, new_game, score
from threeup.cards import POINTS, colour_of, rank_of
from threeup.events import (
    ClearCause,
    Cleared,
    Drew,
    GameOver,
    Passed,
    PickedUp,
    Reversed,
    StacksSwapped,
    Swapped,
    Traded,
    UpRevealed,
)


def _choose_all(state: State) -> list[object]:
    events: list[object] = []
    while state.phase is Phase.SETUP:
        events += state.apply(state.legal_actions()[0])
    return events


def _play_out(state: State) -> None:
    while not state.is_over:
        state.apply(state.legal_actions()[0])


# --- O1 ------------------------------------------------------------------------------


def test_O1_placings_go_on_after_the_winner_to_rank_every_player() -> None:
    assert Rules().placings is False
    state = new_game(Rules(players=4, placings=True, start_seat=0), seed=12)
    _play_out(state)
    result = state.result
    assert result is not None
    assert result.reason is EndReason.PLACED
    assert sorted(result.placings) == [0, 1, 2, 3]
    assert result.winner == result.placings[0]
    holding = [seat for seat in range(4) if state.hands[seat] or state.up[seat] or state.down[seat]]
    assert holding == [result.placings[-1]]  # the loser, placed last, still holds cards
    # the same hand-written ending with and without O1
    without = pos(["", "5r 6r", "7r 8r"], down=["9g", "1g", "2g"], pile="8b")
    act(without, "flip 1")
    assert without.is_over
    with_o1 = pos(
        ["", "5r 6r", "7r 8r"], down=["9g", "1g", "2g"], pile="8b", rules={"placings": True}
    )
    act(with_o1, "flip 1")
    assert not with_o1.is_over
    assert with_o1.placings == [0]


# --- O2, Q11, Q21 --------------------------------------------------------------------


def test_O2_a_player_who_could_play_may_draw_a_card_instead() -> None:
    rules = {"draw_instead": True}
    state = pos(["5g 6g 7g", "5b"], pile="4g", draw="1g 2g", rules=rules)
    assert legal(state) == ["play 5g", "play 6g", "play 7g", "draw"]
    events = act(state, "draw")
    assert [cards(d.cards) for d in of_type(events, Drew)] == [["2g"]]
    assert hand(state, 0) == ["2g", "5g", "6g", "7g"]
    assert cards(state.pile) == ["4g"]
    assert state.to_move == 1
    # off by default: the must-play rule holds (T3)
    state = pos(["5g 6g 7g", "5b"], pile="4g", draw="1g 2g")
    assert "draw" not in legal(state)
    assert_illegal(state, "draw", "T5")


def test_Q11_with_the_draw_pile_empty_the_alternative_is_to_pick_up_the_pile() -> None:
    rules = {"draw_instead": True}
    state = pos(["5g 6g", "5b"], pile="4g", rules=rules)
    assert legal(state) == ["play 5g", "play 6g", "pickup"]
    assert_illegal(state, "draw", "Q11")
    act(state, "pickup")
    assert hand(state, 0) == ["4g", "5g", "6g"]
    assert state.to_move == 1


def test_Q21_draw_instead_ends_the_turn_with_no_further_refill() -> None:
    state = pos(["5g", "5b"], pile="4g", draw="1g 2g 3g", rules={"draw_instead": True})
    act(state, "draw")
    assert hand(state, 0) == ["3g", "5g"]
    assert cards(state.draw) == ["1g", "2g"]
    assert state.to_move == 1


def test_Q21_draw_instead_is_offered_only_when_a_play_is_possible() -> None:
    rules = {"draw_instead": True}
    state = pos(["2g 3g", "5b"], pile="4g", draw="1g", rules=rules)
    assert legal(state) == ["pickup"]  # T4 applies
    assert_illegal(state, "draw", "T4")


def test_Q21_draw_instead_is_offered_only_for_the_first_action_of_a_turn() -> None:
    rules = {"draw_instead": True}
    state = pos(["C1g 5g 6g 7g", "5b"], draw="1g 2g", rules=rules)
    act(state, "play C1g")
    assert state.owed == 1
    assert legal(state) == ["play 5g", "play 6g", "play 7g"]
    assert_illegal(state, "draw", "Q6")


def test_Q21_a_face_down_flip_counts_as_a_possible_play() -> None:
    rules = {"draw_instead": True}
    state = pos(["", "5b"], down=["2g 3g", ""], pile="9g", rules=rules)
    assert legal(state) == ["flip 1", "flip 2", "pickup"]
    act(state, "pickup")
    assert hand(state, 0) == ["9g"]
    assert cards(state.down[0]) == ["2g", "3g"]


def test_Q21_the_pickup_alternative_needs_a_pile() -> None:
    state = pos(["5g 6g", "5b"], rules={"draw_instead": True})
    assert legal(state) == ["play 5g", "play 6g"]
    assert_illegal(state, "pickup", "T4")


# --- O3, Q12, Q23 --------------------------------------------------------------------


def test_O3_a_1_reverses_the_direction_of_play() -> None:
    rules = {"ones_reverse": True}
    state = pos(["1g 5g", "5b 6b", "5r 6r"], rules=rules)
    events = act(state, "play 1g")
    assert [e.direction for e in of_type(events, Reversed)] == [-1]
    assert state.direction == -1
    assert state.to_move == 2
    act(state, "play 5r")
    assert state.to_move == 1
    # off by default
    state = pos(["1g 5g", "5b 6b", "5r 6r"])
    events = act(state, "play 1g")
    assert not of_type(events, Reversed)
    assert state.direction == 1
    assert state.to_move == 1


def test_O3_a_second_1_reverses_back() -> None:
    rules = {"ones_reverse": True}
    state = pos(["1g 5g", "5b 6b", "1r 6r"], rules=rules)
    act(state, "play 1g")
    act(state, "play 1r")  # seat 2
    assert state.direction == 1
    assert state.to_move == 0


def test_Q12_a_multiple_of_1s_reverses_once() -> None:
    rules = {"ones_reverse": True}
    state = pos(["1g 1b 5g", "5b 6b", "5r 6r"], rules=rules)
    events = act(state, "play 1g 1b")
    assert len(of_type(events, Reversed)) == 1
    assert state.direction == -1
    assert state.to_move == 2


def test_Q12_Q23_with_two_players_nothing_reverses() -> None:
    state = pos(["1g 5g", "5b 6b"], rules={"ones_reverse": True})
    events = act(state, "play 1g")
    assert not of_type(events, Reversed)
    assert state.direction == 1
    assert state.to_move == 1


def test_Q12_Q23_nothing_reverses_once_only_two_players_are_left_in() -> None:
    rules = {"ones_reverse": True, "placings": True}
    state = pos(["1g 5g", "", "5b 6b"], down=["", "", "7g"], rules=rules, placings=[1])
    events = act(state, "play 1g")
    assert not of_type(events, Reversed)
    assert state.direction == 1
    assert state.to_move == 2


def test_Q23_a_play_of_1s_that_burns_the_pile_still_reverses() -> None:
    rules = {"ones_reverse": True}
    state = pos(["1r 5g", "5b 6b", "5r 6r"], pile="1g 1b", rules=rules)
    events = act(state, "play 1r")
    assert of_type(events, Cleared)[0].cause is ClearCause.BURN
    assert len(of_type(events, Reversed)) == 1
    assert state.direction == -1
    assert state.to_move == 2


# --- O4, Q13, Q30 --------------------------------------------------------------------


def test_O4_points_are_face_value_clear_15_clear1_20_clear2_25() -> None:
    assert [POINTS[r] for r in range(1, 11)] == list(range(1, 11))
    assert POINTS[11] == 15
    assert POINTS[12] == 20
    assert POINTS[13] == 25
    state = pos(["Cg C1b C2g 7r", "5b"], rules={"scoring": True})
    assert score(state, 0) == 15 + 20 + 25 + 7
    assert score(state, 1) == 5


def test_Q13_a_score_counts_hand_3UP_and_3DOWN() -> None:
    state = pos(["3g", "9g 9b"], up=["C1b 4g", "Cr"], down=["C2g 10r", "2b 2r"], pile="2g")
    assert score(state, 0) == 3 + 20 + 4 + 25 + 10
    assert score(state, 1) == 9 + 9 + 15 + 2 + 2


def test_Q13_the_result_scores_every_seat_and_the_winner_scores_0() -> None:
    state = pos(
        ["9g", "3b 4b"], up=["", "C1b"], down=["", "10r"], pile="8b", rules={"scoring": True}
    )
    events = act(state, "play 9g")
    result = of_type(events, GameOver)[0].result
    assert result.winner == 0
    assert result.scores == (0, 3 + 4 + 20 + 10)


def test_Q30_a_match_deals_rounds_from_the_match_seed_and_adds_the_scores() -> None:
    from threeup.match import Match, round_seed

    rules = Rules(players=3, scoring=True, rounds=3, turn_limit=400)
    match = Match(rules, seed=21)
    assert match.state == new_game(rules, round_seed(21, 0))
    assert round_seed(21, 0) != round_seed(21, 1)
    assert round_seed(21, 1) == round_seed(21, 1)
    rounds = []
    while not match.is_over:
        state = match.state
        assert state == new_game(rules, round_seed(21, match.round))
        _play_out(state)
        assert state.result is not None
        scores = match.finish_round()
        assert scores == state.result.scores
        for seat in state.result.placings:
            assert scores[seat] == 0  # a player who went out scores 0
        for seat in range(3):
            assert scores[seat] == score(state, seat)
        rounds.append(scores)
    assert len(rounds) == 3
    assert match.totals == [sum(r[seat] for r in rounds) for seat in range(3)]
    standings = match.standings()
    assert sorted(seat for _, seat, _ in standings) == [0, 1, 2]
    best = min(match.totals)
    for place, seat, total in standings:
        assert total == match.totals[seat]
        assert (place == 1) == (total == best)


def test_Q30_tied_totals_share_a_place() -> None:
    from threeup.match import Match

    match = Match(Rules(players=3, scoring=True, rounds=2), seed=1)
    match.round_scores = [(5, 9, 5), (0, 0, 0)]
    assert match.totals == [5, 9, 5]
    places = {seat: place for place, seat, _ in match.standings()}
    assert places[0] == places[2] == 1
    assert places[1] > 1


# --- O5, Q14, Q25 --------------------------------------------------------------------


def test_O5_Q25_randomly_chosen_players_swap_their_finished_stacks() -> None:
    rules = Rules(players=4, swap_stacks=True, start_seat=0)
    moved = False
    for seed in range(6):
        state = new_game(rules, seed)
        downs = [list(d) for d in state.down]
        events = _choose_all(state)
        ups = [list(u) for u in of_type(events, UpRevealed)[0].ups]
        swapped = of_type(events, StacksSwapped)
        assert len(swapped) == 1
        sources = swapped[0].sources
        assert sorted(sources) == [0, 1, 2, 3]
        for seat in range(4):
            assert state.up[seat] == sorted(ups[sources[seat]])
            assert state.down[seat] == downs[sources[seat]]
        moved = moved or list(sources) != [0, 1, 2, 3]
        # seeded: the same seed gives the same permutation
        again = new_game(rules, seed)
        assert of_type(_choose_all(again), StacksSwapped)[0].sources == sources
        assert state.phase is Phase.PLAY
        assert state.to_move == 0
    assert moved
    # off by default: nobody's stacks move
    state = new_game(Rules(players=4, start_seat=0), seed=1)
    downs = [list(d) for d in state.down]
    assert not of_type(_choose_all(state), StacksSwapped)
    assert [list(d) for d in state.down] == downs


def test_Q25_the_stack_swap_comes_first_then_the_trade_round_from_the_starting_seat() -> None:
    state = new_game(Rules(players=3, swap_stacks=True, trade_up=True, start_seat=2), seed=5)
    events = _choose_all(state)
    assert [type(e).__name__ for e in events[-2:]] == ["UpRevealed", "StacksSwapped"]
    assert state.phase is Phase.TRADE
    order = []
    while state.phase is Phase.TRADE:
        order.append(state.to_move)
        act(state, "pass")
    assert order == [2, 0, 1]
    assert state.phase is Phase.PLAY
    assert state.to_move == 2


def test_O5_Q14_a_trade_round_in_seat_order_before_the_first_play() -> None:
    state = new_game(Rules(players=3, trade_up=True, start_seat=1), seed=4)
    _choose_all(state)
    assert state.phase is Phase.TRADE
    order = []
    while state.phase is Phase.TRADE:
        order.append(state.to_move)
        assert legal(state)[-1] == "pass"
        act(state, "pass")
    assert order == [1, 2, 0]
    assert state.phase is Phase.PLAY
    assert state.to_move == 1
    # off by default: play starts at once
    state = new_game(Rules(players=3, start_seat=1), seed=4)
    _choose_all(state)
    assert state.phase is Phase.PLAY


def test_Q14_each_player_may_swap_one_hand_card_for_another_players_3UP_card() -> None:
    state = pos(
        ["2g 3g 4g", "5b 6b 7b"],
        up=["8g 9g 10g", "Cb 1r 2r"],
        phase="trade",
        step=2,
        start=0,
        rules={"trade_up": True},
    )
    offered = legal(state)
    assert "trade 1 2g Cb" in offered
    assert all(a.startswith("trade 1 ") for a in offered[:-1])  # not with oneself
    assert_illegal(state, "trade 0 2g 8g", "Q14")
    assert_illegal(state, "play 2g", "Q14")
    events = act(state, "trade 1 2g Cb")
    traded = of_type(events, Traded)[0]
    assert (traded.seat, traded.other) == (0, 1)
    assert cards([traded.give, traded.take]) == ["2g", "Cb"]
    assert hand(state, 0) == ["3g", "4g", "Cb"]
    assert cards(state.up[1]) == ["1r", "2g", "2r"]
    assert state.to_move == 1  # one trade each
    act(state, "pass")
    assert state.phase is Phase.PLAY
    assert state.to_move == 0


def test_Q25_a_trade_for_an_identical_card_is_not_offered() -> None:
    state = pos(
        ["7g 3g 4g", "5b 6b 7b"],
        up=["8g 9g 10g", "7r 1r 2r"],
        phase="trade",
        step=2,
        start=0,
        rules={"trade_up": True},
    )
    offered = legal(state)
    assert "trade 1 7g 7r" not in offered
    assert not any(a.startswith("trade 1 7g 7") for a in offered)
    assert_illegal(state, "trade 1 7g 7r", "Q14")
    assert "trade 1 7g 1r" in offered
    # with O6 on colour matters: a green 7 for a red 7 is a real trade
    state = pos(
        ["7g 3g 4g", "5b 6b 7b"],
        up=["8g 9g 10g", "7r 1r 2r"],
        phase="trade",
        step=2,
        start=0,
        rules={"trade_up": True, "colour_swap": True},
    )
    assert "trade 1 7g 7r" in legal(state)
    act(state, "trade 1 7g 7r")
    assert cards(state.up[1]) == ["1r", "2r", "7g"]


def test_Q25_a_card_taken_from_a_3UP_is_public_knowledge() -> None:
    state = pos(
        ["2g 3g 4g", "5b 6b 7b"],
        up=["8g 9g 10g", "Cb 1r 2r"],
        phase="trade",
        step=2,
        start=0,
        rules={"trade_up": True},
    )
    act(state, "trade 1 2g Cb")
    assert cards(state.known[0]) == ["Cb"]
    for viewer in (1, None):
        seat0 = state.view(viewer)["seats"][0]
        assert seat0["hand"] is None
        assert seat0["known"] == ["Cb"]


# --- O6, Q15, Q24 --------------------------------------------------------------------

_O6 = {"colour_swap": True}


def test_O6_four_of_one_colour_in_a_row_let_the_player_replace_a_3UP_card() -> None:
    state = pos(
        ["5g 8b 9r", "5b"], up=["10b 1r 6b", ""], pile="2g 3g 4g", draw="1b 2b 3b", rules=_O6
    )
    act(state, "play 5g")
    assert state.phase is Phase.SWAP
    assert state.to_move == 0
    offered = legal(state)
    assert offered[-1] == "pass"
    assert "swap 8b 10b" in offered
    assert len(offered) == 2 * 3 + 1
    events = act(state, "swap 8b 10b")
    swapped = of_type(events, Swapped)[0]
    assert (swapped.seat, cards([swapped.give, swapped.take])) == (0, ["8b", "10b"])
    assert cards(state.up[0]) == ["1r", "6b", "8b"]
    assert "10b" in hand(state, 0)
    assert state.phase is Phase.PLAY
    assert state.to_move == 1


def test_O6_is_off_by_default() -> None:
    state = pos(["5g 8b 9r", "5b"], up=["10b 1r 6b", ""], pile="2g 3g 4g")
    act(state, "play 5g")
    assert state.phase is Phase.PLAY
    assert state.to_move == 1
    assert_illegal(state, "swap 5b 10b", "O6")


def test_Q15_the_swap_comes_before_the_turns_refill() -> None:
    state = pos(
        ["5g 8b 9r", "5b"], up=["10b 1r 6b", ""], pile="2g 3g 4g", draw="1b 2b 3b", rules=_O6
    )
    act(state, "play 5g")
    assert hand(state, 0) == ["8b", "9r"]  # not yet refilled
    assert cards(state.draw) == ["1b", "2b", "3b"]
    events = act(state, "swap 9r 10b")
    assert hand(state, 0) == ["3b", "8b", "10b"]  # refilled after the swap
    assert [cards(d.cards) for d in of_type(events, Drew)] == [["3b"]]
    assert cards(state.up[0]) == ["1r", "6b", "9r"]


def test_Q15_the_four_are_counted_card_by_card_across_a_multiple() -> None:
    state = pos(["6g 6g 9r", "5b"], up=["10b 1r 6b", ""], pile="3b 4g 4g", rules=_O6)
    act(state, "play 6g 6g")
    assert state.phase is Phase.SWAP


def test_Q15_the_four_are_counted_since_the_pile_was_last_cleared() -> None:
    # green cards removed by the last clear do not count
    state = pos(["5g 8b 9r", "5b"], up=["10b 1r 6b", ""], pile="3g 4g", removed="1g 2g", rules=_O6)
    act(state, "play 5g")
    assert state.phase is Phase.PLAY
    assert state.to_move == 1


def test_Q24_a_multiple_goes_on_the_pile_green_then_blue_then_red() -> None:
    state = pos(["6g 6b 9r", "5b"], up=["10b 1r 6r", ""], pile="3g 4g 5g", rules=_O6)
    assert "play 6g 6b" in legal(state)
    assert "play 6b 6g" not in legal(state)  # the order is not a choice
    act(state, "play 6b 6g")  # accepted, and laid in the listed order
    assert cards(state.pile) == ["3g", "4g", "5g", "6g", "6b"]
    assert state.phase is Phase.SWAP  # the green 6 was the fourth green in a row
    state = pos(["6r 6b 9r", "5b"], up=["10b 1r 6g", ""], pile="3b 4b 5b", rules=_O6)
    act(state, "play 6r 6b")
    assert cards(state.pile) == ["3b", "4b", "5b", "6b", "6r"]
    assert state.phase is Phase.SWAP  # blue before red: the blue 6 made four blues


def test_Q24_a_longer_run_does_not_offer_the_swap_again() -> None:
    state = pos(["6g 8b 9r", "5b"], up=["10b 1r 6b", ""], pile="2g 3g 4g 5g", rules=_O6)
    act(state, "play 6g")
    assert state.phase is Phase.PLAY
    assert state.to_move == 1


def test_Q24_no_swap_when_the_play_cleared_the_pile() -> None:
    state = pos(["4g 8b 9r", "5b"], up=["10b 1r 6b", ""], pile="3g 4g 4g", rules=_O6)
    events = act(state, "play 4g")
    assert of_type(events, Cleared)
    assert state.phase is Phase.PLAY
    assert state.to_move == 1


def test_Q24_the_swap_needs_a_hand_card_and_a_3UP_card() -> None:
    state = pos(["5g", "5b"], up=["10b 1r 6b", ""], pile="2g 3g 4g", rules=_O6)
    act(state, "play 5g")  # the hand is now empty
    assert state.phase is Phase.PLAY
    assert state.to_move == 1
    state = pos(["5g 7r", "5b"], pile="2g 3g 4g", down=["8b", ""], rules=_O6)
    act(state, "play 5g")  # no 3UP card left
    assert state.phase is Phase.PLAY
    assert state.to_move == 1


def test_Q24_pass_declines_the_swap() -> None:
    state = pos(["5g 8b 9r", "5b"], up=["10b 1r 6b", ""], pile="2g 3g 4g", draw="1b", rules=_O6)
    act(state, "play 5g")
    assert_illegal(state, "play 8b", "Q15")
    events = act(state, "pass")
    assert of_type(events, Passed)[0].seat == 0
    assert cards(state.up[0]) == ["1r", "6b", "10b"]
    assert hand(state, 0) == ["1b", "8b", "9r"]
    assert state.to_move == 1


def test_Q24_the_swap_comes_before_an_extra_action_still_owed() -> None:
    state = pos(["5g 8b 9r 9b", "5b"], up=["10b 1r 6b", ""], pile="2g 3g 4g", owed=2, rules=_O6)
    act(state, "play 5g")
    assert state.phase is Phase.SWAP
    act(state, "swap 8b 10b")
    assert state.phase is Phase.PLAY
    assert state.to_move == 0
    assert state.owed == 1
    assert legal(state) == ["play 9b", "play 9r", "play 9b 9r", "play 10b"]


# --- O7, Q29 -------------------------------------------------------------------------


def test_O7_a_smaller_deck_leaves_out_one_or_two_colours() -> None:
    two = DeckSpec.standard("br")
    assert two.size == 48
    assert {colour_of(c) for c in two.cards()} == {1, 2}
    one = DeckSpec.standard("b")
    assert one.size == 24
    state = new_game(Rules(players=2, deck=one), seed=3)
    assert state.all_cards() == sorted(one.cards())
    assert all(colour_of(c) == 1 for c in state.all_cards())


def test_Q29_with_green_out_there_is_no_clear2() -> None:
    deck = DeckSpec.standard("br")
    assert 13 not in {rank_of(c) for c in deck.cards()}
    assert 13 in {rank_of(c) for c in DeckSpec.standard("gb").cards()}


def test_Q29_the_deck_must_hold_at_least_9_cards_per_player() -> None:
    Rules(players=5, deck=DeckSpec.standard("br"))  # 45 <= 48
    with pytest.raises(RulesError):
        Rules(players=6, deck=DeckSpec.standard("br"))  # 54 > 48
    Rules(players=2, deck=DeckSpec.standard("r"))  # 18 <= 24
    with pytest.raises(RulesError):
        Rules(players=3, deck=DeckSpec.standard("r"))  # 27 > 24


# --- Q28 -----------------------------------------------------------------------------


def test_Q28_a_play_of_k_cards_of_one_number_is_one_action_whatever_the_colours() -> None:
    state = pos(["7g 7b 7r 5g", "5b"], pile="6g")
    assert legal(state) == ["play 7g", "play 7g 7b", "play 7g 7b 7r"]
    act(state, "play 7r")  # the named card is played
    assert cards(state.pile) == ["6g", "7r"]
    assert hand(state, 0) == ["5g", "7g", "7b"]
    # under O6 each colour combination is its own action
    state = pos(["7g 7b 7r 5g", "5b"], pile="6g", rules={"colour_swap": True})
    assert len(legal(state)) == 7


def test_Q28_clear_cards_of_different_colours_are_one_action() -> None:
    state = pos(["Cg Cb Cr 5g", "5b"], pile="6g")
    assert legal(state) == ["play Cg"]
    state = pos(["C1g C1b 5g", "5b"], pile="6g")
    assert legal(state) == ["play C1g"]


def test_Q28_colour_does_not_multiply_3UP_choices_or_trades() -> None:
    state = pos(["7g 7b 7r 8g 8b 9g", "1g 2g 3g 4g 5g 6g"], phase="setup", step=2, start=0)
    assert legal(state) == [
        "up 7g 7b 7r",
        "up 7g 7b 8g",
        "up 7g 7b 9g",
        "up 7g 8g 8b",
        "up 7g 8g 9g",
        "up 8g 8b 9g",
    ]
    state = pos(
        ["5g 5b 3g", "5r 6b 7b"],
        up=["9g 9b 9r", "1r 2r 2b"],
        phase="trade",
        step=2,
        start=0,
        rules={"trade_up": True},
    )
    assert legal(state) == [
        "trade 1 3g 1r",
        "trade 1 3g 2b",
        "trade 1 5g 1r",
        "trade 1 5g 2b",
        "pass",
    ]


# --- H1 ------------------------------------------------------------------------------


def test_H1_a_player_may_pick_up_the_pile_instead_of_playing() -> None:
    state = pos(["9g 2g", "5b"], pile="5g", draw="1b 2b", rules={"voluntary_pickup": True})
    assert legal(state) == ["play 9g", "pickup"]
    events = act(state, "pickup")
    assert cards(of_type(events, PickedUp)[0].cards) == ["5g"]
    assert hand(state, 0) == ["2g", "5g", "9g"]
    assert cards(state.draw) == ["1b", "2b"]  # no refill (Q22)
    assert state.to_move == 1


def test_H1_is_off_by_default_and_needs_a_pile() -> None:
    state = pos(["9g 2g", "5b"], pile="5g")
    assert legal(state) == ["play 9g"]
    assert_illegal(state, "pickup", "T3")
    state = pos(["9g 2g", "5b"], rules={"voluntary_pickup": True})
    assert legal(state) == ["play 2g", "play 9g"]
    assert_illegal(state, "pickup", "T4")


def test_Q32_the_voluntary_pickup_is_not_offered_for_an_owed_extra_action() -> None:
    state = pos(["C2g 4g 9b 9r", "5b"], draw="1b 2b", rules={"voluntary_pickup": True})
    act(state, "play C2g")
    act(state, "play 4g")  # the +1; the pile now holds the 4g and the +2 is owed
    assert state.owed == 1 and cards(state.pile) == ["4g"]
    assert "pickup" not in legal(state)
    assert legal(state) == ["play 9b", "play 9b 9r", "draw"]  # the refill of Q6 stays
    assert_illegal(state, "pickup", "C2")
