"""The log: what happened, in words, as the watching seat may read it."""

from __future__ import annotations

from collections.abc import Iterable

from textual import events
from textual.widgets import RichLog

from threeup.tui.cardtext import colourize


class GameLog(RichLog):
    """A scrolling log of sentences (the cards in them coloured).

    ``lines_text`` keeps the plain text written since the last reset, so that what the
    log shows can be checked.
    """

    DEFAULT_CSS = """
    GameLog { border: round $secondary; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, min_width=1, id=id)
        self.border_title = "Log"
        self.lines_text: list[str] = []
        self._wrapped_at = 0

    def reset(self, lines: Iterable[str] = ()) -> None:
        """Forget everything and show ``lines``."""
        self.clear()
        self.lines_text = []
        self.add(lines)

    def add(self, lines: Iterable[str]) -> None:
        """Append sentences at the bottom."""
        for line in lines:
            self.lines_text.append(line)
            self.write(colourize(line))

    def on_resize(self, event: events.Resize) -> None:
        """Wrap the lines again when the width changes (once the first size is known)."""
        width = event.size.width
        if self._wrapped_at and width != self._wrapped_at and self.lines_text:
            self.reset(list(self.lines_text))
        self._wrapped_at = width
