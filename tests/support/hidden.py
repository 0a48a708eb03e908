"""Shuffle the cards a seat cannot see among the places it cannot see into."""

from __future__ import annotations

import random
from collections import Counter

from threeup import Phase, State


def shuffle_hidden(state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` in which every card hidden from ``seat`` (the others' hands
    except what was seen picked up, every 3DOWN card, the draw pile, any pending O5
    permutation) has been moved at random among those hidden places."""
    other = state.copy()
    pool: list[int] = []
    slots: list[tuple[str, int, int]] = []  # (place, seat, how many hidden cards)
    for s in range(state.n):
        if s != seat:
            unknown = list((Counter(state.hands[s]) - Counter(state.known[s])).elements())
            pool += unknown
            slots.append(("hand", s, len(unknown)))
            if state.phase is Phase.SETUP:  # Q19: the others' 3UP choices are still hidden
                pool += state.up[s]
                slots.append(("up", s, len(state.up[s])))
        pool += state.down[s]
        slots.append(("down", s, len(state.down[s])))
    pool += state.draw
    slots.append(("draw", -1, len(state.draw)))
    rng.shuffle(pool)
    at = 0
    for place, s, count in slots:
        cards = pool[at : at + count]
        at += count
        if place == "hand":
            other.hands[s] = sorted(state.known[s] + cards)
        elif place == "up":
            other.up[s] = sorted(cards)
        elif place == "down":
            other.down[s] = cards
        else:
            other.draw = cards
    if other.sources is not None:
        order = list(range(state.n))
        rng.shuffle(order)
        other.sources = tuple(order)
    other._legal = None
    return other
