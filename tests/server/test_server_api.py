"""The HTTP API for tables (docs/protocol.md), every error path included."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from threeup.server.app import create_app
from threeup.server.settings import ServerSettings
from threeup.server.table import CODE_ALPHABET


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(ServerSettings(database_url=sqlite_url))) as test_client:
        yield test_client


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    reply = client.post("/api/tables", json={"name": "Ana", "players": 3, **body})
    assert reply.status_code == 201, reply.text
    data: dict[str, Any] = reply.json()
    return data


def snapshot(client: TestClient, code: str) -> tuple[Any, Any]:
    """The table as the API shows it and as the database holds it."""
    stored = client.app.state.hub.store.load(code)  # type: ignore[attr-defined]
    return client.get(f"/api/tables/{code}").json(), stored


def refused(reply: Any, status: int, code: str) -> str:
    assert reply.status_code == status, reply.text
    error = reply.json()["error"]
    assert error["code"] == code
    assert error["message"]
    return str(error["message"])


def test_health_says_the_protocol_version(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"ok": True, "protocol": 1, "version": "0.1.0"}


def test_the_creator_takes_seat_0_and_is_the_host(client: TestClient) -> None:
    created = create(client)
    code = created["code"]
    assert len(code) == 6 and set(code) <= set(CODE_ALPHABET)
    assert created["seat"] == 0 and len(created["token"]) == 32
    assert created["invite"] == f"/t/{code}"
    table = client.get(f"/api/tables/{code}").json()
    assert table["status"] == "open" and table["host"] == 0 and table["players"] == 3
    assert table["seats"][0]["name"] == "Ana" and table["seats"][1:] == [None, None]
    assert "seed" not in table and "token" not in str(table)


def test_codes_are_read_without_regard_to_case(client: TestClient) -> None:
    code = create(client)["code"]
    assert client.get(f"/api/tables/{code.lower()}").json()["code"] == code


def test_join_takes_the_lowest_free_seat_or_the_one_asked_for(client: TestClient) -> None:
    code = create(client, players=4)["code"]
    assert (
        client.post(f"/api/tables/{code}/join", json={"name": "Bo", "seat": 2}).json()["seat"] == 2
    )
    assert client.post(f"/api/tables/{code}/join", json={"name": "  Cy  "}).json()["seat"] == 1
    seats = client.get(f"/api/tables/{code}").json()["seats"]
    assert [s and s["name"] for s in seats] == ["Ana", "Cy", "Bo", None]


def test_names_are_trimmed_and_inner_spaces_collapsed(client: TestClient) -> None:
    code = create(client, name="  Ana   Maria ")["code"]
    assert client.get(f"/api/tables/{code}").json()["seats"][0]["name"] == "Ana Maria"


def test_the_lobby_lists_open_public_tables_only(client: TestClient) -> None:
    public = create(client)
    private = create(client, public=False)
    started = create(client, players=2)
    client.post(f"/api/tables/{started['code']}/bots", json={"token": started["token"]})
    client.post(f"/api/tables/{started['code']}/start", json={"token": started["token"]})
    listed = {t["code"]: t for t in client.get("/api/lobby").json()["tables"]}
    assert public["code"] in listed
    assert private["code"] not in listed and started["code"] not in listed
    row = listed[public["code"]]
    assert row["host_name"] == "Ana" and row["seated"] == 1 and row["players"] == 3


def test_the_host_fills_seats_with_bots_and_starts(client: TestClient) -> None:
    created = create(client, difficulty="hard")
    code, token = created["code"], created["token"]
    table = client.post(f"/api/tables/{code}/bots", json={"token": token}).json()
    assert [s["bot"] for s in table["seats"]] == [None, "hard", "hard"]
    table = client.post(f"/api/tables/{code}/start", json={"token": token}).json()
    assert table["status"] == "playing" and table["version"] == 1


def test_bots_of_another_difficulty_can_be_asked_for(client: TestClient) -> None:
    created = create(client)
    table = client.post(
        f"/api/tables/{created['code']}/bots",
        json={"token": created["token"], "difficulty": "easy"},
    ).json()
    assert [s["bot"] for s in table["seats"]] == [None, "easy", "easy"]


def test_a_player_can_leave_before_the_start(client: TestClient) -> None:
    code = create(client)["code"]
    token = client.post(f"/api/tables/{code}/join", json={"name": "Bo"}).json()["token"]
    table = client.post(f"/api/tables/{code}/leave", json={"token": token}).json()
    assert table["seats"][1] is None
    assert client.app.state.hub.store.load(code).seats[-1].seat == 0  # type: ignore[attr-defined]


def test_security_headers_are_set(client: TestClient) -> None:
    headers = client.get("/api/health").headers
    assert "default-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"


# Every refusal says what was wrong and changes nothing.


def test_an_unknown_table_is_404(client: TestClient) -> None:
    refused(client.get("/api/tables/ZZZZZZ"), 404, "unknown_table")
    refused(client.post("/api/tables/ZZZZZZ/join", json={"name": "Bo"}), 404, "unknown_table")
    refused(client.get("/api/tables/ZZZZZZ/replay"), 404, "unknown_table")


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "visible"),
        ("   ", "visible"),
        ("x" * 25, "24"),
        ("Bo\u0007", "control"),
        ("Bo\u202e", "control"),
    ],
)
def test_bad_names_are_refused(client: TestClient, name: str, words: str) -> None:
    code = create(client)["code"]
    before = snapshot(client, code)
    message = refused(client.post(f"/api/tables/{code}/join", json={"name": name}), 422, "bad_name")
    assert words in message
    assert snapshot(client, code) == before
    refused(client.post("/api/tables", json={"name": name, "players": 2}), 422, "bad_name")


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"name": "Bo", "seat": 0}, 409, "seat_taken"),
        ({"name": "Bo", "seat": 4}, 422, "bad_seat"),
        ({"name": "Bo", "seat": 9}, 422, "bad_seat"),
        ({"name": "Bo", "seat": -1}, 422, "malformed"),
        ({"name": "Bo", "seat": "one"}, 422, "malformed"),
        ({"name": "Bo", "colour": "red"}, 422, "malformed"),
        ({}, 422, "malformed"),
    ],
)
def test_bad_joins_are_refused(
    client: TestClient, body: dict[str, Any], status: int, code: str
) -> None:
    table = create(client)["code"]
    before = snapshot(client, table)
    refused(client.post(f"/api/tables/{table}/join", json=body), status, code)
    assert snapshot(client, table) == before


def test_a_full_table_takes_no_one(client: TestClient) -> None:
    code = create(client, players=2)["code"]
    client.post(f"/api/tables/{code}/join", json={"name": "Bo"})
    before = snapshot(client, code)
    refused(client.post(f"/api/tables/{code}/join", json={"name": "Cy"}), 409, "table_full")
    assert snapshot(client, code) == before


def test_host_only_requests_need_the_hosts_token(client: TestClient) -> None:
    code = create(client)["code"]
    guest = client.post(f"/api/tables/{code}/join", json={"name": "Bo"}).json()["token"]
    before = snapshot(client, code)
    for path in ("bots", "start"):
        refused(client.post(f"/api/tables/{code}/{path}", json={"token": guest}), 403, "not_host")
        refused(
            client.post(f"/api/tables/{code}/{path}", json={"token": "x" * 32}), 403, "bad_token"
        )
        refused(client.post(f"/api/tables/{code}/{path}", json={}), 422, "malformed")
    refused(client.post(f"/api/tables/{code}/leave", json={"token": "nope"}), 403, "bad_token")
    assert snapshot(client, code) == before


def test_start_needs_every_seat_taken(client: TestClient) -> None:
    created = create(client)
    before = snapshot(client, created["code"])
    message = refused(
        client.post(f"/api/tables/{created['code']}/start", json={"token": created["token"]}),
        409,
        "seats_empty",
    )
    assert "1, 2" in message
    assert snapshot(client, created["code"]) == before


def test_after_the_start_seats_are_fixed(client: TestClient) -> None:
    created = create(client, players=2)
    code, token = created["code"], created["token"]
    guest = client.post(f"/api/tables/{code}/join", json={"name": "Bo"}).json()["token"]
    client.post(f"/api/tables/{code}/start", json={"token": token})
    before = snapshot(client, code)
    refused(client.post(f"/api/tables/{code}/start", json={"token": token}), 409, "already_started")
    refused(client.post(f"/api/tables/{code}/bots", json={"token": token}), 409, "already_started")
    refused(client.post(f"/api/tables/{code}/leave", json={"token": guest}), 409, "already_started")
    refused(client.post(f"/api/tables/{code}/join", json={"name": "Cy"}), 409, "already_started")
    assert snapshot(client, code) == before


def test_the_host_cannot_leave(client: TestClient) -> None:
    created = create(client)
    refused(
        client.post(f"/api/tables/{created['code']}/leave", json={"token": created["token"]}),
        409,
        "host",
    )


@pytest.mark.parametrize(
    ("body", "code", "words"),
    [
        ({"players": 7}, "malformed", "players"),
        ({"players": 1}, "malformed", "players"),
        ({"rules": {"jokers": True}}, "bad_rules", "jokers"),
        ({"rules": {"rounds": 3}}, "bad_rules", "scoring"),
        ({"rules": {"rounds": 21, "scoring": True}}, "bad_rules", "20"),
        ({"rules": {"placings": "yes"}}, "bad_rules", "placings"),
        ({"rules": {"players": 4}}, "bad_rules", "players"),
        ({"rules": {"turn_limit": 5}}, "bad_rules", "turn_limit"),
        ({"rules": {"deck": {"colours": "x"}}}, "bad_rules", ""),
        ({"difficulty": "godlike"}, "malformed", "difficulty"),
        ({"turn_seconds": -1}, "malformed", "turn_seconds"),
        ({"seed": -5}, "malformed", "seed"),
        ({"seed": 2**64}, "malformed", "seed"),
        ({"public": "maybe"}, "malformed", "public"),
        ({"extra": 1}, "malformed", "extra"),
    ],
)
def test_bad_tables_are_not_created(
    client: TestClient, body: dict[str, Any], code: str, words: str
) -> None:
    before = client.get("/api/lobby").json()
    message = refused(client.post("/api/tables", json={"name": "Ana", **body}), 422, code)
    assert words in message
    assert client.get("/api/lobby").json() == before


def test_a_body_that_is_not_json_is_malformed(client: TestClient) -> None:
    reply = client.post(
        "/api/tables", content=b"{not json", headers={"content-type": "application/json"}
    )
    refused(reply, 422, "malformed")


def test_an_oversized_body_is_refused(client: TestClient) -> None:
    body = {"name": "Ana", "rules": {"x" * 20_000: True}}
    refused(client.post("/api/tables", json=body), 413, "too_large")
    assert client.get("/api/lobby").json()["tables"] == []


def test_replays_wait_for_the_end(client: TestClient) -> None:
    created = create(client, players=2)
    code, token = created["code"], created["token"]
    client.post(f"/api/tables/{code}/bots", json={"token": token})
    refused(client.get(f"/api/tables/{code}/replay"), 409, "not_finished")
    client.post(f"/api/tables/{code}/start", json={"token": token})
    refused(client.get(f"/api/tables/{code}/replay"), 409, "not_finished")
    refused(client.get(f"/api/tables/{code}/rounds/0"), 409, "not_finished")


def test_a_post_without_a_length_is_refused(client: TestClient) -> None:
    def chunks() -> Any:
        yield b'{"name": "Ana"}'

    reply = client.post(
        "/api/tables", content=chunks(), headers={"content-type": "application/json"}
    )
    refused(reply, 411, "length_required")
    assert client.get("/api/lobby").json()["tables"] == []


def test_floods_of_requests_are_rate_limited(sqlite_url: str) -> None:
    settings = ServerSettings(database_url=sqlite_url, http_posts_per_second=0.1, http_post_burst=3)
    with TestClient(create_app(settings)) as limited:
        codes = [limited.post("/api/tables", json={"name": "Ana"}).status_code for _ in range(5)]
        assert codes[:3] == [201, 201, 201]
        refused(limited.post("/api/tables", json={"name": "Ana"}), 429, "rate_limited")
        assert len(limited.get("/api/lobby").json()["tables"]) == 3


def test_names_may_hold_emoji_sequences(client: TestClient) -> None:
    code = create(client, name="Ana \U0001f469\u200d\U0001f4bb")["code"]
    assert client.get(f"/api/tables/{code}").json()["seats"][0]["name"].endswith("\U0001f4bb")
