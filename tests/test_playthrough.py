"""Golden playthroughs: whole seeded games, every action and event, replayed and diffed
against tests/golden/playthrough-*.txt. Regenerate with tests/golden/regenerate.py only
when a change to the rules or the notation is intended."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"
_spec = importlib.util.spec_from_file_location("regenerate", GOLDEN / "regenerate.py")
assert _spec is not None and _spec.loader is not None
regenerate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regenerate)


@pytest.mark.parametrize("name", sorted(regenerate.PLAYTHROUGHS))
def test_playthrough_matches_the_golden_file(name: str) -> None:
    rules, seed = regenerate.PLAYTHROUGHS[name]
    expected = (GOLDEN / name).read_text(encoding="utf-8")
    assert regenerate.playthrough(rules, seed) == expected
