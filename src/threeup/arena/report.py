"""The arena's report: every figure, as data and as one JSON object.

``report_json`` is what ``threeup arena --json`` prints; ``results.json`` adds the
record of every game under ``"records"`` (``with_games=True``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from threeup.arena.config import ArenaConfig
from threeup.arena.places import seat_places
from threeup.arena.ratings import MODEL, Rating, rate_games
from threeup.arena.runner import GameRecord
from threeup.arena.stats import (
    CONFIDENCE,
    BotStats,
    PairResult,
    bot_stats,
    mean_turns,
    pairwise,
    stalemates,
)
from threeup.views import result_json

FORMAT = "threeup-arena"
VERSION = 1

PLACES_NOTE = (
    "1 is best; with O1 every seat is placed; otherwise seats not placed "
    "(all but the winner, or everyone in a stalemate) share the mean of the places left"
)
GAMES_NOTE = "counted per seat occupied: a bot in two seats of a game plays two games there"


@dataclass(frozen=True, slots=True)
class Report:
    """Everything the arena found, with the games it was computed from."""

    config: ArenaConfig
    bots: tuple[BotStats, ...]
    ratings: dict[str, Rating]
    pairs: tuple[PairResult, ...]
    stalemates: int
    mean_turns: float
    records: tuple[GameRecord, ...]


def build_report(config: ArenaConfig, records: Sequence[GameRecord]) -> Report:
    """The report of a finished arena (``records`` in game-index order)."""
    tables = [(r.spec.bots, seat_places(r.result, config.players)) for r in records]
    return Report(
        config=config,
        bots=tuple(bot_stats(config.bots, records)),
        ratings=rate_games(config.bots, tables),
        pairs=tuple(pairwise(config.bots, records)),
        stalemates=stalemates(records),
        mean_turns=mean_turns(records),
        records=tuple(records),
    )


def bot_json(stats: BotStats, rating: Rating) -> dict[str, Any]:
    """One bot's figures as JSON-able data."""
    return {
        "games": stats.games,
        "wins": stats.wins,
        "win_rate": stats.win_rate,
        "ci_low": stats.ci_low,
        "ci_high": stats.ci_high,
        "mean_place": stats.mean_place,
        "mean_turns": stats.mean_turns,
        "stalemates": stats.stalemates,
        "seats": list(stats.seats),
        "starts": stats.starts,
        "rating": {"mu": rating.mu, "sigma": rating.sigma, "ordinal": rating.ordinal},
    }


def game_json(record: GameRecord) -> dict[str, Any]:
    """One game: enough to replay it (rules, deal seed, bots and their seeds) and its result."""
    spec = record.spec
    return {
        "game": spec.index,
        "deal_seed": spec.deal_seed,
        "start_seat": spec.rules.start_seat,
        "rules": spec.rules.to_json(),
        "bots": list(spec.bots),
        "bot_seeds": list(spec.bot_seeds),
        "result": result_json(record.result),
        "places": list(seat_places(record.result, len(spec.bots))),
    }


def report_json(report: Report, with_games: bool = False) -> dict[str, Any]:
    """The report as one JSON-able object; ``with_games`` adds every game's record."""
    config = report.config
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "seed": config.seed,
        "games": config.games,
        "players": config.players,
        "lineup": list(config.lineup),
        "rules": config.rules.to_json(),
        "confidence": CONFIDENCE,
        "interval": "wilson",
        "rating_model": MODEL,
        "places": PLACES_NOTE,
        "games_counted": GAMES_NOTE,
        "stalemates": report.stalemates,
        "mean_turns": report.mean_turns,
        "bots": {s.bot: bot_json(s, report.ratings[s.bot]) for s in report.bots},
        "pairwise": [
            {
                "bot": p.bot,
                "opponent": p.opponent,
                "ahead": p.ahead,
                "behind": p.behind,
                "tied": p.tied,
                "pairs": p.pairs,
                "ahead_rate": p.ahead_rate,
            }
            for p in report.pairs
        ],
    }
    if with_games:
        data["records"] = [game_json(r) for r in report.records]
    return data
