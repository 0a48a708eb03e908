"""The rules object: player count, deck, every optional rule as a switch.

>>> rules = Rules(players=3, ones_reverse=True)
>>> rules.ones_reverse, rules.deck.size
(True, 84)
>>> Rules.from_json(rules.to_json()) == rules
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from threeup.cards import DeckSpec, card_str, parse_card
from threeup.errors import RulesError

#: Q17: turns (whole turns of the play phase) after which a game is stopped.
DEFAULT_TURN_LIMIT = 1000

#: The on/off optional rules, by their field names in :class:`Rules`.
SWITCHES = (
    "placings",
    "draw_instead",
    "ones_reverse",
    "scoring",
    "swap_stacks",
    "trade_up",
    "colour_swap",
    "voluntary_pickup",
)


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything that varies between games. Frozen, hashable, JSON round-trips.

    Optional rules, all off by default:

    - ``placings`` (O1): play on after the winner until every player is placed.
    - ``draw_instead`` (O2): a player who could play may draw one card instead (Q11).
    - ``ones_reverse`` (O3): a play of 1s reverses the direction (Q12).
    - ``scoring`` (O4): cards left are scored; ``rounds`` deals make a match (Q13).
    - ``swap_stacks`` (O5): the finished stacks are dealt round by a random permutation.
    - ``trade_up`` (O5): one round of hand-for-3UP trades before the first play (Q14).
    - ``colour_swap`` (O6): four of one colour in a row lets a 3UP card be replaced.
    - ``deck`` (O7): ``DeckSpec.standard("gb")`` and the like leave colours out.
    - ``voluntary_pickup`` (H1): the pile may be picked up instead of playing.
    """

    players: int = 4
    deck: DeckSpec = field(default_factory=DeckSpec.standard)
    placings: bool = False
    draw_instead: bool = False
    ones_reverse: bool = False
    scoring: bool = False
    rounds: int = 1
    swap_stacks: bool = False
    trade_up: bool = False
    colour_swap: bool = False
    voluntary_pickup: bool = False
    start_seat: int | None = None
    turn_limit: int = DEFAULT_TURN_LIMIT

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 6:
            raise RulesError(f"3UP 3DOWN is for 2 to 6 players, not {self.players} (D3)")
        needed = 9 * self.players
        if self.deck.size < needed:
            raise RulesError(
                f"{self.players} players need at least {needed} cards; "
                f"the deck holds {self.deck.size} (O7)"
            )
        if self.start_seat is not None and not 0 <= self.start_seat < self.players:
            raise RulesError(f"start_seat must be a seat 0..{self.players - 1} (Q2)")
        if self.turn_limit < 1:
            raise RulesError("turn_limit must be at least 1 (Q17)")
        if self.rounds < 1:
            raise RulesError("rounds must be at least 1 (O4)")
        if self.rounds > 1 and not self.scoring:
            raise RulesError("a match of several rounds is scored: turn on scoring (O4)")

    @property
    def colour_matters(self) -> bool:
        """Colour only matters to play when O6 is on (D2)."""
        return self.colour_swap

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data; only settings that differ from the defaults are written."""
        out: dict[str, Any] = {"players": self.players}
        default = Rules(players=self.players)
        for f in fields(self):
            name = f.name
            if name in ("players", "deck"):
                continue
            value = getattr(self, name)
            if value != getattr(default, name):
                out[name] = value
        if self.deck != default.deck:
            if self.deck.is_standard():
                out["deck"] = {"colours": self.deck.colours}
            else:
                out["deck"] = {"cards": {card_str(c): n for c, n in self.deck.counts}}
        return out

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Rules:
        """Rules from :meth:`to_json` data; unknown keys or wrong types raise RulesError."""
        if not isinstance(data, Mapping):
            raise RulesError("rules must be a JSON object")
        known = {f.name for f in fields(Rules)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RulesError(f"unknown rules setting(s): {', '.join(unknown)}")
        kwargs: dict[str, Any] = {}
        for name, value in data.items():
            if name == "deck":
                kwargs["deck"] = _deck_from_json(value)
            elif name in SWITCHES:
                if not isinstance(value, bool):
                    raise RulesError(f"rules setting {name!r} must be true or false")
                kwargs[name] = value
            elif name == "start_seat":
                if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                    raise RulesError("start_seat must be a seat number or null")
                kwargs[name] = value
            else:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise RulesError(f"rules setting {name!r} must be a whole number")
                kwargs[name] = value
        try:
            return Rules(**kwargs)
        except RulesError:
            raise
        except ValueError as exc:
            raise RulesError(str(exc)) from exc


def _deck_from_json(value: Any) -> DeckSpec:
    if not isinstance(value, Mapping) or len(value) != 1:
        raise RulesError('deck must be {"colours": "gbr"} or {"cards": {"7g": 3, ...}}')
    try:
        if "colours" in value:
            colours = value["colours"]
            if not isinstance(colours, str):
                raise RulesError("deck colours must be a string such as 'gb'")
            return DeckSpec.standard(colours)
        cards = value.get("cards")
        if not isinstance(cards, Mapping):
            raise RulesError('deck must be {"colours": "gbr"} or {"cards": {"7g": 3, ...}}')
        counts: dict[int, int] = {}
        for text, n in cards.items():
            if isinstance(n, bool) or not isinstance(n, int):
                raise RulesError(f"deck count of {text} must be a whole number")
            counts[parse_card(text)] = n
        return DeckSpec.from_counts(counts)
    except RulesError:
        raise
    except ValueError as exc:
        raise RulesError(f"bad deck: {exc}") from exc
