"""The game: the table, your hand, the legal actions, the log; computer moves paced.

Everything drawn comes from the watching seat's view and the events redacted for it.
The watching seat is the person at the keyboard; in hot-seat play it changes only after
the "pass the keyboard" screen.
"""

from __future__ import annotations

import asyncio
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static

from threeup.errors import IllegalActionError
from threeup.state import Phase
from threeup.tui.describe import describe_action, prompt
from threeup.tui.screens.end import EndScreen, end_summary, next_label
from threeup.tui.screens.pass_keyboard import PassScreen
from threeup.tui.screens.rules import RulesScreen
from threeup.tui.session import Session
from threeup.tui.widgets import ActionList, GameLog, HandView, TableView, status_text


class GameScreen(Screen[None]):
    """One sitting at the table: games one after another until the player quits."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "rules", "Rules"),
        Binding("f1", "rules", "Rules", show=False),
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)),
        Binding("n", "next", "Next game"),
        Binding("r", "results", "Results"),
    ]
    DEFAULT_CSS = """
    GameScreen #status { height: 1; padding: 0 1; background: $boost; }
    GameScreen #message { height: 1; padding: 0 1; color: $warning; }
    GameScreen #bottom { height: 1fr; }
    GameScreen ActionList { width: 55%; }
    GameScreen GameLog { width: 45%; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        #: the seat whose view is drawn (None: nobody's yet, in hot-seat play)
        self.viewer: int | None = None
        self._log_viewer: int | None = None
        self._logged = 0

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield TableView(id="table")
        yield HandView(id="hand")
        yield Static(id="message", markup=False)
        with Horizontal(id="bottom"):
            yield ActionList(id="actions")
            yield GameLog(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.start_game()

    # --- drawing ---------------------------------------------------------------------

    @property
    def actions(self) -> ActionList:
        """The list of legal actions."""
        return self.query_one(ActionList)

    def say(self, text: str) -> None:
        """A one-line message under the hand (cleared by the next choice)."""
        self.query_one("#message", Static).update(text)

    def redraw(self) -> None:
        """Draw the table, the hand and the log for the watching seat."""
        session = self.session
        view = session.view(self.viewer)
        labels = session.labels
        self.query_one("#status", Static).update(status_text(view, labels, session.round_label))
        self.query_one(TableView).show(view, labels)
        self.query_one(HandView).show(view)
        log = self.query_one(GameLog)
        if self._log_viewer != self.viewer or self._logged > len(session.history):
            log.reset(session.log_lines(self.viewer))
            self._log_viewer = self.viewer
        else:
            log.add(session.log_lines(self.viewer, self._logged))
        self._logged = len(session.history)
        self.refresh_bindings()

    # --- the course of a game --------------------------------------------------------

    def start_game(self) -> None:
        """Begin the current game of the session."""
        config = self.session.config
        self.viewer = None if config.hot_seat else config.humans[0]
        self._log_viewer = -1  # forces a fresh log
        self._logged = 0
        self.say("")
        self.advance()

    def advance(self) -> None:
        """Go on from the current state: the end, a person's decision or computer moves."""
        session = self.session
        self.redraw()
        if session.is_over:
            self._game_over()
            return
        seat = session.to_move
        if not session.is_human_turn:
            self.actions.wait(f"Waiting for {session.labels[seat]}")
            self.run_worker(self._computer_moves(), exclusive=True, group="bots")
            return
        if self.viewer != seat:
            name = session.names[seat]
            self.actions.wait(f"{name}'s turn")
            self.app.push_screen(PassScreen(name), lambda _: self._hand_over(seat))
            return
        self._offer()

    def _hand_over(self, seat: int) -> None:
        self.viewer = seat
        self.advance()

    def _offer(self) -> None:
        session = self.session
        view = session.view(self.viewer)
        legal = session.legal()
        words = [describe_action(a, view, session.names) for a in legal]
        self.actions.show(legal, words, prompt(view, session.names[session.to_move]))
        self.actions.focus()

    async def _computer_moves(self) -> None:
        session = self.session
        pace = session.config.pace
        while not session.is_over and not session.is_human_turn:
            if pace and session.state.phase is not Phase.SETUP:
                await asyncio.sleep(pace)
            bot, view, legal = session.bot_request()
            action = await asyncio.to_thread(bot.choose, view, legal)
            session.apply(action)
            if pace:
                self.redraw()
        self.advance()

    def choose(self, index: int) -> None:
        """The person to move takes the ``index``-th listed action."""
        listed = self.actions.actions
        session = self.session
        if not listed or not session.is_human_turn:
            self.say("Nothing to choose now: it is not your turn.")
            return
        if not 0 <= index < len(listed):
            self.say(f"There is no action {index + 1}: choose 1 to {len(listed)}.")
            return
        if listed != session.legal():  # never happens; a stale list would be redrawn
            self._offer()
            return
        try:
            session.apply(listed[index])
        except IllegalActionError as exc:  # pragma: no cover - the list is the legal one
            self.say(str(exc))
            return
        self.say("")
        self.actions.wait("…")
        self.advance()

    def _game_over(self) -> None:
        session = self.session
        try:
            session.save()
        except OSError as exc:
            self.say(f"The replay could not be saved: {exc}")
        self.actions.wait("Game over: R results, N next")
        self.action_results()

    def _after_end(self, choice: str | None) -> None:
        if choice == "next":
            self.action_next()
        elif choice == "quit":
            self.app.exit()

    # --- keys --------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """N and R only once the game is over."""
        if action in ("next", "results"):
            return self.session.is_over
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a listed action."""
        event.stop()
        self.choose(event.option_index)

    def action_pick(self, number: int) -> None:
        """A number key: the action listed under that number."""
        self.choose(number - 1)

    def action_rules(self) -> None:
        """Show the rules."""
        self.app.push_screen(RulesScreen(self.session.rules))

    def action_results(self) -> None:
        """Show the end of the game (once it is over)."""
        if self.session.is_over:
            summary = end_summary(self.session, self.viewer)
            self.app.push_screen(EndScreen(summary, next_label(self.session)), self._after_end)

    def action_next(self) -> None:
        """Deal the next round or a new game (once this one is over)."""
        if self.session.is_over:
            self.session.next_game()
            self.start_game()
