"""``threeup play`` and ``threeup replay`` on the command line (the screens themselves
are tested with the pilot)."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer
import typer.core
import typer.main
from typer.testing import CliRunner

import threeup.cli
import threeup.tui
from threeup.replay import Replay
from threeup.tui.config import PlayConfig
from threeup.tui.session import Session

runner = CliRunner()

RULE_FLAGS = {
    *("--placings", "--draw-instead", "--ones-reverse", "--scoring", "--swap-stacks"),
    *("--trade-up", "--colour-swap", "--voluntary-pickup", "--colours", "--turn-limit"),
}


class Recorder:
    """Stands in for the terminal game: records what it was asked to run."""

    def __init__(self, saved: list[Path]) -> None:
        self.calls: list[tuple[PlayConfig, bool]] = []
        self.saved = saved

    def __call__(self, config: PlayConfig, *, setup: bool = False) -> Session:
        self.calls.append((config, setup))
        session = Session(config)
        session.saved = self.saved
        return session


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Recorder:
    record = Recorder([tmp_path / "a.json"])
    monkeypatch.setattr(threeup.tui, "run_play", record)
    return record


def test_every_command_that_deals_games_has_every_rule_flag() -> None:
    group = typer.main.get_command(threeup.cli.app)
    assert isinstance(group, typer.core.TyperGroup)
    for name in ("demo", "arena", "play"):
        flags = {opt for param in group.commands[name].params for opt in param.opts}
        assert flags >= RULE_FLAGS, (name, RULE_FLAGS - flags)
    assert not RULE_FLAGS & {o for p in group.commands["legal"].params for o in p.opts}


def test_play_builds_the_game_its_options_describe(recorder: Recorder, tmp_path: Path) -> None:
    args = ["play", "--players", "3", "--opponents", "hard,human", "--names", "Jo,,Al",
            "--seed", "12", "--pace", "0.25", "--scoring", "--rounds", "3", "--colours", "gb",
            "--ones-reverse", "--replay-dir", str(tmp_path)]  # fmt: skip
    result = runner.invoke(threeup.cli.app, args)
    assert result.exit_code == 0, result.output
    [(config, setup)] = recorder.calls
    assert not setup, "options given: straight to the table"
    assert [(s.name, s.kind) for s in config.seats] == [
        ("Jo", "human"),
        ("Bo", "hard"),
        ("Al", "human"),
    ]
    rules = config.rules
    assert (rules.players, rules.scoring, rules.rounds, rules.ones_reverse) == (3, True, 3, True)
    assert rules.deck.colours == "gb" and not rules.placings
    assert (config.seed, config.pace, config.replay_dir) == (12, 0.25, tmp_path)
    assert result.output.splitlines() == [
        "played with seed 12",
        f"replay saved to {tmp_path / 'a.json'}",
    ]


def test_play_without_options_opens_the_setup_screen(
    recorder: Recorder, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert runner.invoke(threeup.cli.app, ["play"]).exit_code == 0
    assert runner.invoke(threeup.cli.app, ["play", "--setup", "--seed", "4"]).exit_code == 0
    assert runner.invoke(threeup.cli.app, ["play", "--no-save"]).exit_code == 0
    (plain, setup), (seeded, setup2), (unsaved, setup3) = recorder.calls
    assert setup and setup2 and not setup3
    assert plain.rules.players == 4 and [s.kind for s in plain.seats[1:]] == ["medium"] * 3
    assert plain.replay_dir == tmp_path / "data" / "threeup" / "replays"
    assert seeded.seed == 4
    assert unsaved.replay_dir is None and unsaved.save is None
    two = runner.invoke(threeup.cli.app, ["play", "--opponents", "expert"])
    assert two.exit_code == 0 and recorder.calls[-1][0].rules.players == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--opponents", "wizard"], "unknown player 'wizard'"),
        (["--players", "2", "--opponents", "easy,hard"], "2 opponents named for 1 seats"),
        (["--rounds", "2"], "turn on scoring"),
        (["--names", "Al,Al"], "every player needs a different name"),
        (["--players", "6", "--colours", "b"], "need at least 54 cards"),
    ],
)
def test_play_refuses_bad_options(recorder: Recorder, args: list[str], message: str) -> None:
    result = runner.invoke(threeup.cli.app, ["play", *args])
    assert result.exit_code == 2 and message in result.output
    assert recorder.calls == []


def _saved_game(tmp_path: Path) -> Path:
    save = tmp_path / "game.json"
    runner.invoke(threeup.cli.app, ["demo", "--players", "2", "--seed", "3", "--save", str(save)])
    return save


def test_replay_text_is_the_move_by_move_printout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = _saved_game(tmp_path)
    plain = runner.invoke(threeup.cli.app, ["replay", str(save)])  # not a terminal
    monkeypatch.setattr(threeup.cli, "_is_terminal", lambda: True)
    text = runner.invoke(threeup.cli.app, ["replay", str(save), "--text"])
    assert text.exit_code == plain.exit_code == 0
    assert text.output == plain.output
    assert text.output.startswith("replay: 2 players, seed 3\n")


def test_replay_in_a_terminal_opens_the_viewer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = _saved_game(tmp_path)
    opened: list[tuple[Replay, int | None]] = []
    monkeypatch.setattr(threeup.cli, "_is_terminal", lambda: True)
    monkeypatch.setattr(threeup.tui, "run_replay", lambda r, s: opened.append((r, s)))
    result = runner.invoke(threeup.cli.app, ["replay", str(save), "--seat", "1"])
    assert result.exit_code == 0 and result.output == ""
    [(replay, seat)] = opened
    assert seat == 1 and replay.seed == 3
    bad = runner.invoke(threeup.cli.app, ["replay", str(save), "--seat", "4"])
    assert bad.exit_code == 2 and "no seat 4 in a game of 2 players" in bad.output
    junk = tmp_path / "junk.json"
    junk.write_text("{}", encoding="utf-8")
    bad_file = runner.invoke(threeup.cli.app, ["replay", str(junk)])
    assert bad_file.exit_code == 2 and "not a replay" in bad_file.output
    assert len(opened) == 1
