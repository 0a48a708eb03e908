"""Full states consistent with what one seat knows (determinization for search bots).

A search bot sees only its seat's view. To look ahead it deals the cards it cannot see
(the others' hands beyond what they were seen to pick up, every 3DOWN card, the draw
pile, and during setup the others' 3UP choices) at random among the places it cannot
see into, keeping every count. OpenSpiel calls this ``resample_from_infostate``.

>>> import random
>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=3), seed=4)
>>> view = state.view(1)
>>> guess = sample_state(view, random.Random(0))
>>> guess.view(1) == view
True
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from threeup.cards import parse_card
from threeup.engine import action_table
from threeup.errors import ThreeUpError
from threeup.rules import Rules
from threeup.state import Phase, State
from threeup.views import PHASE_NAMES, View, result_from_json


class Determinizer:
    """Prepared once from a view; :meth:`sample` then deals the hidden cards quickly."""

    __slots__ = ("_base", "_pool", "_slots", "_swap_pending", "seat")

    def __init__(self, view: View) -> None:
        seat = view["seat"]
        if seat is None:
            raise ThreeUpError("a spectator view cannot be sampled from; give a seat's view")
        self.seat: int = seat
        rules = Rules.from_json(view["rules"])
        n = view["players"]
        seats: list[dict[str, Any]] = view["seats"]
        phase = Phase(PHASE_NAMES.index(view["phase"]))
        base = State.__new__(State)
        base.rules = rules
        base.table = action_table(rules)
        base.n = n
        base.hands = [[] for _ in range(n)]
        base.up = [[] for _ in range(n)]
        base.down = [[] for _ in range(n)]
        base.known = [sorted(parse_card(c) for c in s["known"]) for s in seats]
        base.pile = [parse_card(c) for c in view["pile"]]
        base.removed = [parse_card(c) for c in view["removed"]]
        base.draw = []
        base.out = [bool(s["out"]) for s in seats]
        base.placings = list(view["placings"])
        base.phase = phase
        base.to_move = view["to_move"]
        base.direction = view["direction"]
        base.owed = view["owed"]
        base.start = view["start"]
        base.turn = view["turn"]
        base.step = view["step"]
        base.sources = None
        base.result = result_from_json(view["result"], n) if view["result"] else None
        base._legal = None

        seen: Counter[int] = Counter(base.pile) + Counter(base.removed)
        slots: list[tuple[int, int, int]] = []  # (place, seat, hidden count)
        for s, info in enumerate(seats):
            if s == seat:
                base.hands[s] = sorted(parse_card(c) for c in info["hand"])
                seen.update(base.hands[s])
            else:
                seen.update(base.known[s])
                slots.append((_HAND, s, info["hand_count"] - len(info["known"])))
            if info["up"] is None:
                slots.append((_UP, s, info["up_count"]))
            else:
                base.up[s] = sorted(parse_card(c) for c in info["up"])
                seen.update(base.up[s])
            slots.append((_DOWN, s, info["down_count"]))
        slots.append((_DRAW, -1, view["draw_count"]))
        pool = list((Counter(rules.deck.count_of()) - seen).elements())
        hidden = sum(count for _, _, count in slots)
        if hidden > len(pool) or seen - Counter(rules.deck.count_of()):
            raise ThreeUpError("the view holds more cards than the deck: it cannot be sampled")
        self._base = base
        self._pool = sorted(pool)
        self._slots = slots
        self._swap_pending = phase is Phase.SETUP and rules.swap_stacks

    def sample(self, rng: random.Random) -> State:
        """A full state: the hidden cards dealt at random, every count kept."""
        state = self._base.copy()
        pool = self._pool[:]
        rng.shuffle(pool)
        at = 0
        for place, s, count in self._slots:
            cards = pool[at : at + count]
            at += count
            if place == _HAND:
                hand = cards + state.known[s]
                hand.sort()
                state.hands[s] = hand
            elif place == _DOWN:
                state.down[s] = cards
            elif place == _UP:
                cards.sort()
                state.up[s] = cards
            else:
                state.draw = cards
        if self._swap_pending:
            order = list(range(state.n))
            rng.shuffle(order)
            state.sources = tuple(order)
        return state


_HAND, _UP, _DOWN, _DRAW = range(4)


def sample_state(view: View, rng: random.Random) -> State:
    """One full state consistent with ``view`` (a seat's view, not a spectator's)."""
    return Determinizer(view).sample(rng)
