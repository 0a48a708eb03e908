"""Helpers of the browser tests: the server's address, people at the table, their moves.

A scripted player only ever clicks what the page offers: a button of the list of legal
actions, or the cards of the first legal action and then the button that sends them.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}

#: The page's state in one look: the table root's data attributes and what is shown.
_STATE_JS = """() => {
  const root = document.querySelector('.table-page');
  const errors = [...document.querySelectorAll('.notice-error')].map(e => e.textContent);
  return {
    version: root ? root.dataset.version ?? null : null,
    seat: root ? root.dataset.seat ?? null : null,
    phase: root ? root.dataset.phase ?? null : null,
    myTurn: root ? root.dataset.myTurn === 'true' : false,
    results: document.querySelector('[data-role=results]') !== null,
    conn: document.body.dataset.conn ?? null,
    errors,
  };
}"""

_PROGRESS_JS = """(old) => {
  const root = document.querySelector('.table-page');
  return (root && root.dataset.version !== old)
    || document.querySelector('[data-role=results]') !== null
    || document.querySelector('.notice-error') !== null;
}"""


@dataclass(frozen=True)
class WebServer:
    """The address of the server under test, and its HTTP API."""

    base: str

    def post(self, path: str, body: dict[str, Any]) -> Any:
        reply = httpx.post(self.base + path, json=body, timeout=10)
        assert reply.status_code < 300, f"POST {path}: {reply.status_code} {reply.text}"
        return reply.json()

    def get(self, path: str) -> Any:
        reply = httpx.get(self.base + path, timeout=10)
        assert reply.status_code < 300, f"GET {path}: {reply.status_code} {reply.text}"
        return reply.json()

    def table(self, players: int, names: list[str], seed: int) -> tuple[str, list[str]]:
        """A table of ``players`` seats: the people of ``names`` seated, bots in the rest.

        Bots move without a pause, nobody is ever "away", there is no turn timer.
        """
        created = self.post(
            "/api/tables",
            {
                "name": names[0],
                "players": players,
                "seed": seed,
                "bot_delay": 0,
                "away_seconds": 0,
                "turn_seconds": 0,
                "public": False,
            },
        )
        code = created["code"]
        tokens = [created["token"]]
        for name in names[1:]:
            tokens.append(self.post(f"/api/tables/{code}/join", {"name": name})["token"])
        if len(names) < players:
            self.post(f"/api/tables/{code}/bots", {"token": tokens[0]})
        return code, tokens


@dataclass
class Person:
    """One person's browser context and page, and the script errors seen there."""

    name: str
    context: BrowserContext
    page: Page
    errors: list[str] = field(default_factory=list)

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.page.evaluate(_STATE_JS)
        return state

    def hand(self) -> list[str]:
        """The cards of this person's hand, as shown."""
        cards: list[str] = self.page.locator("[data-role=hand] .card[data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )
        return cards

    def assert_clean(self) -> None:
        """The page shows no programming leftovers: null, undefined, a {placeholder}."""
        text = self.page.locator("body").inner_text()
        leftover = re.search(r"null|undefined|\bNaN\b|\[object \w+\]|\{\w+[,}]", text)
        assert leftover is None, f"{self.name}: the page shows {leftover.group(0)!r}"

    def legal(self) -> list[str]:
        """The legal actions the page lists now."""
        actions: list[str] = self.page.locator(".legal-list button[data-action]").evaluate_all(
            "els => els.map(e => e.dataset.action)"
        )
        return actions


class Players:
    """The people of one test, each in a browser context of their own."""

    def __init__(self, browser: Browser, server: WebServer) -> None:
        self.browser = browser
        self.server = server
        self.people: list[Person] = []

    def open(
        self,
        name: str,
        path: str = "/",
        viewport: dict[str, int] | None = None,
        locale: str = "en-GB",
    ) -> Person:
        """A new person (a fresh context: own localStorage) with ``path`` open."""
        context = self.browser.new_context(
            viewport=viewport or DESKTOP, locale=locale, reduced_motion="reduce"
        )
        context.set_default_timeout(10_000)
        page = context.new_page()
        person = Person(name, context, page)
        page.on("pageerror", lambda exc: person.errors.append(f"{name}: {exc}"))

        def console(msg: ConsoleMessage) -> None:
            if msg.type == "error":
                person.errors.append(f"{name}: console: {msg.text}")

        page.on("console", console)
        self.people.append(person)
        self.goto(person, path)
        return person

    def goto(self, person: Person, path: str) -> None:
        person.page.goto(self.server.base + path)
        person.page.wait_for_selector("body[data-ready=true]")

    def seat(self, name: str, code: str, seat: int, token: str, **kw: Any) -> Person:
        """A person whose browser holds ``token`` for ``code``, with the table open."""
        person = self.open(name, "/rules", **kw)
        key = f"threeup.seat.{code}"
        value = json.dumps({"seat": seat, "token": token})
        person.page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])
        self.goto(person, f"/t/{code}")
        return person

    def script_errors(self) -> list[str]:
        return [e for p in self.people for e in p.errors]

    def screenshots(self, folder: Path) -> list[Path]:
        folder.mkdir(parents=True, exist_ok=True)
        saved = []
        for i, person in enumerate(self.people):
            path = folder / f"{i}-{person.name}.png"
            try:
                person.page.screenshot(path=str(path), full_page=True)
                saved.append(path)
            except Exception:  # a closed page: nothing to show
                continue
        return saved

    def close(self) -> None:
        for person in self.people:
            person.context.close()


def _click_cards(page: Page, cards: list[str]) -> None:
    """Selects these cards of the player's own area (a card may appear twice)."""
    seen: Counter[str] = Counter()
    for card in cards:
        button = page.locator(f"[data-region=me] .card-btn[data-card='{card}']").nth(seen[card])
        seen[card] += 1
        button.click()


def act(person: Person, style: str) -> str:
    """Takes the first legal action the page offers; returns it.

    ``style`` "keys" chooses the action in the plain list of legal actions with the
    keyboard (Enter on its button); "cards" clicks the cards (or the face-down card, or the
    named button) with the mouse, as a person would.
    """
    page = person.page
    legal = person.legal()
    assert legal, f"{person.name}: no legal action is offered"
    action = legal[0]
    before = person.state()["version"]
    word, *args = action.split()
    if style == "keys":
        page.locator(".legal-list button[data-action]").first.press("Enter")
    elif word in ("play", "up"):
        _click_cards(page, args)
        primary = page.locator(".action-bar [data-role=primary]")
        assert primary.is_enabled(), f"{person.name}: {action} selected, but Play is disabled"
        primary.click()
    elif word in ("trade", "swap"):
        give, take = args[-2:]
        page.locator(f"[data-role=hand] .card-btn[data-card='{give}']").first.click()
        owner = (
            f"[data-region=seats] [data-seat='{args[0]}']"
            if word == "trade"
            else "[data-region=me]"
        )
        page.locator(f"{owner} .stacks .card-btn[data-card='{take}']").first.click()
        page.locator(".action-bar [data-role=primary]").click()
    elif word == "flip":
        page.locator(f"[data-region=me] [data-flip='{args[0]}']").click()
    elif word in ("pickup", "draw", "pass"):
        page.locator(f".action-bar [data-role={word}]").click()
    else:
        page.locator(".legal-list button[data-action]").first.click()
    page.wait_for_function(_PROGRESS_JS, arg=before)
    errors = person.state()["errors"]
    assert not errors, f"{person.name}: {action} was refused: {errors}"
    return action


def play_until(
    people: list[tuple[Person, str]],
    done: Any,
    timeout: float = 120.0,
) -> int:
    """Each person takes the first legal action whenever it is their turn, until
    ``done()`` is true. Returns the number of actions taken."""
    moves = 0
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            states = {p.name: p.state() for p, _ in people}
            raise AssertionError(f"no end after {moves} actions: {states}")
        moved = False
        for person, style in people:
            if person.state()["myTurn"]:
                act(person, style)
                moves += 1
                moved = True
        if not moved:
            people[0][0].page.wait_for_timeout(20)
    return moves


def all_over(people: list[Person]) -> Any:
    """A ``done`` for :func:`play_until`: every page shows the results."""
    return lambda: all(p.state()["results"] for p in people)
