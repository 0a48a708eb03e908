"""Cards as coloured text that stays readable without colour: ``7g``, ``10b``, ``C1r``.

The colour letter is always written; the colour only helps the eye.

>>> colourize("Bo played 7g and C1r").spans[0].style
'bold #4caf50'
>>> colourize("no cards here").plain
'no cards here'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.text import Text

#: Card notation inside running text: a rank (1-10, C, C1, C2) then g, b or r.
CARD_PATTERN = re.compile(r"(?<![\w+])(?:C[12]?|10|[1-9])[gbr](?![\w+])")

COLOUR_STYLES = {"g": "bold #4caf50", "b": "bold #42a5f5", "r": "bold #ef5350"}


def card_style(card: str) -> str:
    """The style of one card in notation (by its colour letter)."""
    return COLOUR_STYLES.get(card[-1:], "bold")


def colourize(text: str) -> Text:
    """``text`` with every card in notation styled in its colour."""
    out = Text(text)
    for match in CARD_PATTERN.finditer(text):
        out.stylize(card_style(match.group()), match.start(), match.end())
    return out


def cards_text(cards: Sequence[str], empty: str = "none") -> Text:
    """Cards in notation separated by spaces, each in its colour; ``empty`` when none."""
    if not cards:
        return Text(empty, style="dim")
    out = Text()
    for i, card in enumerate(cards):
        if i:
            out.append(" ")
        out.append(card, style=card_style(card))
    return out


def card_tokens(text: str) -> list[str]:
    """Every card in notation that ``text`` contains (what a reader could learn)."""
    return CARD_PATTERN.findall(text)
