"""The replay viewer: step through a saved game on the table of the terminal client,
from one seat's view or a spectator's."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer, Static

from threeup.engine import new_game
from threeup.replay import Replay
from threeup.state import State
from threeup.tui.screens.rules import RulesScreen
from threeup.tui.session import Turn, log_line
from threeup.tui.widgets import GameLog, HandView, TableView, status_text

#: The log shows at most this many of the latest lines after a jump.
LOG_LINES = 200


class ReplayScreen(Screen[None]):
    """Step ``k`` shows the table after the first ``k`` actions of the replay."""

    # Priority bindings: the focused log would otherwise take the arrows for scrolling.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "step(1)", "Next", priority=True),
        Binding("left", "step(-1)", "Back", priority=True),
        Binding("space", "step(1)", show=False, priority=True),
        Binding("l", "step(1)", show=False),
        Binding("h", "step(-1)", show=False),
        Binding("backspace", "step(-1)", show=False),
        Binding("pagedown", "step(10)", "+10", show=False, priority=True),
        Binding("pageup", "step(-10)", "-10", show=False, priority=True),
        Binding("home", "jump(0)", "Start", priority=True),
        Binding("end", "jump(-1)", "End", priority=True),
        Binding("v", "viewpoint", "View"),
        Binding("question_mark", "rules", "Rules"),
        Binding("f1", "rules", show=False),
        Binding("q", "app.quit", "Quit"),
        Binding("escape", "app.quit", show=False),
    ]
    DEFAULT_CSS = """
    ReplayScreen #status, ReplayScreen #position { height: 1; padding: 0 1; }
    ReplayScreen #status { background: $boost; }
    ReplayScreen #position { color: $accent; }
    ReplayScreen GameLog { height: 1fr; }
    """

    def __init__(self, replay: Replay, seat: int | None = None) -> None:
        super().__init__()
        players = replay.rules.players
        if seat is not None and not 0 <= seat < players:
            raise ValueError(f"no seat {seat} in a game of {players}")
        self.replay = replay
        self.names = tuple(replay.players) or tuple(f"seat {i}" for i in range(players))
        self.states: list[State] = [new_game(replay.rules, replay.seed)]
        self.turns: list[Turn] = []
        for step in replay.steps():
            self.states.append(step.state)
            self.turns.append(Turn(step.seat, step.action, tuple(step.events)))
        #: the number of actions taken on the table shown
        self.step = 0
        #: whose view is shown (None: a spectator's)
        self.seat = seat
        self._shown: tuple[int | None, int] | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="position", markup=False)
        yield TableView(id="table")
        yield HandView(id="hand")
        yield GameLog(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.redraw()

    @property
    def last(self) -> int:
        """The last step: every action taken."""
        return len(self.turns)

    def _watcher(self) -> str:
        return "spectator's view" if self.seat is None else f"{self.names[self.seat]}'s view"

    def redraw(self) -> None:
        """Draw step ``self.step`` from ``self.seat``'s view."""
        state = self.states[self.step]
        view = state.view(self.seat)
        self.query_one("#status", Static).update(status_text(view, self.names))
        if self.step:
            turn = self.turns[self.step - 1]
            done = f"last: {self.names[turn.seat]}: {turn.action}"
        else:
            done = "the deal, before any action"
        self.query_one("#position", Static).update(
            f"Replay step {self.step} of {self.last} · {self._watcher()} (V) · {done}"
        )
        self.query_one(TableView).show(view, self.names)
        self.query_one(HandView).show(view)
        log = self.query_one(GameLog)
        if self._shown == (self.seat, self.step - 1):
            log.add([self._line(self.step - 1)])
        else:
            start = max(0, self.step - LOG_LINES)
            log.reset(self._line(i) for i in range(start, self.step))
        self._shown = (self.seat, self.step)

    def _line(self, index: int) -> str:
        return log_line(self.turns[index].events, self.seat, self.names)

    def action_step(self, by: int) -> None:
        """Forward (or back, ``by`` < 0) by ``by`` actions, within the game."""
        self.action_jump(min(max(self.step + by, 0), self.last))

    def action_jump(self, step: int) -> None:
        """To step ``step`` (-1: the end)."""
        step = self.last if step < 0 else step
        if step != self.step:
            self.step = step
            self.redraw()

    def action_viewpoint(self) -> None:
        """The next viewpoint: the spectator, then each seat in turn."""
        players = self.replay.rules.players
        self.seat = (
            0 if self.seat is None else (None if self.seat + 1 >= players else self.seat + 1)
        )
        self.redraw()

    def action_rules(self) -> None:
        """Show the rules."""
        self.app.push_screen(RulesScreen(self.replay.rules))
