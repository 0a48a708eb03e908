"""The end of a game: who won, the places, O4 points and match totals, what next."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from threeup.events import EndReason
from threeup.tui.session import Session

_PLACES = {1: "1st", 2: "2nd", 3: "3rd"}


def _place(n: int) -> str:
    return _PLACES.get(n, f"{n}th")


def end_summary(session: Session, viewer: int | None) -> str:
    """The result of the finished game in a few lines, as ``viewer`` may know it."""
    result = session.state.result
    if result is None:
        raise ValueError("the game is not over")
    names = session.names
    lines = []
    if result.reason is EndReason.TURN_LIMIT:
        lines.append(f"The turn limit ({result.turns} turns) stopped the game.")
    else:
        lines.append(f"{names[result.winner or 0]} wins after {result.turns} turns.")
    places = [f"{_place(i + 1)} {names[s]}" for i, s in enumerate(result.placings)]
    seats = session.view(viewer)["seats"]
    holding = [
        f"{names[s]} ({seats[s]['hand_count'] + seats[s]['up_count'] + seats[s]['down_count']}"
        " cards)"
        for s in range(len(names))
        if s not in result.placings
    ]
    if places:
        lines.append("Places: " + ", ".join(places) + ".")
    if holding:
        lines.append("Still holding cards: " + ", ".join(holding) + ".")
    if result.scores:
        points = ", ".join(f"{names[s]} {p}" for s, p in enumerate(result.scores))
        lines.append(f"Points left this round (O4, lowest is best): {points}.")
    match = session.match
    if match is not None and session.rules.rounds > 1:
        standings = ", ".join(f"{_place(p)} {names[s]} {t}" for p, s, t in match.standings())
        done = len(match.round_scores)
        lines.append(f"Match after round {done} of {session.rules.rounds}: {standings}.")
        if match.is_over:
            best = match.standings()[0][2]
            winners = [names[s] for p, s, t in match.standings() if t == best]
            lines.append(f"The match is over: {' and '.join(winners)} win(s) with {best} points.")
    if session.saved:
        lines.append(f"Replay saved to {session.saved[-1]}")
    return "\n".join(lines)


def next_label(session: Session) -> str:
    """What N starts: the next round, a new match or a new game (with its seed)."""
    if not session.match_over:
        return "next round"
    what = "new match" if session.match is not None and session.rules.rounds > 1 else "new game"
    return f"{what} (seed {session.seed + 1})"


class EndScreen(ModalScreen[str]):
    """Over the final table. Dismisses with ``next``, ``table`` or ``quit``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('next')", "Next"),
        Binding("escape", "choose('table')", "Look at the table"),
        Binding("q", "choose('quit')", "Quit"),
    ]
    DEFAULT_CSS = """
    EndScreen { align: center middle; }
    EndScreen > Vertical {
        width: 90%; max-width: 90; height: auto; border: double $primary;
        background: $surface; padding: 1 2;
    }
    EndScreen #end-title { text-style: bold; }
    """

    def __init__(self, summary: str, next_what: str) -> None:
        super().__init__()
        self.summary = summary
        self.next_what = next_what

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("Game over", id="end-title")
            yield Static(self.summary, id="end-summary", markup=False)
            yield Static(f"\nN: {self.next_what} · Esc: look at the table · Q: quit", id="end-keys")
        yield Footer()

    def action_choose(self, what: str) -> None:
        """Close with ``what`` to do next."""
        self.dismiss(what)
