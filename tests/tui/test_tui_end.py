"""The end of a game: an O4 match over two rounds, the offer of the next one; a game
with every optional rule played through the listed actions."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tui_helpers import config, press, screen_text, settle

from threeup import Rules
from threeup.replay import loads
from threeup.tui.app import PlayApp
from threeup.tui.screens import EndScreen, GameScreen


def test_an_o4_match_shows_points_totals_and_the_next_round(tmp_path: Path) -> None:
    rules = Rules(players=2, scoring=True, rounds=2, turn_limit=8)

    async def run() -> None:
        app = PlayApp(config(rules, 3, ["easy"], replay_dir=tmp_path))
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            assert "round 1 of 2" in screen_text(app)
            while not isinstance(app.screen, EndScreen):
                await press(pilot, "1")
            text = screen_text(app)
            first = session.state.result
            assert first is not None
            assert "The turn limit (8 turns) stopped the game." in text
            points = ", ".join(f"{n} {p}" for n, p in zip(session.names, first.scores, strict=True))
            assert f"Points left this round (O4, lowest is best): {points}." in text
            assert "Match after round 1 of 2:" in text and "N: next round" in text
            await press(pilot, "n")
            assert isinstance(app.screen, GameScreen) and "round 2 of 2" in screen_text(app)
            while not isinstance(app.screen, EndScreen):
                await press(pilot, "1")
            text = screen_text(app)
            assert "Match after round 2 of 2:" in text and "The match is over:" in text
            assert f"N: new match (seed {session.seed + 1})" in text
            assert len(session.saved) == 2
            assert all(p.name.endswith(f"-round{i}.json") for i, p in enumerate(session.saved, 1))
            await press(pilot, "q")
        assert app.return_code == 0

    asyncio.run(run())


def test_every_optional_rule_is_played_through_the_listed_actions(tmp_path: Path) -> None:
    rules = Rules(
        players=3,
        placings=True,
        draw_instead=True,
        ones_reverse=True,
        scoring=True,
        swap_stacks=True,
        trade_up=True,
        colour_swap=True,
        voluntary_pickup=True,
        turn_limit=20,
    )

    async def run() -> None:
        app = PlayApp(config(rules, 5, ["medium", "easy"], replay_dir=tmp_path))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            kinds = set()
            while not session.is_over:
                legal = session.legal()
                kinds.add(legal[-1].kind.name)
                await press(pilot, "end", "enter")  # the last listed: draws, pick-ups...
            assert {"UP", "TRADE"} <= {t.action.kind.name for t in session.history}
            assert "PICKUP" in kinds or "DRAW" in kinds
            assert isinstance(app.screen, EndScreen)
            replay = loads(session.saved[0].read_text(encoding="utf-8"))
            assert replay.final_state() == session.state

    asyncio.run(run())
