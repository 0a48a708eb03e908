"""The setup screen, by keyboard only."""

from __future__ import annotations

import asyncio

from textual.pilot import Pilot
from tui_helpers import config, press, screen_text

from threeup import Rules
from threeup.tui.app import PlayApp
from threeup.tui.screens import PassScreen, SetupScreen


async def _tab_to(pilot: Pilot[object], widget_id: str) -> None:
    for _ in range(40):
        focused = pilot.app.focused
        if focused is not None and focused.id == widget_id:
            return
        await press(pilot, "tab")
    raise AssertionError(f"Tab never reached #{widget_id}")


async def _type(pilot: Pilot[object], text: str) -> None:
    await press(pilot, "home", "ctrl+k", *text)  # clear the field, then type


def test_the_setup_screen_sets_up_a_hot_seat_game_with_optional_rules() -> None:
    async def run() -> None:
        app = PlayApp(config(Rules(players=2), 1, ["easy"]), setup=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0)
            assert isinstance(app.screen, SetupScreen)
            assert app.focused is not None and app.focused.id == "players"
            await press(pilot, "enter", "down", "enter")  # 2 -> 3 players
            await _tab_to(pilot, "name-2")
            await _type(pilot, "Zoe")
            await _tab_to(pilot, "kind-2")
            await press(pilot, "enter", "up", "up", "enter")  # medium -> human
            await _tab_to(pilot, "ones_reverse")
            assert "O3 ones reverse: off" in screen_text(app)
            await press(pilot, "space")
            assert "O3 ones reverse: on" in screen_text(app)
            await _tab_to(pilot, "seed")
            await _type(pilot, "42")
            await press(pilot, "ctrl+s")
            session = app.session
            assert session is not None
            rules = session.rules
            assert rules.players == 3 and rules.ones_reverse and not rules.placings
            assert [(s.name, s.kind) for s in session.config.seats] == [
                ("Ana", "human"),
                ("Bo", "easy"),
                ("Zoe", "human"),
            ]
            assert session.seed == 42 and session.config.pace == 0
            assert isinstance(app.screen, PassScreen), "two people: the keyboard is passed"

    asyncio.run(run())


def test_a_setup_that_does_not_fit_says_why_and_starts_nothing() -> None:
    async def run() -> None:
        app = PlayApp(config(Rules(players=2), 1, ["easy"]), setup=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0)
            await _tab_to(pilot, "name-1")
            await _type(pilot, "Ana")
            await press(pilot, "ctrl+s")
            assert isinstance(app.screen, SetupScreen) and app.session is None
            assert "Cannot start: every player needs a different name" in screen_text(app)
            await _type(pilot, "Bob")
            await _tab_to(pilot, "rounds")
            await _type(pilot, "3")
            await press(pilot, "enter")  # Enter in a field starts, if it can
            assert app.session is None
            assert "a match of several rounds is scored: turn on scoring" in screen_text(app)
            await press(pilot, "escape")
            assert app.session is None
        assert app.return_code == 0

    asyncio.run(run())
