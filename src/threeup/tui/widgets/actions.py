"""The legal actions of the player to move, numbered and described in words."""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from threeup.actions import Action
from threeup.tui.cardtext import colourize


class ActionList(OptionList):
    """A list of the legal actions: arrows and Enter, or the number keys 1-9, choose.

    It holds the actions it shows (``actions``), in the engine's order; choosing posts
    ``OptionList.OptionSelected`` with the index.
    """

    DEFAULT_CSS = """
    ActionList { border: round $accent; height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, markup=False)
        self.border_title = "Your move"
        self.actions: tuple[Action, ...] = ()

    def show(self, actions: Sequence[Action], words: Sequence[str], title: str) -> None:
        """List ``actions`` described by ``words``; ``title`` says what is being decided."""
        self.actions = tuple(actions)
        self.border_title = Content(title)  # plain text: a name is never markup
        options = []
        for i, text in enumerate(words):
            key = f"{i + 1}" if i < 9 else " "
            line = colourize(f"{key} {text}")
            line.stylize("bold", 0, len(key))
            options.append(Option(line))
        self.set_options(options)
        if options:
            self.highlighted = 0

    def wait(self, message: str) -> None:
        """Show that there is nothing to choose now, and why."""
        self.actions = ()
        self.border_title = Content(message)
        self.clear_options()
