"""Rewards: +1 for a win, -1 for a loss; with O1 placings, a share by place.

- Without O1 the winner gets +1 and every other seat -1.
- With O1, place ``p`` of ``n`` gets ``1 - 2 (p - 1) / (n - 1)``: +1 for the first out,
  -1 for the last, evenly spaced between (a 4-player game: +1, +1/3, -1/3, -1).
- A game stopped by the turn limit (Q17) gives 0 to every seat without a place; with
  O1 the seats already placed keep their place's reward and the others share what is
  left of the places evenly (so the rewards still add up to 0).

>>> from threeup.events import EndReason, Result
>>> seat_rewards(Result(EndReason.WON, 1, (1,), (), 90), 3, placings=False)
(-1.0, 1.0, -1.0)
>>> seat_rewards(Result(EndReason.PLACED, 2, (2, 0, 1), (), 90), 3, placings=True)
(0.0, -1.0, 1.0)
>>> seat_rewards(Result(EndReason.TURN_LIMIT, None, (), (), 1000), 2, placings=False)
(0.0, 0.0)
"""

from __future__ import annotations

from threeup.events import EndReason, Result


def place_reward(place: int, players: int) -> float:
    """The O1 reward of finishing in ``place`` (1 = first out) of ``players``.

    >>> [round(place_reward(p, 4), 3) for p in (1, 2, 3, 4)]
    [1.0, 0.333, -0.333, -1.0]
    """
    return 1.0 - 2.0 * (place - 1) / (players - 1)


def seat_rewards(result: Result, players: int, placings: bool) -> tuple[float, ...]:
    """Each seat's reward for a finished game."""
    if not placings:
        if result.reason is EndReason.TURN_LIMIT or result.winner is None:
            return (0.0,) * players
        return tuple(1.0 if seat == result.winner else -1.0 for seat in range(players))
    rewards = [0.0] * players
    for place, seat in enumerate(result.placings, start=1):
        rewards[seat] = place_reward(place, players)
    unplaced = [seat for seat in range(players) if seat not in result.placings]
    share = 0.0 - len(result.placings) / (players - 1)  # the mean reward of the places left
    for seat in unplaced:
        rewards[seat] = share
    return tuple(rewards)
