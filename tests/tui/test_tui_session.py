"""The session behind the screen: redacted logs, replay files, matches, more games."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import config

from threeup import Rules
from threeup.events import ChoseUp, Drew
from threeup.match import round_seed
from threeup.replay import loads
from threeup.tui.config import PlayConfig, make_seats
from threeup.tui.session import Session


def _play(session: Session, turns: int | None = None) -> None:
    """Everyone plays: the person takes the first listed action."""
    while not session.is_over and (turns is None or len(session.history) < turns):
        action = session.legal()[0] if session.is_human_turn else session.bot_move()
        session.apply(action)


def test_each_seat_reads_the_log_redacted_for_it() -> None:
    session = Session(config(Rules(players=3, start_seat=1), 3, ["medium"]))
    _play(session, 30)
    chose = next(i for i, t in enumerate(session.history) if isinstance(t.events[0], ChoseUp))
    assert session.history[chose].seat == 1
    assert session.log_lines(0)[chose] == "Bo chose a 3UP"
    assert session.log_lines(1)[chose].startswith("Bo put ")
    drew = next(
        i
        for i, t in enumerate(session.history)
        if t.seat == 1 and any(isinstance(e, Drew) for e in t.events)
    )
    assert "Bo drew one card" in session.log_lines(0)[drew]
    assert "Bo drew one card" not in session.log_lines(1)[drew]
    assert session.log_lines(None)[drew] == session.log_lines(2)[drew]
    assert session.log_lines(0, drew) == session.log_lines(0)[drew:]


def test_computer_moves_only_when_a_computer_is_to_move() -> None:
    session = Session(config(Rules(players=2, start_seat=0), 1, ["easy"]))
    assert session.is_human_turn
    with pytest.raises(RuntimeError):
        session.bot_request()
    session.apply(session.legal()[0])
    bot, view, legal = session.bot_request()
    assert view["seat"] == 1 and view["seats"][0]["hand"] is None
    assert bot.choose(view, legal) in legal


def test_replays_are_saved_once_per_game_and_replay_exactly(tmp_path: Path) -> None:
    session = Session(config(Rules(players=2), 5, ["easy"], replay_dir=tmp_path / "r"))
    assert session.save() is None, "nothing played, nothing saved"
    _play(session, 10)
    first = session.save()
    assert first is not None and first.parent == tmp_path / "r"
    assert first.name.startswith("threeup-") and first.name.endswith("-seed5.json")
    assert session.save() is None, "nothing new"
    _play(session)
    assert session.save() == first, "the same game goes on in the same file"
    replay = loads(first.read_text(encoding="utf-8"))
    assert replay.final_state() == session.state and replay.seed == 5
    session.next_game()
    assert session.seed == 6 and session.deal_seed == 6 and session.round_label == "game 2"
    _play(session, 4)
    second = session.save()
    assert second is not None and second != first and second.name.endswith("-seed6.json")
    assert session.saved == [first, second]


def test_save_names_the_first_file_and_numbers_the_next(tmp_path: Path) -> None:
    seats = make_seats(2, ["easy"])
    target = tmp_path / "mine.json"
    session = Session(PlayConfig(Rules(players=2), 1, seats, 0, None, target))
    _play(session)
    assert session.save() == target
    session.next_game()
    _play(session, 3)
    assert session.save() == tmp_path / "mine-2.json"
    off = Session(PlayConfig(Rules(players=2), 1, seats, 0, None, None))
    _play(off, 3)
    assert off.save() is None and off.saved == []


def test_an_o4_match_deals_its_rounds_and_adds_up_the_points(tmp_path: Path) -> None:
    rules = Rules(players=2, scoring=True, rounds=2, turn_limit=20)
    session = Session(config(rules, 9, ["easy"], replay_dir=tmp_path))
    assert session.round_label == "round 1 of 2" and session.deal_seed == round_seed(9, 0)
    _play(session)
    first = session.state.result
    assert first is not None and session.match is not None
    assert session.match.round_scores == [first.scores] and not session.match_over
    assert session.round_label == "round 1 of 2", "still showing the finished round"
    saved = session.save()
    assert saved is not None and saved.name.endswith("-seed9-round1.json")
    assert loads(saved.read_text(encoding="utf-8")).seed == round_seed(9, 0)
    session.next_game()
    assert session.round_label == "round 2 of 2" and session.deal_seed == round_seed(9, 1)
    _play(session)
    assert session.match_over
    second = session.state.result
    assert second is not None
    assert session.match.totals == [a + b for a, b in zip(first.scores, second.scores, strict=True)]
    session.next_game()  # a new match from the next seed
    assert session.seed == 10 and session.round_label == "round 1 of 2"
    assert session.match.round_scores == []
