"""``threeup arena`` driven in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from threeup.cli import app

runner = CliRunner()

FAST = ["--games", "4", "--seed", "1", "--workers", "1"]


def test_json_prints_one_object_with_the_figures_of_each_bot() -> None:
    result = runner.invoke(
        app, ["arena", "--bots", "random,random", "--players", "2", *FAST, "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    figures = data["bots"]["random"]
    assert {"games", "wins", "win_rate", "ci_low", "ci_high"} <= set(figures)
    assert figures["games"] == 8, "two seats a game, both held by random"
    assert 0.0 <= figures["ci_low"] <= figures["win_rate"] <= figures["ci_high"] <= 1.0
    assert data["games"] == 4 and data["players"] == 2


def test_json_is_the_same_whatever_the_number_of_workers() -> None:
    args = ["arena", "--players", "3", "--games", "6", "--seed", "5", "--placings", "--json"]
    one = runner.invoke(app, [*args, "--workers", "1"])
    two = runner.invoke(app, [*args, "--workers", "2"])
    assert one.exit_code == two.exit_code == 0, one.output + two.output
    assert one.stdout == two.stdout
    assert json.loads(one.stdout)["rules"] == {"players": 3, "placings": True}


def test_players_default_to_one_seat_per_bot_named(named_bots: object) -> None:
    result = runner.invoke(app, ["arena", "--bots", "alpha,beta,gamma", *FAST, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["players"] == 3 and set(data["bots"]) == {"alpha", "beta", "gamma"}


def test_human_output_is_a_table(tmp_path: Path, named_bots: object) -> None:
    result = runner.invoke(app, ["arena", "--bots", "alpha,beta", *FAST])
    assert result.exit_code == 0, result.output
    assert "arena: 4 games, 2 seats, seed 1" in result.output
    for word in ("win rate", "95% CI", "place", "ordinal", "pairwise", "stalemates"):
        assert word in result.output
    assert not list(tmp_path.iterdir())


def test_nothing_is_written_without_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["arena", *FAST]).exit_code == 0
    assert runner.invoke(app, ["arena", *FAST, "--json"]).exit_code == 0
    assert list(tmp_path.iterdir()) == []


def test_out_writes_the_result_files(tmp_path: Path) -> None:
    out = tmp_path / "arena"
    result = runner.invoke(app, ["arena", *FAST, "--out", str(out), "--replays", "--json"])
    assert result.exit_code == 0, result.output
    json.loads(result.stdout)
    names = {p.name for p in out.iterdir()}
    assert names == {"results.json", "games.csv", "winrates.png", "replays"}
    assert len(list((out / "replays").iterdir())) == 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "oracle"], "unknown bot 'oracle'"),
        (["--bots", "random,oracle"], "unknown bot 'oracle'"),
        (["--players", "7"], "--players"),
        (["--players", "1"], "--players"),
        (["--games", "0"], "--games"),
        (["--workers", "0"], "--workers"),
        (["--bots", "random,random,random", "--players", "2"], "3 bots named for 2 seats"),
        (["--bots", "random,,random"], "comma-separated"),
        (["--replays"], "--out"),
        (["--players", "6", "--colours", "b"], "need at least 54 cards"),
    ],
)
def test_bad_input_exits_2_with_a_clear_message(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["arena", *args])
    assert result.exit_code == 2
    assert message in result.output
    assert result.stdout == "" or "Usage" in result.output


def test_an_unwritable_out_folder_exits_2(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    result = runner.invoke(app, ["arena", *FAST, "--out", str(blocker)])
    assert result.exit_code == 2 and "cannot write" in result.output


def test_arena_and_demo_take_the_same_rule_flags() -> None:
    import typer.main

    commands = typer.main.get_group(app).commands
    rule_flags = {
        "--placings",
        "--draw-instead",
        "--ones-reverse",
        "--scoring",
        "--swap-stacks",
        "--trade-up",
        "--colour-swap",
        "--voluntary-pickup",
        "--colours",
        "--turn-limit",
    }

    def flags(name: str) -> dict[str, object]:
        return {
            opt: getattr(param, "help", None)
            for param in commands[name].params
            for opt in param.opts
            if opt in rule_flags
        }

    assert set(flags("arena")) == rule_flags
    assert flags("arena") == flags("demo")


def test_rule_flags_reach_every_game(tmp_path: Path) -> None:
    args = ["arena", *FAST, "--players", "3", "--ones-reverse", "--colours", "gb"]
    result = runner.invoke(app, [*args, "--turn-limit", "500", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    data = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    expected = {"players": 3, "ones_reverse": True, "turn_limit": 500, "deck": {"colours": "gb"}}
    assert data["rules"] == expected
    assert all(g["rules"] == {**expected, "start_seat": g["start_seat"]} for g in data["records"])
