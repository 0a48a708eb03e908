"""The widgets of the table: seats and pile, the hand, the legal actions, the log."""

from threeup.tui.widgets.actions import ActionList
from threeup.tui.widgets.hand import HandView, hand_text
from threeup.tui.widgets.log import GameLog
from threeup.tui.widgets.table import TableView, status_text, table_text

__all__ = [
    "ActionList",
    "GameLog",
    "HandView",
    "TableView",
    "hand_text",
    "status_text",
    "table_text",
]
