"""The files written with --out: results.json, games.csv, winrates.png and replays."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from threeup.arena.config import ArenaConfig, ArenaError
from threeup.arena.files import csv_header, read_games_csv, write_results
from threeup.arena.report import build_report
from threeup.arena.runner import play_game, run_games
from threeup.cli import app
from threeup.replay import loads
from threeup.rules import Rules
from threeup.views import result_json

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _write(out: Path, replays: bool) -> list[Path]:
    rules = Rules(players=3, ones_reverse=True)
    config = ArenaConfig.create("random", rules, games=4, seed=9)
    report = build_report(config, run_games(config, keep_actions=replays))
    return write_results(report, out, replays=replays)


def test_results_json_csv_and_chart_are_written_and_readable(tmp_path: Path) -> None:
    out = tmp_path / "run"
    written = _write(out, replays=False)
    assert sorted(p.name for p in written) == ["games.csv", "results.json", "winrates.png"]
    data = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert data["format"] == "threeup-arena" and len(data["records"]) == 4
    with (out / "games.csv").open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == csv_header(3)
    assert len(rows) == 1 + 4, "a header and one row per game"
    assert (out / "winrates.png").read_bytes().startswith(PNG_SIGNATURE)
    assert not (out / "replays").exists()


def test_a_game_replays_from_its_csv_seeds(tmp_path: Path) -> None:
    _write(tmp_path, replays=False)
    results = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    specs = read_games_csv(tmp_path / "games.csv")
    assert [s.index for s in specs] == [0, 1, 2, 3]
    for spec, game in zip(specs, results["records"], strict=True):
        assert result_json(play_game(spec).result) == game["result"]


def test_replay_files_replay_with_the_replay_command(tmp_path: Path) -> None:
    written = _write(tmp_path, replays=True)
    files = sorted((tmp_path / "replays").iterdir())
    assert [f.name for f in files] == [f"game-{i:06d}.json" for i in range(4)]
    assert set(files) <= set(written)
    with (tmp_path / "games.csv").open(newline="", encoding="utf-8") as f:
        assert [row["replay"] for row in csv.DictReader(f)] == [f"replays/{f.name}" for f in files]
    replay = loads(files[1].read_text(encoding="utf-8"))
    assert replay.final_state().is_over  # the recorded result is checked too
    assert replay.players == read_games_csv(tmp_path / "games.csv")[1].bots
    shown = CliRunner().invoke(app, ["replay", str(files[1])])
    assert shown.exit_code == 0, shown.output


def test_replay_files_need_the_actions(tmp_path: Path) -> None:
    config = ArenaConfig.create("random", Rules(players=2), games=1, seed=1)
    report = build_report(config, run_games(config))
    with pytest.raises(ArenaError, match="actions kept"):
        write_results(report, tmp_path, replays=True)


def test_a_bad_csv_row_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "games.csv"
    path.write_text("game,deal_seed,rules\n0,x,{}\n", encoding="utf-8")
    with pytest.raises(ArenaError, match=r"not a games\.csv row"):
        read_games_csv(path)
