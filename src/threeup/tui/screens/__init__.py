"""The screens of the terminal client: setup, the game, rules, passing the keyboard,
the end of a game, and the replay viewer."""

from threeup.tui.screens.end import EndScreen
from threeup.tui.screens.game import GameScreen
from threeup.tui.screens.pass_keyboard import PassScreen
from threeup.tui.screens.replay import ReplayScreen
from threeup.tui.screens.rules import RulesScreen, rules_markdown
from threeup.tui.screens.setup import SetupScreen

__all__ = [
    "EndScreen",
    "GameScreen",
    "PassScreen",
    "ReplayScreen",
    "RulesScreen",
    "SetupScreen",
    "rules_markdown",
]
