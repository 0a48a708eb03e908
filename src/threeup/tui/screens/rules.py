"""The rules screen (``?`` or F1): the short rules shipped with the package, and which
optional rules the current game uses.

>>> "## Clear cards" in rules_markdown()
True
"""

from __future__ import annotations

from importlib.resources import files
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

from threeup.rules import SWITCHES, Rules

#: The optional rules by their switch names, as the screens name them.
RULE_NAMES = {
    "placings": "O1 placings",
    "draw_instead": "O2 draw instead",
    "ones_reverse": "O3 ones reverse",
    "scoring": "O4 scoring",
    "swap_stacks": "O5 swap stacks",
    "trade_up": "O5 trade up",
    "colour_swap": "O6 colour swap",
    "voluntary_pickup": "H1 voluntary pick-up",
}


def rules_markdown() -> str:
    """The short rules (package data ``threeup/tui/rules.md``)."""
    return files("threeup.tui").joinpath("rules.md").read_text(encoding="utf-8")


def table_rules(rules: Rules) -> str:
    """The optional rules of a game, in words (``none`` when it uses none).

    >>> table_rules(Rules(players=3, ones_reverse=True, scoring=True, rounds=3))
    'O3 ones reverse, O4 scoring (3 rounds)'
    """
    names = []
    for switch in SWITCHES:
        if getattr(rules, switch):
            name = RULE_NAMES[switch]
            if switch == "scoring" and rules.rounds > 1:
                name += f" ({rules.rounds} rounds)"
            names.append(name)
    if rules.deck.is_standard() and rules.deck.colours != "gbr":
        names.append(f"O7 colours {rules.deck.colours}")
    return ", ".join(names) or "none"


class RulesScreen(ModalScreen[None]):
    """The rules over the table; Escape, q, ? or F1 closes them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", show=False),
        Binding("question_mark", "close", show=False),
        Binding("f1", "close", show=False),
    ]
    DEFAULT_CSS = """
    RulesScreen { align: center middle; }
    RulesScreen > VerticalScroll {
        width: 90%; max-width: 100; height: 90%; border: round $primary;
        background: $surface;
    }
    """

    def __init__(self, rules: Rules | None = None) -> None:
        super().__init__()
        self._rules = rules

    def compose(self) -> ComposeResult:
        text = rules_markdown()
        if self._rules is not None:
            text = f"**This game's optional rules:** {table_rules(self._rules)}\n\n{text}"
        with VerticalScroll(id="rules-scroll"):
            yield Markdown(text)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)
