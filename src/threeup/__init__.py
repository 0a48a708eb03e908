"""threeup: the card game 3UP 3DOWN.

>>> from threeup import Rules, new_game
>>> state = new_game(Rules(players=4), seed=7)
>>> action = state.legal_actions()[0]
>>> events = state.apply(action)
"""

from threeup.actions import Action, ActionKind, parse_action
from threeup.cards import Card, Colour, DeckSpec, Rank, card_str, parse_card
from threeup.engine import apply, legal_actions, new_game, score
from threeup.errors import (
    IllegalActionError,
    NotationError,
    PositionError,
    RulesError,
    ThreeUpError,
)
from threeup.events import EndReason, Result, Source
from threeup.notation import position_from_json, position_to_json
from threeup.rules import Rules
from threeup.state import Phase, State
from threeup.views import redact_event, view

__version__ = "0.1.0"

__all__ = [
    "Action",
    "ActionKind",
    "Card",
    "Colour",
    "DeckSpec",
    "EndReason",
    "IllegalActionError",
    "NotationError",
    "Phase",
    "PositionError",
    "Rank",
    "Result",
    "Rules",
    "RulesError",
    "Source",
    "State",
    "ThreeUpError",
    "apply",
    "card_str",
    "legal_actions",
    "new_game",
    "parse_action",
    "parse_card",
    "position_from_json",
    "position_to_json",
    "redact_event",
    "score",
    "view",
]
