"""The report as rich tables, for people at a terminal."""

from __future__ import annotations

from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from threeup.arena.report import Report
from threeup.arena.stats import CONFIDENCE


def bots_table(report: Report) -> Table:
    """One row per bot, best rated first: games, wins, win rate and its interval, mean
    place, mean game length and rating (stalemates are in the footer and the JSON)."""
    table = Table(
        title="bots (games counted per seat occupied)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        collapse_padding=True,
    )
    table.add_column("bot")
    for heading in ("games", "wins", "win rate", f"{CONFIDENCE:.0%} CI"):
        table.add_column(heading, justify="right")
    for heading in ("place", "turns", "mu±sigma", "ordinal"):
        table.add_column(heading, justify="right")
    ranked = sorted(report.bots, key=lambda s: -report.ratings[s.bot].ordinal)
    for s in ranked:
        rating = report.ratings[s.bot]
        table.add_row(
            s.bot,
            str(s.games),
            str(s.wins),
            f"{s.win_rate:.1%}",
            f"{100 * s.ci_low:.1f}-{100 * s.ci_high:.1f}%",
            f"{s.mean_place:.2f}",
            f"{s.mean_turns:.0f}",
            f"{rating.mu:.1f}±{rating.sigma:.1f}",
            f"{rating.ordinal:.1f}",
        )
    return table


def pairwise_table(report: Report) -> Table | None:
    """Row bot against column bot: how often the row finished ahead (None with one bot)."""
    names = [s.bot for s in report.bots]
    if len(names) < 2:
        return None
    table = Table(
        title="pairwise: how often the row finished ahead of the column",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        collapse_padding=True,
    )
    table.add_column("")
    for name in names:
        table.add_column(name, justify="right")
    cells = {(p.bot, p.opponent): p for p in report.pairs}
    for a in names:
        row = [a]
        for b in names:
            pair = cells.get((a, b))
            row.append("-" if pair is None else f"{pair.ahead_rate:.1%} of {pair.pairs}")
        table.add_row(*row)
    return table


def render(report: Report, console: Console) -> None:
    """Print the whole report."""
    config = report.config
    rules = ", ".join(f"{k}={v}" for k, v in config.rules.to_json().items() if k != "players")
    header = Text(
        f"arena: {config.games} games, {config.players} seats, seed {config.seed}, "
        f"lineup {','.join(config.lineup)}" + (f"\nrules: {rules}" if rules else "")
    )
    footer = Text(
        f"stalemates (turn limit): {report.stalemates} of {config.games} games; "
        f"mean game length {report.mean_turns:.1f} turns"
    )
    parts: list[Text | Table] = [header, bots_table(report)]
    pairs = pairwise_table(report)
    if pairs is not None:
        parts.append(pairs)
    parts.append(footer)
    console.print(Group(*parts))
