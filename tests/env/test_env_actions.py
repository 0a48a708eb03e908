"""The action index: every engine action has exactly one index, and the mask is exactly
the engine's legal actions, both ways, under every optional rule."""

from __future__ import annotations

import pytest
from env_helpers import states_of_a_random_game, variants

from threeup import DeckSpec, Rules, parse_action
from threeup.actions import ActionKind
from threeup.engine import check_illegal
from threeup.env import IllegalIndexError, action_index
from threeup.env.indexing import ActionIndex

VARIANTS = variants()


@pytest.mark.parametrize(
    ("settings", "size"),
    [
        ({"players": 2}, 520),
        ({"players": 6}, 520),
        ({"players": 4, "placings": True, "ones_reverse": True, "draw_instead": True}, 520),
        ({"players": 2, "trade_up": True}, 677),
        ({"players": 4, "trade_up": True}, 989),
        ({"players": 6, "trade_up": True}, 1301),
        ({"players": 2, "colour_swap": True}, 10772),
        ({"players": 4, "colour_swap": True, "trade_up": True}, 14768),
        ({"players": 2, "deck": DeckSpec.standard("gb")}, 500),
        ({"players": 2, "deck": DeckSpec.standard("r")}, 352 + 22 + 5),
    ],
)
def test_the_action_space_has_a_fixed_size_per_rules(
    settings: dict[str, object], size: int
) -> None:
    index = ActionIndex(Rules(**settings))  # type: ignore[arg-type]
    assert index.size == size
    assert sum(s.size for s in index.sections) == size
    assert [s.start for s in index.sections[1:]] == [s.stop for s in index.sections[:-1]]


def test_the_sections_of_the_standard_space() -> None:
    index = action_index(Rules(players=3))
    sections = {s.kind: (s.start, s.stop) for s in index.sections}
    assert sections == {
        ActionKind.UP: (0, 442),
        ActionKind.PLAY: (442, 515),
        ActionKind.PICKUP: (515, 516),
        ActionKind.FLIP: (516, 519),
        ActionKind.DRAW: (519, 520),
    }
    assert index.describe(442) == "play 1"
    assert index.describe(443) == "play 1 x2"
    assert index.describe(442 + 70) == "play C"  # seven of each number, then C, C1, C2
    assert index.describe(514) == "play C2"
    assert index.describe(0) == "up 1 1 1"
    assert index.describe(515) == "pickup"
    assert index.describe(517) == "flip 2"


@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=3, trade_up=True),
        Rules(players=2, colour_swap=True, trade_up=True),
        Rules(players=2, deck=DeckSpec.standard("gb")),
    ],
    ids=["trade-3p", "colour-2p", "two-colours"],
)
def test_every_index_round_trips_through_its_canonical_action(rules: Rules) -> None:
    index = action_index(rules)
    for seat in range(rules.players):
        for i in range(index.size):
            assert index.index(index.action(i, seat), seat) == i


@pytest.mark.parametrize(("name", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_the_mask_is_exactly_the_legal_actions_both_ways(name: str, rules: Rules) -> None:
    index = action_index(rules)
    checked = 0
    for env in states_of_a_random_game(rules, seed=len(name)):
        state = env.game
        seat = state.to_move
        mask = env.observe(env.agent_selection)["action_mask"]
        legal = state.legal_actions()
        # every legal action has an index, with mask 1, and no two share one
        indices = [index.index(action, seat) for action in legal]
        assert len(set(indices)) == len(legal)
        assert all(mask[i] == 1 for i in indices)
        # every mask-1 index is a legal action: the env's own and the canonical one
        ones = [int(i) for i in mask.nonzero()[0]]
        assert sorted(ones) == sorted(indices) == sorted(env.legal_indices())
        for i in ones:
            check_illegal(state, index.action(i, seat))  # raises if the engine refuses it
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(("name", "rules"), VARIANTS[::3], ids=[v[0] for v in VARIANTS[::3]])
def test_applying_an_index_equals_applying_its_action(name: str, rules: Rules) -> None:
    index = action_index(rules)
    checked = 0
    for env in states_of_a_random_game(rules, seed=7):
        state = env.game
        if checked % 3 == 0:
            for action in state.legal_actions():
                i = index.index(action, state.to_move)
                by_action = state.copy()
                by_action.apply(action)
                canonical = state.copy()
                canonical.apply(index.action(i, state.to_move))
                assert canonical == by_action
        checked += 1
    assert checked > 20
    # and stepping the environment by index is applying the listed action
    for env in states_of_a_random_game(rules, seed=8):
        state = env.game
        legal = state.legal_actions()
        expected = state.copy()
        expected.apply(legal[-1])
        before = len(env.replay().actions)
        env.step(env.legal_indices()[-1])
        assert env.game == expected
        assert env.replay().actions[before] is legal[-1]
        break


def test_an_action_no_rules_allow_has_no_index() -> None:
    index = action_index(Rules(players=2))
    with pytest.raises(IllegalIndexError, match="no index"):
        index.index(parse_action("trade 1 5g 7b"), 0)
    with pytest.raises(IllegalIndexError, match="no index"):
        index.index(parse_action("flip 4"), 0)
    with pytest.raises(IllegalIndexError, match=r"outside the action space 0\.\.519"):
        index.action(520, 0)


def test_a_trade_is_indexed_by_the_seat_relative_to_the_trader() -> None:
    index = action_index(Rules(players=4, trade_up=True))
    trade = parse_action("trade 3 5g 7b")
    # seat 2 trading with seat 3 and seat 3 trading with seat 0 both trade with +1
    assert index.index(trade, 2) == index.index(parse_action("trade 0 5g 7b"), 3)
    assert index.describe(index.index(trade, 2)) == "trade +1 5 7"
    assert index.action(index.index(trade, 2), 2) == parse_action("trade 3 5g 7g")
