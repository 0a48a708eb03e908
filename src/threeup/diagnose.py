"""Why an action is illegal: a message for the player and the rule point that forbids it.

Only runs on the error path, so it favours clarity over speed. Messages speak of the
acting player's own cards and of public cards only (Q18).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from threeup.actions import Action, ActionKind
from threeup.cards import FIRST_CLEAR_RANK, RANK_NAMES, card_str

if TYPE_CHECKING:
    from threeup.state import State


def explain_illegal(state: State, action: Action) -> tuple[str, str]:
    """``(message, rule)`` for an action that is not among the legal actions."""
    from threeup.state import Phase

    text = str(action)
    phase = state.phase
    if phase is Phase.OVER:
        return f"{text}: the game is over", "W1"
    kind = action.kind
    if phase is Phase.SETUP:
        if kind is not ActionKind.UP:
            return f"{text}: first choose your 3UP from your six cards, e.g. up 7g 9b 10r", "S2"
        return _explain_up(state, action)
    if kind is ActionKind.UP:
        return f"{text}: the 3UP is chosen once, at the start", "S2"
    if phase is Phase.TRADE:
        if kind is ActionKind.TRADE:
            return _explain_trade(state, action)
        return f"{text}: before the first play each player trades or passes", "Q14"
    if phase is Phase.SWAP:
        if kind is ActionKind.SWAP:
            return _explain_swap(state, action)
        return f"{text}: first swap a hand card for a 3UP card, or pass", "Q15"
    if kind is ActionKind.TRADE:
        rule = "Q14" if state.rules.trade_up else "O5"
        return f"{text}: trades happen only in one round before the first play", rule
    if kind is ActionKind.SWAP:
        return f"{text}: a swap is offered only after four cards of one colour in a row", "O6"
    if kind is ActionKind.PASS:
        return f"{text}: there is no trade or swap to decline; play or pick up", "T3"
    return _explain_turn(state, action)


def _explain_up(state: State, action: Action) -> tuple[str, str]:
    text = str(action)
    if len(action.cards) != 3:
        return f"{text}: choose exactly three cards", "S2"
    missing = _missing(state.hands[state.to_move], action.cards)
    if missing is not None:
        return f"{text}: you do not hold {card_str(missing)}", "S2"
    return f"{text}: not a choice of three of your six cards", "S2"


def _explain_trade(state: State, action: Action) -> tuple[str, str]:
    text = str(action)
    other = action.n
    if not 0 <= other < state.n or other == state.to_move:
        return f"{text}: trade with another seat, 0 to {state.n - 1}", "Q14"
    give, take = action.cards
    if give not in state.hands[state.to_move]:
        return f"{text}: you do not hold {card_str(give)}", "Q14"
    if take not in state.up[other]:
        return f"{text}: seat {other} has no {card_str(take)} in its 3UP", "Q14"
    return f"{text}: trading a card for one just like it changes nothing", "Q14"


def _explain_swap(state: State, action: Action) -> tuple[str, str]:
    text = str(action)
    give, take = action.cards
    seat = state.to_move
    if give not in state.hands[seat]:
        return f"{text}: you do not hold {card_str(give)}", "Q15"
    if take not in state.up[seat]:
        return f"{text}: your 3UP has no {card_str(take)}", "Q15"
    return f"{text}: swapping a card for one just like it changes nothing", "Q15"


def _explain_turn(state: State, action: Action) -> tuple[str, str]:
    text = str(action)
    seat = state.to_move
    hand = state.hands[seat]
    up = state.up[seat]
    rules = state.rules
    kind = action.kind
    pile = state.pile
    if not hand and state.draw:
        return f"{text}: your hand is empty and the draw pile is not: draw first", "Q20"
    if kind is ActionKind.DRAW:
        if not state.draw:
            if rules.draw_instead:
                return f"{text}: the draw pile is empty; pick up the pile instead", "Q11"
            return f"{text}: the draw pile is empty", "S3"
        if state.owed:
            return f"{text}: you may draw only up to three cards in hand", "Q6"
        if rules.draw_instead:
            return f"{text}: you cannot play, so you must pick up the pile", "T4"
        return f"{text}: you draw only after playing, or before an extra action", "T5"
    if kind is ActionKind.PICKUP:
        if not pile:
            return f"{text}: the pile is empty", "T4"
        if state.owed:
            return f"{text}: you owe an extra action and can play", "C2"
        return f"{text}: you can play, so you must", "T3"
    if kind is ActionKind.FLIP:
        if hand:
            return f"{text}: play your hand first", "U1"
        if up:
            return f"{text}: play all your 3UP cards before the 3DOWN", "U2"
        left = len(state.down[seat])
        return f"{text}: you have {left} face-down card(s) left, flip 1 to flip {left}", "U3"
    cards = action.cards
    if not cards:
        return f"{text}: name the cards to play", "T1"
    ranks = {c >> 2 for c in cards}
    if len(ranks) > 1:
        return f"{text}: a play is one card or several of the same number", "T1"
    rank = cards[0] >> 2
    if rank >= FIRST_CLEAR_RANK and len(cards) > 1:
        return f"{text}: a Clear-type card is always played alone", "Q3"
    if not hand and not up:
        return f"{text}: play your face-down cards blind with flip N", "U3"
    source = hand if hand else up
    missing = _missing(source, cards)
    if missing is not None:
        if hand and _missing(up, cards) is None:
            return f"{text}: the 3UP is played only when hand and draw pile are empty", "U1"
        if hand and not set(cards) - set(hand + up):
            return f"{text}: one play takes cards from one source only", "Q8"
        where = "hand" if hand else "3UP"
        return f"{text}: your {where} holds no {card_str(missing)}", "T1"
    top = pile[-1] >> 2 if pile else 0
    if rank < top:
        return (
            f"{text}: a {RANK_NAMES[rank]} cannot go on a {RANK_NAMES[top]}; "
            "play a card equal to or higher than the top of the pile",
            "T1",
        )
    return f"{text}: not a legal play here", "T1"


def _missing(source: list[int], cards: tuple[int, ...]) -> int | None:
    """The first card of ``cards`` that ``source`` cannot supply, or None."""
    pool = list(source)
    for card in cards:
        if card not in pool:
            return card
        pool.remove(card)
    return None
