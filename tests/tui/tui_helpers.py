"""Helpers for driving the terminal client headless with Textual's pilot."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from threeup import Phase, Rules, State
from threeup.cards import card_str
from threeup.tui.cardtext import card_tokens
from threeup.tui.config import PlayConfig, make_seats
from threeup.tui.widgets import ActionList, GameLog


def config(
    rules: Rules,
    seed: int,
    opponents: list[str],
    replay_dir: Path | None = None,
) -> PlayConfig:
    """A game at pace 0 (no waiting between computer moves)."""
    seats = make_seats(rules.players, opponents)
    return PlayConfig(rules, seed, seats, pace=0, replay_dir=replay_dir)


def screen_text(app: App[object]) -> str:
    """Every character on the terminal now, line by line."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def settle(pilot: Pilot[object]) -> None:
    """Wait until the computer players have moved and the screen has caught up."""
    app = pilot.app
    for _ in range(200):
        await pilot.pause(0)
        if not any(worker.is_running for worker in app.workers):
            await pilot.pause(0)
            return
        await app.workers.wait_for_complete()
    raise AssertionError("the app never settled")


async def press(pilot: Pilot[object], *keys: str) -> None:
    """Press keys, then wait until the app has settled."""
    await pilot.press(*keys)
    await settle(pilot)


def table_screen(app: App[object]) -> Screen[object]:
    """The screen holding the table and the log (the game or the replay viewer), even
    under a dialog."""
    return next(s for s in reversed(app.screen_stack) if s.query(GameLog))


def listed(app: App[object]) -> list[str]:
    """The actions the list offers, as notation."""
    return [str(a) for a in table_screen(app).query_one(ActionList).actions]


def log_text(app: App[object]) -> str:
    """Everything written to the log since it was last reset."""
    return "\n".join(table_screen(app).query_one(GameLog).lines_text)


def hidden_from(state: State, seat: int) -> set[str]:
    """Cards (in notation) that ``seat`` cannot see anywhere and that no copy it can see
    shares a notation with: what must never appear on its screen."""
    hidden: Counter[int] = Counter(state.draw)
    visible: Counter[int] = Counter(state.hands[seat] + state.pile + state.removed)
    for s in range(state.n):
        hidden.update(state.down[s])
        visible.update(state.known[s])
        if s != seat:
            hidden.update(Counter(state.hands[s]) - Counter(state.known[s]))
        if state.phase is Phase.SETUP and s != seat:
            hidden.update(state.up[s])
        else:
            visible.update(state.up[s])
    return {card_str(c) for c in hidden} - {card_str(c) for c in visible}


def shown_cards(app: App[object]) -> set[str]:
    """Every card in notation on the screen or anywhere in the log."""
    return set(card_tokens(screen_text(app))) | set(card_tokens(log_text(app)))
