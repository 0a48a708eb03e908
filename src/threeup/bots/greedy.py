"""``greedy``: the usual human heuristics.

- Choose the 3UP with the highest cards and the Clear cards (they wait the longest).
- Play the lowest rank that may be played, every copy of it at once.
- Keep Clear cards until nothing else can be played; then use a plain Clear first and
  keep Clear+1 and Clear+2 longest; after one, play the lowest cards on the empty pile.
- Take every optional draw before an extra action; never draw or pick up instead of
  playing (O2, H1); trade or swap (O5, O6) a low hand card for a higher 3UP card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from threeup.actions import Action, ActionKind
from threeup.cards import FIRST_CLEAR_RANK
from threeup.views import View

_UP = ActionKind.UP
_PLAY = ActionKind.PLAY
_FLIP = ActionKind.FLIP
_DRAW = ActionKind.DRAW
_PICKUP = ActionKind.PICKUP
_PASS = ActionKind.PASS


def card_value(card: int) -> int:
    """How much a card is worth keeping: its rank (Clear-type cards above every number)."""
    return card >> 2


def exchange_gain(action: Action) -> int:
    """What an O5 trade or O6 swap gains: the card taken into the hand minus the card given."""
    give, take = action.cards
    return card_value(take) - card_value(give)


def best_up(legal: Sequence[Action]) -> Action:
    """The 3UP choice of the highest cards (ties: the one with a pair, to play together)."""
    return max(legal, key=lambda a: (sum(card_value(c) for c in a.cards), -len(set(a.cards))))


def best_exchange(legal: Sequence[Action]) -> Action:
    """The trade or swap that gains the most, or ``pass`` when none gains."""
    exchanges = [a for a in legal if a.kind is not _PASS]
    best = max(exchanges, key=exchange_gain, default=None)
    if best is not None and exchange_gain(best) > 0:
        return best
    return next(a for a in legal if a.kind is _PASS)


def lowest_play(plays: Sequence[Action]) -> Action | None:
    """The lowest numbered play, with as many copies as possible; None if only Clears."""
    numbered = [a for a in plays if a.cards[0] >> 2 < FIRST_CLEAR_RANK]
    if not numbered:
        return None
    return min(numbered, key=lambda a: (a.cards[0] >> 2, -len(a.cards)))


def clear_choice(plays: Sequence[Action]) -> Action:
    """Which Clear-type card to use when nothing else can be played: the plain Clear
    first, keeping a Clear+1 or Clear+2 (measured: keeping them wins more games)."""
    return min(plays, key=lambda a: a.cards[0] >> 2)


class GreedyBot:
    """The greedy player; its only randomness is which face-down card it turns."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """Pick an action by the heuristics above."""
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind is _UP:
            return best_up(legal)
        if view["phase"] in ("trade", "swap"):
            return best_exchange(legal)
        return self.play(view, legal)

    def play(self, view: View, legal: Sequence[Action]) -> Action:
        """A play-phase decision."""
        kinds = {a.kind for a in legal}
        seats = view["seats"]
        me = seats[view["seat"]]
        if _DRAW in kinds and (view["owed"] or not me["hand_count"]):
            return next(a for a in legal if a.kind is _DRAW)  # the refill of Q6
        if _FLIP in kinds:
            flips = [a for a in legal if a.kind is _FLIP]
            return flips[self._rng.randrange(len(flips))]
        plays = [a for a in legal if a.kind is _PLAY]
        if not plays:
            return next(a for a in legal if a.kind is _PICKUP)
        return self.choose_play(view, plays)

    def choose_play(self, view: View, plays: Sequence[Action]) -> Action:
        """Which card(s) to play: the lowest rank, else the plain Clear first."""
        low = lowest_play(plays)
        if low is not None:
            return low
        return clear_choice(plays)
