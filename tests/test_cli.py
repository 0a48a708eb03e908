"""The threeup command line, driven in-process."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from threeup.cli import app
from threeup.replay import loads

runner = CliRunner()

POSITION = {
    "to_move": 0,
    "direction": 1,
    "hands": [["2r", "3g", "9b"], ["5g", "6g", "8b"]],
    "up": [[], []],
    "down": [["7g"], ["7b"]],
    "draw": [],
    "pile": ["3b"],
}


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_demo_narrates_a_whole_game_and_saves_its_replay(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = runner.invoke(app, ["demo", "--players", "4", "--seed", "7", "--save", str(save)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("3UP 3DOWN: 4 players, seed 7")
    assert any(": up " in line for line in lines)
    assert "wins" in result.output or "turn limit" in result.output
    replay = loads(save.read_text(encoding="utf-8"))
    assert replay.final_state().is_over
    again = runner.invoke(app, ["demo", "--players", "4", "--seed", "7"])
    assert lines[-1] == f"replay saved to {save}"
    assert again.output.splitlines() == lines[:-1], "the same seed narrates the same game"


def test_demo_refuses_bad_options() -> None:
    assert runner.invoke(app, ["demo", "--players", "7"]).exit_code == 2
    bad = runner.invoke(app, ["demo", "--bots", "oracle"])
    assert bad.exit_code == 2 and "unknown bot" in bad.output
    small = runner.invoke(app, ["demo", "--players", "6", "--colours", "b"])
    assert small.exit_code == 2 and "need at least 54 cards" in small.output


def test_legal_prints_one_action_per_line(tmp_path: Path) -> None:
    result = runner.invoke(app, ["legal", str(_write(tmp_path, POSITION))])
    assert result.exit_code == 0
    assert result.output.splitlines() == ["play 3g", "play 9b"]


def test_apply_prints_the_resulting_position(tmp_path: Path) -> None:
    path = _write(tmp_path, POSITION)
    result = runner.invoke(app, ["apply", str(path), "play 9b", "pickup"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["to_move"] == 0
    assert data["hands"][1] == ["3b", "5g", "6g", "8b", "9b"]
    assert data["known"] == [[], ["3b", "9b"]]


def test_apply_refuses_an_illegal_action_naming_the_rule(tmp_path: Path) -> None:
    path = _write(tmp_path, POSITION)
    result = runner.invoke(app, ["apply", str(path), "play 2r"])
    assert result.exit_code == 2
    assert "action 1 ('play 2r')" in result.output and "(T1)" in result.output
    assert "{" not in result.output


def test_bad_files_give_clear_errors(tmp_path: Path) -> None:
    missing = runner.invoke(app, ["legal", str(tmp_path / "nope.json")])
    assert missing.exit_code == 2 and "cannot read" in missing.output
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    assert "is not JSON" in runner.invoke(app, ["legal", str(junk)]).output
    bad = _write(tmp_path, {**POSITION, "pile": ["Cg"]})
    result = runner.invoke(app, ["legal", str(bad)])
    assert result.exit_code == 2 and "clears it" in result.output
    replay = runner.invoke(app, ["replay", str(junk)])
    assert replay.exit_code == 2 and "not JSON" in replay.output


def test_replay_prints_a_saved_game_move_by_move(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    runner.invoke(app, ["demo", "--players", "2", "--seed", "3", "--save", str(save)])
    result = runner.invoke(app, ["replay", str(save)])
    assert result.exit_code == 0, result.output
    moves = [line for line in result.output.splitlines() if "seat " in line and ": " in line]
    assert len(moves) == len(loads(save.read_text(encoding="utf-8")).actions)
