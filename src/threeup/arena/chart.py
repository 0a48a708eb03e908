"""winrates.png: each bot's win rate with its 95% interval as error bars.

Drawn with matplotlib's Agg canvas directly (no pyplot, no global backend switch), so
it works without a display and from any thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from threeup.arena.stats import CONFIDENCE, BotStats


def write_chart(stats: Sequence[BotStats], players: int, games: int, path: Path) -> None:
    """Write the win-rate chart of ``stats`` to ``path`` as PNG."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    names = [s.bot for s in stats]
    rates = [s.win_rate for s in stats]
    below = [max(0.0, s.win_rate - s.ci_low) for s in stats]
    above = [max(0.0, s.ci_high - s.win_rate) for s in stats]
    fig = Figure(figsize=(max(4.0, 1.2 * len(names) + 2), 4.0), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    positions = list(range(len(names)))
    ax.bar(positions, rates, yerr=[below, above], capsize=6, color="#4c72b0")
    ax.axhline(1 / players, color="grey", linestyle="--", linewidth=1, label="one seat's share")
    ax.set_xticks(positions, names)
    ax.set_ylim(0, 1)
    ax.set_ylabel(f"win rate ({CONFIDENCE:.0%} Wilson interval)")
    ax.set_title(f"{games} games, {players} seats")
    ax.legend(loc="upper right")
    fig.tight_layout()
    fig.savefig(path, format="png")
