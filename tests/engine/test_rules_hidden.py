"""Hidden information (Q18): what each seat, and a spectator, may see."""

from __future__ import annotations

import json

from positions import act, cards, of_type, pos

from threeup import Rules, State, new_game
from threeup.events import Drew, Flipped, PickedUp, Played
from threeup.views import redact_event

VIEWERS = (0, 1, 2, None)


def _seen(state: State, viewer: int | None) -> str:
    return json.dumps(state.view(viewer))


def _table() -> State:
    # every card is unique on the table so that a view can be searched for it
    return pos(
        ["C2g 4b", "6r 7r", "8r 9r"],
        up=["10g", "10b", "10r"],
        down=["1g 1b", "2g 2b", "3g 3b"],
        draw="Cr C1r",
        pile="4g 5g",
        removed="6g 6b",
    )


def test_Q18_a_hand_is_seen_only_by_its_owner() -> None:
    state = _table()
    for viewer in VIEWERS:
        for seat in range(3):
            seat_view = state.view(viewer)["seats"][seat]
            assert seat_view["hand_count"] == len(state.hands[seat])
            if seat == viewer:
                assert seat_view["hand"] == cards(state.hands[seat])
            else:
                assert seat_view["hand"] is None
    assert '"C2g"' in _seen(state, 0)
    for viewer in (1, 2, None):
        assert '"C2g"' not in _seen(state, viewer)
        assert '"4b"' not in _seen(state, viewer)


def test_Q18_nobody_sees_a_3DOWN_card_before_it_is_flipped() -> None:
    state = _table()
    for viewer in VIEWERS:
        text = _seen(state, viewer)
        for card in ("1g", "1b", "2g", "2b", "3g", "3b"):
            assert f'"{card}"' not in text, (viewer, card)
        assert [s["down_count"] for s in state.view(viewer)["seats"]] == [2, 2, 2]


def test_Q18_nobody_sees_the_draw_pile() -> None:
    state = _table()
    for viewer in VIEWERS:
        text = _seen(state, viewer)
        assert '"Cr"' not in text
        assert '"C1r"' not in text
        assert state.view(viewer)["draw_count"] == 2
    # a card drawn is seen by the one who drew it only
    state = pos(["5g 6g 7g", "5b"], draw="1r 2r")
    drew = of_type(act(state, "play 5g"), Drew)[0]
    assert cards(redact_event(drew, 0).cards) == ["2r"]
    assert redact_event(drew, 1).cards is None
    assert redact_event(drew, None).cards is None


def test_Q18_pile_3UP_removed_and_played_cards_are_public() -> None:
    state = _table()
    for viewer in VIEWERS:
        view = state.view(viewer)
        assert view["pile"] == ["4g", "5g"]
        assert view["removed"] == ["6g", "6b"]
        assert [s["up"] for s in view["seats"]] == [["10g"], ["10b"], ["10r"]]
    played = of_type(act(state, "play C2g"), Played)[0]
    for viewer in VIEWERS:
        assert redact_event(played, viewer) == played
        assert "C2g" in state.view(viewer)["removed"]


def test_Q18_cards_picked_up_from_the_pile_are_public_knowledge() -> None:
    state = pos(["2g 3b", "5r 6r", "1r 2r"], pile="4g 5g")
    picked = of_type(act(state, "pickup"), PickedUp)[0]
    for viewer in VIEWERS:
        assert redact_event(picked, viewer) == picked
        seat0 = state.view(viewer)["seats"][0]
        assert seat0["known"] == ["4g", "5g"]
    assert state.view(1)["seats"][0]["hand"] is None
    assert '"3b"' not in _seen(state, 1)


def test_Q18_an_unplayable_flipped_3DOWN_card_is_not_public() -> None:
    state = pos(["", "5r 6r", "1r 2r"], down=["3b 9b", "", ""], pile="4g 7g")
    events = act(state, "flip 1")
    flipped = of_type(events, Flipped)[0]
    assert redact_event(flipped, 0).card == flipped.card
    assert flipped.card is not None
    for viewer in (1, 2, None):
        assert redact_event(flipped, viewer).card is None
        assert '"3b"' not in _seen(state, viewer)
        assert state.view(viewer)["seats"][0]["known"] == ["4g", "7g"]
    assert state.view(0)["seats"][0]["hand"] == ["3b", "4g", "7g"]
    assert of_type(events, PickedUp)[0].hidden == 1


def test_Q18_a_dealt_game_shows_each_seat_its_own_hand_only() -> None:
    state = new_game(Rules(players=3, start_seat=0), seed=2)
    for viewer in VIEWERS:
        view = state.view(viewer)
        for seat in range(3):
            expected = cards(state.hands[seat]) if seat == viewer else None
            assert view["seats"][seat]["hand"] == expected
            assert view["seats"][seat]["hand_count"] == 6
        assert view["draw_count"] == len(state.draw)
