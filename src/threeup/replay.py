"""Replays: a game is ``(rules, seed, actions)``; this is its JSON file format.

>>> from threeup import Rules, new_game
>>> rules = Rules(players=2, start_seat=0)
>>> state = new_game(rules, seed=3)
>>> played = []
>>> while not state.is_over:
...     action = state.legal_actions()[0]
...     played.append(action)
...     _ = state.apply(action)
>>> replay = Replay(rules, 3, tuple(played), result=state.result)
>>> loads(dumps(replay)).final_state() == state
True
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from threeup.actions import Action, parse_action
from threeup.engine import new_game
from threeup.errors import ReplayError, ThreeUpError
from threeup.events import Event, Result
from threeup.rules import Rules
from threeup.state import State
from threeup.views import result_from_json, result_json

FORMAT = "threeup-replay"
VERSION = 1


@dataclass(frozen=True, slots=True)
class Step:
    """One replayed action: who acted, what, the events, and the state after it."""

    index: int
    seat: int
    action: Action
    events: list[Event]
    state: State


@dataclass(frozen=True, slots=True)
class Replay:
    """A whole game: the rules, the seed of the deal and every action in order.

    ``players`` optionally names who sat in each seat; ``result`` is checked on load.
    """

    rules: Rules
    seed: int
    actions: tuple[Action, ...]
    players: tuple[str, ...] = ()
    result: Result | None = None

    def steps(self) -> Iterator[Step]:
        """Replay the game, yielding each step (each with its own state copy)."""
        state = new_game(self.rules, self.seed)
        for index, action in enumerate(self.actions):
            seat = state.to_move
            try:
                events = state.apply(action)
            except ThreeUpError as exc:
                raise ReplayError(f"action {index + 1} ({action}) does not replay: {exc}") from exc
            yield Step(index, seat, action, events, state.copy())

    def final_state(self) -> State:
        """The state after the last action; checks the recorded result if there is one."""
        state = new_game(self.rules, self.seed)
        for index, action in enumerate(self.actions):
            try:
                state.apply(action)
            except ThreeUpError as exc:
                raise ReplayError(f"action {index + 1} ({action}) does not replay: {exc}") from exc
        if self.result is not None and state.result != self.result:
            raise ReplayError("the recorded result does not match the replayed game")
        return state

    def to_json(self) -> dict[str, Any]:
        """JSON-able data in the replay file format (docs/notation.md)."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "seed": self.seed,
        }
        if self.players:
            data["players"] = list(self.players)
        data["actions"] = [str(a) for a in self.actions]
        if self.result is not None:
            data["result"] = result_json(self.result)
        return data

    @staticmethod
    def from_json(data: Any) -> Replay:
        """A replay from file data; raises :class:`ReplayError` saying what is wrong."""
        if not isinstance(data, Mapping):
            raise ReplayError("a replay is a JSON object")
        if data.get("format") != FORMAT:
            raise ReplayError(f"not a replay: 'format' must be {FORMAT!r}")
        if data.get("version") != VERSION:
            raise ReplayError(f"unsupported replay version {data.get('version')!r}")
        seed = data.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ReplayError("'seed' must be a whole number")
        actions_raw = data.get("actions")
        if not isinstance(actions_raw, list) or not all(isinstance(a, str) for a in actions_raw):
            raise ReplayError("'actions' must be a list of actions in notation")
        players = data.get("players", [])
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ReplayError("'players' must be a list of names")
        try:
            rules = Rules.from_json(data.get("rules", {}))
            actions = tuple(parse_action(a) for a in actions_raw)
        except ThreeUpError as exc:
            raise ReplayError(str(exc)) from exc
        if players and len(players) != rules.players:
            raise ReplayError(
                f"'players' names {len(players)} seats; the rules have {rules.players}"
            )
        raw_result = data.get("result")
        result = _result(raw_result, rules.players) if raw_result is not None else None
        return Replay(rules, seed, actions, tuple(players), result)


def _result(raw: Any, players: int) -> Result:
    try:
        return result_from_json(raw, players)
    except ValueError as exc:
        raise ReplayError(str(exc)) from exc


def dumps(replay: Replay) -> str:
    """The replay as JSON text (one action per line, easy to diff)."""
    data = replay.to_json()
    actions = data.pop("actions")
    result = data.pop("result", None)
    head = json.dumps(data)[:-1]
    lines = ",\n  ".join(json.dumps(a) for a in actions)
    tail = f',\n "result": {json.dumps(result)}' if result is not None else ""
    return f'{head},\n "actions": [\n  {lines}\n ]{tail}\n}}\n'


def loads(text: str) -> Replay:
    """A replay from JSON text; raises :class:`ReplayError` on anything malformed."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ReplayError(f"not JSON: {exc}") from exc
    return Replay.from_json(data)
