"""Perft: the number of distinct legal action sequences of a given length."""

from __future__ import annotations

from threeup import State


def perft(state: State, depth: int) -> int:
    """How many sequences of exactly ``depth`` legal actions start at ``state``
    (a game that ends sooner contributes nothing at greater depths)."""
    if depth == 0:
        return 1
    legal = state.legal_actions()
    if depth == 1:
        return len(legal)
    total = 0
    for action in legal:
        child = state.copy()
        child.apply(action)
        total += perft(child, depth - 1)
    return total
