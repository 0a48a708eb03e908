"""Your own cards: the hand, sorted, then your 3UP and how many 3DOWN cards are left.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=2, start_seat=0), seed=1)
>>> print(hand_text(state.view(None)).plain)
Spectator: no hand is shown
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from threeup.tui.cardtext import cards_text
from threeup.views import View


def hand_text(view: View) -> Text:
    """The viewing seat's own cards (nothing for a spectator)."""
    seat = view["seat"]
    if seat is None:
        return Text("Spectator: no hand is shown", style="italic")
    own = view["seats"][seat]
    hand = own["hand"]
    out = Text(f"Your hand ({len(hand)}): ", style="bold")
    out.append_text(cards_text(hand, empty="empty"))
    out.append("\nYour 3UP: ")
    if own["up"] is None or (view["phase"] == "setup" and not own["up"]):
        out.append("not chosen yet", style="dim")
    else:
        out.append_text(cards_text(own["up"], empty="-"))
    out.append(f" · your 3DOWN: {own['down_count']} face down")
    return out


class HandView(Static):
    """The viewing seat's hand (sorted), 3UP and 3DOWN count."""

    DEFAULT_CSS = """
    HandView { height: auto; padding: 0 1; }
    """

    def show(self, view: View) -> None:
        """Draw the cards of ``view``'s seat."""
        self.update(hand_text(view))
