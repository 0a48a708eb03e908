"""Rule variants the simulation tests run over: each optional rule alone, and all at once."""

from __future__ import annotations

import random
from collections.abc import Iterator

from threeup import Action, DeckSpec, Rules, State, new_game

SWITCHES = {
    "base": {},
    "O1_placings": {"placings": True},
    "O2_draw_instead": {"draw_instead": True},
    "O3_ones_reverse": {"ones_reverse": True},
    "O4_scoring": {"scoring": True, "rounds": 3},
    "O5_swap_stacks": {"swap_stacks": True},
    "O5_trade_up": {"trade_up": True},
    "O6_colour_swap": {"colour_swap": True},
    "O7_two_colours": {"deck": DeckSpec.standard("gb")},
    "H1_voluntary_pickup": {"voluntary_pickup": True},
    "all": {
        "placings": True,
        "draw_instead": True,
        "ones_reverse": True,
        "scoring": True,
        "swap_stacks": True,
        "trade_up": True,
        "colour_swap": True,
        "voluntary_pickup": True,
    },
}


def variant_rules(name: str, players: int) -> Rules | None:
    """The rules of a variant for a player count, or None where the deck is too small."""
    settings = SWITCHES[name]
    deck = settings.get("deck")
    if isinstance(deck, DeckSpec) and deck.size < 9 * players:
        return None
    return Rules(players=players, **settings)


def all_variants() -> Iterator[tuple[str, Rules]]:
    """Every (variant, player count) pair that can be dealt."""
    for name in SWITCHES:
        for players in range(2, 7):
            rules = variant_rules(name, players)
            if rules is not None:
                yield f"{name}-{players}p", rules


def random_game(rules: Rules, seed: int) -> tuple[State, list[Action]]:
    """Play one game with uniformly random legal actions; return the end state and actions."""
    state = new_game(rules, seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        actions.append(action)
        state.apply(action)
    return state, actions
