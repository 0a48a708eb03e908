"""The legal actions and the decision at hand, in words for the player choosing.

Only wording: which actions exist is the engine's business (``state.legal_actions()``).

>>> from threeup import Rules, new_game, parse_action
>>> state = new_game(Rules(players=2, start_seat=0), seed=1)
>>> view = state.view(0)
>>> describe_action(parse_action("pickup"), view, ["Ana", "Bo"])
'Pick up the pile (empty)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from threeup.actions import Action, ActionKind
from threeup.cards import RANK_NAMES, card_str, cards_str
from threeup.views import View

_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven")


def _count(n: int) -> str:
    return _COUNTS[n] if n < len(_COUNTS) else str(n)


def _cards_count(n: int) -> str:
    return f"{_count(n)} card" if n == 1 else f"{_count(n)} cards"


def _play_words(cards: tuple[int, ...]) -> str:
    rank = cards[0] >> 2
    name = RANK_NAMES[rank]
    if len(cards) == 1:
        return f"{name} ({card_str(cards[0])})" if rank > 10 else card_str(cards[0])
    return f"{_count(len(cards))} {name}s ({cards_str(cards)})"


def _own(view: View) -> dict[str, object]:
    seat = view["seat"]
    if seat is None:
        raise ValueError("actions are described for the seat that takes them")
    own: dict[str, object] = view["seats"][seat]
    return own


def describe_action(action: Action, view: View, names: Sequence[str]) -> str:
    """One legal action of the viewing seat, in words (``view`` is that seat's view)."""
    own = _own(view)
    hand = own["hand"]
    assert isinstance(hand, list)
    kind = action.kind
    if kind is ActionKind.UP:
        kept = Counter(hand)
        kept.subtract(card_str(c) for c in action.cards)
        keep = sorted(kept.elements(), key=hand.index)
        return f"Face up {cards_str(action.cards)}, keep {' '.join(keep)}"
    if kind is ActionKind.PLAY:
        source = "" if hand else " from your 3UP"
        return f"Play {_play_words(action.cards)}{source}"
    if kind is ActionKind.PICKUP:
        pile = len(view["pile"])
        return f"Pick up the pile ({_cards_count(pile) if pile else 'empty'})"
    if kind is ActionKind.FLIP:
        left = own["down_count"]
        return f"Turn over 3DOWN card {action.n} of {left} (blind)"
    if kind is ActionKind.DRAW:
        if view["owed"]:
            return "Draw up to 3 cards first"
        if not hand:
            return "Draw up to 3 cards (empty hand)"
        return "Draw a card instead of playing (O2)"
    if kind is ActionKind.PASS:
        if view["phase"] == "trade":
            return "No trade: pass"
        return "No swap: keep your 3UP as it is"
    if kind is ActionKind.TRADE:
        give, take = action.cards
        return f"Trade your {card_str(give)} for {names[action.n]}'s 3UP {card_str(take)} (O5)"
    give, take = action.cards
    return f"Swap: {card_str(give)} goes face up, your 3UP {card_str(take)} into your hand (O6)"


def prompt(view: View, name: str) -> str:
    """What the viewing seat, whose turn it is, is asked to decide."""
    phase = view["phase"]
    if phase == "setup":
        return f"{name}, choose your 3UP"
    if phase == "trade":
        return f"{name}, trade for a 3UP card? (O5)"
    if phase == "swap":
        return f"{name}, four of a colour: swap? (O6)"
    owed = view["owed"]
    if owed:
        more = "one more action" if owed == 1 else f"{_count(owed)} more actions"
        return f"{name}, {more} to take"
    pile = view["pile"]
    if not pile:
        return f"{name}, your turn: the pile is empty"
    return f"{name}, your turn: {pile[-1]} on the pile"
