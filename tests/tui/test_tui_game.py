"""The game screen driven by keys: a whole game, the 3UP choice, a Clear+1 draw, junk
keys, the rules screen, the end of a game."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tui_helpers import config, listed, log_text, press, screen_text, settle

from threeup import DeckSpec, Rules, new_game
from threeup.actions import ActionKind
from threeup.cards import card_str
from threeup.replay import loads
from threeup.tui.app import PlayApp
from threeup.tui.screens import EndScreen, GameScreen, RulesScreen
from threeup.tui.widgets import GameLog


def test_a_whole_game_against_a_bot_to_the_end(tmp_path: Path) -> None:
    rules = Rules(players=2, deck=DeckSpec.standard("b"))  # 24 cards: a short game

    async def run() -> None:
        app = PlayApp(config(rules, 1, ["medium"], replay_dir=tmp_path))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            presses = 0
            while not session.is_over:
                assert presses < 40, "the game should be over"
                if session.state.phase == 0:
                    await press(pilot, "end", "enter")  # the last 3UP choice listed
                else:
                    await press(pilot, "1")
                presses += 1
            result = session.state.result
            assert result is not None and result.winner == 0
            assert isinstance(app.screen, EndScreen)
            text = screen_text(app)
            assert "Game over" in text and "Ana wins after" in text
            assert "Places: 1st Ana" in text
            assert len(session.saved) == 1 and session.saved[0].parent == tmp_path
            replay = loads(session.saved[0].read_text(encoding="utf-8"))
            assert replay.final_state() == session.state
            assert replay.players == ("Ana", "Bo (medium)")
            assert "Ana wins" in log_text(app)
            await press(pilot, "escape")  # look at the final table
            assert isinstance(app.screen, GameScreen)
            assert "Game over after" in screen_text(app)
            await press(pilot, "n")  # a new game, from the next seed
            assert session.games == 2 and session.seed == 2 and not session.is_over
            assert "game 2" in screen_text(app)
            assert "wins" not in log_text(app)
            assert session.is_human_turn and listed(app) == [str(a) for a in session.legal()]

    asyncio.run(run())


def test_the_3up_choice_by_arrows_and_enter() -> None:
    rules = Rules(players=3, start_seat=0)

    async def run() -> None:
        app = PlayApp(config(rules, 4, ["easy"]))
        async with app.run_test() as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            legal = session.legal()
            assert listed(app) == [str(a) for a in legal]
            assert all(a.kind is ActionKind.UP for a in legal)
            text = screen_text(app)
            assert "Ana, choose your 3UP" in text
            assert "1 Face up " in text
            await press(pilot, "down", "down", "enter")
            chosen = legal[2]
            assert sorted(session.state.up[0]) == sorted(chosen.cards)
            assert [str(t.action) for t in session.history[:1]] == [str(chosen)]
            # everyone has chosen: the 3UP cards are shown face up, and play began
            assert session.state.phase >= 2
            up = " ".join(card_str(c) for c in sorted(chosen.cards))
            assert f"Your 3UP: {up}" in screen_text(app)

    asyncio.run(run())


def _seed_with_clear1(rules: Rules) -> int:
    """A deal in which seat 0 holds a Clear+1 among its six cards."""
    for seed in range(200):
        if any(c >> 2 == 12 for c in new_game(rules, seed).hands[0]):
            return seed
    raise AssertionError("no such deal")


def test_the_optional_draw_before_a_clear1_extra_action() -> None:
    rules = Rules(players=2, start_seat=0)
    seed = _seed_with_clear1(rules)

    async def run() -> None:
        app = PlayApp(config(rules, seed, ["easy"]))
        async with app.run_test() as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            ups = session.legal()
            keep = next(i for i, a in enumerate(ups) if all(c >> 2 != 12 for c in a.cards))
            await press(pilot, *["down"] * keep, "enter")  # a 3UP without the Clear+1
            assert session.is_human_turn and session.state.phase == 2
            plays = session.legal()
            clear1 = next(i for i, a in enumerate(plays) if a.cards and a.cards[0] >> 2 == 12)
            await press(pilot, "home", *["down"] * clear1, "enter")
            assert session.state.owed == 1 and session.to_move == 0
            text = screen_text(app)
            assert "one more action to take" in text
            assert "Draw up to 3 cards first" in text
            draw = listed(app).index("draw")
            before = len(session.state.hands[0])
            assert before == 2
            await press(pilot, str(draw + 1))
            assert len(session.state.hands[0]) == 3
            assert session.to_move == 0 and session.state.owed == 1
            assert "draw" not in listed(app), "the draw is offered once"
            await press(pilot, "1")  # the extra action: a play (or the pick-up)
            assert session.state.owed == 0
            assert session.is_human_turn or session.is_over  # the bot moved, back to us

    asyncio.run(run())


JUNK = ["x", "z", "0", "9", "exclamation_mark", "space", "escape", "backspace", "delete",
        "tab", "left", "right", "n", "r", "f5", "ctrl+p", "ctrl+s", "a", "Q"]  # fmt: skip


def test_junk_keys_change_nothing() -> None:
    rules = Rules(players=3, start_seat=0)

    async def run() -> None:
        app = PlayApp(config(rules, 8, ["medium"]))
        async with app.run_test() as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            await press(pilot, "1")  # the 3UP; now it is our first play
            assert session.is_human_turn
            before = session.state.copy()
            history = len(session.history)
            for key in JUNK:
                await press(pilot, key)
                assert isinstance(app.screen, GameScreen), key
            assert session.state == before and len(session.history) == history
            assert len(listed(app)) < 9
            await press(pilot, "9")
            assert session.state == before
            assert f"There is no action 9: choose 1 to {len(listed(app))}" in screen_text(app)
            await press(pilot, "1")  # and the game goes on
            assert len(session.history) > history

    asyncio.run(run())


def test_the_rules_screen_opens_and_closes_and_changes_nothing() -> None:
    rules = Rules(players=2, ones_reverse=True)

    async def run() -> None:
        app = PlayApp(config(rules, 3, ["easy"]))
        async with app.run_test(size=(100, 40)) as pilot:
            await settle(pilot)
            session = app.session
            assert session is not None
            before = session.state.copy()
            await press(pilot, "question_mark")
            assert isinstance(app.screen, RulesScreen)
            text = screen_text(app)
            assert "This game's optional rules: O3 ones reverse" in text
            assert "Clear cards" in text or "A turn" in text
            await press(pilot, "1", "2")  # no action behind the rules
            assert session.state == before
            await press(pilot, "escape")
            assert isinstance(app.screen, GameScreen)
            await press(pilot, "f1")
            assert isinstance(app.screen, RulesScreen)
            await press(pilot, "f1")
            assert isinstance(app.screen, GameScreen)
            assert session.state == before

    asyncio.run(run())


def test_the_log_wraps_again_when_the_terminal_is_resized() -> None:
    rules = Rules(players=3, start_seat=1)

    async def run() -> None:
        app = PlayApp(config(rules, 2, ["medium"]))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await press(pilot, "1")
            lines = log_text(app).splitlines()
            log = app.screen.query_one(GameLog)
            narrow = len(log.lines)  # rows, after wrapping
            assert narrow > len(lines), "long sentences wrap at 80 columns"
            await pilot.resize_terminal(120, 40)
            await settle(pilot)
            assert log_text(app).splitlines() == lines
            assert len(log.lines) < narrow, "wrapped again, on fewer rows"

    asyncio.run(run())
