"""Views reveal only what a seat may know (Q18); events are redacted the same way."""

from __future__ import annotations

import json
import random
from collections import Counter

from support.hidden import shuffle_hidden
from support.variants import SWITCHES
from threeup import Rules, State, card_str, new_game, parse_action, redact_event
from threeup.events import ChoseUp, Drew, Flipped
from threeup.notation import position_from_json
from threeup.views import event_json


def test_a_seat_sees_its_own_hand_and_only_counts_of_other_hidden_cards() -> None:
    state = new_game(Rules(players=3, start_seat=0), seed=5)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    view = state.view(1)
    assert view["seats"][1]["hand"] == [card_str(c) for c in state.hands[1]]
    assert len(view["seats"][1]["hand"]) == 3
    for other in (0, 2):
        assert view["seats"][other]["hand"] is None
        assert view["seats"][other]["hand_count"] == 3
    assert all("down" not in seat for seat in view["seats"])
    assert [seat["down_count"] for seat in view["seats"]] == [3, 3, 3]
    assert view["draw_count"] == len(state.draw) and "draw" not in view
    json.dumps(view)


def test_spectators_see_no_hand_at_all() -> None:
    state = new_game(Rules(players=4), seed=2)
    view = state.view(None)
    assert view["seat"] is None
    assert all(seat["hand"] is None for seat in view["seats"])


def test_cards_seen_picked_up_are_public_but_an_unplayable_flip_is_not() -> None:
    state = position_from_json({
        "to_move": 0, "direction": 1,
        "hands": [[], ["Cg"]], "up": [[], []], "down": [["2g", "3g"], ["9b"]],
        "draw": [], "pile": ["5b", "6r"],
    })  # fmt: skip
    events = state.apply(parse_action("flip 1"))
    other = state.view(1)
    assert other["seats"][0]["known"] == ["5b", "6r"]
    assert other["seats"][0]["hand_count"] == 3
    own = state.view(0)
    assert own["seats"][0]["hand"] == ["2g", "5b", "6r"]
    flipped = next(e for e in events if isinstance(e, Flipped))
    assert redact_event(flipped, 1) == Flipped(0, 1, None, False)
    assert redact_event(flipped, 0) == flipped
    assert event_json(flipped, None)["card"] is None


def test_draws_and_3up_choices_are_redacted_for_the_others() -> None:
    drew = Drew(2, 2, (8, 9))
    assert redact_event(drew, 2) == drew
    assert redact_event(drew, 0) == Drew(2, 2, None)
    assert redact_event(drew, None) == Drew(2, 2, None)
    chose = ChoseUp(1, (8, 9, 10))
    assert redact_event(chose, 0) == ChoseUp(1, None)
    assert event_json(chose, 1)["cards"] == ["2g", "2b", "2r"]


def test_others_3up_choices_stay_hidden_until_everyone_has_chosen() -> None:
    state = new_game(Rules(players=3, start_seat=0), seed=9)
    state.apply(state.legal_actions()[0])
    assert state.view(1)["seats"][0]["up"] is None
    assert state.view(0)["seats"][0]["up"] is not None
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert all(seat["up"] is not None for seat in state.view(1)["seats"])


def _event_cards(data: object) -> list[str]:
    """Every card named anywhere in an event's JSON."""
    found: list[str] = []
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ("cards", "card", "give", "take", "ups"):
                found += _event_cards(value) if not isinstance(value, str) else [value]
    elif isinstance(data, list):
        for item in data:
            found += _event_cards(item) if not isinstance(item, str) else [item]
    return found


def _visible_to(state: State, seat: int) -> Counter[str]:
    """Cards ``seat`` may see once the action is applied: its hand, the 3UPs it may see,
    the pile, the removed cards and every card seen picked up or taken from a 3UP."""
    view = state.view(seat)
    visible: Counter[str] = Counter(view["pile"]) + Counter(view["removed"])
    visible.update(view["seats"][seat]["hand"])
    for info in view["seats"]:
        visible.update(info["known"])
        visible.update(info["up"] or [])
    return visible


def test_no_event_sent_to_a_seat_holds_a_card_hidden_from_it() -> None:
    """Over whole games with every option, each card that an event sent to a seat names
    is, once the action is applied, in that seat's view: its own hand, a 3UP it may see,
    the pile, the removed cards, or cards seen picked up."""
    rules = Rules(players=4, **{k: v for k, v in SWITCHES["all"].items()})
    checked = 0
    for seed in range(12):
        state = new_game(rules, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            events = state.apply(legal[rng.randrange(len(legal))])
            for seat in range(4):
                visible = _visible_to(state, seat)
                for event in events:
                    data = event_json(event, seat)
                    json.dumps(data)
                    named = Counter(_event_cards(data))
                    assert not named - visible, (seat, data)
                    checked += sum(named.values())
    assert checked > 1000


def test_views_do_not_change_when_hidden_cards_are_shuffled() -> None:
    rng = random.Random(3)
    for seed in range(20):
        state = new_game(Rules(players=3, trade_up=True, swap_stacks=True), seed)
        moves = 0
        while not state.is_over and moves < 60:
            for seat in range(3):
                assert shuffle_hidden(state, seat, rng).view(seat) == state.view(seat)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            moves += 1


def test_a_shuffle_of_hidden_cards_does_change_the_owners_view() -> None:
    """The invariance above is not vacuous: the owner of a hand does see a change."""
    state = new_game(Rules(players=2, start_seat=0), seed=4)
    other = state.copy()
    other.hands[0], other.hands[1] = other.hands[1], other.hands[0]
    assert other.view(0) != state.view(0)
    assert other.view(1) != state.view(1)
