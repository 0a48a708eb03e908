"""Actions and decisions in words."""

from __future__ import annotations

from threeup import Rules, new_game, parse_action
from threeup.notation import position_from_json
from threeup.tui.describe import describe_action, prompt

NAMES = ["Ana", "Bo", "Cy"]


def _position(**changes: object) -> dict[str, object]:
    position: dict[str, object] = {
        "to_move": 0,
        "direction": 1,
        "hands": [["2r", "7g", "7b"], ["5g", "6g", "8b"], ["1g", "4r", "9r"]],
        "up": [["3g", "10b", "Cr"], ["4g", "9b", "C1r"], ["2g", "5b", "6r"]],
        "down": [["7r"], ["8r"], ["3r"]],
        "draw": ["1b", "2b"],
        "pile": ["6b", "7r"],
    }
    position.update(changes)
    return position


def test_every_kind_of_action_in_words() -> None:
    state = position_from_json(_position())
    view = state.view(0)

    def words(text: str) -> str:
        return describe_action(parse_action(text), view, NAMES)

    assert words("play 7g") == "Play 7g"
    assert words("play 7g 7b") == "Play two 7s (7g 7b)"
    assert words("play Cr") == "Play Clear (Cr)"
    assert words("pickup") == "Pick up the pile (two cards)"
    assert words("draw") == "Draw a card instead of playing (O2)"
    assert words("trade 1 2r 9b") == "Trade your 2r for Bo's 3UP 9b (O5)"
    assert words("swap 2r 10b") == "Swap: 2r goes face up, your 3UP 10b into your hand (O6)"
    assert words("pass") == "No swap: keep your 3UP as it is"
    assert prompt(view, "Ana") == "Ana, your turn: 7r on the pile"


def test_plays_from_the_3up_and_flips_say_where_they_come_from() -> None:
    up = position_from_json(_position(hands=[[], ["5g"], ["1g"]], draw=[]))
    assert describe_action(parse_action("play 10b"), up.view(0), NAMES) == (
        "Play 10b from your 3UP"
    )
    down = position_from_json(
        _position(hands=[[], ["5g"], ["1g"]], up=[[], ["4g"], ["2g"]], draw=[])
    )
    assert describe_action(parse_action("flip 1"), down.view(0), NAMES) == (
        "Turn over 3DOWN card 1 of 1 (blind)"
    )


def test_the_draw_before_an_extra_action_and_the_empty_hand_refill() -> None:
    owed = position_from_json(_position(owed=1, pile=[], hands=[["2r"], ["5g"], ["1g"]]))
    view = owed.view(0)
    assert describe_action(parse_action("draw"), view, NAMES) == "Draw up to 3 cards first"
    assert prompt(view, "Ana") == "Ana, one more action to take"
    empty = position_from_json(_position(hands=[[], ["5g"], ["1g"]]))
    assert describe_action(parse_action("draw"), empty.view(0), NAMES) == (
        "Draw up to 3 cards (empty hand)"
    )


def test_the_3up_choice_names_what_stays_in_hand() -> None:
    state = new_game(Rules(players=2, start_seat=0), seed=1)
    view = state.view(0)
    action = state.legal_actions()[0]
    text = describe_action(action, view, NAMES)
    hand = view["seats"][0]["hand"]
    up = [str(c) for c in str(action).split()[1:]]
    kept = list(hand)
    for card in up:
        kept.remove(card)
    assert text == f"Face up {' '.join(up)}, keep {' '.join(kept)}"
    assert prompt(view, "Ana") == "Ana, choose your 3UP"


def test_trade_and_swap_decisions_are_announced() -> None:
    trade = new_game(Rules(players=2, start_seat=0, trade_up=True), seed=1)
    while trade.phase == 0:
        trade.apply(trade.legal_actions()[0])
    view = trade.view(trade.to_move)
    assert view["phase"] == "trade"
    assert prompt(view, "Ana") == "Ana, trade for a 3UP card? (O5)"
    assert describe_action(parse_action("pass"), view, NAMES) == "No trade: pass"
