"""The terminal game (``threeup play``): an optional setup screen, then the table."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from threeup.tui.config import PlayConfig
from threeup.tui.screens.game import GameScreen
from threeup.tui.screens.setup import SetupScreen
from threeup.tui.session import Session


class PlayApp(App[None]):
    """3UP 3DOWN in the terminal, against computer players or hot-seat.

    With ``setup`` the setup screen comes first, filled in from ``config``. After the
    app has run, ``session`` (None if the player left the setup screen) holds the games
    played and ``session.saved`` the replay files written.
    """

    TITLE = "3UP 3DOWN"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", priority=True),
    ]

    def __init__(self, config: PlayConfig, *, setup: bool = False) -> None:
        super().__init__()
        self.config = config
        self.setup = setup
        self.session: Session | None = None

    def on_mount(self) -> None:
        if self.setup:
            self.push_screen(SetupScreen(self.config), self._configured)
        else:
            self.start(self.config)

    def _configured(self, config: PlayConfig | None) -> None:
        if config is None:
            self.exit()
        else:
            self.start(config)

    def start(self, config: PlayConfig) -> None:
        """Sit down at a table set up by ``config``."""
        self.config = config
        self.session = Session(config)
        self.push_screen(GameScreen(self.session))


def run_play(config: PlayConfig, *, setup: bool = False) -> Session | None:
    """Run the game in this terminal until the player quits; save the unfinished game's
    replay. Returns the session (None when the player left the setup screen)."""
    app = PlayApp(config, setup=setup)
    try:
        app.run()
    finally:
        if app.session is not None:
            app.session.save()
    return app.session
