"""The environments' typed error."""

from __future__ import annotations

from threeup.errors import ThreeUpError


class IllegalIndexError(ThreeUpError):
    """An action index that is outside the action space, not an integer, or not legal in
    the position. The environment is left exactly as it was.

    ``index`` is what was passed; ``legal`` the indices legal now (empty when nobody may
    act); ``rule`` the rule point that forbids the action when the engine names one.

    >>> err = IllegalIndexError("index 3 is not legal", 3, (0, 1), "T1")
    >>> isinstance(err, ValueError), err.legal, err.rule
    (True, (0, 1), 'T1')
    """

    def __init__(
        self, message: str, index: object, legal: tuple[int, ...], rule: str | None = None
    ) -> None:
        super().__init__(message)
        self.index = index
        self.legal = legal
        self.rule = rule
