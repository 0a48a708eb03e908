"""Observations: what one seat may know, as a flat ``int8`` array with a fixed layout.

The array holds only what :meth:`threeup.State.view` gives that seat (Q18): its own hand,
every 3UP (the others' only once all have chosen, Q19), counts of hands, 3DOWN cards and
the draw pile, the pile, the removed cards and the cards each player was seen to take
and still holds. Seats are relative to the observer: slot 0 is the observer, slot 1 the
next player to act after it in the current direction of play, and so on.

A *card block* is 39 counts, one per card: index ``3 * (rank - 1) + colour`` with ranks
1-10, 11 Clear, 12 Clear+1, 13 Clear+2 and colours 0 green, 1 blue, 2 red. The layout
(:attr:`ObservationEncoder.fields`) is tabled in docs/rl.md.

>>> from threeup import Rules, new_game
>>> encoder = ObservationEncoder(Rules(players=2))
>>> state = new_game(Rules(players=2), seed=1)
>>> obs = encoder.encode(state, 0)
>>> obs.dtype.name, obs.shape, int(obs[encoder.field("hand").slice].sum())
('int8', (308,), 6)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from threeup.rules import Rules
from threeup.state import Phase, State

#: counts in one card block: 13 ranks x 3 colours
CARD_BLOCK = 39
#: the largest value an int8 observation holds
INT8_MAX = 127
#: the observation's and the mask's dtype (passed as an object: faster than by keyword)
INT8 = np.dtype(np.int8)
_SLOT = [3 * ((code >> 2) - 1) + (code & 3) if code >= 4 else 0 for code in range(56)]
_SETUP = Phase.SETUP
#: where each field of a seat starts, from the seat's first field (see ``encode``)
_SEAT_OFFSETS = (0, 1, 40, 41, 42, 81, 82)


@dataclass(frozen=True, slots=True)
class Field:
    """One named part of the observation: ``size`` values from ``start``, each between 0
    and ``high``."""

    name: str
    start: int
    size: int
    high: int
    meaning: str

    @property
    def slice(self) -> slice:
        """The indices of the field in the observation."""
        return slice(self.start, self.start + self.size)


class ObservationEncoder:
    """Encodes a state as seen by one seat, for one rules set (the layout depends on the
    number of players only)."""

    __slots__ = (
        "_hand_slots",
        "_pile_slots",
        "_plans",
        "_removed_cache",
        "_removed_slots",
        "_scalar",
        "fields",
        "high",
        "rules",
        "size",
    )

    def __init__(self, rules: Rules) -> None:
        deck = rules.deck
        if deck.size > INT8_MAX:
            raise ValueError(
                f"the int8 observation counts up to {INT8_MAX} cards; this deck has {deck.size}"
            )
        self.rules = rules
        n = rules.players
        copies = [0] * CARD_BLOCK
        for code, count in deck.counts:
            copies[_SLOT[code]] = count
        rank_copies = max(sum(copies[3 * r : 3 * r + 3]) for r in range(13))
        fields: list[Field] = []
        highs: list[int] = []

        def add(name: str, size: int, high: int | list[int], meaning: str) -> Field:
            bounds = high if isinstance(high, list) else [high] * size
            start = len(highs)
            highs.extend(max(1, b) for b in bounds)  # never high == low (checkers warn)
            field = Field(name, start, size, max(bounds), meaning)
            fields.append(field)
            return field

        cards = deck.size
        hand = add("hand", CARD_BLOCK, copies, "the observer's hand: a card block")
        seat_fields: list[list[Field]] = []
        for k in range(n):
            who = "the observer" if k == 0 else f"the player {k} after the observer"
            seat_fields.append(
                [
                    add(f"seat{k}.hand_count", 1, cards, f"cards in the hand of {who}"),
                    add(f"seat{k}.up", CARD_BLOCK, copies, f"3UP of {who} (zeros while hidden)"),
                    add(f"seat{k}.up_count", 1, 3, f"3UP cards of {who}"),
                    add(f"seat{k}.down_count", 1, 3, f"3DOWN cards of {who}"),
                    add(f"seat{k}.known", CARD_BLOCK, copies, f"cards {who} was seen to take"),
                    add(f"seat{k}.place", 1, n, f"place of {who} once out (O1), else 0"),
                    add(f"seat{k}.to_move", 1, 1, f"1 if {who} is to act"),
                ]
            )
        pile = add("pile", CARD_BLOCK, copies, "the discard pile: a card block")
        top = add("pile.top_rank", 13, 1, "one-hot rank of the top card (none: empty pile)")
        add("pile.size", 1, cards, "cards in the pile")
        add("pile.run", 1, rank_copies, "cards of the top rank in a row on top (T6)")
        add("pile.colour_run", 1, cards, "cards of the top colour in a row on top (O6)")
        removed = add("removed", CARD_BLOCK, copies, "cards out of the game: a card block")
        add("draw_count", 1, cards, "cards in the draw pile")
        phase = add("phase", 5, 1, "one-hot: setup, trade, play, swap, over")
        add("owed", 1, INT8_MAX, "extra actions owed this turn (C2, C3)")
        add("reversed", 1, 1, "1 when play runs against seat order (O3)")
        add("turn", 1, 100, "turns played, in percent of the turn limit (Q17)")
        self.fields = tuple(fields)
        self.size = len(highs)
        self.high = np.array(highs, dtype=np.int8)
        self._hand_slots = _slots(hand.start)
        blocks = [(f[0].start, _slots(f[1].start), _slots(f[4].start)) for f in seat_fields]
        # by observer (then by observer + n when play is reversed), each relative slot's
        # absolute seat with where its fields go
        self._plans = [
            [((seat + k * step) % n, *blocks[k]) for k in range(n)]
            for step in (1, -1)
            for seat in range(n)
        ]
        self._pile_slots = _slots(pile.start)
        self._removed_slots = _slots(removed.start)
        # the removed cards only ever grow during a game: their block is kept between
        # calls and extended (the list itself is held, so its identity stays its own)
        self._removed_cache: tuple[list[int], int, bytearray] = ([], 0, bytearray(CARD_BLOCK))
        self._scalar = (top.start, removed.start + CARD_BLOCK, phase.start)
        offsets = [f.start - f0[0].start for f0 in seat_fields[:1] for f in f0]
        if offsets != list(_SEAT_OFFSETS):  # encode() writes a seat's fields at these
            raise AssertionError(f"seat fields moved: {offsets}")

    def field(self, name: str) -> Field:
        """The field called ``name`` (``hand``, ``seat1.up``, ``pile.run``, ...)."""
        for field in self.fields:
            if field.name == name:
                return field
        raise KeyError(f"no observation field {name!r}")

    def relative_seats(self, state: State, seat: int) -> list[int]:
        """The absolute seat in each relative slot: the observer, then the players after
        it in the current direction of play."""
        n = state.n
        step = state.direction
        return [(seat + k * step) % n for k in range(n)]

    def encode(self, state: State, seat: int) -> NDArray[np.int8]:
        """The observation of ``seat``: a new ``int8`` array of :attr:`size` values."""
        buf = bytearray(self.size)
        slots = self._hand_slots
        for card in state.hands[seat]:
            buf[slots[card]] += 1
        step = state.direction
        hands = state.hands
        ups = state.up
        known = state.known
        downs = state.down
        out = state.out
        to_move = state.to_move
        hide_up = state.phase is _SETUP
        for s, base, up_slots, known_slots in self._plans[seat if step > 0 else seat + state.n]:
            buf[base] = len(hands[s])
            up = ups[s]
            if up:
                if not hide_up or s == seat:
                    for card in up:
                        buf[up_slots[card]] += 1
                buf[base + 40] = len(up)
            buf[base + 41] = len(downs[s])
            seen = known[s]
            if seen:
                for card in seen:
                    buf[known_slots[card]] += 1
            if out[s]:
                buf[base + 81] = state.placings.index(s) + 1
            if s == to_move:
                buf[base + 82] = 1
        pile = state.pile
        top, after_removed, phase = self._scalar
        if pile:
            slots = self._pile_slots
            for card in pile:
                buf[slots[card]] += 1
            last = pile[-1]
            buf[top + (last >> 2) - 1] = 1
            size = len(pile)
            buf[top + 13] = size
            rank = last >> 2
            run = 1
            while run < size and pile[-run - 1] >> 2 == rank:
                run += 1
            buf[top + 14] = run
            colour = last & 3
            run = 1
            while run < size and pile[-run - 1] & 3 == colour:
                run += 1
            buf[top + 15] = run
        removed = state.removed
        if removed:
            held, counted, block = self._removed_cache
            if held is not removed or counted > len(removed):
                block = bytearray(CARD_BLOCK)
                counted = 0
            if counted < len(removed):
                for card in removed[counted:]:
                    block[_SLOT[card]] += 1
                self._removed_cache = (removed, len(removed), block)
            start = after_removed - CARD_BLOCK
            buf[start:after_removed] = block
        buf[after_removed] = len(state.draw)
        buf[phase + state.phase] = 1
        buf[phase + 5] = state.owed
        buf[phase + 6] = step < 0
        buf[phase + 7] = 100 * state.turn // state.rules.turn_limit
        return np.frombuffer(buf, INT8)


def _slots(start: int) -> list[int]:
    """Card code -> index in the observation of a card block starting at ``start``."""
    return [start + slot for slot in _SLOT]
