"""Legality and transitions: the only place that knows the rules of 3UP 3DOWN.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=2, start_seat=0), seed=42)
>>> while not state.is_over:
...     events = state.apply(state.legal_actions()[0])
>>> state.result.reason.value in ("won", "turn_limit")
True
"""

from __future__ import annotations

import random
from bisect import bisect_left, insort
from functools import lru_cache

from threeup.actions import DRAW, PASS, PICKUP, Action, ActionKind, ActionTable
from threeup.cards import FIRST_CLEAR_RANK, POINTS
from threeup.diagnose import explain_illegal
from threeup.errors import IllegalActionError
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
    Result,
    Reversed,
    Source,
    StacksSwapped,
    Swapped,
    Traded,
    UpRevealed,
    WentOut,
)
from threeup.rules import Rules
from threeup.state import Phase, State

_PLAY = Phase.PLAY
_EMPTY: tuple[Action, ...] = ()
_ONLY_DRAW = (DRAW,)
_ONLY_PICKUP = (PICKUP,)
_DRAW_OR_PICKUP = (DRAW, PICKUP)
_COLOUR_WEIGHT = (1, 1 << 5, 1 << 10)  # one colour's count in a group key (ActionTable)
_new = tuple.__new__  # makes an event tuple without the NamedTuple's Python-level __new__
_HAND = Source.HAND
_UP = Source.UP
_DOWN = Source.DOWN


@lru_cache(maxsize=64)
def action_table(rules: Rules) -> ActionTable:
    """The interned actions shared by every game under these rules."""
    return ActionTable(rules.colour_matters, rules.draw_instead or rules.voluntary_pickup)


def new_game(rules: Rules, seed: int) -> State:
    """Shuffle and deal a new game (S1-S4). The same rules and seed give the same deal.

    >>> from threeup import Rules
    >>> a, b = new_game(Rules(), seed=5), new_game(Rules(), seed=5)
    >>> a == b, len(a.hands[0]), len(a.down[0]), len(a.draw)
    (True, 6, 3, 48)
    """
    rng = random.Random(seed)
    ordered = rules.deck.cards()
    keys = [rng.random() for _ in ordered]  # a uniform shuffle, faster than rng.shuffle
    deck: list[int] = [ordered[i] for i in sorted(range(len(ordered)), key=keys.__getitem__)]
    n = rules.players
    start = rules.start_seat if rules.start_seat is not None else rng.randrange(n)
    sources = None
    if rules.swap_stacks:
        order = list(range(n))
        rng.shuffle(order)
        sources = tuple(order)
    state = State.__new__(State)
    state.rules = rules
    state.table = action_table(rules)
    state.n = n
    state.down = [deck[3 * i : 3 * i + 3] for i in range(n)]
    base = 3 * n
    state.hands = [sorted(deck[base + 6 * i : base + 6 * i + 6]) for i in range(n)]
    state.draw = deck[base + 6 * n :]
    state.up = [[] for _ in range(n)]
    state.pile = []
    state.removed = []
    state.known = [[] for _ in range(n)]
    state.out = [False] * n
    state.placings = []
    state.phase = Phase.SETUP
    state.to_move = start
    state.direction = 1
    state.owed = 0
    state.start = start
    state.turn = 0
    state.step = n
    state.sources = sources
    state.result = None
    state._legal = None
    return state


def legal_actions(state: State, seat: int | None = None) -> tuple[Action, ...]:
    """Every action the seat to move may take; cached until the next :func:`apply`.

    Given a ``seat`` that is not to move, the answer is empty: only the seat to move
    ever has actions.
    """
    if seat is not None and seat != state.to_move:
        return _EMPTY
    legal = state._legal
    if legal is None:
        phase = state.phase
        if phase is _PLAY:
            legal = _play_actions(state)
        elif phase is Phase.SETUP:
            legal = state.table.ups(state.hands[state.to_move])
        elif phase is Phase.TRADE:
            legal = _trade_actions(state)
        elif phase is Phase.SWAP:
            legal = _swap_actions(state)
        else:
            legal = _EMPTY
        state._legal = legal
    return legal


def _play_actions(state: State) -> tuple[Action, ...]:
    seat = state.to_move
    hand = state.hands[seat]
    pile = state.pile
    if hand:
        source = hand
    elif state.draw:
        return _ONLY_DRAW  # Q20: an empty hand refills before it can act
    elif state.up[seat]:
        source = state.up[seat]
    else:
        flips = list(state.table.flips(len(state.down[seat])))
        _add_alternatives(state, flips, hand, pile)
        return tuple(flips)
    acts: list[Action] = []
    table = state.table
    known_plays = table.known_plays
    i = bisect_left(source, pile[-1] & ~3) if pile else 0
    size = len(source)
    while i < size:
        card = source[i]
        rank = card >> 2
        key = (rank << 15) + _COLOUR_WEIGHT[card & 3]
        i += 1
        while i < size:
            card = source[i]
            if card >> 2 != rank:
                break
            key += _COLOUR_WEIGHT[card & 3]
            i += 1
        group = known_plays.get(key)
        acts += group if group is not None else table.plays(key)
    if not acts:
        if state.owed and len(hand) < 3 and state.draw:
            return _DRAW_OR_PICKUP  # Q6: the refill may bring a playable card
        return _ONLY_PICKUP  # T4, C4, Q9
    if state.owed or table.has_alternatives:
        _add_alternatives(state, acts, hand, pile)
    return tuple(acts)


def _add_alternatives(state: State, acts: list[Action], hand: list[int], pile: list[int]) -> None:
    """The choices besides playing: the refill before an extra action (C2, C3, Q6), O2's
    draw instead of playing (Q11) and H1's voluntary pick-up."""
    if state.owed:  # an owed extra action must be taken (C2, Q21, Q32)
        if 0 < len(hand) < 3 and state.draw:
            acts.append(DRAW)
        return
    rules = state.rules
    if rules.draw_instead:
        if state.draw:
            acts.append(DRAW)
        elif pile:
            acts.append(PICKUP)
    if rules.voluntary_pickup and pile and PICKUP not in acts:
        acts.append(PICKUP)


def _trade_actions(state: State) -> tuple[Action, ...]:
    seat = state.to_move
    hand = state.hands[seat]
    colour = state.table.colour_matters
    seen: dict[tuple[int, int, int], Action] = {}
    for other in range(state.n):
        if other == seat:
            continue
        for give in hand:
            for take in state.up[other]:
                ident = (other, give, take) if colour else (other, give >> 2, take >> 2)
                if ident[1] != ident[2] and ident not in seen:
                    seen[ident] = Action(ActionKind.TRADE, (give, take), other)
    return (*seen.values(), PASS)


def _swap_actions(state: State) -> tuple[Action, ...]:
    seat = state.to_move
    seen: dict[tuple[int, int], Action] = {}
    for give in state.hands[seat]:
        for take in state.up[seat]:
            if give != take and (give, take) not in seen:
                seen[give, take] = Action(ActionKind.SWAP, (give, take))
    return (*seen.values(), PASS)


def apply(state: State, action: Action, seat: int | None = None) -> list[Event]:
    """Apply ``action`` for the seat to move; return the events.

    An illegal action raises :class:`IllegalActionError` naming the rule that forbids
    it, and the state is left exactly as it was. Given a ``seat``, the action is refused
    unless that seat is the one to move.
    """
    if seat is not None and seat != state.to_move:
        raise IllegalActionError(f"it is seat {state.to_move}'s turn, not seat {seat}'s", "S5")
    legal = state._legal
    if legal is None:
        legal = legal_actions(state)
    for listed in legal:  # by identity first: the usual caller passes a listed action
        if listed is action:
            break
    else:
        action = _equivalent(state, legal, action)
    state._legal = None
    kind = action.kind
    if kind is ActionKind.PLAY:
        return _play(state, action.cards)
    if kind is ActionKind.PICKUP:
        events: list[Event] = []
        _pick_up(state, state.to_move, 0, events)
        return events
    if kind is ActionKind.FLIP:
        return _flip(state, action.n)
    if kind is ActionKind.DRAW:
        return _draw(state)
    if kind is ActionKind.UP:
        return _choose_up(state, action.cards)
    if kind is ActionKind.PASS:
        return _pass(state)
    if kind is ActionKind.TRADE:
        return _trade(state, action.n, action.cards[0], action.cards[1])
    return _swap(state, action.cards[0], action.cards[1])


def _equivalent(state: State, legal: tuple[Action, ...], action: Action) -> Action:
    """The legal action that ``action`` stands for, or raise.

    Where colour cannot matter (O6 off) a play, a 3UP choice or a trade may name any
    cards of the listed ranks; the named cards are used when the player holds them.
    Under O6 a multiple may be written in any order; it goes onto the pile in the listed
    order, green then blue then red (Q24).
    """
    if not isinstance(action, Action):
        raise IllegalActionError(f"{action!r} is not an Action", "T1")
    for listed in legal:
        if listed == action:
            return listed
    kind = action.kind
    if kind in (ActionKind.PLAY, ActionKind.UP, ActionKind.TRADE, ActionKind.SWAP):
        colour = state.table.colour_matters
        wanted = _signature(action, colour)
        for candidate in legal:
            if candidate.kind is kind and _signature(candidate, colour) == wanted:
                if not colour and _holds(state, action):
                    return action  # colour cannot matter: the named cards are used
                return candidate  # under O6 a multiple is laid in its listed order (Q24)
    raise IllegalActionError(*explain_illegal(state, action))


def _signature(action: Action, colour: bool) -> tuple[int, ...]:
    if action.kind is ActionKind.PLAY or action.kind is ActionKind.UP:
        cards = sorted(action.cards)
        return tuple(cards) if colour else tuple(c >> 2 for c in cards)
    cards = list(action.cards)
    return (action.n, *(cards if colour else (c >> 2 for c in cards)))


def _holds(state: State, action: Action) -> bool:
    seat = state.to_move
    if action.kind is ActionKind.PLAY:
        hand = state.hands[seat]
        source = list(hand if hand else state.up[seat])
    elif action.kind is ActionKind.UP:
        source = list(state.hands[seat])
    elif action.kind is ActionKind.TRADE:
        return action.cards[0] in state.hands[seat] and action.cards[1] in state.up[action.n]
    else:
        return action.cards[0] in state.hands[seat] and action.cards[1] in state.up[seat]
    for card in action.cards:
        if card not in source:
            return False
        source.remove(card)
    return True


# --- the play phase ---------------------------------------------------------------


def _play(state: State, cards: tuple[int, ...]) -> list[Event]:
    seat = state.to_move
    hand = state.hands[seat]
    if hand:
        if len(cards) == 1:
            hand.remove(cards[0])
        else:
            for card in cards:
                hand.remove(card)
        known = state.known[seat]
        if known:
            for card in cards:
                if card in known:
                    known.remove(card)
        events: list[Event] = [_new(Played, (seat, cards, _HAND))]
    else:
        up = state.up[seat]
        for card in cards:
            up.remove(card)
        events = [_new(Played, (seat, cards, _UP))]
    state.pile += cards
    _after_play(state, seat, cards, events)
    return events


def _after_play(state: State, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    """What a play sets off: clears (C1-C3), direction (O3), burns (T6, Q4), the O6
    offer, the end of the turn or the next owed action (Q5, Q10)."""
    rank = cards[0] >> 2
    owed = state.owed
    if owed:
        owed -= 1
    pile = state.pile
    if rank >= FIRST_CLEAR_RANK:
        events.append(Cleared(seat, tuple(pile), ClearCause.CLEAR))
        state.removed += pile
        pile.clear()
        owed = 0 if rank == FIRST_CLEAR_RANK else owed + rank - FIRST_CLEAR_RANK
    else:
        if rank == 1 and state.rules.ones_reverse and state.n - len(state.placings) > 2:
            state.direction = -state.direction
            events.append(Reversed(state.direction))
        if len(pile) >= 3 and pile[-3] >> 2 == rank:
            events.append(Cleared(seat, tuple(pile), ClearCause.BURN))
            state.removed += pile
            pile.clear()
            owed = 0
        elif (
            state.rules.colour_swap
            and state.hands[seat]
            and state.up[seat]
            and _colour_run_reaches_four(pile, len(cards))
        ):
            state.owed = owed
            state.phase = Phase.SWAP
            return
    state.owed = owed
    if owed:
        if not (state.hands[seat] or state.up[seat] or state.down[seat] or state.draw):
            _end_turn(state, seat, False, events)  # Q10: out at once
        return
    _end_turn(state, seat, True, events)


def _colour_run_reaches_four(pile: list[int], played: int) -> bool:
    """Q15: did a run of one colour on the pile reach four with one of the cards just
    played (the last ``played`` cards)?"""
    first = len(pile) - played
    colour = -1
    run = 0
    i = first - 1
    if i >= 0:
        colour = pile[i] & 3
        while i >= 0 and pile[i] & 3 == colour:
            run += 1
            i -= 1
    for card in pile[first:]:
        if card & 3 == colour:
            run += 1
        else:
            colour = card & 3
            run = 1
        if run == 4:
            return True
    return False


def _pick_up(state: State, seat: int, hidden: int, events: list[Event]) -> None:
    """T4: the pile goes into the hand and the turn ends, with no refill (Q22)."""
    pile = state.pile
    hand = state.hands[seat]
    hand.extend(pile)
    hand.sort()
    known = state.known[seat]
    known.extend(pile)
    known.sort()
    events.append(PickedUp(seat, tuple(pile), hidden))
    pile.clear()
    state.owed = 0
    _end_turn(state, seat, False, events)


def _flip(state: State, index: int) -> list[Event]:
    seat = state.to_move
    card = state.down[seat].pop(index - 1)
    pile = state.pile
    if not pile or card >> 2 >= pile[-1] >> 2:
        pile.append(card)
        events: list[Event] = [Flipped(seat, index, card, True), Played(seat, (card,), _DOWN)]
        _after_play(state, seat, (card,), events)
        return events
    events = [Flipped(seat, index, card, False)]
    insort(state.hands[seat], card)
    _pick_up(state, seat, 1, events)  # U4, C4
    return events


def _draw(state: State) -> list[Event]:
    seat = state.to_move
    hand = state.hands[seat]
    if state.owed or not hand:
        events: list[Event] = []
        _refill(state, seat, events)  # C2, C3, Q6, Q20
        return events
    card = state.draw.pop()  # O2: draw one card instead of playing (Q11)
    insort(hand, card)
    events = [Drew(seat, 1, (card,))]
    _end_turn(state, seat, False, events)
    return events


def _refill(state: State, seat: int, events: list[Event]) -> None:
    hand = state.hands[seat]
    draw = state.draw
    got = []
    while len(hand) < 3 and draw:
        card = draw.pop()
        got.append(card)
        insort(hand, card)
    if got:
        events.append(_new(Drew, (seat, len(got), tuple(got))))


def _end_turn(state: State, seat: int, refill: bool, events: list[Event]) -> None:
    """T5 refill, W1/Q16 going out, Q17 turn limit, then the next seat in the direction."""
    hand = state.hands[seat]
    if refill and len(hand) < 3 and state.draw:
        if len(hand) == 2:
            card = state.draw.pop()
            insort(hand, card)
            events.append(_new(Drew, (seat, 1, (card,))))
        else:
            _refill(state, seat, events)
    turn = state.turn = state.turn + 1
    if not hand and not state.up[seat] and not state.down[seat]:
        _go_out(state, seat, events)
        if state.phase is Phase.OVER:
            return
    if turn >= state.rules.turn_limit:
        _finish(state, EndReason.TURN_LIMIT, events)
        return
    out = state.out
    step = state.direction
    n = state.n
    nxt = (seat + step) % n
    while out[nxt]:
        nxt = (nxt + step) % n
    state.to_move = nxt
    state.owed = 0
    state.phase = _PLAY


def _go_out(state: State, seat: int, events: list[Event]) -> None:
    state.out[seat] = True
    state.placings.append(seat)
    events.append(WentOut(seat, len(state.placings)))
    if not state.rules.placings:
        _finish(state, EndReason.WON, events)
        return
    left = [s for s in range(state.n) if not state.out[s]]
    if len(left) == 1:
        state.out[left[0]] = True
        state.placings.append(left[0])
        events.append(WentOut(left[0], len(state.placings)))
        _finish(state, EndReason.PLACED, events)


def _finish(state: State, reason: EndReason, events: list[Event]) -> None:
    result = Result(
        reason=reason,
        winner=state.placings[0] if state.placings else None,
        placings=tuple(state.placings),
        scores=tuple(score(state, seat) for seat in range(state.n)) if state.rules.scoring else (),
        turns=state.turn,
    )
    state.result = result
    state.phase = Phase.OVER
    state.owed = 0
    events.append(GameOver(result))


def score(state: State, seat: int) -> int:
    """O4 points of every card ``seat`` still holds: hand, 3UP and 3DOWN (Q13)."""
    cards = state.hands[seat] + state.up[seat] + state.down[seat]
    return sum(POINTS[c >> 2] for c in cards)


# --- setup, trades and swaps --------------------------------------------------------


def _choose_up(state: State, cards: tuple[int, ...]) -> list[Event]:
    seat = state.to_move
    hand = state.hands[seat]
    for card in cards:
        hand.remove(card)
    state.up[seat] = sorted(cards)
    events: list[Event] = [ChoseUp(seat, tuple(sorted(cards)))]
    state.step -= 1
    if state.step:
        state.to_move = (seat + 1) % state.n
        return events
    events.append(UpRevealed(tuple(tuple(u) for u in state.up)))
    if state.sources is not None:
        sources = state.sources
        state.up = [state.up[s] for s in sources]
        state.down = [state.down[s] for s in sources]
        state.sources = None
        events.append(StacksSwapped(sources))
    state.to_move = state.start
    if state.rules.trade_up:
        state.phase = Phase.TRADE
        state.step = state.n
    else:
        state.phase = _PLAY
    return events


def _next_trader(state: State) -> None:
    state.step -= 1
    if state.step:
        state.to_move = (state.to_move + 1) % state.n
    else:
        state.phase = _PLAY
        state.to_move = state.start


def _trade(state: State, other: int, give: int, take: int) -> list[Event]:
    seat = state.to_move
    _exchange(state, seat, state.up[other], give, take)
    _next_trader(state)
    return [Traded(seat, other, give, take)]


def _exchange(state: State, seat: int, up: list[int], give: int, take: int) -> None:
    """Hand card ``give`` goes into ``up``; 3UP card ``take`` goes, seen by all, into the hand."""
    hand = state.hands[seat]
    hand.remove(give)
    insort(hand, take)
    up.remove(take)
    insort(up, give)
    known = state.known[seat]
    if give in known:
        known.remove(give)
    insort(known, take)


def _swap(state: State, give: int, take: int) -> list[Event]:
    seat = state.to_move
    _exchange(state, seat, state.up[seat], give, take)
    events: list[Event] = [Swapped(seat, give, take)]
    _resume_after_swap(state, seat, events)
    return events


def _pass(state: State) -> list[Event]:
    seat = state.to_move
    events: list[Event] = [Passed(seat)]
    if state.phase is Phase.TRADE:
        _next_trader(state)
    else:
        _resume_after_swap(state, seat, events)
    return events


def _resume_after_swap(state: State, seat: int, events: list[Event]) -> None:
    state.phase = _PLAY
    if not state.owed:
        _end_turn(state, seat, True, events)


def check_illegal(state: State, action: Action) -> None:
    """Raise :class:`IllegalActionError` if ``action`` is not legal; change nothing."""
    legal = legal_actions(state)
    if not any(listed is action for listed in legal):
        _equivalent(state, legal, action)


# The hot path: State's methods are these functions themselves, with no wrapper call.
State.legal_actions = legal_actions  # type: ignore[method-assign,assignment]
State.apply = apply  # type: ignore[method-assign,assignment]
