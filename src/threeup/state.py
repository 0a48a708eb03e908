"""The whole truth of one deal: every card's place, whose turn, what is owed.

A :class:`State` is plain mutable data with cheap :meth:`State.copy`; the rules live in
:mod:`threeup.engine`. Cards are int codes (see :mod:`threeup.cards`); hands and 3UP
lists are kept sorted; the last element of ``draw`` and of ``pile`` is the top card.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=3), seed=7)
>>> state.phase.name, len(state.legal_actions()) > 0
('SETUP', True)
>>> state.copy() == state
True
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

from threeup.actions import Action, ActionTable
from threeup.events import Event, Result
from threeup.rules import Rules

if TYPE_CHECKING:
    from threeup.views import View


class Phase(IntEnum):
    """The stage a deal is in."""

    SETUP = 0  #: players choose their 3UP in turn (S2, Q19)
    TRADE = 1  #: O5: one round of hand-for-3UP trades (Q14)
    PLAY = 2  #: turns (T1-T7, C1-C4, U1-U5)
    SWAP = 3  #: O6: the player who completed four of a colour may swap (Q15)
    OVER = 4  #: the game has ended; ``result`` says how


class State:
    """One deal of 3UP 3DOWN. Make one with :func:`threeup.new_game` or
    :func:`threeup.notation.position_from_json`; change it only with :meth:`apply`."""

    __slots__ = (
        "_legal",
        "direction",
        "down",
        "draw",
        "hands",
        "known",
        "n",
        "out",
        "owed",
        "phase",
        "pile",
        "placings",
        "removed",
        "result",
        "rules",
        "sources",
        "start",
        "step",
        "table",
        "to_move",
        "turn",
        "up",
    )

    rules: Rules
    table: ActionTable
    n: int
    hands: list[list[int]]
    up: list[list[int]]
    down: list[list[int]]
    draw: list[int]
    pile: list[int]
    removed: list[int]
    known: list[list[int]]
    out: list[bool]
    placings: list[int]
    phase: Phase
    to_move: int
    direction: int
    owed: int
    start: int
    turn: int
    step: int
    sources: tuple[int, ...] | None
    result: Result | None
    _legal: tuple[Action, ...] | None

    def copy(self) -> State:
        """An independent copy (no deep copy: card codes are ints)."""
        other = State.__new__(State)
        other.rules = self.rules
        other.table = self.table
        other.n = self.n
        other.hands = [h[:] for h in self.hands]
        other.up = [u[:] for u in self.up]
        other.down = [d[:] for d in self.down]
        other.draw = self.draw[:]
        other.pile = self.pile[:]
        other.removed = self.removed[:]
        other.known = [k[:] for k in self.known]
        other.out = self.out[:]
        other.placings = self.placings[:]
        other.phase = self.phase
        other.to_move = self.to_move
        other.direction = self.direction
        other.owed = self.owed
        other.start = self.start
        other.turn = self.turn
        other.step = self.step
        other.sources = self.sources
        other.result = self.result
        other._legal = self._legal
        return other

    def _key(self) -> tuple[object, ...]:
        return (
            self.rules,
            self.hands,
            self.up,
            self.down,
            self.draw,
            self.pile,
            self.removed,
            self.known,
            self.out,
            self.placings,
            self.phase,
            self.to_move,
            self.direction,
            self.owed,
            self.start,
            self.turn,
            self.step,
            self.sources,
            self.result,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<State {self.phase.name} to_move={self.to_move} turn={self.turn} "
            f"pile={len(self.pile)} draw={len(self.draw)}>"
        )

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is Phase.OVER

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.n

    def all_cards(self) -> list[int]:
        """Every card still in the game or removed from it, sorted (for accounting)."""
        cards = [*self.draw, *self.pile, *self.removed]
        for seat in range(self.n):
            cards += self.hands[seat]
            cards += self.up[seat]
            cards += self.down[seat]
        cards.sort()
        return cards

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """Every action the seat to move may take (empty once the game is over, and for
        any ``seat`` that is not to move).

        >>> from threeup import Rules, new_game
        >>> state = new_game(Rules(players=2), seed=3)
        >>> str(state.legal_actions()[0]).startswith("up ")
        True
        """
        return _engine.legal_actions(self, seat)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply one action of the seat to move and return what happened.

        Raises :class:`threeup.errors.IllegalActionError` (naming the rule) and leaves
        the state unchanged when the action is not legal, or when ``seat`` is given and
        is not the seat to move.
        """
        return _engine.apply(self, action, seat)

    def view(self, seat: int | None) -> View:
        """What ``seat`` may know (None: a spectator), as plain JSON-able data (Q18)."""
        return _views.view(self, seat)


from threeup import engine as _engine  # noqa: E402
from threeup import views as _views  # noqa: E402
