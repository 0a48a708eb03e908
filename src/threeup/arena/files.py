"""The files an arena writes with ``--out DIR``, and reading games.csv back.

- ``results.json``: the report (as ``--json`` prints it) plus ``records``, every game.
- ``games.csv``: one row per game with its rules, deal seed, bots and bot seeds, so any
  game can be played again exactly (:func:`spec_from_row` and
  :func:`threeup.arena.runner.play_game`), and its result.
- ``winrates.png``: the win-rate chart (:mod:`threeup.arena.chart`).
- ``replays/game-NNNNNN.json`` (with ``replays=True``): each game's replay file, for
  ``threeup replay``.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Mapping
from pathlib import Path

from threeup.actions import parse_action
from threeup.arena.chart import write_chart
from threeup.arena.config import ArenaError
from threeup.arena.report import Report, report_json
from threeup.arena.runner import GameRecord
from threeup.arena.schedule import GameSpec
from threeup.errors import ThreeUpError
from threeup.replay import Replay, dumps
from threeup.rules import Rules

RESULTS = "results.json"
GAMES = "games.csv"
CHART = "winrates.png"
REPLAYS = "replays"


def replay_name(index: int) -> str:
    """The replay file of game ``index``, relative to the output folder."""
    return f"{REPLAYS}/game-{index:06d}.json"


def csv_header(players: int) -> list[str]:
    """The columns of games.csv for a table of ``players`` seats."""
    return [
        "game",
        "deal_seed",
        "start_seat",
        "rules",
        *(f"bot_{s}" for s in range(players)),
        *(f"bot_seed_{s}" for s in range(players)),
        "reason",
        "winner",
        "placings",
        "scores",
        "turns",
        "replay",
    ]


def csv_row(record: GameRecord, replay: str) -> list[str | int]:
    """One game as a row of games.csv (lists are space-separated, no winner is empty)."""
    spec, result = record.spec, record.result
    return [
        spec.index,
        spec.deal_seed,
        "" if spec.rules.start_seat is None else spec.rules.start_seat,
        json.dumps(spec.rules.to_json(), separators=(",", ":"), sort_keys=True),
        *spec.bots,
        *spec.bot_seeds,
        result.reason.value,
        "" if result.winner is None else result.winner,
        " ".join(str(s) for s in result.placings),
        " ".join(str(s) for s in result.scores),
        result.turns,
        replay,
    ]


def spec_from_row(row: Mapping[str, str]) -> GameSpec:
    """The spec of a game from its games.csv row (as ``csv.DictReader`` reads it)."""
    try:
        rules = Rules.from_json(json.loads(row["rules"]))
        seats = range(rules.players)
        return GameSpec(
            index=int(row["game"]),
            rules=rules,
            deal_seed=int(row["deal_seed"]),
            bots=tuple(row[f"bot_{s}"] for s in seats),
            bot_seeds=tuple(int(row[f"bot_seed_{s}"]) for s in seats),
        )
    except (KeyError, ValueError) as exc:
        raise ArenaError(f"not a games.csv row: {exc}") from exc


def read_games_csv(path: Path) -> list[GameSpec]:
    """Every game's spec from a games.csv file."""
    with path.open(newline="", encoding="utf-8") as f:
        return [spec_from_row(row) for row in csv.DictReader(f)]


def replay_of(record: GameRecord) -> Replay:
    """The replay of a game played with its actions kept."""
    spec = record.spec
    try:
        actions = tuple(parse_action(a) for a in record.actions)
    except ThreeUpError as exc:  # pragma: no cover - actions were written by the engine
        raise ArenaError(f"game {spec.index}: {exc}") from exc
    return Replay(spec.rules, spec.deal_seed, actions, spec.bots, record.result)


def write_results(report: Report, out: Path, replays: bool = False) -> list[Path]:
    """Write every output file under ``out`` (created if need be); returns their paths.

    ``replays`` needs games played with their actions kept.
    """
    records = report.records
    if replays and any(not r.actions for r in records):
        raise ArenaError("replay files need the games played with their actions kept")
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    names: list[str] = []
    if replays:
        (out / REPLAYS).mkdir(exist_ok=True)
    for record in records:
        name = replay_name(record.spec.index) if replays else ""
        if replays:
            path = out / name
            path.write_text(dumps(replay_of(record)), encoding="utf-8")
            written.append(path)
        names.append(name)
    results = out / RESULTS
    results.write_text(
        json.dumps(report_json(report, with_games=True), indent=1) + "\n", encoding="utf-8"
    )
    games = out / GAMES
    with games.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(csv_header(report.config.players))
        for record, name in zip(records, names, strict=True):
            writer.writerow(csv_row(record, name))
    chart = out / CHART
    write_chart(report.bots, report.config.players, report.config.games, chart)
    return [results, games, chart, *written]
