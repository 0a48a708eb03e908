"""The replay viewer: stepping forward and back, from each seat's view."""

from __future__ import annotations

import asyncio

from tui_helpers import hidden_from, log_text, press, screen_text, shown_cards

from threeup import Rules, new_game
from threeup.replay import Replay
from threeup.tui.replay_app import ReplayApp
from threeup.tui.screens import ReplayScreen


def _replay() -> Replay:
    rules = Rules(players=3, start_seat=0)
    state = new_game(rules, 21)
    actions = []
    for _ in range(40):
        action = state.legal_actions()[-1]
        actions.append(action)
        state.apply(action)
    return Replay(rules, 21, tuple(actions), ("Ana", "Bo", "Cy"))


def test_stepping_through_a_replay() -> None:
    replay = _replay()
    states = [new_game(replay.rules, replay.seed)] + [s.state for s in replay.steps()]

    async def run() -> None:
        app = ReplayApp(replay, seat=None)
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.pause(0)
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            assert "Replay step 0 of 40 · spectator's view" in screen_text(app)
            assert log_text(app) == ""
            await press(pilot, "right", "right", "space", "l")
            assert screen.step == 4
            assert "Replay step 4 of 40" in screen_text(app)
            assert "last: Ana: " + str(replay.actions[3]) in screen_text(app)
            assert len(log_text(app).splitlines()) == 4
            assert "Spectator: no hand is shown" in screen_text(app)
            await press(pilot, "left", "h")
            assert screen.step == 2 and len(log_text(app).splitlines()) == 2
            await press(pilot, "end")
            assert screen.step == 40
            await press(pilot, "right")
            assert screen.step == 40, "not past the end"
            await press(pilot, "pageup")
            assert screen.step == 30
            for seat in (0, 1, 2):
                await press(pilot, "v")
                assert screen.seat == seat
                text = screen_text(app)
                assert f"{replay.players[seat]}'s view" in text and "Your hand" in text
                assert not shown_cards(app) & hidden_from(states[30], seat)
            await press(pilot, "v")
            assert screen.seat is None
            await press(pilot, "home", "left")
            assert screen.step == 0
            await press(pilot, "question_mark")
            assert "3UP 3DOWN in short" in screen_text(app)
            await press(pilot, "escape")
            assert app.screen is screen
            await press(pilot, "q")
        assert app.return_code == 0

    asyncio.run(run())


def test_the_viewer_starts_from_a_seat_s_view() -> None:
    async def run() -> None:
        app = ReplayApp(_replay(), seat=2)
        async with app.run_test() as pilot:
            await pilot.pause(0)
            assert "Cy's view" in screen_text(app) and "Cy (you)" in screen_text(app)

    asyncio.run(run())
