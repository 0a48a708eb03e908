"""Helpers for the rule tests: hand-written positions, actions and the error path.

``pos(hands=[...], ...)`` builds a play-phase position through
:func:`threeup.notation.position_from_json`, filling what a test does not care about:
empty 3UP and 3DOWN stacks, an empty draw pile and pile, seat 0 to move, clockwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from threeup import IllegalActionError, State, parse_action
from threeup.cards import card_str
from threeup.events import Event
from threeup.notation import position_from_json, position_to_json


def _split(cards: str | Sequence[str]) -> list[str]:
    text = cards if isinstance(cards, str) else " ".join(cards)
    return text.split()


def pos(
    hands: Sequence[str | Sequence[str]],
    *,
    up: Sequence[str | Sequence[str]] | None = None,
    down: Sequence[str | Sequence[str]] | None = None,
    draw: str | Sequence[str] = (),
    pile: str | Sequence[str] = (),
    removed: str | Sequence[str] = (),
    rules: dict[str, Any] | None = None,
    to_move: int = 0,
    direction: int = 1,
    **extra: Any,
) -> State:
    """A position: one entry per seat in ``hands``; cards as ``"7g 7b"`` or lists.

    ``draw`` and ``pile`` are written bottom first (the last card is the top).
    """
    n = len(hands)
    data: dict[str, Any] = {
        "to_move": to_move,
        "direction": direction,
        "hands": [_split(h) for h in hands],
        "up": [_split(u) for u in up] if up is not None else [[] for _ in range(n)],
        "down": [_split(d) for d in down] if down is not None else [[] for _ in range(n)],
        "draw": _split(draw),
        "pile": _split(pile),
        "removed": _split(removed),
        "rules": {"players": n, **(rules or {})},
    }
    data.update(extra)
    return position_from_json(data)


def act(state: State, text: str) -> list[Event]:
    """Apply one action written in notation."""
    return state.apply(parse_action(text))


def legal(state: State) -> list[str]:
    """The legal actions in notation, in the engine's order."""
    return [str(a) for a in state.legal_actions()]


def cards(cards_: Sequence[int]) -> list[str]:
    """Card codes in notation."""
    return [card_str(c) for c in cards_]


def hand(state: State, seat: int) -> list[str]:
    return cards(state.hands[seat])


def of_type(events: Sequence[Event], kind: type) -> list[Any]:
    """The events of one type, in order."""
    return [e for e in events if isinstance(e, kind)]


def assert_illegal(state: State, text: str, rule: str) -> IllegalActionError:
    """``text`` must be refused with ``rule``, leaving the state exactly as it was."""
    before = state.copy()
    before_json = position_to_json(state)
    with pytest.raises(IllegalActionError) as info:
        act(state, text)
    assert isinstance(info.value, ValueError)
    assert info.value.rule == rule, f"{text!r} refused with {info.value.rule}: {info.value}"
    assert state == before
    assert position_to_json(state) == before_json
    return info.value
