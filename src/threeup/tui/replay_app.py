"""The replay viewer app (``threeup replay FILE``)."""

from __future__ import annotations

from textual.app import App

from threeup.replay import Replay
from threeup.tui.screens.replay import ReplayScreen


class ReplayApp(App[None]):
    """Steps through ``replay`` from ``seat``'s view (None: a spectator's)."""

    TITLE = "3UP 3DOWN replay"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, replay: Replay, seat: int | None = None) -> None:
        super().__init__()
        self.screen_ = ReplayScreen(replay, seat)

    def on_mount(self) -> None:
        self.push_screen(self.screen_)


def run_replay(replay: Replay, seat: int | None = None) -> None:
    """Run the replay viewer in this terminal until the viewer quits."""
    ReplayApp(replay, seat).run()
