"""Events in words, for logs and the demo: "seat 2 played three 9s: the pile is burnt".

>>> from threeup.events import Played, Source
>>> describe(Played(1, (36, 37, 38), Source.HAND), ["Ana", "Bo"])
'Bo played three 9s (9g 9b 9r)'
"""

from __future__ import annotations

from collections.abc import Sequence

from threeup.cards import RANK_NAMES, card_str, cards_str
from threeup.events import (
    ChoseUp,
    ClearCause,
    Cleared,
    Drew,
    EndReason,
    Event,
    Flipped,
    GameOver,
    Passed,
    PickedUp,
    Played,
    Reversed,
    Source,
    StacksSwapped,
    Swapped,
    Traded,
    UpRevealed,
    WentOut,
)

_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven")
_FROM = {Source.HAND: "", Source.UP: " from the 3UP", Source.DOWN: " from the 3DOWN"}


def _count(n: int) -> str:
    return _COUNTS[n] if n < len(_COUNTS) else str(n)


def _cards_count(n: int) -> str:
    return f"{_count(n)} card" if n == 1 else f"{_count(n)} cards"


def _ordinal(n: int) -> str:
    return f"{n}{'tsnrhtdd'[(n // 10 % 10 != 1) * (n % 10 < 4) * n % 10 :: 4]}"


def _cards_phrase(cards: tuple[int, ...]) -> str:
    rank = cards[0] >> 2
    if len(cards) == 1:
        return card_str(cards[0])
    name = RANK_NAMES[rank]
    return f"{_count(len(cards))} {name}s ({cards_str(cards)})"


def describe(event: Event, names: Sequence[str]) -> str:
    """One event (already redacted for the reader) as a sentence without a full stop."""
    if isinstance(event, Played):
        return f"{names[event.seat]} played {_cards_phrase(event.cards)}{_FROM[event.source]}"
    if isinstance(event, Cleared):
        if event.cause is ClearCause.BURN:
            return f"three of a number in a row burn the pile ({_cards_count(len(event.cards))})"
        return f"the pile ({_cards_count(len(event.cards))}) is cleared"
    if isinstance(event, PickedUp):
        extra = " and the card turned over" if event.hidden else ""
        return f"{names[event.seat]} picked up the pile ({_cards_count(len(event.cards))}){extra}"
    if isinstance(event, Drew):
        if event.cards is None:
            return f"{names[event.seat]} drew {_cards_count(event.number)}"
        return f"{names[event.seat]} drew {cards_str(event.cards)}"
    if isinstance(event, Flipped):
        if event.card is None:
            return f"{names[event.seat]} turned over a 3DOWN card that cannot be played"
        how = "" if event.playable else ", which cannot be played"
        return f"{names[event.seat]} turned over {card_str(event.card)}{how}"
    if isinstance(event, ChoseUp):
        if event.cards is None:
            return f"{names[event.seat]} chose a 3UP"
        return f"{names[event.seat]} put {cards_str(event.cards)} face up"
    if isinstance(event, UpRevealed):
        return "every 3UP is face up: " + "; ".join(
            f"{names[s]} {cards_str(up)}" for s, up in enumerate(event.ups)
        )
    if isinstance(event, StacksSwapped):
        moved = [
            f"{names[s]} takes {names[src]}'s" for s, src in enumerate(event.sources) if s != src
        ]
        return "the stacks change places: " + ("; ".join(moved) if moved else "none moved")
    if isinstance(event, Traded):
        return (
            f"{names[event.seat]} gave {card_str(event.give)} for "
            f"{names[event.other]}'s {card_str(event.take)}"
        )
    if isinstance(event, Swapped):
        return (
            f"{names[event.seat]} put {card_str(event.give)} face up and took "
            f"{card_str(event.take)} into the hand"
        )
    if isinstance(event, Passed):
        return f"{names[event.seat]} passed"
    if isinstance(event, Reversed):
        return "the direction of play is reversed"
    if isinstance(event, WentOut):
        if event.place == len(names) > 1:
            return f"{names[event.seat]} is left holding cards: last place"
        return f"{names[event.seat]} is out: {_ordinal(event.place)} place"
    if isinstance(event, GameOver):
        result = event.result
        if result.reason is EndReason.TURN_LIMIT:
            who = f"; {names[result.winner]} went out first" if result.winner is not None else ""
            return f"the turn limit ({result.turns} turns) is reached: the game stops{who}"
        text = f"game over after {result.turns} turns: {names[result.winner or 0]} wins"
        if result.scores:
            points = ", ".join(f"{names[s]} {p}" for s, p in enumerate(result.scores))
            text += f"; points left (O4): {points}"
        return text
    raise TypeError(f"not an event: {event!r}")
