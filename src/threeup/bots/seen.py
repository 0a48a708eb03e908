"""What a bot's view says, as card codes: the parsing every heuristic bot needs.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=2, start_seat=0), seed=1)
>>> seen = Seen.of(state.view(0))
>>> len(seen.hand), seen.top, seen.next_seat
(6, 0, 1)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from threeup.cards import parse_card
from threeup.rules import Rules
from threeup.views import View


@dataclass(frozen=True, slots=True)
class Seen:
    """A seat's knowledge, parsed once per decision."""

    seat: int
    players: int
    hand: tuple[int, ...]
    ups: tuple[tuple[int, ...] | None, ...]
    known: tuple[tuple[int, ...], ...]
    hand_counts: tuple[int, ...]
    down_counts: tuple[int, ...]
    out: tuple[bool, ...]
    pile: tuple[int, ...]
    removed: tuple[int, ...]
    draw_count: int
    owed: int
    direction: int
    rules: Rules

    @staticmethod
    def of(view: View) -> Seen:
        """Parse a seat's view."""
        seats = view["seats"]
        seat = view["seat"]
        return Seen(
            seat=seat,
            players=view["players"],
            hand=tuple(parse_card(c) for c in seats[seat]["hand"]),
            ups=tuple(
                None if s["up"] is None else tuple(parse_card(c) for c in s["up"]) for s in seats
            ),
            known=tuple(tuple(parse_card(c) for c in s["known"]) for s in seats),
            hand_counts=tuple(s["hand_count"] for s in seats),
            down_counts=tuple(s["down_count"] for s in seats),
            out=tuple(s["out"] for s in seats),
            pile=tuple(parse_card(c) for c in view["pile"]),
            removed=tuple(parse_card(c) for c in view["removed"]),
            draw_count=view["draw_count"],
            owed=view["owed"],
            direction=view["direction"],
            rules=Rules.from_json(view["rules"]),
        )

    @property
    def top(self) -> int:
        """The rank on top of the pile (0 when it is empty)."""
        return self.pile[-1] >> 2 if self.pile else 0

    @property
    def next_seat(self) -> int:
        """The next seat still in the game after this one, in the direction of play."""
        seat = (self.seat + self.direction) % self.players
        while self.out[seat] and seat != self.seat:
            seat = (seat + self.direction) % self.players
        return seat

    def unseen(self) -> Counter[int]:
        """Cards this seat has not seen anywhere: the others' unknown hand cards, every
        3DOWN card and the draw pile (and, in setup, the others' 3UP choices)."""
        pool = Counter(self.rules.deck.count_of())
        pool.subtract(self.hand)
        pool.subtract(self.pile)
        pool.subtract(self.removed)
        for s in range(self.players):
            if s != self.seat:
                pool.subtract(self.known[s])
            up = self.ups[s]
            if up is not None:
                pool.subtract(up)
        return +pool

    def run_on_top(self) -> int:
        """How many cards of the top rank lie on top of the pile (T6 needs three)."""
        if not self.pile:
            return 0
        rank = self.pile[-1] >> 2
        run = 0
        for card in reversed(self.pile):
            if card >> 2 != rank:
                break
            run += 1
        return run
