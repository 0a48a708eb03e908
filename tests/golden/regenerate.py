"""Rewrite the golden files from the engine as it is now. Run it only when a change to
the rules or the notation is intended, and review the diff:

    .venv/bin/python tests/golden/regenerate.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent))

from support.perft import perft  # noqa: E402
from threeup import Rules, State, new_game  # noqa: E402
from threeup.notation import position_from_json, position_to_json  # noqa: E402
from threeup.views import event_json  # noqa: E402

POSITIONS = {
    "setup-2p": (
        "the deal of seed 1 with 2 players: both choose their 3UP",
        new_game(Rules(players=2, start_seat=0), seed=1),
    ),
    "midgame-clears": (
        "a 3-player middle game with Clear+1 and Clear+2 in hand",
        {
            "to_move": 0,
            "direction": 1,
            "hands": [
                ["3g", "5b", "5r", "9g", "C1b", "C2g"],
                ["4g", "6g", "10r"],
                ["2b", "2r", "8b"],
            ],
            "up": [["7g", "8r", "Cg"], ["1b", "6r", "9r"], ["4r", "10g", "C1g"]],
            "down": [["2g", "3b", "7r"], ["5g", "6b", "8g"], ["1r", "9b", "10b"]],
            "draw": ["1g", "4b", "7b"],
            "pile": ["3r", "4g"],
        },
    ),
    "stacks-endgame": (
        "2 players on their stacks: blind flips, a flipped Clear+1",
        {
            "to_move": 1,
            "direction": 1,
            "hands": [["6g"], []],
            "up": [["9g", "9b"], []],
            "down": [["2g", "Cr", "10b"], ["3g", "C1b", "7r"]],
            "draw": [],
            "pile": ["5g", "5b"],
        },
    ),
    "all-options": (
        "O1, O2, O3, O6 and H1 together",
        {
            "to_move": 0,
            "direction": 1,
            "rules": {
                "players": 3,
                "placings": True,
                "draw_instead": True,
                "ones_reverse": True,
                "colour_swap": True,
                "voluntary_pickup": True,
            },
            "hands": [["1g", "1b", "4b", "4b", "6r"], ["2g", "5g", "8g"], ["3r", "7b", "9b"]],
            "up": [["2r", "6g", "10g"], ["3b", "9g", "C1r"], ["5r", "8b", "10r"]],
            "down": [["1r", "4g", "7g"], ["2b", "6b", "10b"], ["3g", "8r", "Cg"]],
            "draw": ["5b", "7r", "9r", "C1g"],
            "pile": ["1r", "4g", "4g"],
        },
    ),
}


PLAYTHROUGHS = {
    "playthrough-4p-seed7.txt": (Rules(players=4), 7),
    "playthrough-3p-all-options-seed11.txt": (
        Rules(
            players=3,
            placings=True,
            draw_instead=True,
            ones_reverse=True,
            swap_stacks=True,
            trade_up=True,
            colour_swap=True,
            voluntary_pickup=True,
        ),
        11,
    ),
}


def playthrough(rules: Rules, seed: int) -> str:
    """A whole seeded random game: each action and its events, as the seat to move sees
    them (one line per action)."""
    state = new_game(rules, seed)
    rng = random.Random(seed)
    lines = [f"# rules {json.dumps(rules.to_json())} seed {seed}"]
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.to_move
        action = legal[rng.randrange(len(legal))]
        events = [event_json(e, seat) for e in state.apply(action)]
        lines.append(f"{seat} {action} | {json.dumps(events)}")
    return "\n".join(lines) + "\n"


def main() -> None:
    for name, (rules, seed) in PLAYTHROUGHS.items():
        (HERE / name).write_text(playthrough(rules, seed), encoding="utf-8")
    cases = []
    for name, (note, source) in POSITIONS.items():
        state = source if isinstance(source, State) else position_from_json(source)
        counts = [perft(state, depth) for depth in (1, 2, 3)]
        cases.append(
            {"name": name, "note": note, "position": position_to_json(state), "counts": counts}
        )
        print(name, counts)
    (HERE / "perft.json").write_text(json.dumps(cases, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
