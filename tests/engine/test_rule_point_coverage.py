"""Every rule point and decision has a test named after it, and RULES.md states it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent
POINTS = (
    [f"D{i}" for i in range(1, 4)]
    + [f"S{i}" for i in range(1, 6)]
    + [f"T{i}" for i in range(1, 8)]
    + [f"C{i}" for i in range(1, 5)]
    + [f"U{i}" for i in range(1, 6)]
    + ["W1"]
    + [f"O{i}" for i in range(1, 8)]
    + ["H1"]
    + [f"Q{i}" for i in range(1, 33)]
)


def _test_names() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        names.update(re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M))
    return names


def test_every_rule_point_has_a_test_that_names_it() -> None:
    names = _test_names()
    missing = [p for p in POINTS if not any(re.search(rf"_{p}_", n) for n in names)]
    assert missing == []


def test_rules_md_states_every_rule_point_and_decision() -> None:
    text = (ROOT / "RULES.md").read_text(encoding="utf-8")
    missing = [p for p in POINTS if not re.search(rf"\b{p}\b", text)]
    assert missing == []
    decisions = re.findall(r"^\*\*(Q\d+)\.", text, re.M)
    assert decisions == [f"Q{i}" for i in range(1, 33)]
