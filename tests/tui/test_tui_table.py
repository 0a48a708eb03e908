"""The table, the hand, the status line and cards as text."""

from __future__ import annotations

from threeup.notation import position_from_json
from threeup.tui.cardtext import card_tokens, cards_text, colourize
from threeup.tui.widgets import hand_text, status_text, table_text
from threeup.tui.widgets.table import pile_text

LABELS = ["Ana", "Bo (medium)", "Cy (hard)"]
POSITION = {
    "rules": {"players": 3, "ones_reverse": True},
    "to_move": 1,
    "direction": -1,
    "owed": 1,
    "hands": [["2r", "7g", "7b"], ["5g", "10g", "8b", "9g"], ["1g", "4r", "9r"]],
    "up": [["3g", "10b", "Cr"], ["4g", "9b", "C1r"], ["2g", "5b", "6b"]],
    "down": [["7r", "1b"], ["8r"], ["3r", "3b", "4b"]],
    "known": [[], ["8b", "9g"], []],
    "draw": ["1r", "2b"],
    "pile": ["2g", "5b", "6g", "6r"],
    "removed": ["Cg", "5r"],
}


def test_the_table_shows_counts_3ups_known_cards_and_the_pile() -> None:
    view = position_from_json(POSITION).view(0)
    lines = table_text(view, LABELS).plain.splitlines()
    assert lines[0].startswith("  Ana (you)  ") and "hand 3" in lines[0]
    assert "3UP 3g 10b Cr" in lines[0] and lines[0].endswith("3DOWN 2")
    assert lines[1].startswith("▶ Bo (medium)") and "hand 4" in lines[1]
    assert "3UP 4g 9b C1r" in lines[1] and "seen in hand: 8b 9g" in lines[1]
    assert "3DOWN 3" in lines[2]
    assert lines[3] == "Pile: 6g 6r on top (two 6s), 2 under · Draw pile 2 · Removed 2"
    # nothing hidden from Ana: Bo's unseen 5g and 10g, any 3DOWN card, the draw pile
    shown = set(card_tokens(f"{table_text(view, LABELS).plain}\n{hand_text(view).plain}"))
    assert not shown & {"5g", "10g", "7r", "1b", "8r", "3r", "3b", "4b", "1r", "2b"}
    assert {"2r", "8b", "9g", "6r", "C1r"} <= shown


def test_the_status_line_says_who_moves_which_way_and_what_is_owed() -> None:
    view = position_from_json(POSITION).view(0)
    text = status_text(view, LABELS, "round 2 of 3").plain
    assert text == (
        "round 2 of 3 · Turn 1: Bo (medium) to move · 1 extra action owed · anticlockwise ←"
    )


def test_the_pile_line() -> None:
    assert pile_text([]).plain == "Pile: empty"
    assert pile_text(["9b"]).plain == "Pile: 9b on top, 0 under"
    assert pile_text(["3g", "9b", "9r"]).plain == "Pile: 9b 9r on top (two 9s), 1 under"


def test_the_hand_sorted_and_the_spectator_sees_none() -> None:
    state = position_from_json({**POSITION, "to_move": 0})
    assert hand_text(state.view(0)).plain == (
        "Your hand (3): 2r 7g 7b\nYour 3UP: 3g 10b Cr · your 3DOWN: 2 face down"
    )
    assert hand_text(state.view(None)).plain == "Spectator: no hand is shown"
    table = table_text(state.view(None), LABELS).plain
    assert "(you)" not in table and "2r" not in table


def test_cards_keep_their_letter_and_get_their_colour() -> None:
    text = colourize("Bo played 10b; C1g and Cr; not a card: C7 or 3x or b10b")
    assert [text.plain[s.start : s.end] for s in text.spans] == ["10b", "C1g", "Cr"]
    assert card_tokens("1g C1g 10g C2g") == ["1g", "C1g", "10g", "C2g"]
    assert cards_text([]).plain == "none" and cards_text(["7g", "7b"]).plain == "7g 7b"
