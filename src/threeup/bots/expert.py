"""``expert``: a card-counting heuristic that plays to make the next player pick up.

From its view it knows what each opponent was seen to pick up (and still holds), every
card that left the game, every 3UP, and so which cards are still unseen. For each play
it weighs what the cards cost against the chance that the next player cannot answer the
new top card, times the pile that player would then take:

- the next player's known cards decide at once when one of them answers;
- otherwise the chance that none of their unknown cards answers is hypergeometric over
  the unseen cards; a player on 3UP cards is read directly; a blind 3DOWN flip answers
  with the share of unseen cards that would;
- cards are worth more the higher they rank, Clear-type cards most (kept for need).

Setup, trades and swaps are chosen as ``greedy`` does.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from math import comb

from threeup.actions import Action
from threeup.bots.greedy import GreedyBot
from threeup.bots.seen import Seen
from threeup.cards import FIRST_CLEAR_RANK
from threeup.views import View


def card_cost(rank: int) -> float:
    """What playing one card of ``rank`` gives away: high cards answer more piles later."""
    if rank >= FIRST_CLEAR_RANK:
        return 14.0 + (rank - FIRST_CLEAR_RANK)
    return (rank * rank) / 8.0


def chance_none_answers(unseen: Counter[int], rank: int, hidden: int) -> float:
    """The chance that ``hidden`` cards drawn from the unseen cards hold nothing that may
    go on ``rank`` (nothing of that rank or higher, no Clear)."""
    total = sum(unseen.values())
    if hidden <= 0:
        return 1.0
    if total <= 0 or hidden > total:
        return 0.0
    answering = sum(n for card, n in unseen.items() if card >> 2 >= rank)
    return comb(total - answering, hidden) / comb(total, hidden)


def answers(cards: Sequence[int], rank: int) -> bool:
    """Whether any of ``cards`` may be played on ``rank``."""
    return any(card >> 2 >= rank for card in cards)


class ExpertBot(GreedyBot):
    """The card counter: greedy's choices but for which card(s) to play.
    ``pressure`` weighs a likely pick-up against the cards spent."""

    name = "expert"

    def __init__(
        self, seed: int, pressure: float = 3.0, burn: float = 0.0, shed: float = 0.5
    ) -> None:
        super().__init__(seed)
        self.pressure = pressure
        self.burn = burn
        self.shed = shed

    def choose_play(self, view: View, plays: Sequence[Action]) -> Action:
        """The play of the best :meth:`value`."""
        seen = Seen.of(view)
        return max(plays, key=lambda a: self.value(seen, a))

    def value(self, seen: Seen, action: Action) -> float:
        """How good a play is: the expected pick-up it forces minus what it spends."""
        cards = action.cards
        rank = cards[0] >> 2
        spent = card_cost(rank) - self.shed * (len(cards) - 1)
        pile = len(seen.pile) + len(cards)
        if rank >= FIRST_CLEAR_RANK:
            return -spent + self.burn * len(seen.pile)
        if seen.top == rank and seen.run_on_top() + len(cards) >= 3:
            return -spent + self.burn * len(seen.pile)
        if seen.owed > 1:
            return -spent  # the next action is ours again, and must answer this card
        block = self.block_chance(seen, rank)
        return -spent + self.pressure * block * pile

    def block_chance(self, seen: Seen, rank: int) -> float:
        """The chance that the next player cannot answer ``rank``."""
        nxt = seen.next_seat
        if nxt == seen.seat:
            return 0.0
        known = seen.known[nxt]
        if answers(known, rank):
            return 0.0
        hidden = seen.hand_counts[nxt] - len(known)
        if seen.hand_counts[nxt] or seen.draw_count:
            return chance_none_answers(seen.unseen(), rank, hidden)
        up = seen.ups[nxt]
        if up:
            return 0.0 if answers(up, rank) else 1.0
        return chance_none_answers(seen.unseen(), rank, 1) if seen.down_counts[nxt] else 0.0
