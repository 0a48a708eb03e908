"""Typed errors. Every error the engine raises is a ``ValueError`` subclass."""

from __future__ import annotations


class ThreeUpError(ValueError):
    """Base of every error threeup raises for bad input."""


class NotationError(ThreeUpError):
    """Text that is not valid card, action, position or replay notation."""


class IllegalActionError(ThreeUpError):
    """An action the rules forbid in this position. The state is left unchanged.

    ``rule`` names the rule point (``T1``, ``U1``, ``Q8``...) that forbids it.
    """

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule


class PositionError(ThreeUpError):
    """A position that cannot occur in a game (too many copies of a card, a bad pile...)."""


class RulesError(ThreeUpError):
    """A rules object whose settings do not fit together."""


class ReplayError(ThreeUpError):
    """A replay file that is malformed, or whose actions do not replay."""
