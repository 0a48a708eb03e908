"""Components: the deck (D1, Q1), the colours (D2) and the player count (D3)."""

from __future__ import annotations

from collections import Counter

import pytest
from positions import legal, pos

from threeup import (
    DeckSpec,
    PositionError,
    Rules,
    RulesError,
    new_game,
    parse_action,
    parse_card,
)
from threeup.cards import STANDARD_COMPOSITION, card_str, colour_of, rank_of


def _rank_counts(deck: DeckSpec) -> Counter[int]:
    return Counter(rank_of(c) for c in deck.cards())


def _colour_rank_counts(deck: DeckSpec) -> Counter[tuple[str, int]]:
    return Counter(("gbr"[colour_of(c)], rank_of(c)) for c in deck.cards())


# --- D1 ------------------------------------------------------------------------------


def test_D1_deck_holds_84_cards_70_numbered_7_clear_6_clear1_1_clear2() -> None:
    deck = DeckSpec.standard()
    assert deck.size == 84
    assert len(deck.cards()) == 84
    ranks = _rank_counts(deck)
    for rank in range(1, 11):
        assert ranks[rank] == 7, f"rank {rank}"
    assert sum(ranks[r] for r in range(1, 11)) == 70
    assert ranks[11] == 7  # Clear
    assert ranks[12] == 6  # Clear+1
    assert ranks[13] == 1  # Clear+2
    assert set(ranks) == set(range(1, 14))


def test_D1_a_new_game_deals_every_card_of_the_deck_once() -> None:
    for players in range(2, 7):
        state = new_game(Rules(players=players), seed=players)
        assert state.all_cards() == sorted(DeckSpec.standard().cards())


def test_D1_a_position_with_more_copies_than_the_deck_holds_is_refused() -> None:
    # Green holds three 7s (Q1): a fourth cannot exist.
    pos([["7g", "7g", "7g"], ["5b"]])
    with pytest.raises(PositionError, match="D1"):
        pos([["7g", "7g", "7g"], ["5b", "7g"]])


# --- D2 ------------------------------------------------------------------------------


def test_D2_the_cards_come_in_three_colours_green_blue_red() -> None:
    deck = DeckSpec.standard()
    assert deck.colours == "gbr"
    assert {colour_of(c) for c in deck.cards()} == {0, 1, 2}
    assert card_str(parse_card("7g")) == "7g"
    assert colour_of(parse_card("7g")) == 0
    assert colour_of(parse_card("7b")) == 1
    assert colour_of(parse_card("7r")) == 2


def test_D2_colour_never_affects_ordinary_play() -> None:
    # The same ranks in other colours give the same choices and the same outcome.
    a = pos([["2r", "3g", "9b"], ["5g"]], pile=["3b"])
    b = pos([["2g", "3b", "9r"], ["5r"]], pile=["3g"])
    ranks_a = [[rank_of(c) for c in x.cards] for x in a.legal_actions()]
    ranks_b = [[rank_of(c) for c in x.cards] for x in b.legal_actions()]
    assert ranks_a == ranks_b == [[3], [9]]
    a.apply(parse_action("play 9b"))
    b.apply(parse_action("play 9r"))
    assert a.to_move == b.to_move == 1
    assert [rank_of(c) for c in a.pile] == [rank_of(c) for c in b.pile] == [3, 9]


def test_D2_colour_matters_only_to_the_optional_rules_O6_and_O7() -> None:
    assert not Rules().colour_matters
    assert not Rules(ones_reverse=True, draw_instead=True, placings=True).colour_matters
    assert Rules(colour_swap=True).colour_matters  # O6
    assert Rules(players=2, deck=DeckSpec.standard("gb")).deck.colours == "gb"  # O7
    # With O6 off a multiple of one number is one choice whatever its colours.
    state = pos([["7g", "7b"], ["5g"]])
    assert legal(state) == ["play 7g", "play 7g 7b"]
    state = pos([["7g", "7b"], ["5g"]], rules={"colour_swap": True})
    assert legal(state) == ["play 7g", "play 7b", "play 7g 7b"]


# --- D3 ------------------------------------------------------------------------------


def test_D3_two_to_six_players() -> None:
    for players in range(2, 7):
        state = new_game(Rules(players=players), seed=1)
        assert state.players == players
        assert len(state.hands) == len(state.up) == len(state.down) == players
    for players in (0, 1, 7):
        with pytest.raises(RulesError, match="D3"):
            Rules(players=players)
    with pytest.raises(PositionError):
        pos([["5g"], ["6g"], ["7g"], ["8g"], ["9g"], ["10g"], ["1g"]])
    with pytest.raises(PositionError):
        pos([["5g"]])


# --- Q1 ------------------------------------------------------------------------------


def test_Q1_each_colour_has_two_of_every_rank_two_clear_and_two_clear1() -> None:
    counts = _colour_rank_counts(DeckSpec.standard())
    for colour in "br":
        for rank in range(1, 11):
            assert counts[colour, rank] == 2, (colour, rank)
        assert counts[colour, 11] == 2
        assert counts[colour, 12] == 2
        assert counts[colour, 13] == 0


def test_Q1_green_holds_the_extra_copies_and_the_only_clear2() -> None:
    counts = _colour_rank_counts(DeckSpec.standard())
    for rank in range(1, 11):
        assert counts["g", rank] == 3, rank
    assert counts["g", 11] == 3
    assert counts["g", 12] == 2
    assert counts["g", 13] == 1
    # A blue or red Clear+2 is a card of the notation, but not of the deck.
    assert card_str(parse_card("C2b")) == "C2b"
    with pytest.raises(PositionError):
        pos([["C2b"], ["5g"]])
    pos([["C2g"], ["5g"]])


def test_Q1_the_composition_is_data_a_deck_spec() -> None:
    # The published deck is a table of counts, not code.
    assert sum(sum(by_rank.values()) for by_rank in STANDARD_COMPOSITION.values()) == 84
    assert STANDARD_COMPOSITION["g"][13] == 1
    assert 13 not in STANDARD_COMPOSITION["b"]
    # Any deck can be described by its counts, and rules carry it.
    custom = DeckSpec.from_counts({parse_card("5g"): 10, parse_card("Cb"): 8})
    assert custom.size == 18
    assert custom.count_of() == {parse_card("5g"): 10, parse_card("Cb"): 8}
    assert not custom.is_standard()
    rules = Rules(players=2, deck=custom)
    assert Rules.from_json(rules.to_json()) == rules
    state = new_game(rules, seed=3)
    assert state.all_cards() == sorted(custom.cards())
