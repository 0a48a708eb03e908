"""The environments' text rendering: the table as one seat (or a spectator) sees it."""

from __future__ import annotations

from collections.abc import Sequence

from threeup.cards import cards_str
from threeup.state import Phase, State


def table_text(state: State, names: Sequence[str], seat: int | None = None) -> str:
    """Several lines: the turn, the pile, then each seat's counts and 3UP (and ``seat``'s
    hand). Nothing hidden from ``seat`` (None: a spectator) is shown.

    >>> from threeup import Rules, new_game
    >>> print(table_text(new_game(Rules(players=2, start_seat=0), seed=1), ["a", "b"], 0))
    setup, turn 0: a to act
    pile: (empty)   draw: 66   removed: 0
    a: hand 6, 3UP -, 3DOWN 3 | hand 1g 2g 3r 7g 9g Cg
    b: hand 6, 3UP ?, 3DOWN 3
    """
    phase = state.phase
    lines = [f"{phase.name.lower()}, turn {state.turn}: {names[state.to_move]} to act"]
    if phase is Phase.OVER and state.result is not None:
        winner = state.result.winner
        lines[0] = f"over after {state.result.turns} turns: " + (
            f"{names[winner]} won" if winner is not None else "no winner (turn limit)"
        )
    pile = cards_str(state.pile) if state.pile else "(empty)"
    lines.append(f"pile: {pile}   draw: {len(state.draw)}   removed: {len(state.removed)}")
    for s in range(state.n):
        hidden_up = phase is Phase.SETUP and s != seat
        up = "?" if hidden_up else cards_str(state.up[s]) or "-"
        line = f"{names[s]}: hand {len(state.hands[s])}, 3UP {up}, 3DOWN {len(state.down[s])}"
        if state.out[s]:
            line += f", out ({state.placings.index(s) + 1})"
        if s == seat:
            line += f" | hand {cards_str(state.hands[s])}"
        lines.append(line)
    return "\n".join(lines)
