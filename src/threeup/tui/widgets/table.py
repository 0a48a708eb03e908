"""The table at a glance, drawn from one seat's view: every seat, the pile, the draw pile.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=2, start_seat=0), seed=1)
>>> print(table_text(state.view(0), ["Ana", "Bo"]).plain)
▶ Ana (you)  hand 6   3UP choosing       3DOWN 3
  Bo         hand 6   3UP choosing       3DOWN 3
Pile: empty · Draw pile 66 · Removed 0
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from threeup.tui.cardtext import cards_text
from threeup.views import View

_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven")
_PLACES = {1: "1st", 2: "2nd", 3: "3rd"}


def _place(n: int) -> str:
    return _PLACES.get(n, f"{n}th")


def direction_words(direction: int) -> str:
    """The direction of play in words, with an arrow (never by the arrow alone)."""
    return "clockwise →" if direction > 0 else "anticlockwise ←"


def _rank_of(card: str) -> str:
    return card[:-1]


def pile_text(pile: Sequence[str]) -> Text:
    """The top of the pile, the run of equal numbers on it, and how many cards lie under."""
    if not pile:
        return Text("Pile: empty")
    top = _rank_of(pile[-1])
    run = 1
    while run < len(pile) and _rank_of(pile[-1 - run]) == top:
        run += 1
    out = Text("Pile: ")
    out.append_text(cards_text(pile[len(pile) - run :]))
    out.append(" on top")
    if run > 1:
        out.append(f" ({_COUNTS[run] if run < len(_COUNTS) else run} {top}s)")
    out.append(f", {len(pile) - run} under")
    return out


def _up_text(seat: dict[str, object], setup: bool) -> Text:
    up = seat["up"]
    if up is None or (setup and not up):
        return Text("chosen" if seat["up_count"] else "choosing", style="dim")
    assert isinstance(up, list)
    return cards_text(up, empty="-")


def table_text(view: View, labels: Sequence[str]) -> Text:
    """Every seat (hand count, 3UP, 3DOWN count, cards seen picked up), the pile, the
    draw pile and the removed cards, as ``view``'s seat may see them."""
    viewer = view["seat"]
    names = [f"{label} (you)" if i == viewer else label for i, label in enumerate(labels)]
    width = max(len(n) for n in names)
    placings = view["placings"]
    out = Text()
    for i, seat in enumerate(view["seats"]):
        mover = i == view["to_move"] and view["phase"] != "over"
        row = Text("▶ " if mover else "  ", style="bold")
        row.append(names[i].ljust(width), style="bold" if mover else "")
        if seat["out"] and i in placings:
            row.append(f"  out: {_place(placings.index(i) + 1)} place", style="italic")
        else:
            row.append(f"  hand {seat['hand_count']:<3} 3UP ")
            up = _up_text(seat, view["phase"] == "setup")
            row.append_text(up)
            row.append(" " * max(1, 15 - len(up.plain)))
            row.append(f"3DOWN {seat['down_count']}")
            known = seat["known"]
            if known and i != viewer:
                row.append("  seen in hand: ", style="dim")
                row.append_text(cards_text(known))
        out.append_text(row)
        out.append("\n")
    out.append_text(pile_text(view["pile"]))
    out.append(f" · Draw pile {view['draw_count']} · Removed {len(view['removed'])}")
    return out


def status_text(view: View, labels: Sequence[str], round_label: str = "") -> Text:
    """One line: the round, the turn, who is to move and the direction of play."""
    parts = [round_label] if round_label else []
    phase = view["phase"]
    mover = labels[view["to_move"]]
    if phase == "setup":
        parts.append(f"Setup: {mover} chooses a 3UP")
    elif phase == "trade":
        parts.append(f"Trades (O5): {mover} may trade")
    elif phase == "over":
        parts.append(f"Game over after {view['turn']} turns")
    else:
        parts.append(f"Turn {view['turn'] + 1}: {mover} to move")
        owed = view["owed"]
        if owed:
            parts.append(f"{owed} extra action{'s' if owed > 1 else ''} owed")
    parts.append(direction_words(view["direction"]))
    return Text(" · ".join(parts), style="bold", no_wrap=True, overflow="ellipsis")


class TableView(Static):
    """Every seat, the pile and the draw pile as one seat (or a spectator) sees them."""

    DEFAULT_CSS = """
    TableView {
        height: auto; border: round $primary; padding: 0 1;
        text-wrap: nowrap; text-overflow: ellipsis;
    }
    """

    def show(self, view: View, labels: Sequence[str]) -> None:
        """Draw ``view`` (the seats named by ``labels``)."""
        self.update(table_text(view, labels))
