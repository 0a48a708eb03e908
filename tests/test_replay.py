"""The replay file format: round trips, exact replays and clear errors."""

from __future__ import annotations

import json

import pytest

from support.variants import random_game
from threeup import Rules
from threeup.errors import ReplayError
from threeup.replay import Replay, dumps, loads


def _replay() -> Replay:
    rules = Rules(players=3, ones_reverse=True)
    final, actions = random_game(rules, 21)
    return Replay(rules, 21, tuple(actions), ("a", "b", "c"), final.result)


def test_a_replay_file_round_trips_and_replays_to_the_same_end() -> None:
    replay = _replay()
    text = dumps(replay)
    data = json.loads(text)
    assert data["format"] == "threeup-replay" and data["version"] == 1
    assert data["seed"] == 21 and data["players"] == ["a", "b", "c"]
    assert data["actions"][0].startswith("up ")
    again = loads(text)
    assert again == replay
    final = again.final_state()
    assert final.is_over and final.result == replay.result


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(format="chess"), "not a replay"),
        (lambda d: d.update(version=9), "unsupported replay version"),
        (lambda d: d.update(seed="x"), "'seed' must be"),
        (lambda d: d.update(actions="play 7g"), "'actions' must be"),
        (lambda d: d["actions"].__setitem__(0, "dance"), "not an action"),
        (lambda d: d.update(players=["a"]), "names 1 seats"),
        (lambda d: d.update(rules={"players": 9}), "2 to 6 players"),
        (lambda d: d.update(result="won"), "'result' must be"),
    ],
)
def test_malformed_replays_are_refused_with_the_reason(mutate: object, message: str) -> None:
    data = _replay().to_json()
    assert callable(mutate)
    mutate(data)
    with pytest.raises(ReplayError, match=message):
        Replay.from_json(json.loads(json.dumps(data))).final_state()


def test_an_action_that_does_not_replay_names_its_number() -> None:
    data = _replay().to_json()
    data["actions"][5] = "flip 3"
    with pytest.raises(ReplayError, match=r"action 6 \(flip 3\) does not replay"):
        Replay.from_json(data).final_state()
    with pytest.raises(ReplayError, match="action 6"):
        list(Replay.from_json(data).steps())


def test_a_tampered_result_is_detected() -> None:
    data = _replay().to_json()
    data["result"]["winner"] = (data["result"]["winner"] + 1) % 3
    with pytest.raises(ReplayError, match="does not match"):
        Replay.from_json(data).final_state()


def test_not_json_is_a_replay_error() -> None:
    with pytest.raises(ReplayError, match="not JSON"):
        loads("{")
