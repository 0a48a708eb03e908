"""Setup: the deal (S1-S3), who starts (S4, Q2, Q27), seat order (S5) and the
secret choice of the 3UP (Q19)."""

from __future__ import annotations

from itertools import combinations

import pytest
from positions import act, assert_illegal, cards, legal, of_type, pos

from threeup import Phase, PositionError, Rules, State, new_game
from threeup.cards import rank_of
from threeup.events import ChoseUp, Played, UpRevealed
from threeup.views import redact_event


def _choose_all(state: State) -> list[object]:
    """Every seat puts up the first three cards it is offered."""
    events: list[object] = []
    while state.phase is Phase.SETUP:
        events += state.apply(state.legal_actions()[0])
    return events


# --- S1 ------------------------------------------------------------------------------


def test_S1_the_deck_is_shuffled_by_the_seed() -> None:
    rules = Rules(players=3)
    assert new_game(rules, seed=11) == new_game(rules, seed=11)
    deals = {tuple(new_game(rules, seed=s).draw) for s in range(5)}
    assert len(deals) == 5


def test_S1_three_cards_face_down_that_nobody_may_see_not_even_the_owner() -> None:
    state = new_game(Rules(players=3, start_seat=0), seed=4)
    for seat in range(3):
        assert len(state.down[seat]) == 3
    _choose_all(state)
    for viewer in (0, 1, 2, None):
        view = state.view(viewer)
        for seat_view in view["seats"]:
            assert seat_view["down_count"] == 3
            assert "down" not in seat_view
            assert set(seat_view) >= {"hand", "up", "down_count"}


# --- S2 ------------------------------------------------------------------------------


def test_S2_six_cards_are_dealt_and_the_owner_puts_three_face_up() -> None:
    state = new_game(Rules(players=2, start_seat=0), seed=8)
    assert state.phase is Phase.SETUP
    for seat in range(2):
        assert len(state.hands[seat]) == 6
        assert state.up[seat] == []
    six = list(state.hands[0])
    offered = legal(state)
    assert all(text.startswith("up ") for text in offered)
    # every choice of three of the six cards (one per distinct set of ranks, Q28)
    rank_sets = {tuple(sorted(rank_of(c) for c in combo)) for combo in combinations(six, 3)}
    assert len(offered) == len(rank_sets)
    choice = state.legal_actions()[-1]
    state.apply(choice)
    assert sorted(state.up[0]) == sorted(choice.cards)
    assert len(state.hands[0]) == 3
    assert sorted(state.hands[0] + state.up[0]) == sorted(six)
    assert state.to_move == 1
    # only a choice of three of one's own six cards is accepted
    assert_illegal(state, "pickup", "S2")
    assert_illegal(state, "play " + cards(state.hands[1])[0], "S2")
    missing = next(c for c in ("1g", "1b", "1r", "2g") if c not in cards(state.hands[1]))
    held = cards(state.hands[1])
    assert_illegal(state, f"up {missing} {held[0]} {held[1]}", "S2")


def test_S2_the_3UP_is_face_up_for_everyone_once_chosen() -> None:
    state = new_game(Rules(players=3, start_seat=0), seed=9)
    _choose_all(state)
    assert state.phase is Phase.PLAY
    for viewer in (0, 1, 2, None):
        view = state.view(viewer)
        for seat in range(3):
            assert view["seats"][seat]["up"] == cards(state.up[seat])
            assert len(view["seats"][seat]["up"]) == 3
            assert view["seats"][seat]["hand_count"] == 3


# --- S3 ------------------------------------------------------------------------------


def test_S3_the_rest_of_the_deck_is_the_face_down_draw_pile() -> None:
    for players in range(2, 7):
        state = new_game(Rules(players=players), seed=players)
        assert len(state.draw) == 84 - 9 * players
        assert state.pile == []
        view = state.view(0)
        assert view["draw_count"] == len(state.draw)
        assert "draw" not in view


# --- S4 and Q2 -----------------------------------------------------------------------


def test_S4_Q2_the_starting_seat_is_configurable() -> None:
    for start in range(4):
        state = new_game(Rules(players=4, start_seat=start), seed=1)
        assert state.start == start
        assert state.to_move == start
        _choose_all(state)
        assert state.to_move == start  # the first play is the starting seat's
    with pytest.raises(ValueError):
        Rules(players=4, start_seat=4)


def test_S4_Q2_by_default_the_starting_seat_is_drawn_from_the_seed() -> None:
    rules = Rules(players=3)
    starts = [new_game(rules, seed=s).start for s in range(60)]
    assert set(starts) == {0, 1, 2}
    assert starts == [new_game(rules, seed=s).start for s in range(60)]


def test_S4_Q2_the_first_play_of_the_game_may_be_any_card() -> None:
    state = new_game(Rules(players=2, start_seat=0), seed=5)
    _choose_all(state)
    assert state.pile == []
    hand_ranks = {rank_of(c) for c in state.hands[0]}
    played_ranks = {rank_of(a.cards[0]) for a in state.legal_actions() if a.cards}
    assert played_ranks == hand_ranks
    # A 1, the lowest card, opens an empty pile.
    opening = pos([["1g", "10b", "Cg"], ["5g"]])
    assert legal(opening) == ["play 1g", "play 10b", "play Cg"]
    events = act(opening, "play 1g")
    assert cards(of_type(events, Played)[0].cards) == ["1g"]
    assert cards(opening.pile) == ["1g"]


# --- S5 ------------------------------------------------------------------------------


def test_S5_play_goes_clockwise_in_seat_order() -> None:
    state = pos(["3g 9g 10g", "5g 9b 10r", "7g 10b Cg"])
    seen = []
    for text in ("play 3g", "play 5g", "play 7g", "play 9g"):
        seen.append(state.to_move)
        act(state, text)
    assert seen == [0, 1, 2, 0]
    assert state.to_move == 1
    assert state.direction == 1


# --- Q27 -----------------------------------------------------------------------------


def test_Q27_seats_are_numbered_from_0_and_clockwise_means_increasing() -> None:
    state = new_game(Rules(players=5, start_seat=3), seed=2)
    assert state.direction == 1
    order = []
    while state.phase is Phase.SETUP:
        order.append(state.to_move)
        state.apply(state.legal_actions()[0])
    assert order == [3, 4, 0, 1, 2]
    # direction 1 steps to the next seat number, -1 to the previous one
    forward = pos(["5g 1g", "6g 1b", "7g 1r", "8g 2g"], to_move=3)
    act(forward, "play 8g")
    assert forward.to_move == 0
    backward = pos(
        ["5g 1g", "6g 1b", "7g 1r", "8g 2g"],
        to_move=0,
        direction=-1,
        rules={"ones_reverse": True},  # only O3 turns the direction round (Q12)
    )
    act(backward, "play 5g")
    assert backward.to_move == 3
    with pytest.raises(PositionError):
        pos([["5g"], ["6g"]], to_move=2)


def test_Q27_the_starting_seat_comes_from_the_seed_unless_the_rules_fix_it() -> None:
    free = Rules(players=6)
    assert {new_game(free, seed=s).start for s in range(80)} == set(range(6))
    fixed = Rules(players=6, start_seat=5)
    assert {new_game(fixed, seed=s).start for s in range(20)} == {5}


# --- Q19 -----------------------------------------------------------------------------


def test_Q19_the_3UP_is_chosen_in_seat_order_from_the_starting_seat() -> None:
    state = new_game(Rules(players=4, start_seat=2), seed=6)
    events = _choose_all(state)
    chose = of_type(events, ChoseUp)
    assert [e.seat for e in chose] == [2, 3, 0, 1]
    assert state.to_move == 2


def test_Q19_a_choice_stays_hidden_until_every_player_has_chosen() -> None:
    state = new_game(Rules(players=3, start_seat=0), seed=7)
    first = state.apply(state.legal_actions()[0])
    chose = of_type(first, ChoseUp)[0]
    assert chose.cards is not None
    assert redact_event(chose, 0) == chose
    assert redact_event(chose, 1).cards is None
    assert redact_event(chose, None).cards is None
    assert state.view(0)["seats"][0]["up"] == cards(state.up[0])
    assert state.view(1)["seats"][0]["up"] is None
    assert state.view(2)["seats"][0]["up"] is None
    assert state.view(None)["seats"][0]["up"] is None
    assert not of_type(first, UpRevealed)
    second = state.apply(state.legal_actions()[0])
    assert not of_type(second, UpRevealed)
    assert state.view(2)["seats"][1]["up"] is None
    assert state.view(2)["seats"][0]["up"] is None
    last = state.apply(state.legal_actions()[0])
    revealed = of_type(last, UpRevealed)
    assert len(revealed) == 1
    assert [list(u) for u in revealed[0].ups] == [list(u) for u in state.up]
    for viewer in (0, 1, 2, None):
        assert [s["up"] for s in state.view(viewer)["seats"]] == [cards(u) for u in state.up]
