"""What one seat, or a spectator, may know (Q18), as plain JSON-able data.

Hidden information leaves the engine only through this module: a hand is seen by its
owner only; no 3DOWN card is seen before it is turned; the draw pile is a count; the
pile, the 3UP cards, the removed cards and what each player was seen to pick up are
public. During setup the others' 3UP choices stay hidden until all have chosen (Q19).

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=2, start_seat=0), seed=1)
>>> v = state.view(1)
>>> v["seats"][0]["hand"] is None, v["seats"][1]["hand_count"], v["draw_count"]
(True, 6, 66)
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from threeup.cards import CARD_TEXT, card_str
from threeup.events import (
    ChoseUp,
    Cleared,
    Drew,
    EndReason,
    Event,
    Flipped,
    GameOver,
    Passed,
    PickedUp,
    Played,
    Result,
    Reversed,
    StacksSwapped,
    Swapped,
    Traded,
    UpRevealed,
    WentOut,
)
from threeup.rules import Rules

if TYPE_CHECKING:
    from threeup.state import State

View = dict[str, Any]

PHASE_NAMES = ("setup", "trade", "play", "swap", "over")


def _cards(cards: list[int] | tuple[int, ...]) -> list[str]:
    text = CARD_TEXT
    return [text[c] for c in cards]


@lru_cache(maxsize=64)
def _rules_json(rules: Rules) -> dict[str, Any]:
    return rules.to_json()


def rules_json(rules: Rules) -> dict[str, Any]:
    """``rules.to_json()``, computed once per rules object; each call returns a fresh copy."""
    cached = _rules_json(rules)
    return copy.deepcopy(cached) if "deck" in cached else dict(cached)


def view(state: State, seat: int | None) -> View:
    """The view of ``seat`` (0-based), or the spectator view when ``seat`` is None."""
    if seat is not None and not 0 <= seat < state.n:
        raise ValueError(f"no seat {seat} at a table of {state.n}")
    in_setup = state.phase == 0
    seats = []
    for s in range(state.n):
        own = s == seat
        up_visible = own or not in_setup
        seats.append(
            {
                "hand": _cards(state.hands[s]) if own else None,
                "hand_count": len(state.hands[s]),
                "known": _cards(state.known[s]),
                "up": _cards(state.up[s]) if up_visible else None,
                "up_count": len(state.up[s]),
                "down_count": len(state.down[s]),
                "out": state.out[s],
            }
        )
    return {
        "seat": seat,
        "players": state.n,
        "phase": PHASE_NAMES[state.phase],
        "to_move": state.to_move,
        "direction": state.direction,
        "owed": state.owed,
        "turn": state.turn,
        "start": state.start,
        "step": state.step,
        "seats": seats,
        "pile": _cards(state.pile),
        "draw_count": len(state.draw),
        "removed": _cards(state.removed),
        "placings": list(state.placings),
        "rules": rules_json(state.rules),
        "result": result_json(state.result) if state.result else None,
    }


def result_json(result: Result) -> dict[str, Any]:
    """A result as JSON-able data."""
    return {
        "reason": result.reason.value,
        "winner": result.winner,
        "placings": list(result.placings),
        "scores": list(result.scores),
        "turns": result.turns,
    }


def result_from_json(raw: Any, players: int) -> Result:
    """A result from :func:`result_json` data; raises ``ValueError`` saying what is wrong."""
    if not isinstance(raw, dict):
        raise ValueError("'result' must be an object")

    def whole(value: Any, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"'result.{what}' must hold whole numbers")
        return value

    try:
        reason = EndReason(raw.get("reason"))
    except ValueError:
        raise ValueError("'result.reason' must be won, placed or turn_limit") from None
    winner = raw.get("winner")
    if winner is not None and not 0 <= whole(winner, "winner") < players:
        raise ValueError("'result.winner' must be a seat or null")
    lists = {}
    for key in ("placings", "scores"):
        value = raw.get(key, [])
        if not isinstance(value, list):
            raise ValueError(f"'result.{key}' must be a list")
        lists[key] = tuple(whole(v, key) for v in value)
    if any(not 0 <= p < players for p in lists["placings"]):
        raise ValueError("'result.placings' must list seats")
    return Result(
        reason, winner, lists["placings"], lists["scores"], whole(raw.get("turns", 0), "turns")
    )


def redact_event(event: Event, seat: int | None) -> Event:
    """The form of ``event`` that ``seat`` (None: a spectator) may receive."""
    if isinstance(event, ChoseUp):
        return event if event.seat == seat else ChoseUp(event.seat, None)
    if isinstance(event, Drew):
        return event if event.seat == seat else Drew(event.seat, event.number, None)
    if isinstance(event, Flipped) and not event.playable and event.seat != seat:
        return Flipped(event.seat, event.slot, None, False)
    return event


def event_json(event: Event, seat: int | None) -> dict[str, Any]:
    """``event`` redacted for ``seat`` (None: a spectator), as JSON-able data."""
    ev = redact_event(event, seat)
    if isinstance(ev, Played):
        return {"type": "played", "seat": ev.seat, "cards": _cards(ev.cards),
                "source": ev.source.name.lower()}  # fmt: skip
    if isinstance(ev, Cleared):
        return {"type": "cleared", "seat": ev.seat, "cards": _cards(ev.cards),
                "cause": ev.cause.name.lower()}  # fmt: skip
    if isinstance(ev, PickedUp):
        return {"type": "picked_up", "seat": ev.seat, "cards": _cards(ev.cards),
                "hidden": ev.hidden}  # fmt: skip
    if isinstance(ev, Drew):
        return {"type": "drew", "seat": ev.seat, "number": ev.number,
                "cards": None if ev.cards is None else _cards(ev.cards)}  # fmt: skip
    if isinstance(ev, Flipped):
        return {"type": "flipped", "seat": ev.seat, "slot": ev.slot,
                "card": None if ev.card is None else card_str(ev.card),
                "playable": ev.playable}  # fmt: skip
    if isinstance(ev, ChoseUp):
        return {"type": "chose_up", "seat": ev.seat,
                "cards": None if ev.cards is None else _cards(ev.cards)}  # fmt: skip
    if isinstance(ev, UpRevealed):
        return {"type": "up_revealed", "ups": [_cards(u) for u in ev.ups]}
    if isinstance(ev, StacksSwapped):
        return {"type": "stacks_swapped", "sources": list(ev.sources)}
    if isinstance(ev, Traded):
        return {"type": "traded", "seat": ev.seat, "other": ev.other,
                "give": card_str(ev.give), "take": card_str(ev.take)}  # fmt: skip
    if isinstance(ev, Swapped):
        return {"type": "swapped", "seat": ev.seat, "give": card_str(ev.give),
                "take": card_str(ev.take)}  # fmt: skip
    if isinstance(ev, Passed):
        return {"type": "passed", "seat": ev.seat}
    if isinstance(ev, Reversed):
        return {"type": "reversed", "direction": ev.direction}
    if isinstance(ev, WentOut):
        return {"type": "went_out", "seat": ev.seat, "place": ev.place}
    if isinstance(ev, GameOver):
        return {"type": "game_over", "result": result_json(ev.result)}
    raise TypeError(f"not an event: {ev!r}")
