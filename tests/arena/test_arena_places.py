"""Each seat's place, with shared places for the seats not placed."""

from __future__ import annotations

import pytest

from threeup.arena.places import seat_places
from threeup.events import EndReason, Result


def _result(reason: EndReason, placings: tuple[int, ...]) -> Result:
    return Result(reason, placings[0] if placings else None, placings, (), 50)


def test_with_o1_every_seat_has_its_own_place() -> None:
    result = _result(EndReason.PLACED, (3, 1, 0, 2))
    assert seat_places(result, 4) == (3.0, 2.0, 4.0, 1.0)


def test_without_o1_the_others_share_the_places_after_the_winner() -> None:
    assert seat_places(_result(EndReason.WON, (1,)), 2) == (2.0, 1.0)
    assert seat_places(_result(EndReason.WON, (0,)), 4) == (1.0, 3.0, 3.0, 3.0)


def test_a_stalemate_shares_the_places_left() -> None:
    assert seat_places(_result(EndReason.TURN_LIMIT, ()), 3) == (2.0, 2.0, 2.0)
    # O1 and the turn limit: those already out keep their places.
    assert seat_places(_result(EndReason.TURN_LIMIT, (2, 0)), 5) == (2.0, 4.0, 1.0, 4.0, 4.0)


@pytest.mark.parametrize("placed", [0, 1, 2, 3, 4])
def test_places_always_add_up_to_those_of_a_full_ranking(placed: int) -> None:
    places = seat_places(_result(EndReason.TURN_LIMIT, tuple(range(placed))), 4)
    assert sum(places) == 1 + 2 + 3 + 4
