"""Seats and the set-up of a terminal game."""

from __future__ import annotations

from pathlib import Path

import pytest

from threeup import Rules
from threeup.tui.config import PlayConfig, Seat, default_replay_dir, make_seats


def test_seats_cycle_the_opponents_and_take_the_names_given() -> None:
    seats = make_seats(5, ["easy", "hard"], ["Jo", "", "Al"])
    assert [s.label for s in seats] == ["Jo", "Bo (easy)", "Al (hard)", "Dee (easy)", "Eli (hard)"]
    assert [s.is_human for s in seats] == [True, False, False, False, False]


@pytest.mark.parametrize(
    ("players", "opponents", "names", "message"),
    [
        (7, ["easy"], [], "2 to 6 players"),
        (3, [], [], "name at least one opponent"),
        (2, ["easy", "easy"], [], "2 opponents named for 1 seats"),
        (2, ["god"], [], "unknown player 'god'"),
        (2, ["easy"], ["A", "B", "C"], "3 names given for 2 seats"),
        (2, ["easy"], ["Bo"], "every player needs a different name"),
    ],
)
def test_impossible_seats_are_refused(
    players: int, opponents: list[str], names: list[str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        make_seats(players, opponents, names)


def test_a_config_fits_its_rules() -> None:
    seats = make_seats(3, ["easy"])
    with pytest.raises(ValueError, match="3 seats for 2 players"):
        PlayConfig(Rules(players=2), 1, seats)
    with pytest.raises(ValueError, match="seat 0 is the person"):
        PlayConfig(Rules(players=2), 1, (Seat("Bo", "easy"), Seat("Ana", "human")))
    with pytest.raises(ValueError, match="pace"):
        PlayConfig(Rules(players=3), 1, seats, pace=-1)
    hot = PlayConfig(Rules(players=3), 1, make_seats(3, ["human", "easy"]))
    assert hot.humans == (0, 1) and hot.hot_seat
    assert not PlayConfig(Rules(players=3), 1, seats).hot_seat


def test_replays_go_under_the_xdg_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "/data")
    assert default_replay_dir() == Path("/data/threeup/replays")
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_replay_dir() == Path.home() / ".local/share/threeup/replays"
