"""Perft-style golden counts: distinct legal action sequences to depth 1..3 from fixed
positions (tests/golden/perft.json). Any change to legality shows up here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support.perft import perft
from threeup import parse_action
from threeup.notation import position_from_json

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "golden" / "perft.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_perft_counts_match_the_golden_file(case: dict[str, Any]) -> None:
    state = position_from_json(case["position"])
    counts = [perft(state, depth) for depth in range(1, len(case["counts"]) + 1)]
    assert counts == case["counts"]


def test_perft_midgame_depth_two_by_hand() -> None:
    """The midgame count of 15 at depth 2, worked out by hand: 5b or 5b 5r leave seat 1
    two answers (6g, 10r), 9g leaves one (10r), and Clear+1 or Clear+2 leave seat 0 five
    plays on the empty pile."""
    case = next(c for c in CASES if c["name"] == "midgame-clears")
    state = position_from_json(case["position"])
    by_action = {}
    for action in state.legal_actions():
        child = state.copy()
        child.apply(action)
        by_action[str(action)] = len(child.legal_actions())
    assert by_action == {"play 5b": 2, "play 5b 5r": 2, "play 9g": 1, "play C1b": 5, "play C2g": 5}


def test_perft_stacks_endgame_by_hand() -> None:
    case = next(c for c in CASES if c["name"] == "stacks-endgame")
    state = position_from_json(case["position"])
    assert [str(a) for a in state.legal_actions()] == ["flip 1", "flip 2", "flip 3"]
    after_clear = state.copy()
    after_clear.apply(parse_action("flip 2"))  # Clear+1: one more action, blind again
    assert [str(a) for a in after_clear.legal_actions()] == ["flip 1", "flip 2"]
