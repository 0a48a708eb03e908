"""Computer players. A bot sees only its seat's view and the legal actions.

>>> from threeup import Rules, new_game
>>> from threeup.bots import make_bot
>>> state = new_game(Rules(players=2), seed=1)
>>> bot = make_bot("random", seed=4)
>>> action = bot.choose(state.view(state.to_move), state.legal_actions())
>>> action in state.legal_actions()
True
"""

from threeup.bots.base import BOT_NAMES, DIFFICULTIES, Bot, bot_for_difficulty, make_bot
from threeup.bots.expert import ExpertBot
from threeup.bots.greedy import GreedyBot
from threeup.bots.ismcts import IsmctsBot
from threeup.bots.random_bot import RandomBot

__all__ = [
    "BOT_NAMES",
    "DIFFICULTIES",
    "Bot",
    "ExpertBot",
    "GreedyBot",
    "IsmctsBot",
    "RandomBot",
    "bot_for_difficulty",
    "make_bot",
]
