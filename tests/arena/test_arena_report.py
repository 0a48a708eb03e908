"""The report as data and as JSON."""

from __future__ import annotations

import json

from threeup.arena.config import ArenaConfig
from threeup.arena.report import build_report, report_json
from threeup.arena.runner import run_games
from threeup.rules import Rules

BOT_KEYS = {
    "games",
    "wins",
    "win_rate",
    "ci_low",
    "ci_high",
    "mean_place",
    "mean_turns",
    "stalemates",
    "seats",
    "starts",
    "rating",
}


def test_the_report_json_holds_every_figure(named_bots: object) -> None:
    config = ArenaConfig.create("alpha,beta", Rules(players=2), games=4, seed=1)
    report = build_report(config, run_games(config))
    data = json.loads(json.dumps(report_json(report)))
    assert set(data["bots"]) == {"alpha", "beta"}
    for figures in data["bots"].values():
        assert set(figures) == BOT_KEYS
        assert figures["games"] == 4
        assert figures["ci_low"] <= figures["win_rate"] <= figures["ci_high"]
        assert set(figures["rating"]) == {"mu", "sigma", "ordinal"}
    wins = sum(f["wins"] for f in data["bots"].values())
    assert wins + data["stalemates"] == 4
    assert {(p["bot"], p["opponent"]) for p in data["pairwise"]} == {
        ("alpha", "beta"),
        ("beta", "alpha"),
    }
    assert (data["seed"], data["games"], data["players"]) == (1, 4, 2)
    assert data["lineup"] == ["alpha", "beta"]
    assert "records" not in data


def test_the_full_report_lists_every_game() -> None:
    config = ArenaConfig.create("random", Rules(players=3, placings=True), games=3, seed=2)
    report = build_report(config, run_games(config))
    records = report_json(report, with_games=True)["records"]
    assert [g["game"] for g in records] == [0, 1, 2]
    first = records[0]
    assert first["rules"] == {"players": 3, "placings": True, "start_seat": 0}
    assert len(first["bots"]) == len(first["bot_seeds"]) == len(first["places"]) == 3
    assert sorted(first["places"]) == [1.0, 2.0, 3.0]
    assert first["result"]["reason"] == "placed"
