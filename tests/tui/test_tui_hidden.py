"""The screen never shows a card hidden from the person at the keyboard (Q18)."""

from __future__ import annotations

import asyncio

from tui_helpers import config, hidden_from, press, screen_text, settle, shown_cards

from threeup import Rules
from threeup.cards import card_str
from threeup.tui.app import PlayApp
from threeup.tui.cardtext import card_tokens
from threeup.tui.widgets import HandView


def test_hidden_cards_never_reach_the_screen_or_the_log() -> None:
    # O5 trades and O6 swaps move cards between hands and 3UPs in view of everyone;
    # draws, 3DOWN cards and the others' hands stay hidden.
    rules = Rules(players=4, trade_up=True, colour_swap=True, turn_limit=40)

    async def run() -> None:
        app = PlayApp(config(rules, 11, ["medium", "easy"]))
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            checked = 0
            while not session.is_over:
                state = session.state
                hidden = hidden_from(state, 0)
                assert hidden, "a position where some cards are known to be hidden"
                shown = shown_cards(app)
                assert not shown & hidden, f"turn {state.turn}: {sorted(shown & hidden)}"
                own = {card_str(c) for c in state.hands[0]}
                assert own <= set(card_tokens(screen_text(app))), "the hand is on screen"
                checked += 1
                await press(pilot, "1")
            assert checked >= 10

    asyncio.run(run())


def test_the_check_would_see_a_leak() -> None:
    """The check finds hidden cards when they are drawn: here another hand's cards."""
    rules = Rules(players=2, start_seat=0)

    async def run() -> None:
        app = PlayApp(config(rules, 2, ["easy"]))
        async with app.run_test() as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            hidden = hidden_from(session.state, 0)
            leaked = {card_str(c) for c in session.state.hands[1]} & hidden
            assert not shown_cards(app) & hidden
            # what the seat-1 view would draw holds cards hidden from seat 0
            app.screen.query_one(HandView).update(" ".join(sorted(leaked)))
            await pilot.pause(0)
            assert shown_cards(app) & hidden == leaked != set()

    asyncio.run(run())
