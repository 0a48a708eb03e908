"""Ratings: openskill's Plackett-Luce model, updated game by game from the places.

Each game, in order of game index, is one rating update: every seat is a team of one
with its bot's current rating, ranked by its place (shared places are ties, see
:mod:`threeup.arena.places`). A bot that holds several seats of a game takes the mean
of the updated ratings of its seats; a game in which every seat holds the same bot
teaches nothing and is skipped. ``ordinal`` is ``mu - 3 sigma``, a cautious estimate
(the skill is very likely higher) and the figure to sort by.

>>> ratings = rate_games(["a", "b"], [(("a", "b"), (1.0, 2.0))] * 5)
>>> ratings["a"].mu > 25 > ratings["b"].mu
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: How the report names the model.
MODEL = "openskill PlackettLuce (mu 25, sigma 25/3; ordinal = mu - 3 sigma)"


@dataclass(frozen=True, slots=True)
class Rating:
    """A bot's skill estimate: mean ``mu`` and uncertainty ``sigma``."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """``mu - 3 sigma``: the skill is very likely at least this."""
        return self.mu - 3 * self.sigma


def rate_games(
    bots: Sequence[str], tables: Iterable[tuple[Sequence[str], Sequence[float]]]
) -> dict[str, Rating]:
    """Each bot's rating after every game of ``tables`` in order.

    A table is ``(bot of each seat, place of each seat)``.
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {bot: Rating(model.mu, model.sigma) for bot in bots}
    for seats, places in tables:
        if len(set(seats)) < 2:
            continue
        teams = [[model.rating(mu=ratings[b].mu, sigma=ratings[b].sigma)] for b in seats]
        updated = model.rate(teams, ranks=[float(p) for p in places])
        new: dict[str, list[Rating]] = {}
        for bot, team in zip(seats, updated, strict=True):
            new.setdefault(bot, []).append(Rating(team[0].mu, team[0].sigma))
        for bot, rs in new.items():
            ratings[bot] = Rating(
                sum(r.mu for r in rs) / len(rs), sum(r.sigma for r in rs) / len(rs)
            )
    return ratings
