"""The rules object: validation, JSON round trip, deck specs."""

from __future__ import annotations

import pytest

from support.variants import all_variants
from threeup import DeckSpec, Rules, RulesError


@pytest.mark.parametrize(("name", "rules"), list(all_variants()))
def test_rules_round_trip_through_json(name: str, rules: Rules) -> None:
    assert Rules.from_json(rules.to_json()) == rules


def test_only_settings_that_differ_from_the_defaults_are_written() -> None:
    assert Rules(players=3).to_json() == {"players": 3}
    data = Rules(players=2, ones_reverse=True, deck=DeckSpec.standard("gb")).to_json()
    assert data == {"players": 2, "ones_reverse": True, "deck": {"colours": "gb"}}
    custom = DeckSpec.from_counts({c: 2 for c in DeckSpec.standard().count_of()})
    assert Rules.from_json(Rules(players=2, deck=custom).to_json()).deck == custom


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 1}, "2 to 6 players"),
        ({"players": 7}, "2 to 6 players"),
        ({"players": 6, "deck": DeckSpec.standard("g")}, "need at least 54 cards"),
        ({"start_seat": 4}, "start_seat"),
        ({"turn_limit": 0}, "turn_limit"),
        ({"rounds": 0}, "rounds"),
    ],
)
def test_impossible_rules_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"players": "4"}, "whole number"),
        ({"players": 4, "placings": 1}, "true or false"),
        ({"players": 4, "telepathy": True}, "unknown rules setting"),
        ({"players": 4, "deck": {"colours": "xyz"}}, "bad deck"),
        ({"players": 4, "deck": "gbr"}, "deck must be"),
        ({"players": 4, "start_seat": True}, "start_seat"),
    ],
)
def test_bad_rules_json_is_refused_with_the_reason(data: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules.from_json(data)


def test_deck_specs_are_data() -> None:
    deck = DeckSpec.standard()
    assert deck.size == 84 and deck.colours == "gbr" and deck.is_standard()
    assert DeckSpec.standard("rb") == DeckSpec.standard("br")
    with pytest.raises(ValueError, match="colours must be"):
        DeckSpec.standard("gg")
    with pytest.raises(ValueError, match="not a card code"):
        DeckSpec.from_counts({3: 1})
    with pytest.raises(ValueError, match="0 to 31 copies"):
        DeckSpec.from_counts({28: 32})
    big = DeckSpec.from_counts({28: 31, 8: 31})
    assert big.size == 62
