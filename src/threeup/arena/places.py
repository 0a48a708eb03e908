"""Each seat's place in a finished game.

With O1 (``placings``) a finished game ranks every seat: place ``i + 1`` for the
``i``-th seat out. Otherwise only some seats have a place (the winner; under O1 with
the turn limit, those already out; in a stalemate, nobody), and the seats left share
the remaining places: each gets their mean, as in fractional ranking. Without O1, in
a 4-seat game, the winner is 1st and the other three are each 3rd (the mean of 2, 3
and 4); in a stalemate with nobody out, every seat is 2.5th.

>>> from threeup.events import EndReason, Result
>>> seat_places(Result(EndReason.WON, 2, (2,), (), 40), 4)
(3.0, 3.0, 1.0, 3.0)
>>> seat_places(Result(EndReason.PLACED, 1, (1, 0, 2), (), 60), 3)
(2.0, 1.0, 3.0)
>>> seat_places(Result(EndReason.TURN_LIMIT, None, (), (), 1000), 2)
(1.5, 1.5)
"""

from __future__ import annotations

from threeup.events import Result


def seat_places(result: Result, players: int) -> tuple[float, ...]:
    """The place of each seat (1 is best); seats not placed share the places left."""
    places = [0.0] * players
    for i, seat in enumerate(result.placings):
        places[seat] = float(i + 1)
    placed = len(result.placings)
    rest = [seat for seat in range(players) if seat not in result.placings]
    if rest:
        shared = (placed + 1 + players) / 2  # the mean of places placed+1 .. players
        for seat in rest:
            places[seat] = shared
    return tuple(places)
