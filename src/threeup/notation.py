"""Positions as JSON: a stable text form of a whole deal, like FEN for chess.

The format is documented in ``docs/notation.md``. Loading checks that the position
could occur in a game and raises :class:`PositionError` saying what is wrong.

>>> from threeup import parse_action
>>> state = position_from_json({
...     "to_move": 0, "direction": 1,
...     "hands": [["2r", "3g", "9b"], ["5g", "6g", "8b"]],
...     "up": [[], []], "down": [[], []], "draw": [], "pile": ["3b"]})
>>> [str(a) for a in state.legal_actions()]
['play 3g', 'play 9b']
>>> events = state.apply(parse_action("play 9b"))
>>> position_to_json(state)["pile"]
['3b', '9b']
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from threeup.cards import FIRST_CLEAR_RANK, card_str, parse_card
from threeup.engine import action_table
from threeup.errors import NotationError, PositionError, RulesError
from threeup.events import Result
from threeup.rules import Rules
from threeup.state import Phase, State
from threeup.views import PHASE_NAMES, result_from_json, result_json

_REQUIRED = ("to_move", "direction", "hands", "up", "down", "draw", "pile")
_OPTIONAL = (
    "owed",
    "rules",
    "removed",
    "phase",
    "start",
    "turn",
    "known",
    "placings",
    "step",
    "sources",
    "result",
)


def _cards(cards: list[int]) -> list[str]:
    return [card_str(c) for c in cards]


def position_to_json(state: State) -> dict[str, Any]:
    """The whole state as a JSON-able position (hidden cards included: not for players)."""
    data: dict[str, Any] = {
        "to_move": state.to_move,
        "direction": state.direction,
        "hands": [_cards(h) for h in state.hands],
        "up": [_cards(u) for u in state.up],
        "down": [_cards(d) for d in state.down],
        "draw": _cards(state.draw),
        "pile": _cards(state.pile),
        "owed": state.owed,
        "removed": _cards(state.removed),
        "rules": state.rules.to_json(),
    }
    if state.phase is not Phase.PLAY:
        data["phase"] = PHASE_NAMES[state.phase]
    if state.start != state.to_move or state.phase in (Phase.SETUP, Phase.TRADE):
        data["start"] = state.start
    if state.phase in (Phase.SETUP, Phase.TRADE):
        data["step"] = state.step
    if state.turn:
        data["turn"] = state.turn
    if any(state.known):
        data["known"] = [_cards(k) for k in state.known]
    if state.placings:
        data["placings"] = list(state.placings)
    if state.sources is not None:
        data["sources"] = list(state.sources)
    if state.result is not None:
        data["result"] = result_json(state.result)
    return data


def position_dumps(state: State) -> str:
    """The position as a JSON text."""
    return json.dumps(position_to_json(state), indent=1)


def position_loads(text: str) -> State:
    """A state from a JSON text; raises :class:`PositionError` on bad JSON or positions."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PositionError(f"not JSON: {exc}") from exc
    return position_from_json(data)


def position_from_json(data: Any) -> State:
    """A state from position data; raises :class:`PositionError` if it cannot occur."""
    try:
        return _load(data)
    except PositionError:
        raise
    except (NotationError, RulesError) as exc:
        raise PositionError(str(exc)) from exc


def _int(data: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(f"{key!r} must be a whole number")
    return value


def _card_list(value: Any, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PositionError(f"{what} must be a list of cards in notation")
    return [parse_card(v) for v in value]


def _seat_lists(data: Mapping[str, Any], key: str, n: int) -> list[list[int]]:
    value = data.get(key, [[] for _ in range(n)])
    if not isinstance(value, list) or len(value) != n:
        raise PositionError(f"{key!r} must hold one list per seat ({n})")
    return [_card_list(v, f"{key}[{i}]") for i, v in enumerate(value)]


def _load(data: Any) -> State:
    if not isinstance(data, Mapping):
        raise PositionError("a position is a JSON object")
    missing = [k for k in _REQUIRED if k not in data]
    if missing:
        raise PositionError(f"position lacks {', '.join(missing)}")
    unknown = sorted(set(data) - set(_REQUIRED) - set(_OPTIONAL))
    if unknown:
        raise PositionError(f"unknown position key(s): {', '.join(unknown)}")
    hands_raw = data["hands"]
    if not isinstance(hands_raw, list) or not 2 <= len(hands_raw) <= 6:
        raise PositionError("'hands' must hold one list per seat, 2 to 6 seats (D3)")
    n = len(hands_raw)
    rules = Rules.from_json(data["rules"]) if "rules" in data else Rules(players=n)
    if rules.players != n:
        raise PositionError(f"the rules are for {rules.players} players, the position has {n}")
    hands = _seat_lists(data, "hands", n)
    up = _seat_lists(data, "up", n)
    down = _seat_lists(data, "down", n)
    known = _seat_lists(data, "known", n)
    draw = _card_list(data["draw"], "'draw'")
    pile = _card_list(data["pile"], "'pile'")
    removed = _card_list(data.get("removed", []), "'removed'")

    phase_name = data.get("phase", "play")
    if phase_name not in PHASE_NAMES:
        raise PositionError(f"'phase' must be one of {', '.join(PHASE_NAMES)}")
    phase = Phase(PHASE_NAMES.index(phase_name))
    to_move = _int(data, "to_move")
    direction = _int(data, "direction")
    owed = _int(data, "owed", 0)
    turn = _int(data, "turn", 0)
    start = _int(data, "start", to_move)
    if not 0 <= to_move < n or not 0 <= start < n:
        raise PositionError(f"seats are numbered 0 to {n - 1}")
    if direction not in (1, -1):
        raise PositionError("'direction' must be 1 or -1")
    if not 0 <= owed <= 2 * rules.deck.size:
        raise PositionError("'owed' counts the extra actions still owed: 0 or more")
    if owed and phase not in (Phase.PLAY, Phase.SWAP):
        raise PositionError("extra actions are owed only during play")
    if turn < 0:
        raise PositionError("'turn' cannot be negative")
    if turn >= rules.turn_limit and phase is not Phase.OVER:
        raise PositionError(f"turn {turn} is past the turn limit of {rules.turn_limit} (Q17)")
    if direction == -1 and (not rules.ones_reverse or n == 2):
        raise PositionError("only O3 with 3 or more players reverses the direction (Q12)")
    if phase is Phase.SWAP and not rules.colour_swap:
        raise PositionError("a swap phase needs the colour_swap rule (O6)")
    if phase is Phase.TRADE and not rules.trade_up:
        raise PositionError("a trade phase needs the trade_up rule (O5)")

    _check_counts(rules, hands, up, down, draw, pile, removed)
    _check_pile(pile)
    for seat in range(n):
        if len(up[seat]) > 3 or len(down[seat]) > 3:
            raise PositionError(f"seat {seat} has more than 3 cards in a 3UP or 3DOWN stack (S2)")
        if Counter(known[seat]) - Counter(hands[seat]):
            raise PositionError(f"seat {seat}: 'known' lists cards that are not in its hand")

    placings_raw = data.get("placings", [])
    if not isinstance(placings_raw, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) and 0 <= p < n for p in placings_raw
    ):
        raise PositionError("'placings' must be a list of seats")
    placings = list(placings_raw)
    if len(set(placings)) != len(placings):
        raise PositionError("'placings' names a seat twice")
    if placings and phase is not Phase.OVER and not rules.placings:
        raise PositionError("without O1 the game ends when the first player goes out (W1)")
    out = [seat in placings for seat in range(n)]
    for seat in range(n):
        has_cards = hands[seat] or up[seat] or down[seat]
        if out[seat] and has_cards and phase is not Phase.OVER:
            raise PositionError(f"seat {seat} is out but still holds cards")
        if not out[seat] and not has_cards and phase is not Phase.OVER:
            raise PositionError(f"seat {seat} holds no cards but is not out (W1)")
    if phase is not Phase.OVER and out[to_move]:
        raise PositionError(f"seat {to_move} is out and cannot be the one to move")

    step = 0
    sources: tuple[int, ...] | None = None
    if phase is Phase.SETUP:
        waiting = [s for s in range(n) if not up[s]]
        step = _int(data, "step", len(waiting))
        if step != len(waiting) or step == 0 or not hands[to_move] or up[to_move]:
            raise PositionError("in setup the seat to move still has to choose its 3UP")
        if "sources" in data and data["sources"] is not None:
            raw = data["sources"]
            if not rules.swap_stacks:
                raise PositionError("'sources' needs the swap_stacks rule (O5)")
            if not isinstance(raw, list) or sorted(raw) != list(range(n)):
                raise PositionError("'sources' must be a permutation of the seats")
            sources = tuple(raw)
    elif phase is Phase.TRADE:
        step = _int(data, "step", n)
        if not 1 <= step <= n:
            raise PositionError(f"'step' counts the seats still to trade, 1 to {n}")
    result = _result(data, n) if phase is Phase.OVER else None

    state = State.__new__(State)
    state.rules = rules
    state.table = action_table(rules)
    state.n = n
    state.hands = [sorted(h) for h in hands]
    state.up = [sorted(u) for u in up]
    state.down = down
    state.draw = draw
    state.pile = pile
    state.removed = removed
    state.known = [sorted(k) for k in known]
    state.out = out
    state.placings = placings
    state.phase = phase
    state.to_move = to_move
    state.direction = direction
    state.owed = owed
    state.start = start
    state.turn = turn
    state.step = step
    state.sources = sources
    state.result = result
    state._legal = None
    return state


def _check_counts(rules: Rules, *places: list[list[int]] | list[int]) -> None:
    seen: Counter[int] = Counter()
    for place in places:
        for item in place:
            if isinstance(item, list):
                seen.update(item)
            else:
                seen[item] += 1
    allowed = rules.deck.count_of()
    for card, count in sorted(seen.items()):
        if count > allowed.get(card, 0):
            raise PositionError(
                f"{card_str(card)} appears {count} times; the deck has {allowed.get(card, 0)} (D1)"
            )


def _check_pile(pile: list[int]) -> None:
    for i, card in enumerate(pile):
        if card >> 2 >= FIRST_CLEAR_RANK:
            raise PositionError(f"{card_str(card)} in the pile: a Clear card clears it (C1)")
        if i and card >> 2 < pile[i - 1] >> 2:
            raise PositionError(
                f"{card_str(card)} lies on {card_str(pile[i - 1])}: every card in the pile is "
                "equal to or higher than the one under it (T1)"
            )
        if i >= 2 and card >> 2 == pile[i - 1] >> 2 == pile[i - 2] >> 2:
            raise PositionError(
                "three cards of one number in a row would have cleared the pile (T6)"
            )


def _result(data: Mapping[str, Any], n: int) -> Result:
    if "result" not in data:
        raise PositionError("a finished position ('phase': 'over') needs its 'result'")
    try:
        return result_from_json(data["result"], n)
    except ValueError as exc:
        raise PositionError(str(exc)) from exc
