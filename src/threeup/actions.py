"""Actions: every decision a player makes, and their one-line notation.

>>> a = parse_action("play 7g 7b")
>>> a.kind is ActionKind.PLAY, str(a)
(True, 'play 7g 7b')
>>> str(parse_action("flip 2")), str(parse_action("trade 3 5g Cb"))
('flip 2', 'trade 3 5g Cb')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from itertools import combinations

from threeup.cards import FIRST_CLEAR_RANK, card_str, parse_card
from threeup.errors import NotationError


class ActionKind(IntEnum):
    """What an action does."""

    UP = 0  #: choose the 3UP from the six dealt cards (S2)
    PLAY = 1  #: play one card or a multiple from the current source (T1, U2)
    PICKUP = 2  #: take the pile into the hand (T4, Q11, H1)
    FLIP = 3  #: turn over the N-th face-down card and play it if it is legal (U3)
    DRAW = 4  #: refill before an extra action (C2, Q6) or draw instead of playing (O2)
    PASS = 5  #: decline an O5 trade or an O6 swap
    TRADE = 6  #: O5: give a hand card for another player's 3UP card (Q14)
    SWAP = 7  #: O6: put a hand card into the 3UP in place of one taken into the hand


_WORDS = {
    ActionKind.UP: "up",
    ActionKind.PLAY: "play",
    ActionKind.PICKUP: "pickup",
    ActionKind.FLIP: "flip",
    ActionKind.DRAW: "draw",
    ActionKind.PASS: "pass",
    ActionKind.TRADE: "trade",
    ActionKind.SWAP: "swap",
}
_KIND_BY_WORD = {word: kind for kind, word in _WORDS.items()}
_FIXED_ARITY = {
    ActionKind.UP: 3,
    ActionKind.PICKUP: 0,
    ActionKind.DRAW: 0,
    ActionKind.PASS: 0,
    ActionKind.FLIP: 0,
    ActionKind.TRADE: 2,
    ActionKind.SWAP: 2,
}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``cards`` holds card codes; ``n`` the flip index or the trade seat.

    - ``up 7g 9b 10r``: ``cards`` are the three cards put face up.
    - ``play 7g 7b``: ``cards`` are played in the order written.
    - ``flip 2``: ``n`` is 1-based among the face-down cards left.
    - ``trade SEAT GIVE TAKE``: ``n`` is the other seat, ``cards`` is ``(give, take)``.
    - ``swap GIVE TAKE``: ``cards`` is ``(give, take)``: the hand card goes up.
    """

    kind: ActionKind
    cards: tuple[int, ...] = ()
    n: int = 0

    def __post_init__(self) -> None:
        kind = self.kind
        if not isinstance(kind, ActionKind):
            raise NotationError(f"{kind!r} is not an action kind")
        arity = _FIXED_ARITY.get(kind)
        count = len(self.cards)
        if (arity is not None and count != arity) or (kind is ActionKind.PLAY and not count):
            raise NotationError(
                f"{_WORDS[kind]} takes {arity or 'one or more'} card(s), not {count}"
            )
        for card in self.cards:
            if not isinstance(card, int) or not 4 <= card <= 54 or card & 3 == 3:
                raise NotationError(f"{card!r} is not a card code")
        if kind is ActionKind.FLIP and self.n < 1:
            raise NotationError("flip N counts the face-down cards from 1")
        if kind is ActionKind.TRADE and self.n < 0:
            raise NotationError("trade names a seat numbered from 0")
        if self.n and kind is not ActionKind.FLIP and kind is not ActionKind.TRADE:
            raise NotationError(f"{_WORDS[kind]} takes no number")

    def __str__(self) -> str:
        word = _WORDS[self.kind]
        if self.kind is ActionKind.FLIP:
            return f"{word} {self.n}"
        if self.kind is ActionKind.TRADE:
            return f"{word} {self.n} {card_str(self.cards[0])} {card_str(self.cards[1])}"
        if self.cards:
            return word + " " + " ".join(card_str(c) for c in self.cards)
        return word

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


PICKUP = Action(ActionKind.PICKUP)
DRAW = Action(ActionKind.DRAW)
PASS = Action(ActionKind.PASS)


def parse_action(text: str) -> Action:
    """Read one action in notation; raises :class:`NotationError` with the reason."""
    words = text.split()
    if not words:
        raise NotationError("an empty line is not an action")
    kind = _KIND_BY_WORD.get(words[0].lower())
    if kind is None:
        raise NotationError(f"{words[0]!r} is not an action: use one of {', '.join(_KIND_BY_WORD)}")
    args = words[1:]
    if kind is ActionKind.FLIP:
        if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= 9:
            raise NotationError("write flip N, N the face-down card to turn (1, 2 or 3)")
        return Action(kind, (), int(args[0]))
    if kind is ActionKind.TRADE:
        if len(args) != 3 or not args[0].isdigit():
            raise NotationError("write trade SEAT GIVE TAKE, e.g. trade 2 5g 10b")
        return Action(kind, (parse_card(args[1]), parse_card(args[2])), int(args[0]))
    if kind is ActionKind.PLAY:
        if not args:
            raise NotationError("play needs at least one card, e.g. play 7g")
    elif len(args) != _FIXED_ARITY[kind]:
        raise NotationError(f"{words[0]} takes {_FIXED_ARITY[kind]} card(s), not {len(args)}")
    return Action(kind, tuple(parse_card(a) for a in args))


class ActionTable:
    """Interned actions for one deck, so listing legal actions allocates nothing.

    A group key describes the cards of one rank in a sorted source: the rank and how many
    of each colour. ``plays(key)`` gives every play those cards allow: with colour
    irrelevant one per count (made of the first cards in sorted order), with O6 one per
    colour combination; Clear-type cards are always played alone (Q3).
    """

    __slots__ = ("_flips", "_ups", "colour_matters", "has_alternatives", "known_plays")

    def __init__(self, colour_matters: bool, has_alternatives: bool = False) -> None:
        self.colour_matters = colour_matters
        #: O2 or H1 is on: choices besides playing may be offered at any turn
        self.has_alternatives = has_alternatives
        #: group key -> plays, filled as groups are met (read directly on the hot path)
        self.known_plays: dict[int, tuple[Action, ...]] = {}
        self._ups: dict[tuple[int, ...], Action] = {}  # at most C(41, 3) three-card sets
        self._flips = tuple(
            tuple(Action(ActionKind.FLIP, (), i) for i in range(1, m + 1)) for m in range(10)
        )

    @staticmethod
    def group_key(rank: int, colours: list[int]) -> int:
        """The key of a group: rank and a count of each colour, five bits each."""
        key = rank << 15
        for colour in colours:
            key += 1 << (colour * 5)
        return key

    def plays(self, key: int) -> tuple[Action, ...]:
        """Every play made of the cards of one rank described by ``key``."""
        found = self.known_plays.get(key)
        if found is None:
            found = self.known_plays[key] = self._build_plays(key)
        return found

    def flips(self, count: int) -> tuple[Action, ...]:
        """``flip 1`` .. ``flip count``."""
        return self._flips[count]

    def ups(self, hand: list[int]) -> tuple[Action, ...]:
        """Every distinct choice of three cards of a six-card hand (S2)."""
        seen: dict[tuple[int, ...], Action] = {}
        interned = self._ups
        colour = self.colour_matters
        for combo in combinations(sorted(hand), 3):
            ident = combo if colour else (combo[0] >> 2, combo[1] >> 2, combo[2] >> 2)
            if ident not in seen:
                action = interned.get(combo)
                if action is None:
                    action = interned[combo] = Action(ActionKind.UP, combo)
                seen[ident] = action
        return tuple(seen.values())

    def _build_plays(self, key: int) -> tuple[Action, ...]:
        rank = key >> 15
        counts = [(key >> (5 * colour)) & 31 for colour in range(3)]
        base = rank << 2
        if rank >= FIRST_CLEAR_RANK:
            present = [base | colour for colour in range(3) if counts[colour]]
            if not self.colour_matters:
                present = present[:1]
            return tuple(Action(ActionKind.PLAY, (card,)) for card in present)
        if not self.colour_matters:
            ordered = [base | colour for colour in range(3) for _ in range(counts[colour])]
            return tuple(
                Action(ActionKind.PLAY, tuple(ordered[:k])) for k in range(1, len(ordered) + 1)
            )
        combos = [
            (g, b, r)
            for g in range(counts[0] + 1)
            for b in range(counts[1] + 1)
            for r in range(counts[2] + 1)
            if g + b + r
        ]
        combos.sort(key=lambda t: (sum(t), -t[0], -t[1]))
        return tuple(
            Action(ActionKind.PLAY, (base,) * g + (base | 1,) * b + (base | 2,) * r)
            for g, b, r in combos
        )
