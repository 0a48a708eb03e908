"""Parsing client messages: every shape the protocol allows, and what it refuses."""

from __future__ import annotations

import pytest

from threeup.server.protocol import (
    Act,
    Chat,
    Hello,
    Ping,
    ProtocolError,
    clean_name,
    describe_validation_error,
    message_id,
    parse_client_message,
)


def test_each_message_type_parses() -> None:
    assert parse_client_message('{"type":"hello","v":1,"table":"ABCDEF"}') == Hello(
        type="hello", v=1, table="ABCDEF"
    )
    assert parse_client_message('{"type":"act","version":2,"action":"flip 1","id":"x"}') == Act(
        type="act", version=2, action="flip 1", id="x"
    )
    assert parse_client_message('{"type":"chat","text":"hi"}') == Chat(type="chat", text="hi")
    assert parse_client_message(b'{"type":"ping","id":3}') == Ping(type="ping", id=3)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "JSON"),
        ("{", "JSON"),
        ("null", "object"),
        ('"act"', "object"),
        ("{}", "needs a 'type'"),
        ('{"type": 5}', "unknown message type"),
        ('{"type":"act","version":true,"action":"pickup"}', "'version'"),
        ('{"type":"act","version":1.5,"action":"pickup"}', "'version'"),
        ('{"type":"act","version":1}', "'action' is missing"),
        ('{"type":"act","version":1,"action":"' + "x" * 81 + '"}', "'action'"),
        ('{"type":"hello","v":1}', "'table' is missing"),
        ('{"type":"hello","v":1,"table":"A","token":7}', "'token'"),
        ('{"type":"ping","id":[1]}', "'id"),
        ('{"type":"ping","id":"' + "x" * 65 + '"}', "'id"),
        ('{"type":"ping","extra":true}', "not a field"),
        (b"\xff\xfe", "JSON"),
    ],
)
def test_bad_messages_are_malformed(text: str | bytes, words: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_client_message(text)
    assert caught.value.code == "malformed"
    assert words in caught.value.message


def test_the_id_of_a_bad_message_is_echoed_when_usable() -> None:
    assert message_id({"id": "a"}) == "a"
    assert message_id({"id": 4}) == 4
    assert message_id({"id": True}) is None
    assert message_id({"id": "x" * 65}) is None
    assert message_id([1]) is None


@pytest.mark.parametrize(
    ("name", "cleaned"), [(" Ana ", "Ana"), ("Ana  Maria", "Ana Maria"), ("Зоя", "Зоя")]
)
def test_names_are_cleaned(name: str, cleaned: str) -> None:
    assert clean_name(name, 24) == cleaned


@pytest.mark.parametrize("name", ["", " ", "a" * 25, "a\u0000b", "a\u200bb", "\ufeffa"])
def test_unusable_names_are_refused(name: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        clean_name(name, 24)
    assert caught.value.code == "bad_name"


def test_validation_errors_name_the_field() -> None:
    from pydantic import ValidationError

    try:
        Act.model_validate({"type": "act", "version": "x", "action": "pickup"})
    except ValidationError as exc:
        assert describe_validation_error(exc).startswith("'version'")
    else:
        raise AssertionError("a string version must be refused")
