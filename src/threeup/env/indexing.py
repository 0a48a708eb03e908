"""The fixed discrete action space: every action of the engine has exactly one index.

The space depends on the rules only (players, deck, O5 trades, O6 colour swaps), never
on the position. Its sections follow :class:`~threeup.actions.ActionKind`: ``up``,
``play``, ``pickup``, ``flip``, ``draw``, then ``pass``, ``trade`` and ``swap`` where
the rules allow them. Where colour cannot matter (O6 off) a card is known by its rank,
as the engine lists it; under O6 by its exact card. A trade names the other seat
relative to the trader (+1 is the next seat clockwise). See docs/rl.md.

>>> from threeup import Rules, new_game
>>> index = ActionIndex(Rules(players=2))
>>> index.size, [(s.kind.name, s.size) for s in index.sections][:2]
(520, [('UP', 442), ('PLAY', 73)])
>>> state = new_game(Rules(players=2), seed=1)
>>> legal = index.legal_indices(state)
>>> len(legal) == len(state.legal_actions())
True
>>> index.describe(index.index(state.legal_actions()[0], state.to_move))
'up 4 4 5'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement

from threeup.actions import DRAW, PASS, PICKUP, Action, ActionKind
from threeup.cards import FIRST_CLEAR_RANK, RANK_TEXT, card_str
from threeup.env.errors import IllegalIndexError
from threeup.rules import Rules
from threeup.state import State

_UP = int(ActionKind.UP)
_PLAY = int(ActionKind.PLAY)
_PICKUP = int(ActionKind.PICKUP)
_FLIP = int(ActionKind.FLIP)
_DRAW = int(ActionKind.DRAW)
_PASS = int(ActionKind.PASS)
_TRADE = int(ActionKind.TRADE)
_SWAP = int(ActionKind.SWAP)
#: kinds whose listed actions are interned by the engine and whose index does not depend
#: on the seat: their index may be remembered by the action object's identity
_CACHEABLE = frozenset(
    (
        ActionKind.UP,
        ActionKind.PLAY,
        ActionKind.PICKUP,
        ActionKind.FLIP,
        ActionKind.DRAW,
        ActionKind.PASS,
    )
)
#: the most face-down cards a seat holds (S1; positions are checked to hold no more)
MAX_DOWN = 3

Key = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Section:
    """The indices ``start`` to ``stop - 1`` hold the actions of one kind."""

    kind: ActionKind
    start: int
    stop: int

    @property
    def size(self) -> int:
        """How many indices the section holds."""
        return self.stop - self.start


class ActionIndex:
    """Maps the engine's actions to indices ``0 .. size - 1`` and back, for one rules set.

    Build it once per rules (:func:`action_index` caches it). ``index`` and ``action``
    are inverse on the actions of the space (``action`` gives the canonical action of an
    index, which the engine accepts as the listed one); ``legal_indices`` lists the
    indices of the legal actions of the seat to move, in the engine's order.
    """

    __slots__ = (
        "_by_id",
        "_codes",
        "_index",
        "_keep",
        "_keys",
        "colour_matters",
        "players",
        "rules",
        "sections",
        "size",
    )

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.players = rules.players
        colour = self.colour_matters = rules.colour_matters
        counts = rules.deck.count_of()
        copies: Counter[int] = Counter()  # type (rank, or code under O6) -> copies
        codes: dict[int, list[int]] = {}  # type -> its codes, sorted, one per copy
        for code in sorted(counts):
            kind = code if colour else code >> 2
            copies[kind] += counts[code]
            codes.setdefault(kind, []).extend([code] * counts[code])
        self._codes = codes
        types = sorted(copies)
        keys: list[Key] = []
        sections: list[Section] = []

        def section(kind: ActionKind, new: Sequence[Key]) -> None:
            sections.append(Section(kind, len(keys), len(keys) + len(new)))
            keys.extend(new)

        ups: list[Key] = []
        for combo in combinations_with_replacement(types, 3):
            if all(combo.count(t) <= copies[t] for t in combo):
                ups.append((_UP, *combo))
        section(ActionKind.UP, ups)
        section(ActionKind.PLAY, self._play_keys(counts))
        section(ActionKind.PICKUP, [(_PICKUP,)])
        section(ActionKind.FLIP, [(_FLIP, n) for n in range(1, MAX_DOWN + 1)])
        section(ActionKind.DRAW, [(_DRAW,)])
        if rules.trade_up or rules.colour_swap:
            section(ActionKind.PASS, [(_PASS,)])
        if rules.trade_up:
            trades = [
                (_TRADE, rel, give, take)
                for rel in range(1, self.players)
                for give in types
                for take in types
                if give != take
            ]
            section(ActionKind.TRADE, trades)
        if rules.colour_swap:
            swaps = [(_SWAP, give, take) for give in types for take in types if give != take]
            section(ActionKind.SWAP, swaps)
        self._keys = tuple(keys)
        self._index = {key: i for i, key in enumerate(keys)}
        self.sections = tuple(sections)
        self.size = len(keys)
        self._by_id: dict[int, int] = {}  # id of an interned action -> its index
        self._keep: list[Action] = []  # keeps those actions alive, so their ids stay theirs

    def _play_keys(self, counts: dict[int, int]) -> list[Key]:
        """Plays: one per rank and count, or under O6 one per colour combination; a
        Clear-type card is played alone (Q3)."""
        keys: list[Key] = []
        for rank in range(1, 14):
            have = [counts.get(rank << 2 | c, 0) for c in range(3)]
            if not any(have):
                continue
            if not self.colour_matters:
                most = 1 if rank >= FIRST_CLEAR_RANK else sum(have)
                keys += [(_PLAY, rank, k) for k in range(1, most + 1)]
            elif rank >= FIRST_CLEAR_RANK:
                keys += [
                    (_PLAY, rank, *(int(c == colour) for c in range(3)))
                    for colour in range(3)
                    if have[colour]
                ]
            else:
                combos = [
                    (g, b, r)
                    for g in range(have[0] + 1)
                    for b in range(have[1] + 1)
                    for r in range(have[2] + 1)
                    if g + b + r
                ]
                combos.sort(key=lambda t: (sum(t), -t[0], -t[1]))
                keys += [(_PLAY, rank, *combo) for combo in combos]
        return keys

    def _key(self, action: Action, seat: int) -> Key:
        kind = action.kind
        cards = action.cards
        colour = self.colour_matters
        if kind is ActionKind.PLAY:
            if not colour:
                return (_PLAY, cards[0] >> 2, len(cards))
            per = [0, 0, 0]
            for card in cards:
                per[card & 3] += 1
            return (_PLAY, cards[0] >> 2, *per)
        if kind is ActionKind.UP:
            ordered = sorted(cards)
            return (_UP, *(ordered if colour else [c >> 2 for c in ordered]))
        if kind is ActionKind.FLIP:
            return (_FLIP, action.n)
        if kind is ActionKind.TRADE:
            give, take = cards if colour else (cards[0] >> 2, cards[1] >> 2)
            return (_TRADE, (action.n - seat) % self.players, give, take)
        if kind is ActionKind.SWAP:
            return (_SWAP, *cards)
        return (int(kind),)

    def index(self, action: Action, seat: int) -> int:
        """The index of ``action`` taken by ``seat``; raises :class:`IllegalIndexError`
        for an action these rules can never produce."""
        found = self._by_id.get(id(action))
        if found is not None:
            return found
        found = self._index.get(self._key(action, seat))
        if found is None:
            raise IllegalIndexError(f"{action} has no index under these rules", action, ())
        return found

    def legal_indices(self, state: State) -> list[int]:
        """The indices of the legal actions of the seat to move, in the engine's order
        (empty once the game is over)."""
        return self.indices(state.legal_actions(), state.to_move)

    def indices(self, actions: tuple[Action, ...], seat: int) -> list[int]:
        """The indices of ``actions`` listed by the engine for ``seat``."""
        by_id = self._by_id
        found: list[int] = []
        for action in actions:
            i = by_id.get(id(action))
            if i is None:
                i = self.index(action, seat)
                if action.kind in _CACHEABLE:  # interned by the engine: never garbage
                    self._keep.append(action)
                    by_id[id(action)] = i
            found.append(i)
        return found

    def action(self, index: int, seat: int) -> Action:
        """The canonical action of ``index`` for ``seat``: where colour cannot matter it
        names the first cards of each rank in the deck's order, and the engine accepts it
        for the listed action of the same ranks."""
        if not 0 <= index < self.size:
            raise IllegalIndexError(
                f"action index {index} is outside the action space 0..{self.size - 1}", index, ()
            )
        key = self._keys[index]
        kind = key[0]
        if kind == _UP:
            return Action(ActionKind.UP, tuple(sorted(self._cards(key[1:]))))
        if kind == _PLAY:
            rank = key[1]
            if self.colour_matters:
                base = rank << 2
                g, b, r = key[2:]
                return Action(ActionKind.PLAY, (base,) * g + (base | 1,) * b + (base | 2,) * r)
            return Action(ActionKind.PLAY, tuple(self._codes[rank][: key[2]]))
        if kind == _FLIP:
            return Action(ActionKind.FLIP, (), key[1])
        if kind == _TRADE:
            rel, give, take = key[1:]
            cards = (self._codes[give][0], self._codes[take][0])
            return Action(ActionKind.TRADE, cards, (seat + rel) % self.players)
        if kind == _SWAP:
            return Action(ActionKind.SWAP, (key[1], key[2]))
        return {_PICKUP: PICKUP, _DRAW: DRAW, _PASS: PASS}[kind]

    def _cards(self, types: tuple[int, ...]) -> list[int]:
        used: Counter[int] = Counter()
        cards = []
        for t in types:
            cards.append(self._codes[t][used[t]])
            used[t] += 1
        return cards

    def describe(self, index: int) -> str:
        """The action of ``index`` in words close to the notation: ranks where colour
        cannot matter (``play 7 x2``, ``up 3 7 C``), cards under O6 (``play 7g 7b``),
        trades with the relative seat (``trade +1 5 C1``)."""
        if not 0 <= index < self.size:
            raise IllegalIndexError(
                f"action index {index} is outside the action space 0..{self.size - 1}", index, ()
            )
        key = self._keys[index]
        kind = ActionKind(key[0])
        word = kind.name.lower()
        if kind is ActionKind.PLAY and not self.colour_matters:
            return f"play {RANK_TEXT[key[1]]}" + (f" x{key[2]}" if key[2] > 1 else "")
        if kind is ActionKind.PLAY:
            return "play " + " ".join(card_str(c) for c in self.action(index, 0).cards)
        if kind is ActionKind.FLIP:
            return f"flip {key[1]}"
        if kind is ActionKind.TRADE:
            return f"trade +{key[1]} {self._type_str(key[2])} {self._type_str(key[3])}"
        if len(key) > 1:
            return word + " " + " ".join(self._type_str(t) for t in key[1:])
        return word

    def _type_str(self, t: int) -> str:
        return card_str(t) if self.colour_matters else RANK_TEXT[t]

    def __repr__(self) -> str:
        return f"<ActionIndex {self.size} actions, {self.players} players>"


@lru_cache(maxsize=32)
def action_index(rules: Rules) -> ActionIndex:
    """The action index of a rules set, shared by every environment under those rules.

    >>> action_index(Rules(players=3)) is action_index(Rules(players=3))
    True
    """
    return ActionIndex(rules)
