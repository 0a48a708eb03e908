"""Property tests (hypothesis): invariants of the engine for any rules, seed and play."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from threeup import (
    Action,
    ActionKind,
    DeckSpec,
    IllegalActionError,
    NotationError,
    Rules,
    State,
    new_game,
    parse_action,
    position_to_json,
)
from threeup.notation import position_from_json
from threeup.rules import SWITCHES


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    players = draw(st.integers(2, 6))
    switches = {name: draw(st.booleans()) for name in SWITCHES}
    colours = draw(st.sampled_from(["gbr", "gb", "br", "g"]))
    deck = DeckSpec.standard(colours)
    if deck.size < 9 * players:
        deck = DeckSpec.standard()
    return Rules(players=players, deck=deck, **switches)


@st.composite
def played_state(draw: st.DrawFn) -> State:
    """A state reached from a fresh deal by a hypothesis-chosen sequence of legal actions."""
    state = new_game(draw(rules_strategy()), draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 250))):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[draw(st.integers(0, len(legal) - 1))])
    return state


any_card = st.integers(1, 13).flatmap(lambda r: st.integers(0, 2).map(lambda c: r << 2 | c))


any_action = st.one_of(
    st.builds(Action, st.just(ActionKind.UP), st.tuples(any_card, any_card, any_card)),
    st.builds(
        Action, st.just(ActionKind.PLAY), st.lists(any_card, min_size=1, max_size=4).map(tuple)
    ),
    st.builds(Action, st.just(ActionKind.FLIP), st.just(()), st.integers(1, 4)),
    st.builds(Action, st.just(ActionKind.TRADE), st.tuples(any_card, any_card), st.integers(0, 6)),
    st.builds(Action, st.just(ActionKind.SWAP), st.tuples(any_card, any_card)),
    st.sampled_from([Action(ActionKind.PICKUP), Action(ActionKind.DRAW), Action(ActionKind.PASS)]),
)


def _same_decision(listed: Action, action: Action) -> bool:
    """``action`` is ``listed``, or names the same numbers where colour cannot matter."""
    if listed == action:
        return True
    if listed.kind is not action.kind or listed.n != action.n:
        return False
    return sorted(c >> 2 for c in listed.cards) == sorted(c >> 2 for c in action.cards)


@settings(max_examples=150, deadline=None)
@given(played_state(), any_action)
def test_any_action_is_either_legal_or_refused_leaving_the_state_untouched(
    state: State, action: Action
) -> None:
    before = state.copy()
    before_json = position_to_json(state)
    legal = state.legal_actions()
    try:
        state.apply(action)
    except IllegalActionError as exc:
        assert exc.rule and exc.rule[0] in "DSTCUWOHQ"
        assert str(exc).endswith(f"({exc.rule})")
        assert state == before
        assert position_to_json(state) == before_json
    else:
        assert any(_same_decision(listed, action) for listed in legal)
        assert state != before


@settings(max_examples=100, deadline=None)
@given(played_state())
def test_copies_are_equal_and_independent(state: State) -> None:
    clone = state.copy()
    assert clone == state
    if not state.is_over:
        snapshot = position_to_json(state)
        clone.apply(clone.legal_actions()[-1])
        assert position_to_json(state) == snapshot
        assert clone != state


@settings(max_examples=100, deadline=None)
@given(played_state())
def test_positions_round_trip_and_list_the_same_actions(state: State) -> None:
    again = position_from_json(position_to_json(state))
    assert again == state
    assert again.legal_actions() == state.legal_actions()


@settings(max_examples=100, deadline=None)
@given(played_state())
def test_every_card_is_accounted_for(state: State) -> None:
    assert state.all_cards() == sorted(state.rules.deck.cards())
    assert sum(len(h) for h in state.hands) + len(state.draw) + len(state.pile) + len(
        state.removed
    ) + sum(len(u) + len(d) for u, d in zip(state.up, state.down, strict=True)) == (
        state.rules.deck.size
    )


@settings(max_examples=60, deadline=None)
@given(rules_strategy(), st.integers(0, 2**32))
def test_the_same_rules_and_seed_deal_the_same_game(rules: Rules, seed: int) -> None:
    assert new_game(rules, seed) == new_game(rules, seed)


@given(
    st.sampled_from(list(ActionKind)), st.lists(st.integers(-5, 60), max_size=5), st.integers(-2, 9)
)
def test_malformed_actions_cannot_be_made(kind: ActionKind, cards: list[int], n: int) -> None:
    try:
        action = Action(kind, tuple(cards), n)
    except NotationError:
        return
    assert all(4 <= c <= 54 and c & 3 != 3 for c in action.cards)
    assert parse_action(str(action)) == action
