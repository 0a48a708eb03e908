"""Hot-seat: the table is hidden until the next person says they have the keyboard."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class PassScreen(Screen[None]):
    """A blank screen: "pass the keyboard to X"; Enter (X is ready) goes on.

    It is a full screen, not a dialog over the table, so nothing of the previous
    player's cards shows through.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "ready", "I am ready")]
    DEFAULT_CSS = """
    PassScreen { background: $background; }
    PassScreen Static { width: auto; padding: 1 4; border: double $primary; text-align: center; }
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        text = (
            f"Pass the keyboard to {self.player}.\n\n"
            f"{self.player}, press Enter when the others are not looking."
        )
        with Middle(), Center():
            yield Static(text, id="pass-message", markup=False)

    def action_ready(self) -> None:
        """The next person has the keyboard."""
        self.dismiss(None)
