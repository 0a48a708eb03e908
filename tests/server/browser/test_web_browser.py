"""The browser client end to end: real server, real Chromium, people clicking.

1. A whole game between two people (two browser contexts, one of them on a phone-sized
   screen) and a bot, from the lobby to the placings.
2. A reload in the middle of a game, and a dropped connection: the same seat and hand
   come back and the game goes on.
3. An action lost with a dropped connection leaves the page usable; refused actions and
   the lobby's and replay page's errors are told in the page's language; bots are named
   in it; the page without its texts says so in five languages.
4. A spectator never sees a hidden card: what the spectator's page shows at several
   points is compared with the true deal, rebuilt afterwards from the table's replay.
5. The rules page and the interface in the five languages.

The server runs in a thread of the test process (uvicorn with the app of
``threeup.server.app.create_app``) on a free loopback port, with a SQLite file of its
own. The browser is Debian's Chromium (``/usr/bin/chromium``), headless; Playwright's own
browsers are never downloaded. When a test fails, every page it opened is saved as a
screenshot, and the folder is printed.
"""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from browser_helpers import PHONE, Person, Players, WebServer, act, all_over, play_until
from playwright.sync_api import Browser, Page, WebSocketRoute, expect, sync_playwright

from threeup.cards import card_str
from threeup.engine import new_game
from threeup.replay import loads
from threeup.server.app import create_app
from threeup.server.settings import ServerSettings
from threeup.state import State
from threeup.views import view

# ---- fixtures: the server, the browser, the people ------------------------------------

CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="module")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    """The real server, on 127.0.0.1, ready when /api/health answers."""
    folder = tmp_path_factory.mktemp("web")
    app = create_app(ServerSettings(database_url=f"sqlite:///{folder}/web.db"))
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", ws_max_size=65_536, lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            if httpx.get(f"{base}/api/health", timeout=1).json().get("ok"):
                break
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the web server did not start")
        time.sleep(0.05)
    try:
        yield WebServer(base)
    finally:
        server.should_exit = True
        thread.join(timeout=20)
        sock.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Headless Chromium, shared by the tests of a module."""
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def players(
    browser: Browser, web_server: WebServer, request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[Players]:
    """Opens a browser context per person; screenshots of every page if the test fails."""
    group = Players(browser, web_server)
    failed_before = request.session.testsfailed
    try:
        yield group
    finally:
        # The call's failure is counted before the fixtures are torn down.
        if request.session.testsfailed > failed_before:
            folder = tmp_path / "screenshots"
            saved = group.screenshots(folder)
            if saved:
                print(f"\nscreenshots of the failed test: {folder}")
        group.close()


# ---- the tests ------------------------------------------------------------------------

STATIC = Path(__file__).parents[3] / "src" / "threeup" / "server" / "static"
#: True when the page needs no sideways scrolling.
FITS = "document.documentElement.scrollWidth <= window.innerWidth"


def test_a_whole_game_from_the_lobby_to_the_placings(players: Players) -> None:
    ana = players.open("Ana", "/")
    page = ana.page
    page.fill("#player-name", "Ana")
    page.select_option("#players", "3")
    page.check("#opt-placings")
    page.locator("details.advanced summary").click()
    page.fill("#delay", "0")
    page.fill("#seed", "9")
    page.fill("#away", "0")
    page.click("[data-role=create]")
    page.wait_for_url("**/t/*")
    code = page.url.rsplit("/", 1)[1]
    expect(page.locator("#invite-link")).to_have_value(f"{players.server.base}/t/{code}")

    # Bo finds the table in the lobby's list and joins it from there, on a phone.
    bo = players.open("Bo", "/", viewport=PHONE)
    assert bo.page.evaluate(FITS), "the lobby is wider than a phone"
    bo.page.fill("#player-name", "Bo")
    bo.page.locator(f".table-list li[data-code='{code}'] button").click()
    bo.page.wait_for_url(f"**/t/{code}")
    expect(page.locator("[data-role=seats] li[data-seat='1']")).to_contain_text("Bo")

    # Chat is shown as text, never as markup.
    expect(bo.page.locator("body")).to_have_attribute("data-conn", "open")
    bo.page.fill("#chat-text", "<b>hi</b> Ana")
    bo.page.press("#chat-text", "Enter")
    expect(page.locator(".chat-list li").last).to_contain_text("<b>hi</b> Ana")
    assert page.locator(".chat-list b").count() == 0

    page.click("[data-role=fill-bots]")
    expect(page.locator("[data-role=seats] li[data-seat='2']")).to_contain_text("Bot")
    ana.assert_clean()
    page.click("[data-role=start]")
    expect(page.locator(".board")).to_be_visible()
    expect(bo.page.locator(".board")).to_be_visible()

    play_until([(ana, "cards"), (bo, "keys")], lambda: bool(ana.hand()) and ana.state()["myTurn"])
    ana.assert_clean()
    bo.assert_clean()
    moves = play_until([(ana, "cards"), (bo, "keys")], all_over([ana, bo]))
    assert moves > 10
    ana.assert_clean()

    table = players.server.get(f"/api/tables/{code}")
    assert table["status"] == "finished"
    names = [seat["name"] for seat in table["seats"]]
    order = [names[seat] for _place, seat, _points in table["standings"]]
    assert sorted(order) == sorted(names)
    for person in (ana, bo):
        results = person.page.locator("[data-role=results]")
        expect(results).to_be_visible()
        places = results.locator("[data-role=placings] li .name")
        # O1: everyone is placed, in the order the server says.
        expect(places).to_have_text(order)
        expect(results.locator("[data-role=placings] li.winner")).to_contain_text(order[0])
        expect(results.get_by_role("link", name="Back to the lobby")).to_be_visible()
    assert bo.page.evaluate(FITS), "the table is wider than a phone"
    # A finished table opened again shows the same placings.
    bo.page.reload()
    expect(bo.page.locator("[data-role=placings] li .name")).to_have_text(order)
    assert not players.script_errors()


def _drop_sockets(page: Page) -> list[WebSocketRoute]:
    """Routes the page's WebSockets through the test, so it can cut them."""
    routes: list[WebSocketRoute] = []

    def handler(route: WebSocketRoute) -> None:
        route.connect_to_server()
        routes.append(route)

    page.route_web_socket("**/ws", handler)
    return routes


def test_a_reload_and_a_dropped_connection_bring_back_the_same_seat(players: Players) -> None:
    server = players.server
    code, tokens = server.table(3, ["Ana", "Bo"], seed=25)
    ana = players.seat("Ana", code, 0, tokens[0])
    bo = players.seat("Bo", code, 1, tokens[1], viewport=PHONE)
    ana.page.click("[data-role=start]")
    expect(bo.page.locator(".board")).to_be_visible()

    def after(n: int) -> Any:
        """Done once n more versions have passed and Ana is to move (nothing moves then)."""
        start = int(ana.state()["version"] or 0)

        def done() -> bool:
            state = ana.state()
            return state["results"] or (int(state["version"]) >= start + n and state["myTurn"])

        return done

    play_until([(ana, "cards"), (bo, "keys")], after(25))
    assert ana.state()["phase"] == "play"
    seat, hand, version = ana.state()["seat"], ana.hand(), ana.state()["version"]

    ana.page.reload()
    ana.page.wait_for_selector(".board")
    expect(ana.page.locator(".table-page")).to_have_attribute("data-version", version)
    assert ana.state()["seat"] == seat == "0"
    assert ana.hand() == hand
    expect(ana.page.locator(".table-head")).to_contain_text("You play as Ana")
    # Only the seat's own browser knew the token: it is still there after the reload.
    kept = ana.page.evaluate(f"localStorage.getItem('threeup.seat.{code}')")
    assert json.loads(kept)["token"] == tokens[0]

    play_until([(ana, "cards"), (bo, "keys")], after(10))

    # A dropped connection: "reconnecting" is shown, then the same seat comes back.
    routes = _drop_sockets(bo.page)
    bo.page.reload()
    bo.page.wait_for_selector(".board")
    hand = bo.hand()
    routes[-1].close()
    expect(bo.page.locator("body")).to_have_attribute("data-conn", "reconnecting")
    expect(bo.page.locator(".conn")).to_contain_text("Reconnecting")
    expect(bo.page.locator("body")).to_have_attribute("data-conn", "open")
    assert len(routes) == 2
    assert bo.state()["seat"] == "1"
    assert bo.hand() == hand

    play_until([(ana, "cards"), (bo, "keys")], all_over([ana, bo]))
    assert server.get(f"/api/tables/{code}")["status"] == "finished"
    assert not players.script_errors()


# ---- lost and refused actions, errors in the page's language ------------------------


def _strings(code: str) -> dict[str, str]:
    strings: dict[str, str] = json.loads((STATIC / "i18n" / f"{code}.json").read_text("utf-8"))
    return strings


def _tamper_sockets(page: Page) -> tuple[list[WebSocketRoute], dict[str, str | None]]:
    """Routes the page's WebSockets through the test, which can cut them and do something to
    the page's next action: ``mode["act"]`` "lose" drops it, "stale" sends it with a version
    the game is not at."""
    routes: list[WebSocketRoute] = []
    mode: dict[str, str | None] = {"act": None}

    def handler(route: WebSocketRoute) -> None:
        server = route.connect_to_server()

        def from_page(message: str | bytes) -> None:
            data = json.loads(message) if isinstance(message, str) else None
            if isinstance(data, dict) and data.get("type") == "act" and mode["act"]:
                how, mode["act"] = mode["act"], None
                if how == "lose":
                    return
                message = json.dumps({**data, "version": data["version"] + 1000})
            server.send(message)

        route.on_message(from_page)
        routes.append(route)

    page.route_web_socket("**/ws", handler)
    return routes, mode


def _script_errors(players: Players) -> list[str]:
    """The script errors, less the browser's note of each HTTP error the test asked for."""
    return [e for e in players.script_errors() if "Failed to load resource" not in e]


def test_a_lost_or_refused_action_leaves_the_page_usable_and_says_why(players: Players) -> None:
    server = players.server
    pl, bg, es = _strings("pl"), _strings("bg"), _strings("es")
    code, tokens = server.table(3, ["Ana", "Bo"], seed=31)
    ana = players.seat("Ana", code, 0, tokens[0])
    bo = players.seat("Bo", code, 1, tokens[1], locale="pl-PL")
    page = bo.page
    routes, mode = _tamper_sockets(page)
    page.reload()
    page.wait_for_selector("[data-role=seats]")
    expect(page.locator("html")).to_have_attribute("lang", "pl")

    # The server calls the bot of the third seat "Bot 3": the page says it in its language,
    # and people's names as they wrote them.
    page.select_option("#language", "bg")
    expect(page.locator("[data-role=seats] li[data-seat='2'] .name")).to_have_text("Бот 3")
    expect(page.locator("[data-role=seats] li[data-seat='0'] .name")).to_have_text("Ana")
    page.select_option("#language", "pl")
    ana.page.click("[data-role=start]")
    expect(page.locator(".board")).to_be_visible()
    play_until([(ana, "cards")], lambda: bo.state()["myTurn"])

    root = page.locator(".table-page")
    notice = page.locator(".notice-error .notice-text")
    first = page.locator(".legal-list button[data-action]").first
    # An action chosen in a state the game has left is refused: said in Polish, then in
    # Spanish after a change of language, and choosing is open again.
    mode["act"] = "stale"
    first.press("Enter")
    expect(notice).to_have_text(pl["error.stale"])
    expect(notice).to_have_attribute("data-code", "stale")
    expect(root).to_have_attribute("data-my-turn", "true")
    page.select_option("#language", "es")
    expect(notice).to_have_text(es["error.stale"])
    page.select_option("#language", "pl")
    # An illegal action: the lead-in in the language, then the server's own explanation
    # (the rule point and the cards). A code the page does not know: the server's message.
    why = "a 2 cannot go on a 3 (T1)"
    error = {"type": "error", "code": "illegal", "message": why, "rule": "T1", "id": None}
    routes[-1].send(json.dumps(error))
    expect(notice).to_have_text(pl["error.illegal_because"].replace("{reason}", why))
    routes[-1].send(json.dumps({**error, "code": "brand_new", "message": "Something new"}))
    expect(notice).to_have_text("Something new")

    # An action lost with the connection: the page waits for it...
    version = bo.state()["version"]
    mode["act"] = "lose"
    first.press("Enter")
    expect(root).to_have_attribute("data-my-turn", "false")
    expect(page.locator(".controls .hint")).to_have_text(pl["hint.sent"])
    # ... and after the reconnection (the same version: nothing happened) it offers the
    # choices again, and the action goes through.
    routes[-1].close()
    deadline = time.monotonic() + 10
    while len(routes) < 2 and time.monotonic() < deadline:
        page.wait_for_timeout(20)
    expect(page.locator("body")).to_have_attribute("data-conn", "open")
    expect(root).to_have_attribute("data-my-turn", "true")
    assert bo.state()["version"] == version
    act(bo, "keys")

    # The bot's name in the log and on the board, in Bulgarian.
    page.select_option("#language", "bg")
    expect(page.locator("[data-region=seats] [data-seat='2'] .name")).to_have_text("Бот 3")
    play_until(
        [(ana, "cards"), (bo, "keys")],
        lambda: "Бот 3" in page.locator(".log").inner_text(),
        timeout=30,
    )
    assert "Bot 3" not in page.locator("body").inner_text()
    bo.assert_clean()

    # The replay of a table still playing: refused, in the page's language.
    players.goto(bo, f"/replay/{code}")
    expect(page.locator(".notice-error")).to_have_text(bg["error.not_finished"])
    assert not _script_errors(players)


def test_the_lobby_and_a_replay_say_what_went_wrong_in_the_language(players: Players) -> None:
    pl, kk = _strings("pl"), _strings("kk")
    ola = players.open("Ola", "/", locale="pl-PL")
    page = ola.page
    page.fill("#player-name", "Ola")
    page.fill("#join-code", "ZZZZZ9")
    page.locator(".join-code button[type=submit]").click()
    joined = page.locator(".join-code .notice-error")
    expect(joined).to_have_text(pl["error.unknown_table"])
    page.select_option("#language", "kk")
    expect(joined).to_have_text(kk["error.unknown_table"])

    # The server refuses to create a table (the test answers for it).
    refusal = {"error": {"code": "rate_limited", "message": "too many requests"}}
    page.route("**/api/tables", lambda route: route.fulfill(status=429, json=refusal))
    page.click("[data-role=create]")
    created = page.locator("#create-form .notice-error")
    expect(created).to_have_text(kk["error.rate_limited"])
    refusal["error"] = {"code": "brand_new", "message": "Something new"}
    page.click("[data-role=create]")
    expect(created).to_have_text("Something new")

    players.goto(ola, "/replay/ZZZZZ9")
    expect(page.locator(".notice-error")).to_have_text(kk["error.unknown_table"])
    assert not _script_errors(players)

    # No language file loads: the page says so in all five languages, from the page itself.
    page.route("**/static/i18n/*.json", lambda route: route.abort())
    page.goto(players.server.base + "/rules")
    lines = page.locator("#main .no-texts p")
    expect(lines).to_have_count(5)
    languages = lines.evaluate_all("els => els.map(e => e.lang)")
    assert languages == ["en", "pl", "bg", "kk", "es"]
    expect(lines.first).to_have_text(re.compile("^Cannot load the game's texts"))
    expect(lines.nth(3)).to_contain_text("мәтіндері")


# ---- the spectator ------------------------------------------------------------------

#: Every card the page shows, by region of the board, read at one moment with the version.
_SNAPSHOT_JS = """() => {
  const root = document.querySelector('.table-page');
  const cards = (sel) => [...document.querySelectorAll(sel)].map(e => e.dataset.card);
  return {
    version: root.dataset.version,
    seats: cards('[data-region=seats] .card[data-card], [data-region=seats] .chip[data-card]'),
    pileTop: cards('[data-region=pile-top] [data-card]'),
    pileList: cards('[data-region=pile-list] [data-card]'),
    removed: cards('[data-region=removed] [data-card]'),
    me: cards('[data-region=me] [data-card]'),
    log: cards('.log [data-card]'),
    all: cards('.card[data-card], .chip[data-card]'),
    text: document.body.innerText,
  };
}"""


def _public(state: State) -> dict[str, Counter[str]]:
    """What everyone may see of a deal (Q18): the 3UP once all are chosen, what is known to
    be in each hand, the pile, the removed cards."""
    seats: Counter[str] = Counter()
    truth = view(state, 0)
    for s in range(state.n):
        if truth["phase"] != "setup":
            seats.update(truth["seats"][s]["up"])
        seats.update(truth["seats"][s]["known"])
    return {
        "seats": seats,
        "pile": Counter(truth["pile"]),
        "removed": Counter(truth["removed"]),
    }


def _hidden(state: State) -> Counter[str]:
    """The cards nobody but their owner (or nobody at all) may see: every hand but what is
    known of it, every 3DOWN, the draw pile."""
    hidden: Counter[str] = Counter()
    for s in range(state.n):
        own = view(state, s)["seats"][s]
        hidden.update(Counter(own["hand"]) - Counter(own["known"]))
        if view(state, 0)["phase"] == "setup":
            hidden.update(own["up"])
    for s in range(state.n):
        hidden.update(card_str(c) for c in state.down[s])
    hidden.update(card_str(c) for c in state.draw)
    return hidden


def test_a_spectator_sees_no_hidden_card(players: Players) -> None:
    server = players.server
    code, tokens = server.table(3, ["Ana", "Bo"], seed=23)
    ana = players.seat("Ana", code, 0, tokens[0])
    bo = players.seat("Bo", code, 1, tokens[1])
    eve: Person = players.open("Eve", f"/t/{code}")
    received: list[dict[str, Any]] = []
    eve.page.on(
        "websocket",
        lambda ws: ws.on("framereceived", lambda frame: received.append(json.loads(frame))),
    )
    eve.page.reload()
    eve.page.wait_for_selector("[data-role=seats]")
    expect(eve.page.locator(".table-head")).to_contain_text("You are watching")
    ana.page.click("[data-role=start]")
    expect(eve.page.locator(".board")).to_be_visible()

    snapshots: list[dict[str, Any]] = []

    def snapshot() -> None:
        # Ana is to move, so nothing changes until she acts: the spectator catches up.
        version = ana.state()["version"]
        expect(eve.page.locator(".table-page")).to_have_attribute("data-version", version)
        snapshots.append(eve.page.evaluate(_SNAPSHOT_JS))

    turns = 0
    while not all_over([ana, bo, eve])():
        moved = False
        for person, style in ((ana, "cards"), (bo, "keys")):
            if person.state()["myTurn"]:
                if person is ana and turns % 7 == 0:
                    snapshot()
                act(person, style)
                turns += 1
                moved = True
        if not moved:
            ana.page.wait_for_timeout(20)
        assert turns < 600, "the game does not end"
    snapshots.append(eve.page.evaluate(_SNAPSHOT_JS))
    assert len(snapshots) >= 5

    # What the spectator was sent never holds a hand.
    updates = {m["version"]: m for m in received if m.get("type") == "update"}
    for message in updates.values():
        assert all(s["hand"] is None for s in message["view"]["seats"])
        assert message["legal"] == []

    # The true deal after every action, rebuilt from the finished table's replay.
    replay = loads(json.dumps(server.get(f"/api/tables/{code}/replay")["rounds"][0]))
    states = [new_game(replay.rules, replay.seed)] + [step.state for step in replay.steps()]
    spectator_views = [json.dumps(view(s, None), sort_keys=True) for s in states]

    for shot in snapshots:
        sent = updates[int(shot["version"])]["view"]
        index = spectator_views.index(json.dumps(sent, sort_keys=True))
        state = states[index]
        public, hidden = _public(state), _hidden(state)
        where = f"version {shot['version']}, after {index} actions"
        assert shot["me"] == [], f"{where}: a spectator has no hand of their own"
        assert Counter(shot["seats"]) == public["seats"], f"{where}: the seats show {shot['seats']}"
        assert Counter(shot["pileList"]) == public["pile"], where
        assert Counter(shot["removed"]) == public["removed"], where
        top = [c for c in sent["pile"][-len(shot["pileTop"]) :]] if shot["pileTop"] else []
        assert shot["pileTop"] == top, where
        # Anything else with a card face is in the log, which tells only public events.
        board = Counter(shot["seats"]) + Counter(shot["pileTop"]) + Counter(shot["pileList"])
        board += Counter(shot["removed"]) + Counter(shot["log"])
        assert Counter(shot["all"]) == board, f"{where}: a card outside the board and the log"
        # A hidden card with no public copy is neither drawn nor named in the page's text.
        shown = public["seats"] + public["pile"] + public["removed"]
        for card in hidden:
            if card not in shown and card not in shot["log"]:
                assert card not in shot["all"], f"{where}: hidden {card} is drawn"
                assert not re.search(rf"\b{card}\b", shot["text"]), f"{where}: {card} named"

    # The finished table can be watched again, step by step, with buttons and arrow keys.
    steps = len(states)  # the deal, then one step per action
    players.goto(eve, f"/replay/{code}")
    count = eve.page.locator(".step-count")
    expect(count).to_have_text(f"Step 1 of {steps}")
    eve.page.keyboard.press("End")
    expect(count).to_have_text(f"Step {steps} of {steps}")
    eve.page.keyboard.press("ArrowLeft")
    expect(count).to_have_text(f"Step {steps - 1} of {steps}")
    eve.page.get_by_role("button", name="First").click()
    expect(count).to_have_text(f"Step 1 of {steps}")
    assert not players.script_errors()


def test_the_rules_and_the_interface_in_five_languages(players: Players) -> None:
    english = json.loads((STATIC / "i18n" / "en.json").read_text(encoding="utf-8"))
    points = len([k for k in english if re.fullmatch(r"rules\.[A-Z]\d\w*", k)])
    reader = players.open("Reader", "/rules")
    page = reader.page
    titles = set()
    for code in ("en", "pl", "bg", "kk", "es"):
        page.select_option("#language", code)
        expect(page.locator("html")).to_have_attribute("lang", code)
        strings = json.loads((STATIC / "i18n" / f"{code}.json").read_text(encoding="utf-8"))
        expect(page.locator("h1")).to_have_text(strings["rules.title"])
        expect(page.locator("[data-point]")).to_have_count(points)
        expect(page.locator("[data-point='T6']")).to_contain_text(strings["rules.T6"])
        titles.add(page.locator("h1").inner_text())
        reader.assert_clean()
        # No string key shows through untranslated.
        text = page.locator("body").inner_text()
        assert not re.search(r"\b(rules|nav|opt|act)\.[a-z0-9_]+", text), "a key shows"
    assert len(titles) == 5
    # The choice is remembered.
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    # A browser that prefers Kazakh starts in Kazakh.
    kazakh = players.open("Kazakh", "/", locale="kk-KZ")
    expect(kazakh.page.locator("html")).to_have_attribute("lang", "kk")
    assert not players.script_errors()


_MATCHING_JS = """async () => {
  const a = await import('/static/js/actions.js');
  const plays = ['play 7g', 'play 7g 7b', 'play 9r', 'play Cb', 'pickup'];
  const o6 = ['play 7g', 'play 7b', 'play 7g 7b', 'play 9r'];
  return {
    one: a.matchCards(plays, 'play', ['7b'], false),
    two: a.matchCards(plays, 'play', ['7r', '7b'], false),
    three: a.matchCards(plays, 'play', ['7g', '7b', '7r'], false),
    mixed: a.matchCards(plays, 'play', ['7b', '9r'], false),
    clear: a.matchCards(plays, 'play', ['Cr'], false),
    exactPair: a.matchCards(o6, 'play', ['7b', '7g'], true),
    exactMissing: a.matchCards(o6, 'play', ['7r'], true),
    up: a.matchCards(['up 1g 2g 6b', 'up 1g 2g 9b'], 'up', ['6r', '2g', '1b'], false),
    trade: a.matchTrade(['trade 2 5g 10b', 'pass'], 2, '5r', '10g', false),
    tradeOtherSeat: a.matchTrade(['trade 2 5g 10b', 'pass'], 1, '5g', '10b', false),
    tradeExact: a.matchTrade(['trade 2 5g 10b', 'pass'], 2, '5r', '10g', true),
    swap: a.matchSwap(['swap 2g 3b', 'pass'], '2g', '3b'),
    usable: ['7r', '8g', 'C1g'].map((c) => a.cardUsable(plays, 'play', c, false)),
  };
}"""


def test_a_selection_is_matched_against_the_legal_actions(players: Players) -> None:
    """With O6 off the cards compare by rank and the player's own cards are sent; with O6
    on only the listed cards match. Nothing else is ever offered."""
    page = players.open("Logic", "/rules").page
    result = page.evaluate(_MATCHING_JS)
    assert result == {
        "one": "play 7b",
        "two": "play 7b 7r",
        "three": None,
        "mixed": None,
        "clear": "play Cr",
        "exactPair": "play 7g 7b",
        "exactMissing": None,
        "up": "up 1b 2g 6r",
        "trade": "trade 2 5r 10g",
        "tradeOtherSeat": None,
        "tradeExact": None,
        "swap": "swap 2g 3b",
        "usable": [True, False, False],
    }
