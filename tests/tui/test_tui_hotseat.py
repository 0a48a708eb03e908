"""Hot-seat play: two people at one keyboard, the table hidden between their turns."""

from __future__ import annotations

import asyncio

from tui_helpers import hidden_from, listed, press, screen_text, settle, shown_cards

from threeup import Rules
from threeup.tui.app import PlayApp
from threeup.tui.cardtext import card_tokens
from threeup.tui.config import PlayConfig, make_seats
from threeup.tui.screens import GameScreen, PassScreen


def test_hot_seat_hides_the_table_between_people() -> None:
    rules = Rules(players=3, start_seat=0, turn_limit=6)
    # Ana and "[/Cy]" at the keyboard (a name that would be bad markup), Bo a bot
    seats = make_seats(3, ["easy", "human"], ["Ana", "Bo", "[/Cy]"])

    async def run() -> None:
        app = PlayApp(PlayConfig(rules, 6, seats, pace=0, replay_dir=None))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            handovers = 0
            while not session.is_over:
                seat = session.to_move
                assert session.is_human_turn
                if isinstance(app.screen, PassScreen):
                    text = screen_text(app)
                    assert f"Pass the keyboard to {session.names[seat]}" in text
                    assert card_tokens(text) == [] and "Your hand" not in text
                    await press(pilot, "1", "space", "x")  # only Enter hands over
                    assert isinstance(app.screen, PassScreen) and session.to_move == seat
                    await press(pilot, "enter")
                    handovers += 1
                assert isinstance(app.screen, GameScreen)
                assert app.screen.viewer == seat
                assert f"{session.names[seat]} (you)" in screen_text(app)
                assert not shown_cards(app) & hidden_from(session.state, seat)
                assert listed(app) == [str(a) for a in session.legal()]
                await press(pilot, "1")
            # Ana and Cy never move twice running (Bo sits between), so each of their
            # decisions needed a handover: 2 3UP choices and 4 of the 6 turns
            assert handovers == 6

    asyncio.run(run())
