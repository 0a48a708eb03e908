"""Card, action and position notation: round trips and clear errors (docs/notation.md)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from threeup import (
    Action,
    ActionKind,
    DeckSpec,
    NotationError,
    PositionError,
    card_str,
    parse_action,
    parse_card,
)
from threeup.cards import card_name, make_card
from threeup.notation import position_from_json, position_loads, position_to_json


def test_every_card_of_the_deck_round_trips_through_its_notation() -> None:
    for card in set(DeckSpec.standard().cards()):
        assert parse_card(card_str(card)) == card
    assert card_str(make_card(10, 1)) == "10b"
    assert card_str(make_card(11, 0)) == "Cg"
    assert card_str(make_card(12, 2)) == "C1r"
    assert card_str(make_card(13, 0)) == "C2g"
    assert card_name(make_card(13, 0)) == "green Clear+2"


@pytest.mark.parametrize("text", ["", "7", "7x", "11g", "0g", "C3g", "g7", "Clear", "7 g"])
def test_bad_cards_are_refused_with_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError, match="not a card"):
        parse_card(text)


@pytest.mark.parametrize(
    "text",
    ["up 7g 9b 10r", "play 7g", "play 7g 7b 7r", "pickup", "flip 1", "flip 3", "draw", "pass",
     "trade 2 5g C1b", "swap 4r 10g"],
)  # fmt: skip
def test_actions_round_trip_through_their_notation(text: str) -> None:
    action = parse_action(text)
    assert str(action) == text
    assert parse_action(str(action)) == action
    assert repr(action) == f"Action({text!r})"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("jump", "not an action"),
        ("play", "at least one card"),
        ("up 7g 9b", "takes 3"),
        ("flip", "flip N"),
        ("flip x", "flip N"),
        ("flip 0", "flip N"),
        ("pickup 7g", "takes 0"),
        ("trade 7g 9b", "trade SEAT"),
        ("swap 7g", "takes 2"),
        ("play 7q", "not a card"),
    ],
)
def test_malformed_actions_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_action(text)


def test_action_kinds_and_fields() -> None:
    assert parse_action("flip 2") == Action(ActionKind.FLIP, (), 2)
    trade = parse_action("trade 3 5g Cb")
    assert (trade.kind, trade.n, trade.cards) == (
        ActionKind.TRADE,
        3,
        (parse_card("5g"), parse_card("Cb")),
    )
    assert parse_action("PLAY 7g").kind is ActionKind.PLAY


def _base(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "to_move": 0,
        "direction": 1,
        "hands": [["2r", "3g", "9b"], ["5g", "6g", "8b"]],
        "up": [["1g"], ["4g"]],
        "down": [["7g"], ["7b"]],
        "draw": ["10g"],
        "pile": ["3b"],
    }
    data.update(changes)
    return data


def test_a_minimal_position_loads_and_lists_the_worked_example() -> None:
    state = position_from_json(_base())
    assert [str(a) for a in state.legal_actions()] == ["play 3g", "play 9b"]
    assert state.rules.players == 2
    again = position_from_json(json.loads(json.dumps(position_to_json(state))))
    assert again == state


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"hands": [["C2g"], ["C2g"]]}, "appears 2 times"),
        ({"pile": ["5g", "3b"]}, "equal to or higher"),
        ({"pile": ["Cg"]}, "clears it"),
        ({"pile": ["4g", "4b", "4r"]}, "three cards of one number"),
        ({"to_move": 2}, "numbered 0 to 1"),
        ({"direction": 0}, "1 or -1"),
        ({"owed": -1}, "owed"),
        ({"colour": 1}, "unknown position key"),
        ({"hands": [["2r"]]}, "2 to 6 seats"),
        ({"up": [["1g", "2g", "3g", "4g"], []]}, "more than 3"),
        ({"known": [["Cb"], []]}, "not in its hand"),
        ({"placings": [0], "rules": {"players": 2, "placings": True}}, "out but still holds"),
        ({"placings": [0]}, "without O1 the game ends"),
        ({"direction": -1}, "only O3 with 3 or more players"),
        ({"turn": 1000}, "past the turn limit"),
        ({"phase": "swap"}, "needs the colour_swap rule"),
        ({"phase": "trade"}, "needs the trade_up rule"),
        ({"rules": {"players": 3}}, "rules are for 3 players"),
        ({"rules": {"players": 2, "colour": True}}, "unknown rules setting"),
        ({"hands": [["2r", "zz"], ["5g"]]}, "not a card"),
        ({"hands": [[], []], "up": [[], []], "down": [[], []]}, "holds no cards"),
        ({"phase": "dance"}, "'phase' must be one of"),
        (
            {"rules": {"players": 2, "deck": {"colours": "b"}}, "hands": [["2g"], ["5b"]]},
            "deck has 0",
        ),
    ],
)
def test_impossible_positions_are_rejected_with_the_reason(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(PositionError, match=message):
        position_from_json(_base(**changes))


def test_missing_keys_and_non_json_are_position_errors() -> None:
    data = _base()
    del data["pile"]
    with pytest.raises(PositionError, match="lacks pile"):
        position_from_json(data)
    with pytest.raises(PositionError, match="not JSON"):
        position_loads("{nope")
    with pytest.raises(PositionError, match="JSON object"):
        position_from_json(["to_move"])
