"""A fast play policy on full states, for the rollouts of search bots.

It is the greedy heuristics (:mod:`threeup.bots.greedy`) made cheap: it reads the legal
actions of a (sampled) state directly instead of a view, and never allocates. It is used
only inside searches over determinized states, where every card is known by design.
"""

from __future__ import annotations

from threeup.actions import Action, ActionKind
from threeup.cards import FIRST_CLEAR_RANK
from threeup.state import State

_PLAY = ActionKind.PLAY
_DRAW = ActionKind.DRAW
_FLIP = ActionKind.FLIP
_UP = ActionKind.UP
_PASS = ActionKind.PASS
_PICKUP = ActionKind.PICKUP


def rollout_action(state: State, legal: tuple[Action, ...]) -> Action:
    """Greedy choice: the refill before an extra action, else the first face-down card,
    else the lowest numbered play with every copy, else the lowest Clear-type card,
    else a pick-up (or whatever is left)."""
    if len(legal) == 1:
        return legal[0]
    best = legal[0]
    best_key = 1000
    for action in legal:
        kind = action.kind
        if kind is _PLAY:
            rank = action.cards[0] >> 2
            key = rank * 8 - len(action.cards)
            if rank >= FIRST_CLEAR_RANK:
                key += 200
        elif kind is _FLIP:
            return action
        elif kind is _DRAW:
            if state.owed or not state.hands[state.to_move]:
                return action
            key = 850  # O2: drawing instead of playing is a last resort
        elif kind is _UP:
            key = -sum(action.cards)
        elif kind is _PASS:
            key = 799
        elif kind is _PICKUP:
            key = 900
        else:  # a trade or swap: worth it when the card taken outranks the card given
            give, take = action.cards
            key = 800 - 2 * ((take >> 2) - (give >> 2))
        if key < best_key:
            best_key = key
            best = action
    return best
