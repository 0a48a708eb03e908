"""The terminal client: ``threeup play`` and the replay viewer of ``threeup replay``.

Built on Textual. It draws only a seat's view and events redacted for it, and offers
exactly the engine's legal actions; :mod:`threeup.tui.session` holds the game logic
without any screen.
"""

from threeup.tui.app import PlayApp, run_play
from threeup.tui.config import PlayConfig, Seat, make_seats
from threeup.tui.replay_app import ReplayApp, run_replay
from threeup.tui.session import Session

__all__ = [
    "PlayApp",
    "PlayConfig",
    "ReplayApp",
    "Seat",
    "Session",
    "make_seats",
    "run_play",
    "run_replay",
]
