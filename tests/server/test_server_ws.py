"""The WebSocket protocol in-process: hello, views, actions, chat and every error reply."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from threeup.server.app import create_app
from threeup.server.settings import ServerSettings
from threeup.views import view


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    settings = ServerSettings(database_url=sqlite_url)
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def two_player_table(client: TestClient, start: bool = True) -> tuple[str, str, str]:
    """A 2-seat table of two people (no bots, so nothing moves by itself)."""
    created = client.post(
        "/api/tables", json={"name": "Ana", "players": 2, "seed": 3, "away_seconds": 0}
    ).json()
    code = created["code"]
    guest = client.post(f"/api/tables/{code}/join", json={"name": "Bo"}).json()["token"]
    if start:
        client.post(f"/api/tables/{code}/start", json={"token": created["token"]})
    return code, created["token"], guest


def hello(ws: WebSocketTestSession, code: str, token: str | None, **extra: Any) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "v": 1, "table": code, "token": token, **extra}))
    message: dict[str, Any] = ws.receive_json()
    return message


def until(ws: WebSocketTestSession, kind: str) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = ws.receive_json()
        if message["type"] == kind:
            return message


def error_of(ws: WebSocketTestSession, payload: str | dict[str, Any]) -> dict[str, Any]:
    ws.send_text(payload if isinstance(payload, str) else json.dumps(payload))
    message = until(ws, "error")
    assert message["message"]
    return message


def truth(client: TestClient, code: str) -> Any:
    table = client.app.state.hub.rooms[code].table  # type: ignore[attr-defined]
    return table


def test_a_seat_gets_its_own_view_and_its_legal_actions(client: TestClient) -> None:
    code, host, guest = two_player_table(client)
    table = truth(client, code)
    mover = table.to_move
    tokens = [host, guest]
    with client.websocket_connect("/ws") as ws:
        welcome = hello(ws, code, tokens[mover])
        assert welcome["type"] == "welcome" and welcome["v"] == 1 and welcome["seat"] == mover
        assert welcome["table"]["status"] == "playing"
        update = until(ws, "update")
        assert update["view"] == view(table.state, mover)
        assert update["legal"] == [str(a) for a in table.state.legal_actions()]
        assert update["version"] == table.version == 1


def test_the_seat_not_to_move_gets_no_actions(client: TestClient) -> None:
    code, host, guest = two_player_table(client)
    table = truth(client, code)
    other = 1 - table.to_move
    with client.websocket_connect("/ws") as ws:
        hello(ws, code, [host, guest][other])
        update = until(ws, "update")
        assert update["legal"] == [] and update["view"] == view(table.state, other)


def test_a_spectator_gets_the_spectator_view(client: TestClient) -> None:
    code, _host, _guest = two_player_table(client)
    with client.websocket_connect("/ws") as ws:
        assert hello(ws, code, None)["seat"] is None
        update = until(ws, "update")
        assert update["view"] == view(truth(client, code).state, None)
        assert update["legal"] == []
        assert all(seat["hand"] is None for seat in update["view"]["seats"])


def test_an_action_is_applied_stored_and_broadcast(client: TestClient) -> None:
    code, host, guest = two_player_table(client)
    table = truth(client, code)
    mover = table.to_move
    tokens = [host, guest]
    with client.websocket_connect("/ws") as ws, client.websocket_connect("/ws") as watcher:
        hello(ws, code, tokens[mover])
        hello(watcher, code, None)
        legal = until(ws, "update")["legal"]
        until(watcher, "update")
        ws.send_text(json.dumps({"type": "act", "version": 1, "action": legal[0]}))
        mine = until(ws, "update")
        seen = until(watcher, "update")
        assert mine["version"] == seen["version"] == 2 and mine["actor"] == mover
        assert mine["auto"] is False
        assert mine["events"][0]["type"] == "chose_up"
        assert mine["events"][0]["cards"] is not None  # my own choice
        assert seen["events"][0]["cards"] is None  # hidden from others until all chose (Q19)
        stored = client.app.state.hub.store.load(code)  # type: ignore[attr-defined]
        assert [m.action for m in stored.moves] == [legal[0]]


def test_two_tabs_of_one_seat_both_follow_the_game(client: TestClient) -> None:
    code, host, guest = two_player_table(client)
    mover = truth(client, code).to_move
    token = [host, guest][mover]
    with client.websocket_connect("/ws") as one, client.websocket_connect("/ws") as two:
        hello(one, code, token)
        hello(two, code, token)
        legal = until(one, "update")["legal"]
        assert until(two, "update")["legal"] == legal
        two.send_text(json.dumps({"type": "act", "version": 1, "action": legal[-1]}))
        assert until(one, "update")["version"] == 2


def test_ping_is_answered(client: TestClient) -> None:
    code, host, _guest = two_player_table(client)
    with client.websocket_connect("/ws") as ws:
        hello(ws, code, host)
        ws.send_text(json.dumps({"type": "ping", "id": "p1"}))
        assert until(ws, "pong") == {"type": "pong", "id": "p1"}


def test_chat_reaches_everyone_and_is_stored(client: TestClient) -> None:
    code, host, guest = two_player_table(client)
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        hello(a, code, host)
        hello(b, code, guest)
        a.send_text(json.dumps({"type": "chat", "text": "  <b>hi</b>  "}))
        line = until(b, "chat")
        assert (line["seat"], line["name"], line["text"]) == (0, "Ana", "<b>hi</b>")
        assert line["at"].endswith("Z")
    with client.websocket_connect("/ws") as late:
        assert [c["text"] for c in hello(late, code, None)["chat"]] == ["<b>hi</b>"]
    stored = client.app.state.hub.store.load(code)  # type: ignore[attr-defined]
    assert [c.text for c in stored.chat] == ["<b>hi</b>"]


def test_chat_before_the_start_works(client: TestClient) -> None:
    code, host, _guest = two_player_table(client, start=False)
    with client.websocket_connect("/ws") as ws:
        welcome = hello(ws, code, host)
        assert welcome["table"]["status"] == "open"
        ws.send_text(json.dumps({"type": "chat", "text": "ready?"}))
        assert until(ws, "chat")["text"] == "ready?"


# Error replies: each names the problem, and nothing changes.


def state_of(client: TestClient, code: str) -> tuple[int, Any, int]:
    table = truth(client, code)
    stored = client.app.state.hub.store.load(code)  # type: ignore[attr-defined]
    return table.version, table.state.copy(), len(stored.moves)


@pytest.mark.parametrize(
    ("payload", "code", "words"),
    [
        ("not json", "malformed", "JSON"),
        ("[1, 2]", "malformed", "object"),
        ({"kind": "act"}, "malformed", "type"),
        ({"type": "dance"}, "malformed", "dance"),
        ({"type": "act", "action": "pickup"}, "malformed", "version"),
        ({"type": "act", "version": "1", "action": "pickup"}, "malformed", "version"),
        ({"type": "act", "version": 1, "action": "pickup", "x": 1}, "malformed", "x"),
        ({"type": "act", "version": 1, "action": "fly away"}, "bad_action", "fly"),
        ({"type": "act", "version": 1, "action": "play 7q"}, "bad_action", "7q"),
        ({"type": "act", "version": 0, "action": "pickup"}, "stale", "version 0"),
        ({"type": "act", "version": 9, "action": "pickup"}, "stale", "version 9"),
        ({"type": "act", "version": 1, "action": "pickup"}, "illegal", "S2"),
        ({"type": "act", "version": 1, "action": "up 1g 1b 1r"}, "illegal", ""),
        ({"type": "chat", "text": ""}, "bad_chat", "200"),
        ({"type": "chat", "text": "x" * 201}, "bad_chat", "200"),
        ({"type": "chat", "text": "x" * 1500}, "bad_chat", "200"),
        ({"type": "chat", "text": "a\nb"}, "bad_chat", "control"),
        ({"type": "hello", "v": 1, "table": "X"}, "hello_first", "already"),
        ("x" * 5000, "too_large", "4096"),
        ("\u00e9" * 2100, "too_large", "4096"),
    ],
)
def test_bad_messages_get_an_error_and_change_nothing(
    client: TestClient, payload: str | dict[str, Any], code: str, words: str
) -> None:
    table_code, host, guest = two_player_table(client)
    mover = truth(client, table_code).to_move
    before = state_of(client, table_code)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, [host, guest][mover])
        until(ws, "update")
        error = error_of(ws, payload)
        assert error["code"] == code and words in error["message"]
        ws.send_text(json.dumps({"type": "ping"}))  # the connection still works
        assert until(ws, "pong")["type"] == "pong"
    assert state_of(client, table_code) == before


def test_an_illegal_action_names_its_rule(client: TestClient) -> None:
    table_code, host, guest = two_player_table(client)
    mover = truth(client, table_code).to_move
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, [host, guest][mover])
        until(ws, "update")
        error = error_of(ws, {"type": "act", "version": 1, "action": "pickup", "id": 7})
        assert error["rule"] == "S2" and error["id"] == 7


def test_error_replies_echo_the_message_id(client: TestClient) -> None:
    table_code, host, _guest = two_player_table(client)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, host)
        assert error_of(ws, {"type": "act", "id": "a-1", "version": "x"})["id"] == "a-1"


def test_acting_out_of_turn_is_refused(client: TestClient) -> None:
    table_code, host, guest = two_player_table(client)
    other = 1 - truth(client, table_code).to_move
    before = state_of(client, table_code)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, [host, guest][other])
        until(ws, "update")
        error = error_of(ws, {"type": "act", "version": 1, "action": "pickup"})
        assert error["code"] == "not_your_turn"
        assert ["Ana", "Bo"][1 - other] in error["message"]
    assert state_of(client, table_code) == before


def test_a_spectator_cannot_act(client: TestClient) -> None:
    table_code, _host, _guest = two_player_table(client)
    before = state_of(client, table_code)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, None)
        assert error_of(ws, {"type": "act", "version": 1, "action": "pickup"})["code"] == (
            "spectator"
        )
    assert state_of(client, table_code) == before


def test_acting_before_the_start_is_refused(client: TestClient) -> None:
    table_code, host, _guest = two_player_table(client, start=False)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, host)
        assert error_of(ws, {"type": "act", "version": 0, "action": "pickup"})["code"] == (
            "not_started"
        )


def test_messages_before_hello_are_refused(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        assert error_of(ws, {"type": "ping"})["code"] == "hello_first"
        assert error_of(ws, {"type": "act", "version": 1, "action": "pickup"})["code"] == (
            "hello_first"
        )


@pytest.mark.parametrize(
    ("hello_message", "code"),
    [
        ({"type": "hello", "v": 2, "table": "ABCDEF"}, "unsupported_version"),
        ({"type": "hello", "v": 1, "table": "ZZZZZZ"}, "unknown_table"),
    ],
)
def test_a_bad_hello_is_refused_and_closed(
    client: TestClient, hello_message: dict[str, Any], code: str
) -> None:
    with client.websocket_connect("/ws") as ws:
        assert error_of(ws, hello_message)["code"] == code
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_a_wrong_token_is_refused_and_closed(client: TestClient) -> None:
    table_code, _host, _guest = two_player_table(client)
    with client.websocket_connect("/ws") as ws:
        error = error_of(ws, {"type": "hello", "v": 1, "table": table_code, "token": "guess"})
        assert error["code"] == "bad_token" and "guess" not in error["message"]
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_floods_are_rate_limited(client: TestClient) -> None:
    table_code, host, _guest = two_player_table(client)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, host)
        for _ in range(60):
            ws.send_text(json.dumps({"type": "ping"}))
        kinds = []
        for _ in range(60):
            message = ws.receive_json()
            while message["type"] not in ("pong", "error"):
                message = ws.receive_json()
            kinds.append(message.get("code", "pong"))
        assert "rate_limited" in kinds and kinds.count("pong") >= 30


def test_chat_floods_are_rate_limited(client: TestClient) -> None:
    table_code, host, _guest = two_player_table(client)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, host)
        codes = []
        for i in range(8):
            ws.send_text(json.dumps({"type": "chat", "text": f"line {i}"}))
            message = ws.receive_json()
            while message["type"] not in ("chat", "error"):
                message = ws.receive_json()
            codes.append(message.get("code", "chat"))
        assert codes[:5] == ["chat"] * 5 and "rate_limited" in codes[5:]
    stored = client.app.state.hub.store.load(table_code)  # type: ignore[attr-defined]
    assert len(stored.chat) == codes.count("chat")


def test_a_failed_write_changes_nothing(client: TestClient, monkeypatch: Any) -> None:
    from threeup.server.store import WriteFailedError

    table_code, host, guest = two_player_table(client)
    mover = truth(client, table_code).to_move
    before = state_of(client, table_code)
    writer = client.app.state.hub.writer  # type: ignore[attr-defined]

    async def broken(*_writes: Any) -> None:
        raise WriteFailedError("the database refused the change")

    monkeypatch.setattr(writer, "write", broken)
    with client.websocket_connect("/ws") as ws:
        hello(ws, table_code, [host, guest][mover])
        legal = until(ws, "update")["legal"]
        error = error_of(ws, {"type": "act", "version": 1, "action": legal[0]})
        assert error["code"] == "unavailable"
    assert state_of(client, table_code) == before
