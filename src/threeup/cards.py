"""Cards, ranks, colours and deck specs.

Inside the engine a card is a small int: ``rank << 2 | colour``. Ranks 1-10 are the
numbered cards, 11 is Clear, 12 Clear+1 and 13 Clear+2, so one integer comparison of
ranks decides whether a card may be played (T1, T2). Colours are 0 (green), 1 (blue)
and 2 (red).

>>> card = parse_card("7g")
>>> rank_of(card), colour_of(card), card_str(card)
(7, 0, '7g')
>>> card_str(parse_card("C1b"))
'C1b'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import IntEnum
from typing import NewType

from threeup.errors import NotationError

Card = NewType("Card", int)


class Rank(IntEnum):
    """The thirteen ranks. Every Clear-type card ranks above every numbered card (T2)."""

    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    CLEAR = 11
    CLEAR1 = 12
    CLEAR2 = 13


class Colour(IntEnum):
    """The three colours (Q1). Colour only matters under O6 and O7."""

    GREEN = 0
    BLUE = 1
    RED = 2


COLOUR_LETTERS = "gbr"
FIRST_CLEAR_RANK = 11
RANK_TEXT = {**{r: str(r) for r in range(1, 11)}, 11: "C", 12: "C1", 13: "C2"}
_RANK_BY_TEXT = {text: rank for rank, text in RANK_TEXT.items()}
RANK_NAMES = {
    **{r: str(r) for r in range(1, 11)},
    11: "Clear",
    12: "Clear+1",
    13: "Clear+2",
}
#: O4 points of each rank: numbered cards their face value, Clear 15, Clear+1 20, Clear+2 25.
POINTS = {**{r: r for r in range(1, 11)}, 11: 15, 12: 20, 13: 25}


def make_card(rank: int, colour: int) -> Card:
    """The card code of ``rank`` (1-13) in ``colour`` (0-2).

    >>> card_str(make_card(Rank.CLEAR2, Colour.GREEN))
    'C2g'
    """
    if not 1 <= rank <= 13 or not 0 <= colour <= 2:
        raise ValueError(f"no card has rank {rank} and colour {colour}")
    return Card(rank << 2 | colour)


def rank_of(card: int) -> int:
    """The rank (1-13) of a card code."""
    return card >> 2


def colour_of(card: int) -> int:
    """The colour (0-2) of a card code."""
    return card & 3


def is_clear(card: int) -> bool:
    """True for Clear, Clear+1 and Clear+2."""
    return card >> 2 >= FIRST_CLEAR_RANK


#: The notation of every card code, by code (codes that are no card map to "").
CARD_TEXT = tuple(
    RANK_TEXT[code >> 2] + COLOUR_LETTERS[code & 3] if 1 <= code >> 2 <= 13 and code & 3 < 3 else ""
    for code in range(56)
)


def card_str(card: int) -> str:
    """The notation of a card: rank then colour letter (``7g``, ``10b``, ``C1r``)."""
    return RANK_TEXT[card >> 2] + COLOUR_LETTERS[card & 3]


def card_name(card: int) -> str:
    """A card in words, for people: ``blue 7``, ``green Clear+2``."""
    return f"{Colour(card & 3).name.lower()} {RANK_NAMES[card >> 2]}"


def parse_card(text: str) -> Card:
    """Read one card in notation; raises :class:`NotationError` on anything else."""
    token = text.strip()
    if len(token) < 2 or token[-1] not in COLOUR_LETTERS:
        raise NotationError(
            f"{text!r} is not a card: write the rank then the colour letter g, b or r "
            "(7g, 10b, Cr, C1g, C2g)"
        )
    rank = _RANK_BY_TEXT.get(token[:-1].upper())
    if rank is None:
        raise NotationError(f"{text!r} is not a card: unknown rank {token[:-1]!r}")
    return Card(rank << 2 | COLOUR_LETTERS.index(token[-1]))


def cards_str(cards: Iterable[int]) -> str:
    """Cards in notation separated by spaces."""
    return " ".join(card_str(c) for c in cards)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Read a sequence of cards in notation."""
    return [parse_card(t) for t in texts]


#: The most copies of one card a deck may hold (a hand's group of one rank counts each
#: colour in five bits).
MAX_COPIES = 31

#: Q1: each colour holds two of every rank 1-10, two Clear and two Clear+1; green also
#: holds a third of every rank 1-10, a third Clear and the single Clear+2.
STANDARD_COMPOSITION: Mapping[str, Mapping[int, int]] = {
    "g": {**{r: 3 for r in range(1, 11)}, 11: 3, 12: 2, 13: 1},
    "b": {**{r: 2 for r in range(1, 11)}, 11: 2, 12: 2},
    "r": {**{r: 2 for r in range(1, 11)}, 11: 2, 12: 2},
}


@dataclass(frozen=True, slots=True)
class DeckSpec:
    """How many copies of each card a deck holds, as data (D1, Q1, O7).

    >>> DeckSpec.standard().size
    84
    >>> DeckSpec.standard("br").size   # O7: green left out
    48
    """

    counts: tuple[tuple[int, int], ...]

    @staticmethod
    def standard(colours: str = "gbr") -> DeckSpec:
        """The published deck, or (O7) the cards of only some of its colours."""
        distinct = len(set(colours)) == len(colours)
        if not colours or not distinct or any(c not in COLOUR_LETTERS for c in colours):
            raise ValueError(f"colours must be distinct letters among 'gbr', not {colours!r}")
        pairs = []
        for letter in COLOUR_LETTERS:
            if letter in colours:
                colour = COLOUR_LETTERS.index(letter)
                pairs += [
                    (rank << 2 | colour, n) for rank, n in STANDARD_COMPOSITION[letter].items()
                ]
        return DeckSpec(tuple(sorted(pairs)))

    @staticmethod
    def from_counts(counts: Mapping[int, int]) -> DeckSpec:
        """A deck from card code -> number of copies."""
        for card, n in counts.items():
            if not 4 <= card <= (13 << 2 | 2) or card & 3 == 3:
                raise ValueError(f"{card} is not a card code")
            if not 0 <= n <= MAX_COPIES:
                raise ValueError(
                    f"a deck holds 0 to {MAX_COPIES} copies of a card, not {n} of {card_str(card)}"
                )
        return DeckSpec(tuple(sorted((c, n) for c, n in counts.items() if n)))

    def count_of(self) -> dict[int, int]:
        """Card code -> copies in this deck."""
        return dict(self.counts)

    @property
    def size(self) -> int:
        """How many cards the deck holds."""
        return sum(n for _, n in self.counts)

    def cards(self) -> list[Card]:
        """Every card of the deck, sorted by code."""
        return [Card(c) for c, n in self.counts for _ in range(n)]

    @property
    def colours(self) -> str:
        """The colour letters present in the deck."""
        present = {c & 3 for c, _ in self.counts}
        return "".join(COLOUR_LETTERS[i] for i in sorted(present))

    def is_standard(self) -> bool:
        """True when this is the published deck or an O7 subset of its colours."""
        return bool(self.counts) and self == DeckSpec.standard(self.colours)
